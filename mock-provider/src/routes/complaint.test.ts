import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitComplaint } from '@tulus/shared/contract/complaint';
import { insertSalesOrder } from '@tulus/shared/contract/order';
import { todayInJakarta } from '@tulus/shared/rules/dates';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
let member: { token: string; customer_code: string };
let orderCode: string;

beforeAll(async () => {
  provider = await startTestProvider();
  member = await provider.loginCustomer();
  const res = await provider.post('/insert-sales-order', {
    header: { customer_code: member.customer_code, voucher_id: [], payment_method_detail: 1, kd_cabang: 'JKT01', delivery_schedule_date: todayInJakarta(provider.ctx.now()) },
    detail: [{ product_id: 4, quantity: 5, price: 24000 }],
  }, member.token).expect(200);
  orderCode = insertSalesOrder.response.parse(res.body).data.sales_order_code;
});
afterAll(() => provider.close());

const complaint = (extra: Record<string, unknown> = {}) => ({
  nama: 'Rina Wulandari',
  nomor_hp: '081234567801',
  email: '',
  sales_order_code: orderCode,
  jenis_komplain: 'Galon bocor',
  deskripsi: 'Satu galon bocor di bagian tutup.',
  solusi_diharapkan: 'Ganti galon baru',
  ...extra,
});

describe('/submit-complaint', () => {
  it('stores a complaint about the customer’s own order', async () => {
    const res = await provider.post('/submit-complaint', complaint(), member.token).expect(200);
    const body = submitComplaint.response.parse(res.body);
    expect(body.message).toBe('Komplain berhasil dikirim.');
    const row = provider.ctx.db.prepare('SELECT customer_code, email, sales_order_code, jenis_komplain FROM complaints WHERE id = ?').get(body.data.id);
    // An empty optional e-mail is stored as absent.
    expect({ ...row }).toEqual({ customer_code: member.customer_code, email: null, sales_order_code: orderCode, jenis_komplain: 'Galon bocor' });
  });

  it('keeps an e-mail when one is given', async () => {
    const res = await provider.post('/submit-complaint', complaint({ email: 'rina@contoh.id' }), member.token).expect(200);
    const row = provider.ctx.db.prepare('SELECT email FROM complaints WHERE id = ?').get(res.body.data.id) as { email: string };
    expect(row.email).toBe('rina@contoh.id');
  });

  it("answers 404 for another customer's or an unknown order", async () => {
    const other = await provider.loginCustomer('sahabat@contoh.id');
    const res = await provider.post('/submit-complaint', complaint(), other.token).expect(404);
    expect(res.body.message).toBe('Pesanan tidak ditemukan.');
    await provider.post('/submit-complaint', complaint({ sales_order_code: 'SO-00000000-0000' }), member.token).expect(404);
  });

  it('needs a customer token', async () => {
    await provider.post('/submit-complaint', complaint()).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/submit-complaint', complaint(), driver.token).expect(403);
  });

  it('refuses malformed fields with the field named', async () => {
    const phone = await provider.post('/submit-complaint', complaint({ nomor_hp: '0812-abc' }), member.token).expect(400);
    expect(phone.body.message).toBe('nomor_hp: Hanya angka yang diperbolehkan');
    const empty = await provider.post('/submit-complaint', complaint({ deskripsi: '   ' }), member.token).expect(400);
    expect(empty.body.message).toBe('deskripsi: Wajib diisi');
    const email = await provider.post('/submit-complaint', complaint({ email: 'bukan-email' }), member.token).expect(400);
    expect(email.body.message).toBe('email: Email tidak valid');
    const long = await provider.post('/submit-complaint', complaint({ deskripsi: 'x'.repeat(2001) }), member.token).expect(400);
    expect(long.body.message).toMatch(/^deskripsi: /);
  });
});
