import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMasterCustomerAddress,
  deleteMasterCustomerAddress,
  getAllMasterCustomerAddress,
  updateActiveAddress,
  updateMasterCustomerAddress,
  type Address,
} from '@tulus/shared/contract/address';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const OFFICE = {
  header_name: 'Kantor',
  jalan: 'Jl. Jend. Sudirman Kav. 52-53',
  kode_pos: '12190',
  rt: '005',
  rw: '003',
  kelurahan: 'Senayan',
  kecamatan: 'Kebayoran Baru',
  kabupaten_kota: 'Jakarta Selatan',
  provinsi: 'DKI Jakarta',
  latitude: -6.2249,
  longitude: 106.8093,
};

type Session = { token: string; customer_code: string };

async function list(session: Session): Promise<Address[]> {
  const res = await provider.post('/get-all-master-customer-address', { customer_code: session.customer_code }, session.token).expect(200);
  return getAllMasterCustomerAddress.response.parse(res.body).data;
}

async function add(session: Session, fields: Record<string, unknown> = {}): Promise<Address> {
  const res = await provider.post('/add-master-customer-address', { customer_code: session.customer_code, ...OFFICE, ...fields }, session.token).expect(200);
  return addMasterCustomerAddress.response.parse(res.body).data;
}

const activeIds = (addresses: Address[]) => addresses.filter((a) => a.is_active === 'true').map((a) => a.id);

/** The sahabat_karib seed customer starts with no address at all. */
const loginWithoutAddress = () => provider.loginCustomer('sahabatkarib@contoh.id');

describe('/get-all-master-customer-address', () => {
  it("lists the customer's seeded address, active, with status_code 200", async () => {
    const session = await provider.loginCustomer('sahabat@contoh.id');
    const res = await provider.post('/get-all-master-customer-address', { customer_code: session.customer_code }, session.token).expect(200);
    const body = getAllMasterCustomerAddress.response.parse(res.body);
    expect(body.status_code).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ header_name: 'Toko', jalan: 'Jl. Darmo Permai I No. 5', rt: '002', rw: '004', kode_pos: '60226', latitude: '-7.2866', is_active: 'true' }),
    ]);
  });

  it("refuses someone else's customer code, no token and a driver", async () => {
    const session = await provider.loginCustomer();
    await provider.post('/get-all-master-customer-address', { customer_code: 'CUST-0002' }, session.token).expect(403);
    await provider.post('/get-all-master-customer-address', { customer_code: 'CUST-0001' }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/get-all-master-customer-address', { customer_code: 'CUST-0001' }, driver.token).expect(403);
  });

  it('refuses a missing customer code with 400', async () => {
    const session = await provider.loginCustomer();
    const res = await provider.post('/get-all-master-customer-address', {}, session.token).expect(400);
    expect(res.body.message).toMatch(/^customer_code: /);
  });
});

describe('/add-master-customer-address', () => {
  it("makes a customer's first address active and stores every field", async () => {
    const session = await loginWithoutAddress();
    const res = await provider.post('/add-master-customer-address', { customer_code: session.customer_code, ...OFFICE }, session.token).expect(200);
    const body = addMasterCustomerAddress.response.parse(res.body);
    expect(body.message).toBe('Alamat berhasil ditambahkan!');
    expect(body.data).toMatchObject({ ...OFFICE, latitude: '-6.2249', longitude: '106.8093', is_active: 'true' });
    expect(await list(session)).toEqual([body.data]);
  });

  it('adds later addresses inactive, listed after the active one', async () => {
    const session = await provider.loginCustomer('sahabatbaru@contoh.id');
    const added = await add(session, { header_name: 'Gudang', latitude: null, longitude: 'N/A' });
    expect(added).toMatchObject({ header_name: 'Gudang', is_active: 'false', latitude: 'N/A', longitude: 'N/A' });
    const all = await list(session);
    expect(all.map((a) => [a.header_name, a.is_active])).toEqual([['Kantor', 'true'], ['Gudang', 'false']]);
  });

  it('accepts empty free-text parts (the spec has no required checks)', async () => {
    const session = await provider.loginCustomer('sahabatbaru@contoh.id');
    const added = await add(session, { header_name: '', kelurahan: '', rt: '', latitude: '' });
    expect(added).toMatchObject({ header_name: '', kelurahan: '', rt: '', latitude: 'N/A' });
  });

  it('refuses RT, RW and postal codes with letters, coordinates off the globe and huge text', async () => {
    const session = await provider.loginCustomer();
    const base = { customer_code: session.customer_code, ...OFFICE };
    const rt = await provider.post('/add-master-customer-address', { ...base, rt: '00A' }, session.token).expect(400);
    expect(rt.body).toMatchObject({ status: 'failed', status_code: 400, message: 'rt: Hanya angka yang diperbolehkan' });
    await provider.post('/add-master-customer-address', { ...base, rw: '-1' }, session.token).expect(400);
    await provider.post('/add-master-customer-address', { ...base, kode_pos: '12 190' }, session.token).expect(400);
    const lat = await provider.post('/add-master-customer-address', { ...base, latitude: 91 }, session.token).expect(400);
    expect(lat.body.message).toBe('latitude: Latitude harus berupa angka antara -90 dan 90.');
    await provider.post('/add-master-customer-address', { ...base, longitude: 'timur' }, session.token).expect(400);
    await provider.post('/add-master-customer-address', { ...base, jalan: 'x'.repeat(256) }, session.token).expect(400);
    await provider.post('/add-master-customer-address', { customer_code: session.customer_code }, session.token).expect(400);
    expect(await list(session)).toHaveLength(1);
  });

  it("refuses to add to someone else's list", async () => {
    const session = await provider.loginCustomer();
    await provider.post('/add-master-customer-address', { customer_code: 'CUST-0002', ...OFFICE }, session.token).expect(403);
    await provider.post('/add-master-customer-address', { customer_code: 'CUST-0001', ...OFFICE }).expect(403);
    const other = await provider.loginCustomer('sahabat@contoh.id');
    expect(await list(other)).toHaveLength(1);
  });
});

describe('the one-active-address rule', () => {
  let own: TestProvider;
  let session: Session;
  beforeAll(async () => {
    own = await startTestProvider();
    session = await own.loginCustomer('sahabatkarib@contoh.id');
  });
  afterAll(() => own.close());

  const call = (path: string, body: object) => own.post(path, { ...body }, session.token);
  const all = async () =>
    getAllMasterCustomerAddress.response.parse((await call('/get-all-master-customer-address', { customer_code: session.customer_code }).expect(200)).body).data;
  const addOne = async (header_name: string) =>
    addMasterCustomerAddress.response.parse((await call('/add-master-customer-address', { customer_code: session.customer_code, ...OFFICE, header_name }).expect(200)).body).data;

  it('keeps exactly one active address through adds, switches and deletes', async () => {
    const home = await addOne('Rumah');
    expect(activeIds(await all())).toEqual([home.id]);
    const office = await addOne('Kantor');
    const shop = await addOne('Toko');
    expect(activeIds(await all())).toEqual([home.id]);

    const switched = await call('/update-active-address', { customer_address_id: shop.id }).expect(200);
    expect(updateActiveAddress.response.parse(switched.body).data).toMatchObject({ id: shop.id, header_name: 'Toko', is_active: 'true' });
    expect((await all()).map((a) => a.id)).toEqual([shop.id, home.id, office.id]);
    expect(activeIds(await all())).toEqual([shop.id]);

    // Choosing the already-active address changes nothing.
    await call('/update-active-address', { customer_address_id: shop.id }).expect(200);
    expect(activeIds(await all())).toEqual([shop.id]);

    const deleted = await call('/delete-master-customer-address', { customer_address_id: home.id }).expect(200);
    expect(deleteMasterCustomerAddress.response.parse(deleted.body).data).toEqual({ id: home.id });
    expect(activeIds(await all())).toEqual([shop.id]);

    await call('/update-active-address', { customer_address_id: office.id }).expect(200);
    await call('/delete-master-customer-address', { customer_address_id: shop.id }).expect(200);
    const left = await all();
    expect(left.map((a) => [a.id, a.is_active])).toEqual([[office.id, 'true']]);
  });

  it('refuses to delete the active address and keeps it', async () => {
    const [active] = await all();
    const res = await call('/delete-master-customer-address', { customer_address_id: active!.id }).expect(400);
    expect(res.body).toMatchObject({ status: 'failed', status_code: 400, message: 'Alamat aktif tidak dapat dihapus.' });
    expect(activeIds(await all())).toEqual([active!.id]);
  });

  it('activates a lone inactive address left after a delete', async () => {
    const [active] = await all();
    const spare = await addOne('Cadangan');
    // Data from before the rule (or another writer) can leave no active address; the delete repairs it.
    own.ctx.db.prepare('UPDATE addresses SET is_active = 0 WHERE customer_code = ?').run(session.customer_code);
    await call('/delete-master-customer-address', { customer_address_id: spare.id }).expect(200);
    expect((await all()).map((a) => [a.id, a.is_active])).toEqual([[active!.id, 'true']]);
  });

  it('refuses a 21st address', async () => {
    const count = (await all()).length;
    for (let i = count; i < 20; i += 1) await addOne(`Alamat ${i + 1}`);
    const res = await call('/add-master-customer-address', { customer_code: session.customer_code, ...OFFICE }).expect(400);
    expect(res.body.message).toBe('Jumlah alamat maksimal 20.');
    expect(await all()).toHaveLength(20);
    expect(activeIds(await all())).toHaveLength(1);
  });
});

describe("another customer's address", () => {
  it('answers 404 to update-active, delete and update, and changes nothing', async () => {
    const owner = await provider.loginCustomer('sahabat@contoh.id');
    const extra = await add(owner, { header_name: 'Gudang Rungkut' });
    const before = await list(owner);
    const intruder = await provider.loginCustomer();
    for (const [path, body] of [
      ['/update-active-address', { customer_address_id: extra.id }],
      ['/delete-master-customer-address', { customer_address_id: extra.id }],
      ['/update-master-customer-address', { customer_address_id: extra.id, jalan: 'Jl. Palsu' }],
    ] as const) {
      const res = await provider.post(path, body, intruder.token).expect(404);
      expect(res.body).toMatchObject({ status: 'failed', message: 'Alamat tidak ditemukan' });
    }
    expect(await list(owner)).toEqual(before);
    expect(activeIds(await list(intruder))).toHaveLength(1);
  });

  it('answers 403 when the sent customer code is not the caller', async () => {
    const owner = await provider.loginCustomer('sahabat@contoh.id');
    const [mine] = await list(owner);
    await provider.post('/update-active-address', { customer_address_id: mine!.id, customer_code: 'CUST-0001' }, owner.token).expect(403);
  });
});

describe('/update-master-customer-address', () => {
  it('changes only the fields sent and answers with the address', async () => {
    const session = await provider.loginCustomer();
    const [home] = await list(session);
    const res = await provider
      .post('/update-master-customer-address', { customer_address_id: home!.id, jalan: 'Jl. Kemang Raya No. 14', rt: '004', latitude: '-6.2611' }, session.token)
      .expect(200);
    const body = updateMasterCustomerAddress.response.parse(res.body);
    expect(body.message).toBe('Alamat berhasil diperbarui!');
    expect(body.data).toEqual({ ...home, jalan: 'Jl. Kemang Raya No. 14', rt: '004', latitude: '-6.2611' });
    expect((await list(session))[0]).toEqual(body.data);
  });

  it('clears the pin when coordinates are sent empty', async () => {
    const session = await provider.loginCustomer();
    const [home] = await list(session);
    const res = await provider.post('/update-master-customer-address', { customer_address_id: home!.id, latitude: null, longitude: '' }, session.token).expect(200);
    expect(updateMasterCustomerAddress.response.parse(res.body).data).toMatchObject({ latitude: 'N/A', longitude: 'N/A' });
  });

  it('refuses bad ids and bad fields with 400, and a missing token with 403', async () => {
    const session = await provider.loginCustomer();
    const [home] = await list(session);
    const id = await provider.post('/update-master-customer-address', { customer_address_id: 0 }, session.token).expect(400);
    expect(id.body.message).toMatch(/^customer_address_id: /);
    await provider.post('/update-master-customer-address', { customer_address_id: 'abc' }, session.token).expect(400);
    await provider.post('/update-master-customer-address', { customer_address_id: home!.id, kode_pos: 'ABCDE' }, session.token).expect(400);
    await provider.post('/update-master-customer-address', { customer_address_id: home!.id, jalan: 'x' }).expect(403);
    expect((await list(session))[0]).toEqual(home);
  });
});

describe('/update-active-address and /delete-master-customer-address payloads', () => {
  it('refuse a missing or non-numeric id with 400 and an unknown one with 404', async () => {
    const session = await provider.loginCustomer();
    await provider.post('/update-active-address', {}, session.token).expect(400);
    await provider.post('/delete-master-customer-address', { customer_address_id: '1 OR 1=1' }, session.token).expect(400);
    await provider.post('/update-active-address', { customer_address_id: 999_999 }, session.token).expect(404);
    await provider.post('/delete-master-customer-address', { customer_address_id: 999_999 }, session.token).expect(404);
  });

  it('need a customer token', async () => {
    const driver = await provider.loginDriver();
    await provider.post('/update-active-address', { customer_address_id: 1 }, driver.token).expect(403);
    await provider.post('/delete-master-customer-address', { customer_address_id: 1 }).expect(403);
  });
});
