import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

const profile = {
  jalan: 'Jl. Darmo Permai I No. 5', kode_pos: '60226', rt: '002', rw: '004', kelurahan: 'Pradahkalikendal', kecamatan: 'Dukuh Pakis',
  kabupaten_kota: 'Surabaya', provinsi: 'Jawa Timur', nomor_hp: '081234567802', latitude: '-7.2866', longitude: '112.6967',
};

describe('customer.detail', () => {
  it("returns the signed-in customer's own name and tier from the provider", async () => {
    const member = await env.customer('member@contoh.id');
    expect(await member.trpc.customer.detail.query()).toMatchObject({
      nama_lengkap: 'Rina Wulandari', status_customer: 'member', customer_code: 'CUST-0001', email: 'member@contoh.id',
    });
    const sahabat = await env.customer('sahabat@contoh.id');
    expect(await sahabat.trpc.customer.detail.query()).toMatchObject({ nama_lengkap: 'Budi Santoso', status_customer: 'sahabat' });
  });
});

describe('customer.updateProfile', () => {
  it('saves the editable fields and returns the profile as it now stands', async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const saved = await sahabat.trpc.customer.updateProfile.mutate({ ...profile, jalan: 'Jl. Darmo Permai II No. 9', nomor_hp: '081299990000' });
    expect(saved).toMatchObject({ jalan: 'Jl. Darmo Permai II No. 9', nomor_hp: '081299990000', nama_lengkap: 'Budi Santoso' });
    expect(await sahabat.trpc.customer.detail.query()).toMatchObject({ jalan: 'Jl. Darmo Permai II No. 9' });
  });

  it('clears the map pin when both coordinates are removed', async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const saved = await sahabat.trpc.customer.updateProfile.mutate({ ...profile, latitude: null, longitude: null });
    expect(saved).toMatchObject({ latitude: 'N/A', longitude: 'N/A' });
    await sahabat.trpc.customer.updateProfile.mutate(profile);
  });

  it("cannot change someone else's profile: the customer code comes from the session", async () => {
    const member = await env.customer('member@contoh.id');
    const tampered = { ...profile, jalan: 'Jl. Disusupi', customer_code: 'CUST-0002' };
    await member.trpc.customer.updateProfile.mutate(tampered);
    const sahabat = await env.customer('sahabat@contoh.id');
    expect((await sahabat.trpc.customer.detail.query()).jalan).not.toBe('Jl. Disusupi');
    expect((await member.trpc.customer.detail.query()).jalan).toBe('Jl. Disusupi');
  });

  it('refuses letters in the digit-only fields', async () => {
    const member = await env.customer();
    expect(await failure(member.trpc.customer.updateProfile.mutate({ ...profile, kode_pos: '6022A' }))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Hanya angka yang diperbolehkan',
    });
  });
});
