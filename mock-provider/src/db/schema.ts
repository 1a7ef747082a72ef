/**
 * The provider's state. Column names follow the spec's wire names so rows map to
 * responses without renaming. Money is whole Rupiah (INTEGER); booleans are 0/1 here and
 * become the text 'true'/'false' on the wire where the spec says so.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS branches (
  kd_cabang TEXT PRIMARY KEY,
  nm_cabang TEXT NOT NULL,
  telp TEXT,
  alamat TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  sts INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS customers (
  customer_code TEXT PRIMARY KEY,
  nama_lengkap TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nomor_hp TEXT NOT NULL DEFAULT '',
  status_customer TEXT NOT NULL DEFAULT 'member',
  kode_referral TEXT,
  jalan TEXT, kode_pos TEXT, rt TEXT, rw TEXT, kelurahan TEXT, kecamatan TEXT,
  kabupaten_kota TEXT, provinsi TEXT,
  latitude TEXT NOT NULL DEFAULT 'N/A',
  longitude TEXT NOT NULL DEFAULT 'N/A',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS otp_requests (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  otp TEXT NOT NULL,
  registration TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  otp TEXT,
  sent_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS drivers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  nama TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  kd_cabang TEXT NOT NULL REFERENCES branches(kd_cabang)
);
CREATE TABLE IF NOT EXISTS products (
  product_id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_code TEXT NOT NULL UNIQUE,
  kd_barang_item TEXT NOT NULL,
  product_name TEXT NOT NULL,
  price INTEGER NOT NULL,
  image TEXT NOT NULL,
  description TEXT NOT NULL,
  notes TEXT,
  stock INTEGER NOT NULL,
  stock_wip INTEGER NOT NULL DEFAULT 0,
  product_color TEXT,
  product_weight TEXT,
  product_type TEXT,
  product_use TEXT,
  production_type TEXT,
  jcust TEXT,
  sts_product INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_prices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  tier TEXT NOT NULL CHECK (tier IN ('member', 'sahabat')),
  position INTEGER NOT NULL,
  min_quantity INTEGER NOT NULL,
  max_quantity INTEGER,
  price INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  header_name TEXT NOT NULL DEFAULT '',
  jalan TEXT NOT NULL DEFAULT '', kode_pos TEXT NOT NULL DEFAULT '',
  rt TEXT NOT NULL DEFAULT '', rw TEXT NOT NULL DEFAULT '',
  kelurahan TEXT NOT NULL DEFAULT '', kecamatan TEXT NOT NULL DEFAULT '',
  kabupaten_kota TEXT NOT NULL DEFAULT '', provinsi TEXT NOT NULL DEFAULT '',
  latitude TEXT NOT NULL DEFAULT 'N/A',
  longitude TEXT NOT NULL DEFAULT 'N/A',
  is_active INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS vouchers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  voucher_code TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  total_discount_amount INTEGER NOT NULL,
  expired TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_general INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS customer_vouchers (
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id),
  claimed_at TEXT NOT NULL,
  used_sales_order_id INTEGER,
  PRIMARY KEY (customer_code, voucher_id)
);
CREATE TABLE IF NOT EXISTS payment_methods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_method_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_name TEXT NOT NULL,
  icon_image TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS sales_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sales_order_code TEXT NOT NULL UNIQUE,
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  status_sales_order TEXT NOT NULL,
  kd_cabang TEXT NOT NULL REFERENCES branches(kd_cabang),
  payment_method_detail INTEGER NOT NULL REFERENCES payment_methods(id),
  delivery_schedule_date TEXT NOT NULL,
  delivery_address TEXT NOT NULL,
  items_total INTEGER NOT NULL,
  voucher_price INTEGER NOT NULL,
  service_fee INTEGER NOT NULL,
  unique_number INTEGER NOT NULL,
  total_amount INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  payment_deadline TEXT NOT NULL,
  driver_id INTEGER REFERENCES drivers(id),
  reject_reason TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sales_orders_customer ON sales_orders (customer_code, status_sales_order);
CREATE INDEX IF NOT EXISTS sales_orders_branch ON sales_orders (kd_cabang, status_sales_order);
CREATE TABLE IF NOT EXISTS sales_order_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sales_order_id INTEGER NOT NULL REFERENCES sales_orders(id),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  product_name TEXT NOT NULL,
  product_price INTEGER NOT NULL,
  quantity INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sales_order_vouchers (
  sales_order_id INTEGER NOT NULL REFERENCES sales_orders(id),
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id),
  PRIMARY KEY (sales_order_id, voucher_id)
);
CREATE TABLE IF NOT EXISTS payment_proofs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sales_order_id INTEGER NOT NULL REFERENCES sales_orders(id),
  sender_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  amount_sent INTEGER NOT NULL,
  image TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS delivery_proofs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sales_order_id INTEGER NOT NULL REFERENCES sales_orders(id),
  driver_id INTEGER NOT NULL REFERENCES drivers(id),
  notes TEXT NOT NULL,
  image TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_returns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  quantity INTEGER NOT NULL,
  driver_id INTEGER NOT NULL REFERENCES drivers(id),
  kd_cabang TEXT NOT NULL REFERENCES branches(kd_cabang),
  image TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS membership_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  type_of_membership TEXT NOT NULL,
  kd_cabang TEXT NOT NULL REFERENCES branches(kd_cabang),
  image_ktp TEXT NOT NULL,
  image_photo_profile TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'diajukan',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS complaints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_code TEXT NOT NULL REFERENCES customers(customer_code),
  nama TEXT NOT NULL,
  nomor_hp TEXT NOT NULL,
  email TEXT,
  sales_order_code TEXT NOT NULL,
  jenis_komplain TEXT NOT NULL,
  deskripsi TEXT NOT NULL,
  solusi_diharapkan TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
