import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../routers/_app.ts';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider.ts';
import { startBareGateway, startGateway, type BareGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { jakartaDay, orderInput } from '../test/orders.ts';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;

/** Calls a procedure over plain HTTP with any input, as a tampered client could. */
async function call(browser: Browser, path: string, input: unknown) {
  const res = procedures[path]!._def.type === 'query'
    ? await browser.fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
    : await browser.fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  const body = (await res.json()) as { error?: { message: string; data?: { code?: string } } };
  return { status: res.status, code: body.error?.data?.code, message: body.error?.message };
}

const profile = {
  jalan: 'Jl. Kemang Raya No. 12', kode_pos: '12730', rt: '003', rw: '005', kelurahan: 'Bangka', kecamatan: 'Mampang Prapatan',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', nomor_hp: '081234567801', latitude: '-6.2607', longitude: '106.8137',
};
const address = { header_name: 'Kantor', ...profile };
const complaint = {
  nama: 'Rina', nomor_hp: '081234567801', email: '', sales_order_code: 'SO-1', jenis_komplain: 'Terlambat', deskripsi: 'Belum sampai', solusi_diharapkan: 'Kirim ulang',
};

type Case = [name: string, role: 'visitor' | 'customer' | 'driver', path: string, input: unknown, message: string | null];

/** Bad inputs and the message the caller sees (null: any BAD_REQUEST, the spec has no text for it). */
const CASES: Case[] = [
  ['login with empty fields', 'visitor', 'auth.login', { email: '', password: '' }, 'Email dan kata sandi tidak boleh kosong!'],
  ['login without a password', 'visitor', 'auth.login', { email: 'member@contoh.id' }, 'Email dan kata sandi tidak boleh kosong!'],
  ['driver login with empty fields', 'visitor', 'auth.driverLogin', { email: '', password: '' }, 'Email dan kata sandi tidak boleh kosong!'],
  ['registration with empty fields', 'visitor', 'auth.requestOtp', { nama_lengkap: '', email: '', password: '', confirm_password: '' }, 'Mohon lengkapi semua kolom.'],
  ['registration with a password mismatch', 'visitor', 'auth.requestOtp', { nama_lengkap: 'A', email: 'a@contoh.id', password: 'abcdef1', confirm_password: 'abcdef2' }, 'Password dan konfirmasi password tidak cocok.'],
  ['an OTP of 5 digits', 'visitor', 'auth.verifyOtp', { otp: '12345' }, 'Kode OTP harus terdiri dari 6 digit angka'],
  ['an empty OTP', 'visitor', 'auth.verifyOtp', { otp: '' }, 'Mohon masukkan kode OTP'],
  ['a catalogue page of 0', 'visitor', 'catalog.products', { limit: 0 }, null],
  ['an empty branch code', 'visitor', 'branches.detail', { kd_cabang: '' }, null],
  ['no product ids', 'customer', 'catalog.byIds', { ids: [] }, 'No product IDs provided'],
  ['letters in RT', 'customer', 'customer.updateProfile', { ...profile, rt: '0a3' }, 'Hanya angka yang diperbolehkan'],
  ['letters in the phone number', 'customer', 'customer.updateProfile', { ...profile, nomor_hp: '0812-345' }, 'Hanya angka yang diperbolehkan'],
  ['half a coordinate', 'customer', 'customer.updateProfile', { ...profile, longitude: null }, 'Latitude dan longitude harus diisi bersamaan.'],
  ['letters in a new address postal code', 'customer', 'addresses.add', { ...address, kode_pos: '12a30' }, 'Hanya angka yang diperbolehkan'],
  ['a latitude off the globe', 'customer', 'addresses.add', { ...address, latitude: 123 }, 'Latitude harus berupa angka antara -90 dan 90.'],
  ['an address id of 0', 'customer', 'addresses.activate', { customer_address_id: 0 }, null],
  ['an address id that is text', 'customer', 'addresses.remove', { customer_address_id: '7' }, null],
  ['an address edit with letters in RW', 'customer', 'addresses.update', { customer_address_id: 1, rw: 'lima' }, 'Hanya angka yang diperbolehkan'],
  ['an address edit without id', 'customer', 'addresses.update', { jalan: 'Jl. Baru' }, null],
  ['an empty voucher code', 'customer', 'vouchers.claim', { voucher_code: '  ' }, null],
  ['a voucher id of -1', 'customer', 'vouchers.byId', { voucher_id: -1 }, null],
  ['a payment method id of 0', 'customer', 'payments.methodDetail', { payment_method_id: 0 }, null],
  ['an unknown order status', 'customer', 'orders.list', { status: 'semua' }, null],
  ['an empty order code', 'customer', 'orders.detail', { sales_order_code: '' }, 'Kode Pesanan tidak ditemukan!'],
  ['proofs without order code', 'customer', 'orders.proofs', {}, 'Kode Pesanan tidak ditemukan!'],
  ['an empty order code to reorder', 'customer', 'orders.reorder', { sales_order_code: '' }, 'Kode Pesanan tidak ditemukan!'],
  ['an empty order code to confirm', 'customer', 'orders.confirmReceived', { sales_order_code: ' ' }, 'Kode Pesanan tidak ditemukan!'],
  ['an order with no items', 'customer', 'orders.place', orderInput({ items: [] }), 'Silahkan pilih produk terlebih dahulu.'],
  ['an order without payment method', 'customer', 'orders.place', { ...orderInput(), payment_method_id: undefined }, 'Pilih metode pembayaran terlebih dahulu.'],
  ['an order without delivery date', 'customer', 'orders.place', { ...orderInput(), delivery_date: '' }, 'Pilih jadwal pengiriman terlebih dahulu.'],
  ['an order without branch', 'customer', 'orders.place', { ...orderInput(), kd_cabang: '' }, 'Pilih cabang pengiriman terlebih dahulu.'],
  ['an order with a past delivery date', 'customer', 'orders.place', orderInput({ delivery_date: jakartaDay(-1) }), 'Tanggal pengiriman tidak valid. Pilih tanggal mulai hari ini.'],
  ['an order with an impossible date', 'customer', 'orders.place', orderInput({ delivery_date: '2099-02-30' }), 'Tanggal pengiriman tidak valid. Pilih tanggal mulai hari ini.'],
  ['an order line of 0', 'customer', 'orders.place', orderInput({ items: [{ product_id: 1, quantity: 0 }] }), 'Jumlah minimal 1'],
  ['an order line above the stepper', 'customer', 'orders.place', orderInput({ items: [{ product_id: 1, quantity: 10_000 }] }), 'Jumlah maksimal 9999'],
  ['an order with a fractional quantity', 'customer', 'orders.place', orderInput({ items: [{ product_id: 1, quantity: 2.5 }] }), null],
  ['an order with a product twice', 'customer', 'orders.place', orderInput({ items: [{ product_id: 1, quantity: 2 }, { product_id: 1, quantity: 2 }] }), 'Produk yang sama muncul lebih dari sekali'],
  ['an order without idempotency key', 'customer', 'orders.place', { ...orderInput(), idempotency_key: 'klik-1' }, 'Kunci idempotensi tidak valid'],
  ['a complaint without a name', 'customer', 'complaints.submit', { ...complaint, nama: '' }, 'Wajib diisi'],
  ['a complaint with a bad e-mail', 'customer', 'complaints.submit', { ...complaint, email: 'rina@' }, 'Email tidak valid'],
  ['a customer search without e-mail', 'driver', 'driver.customerByEmail', { email: '' }, 'Harap masukkan email.'],
  ['a customer search with a malformed e-mail', 'driver', 'driver.customerByEmail', { email: 'rina' }, 'Email tidak valid'],
  ['a delivery without order code', 'driver', 'driver.delivery', { sales_order_code: '' }, 'Sales Order Code tidak ditemukan!'],
  ['a receipt without order code', 'driver', 'driver.receipt', { sales_order_code: '' }, 'Sales Order Code tidak ditemukan!'],
  ['deliveries of a status drivers do not see', 'driver', 'driver.deliveries', { status: 'menunggu_pembayaran' }, null],
];

let env: TestGateway;
let fake: FakeProvider;
let gw: BareGateway;
const browsers: Record<'visitor' | 'customer' | 'driver', Browser> = {} as never;
beforeAll(async () => {
  env = await startGateway();
  // Counts every request that reaches the provider; passes them all on to the real mock.
  fake = await startFakeProvider((_hit, _res, forward) => forward(), env.providerUrl);
  gw = await startBareGateway(fake.url);
  browsers.visitor = gw.browser();
  [browsers.customer, browsers.driver] = await Promise.all([gw.customer(), gw.driver()]);
});
afterAll(async () => {
  await gw.close();
  await fake.close();
  await env.close();
});

describe('bad inputs are refused by the gateway and never reach the provider', () => {
  it('the table covers every procedure that takes an input', () => {
    const withInput = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)
      .filter(([, procedure]) => procedure._def.inputs.length > 0)
      .map(([path]) => path);
    const covered = new Set(CASES.map(([, , path]) => path));
    expect(withInput.filter((path) => !covered.has(path))).toEqual([]);
  });

  it("inputs the spec has no text for are refused in Indonesian, not in zod's English", async () => {
    for (const [, role, path, input] of CASES.filter((c) => c[4] === null)) {
      const result = await call(browsers[role], path, input);
      expect(result.message, path).not.toMatch(/invalid|expected|received|too (small|big)/i);
    }
  });

  it.each(CASES)('%s', async (_name, role, path, input, message) => {
    const before = fake.hits.length;
    const result = await call(browsers[role], path, input);
    expect(result.code).toBe('BAD_REQUEST');
    expect(result.status).toBe(400);
    if (message !== null) expect(result.message).toBe(message);
    expect(fake.hits.slice(before).map((hit) => hit.path)).toEqual([]);
  });
});
