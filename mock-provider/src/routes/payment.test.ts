import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPaymentMethod, getPaymentMethodDetail } from '@tulus/shared/contract/payment';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const idOf = (p: TestProvider, bank: string) =>
  (p.ctx.db.prepare('SELECT id FROM payment_methods WHERE bank_name = ?').get(bank) as { id: number }).id;

describe('/get-payment-method', () => {
  it('lists the active bank accounts under data.data with absolute icon URLs', async () => {
    const { token } = await provider.loginCustomer();
    const res = await provider.post('/get-payment-method', { is_active: true }, token).expect(200);
    const accounts = getPaymentMethod.response.parse(res.body).data.data;
    const base = provider.ctx.config.PUBLIC_URL;
    expect(accounts.map((a) => [a.bank_name, a.icon_image])).toEqual([
      ['BCA', `${base}/static/banks/bca.svg`],
      ['Mandiri', `${base}/static/banks/mandiri.svg`],
      ['BRI', null],
    ]);
    expect(accounts[0]).toMatchObject({
      payment_method_name: 'Transfer Bank',
      account_number: '1234567890',
      account_name: 'PT Tulus Air Nusantara',
      is_active: 'true',
    });
  });

  it('serves the bank icons as SVG', async () => {
    const { token } = await provider.loginCustomer();
    const res = await provider.post('/get-payment-method', { is_active: true }, token).expect(200);
    const icons = getPaymentMethod.response.parse(res.body).data.data.flatMap((a) => (a.icon_image ? [a.icon_image] : []));
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      const file = await provider.app.inject({ method: 'GET', url: new URL(icon).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('needs a customer token', async () => {
    await provider.post('/get-payment-method', { is_active: true }).expect(403);
    const driver = await provider.loginDriver();
    const res = await provider.post('/get-payment-method', { is_active: true }, driver.token).expect(403);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 403 });
  });

  it('refuses an is_active that is neither a boolean nor its text with 400', async () => {
    const { token } = await provider.loginCustomer();
    const res = await provider.post('/get-payment-method', { is_active: 1 }, token).expect(400);
    expect(res.body.message).toMatch(/^is_active: /);
  });
});

describe('/get-payment-method-detail', () => {
  it('returns the one account asked for', async () => {
    const { token } = await provider.loginCustomer();
    const id = idOf(provider, 'Mandiri');
    const res = await provider.post('/get-payment-method-detail', { payment_method_id: id, is_active: true }, token).expect(200);
    expect(getPaymentMethodDetail.response.parse(res.body).data).toEqual({
      id,
      payment_method_name: 'Transfer Bank',
      bank_name: 'Mandiri',
      account_number: '1370012345678',
      account_name: 'PT Tulus Air Nusantara',
      icon_image: `${provider.ctx.config.PUBLIC_URL}/static/banks/mandiri.svg`,
      is_active: 'true',
    });
  });

  it('answers 404 for an unknown account', async () => {
    const { token } = await provider.loginCustomer();
    const res = await provider.post('/get-payment-method-detail', { payment_method_id: 999_999, is_active: true }, token).expect(404);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 404, message: 'Metode pembayaran tidak ditemukan' });
  });

  it('refuses a missing or non-numeric id with 400 and a missing token with 403', async () => {
    const { token } = await provider.loginCustomer();
    const missing = await provider.post('/get-payment-method-detail', { is_active: true }, token).expect(400);
    expect(missing.body.message).toMatch(/^payment_method_id: /);
    await provider.post('/get-payment-method-detail', { payment_method_id: '1', is_active: true }, token).expect(400);
    await provider.post('/get-payment-method-detail', { payment_method_id: 1, is_active: true }).expect(403);
  });
});

describe('a switched-off account', () => {
  let own: TestProvider;
  beforeAll(async () => {
    own = await startTestProvider();
    own.ctx.db.prepare("UPDATE payment_methods SET is_active = 0 WHERE bank_name = 'BRI'").run();
  });
  afterAll(() => own.close());

  it('leaves the active list and shows only when inactive ones are asked for', async () => {
    const { token } = await own.loginCustomer();
    const active = await own.post('/get-payment-method', { is_active: true }, token).expect(200);
    expect(getPaymentMethod.response.parse(active.body).data.data.map((a) => a.bank_name)).toEqual(['BCA', 'Mandiri']);
    const inactive = await own.post('/get-payment-method', { is_active: 'false' }, token).expect(200);
    expect(getPaymentMethod.response.parse(inactive.body).data.data.map((a) => [a.bank_name, a.is_active])).toEqual([['BRI', 'false']]);
    const bri = idOf(own, 'BRI');
    await own.post('/get-payment-method-detail', { payment_method_id: bri, is_active: true }, token).expect(404);
  });
});
