import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestProvider } from '../test/harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'tulus-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('keeps a new address and a claimed voucher across a restart, without seeding twice', async () => {
    const dbPath = join(dir, 'provider.sqlite');
    const first = await startTestProvider({ dbPath });
    const { token, customer_code } = await first.loginCustomer('sahabat@contoh.id');
    await first
      .post('/add-master-customer-address', {
        customer_code, header_name: 'Gudang', jalan: 'Jl. Tambak Osowilangun 9', kode_pos: '60191', rt: '01', rw: '02',
        kelurahan: 'Tambak Osowilangon', kecamatan: 'Benowo', kabupaten_kota: 'Surabaya', provinsi: 'Jawa Timur',
        latitude: '-7.2235', longitude: '112.6598',
      }, token)
      .expect(200);
    await first.post('/claim-voucher', { customer_code, voucher_code: 'GALON5K' }, token).expect(200);
    await first.close();

    const second = await startTestProvider({ dbPath });
    const again = await second.loginCustomer('sahabat@contoh.id');
    const addresses = await second.post('/get-all-master-customer-address', { customer_code }, again.token).expect(200);
    expect(addresses.body.data.map((a: { header_name: string }) => a.header_name)).toEqual(expect.arrayContaining(['Toko', 'Gudang']));
    const vouchers = await second.post('/get-my-voucher', { customer_code }, again.token).expect(200);
    expect(vouchers.body.data.map((v: { voucher_code: string }) => v.voucher_code).sort()).toEqual(['GALON5K', 'HEMAT10K']);
    const branches = await second.post('/get-list-kd-cabang').expect(200);
    expect(branches.body.data).toHaveLength(3);
    await second.close();
  });
});
