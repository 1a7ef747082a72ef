import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COORDINATES_INVALID,
  COORDINATES_UNPAIRED,
  NO_CUSTOMER_CODE,
  getCustomerByEmail,
  getDetailCustomer,
  updateDetailCustomer,
} from '@tulus/shared/contract/customer';
import { RETURN_CUSTOMER_NOT_FOUND, RETURN_EMAIL_REQUIRED } from '@tulus/shared/rules/messages';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe('/get-detail-customer', () => {
  it('returns the full profile of the token holder', async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const res = await provider.post('/get-detail-customer', { customer_code }, token).expect(200);
    const body = getDetailCustomer.response.parse(res.body);
    expect(body).toMatchObject({ status: 'ok', status_code: 200 });
    expect(body.data).toEqual({
      nama_lengkap: 'Rina Wulandari', status_customer: 'member', customer_code: 'CUST-0001', email: 'member@contoh.id',
      nomor_hp: '081234567801', jalan: 'Jl. Kemang Raya No. 12', kode_pos: '12730', rt: '003', rw: '005',
      kelurahan: 'Bangka', kecamatan: 'Mampang Prapatan', kabupaten_kota: 'Jakarta Selatan', provinsi: 'DKI Jakarta',
      latitude: '-6.2607', longitude: '106.8137',
    });
  });

  it("shows an unfilled profile as nulls and 'N/A' coordinates", async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatkarib@contoh.id');
    const res = await provider.post('/get-detail-customer', { customer_code }, token).expect(200);
    const { data } = getDetailCustomer.response.parse(res.body);
    expect(data).toMatchObject({ status_customer: 'sahabat_karib', jalan: null, kode_pos: null, latitude: 'N/A', longitude: 'N/A' });
  });

  it("refuses another customer's code, a missing token and a driver token with 403", async () => {
    const { token } = await provider.loginCustomer();
    const other = await provider.post('/get-detail-customer', { customer_code: 'CUST-0002' }, token).expect(403);
    expect(other.body).toMatchObject({ status: 'failed', status_code: 403 });
    expect(JSON.stringify(other.body)).not.toContain('Budi');
    await provider.post('/get-detail-customer', { customer_code: 'CUST-0001' }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/get-detail-customer', { customer_code: 'CUST-0001' }, driver.token).expect(403);
  });

  it(`answers a missing customer code with 400 '${NO_CUSTOMER_CODE}'`, async () => {
    const { token } = await provider.loginCustomer();
    for (const body of [{}, { customer_code: '' }]) {
      const res = await provider.post('/get-detail-customer', body, token).expect(400);
      expect(res.body.status).toBe('failed');
      expect(res.body.message).toContain(NO_CUSTOMER_CODE);
    }
  });
});

describe('/update-detail-customer', () => {
  const address = {
    jalan: 'Jl. Pandanaran No. 7', kode_pos: '50134', rt: '004', rw: '001', kelurahan: 'Pekunden',
    kecamatan: 'Semarang Tengah', kabupaten_kota: 'Semarang', provinsi: 'Jawa Tengah', nomor_hp: '081299990004',
    latitude: -6.9876, longitude: '110.4123',
  };

  it('saves the own profile and answers with it, leaving name and e-mail read-only', async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatkarib@contoh.id');
    const res = await provider.post('/update-detail-customer',
      { customer_code, ...address, nama_lengkap: 'Nama Palsu', email: 'palsu@contoh.id' }, token).expect(200);
    const body = updateDetailCustomer.response.parse(res.body);
    expect(body).toMatchObject({ status: 'ok', status_code: 200, message: 'Informasi Akun berhasil diubah!' });
    const expected = {
      ...address, latitude: '-6.9876', longitude: '110.4123', customer_code, nama_lengkap: 'Agus Pratama',
      email: 'sahabatkarib@contoh.id', status_customer: 'sahabat_karib',
    };
    expect(body.data).toEqual(expected);
    const again = await provider.post('/get-detail-customer', { customer_code }, token).expect(200);
    expect(getDetailCustomer.response.parse(again.body).data).toEqual(expected);
    await provider.post('/check-login', { email: 'sahabatkarib@contoh.id', password: 'Rahasia123!' }).expect(200);
  });

  it("clears coordinates with 'N/A' (or null) as a pair", async () => {
    const { token, customer_code } = await provider.loginCustomer('sahabatbaru@contoh.id');
    const res = await provider.post('/update-detail-customer', { customer_code, ...address, latitude: 'N/A', longitude: null, rt: '' }, token).expect(200);
    expect(updateDetailCustomer.response.parse(res.body).data).toMatchObject({ latitude: 'N/A', longitude: 'N/A', rt: '' });
  });

  it("refuses another customer's code, a missing token and a driver token, changing nothing", async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/update-detail-customer', { customer_code: 'CUST-0002', ...address }, token).expect(403);
    await provider.post('/update-detail-customer', { customer_code: 'CUST-0002', ...address }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/update-detail-customer', { customer_code: 'CUST-0002', ...address }, driver.token).expect(403);
    const sahabat = await provider.loginCustomer('sahabat@contoh.id');
    const res = await provider.post('/get-detail-customer', { customer_code: 'CUST-0002' }, sahabat.token).expect(200);
    expect(res.body.data.jalan).toBe('Jl. Darmo Permai I No. 5');
  });

  it('refuses bad fields with a 400 naming them', async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rt: '0a3' }, 'rt: Hanya angka yang diperbolehkan'],
      [{ nomor_hp: '+6281234' }, 'nomor_hp: Hanya angka yang diperbolehkan'],
      [{ kode_pos: '123456' }, 'kode_pos: Maksimal 5 digit'],
      [{ jalan: 'x'.repeat(201) }, 'jalan: Maksimal 200 karakter'],
      [{ latitude: 91 }, `latitude: ${COORDINATES_INVALID}`],
      [{ longitude: '-180.5' }, `longitude: ${COORDINATES_INVALID}`],
      [{ latitude: 'utara' }, `latitude: ${COORDINATES_INVALID}`],
      // Blank is "not set", as on an address: half a point is refused for being half.
      [{ latitude: '' }, `latitude: ${COORDINATES_UNPAIRED}`],
      [{ latitude: 'N/A' }, `latitude: ${COORDINATES_UNPAIRED}`],
      [{ provinsi: undefined }, 'provinsi'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await provider.post('/update-detail-customer', { customer_code, ...address, ...overrides }, token).expect(400);
      expect(res.body).toMatchObject({ status: 'failed', status_code: 400 });
      expect(res.body.message).toContain(expected);
    }
    const unchanged = await provider.post('/get-detail-customer', { customer_code }, token).expect(200);
    expect(unchanged.body.data.jalan).toBe('Jl. Kemang Raya No. 12');
  });
});

describe('/get-customer-by-email', () => {
  it("gives a driver the customer's name and code, whatever the e-mail's case", async () => {
    const { token } = await provider.loginDriver();
    const res = await provider.post('/get-customer-by-email', { email: ' Sahabat@Contoh.id ' }, token).expect(200);
    const body = getCustomerByEmail.response.parse(res.body);
    expect(body.data).toEqual({ nama_lengkap: 'Budi Santoso', customer_code: 'CUST-0002' });
  });

  it('is for drivers only', async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/get-customer-by-email', { email: 'sahabat@contoh.id' }, token).expect(403);
    await provider.post('/get-customer-by-email', { email: 'sahabat@contoh.id' }).expect(403);
  });

  it(`answers an unknown e-mail with 404 '${RETURN_CUSTOMER_NOT_FOUND}'`, async () => {
    const { token } = await provider.loginDriver();
    const res = await provider.post('/get-customer-by-email', { email: 'tidak.ada@contoh.id' }, token).expect(404);
    expect(res.body).toEqual({ status: 'failed', status_code: 404, message: RETURN_CUSTOMER_NOT_FOUND, data: null });
  });

  it('refuses a missing or malformed e-mail with 400', async () => {
    const { token } = await provider.loginDriver();
    expect((await provider.post('/get-customer-by-email', {}, token).expect(400)).body.message).toContain(RETURN_EMAIL_REQUIRED);
    expect((await provider.post('/get-customer-by-email', { email: '' }, token).expect(400)).body.message).toContain(RETURN_EMAIL_REQUIRED);
    expect((await provider.post('/get-customer-by-email', { email: 'bukan-email' }, token).expect(400)).body.message).toContain('Email tidak valid');
  });
});
