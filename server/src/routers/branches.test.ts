import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

describe('branches', () => {
  it('list: every branch for a visitor (footer), the unusable one marked sts 0 without phone', async () => {
    const branches = await env.browser().trpc.branches.list.query();
    expect(branches.map((b) => b.kd_cabang).sort()).toEqual(['JKT01', 'SBY01', 'SMG01']);
    expect(branches.find((b) => b.kd_cabang === 'SMG01')).toMatchObject({ nm_cabang: 'Semarang', sts: 0, telp: null });
  });

  it("forCustomer: nearest first from the customer's active address, with the distance in metres", async () => {
    const member = await env.customer('member@contoh.id');
    const jakarta = await member.trpc.branches.forCustomer.query();
    expect(jakarta[0]).toMatchObject({ kd_cabang: 'JKT01' });
    expect(jakarta[0]!.distance).toBeGreaterThan(1_000);
    expect(jakarta[0]!.distance).toBeLessThan(50_000);
    const sahabat = await env.customer('sahabat@contoh.id');
    expect((await sahabat.trpc.branches.forCustomer.query())[0]).toMatchObject({ kd_cabang: 'SBY01' });
  });

  it('detail: one branch by code; an unknown code is NOT_FOUND', async () => {
    const visitor = env.browser();
    expect(await visitor.trpc.branches.detail.query({ kd_cabang: 'SBY01' })).toMatchObject({ nm_cabang: 'Surabaya', telp: '3150004321', sts: 1 });
    expect((await failure(visitor.trpc.branches.detail.query({ kd_cabang: 'XXX99' }))).code).toBe('NOT_FOUND');
  });
});
