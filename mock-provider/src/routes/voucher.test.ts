import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimVoucher, getMyVoucher, getVoucher, getVoucherById, type Voucher } from '@tulus/shared/contract/voucher';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const idOf = (p: TestProvider, code: string) =>
  (p.ctx.db.prepare('SELECT id FROM vouchers WHERE voucher_code = ?').get(code) as { id: number }).id;

const summary = (vouchers: Voucher[]) => vouchers.map((v) => [v.voucher_code, v.is_active, v.claimed, v.is_general]);

describe('/get-my-voucher', () => {
  it("lists the caller's claimed vouchers with text flags, the inactive one included", async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const res = await provider.post('/get-my-voucher', { customer_code }, token).expect(200);
    const body = getMyVoucher.response.parse(res.body);
    expect(summary(body.data)).toEqual([
      ['HEMAT10K', 'true', 'true', 'false'],
      ['GALON5K', 'true', 'true', 'false'],
      ['TULUSMERDEKA', 'true', 'true', 'true'],
      ['LEBARAN2025', 'false', 'true', 'false'],
    ]);
    expect(body.data[0]).toMatchObject({ description: 'Potongan Rp 10.000 untuk semua produk', total_discount_amount: 10000, expired: '2027-12-31' });
  });

  it('drops a voucher once an order has used it', async () => {
    const own = await startTestProvider();
    try {
      const { token, customer_code } = await own.loginCustomer();
      own.ctx.db
        .prepare('UPDATE customer_vouchers SET used_sales_order_id = 1 WHERE customer_code = ? AND voucher_id = ?')
        .run(customer_code, idOf(own, 'HEMAT10K'));
      const res = await own.post('/get-my-voucher', { customer_code }, token).expect(200);
      expect(getMyVoucher.response.parse(res.body).data.map((v) => v.voucher_code)).toEqual(['GALON5K', 'TULUSMERDEKA', 'LEBARAN2025']);
    } finally {
      await own.close();
    }
  });

  it("refuses someone else's code, no token and a driver", async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/get-my-voucher', { customer_code: 'CUST-0002' }, token).expect(403);
    await provider.post('/get-my-voucher', { customer_code: 'CUST-0001' }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/get-my-voucher', { customer_code: 'CUST-0001' }, driver.token).expect(403);
  });

  it('refuses a missing or overlong customer code with 400', async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/get-my-voucher', {}, token).expect(400);
    await provider.post('/get-my-voucher', { customer_code: 'C'.repeat(65) }, token).expect(400);
  });
});

describe('/get-voucher', () => {
  it("lists every active voucher with this customer's claim flag", async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabat@contoh.id');
    const res = await provider.post('/get-voucher', { is_active: true, customer_code }, token).expect(200);
    expect(summary(getVoucher.response.parse(res.body).data)).toEqual([
      ['HEMAT10K', 'true', 'true', 'false'],
      ['GALON5K', 'true', 'false', 'false'],
      ['AIRSEHAT15K', 'true', 'false', 'false'],
      ['TULUSMERDEKA', 'true', 'false', 'true'],
    ]);
  });

  it("takes is_active as text too, and false lists the inactive ones", async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabat@contoh.id');
    const text = await provider.post('/get-voucher', { is_active: 'true', customer_code }, token).expect(200);
    expect(getVoucher.response.parse(text.body).data).toHaveLength(4);
    const inactive = await provider.post('/get-voucher', { is_active: false, customer_code }, token).expect(200);
    expect(getVoucher.response.parse(inactive.body).data.map((v) => v.voucher_code)).toEqual(['LEBARAN2025']);
  });

  it('refuses a bad is_active with 400 and a foreign code with 403', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabat@contoh.id');
    const bad = await provider.post('/get-voucher', { is_active: 'ya', customer_code }, token).expect(400);
    expect(bad.body.message).toMatch(/^is_active: /);
    await provider.post('/get-voucher', { is_active: true, customer_code: 'CUST-0001' }, token).expect(403);
    await provider.post('/get-voucher', { is_active: true, customer_code }).expect(403);
  });
});

describe('/claim-voucher', () => {
  it('claims once: the voucher turns claimed and joins the my-voucher list', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatbaru@contoh.id');
    const res = await provider.post('/claim-voucher', { customer_code, voucher_code: 'AIRSEHAT15K' }, token).expect(200);
    const body = claimVoucher.response.parse(res.body);
    expect(body.message).toBe('Voucher berhasil diklaim!');
    expect(body.data).toMatchObject({ voucher_code: 'AIRSEHAT15K', claimed: 'true', is_active: 'true', total_discount_amount: 15000 });
    const mine = await provider.post('/get-my-voucher', { customer_code }, token).expect(200);
    expect(getMyVoucher.response.parse(mine.body).data.map((v) => v.voucher_code)).toEqual(['AIRSEHAT15K']);
  });

  it('answers a second claim with 409 and keeps one claim', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatbaru@contoh.id');
    await provider.post('/claim-voucher', { customer_code, voucher_code: 'GALON5K' }, token).expect(200);
    const again = await provider.post('/claim-voucher', { customer_code, voucher_code: 'galon5k' }, token).expect(409);
    expect(again.body).toMatchObject({ status: 'failed', status_code: 409, message: 'Voucher sudah pernah diklaim' });
    const { n } = provider.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM customer_vouchers WHERE customer_code = ? AND voucher_id = ?')
      .get(customer_code, idOf(provider, 'GALON5K')) as { n: number };
    expect(n).toBe(1);
  });

  it('refuses an inactive voucher with 400 and an unknown one with 404', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatkarib@contoh.id');
    const inactive = await provider.post('/claim-voucher', { customer_code, voucher_code: 'LEBARAN2025' }, token).expect(400);
    expect(inactive.body.message).toBe('Voucher tidak aktif atau sudah kedaluwarsa');
    const unknown = await provider.post('/claim-voucher', { customer_code, voucher_code: 'GRATIS100K' }, token).expect(404);
    expect(unknown.body.message).toBe('Voucher tidak ditemukan');
    const mine = await provider.post('/get-my-voucher', { customer_code }, token).expect(200);
    expect(mine.body.data).toEqual([]);
  });

  it('refuses an empty code with 400, and claiming for someone else with 403', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatkarib@contoh.id');
    const empty = await provider.post('/claim-voucher', { customer_code, voucher_code: '  ' }, token).expect(400);
    expect(empty.body.message).toMatch(/^voucher_code: /);
    await provider.post('/claim-voucher', { customer_code: 'CUST-0003', voucher_code: 'HEMAT10K' }, token).expect(403);
    await provider.post('/claim-voucher', { customer_code, voucher_code: 'HEMAT10K' }).expect(403);
    const claimed = provider.ctx.db.prepare("SELECT 1 FROM customer_vouchers WHERE customer_code = 'CUST-0003' AND voucher_id = ?").get(idOf(provider, 'HEMAT10K'));
    expect(claimed).toBeUndefined();
  });
});

describe('/get-voucher-by-id', () => {
  it("returns one voucher with the caller's claim flag", async () => {
    const member = await provider.loginCustomer();
    const id = idOf(provider, 'TULUSMERDEKA');
    const res = await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: id }, member.token).expect(200);
    expect(getVoucherById.response.parse(res.body).data).toMatchObject({ id, voucher_code: 'TULUSMERDEKA', claimed: 'true', is_general: 'true', total_discount_amount: 25000 });
    const sahabat = await provider.loginCustomer('sahabat@contoh.id');
    const other = await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: id }, sahabat.token).expect(200);
    expect(getVoucherById.response.parse(other.body).data.claimed).toBe('false');
  });

  it('answers 404 for an unknown voucher or one not in the asked state', async () => {
    const { token } = await provider.loginCustomer();
    const lebaran = idOf(provider, 'LEBARAN2025');
    const res = await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: lebaran }, token).expect(404);
    expect(res.body.message).toBe('Voucher tidak ditemukan');
    const asInactive = await provider.post('/get-voucher-by-id', { is_active: 'false', voucher_id: lebaran }, token).expect(200);
    expect(getVoucherById.response.parse(asInactive.body).data.is_active).toBe('false');
    await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: 999_999 }, token).expect(404);
  });

  it('refuses a bad id with 400 and a missing token or foreign code with 403', async () => {
    const { token } = await provider.loginCustomer();
    const bad = await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: 'satu' }, token).expect(400);
    expect(bad.body.message).toMatch(/^voucher_id: /);
    await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: 1 }).expect(403);
    await provider.post('/get-voucher-by-id', { is_active: 'true', voucher_id: 1, customer_code: 'CUST-0002' }, token).expect(403);
  });
});

describe('a voucher past its expiry day', () => {
  let own: TestProvider;
  beforeAll(async () => {
    own = await startTestProvider();
    // The seed's vouchers run to 2027-12-31; move the clock to the first minute of 2028 in Jakarta.
    own.advance(Date.parse('2028-01-01T00:01:00+07:00') - Date.now());
  });
  afterAll(() => own.close());

  it('reads inactive everywhere and cannot be claimed', async () => {
    const { token, customer_code } = await own.loginCustomer('sahabat@contoh.id');
    const mine = await own.post('/get-my-voucher', { customer_code }, token).expect(200);
    expect(summary(getMyVoucher.response.parse(mine.body).data)).toEqual([['HEMAT10K', 'false', 'true', 'false']]);
    const active = await own.post('/get-voucher', { is_active: true, customer_code }, token).expect(200);
    expect(active.body.data).toEqual([]);
    const claim = await own.post('/claim-voucher', { customer_code, voucher_code: 'GALON5K' }, token).expect(400);
    expect(claim.body.message).toBe('Voucher tidak aktif atau sudah kedaluwarsa');
  });
});
