import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDetailKdCabang, getListKdCabang, getListKdCabangUser } from '@tulus/shared/contract/branch';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe('/get-list-kd-cabang', () => {
  it('lists the three branches to a visitor, Semarang not yet usable', async () => {
    const res = await provider.post('/get-list-kd-cabang').expect(200);
    const body = getListKdCabang.response.parse(res.body);
    expect(body.data.map((b) => [b.nm_cabang, b.sts])).toEqual([['Jakarta', 1], ['Semarang', 0], ['Surabaya', 1]]);
    expect(body.data.find((b) => b.nm_cabang === 'Semarang')?.telp).toBeNull();
  });

  it('refuses a forged token with 403 rather than ignoring it silently', async () => {
    const res = await provider.post('/get-list-kd-cabang-user', { customer_code: 'CUST-0001' }, 'a.b.c').expect(403);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 403 });
  });
});

describe('/get-list-kd-cabang-user', () => {
  it('ranks branches by distance from the active address in Jakarta', async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const res = await provider.post('/get-list-kd-cabang-user', { customer_code }, token).expect(200);
    const body = getListKdCabangUser.response.parse(res.body);
    expect(body.data[0]?.nm_cabang).toBe('Jakarta');
    expect(body.data[0]?.distance).toBeGreaterThan(1000);
    expect(body.data[0]!.distance!).toBeLessThan(30_000);
  });

  it("refuses another customer's code", async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/get-list-kd-cabang-user', { customer_code: 'CUST-0002' }, token).expect(403);
  });

  it('needs a customer token', async () => {
    await provider.post('/get-list-kd-cabang-user', { customer_code: 'CUST-0001' }).expect(403);
  });
});

describe('/get-detail-kd-cabang', () => {
  it('returns one branch', async () => {
    const res = await provider.post('/get-detail-kd-cabang', { kd_cabang: 'SBY01' }).expect(200);
    expect(getDetailKdCabang.response.parse(res.body).data).toMatchObject({ nm_cabang: 'Surabaya', telp: '3150004321', sts: 1 });
  });

  it('answers 404 for an unknown branch and 400 for a missing code', async () => {
    const missing = await provider.post('/get-detail-kd-cabang', { kd_cabang: 'XXX' }).expect(404);
    expect(missing.body).toMatchObject({ status: 'failed', message: 'Cabang tidak ditemukan' });
    await provider.post('/get-detail-kd-cabang', {}).expect(400);
  });
});
