import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../test/harness.ts';
import { OTP_MAIL_SUBJECT } from './auth.ts';

type Listed = { messages: Array<{ id: number; to: string; subject: string; body: string; otp: string | null; sent_at: string }> };

let provider: TestProvider;
let opsKey: string;
beforeAll(async () => {
  provider = await startTestProvider();
  opsKey = provider.ctx.config.OPS_KEY;
  const request = (email: string, nama_lengkap: string) =>
    provider.post('/send-otp', { to: email, email, password: 'AirBersih9', nama_lengkap, nomor_hp: '' }).expect(200);
  await request('pertama@contoh.id', 'Ani');
  await request('kedua@contoh.id', '<script>alert(1)</script>');
  provider.advance(61_000);
  await request('pertama@contoh.id', 'Ani');
});
afterAll(() => provider.close());

const get = (path: string) => supertest(provider.app.server).get(path);

describe('GET /dev/mailbox', () => {
  it("lists one address's mail, newest first, with its code", async () => {
    const res = await get('/dev/mailbox').query({ to: 'Pertama@contoh.id' }).set('x-ops-key', opsKey).expect(200);
    const { messages } = res.body as Listed;
    expect(messages).toHaveLength(2);
    const [newest, older] = messages;
    expect(newest!.id).toBeGreaterThan(older!.id);
    expect(Date.parse(newest!.sent_at) - Date.parse(older!.sent_at)).toBeGreaterThanOrEqual(61_000);
    expect(newest).toMatchObject({ to: 'pertama@contoh.id', subject: OTP_MAIL_SUBJECT });
    expect(newest!.otp).toMatch(/^\d{6}$/);
    expect(newest!.body).toContain(`Kode OTP registrasi akun Tulus Anda adalah ${newest!.otp}`);
  });

  it('lists every address without a filter, and takes the key from the query too', async () => {
    const res = await get('/dev/mailbox').query({ key: opsKey }).expect(200);
    expect((res.body as Listed).messages.map((m) => m.to)).toEqual(['pertama@contoh.id', 'kedua@contoh.id', 'pertama@contoh.id']);
  });

  it('refuses a missing or wrong ops key with 401 and shows no mail', async () => {
    for (const test of [get('/dev/mailbox'), get('/dev/mailbox').set('x-ops-key', 'salah'), get('/dev/mailbox').query({ key: `${opsKey}x` })]) {
      const res = await test.expect(401);
      expect(res.body).toMatchObject({ status: 'failed', status_code: 401 });
      expect(JSON.stringify(res.body)).not.toContain('otp');
    }
  });
});

describe('GET /dev/mailbox.html', () => {
  it('shows the mail as an HTML page with the content escaped', async () => {
    const res = await get('/dev/mailbox.html').query({ to: 'kedua@contoh.id', key: opsKey }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(OTP_MAIL_SUBJECT);
    expect(res.text).toContain('Halo &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('pertama@contoh.id');
  });

  it('says so when an address has no mail', async () => {
    const res = await get('/dev/mailbox.html').query({ to: 'kosong@contoh.id' }).set('x-ops-key', opsKey).expect(200);
    expect(res.text).toContain('Belum ada pesan.');
  });

  it('refuses a missing or wrong ops key with 401', async () => {
    await get('/dev/mailbox.html').expect(401);
    const res = await get('/dev/mailbox.html').query({ key: 'salah-kunci' }).expect(401);
    expect(res.text).not.toContain(OTP_MAIL_SUBJECT);
  });
});
