import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

describe('vouchers', () => {
  it("mine: the customer's claimed, unspent vouchers, the expired one marked inactive", async () => {
    const member = await env.customer();
    const mine = await member.trpc.vouchers.mine.query();
    expect(mine.map((v) => v.voucher_code)).toEqual(['HEMAT10K', 'GALON5K', 'TULUSMERDEKA', 'LEBARAN2025']);
    expect(mine.find((v) => v.voucher_code === 'LEBARAN2025')).toMatchObject({ is_active: 'false' });
    expect(mine.find((v) => v.voucher_code === 'TULUSMERDEKA')).toMatchObject({ is_general: 'true', total_discount_amount: 25000 });
  });

  it('available: every active voucher with this customer’s claim flag', async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const available = await sahabat.trpc.vouchers.available.query();
    expect(available.map((v) => v.voucher_code)).toEqual(['HEMAT10K', 'GALON5K', 'AIRSEHAT15K', 'TULUSMERDEKA']);
    expect(available.filter((v) => v.claimed === 'true').map((v) => v.voucher_code)).toEqual(['HEMAT10K']);
  });

  it('claim: a voucher becomes the customer’s; a second claim reads the spec’s claim-failure text', async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    expect(await sahabat.trpc.vouchers.claim.mutate({ voucher_code: 'AIRSEHAT15K' })).toEqual({ ok: true });
    expect((await sahabat.trpc.vouchers.mine.query()).map((v) => v.voucher_code)).toContain('AIRSEHAT15K');
    expect(await failure(sahabat.trpc.vouchers.claim.mutate({ voucher_code: 'AIRSEHAT15K' }))).toMatchObject({ message: 'Voucher sudah berhasil di claim' });
    expect(await failure(sahabat.trpc.vouchers.claim.mutate({ voucher_code: 'TIDAKADA' }))).toMatchObject({ message: 'Voucher sudah berhasil di claim' });
  });

  it('byId: one active voucher; an unknown or inactive one is NOT_FOUND', async () => {
    const member = await env.customer();
    const mine = await member.trpc.vouchers.mine.query();
    const hemat = mine.find((v) => v.voucher_code === 'HEMAT10K')!;
    expect(await member.trpc.vouchers.byId.query({ voucher_id: hemat.id })).toMatchObject({ voucher_code: 'HEMAT10K', claimed: 'true' });
    const lebaran = mine.find((v) => v.voucher_code === 'LEBARAN2025')!;
    expect((await failure(member.trpc.vouchers.byId.query({ voucher_id: lebaran.id }))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.vouchers.byId.query({ voucher_id: 9999 }))).code).toBe('NOT_FOUND');
  });
});
