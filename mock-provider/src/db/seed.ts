import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from '../auth/password.ts';

/** Seed credentials, printed in the README. */
export const SEED_PASSWORD = 'Rahasia123!';
export const SEED_DRIVER_PASSWORD = 'Driver123!';

export const SEED_CUSTOMERS = [
  { customer_code: 'CUST-0001', nama_lengkap: 'Rina Wulandari', email: 'member@contoh.id', status_customer: 'member', nomor_hp: '081234567801' },
  { customer_code: 'CUST-0002', nama_lengkap: 'Budi Santoso', email: 'sahabat@contoh.id', status_customer: 'sahabat', nomor_hp: '081234567802' },
  { customer_code: 'CUST-0003', nama_lengkap: 'Dewi Lestari', email: 'sahabatbaru@contoh.id', status_customer: 'sahabat_baru', nomor_hp: '081234567803' },
  { customer_code: 'CUST-0004', nama_lengkap: 'Agus Pratama', email: 'sahabatkarib@contoh.id', status_customer: 'sahabat_karib', nomor_hp: '081234567804' },
] as const;

export const SEED_DRIVERS = [
  { nama: 'Joko Susilo', email: 'driver.jakarta@tulus.co.id', kd_cabang: 'JKT01' },
  { nama: 'Slamet Riyadi', email: 'driver.surabaya@tulus.co.id', kd_cabang: 'SBY01' },
] as const;

const BRANCHES = [
  { kd_cabang: 'JKT01', nm_cabang: 'Jakarta', telp: '2150001234', alamat: 'Jl. Raya Bekasi KM 21, Cakung, Jakarta Timur', latitude: -6.1862, longitude: 106.9361, sts: 1 },
  { kd_cabang: 'SBY01', nm_cabang: 'Surabaya', telp: '3150004321', alamat: 'Jl. Rungkut Industri III No. 8, Surabaya', latitude: -7.3297, longitude: 112.7664, sts: 1 },
  // Not yet delivering: shows how an unusable branch (sts 0, no phone: 'Soon') looks.
  { kd_cabang: 'SMG01', nm_cabang: 'Semarang', telp: null, alamat: 'Kawasan Industri Candi, Semarang', latitude: -6.9932, longitude: 110.3519, sts: 0 },
];

type Tier = { min: number; max: number | null; price: number };
const PRODUCTS: Array<{
  code: string; name: string; price: number; image: string; description: string; weight: string;
  type: string; use: string; member: Tier[]; sahabat: Array<{ min: number; price: number }>;
}> = [
  { code: 'TLS-330', name: 'Tulus 330 ml (1 karton isi 24)', price: 48000, image: 'tulus-330ml.svg', weight: '8.5 kg', type: 'botol', use: 'sekali pakai',
    description: 'Air minum dalam kemasan botol 330 ml, praktis untuk rapat dan acara. Satu karton berisi 24 botol.',
    member: [{ min: 1, max: 9, price: 46000 }, { min: 10, max: 49, price: 44000 }, { min: 50, max: null, price: 42000 }],
    sahabat: [{ min: 1, price: 43000 }] },
  { code: 'TLS-600', name: 'Tulus 600 ml (1 karton isi 24)', price: 62000, image: 'tulus-600ml.svg', weight: '15 kg', type: 'botol', use: 'sekali pakai',
    description: 'Botol 600 ml untuk dibawa bepergian. Satu karton berisi 24 botol.',
    member: [{ min: 1, max: 9, price: 60000 }, { min: 10, max: null, price: 57000 }],
    sahabat: [{ min: 1, price: 56000 }] },
  { code: 'TLS-1500', name: 'Tulus 1,5 L (1 karton isi 12)', price: 68000, image: 'tulus-1500ml.svg', weight: '18.6 kg', type: 'botol', use: 'sekali pakai',
    description: 'Botol besar 1,5 liter untuk keluarga. Satu karton berisi 12 botol.',
    member: [{ min: 1, max: 9, price: 66000 }, { min: 10, max: null, price: 63000 }],
    sahabat: [{ min: 1, price: 62000 }] },
  { code: 'TLS-8000', name: 'Tulus Galon 8 L', price: 25000, image: 'tulus-galon-8l.svg', weight: '8.4 kg', type: 'galon', use: 'isi ulang',
    description: 'Galon 8 liter yang ringan diangkat, cocok untuk dapur kecil dan kos.',
    member: [{ min: 1, max: 19, price: 24000 }, { min: 20, max: null, price: 22500 }],
    sahabat: [{ min: 20, price: 21000 }, { min: 1, price: 22000 }] },
  { code: 'TLS-16000', name: 'Tulus Galon 16 L', price: 38000, image: 'tulus-galon-16l.svg', weight: '16.8 kg', type: 'galon', use: 'isi ulang',
    description: 'Galon 16 liter untuk rumah dan kantor. Galon kosong ditukar saat pengantaran.',
    member: [{ min: 1, max: 19, price: 36500 }, { min: 20, max: null, price: 34000 }],
    sahabat: [{ min: 20, price: 32000 }, { min: 1, price: 33500 }] },
];

const VOUCHERS = [
  { code: 'HEMAT10K', description: 'Potongan Rp 10.000 untuk semua produk', amount: 10000, general: 0, active: 1 },
  { code: 'GALON5K', description: 'Potongan Rp 5.000 untuk pesanan galon', amount: 5000, general: 0, active: 1 },
  { code: 'AIRSEHAT15K', description: 'Potongan Rp 15.000 khusus pelanggan setia', amount: 15000, general: 0, active: 1 },
  // A general voucher cannot be combined with any other (spec section 4).
  { code: 'TULUSMERDEKA', description: 'Potongan umum Rp 25.000, tidak dapat digabung', amount: 25000, general: 1, active: 1 },
  { code: 'LEBARAN2025', description: 'Promo Lebaran 2025 (sudah berakhir)', amount: 20000, general: 0, active: 0 },
];

const PAYMENT_METHODS = [
  { bank: 'BCA', number: '1234567890', name: 'PT Tulus Air Nusantara', icon: 'bca.svg' },
  { bank: 'Mandiri', number: '1370012345678', name: 'PT Tulus Air Nusantara', icon: 'mandiri.svg' },
  { bank: 'BRI', number: '012301000123308', name: 'PT Tulus Air Nusantara', icon: null },
];

/** Believable starting data: branches, the five pack sizes, banks, vouchers, drivers, one customer per tier. */
export function seed(db: DatabaseSync): void {
  const now = new Date().toISOString();
  db.exec('BEGIN');
  try {
    const branch = db.prepare('INSERT INTO branches (kd_cabang, nm_cabang, telp, alamat, latitude, longitude, sts) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const b of BRANCHES) branch.run(b.kd_cabang, b.nm_cabang, b.telp, b.alamat, b.latitude, b.longitude, b.sts);

    const product = db.prepare(`INSERT INTO products (product_code, kd_barang_item, product_name, price, image, description, notes, stock, stock_wip,
      product_color, product_weight, product_type, product_use, production_type, jcust, sts_product, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 'biru', ?, ?, ?, 'pabrik', 'umum', 1, ?)`);
    const tier = db.prepare('INSERT INTO product_prices (product_id, tier, position, min_quantity, max_quantity, price) VALUES (?, ?, ?, ?, ?, ?)');
    for (const p of PRODUCTS) {
      const { lastInsertRowid } = product.run(p.code, `BRG-${p.code}`, p.name, p.price, `/static/products/${p.image}`, p.description,
        'Harga sudah termasuk PPN', 500, p.weight, p.type, p.use, now);
      p.member.forEach((t, i) => tier.run(lastInsertRowid, 'member', i, t.min, t.max, t.price));
      p.sahabat.forEach((t, i) => tier.run(lastInsertRowid, 'sahabat', i, t.min, null, t.price));
    }

    const method = db.prepare(`INSERT INTO payment_methods (payment_method_name, bank_name, account_number, account_name, icon_image)
      VALUES ('Transfer Bank', ?, ?, ?, ?)`);
    for (const m of PAYMENT_METHODS) method.run(m.bank, m.number, m.name, m.icon ? `/static/banks/${m.icon}` : null);

    const voucher = db.prepare('INSERT INTO vouchers (voucher_code, description, total_discount_amount, expired, is_active, is_general) VALUES (?, ?, ?, ?, ?, ?)');
    for (const v of VOUCHERS) voucher.run(v.code, v.description, v.amount, v.active ? '2027-12-31' : '2025-04-30', v.active, v.general);

    const driver = db.prepare('INSERT INTO drivers (nama, email, password_hash, kd_cabang) VALUES (?, ?, ?, ?)');
    for (const d of SEED_DRIVERS) driver.run(d.nama, d.email, hashPassword(SEED_DRIVER_PASSWORD), d.kd_cabang);

    const customer = db.prepare(`INSERT INTO customers (customer_code, nama_lengkap, email, password_hash, nomor_hp, status_customer,
      jalan, kode_pos, rt, rw, kelurahan, kecamatan, kabupaten_kota, provinsi, latitude, longitude, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const address = db.prepare(`INSERT INTO addresses (customer_code, header_name, jalan, kode_pos, rt, rw, kelurahan, kecamatan,
      kabupaten_kota, provinsi, latitude, longitude, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`);
    const passwordHash = hashPassword(SEED_PASSWORD);
    const [member, sahabat, sahabatBaru, sahabatKarib] = SEED_CUSTOMERS;
    customer.run(member.customer_code, member.nama_lengkap, member.email, passwordHash, member.nomor_hp, member.status_customer,
      'Jl. Kemang Raya No. 12', '12730', '003', '005', 'Bangka', 'Mampang Prapatan', 'Jakarta Selatan', 'DKI Jakarta', '-6.2607', '106.8137', now);
    address.run(member.customer_code, 'Rumah', 'Jl. Kemang Raya No. 12', '12730', '003', '005', 'Bangka', 'Mampang Prapatan',
      'Jakarta Selatan', 'DKI Jakarta', '-6.2607', '106.8137');
    customer.run(sahabat.customer_code, sahabat.nama_lengkap, sahabat.email, passwordHash, sahabat.nomor_hp, sahabat.status_customer,
      'Jl. Darmo Permai I No. 5', '60226', '002', '004', 'Pradahkalikendal', 'Dukuh Pakis', 'Surabaya', 'Jawa Timur', '-7.2866', '112.6967', now);
    address.run(sahabat.customer_code, 'Toko', 'Jl. Darmo Permai I No. 5', '60226', '002', '004', 'Pradahkalikendal', 'Dukuh Pakis',
      'Surabaya', 'Jawa Timur', '-7.2866', '112.6967');
    // An address without coordinates: checkout must ask for them (spec section 5, rule 4).
    customer.run(sahabatBaru.customer_code, sahabatBaru.nama_lengkap, sahabatBaru.email, passwordHash, sahabatBaru.nomor_hp,
      sahabatBaru.status_customer, 'Jl. Pemuda No. 101', '50132', '001', '002', 'Sekayu', 'Semarang Tengah', 'Semarang', 'Jawa Tengah', 'N/A', 'N/A', now);
    address.run(sahabatBaru.customer_code, 'Kantor', 'Jl. Pemuda No. 101', '50132', '001', '002', 'Sekayu', 'Semarang Tengah',
      'Semarang', 'Jawa Tengah', 'N/A', 'N/A');
    // No address at all: checkout shows the 'Peringatan' dialog.
    customer.run(sahabatKarib.customer_code, sahabatKarib.nama_lengkap, sahabatKarib.email, passwordHash, sahabatKarib.nomor_hp,
      sahabatKarib.status_customer, null, null, null, null, null, null, null, null, 'N/A', 'N/A', now);

    const claim = db.prepare('INSERT INTO customer_vouchers (customer_code, voucher_id, claimed_at) SELECT ?, id, ? FROM vouchers WHERE voucher_code = ?');
    for (const code of ['HEMAT10K', 'GALON5K', 'TULUSMERDEKA', 'LEBARAN2025']) claim.run(member.customer_code, now, code);
    claim.run(sahabat.customer_code, now, 'HEMAT10K');
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
