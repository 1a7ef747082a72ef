import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMembership } from '@tulus/shared/contract/membership';
import { MEMBERSHIP_FIELDS_REQUIRED, MEMBERSHIP_SUCCESS } from '@tulus/shared/rules/messages';
import { TINY_JPEG, TINY_PNG, startTestProvider, type TestProvider } from '../test/harness.ts';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

let provider: TestProvider;
let member: { token: string; customer_code: string };

beforeAll(async () => {
  provider = await startTestProvider();
  member = await provider.loginCustomer();
});
afterAll(() => provider.close());

const query = (customerCode: string, extra: Record<string, string> = {}) => ({ customer_code: customerCode, type_of_membership: 'sahabat', kd_cabang: 'JKT01', ...extra });
const files = { image_ktp: TINY_JPEG, image_photo_profile: PDF };
const applications = (customerCode: string) =>
  (provider.ctx.db.prepare('SELECT COUNT(*) AS n FROM membership_applications WHERE customer_code = ?').get(customerCode) as { n: number }).n;

describe('/upgrade-membership', () => {
  it('refuses missing files with the form message, before anything is stored', async () => {
    const one = await provider.upload('/upgrade-membership', query(member.customer_code), { image_ktp: TINY_PNG }, member.token).expect(400);
    expect(one.body.message).toBe(MEMBERSHIP_FIELDS_REQUIRED);
    const none = await provider.upload('/upgrade-membership', query(member.customer_code), {}, member.token).field('kd_cabang', 'JKT01').expect(400);
    expect(none.body.message).toBe(MEMBERSHIP_FIELDS_REQUIRED);
    expect(applications(member.customer_code)).toBe(0);
  });

  it('refuses another membership type, an unknown branch and files that are neither image nor pdf', async () => {
    const gold = await provider.upload('/upgrade-membership', query(member.customer_code, { type_of_membership: 'gold' }), files, member.token).expect(400);
    expect(gold.body.message).toBe('type_of_membership: Jenis keanggotaan harus sahabat');
    const branch = await provider.upload('/upgrade-membership', query(member.customer_code, { kd_cabang: 'XXX' }), files, member.token).expect(400);
    expect(branch.body.message).toBe('Cabang tidak ditemukan.');
    const text = await provider.upload('/upgrade-membership', query(member.customer_code), { ...files, image_ktp: Buffer.from('KTP') }, member.token).expect(400);
    expect(text.body.message).toBe('File harus berupa gambar (jpg, jpeg, png) atau pdf.');
    expect(applications(member.customer_code)).toBe(0);
  });

  it("refuses another customer's code and a driver token", async () => {
    await provider.upload('/upgrade-membership', query('CUST-0002'), files, member.token).expect(403);
    const driver = await provider.loginDriver();
    await provider.upload('/upgrade-membership', query(member.customer_code), files, driver.token).expect(403);
    await provider.upload('/upgrade-membership', query(member.customer_code), files).expect(403);
  });

  it('stores a member’s application with an image and a pdf', async () => {
    const res = await provider.upload('/upgrade-membership', query(member.customer_code), files, member.token).expect(200);
    const body = upgradeMembership.response.parse(res.body);
    expect(body.message).toBe(MEMBERSHIP_SUCCESS);
    expect(body.data).toMatchObject({ customer_code: member.customer_code, type_of_membership: 'sahabat', kd_cabang: 'JKT01', status: 'diajukan' });
    const row = provider.ctx.db.prepare('SELECT image_ktp, image_photo_profile FROM membership_applications WHERE id = ?').get(body.data.id) as Record<string, string>;
    expect(row.image_ktp).toMatch(/\.jpg$/);
    expect(row.image_photo_profile).toMatch(/\.pdf$/);
  });

  it('refuses a second application while the first is pending', async () => {
    const res = await provider.upload('/upgrade-membership', query(member.customer_code), files, member.token).expect(409);
    expect(res.body.message).toBe('Pengajuan Sahabat Anda sedang diproses. Mohon tunggu hasilnya.');
    expect(applications(member.customer_code)).toBe(1);
  });

  it('refuses a customer who is already a sahabat', async () => {
    for (const email of ['sahabat@contoh.id', 'sahabatkarib@contoh.id']) {
      const who = await provider.loginCustomer(email);
      const res = await provider.upload('/upgrade-membership', query(who.customer_code), files, who.token).expect(409);
      expect(res.body.message).toBe('Anda sudah terdaftar sebagai Sahabat.');
    }
  });
});
