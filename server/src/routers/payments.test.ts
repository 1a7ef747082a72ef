import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
let customer: Browser;
beforeAll(async () => {
  env = await startGateway();
  customer = await env.customer();
});
afterAll(() => env.close());

describe('payments', () => {
  it('methods: the active bank accounts to transfer to', async () => {
    const methods = await customer.trpc.payments.methods.query();
    expect(methods.map((m) => m.bank_name)).toEqual(['BCA', 'Mandiri', 'BRI']);
    expect(methods[0]).toMatchObject({ payment_method_name: 'Transfer Bank', account_number: '1234567890', account_name: 'PT Tulus Air Nusantara' });
    expect(methods[2]!.icon_image).toBeNull();
  });

  it('methodDetail: one account by id; an unknown id is NOT_FOUND with the provider message', async () => {
    expect(await customer.trpc.payments.methodDetail.query({ payment_method_id: 2 })).toMatchObject({ bank_name: 'Mandiri', account_number: '1370012345678' });
    expect(await failure(customer.trpc.payments.methodDetail.query({ payment_method_id: 99 }))).toMatchObject({
      code: 'NOT_FOUND', message: 'Metode pembayaran tidak ditemukan',
    });
  });
});
