import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';

let env: TestGateway;
let member: Browser;
beforeAll(async () => {
  env = await startGateway();
  member = await env.customer();
});
afterAll(() => env.close());

const office = {
  header_name: 'Kantor', jalan: 'Jl. Sudirman Kav. 52', kode_pos: '12190', rt: '001', rw: '002', kelurahan: 'Senayan', kecamatan: 'Kebayoran Baru',
  kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta', latitude: '-6.2250', longitude: '106.8090',
};

describe('addresses', () => {
  it('list: the seed address, active', async () => {
    const list = await member.trpc.addresses.list.query();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ header_name: 'Rumah', jalan: 'Jl. Kemang Raya No. 12', is_active: 'true' });
  });

  it('add -> update -> activate -> remove, each as the customer sees it in the list', async () => {
    const added = await member.trpc.addresses.add.mutate(office);
    expect(added).toMatchObject({ header_name: 'Kantor', is_active: 'false' });

    const updated = await member.trpc.addresses.update.mutate({ customer_address_id: added.id, jalan: 'Jl. Sudirman Kav. 53' });
    expect(updated).toMatchObject({ id: added.id, jalan: 'Jl. Sudirman Kav. 53', header_name: 'Kantor' });

    const activated = await member.trpc.addresses.activate.mutate({ customer_address_id: added.id });
    expect(activated).toMatchObject({ id: added.id, is_active: 'true' });
    const afterActivate = await member.trpc.addresses.list.query();
    expect(afterActivate.filter((a) => a.is_active === 'true').map((a) => a.id)).toEqual([added.id]);

    // Spec section 4: the active address cannot be deleted.
    expect(await failure(member.trpc.addresses.remove.mutate({ customer_address_id: added.id }))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Alamat aktif tidak dapat dihapus.',
    });

    const home = afterActivate.find((a) => a.header_name === 'Rumah')!;
    await member.trpc.addresses.activate.mutate({ customer_address_id: home.id });
    expect(await member.trpc.addresses.remove.mutate({ customer_address_id: added.id })).toEqual({ ok: true });
    expect((await member.trpc.addresses.list.query()).map((a) => a.id)).toEqual([home.id]);
  });

  it("adds to the session's own list even if the browser names another customer", async () => {
    const tampered = { ...office, header_name: 'Titipan', customer_code: 'CUST-0002' };
    const added = await member.trpc.addresses.add.mutate(tampered);
    expect((await member.trpc.addresses.list.query()).map((a) => a.id)).toContain(added.id);
    const sahabat = await env.customer('sahabat@contoh.id');
    expect((await sahabat.trpc.addresses.list.query()).map((a) => a.header_name)).not.toContain('Titipan');
    await member.trpc.addresses.remove.mutate({ customer_address_id: added.id });
  });

  it("someone else's address is NOT_FOUND, for every change", async () => {
    const sahabat = await env.customer('sahabat@contoh.id');
    const [theirs] = await sahabat.trpc.addresses.list.query();
    expect((await failure(member.trpc.addresses.update.mutate({ customer_address_id: theirs!.id, jalan: 'x' }))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.addresses.activate.mutate({ customer_address_id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.addresses.remove.mutate({ customer_address_id: theirs!.id }))).code).toBe('NOT_FOUND');
    expect((await sahabat.trpc.addresses.list.query())[0]).toMatchObject({ id: theirs!.id, jalan: theirs!.jalan });
  });

  it('refuses letters in RT, RW and postal code', async () => {
    expect(await failure(member.trpc.addresses.add.mutate({ ...office, rt: 'satu' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Hanya angka yang diperbolehkan' });
  });
});
