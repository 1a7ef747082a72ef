import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { placeOrder } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
beforeAll(async () => {
  env = await startGateway();
  member = await env.customer();
});
afterAll(() => env.close());

const complaint = (sales_order_code: string) => ({
  nama: 'Rina Wulandari', nomor_hp: '081234567801', email: '', sales_order_code,
  jenis_komplain: 'Keterlambatan', deskripsi: 'Pesanan belum sampai.', solusi_diharapkan: 'Segera dikirim.',
});

describe('complaints.submit', () => {
  it('files a complaint about one of the customer’s orders', async () => {
    const order = await placeOrder(member);
    const filed = await member.trpc.complaints.submit.mutate(complaint(order.sales_order_code));
    expect(filed.id).toBeGreaterThan(0);
    const second = await member.trpc.complaints.submit.mutate({ ...complaint(order.sales_order_code), email: 'rina@contoh.id' });
    expect(second.id).toBeGreaterThan(filed.id);
  });

  it("refuses a complaint about someone else's or an unknown order", async () => {
    const order = await placeOrder(member);
    const sahabat = await env.customer('sahabat@contoh.id');
    expect((await failure(sahabat.trpc.complaints.submit.mutate(complaint(order.sales_order_code)))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.complaints.submit.mutate(complaint('SO-19990101-0001')))).code).toBe('NOT_FOUND');
  });

  it('refuses an empty order number with the form\'s Indonesian message, before the provider', async () => {
    const refused = await failure(member.trpc.complaints.submit.mutate(complaint('  ')));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe('Wajib diisi');
  });
});
