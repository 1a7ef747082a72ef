import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_PATHS, SPEC_PATHS } from '@tulus/shared/contract/paths';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

// Section 7 of the spec, row by row: the mock must answer each of these.
const SECTION_7 = [
  '/check-login', '/get-list-kd-cabang', '/get-list-kd-cabang-user', '/send-otp', '/register-customer', '/get-products',
  '/get-detail-customer', '/get-product-by-id', '/update-detail-customer', '/add-master-customer-address',
  '/get-all-master-customer-address', '/update-active-address', '/delete-master-customer-address',
  '/update-master-customer-address', '/get-my-voucher', '/get-voucher', '/claim-voucher', '/get-voucher-by-id',
  '/get-sales-order-customer', '/get-payment-method', '/get-payment-method-detail', '/insert-sales-order',
  '/get-sales-order-detail-customer', '/get-so-received-for-customer', '/upload-proof-of-payment',
  '/update-received-confirmation', '/get-detail-kd-cabang', '/check-login-driver', '/get-sales-order-driver',
  '/get-products-driver', '/get-customer-by-email', '/upload-product-return', '/get-sales-order-detail-driver',
  '/update-status-order-received', '/get-so-received-for-driver', '/upgrade-membership', '/check-token-customer',
  '/check-token-admin',
];

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe('contract coverage', () => {
  it('has a shared schema for each of the 38 paths of section 7, and no other', () => {
    expect(SECTION_7).toHaveLength(38);
    expect(SPEC_PATHS.map((p) => p.path).sort()).toEqual([...SECTION_7].sort());
  });

  it.each([...SPEC_PATHS, ...EXTRA_PATHS].map((p) => [p.path, p] as const))('%s is answered by the mock with the spec envelope', async (path, def) => {
    const res = def.body === 'multipart' ? await provider.upload(path, {}, {}) : await provider.post(path, {});
    // Not a 404 "no such path": the path exists and answers in the envelope, even when refusing an empty payload.
    expect(res.body.message).not.toBe('Path tidak ditemukan');
    expect(res.body).toHaveProperty('status');
    expect(res.body).toHaveProperty('status_code');
    expect(res.body).toHaveProperty('message');
    expect(res.status).toBeLessThan(500);
  });

  it('answers an unknown path with a failed 404 envelope', async () => {
    const res = await provider.post('/no-such-path', {}).expect(404);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 404 });
  });
});
