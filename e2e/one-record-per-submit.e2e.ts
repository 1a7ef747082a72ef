import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FORM_DRAFT_PHOTO_AGAIN, FORM_DRAFT_RESTORED, MEMBERSHIP_ERROR, MEMBERSHIP_SUCCESS, RETURN_SUCCESS, VOUCHER_CLAIMED } from '@tulus/shared/rules/messages';
import { launchBrowser } from './browser.ts';
import { chooseComplaintOrder, receiptPhoto } from './customer-steps.ts';
import { TAPS, answerShown, countCalls, doubleTap, doubleTapAnsweredBetween, placeOrderFor, shownErrors, signedInPage, visitorPage, type Answer, type Tap } from './once-steps.ts';
import { gatewaySession } from './sign-in.ts';
import { addOffice, countRows, latestOtp, ops, registerCustomer, type TestCustomer } from './provider.ts';
import { hydrated } from './drawn-steps.ts';
import { stack } from './stack.ts';

/**
 * One record per submit: every submit button of the shop, pressed twice as phone users do (a real
 * double click, two clicks in the same task, before React has re-rendered anything, and a double tap
 * whose answer came between its taps). Each press sends one request, the provider holds one record,
 * and the screen shows no error. Each test
 * has a customer (or an order) of its own; the provider's database is counted directly.
 */
const DRIVER = { email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rows = (table: string, where: string, ...params: Array<string | number>) => countRows(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params);

/**
 * The two taps of a double tap sent at once (`TAPS`), and one whose answer came between its two taps, the
 * second at the same point of the screen (a quick answer, a slow finger).
 */
const ANSWERED_BETWEEN = 'double tap answered between its taps';
const PRESSES = [...TAPS, ANSWERED_BETWEEN] as const;
type Press = (typeof PRESSES)[number];

/**
 * Presses `button` twice as `press` says, the answer shown, then: one call sent, no error shown, and no
 * field marked wrong (a second press after the answer did not send the form it left).
 */
async function pressTwice(page: Page, press: Press, call: string, button: ReturnType<Page['getByRole']>, answer: Answer): Promise<void> {
  const sent = countCalls(page, call);
  if (press === ANSWERED_BETWEEN) await doubleTapAnsweredBetween(page, button, answer);
  else {
    await doubleTap(page, button, press satisfies Tap);
    await answerShown(page, answer);
  }
  expect(sent(), `calls to ${call}`).toBe(1);
  await expect.poll(() => shownErrors(page)).toEqual([]);
  expect(await page.locator('[aria-invalid="true"]').count(), 'fields marked wrong').toBe(0);
}

/** A new customer with an order placed (not yet paid), signed in on a page of their own. */
async function signedInWithAnOrder(name: string) {
  const customer = await registerCustomer(name);
  const order = await placeOrderFor(await gatewaySession(customer));
  return { customer, order, ...(await signedInPage(browser, customer)) };
}

/** A new customer on the address tab, 'Tambah Alamat' tapped: its form. */
async function newAddressForm(name: string) {
  const customer = await registerCustomer(name);
  const { page, context } = await signedInPage(browser, customer);
  await page.goto('/Profile?tab=alamat_saya');
  await page.getByRole('button', { name: 'Tambah Alamat' }).click();
  return { customer, page, context, dialog: page.getByRole('dialog', { name: 'Tambah Alamat' }) };
}

/** A new customer on Data Diri, 'Edit' tapped and `phone` typed as the new 'Nomor HP', not yet saved. */
async function editingPhoneNumber(name: string, phone: string) {
  const customer = await registerCustomer(name);
  const { page, context } = await signedInPage(browser, customer);
  await page.goto('/Profile?tab=data_diri');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Nomor HP').fill(phone);
  return { customer, page, context };
}

/** An order of this customer, paid, approved and dispatched to the Jakarta driver. */
async function dispatchedOrder(customer: TestCustomer) {
  const cookie = await gatewaySession(customer);
  const order = await placeOrderFor(cookie);
  const photo = await receiptPhoto('transfer');
  const form = new FormData();
  for (const [k, v] of Object.entries({ sales_order_id: String(order.id), sender_name: 'Sari', bank_name: 'BCA', account_number: '1234567890', amount_sent: String(order.total_amount) })) form.set(k, v);
  form.set('image', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const res = await fetch(`${stack().baseUrl}/api/uploads/payment-proof`, { method: 'POST', body: form, headers: { cookie: `tulus_session=${cookie}`, 'x-tulus-request': '1' } });
  if (!res.ok) throw new Error(`proof upload failed: ${res.status} ${await res.text()}`);
  await ops('approve-payment', { sales_order_code: order.sales_order_code });
  await ops('dispatch-order', { sales_order_code: order.sales_order_code });
  return order;
}

describe.each(PRESSES)('pressed with a %s', (tap) => {
  it("'Kirim Bukti' (payment proof): one proof", async () => {
    const { order, page, context } = await signedInWithAnOrder('bukti');
    await page.goto(`/Uploadbukti?code=${order.sales_order_code}`);
    await page.getByLabel('Nama Pengirim').fill('Sari Lestari');
    await page.getByLabel('Nama Bank').fill('BCA');
    await page.getByLabel('Nomor Rekening').fill('8800112233');
    await page.getByLabel('Jumlah Pembayaran').fill(String(order.total_amount));
    await page.getByLabel('Bukti Transfer').setInputFiles(await receiptPhoto());
    await pressTwice(page, tap, '/api/uploads/payment-proof', page.getByRole('button', { name: 'Kirim Bukti' }), { text: 'Bukti pembayaran berhasil diunggah!' });
    expect(rows('payment_proofs', 'sales_order_id = ?', order.id)).toBe(1);
    await context.close();
  });

  it("'Upload' (the driver's proof of receipt): one proof, the order delivered", async () => {
    const customer = await registerCustomer('terima');
    const order = await dispatchedOrder(customer);
    const { page, context } = await signedInPage(browser, DRIVER, 'driver');
    await page.goto(`/UploadBuktiPenerimaan?id=${order.id}&code=${order.sales_order_code}`);
    await page.getByLabel('Foto Bukti Penerimaan').setInputFiles(await receiptPhoto('diterima'));
    await pressTwice(page, tap, '/api/uploads/delivery-receipt', page.getByRole('button', { name: 'Upload', exact: true }), { text: 'Bukti penerimaan berhasil diunggah.' });
    expect(rows('delivery_proofs', 'sales_order_id = ?', order.id)).toBe(1);
    await context.close();
  });

  it("'Kirim Pengembalian' (a product return): one return", async () => {
    const customer = await registerCustomer('retur');
    const { page, context } = await signedInPage(browser, DRIVER, 'driver');
    await page.goto('/FormReturn');
    await page.getByLabel('Email Customer').fill(customer.email);
    await page.getByLabel('Email Customer').press('Enter');
    await expect.poll(() => page.getByLabel('Nama Customer').inputValue()).toBe('Sari Lestari');
    const product = page.getByLabel('Produk');
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(1);
    await product.selectOption({ label: 'Tulus Galon 16 L' });
    await page.getByLabel('Bukti Pengembalian').setInputFiles(await receiptPhoto('galon-kembali'));
    await pressTwice(page, tap, '/api/uploads/product-return', page.getByRole('button', { name: 'Kirim Pengembalian' }), { text: RETURN_SUCCESS });
    expect(rows('product_returns', 'customer_code = ?', customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Kirim Pengajuan' (the sahabat application): one application", async () => {
    const customer = await registerCustomer('pengajuan');
    const { page, context } = await signedInPage(browser, customer);
    await page.goto('/UploadPengajuan');
    await page.getByLabel('Foto KTP').setInputFiles(await receiptPhoto('ktp'));
    await page.getByLabel('Foto Diri').setInputFiles(await receiptPhoto('foto-diri'));
    await page.getByLabel('Cabang').selectOption('JKT01');
    await pressTwice(page, tap, '/api/uploads/membership', page.getByRole('button', { name: 'Kirim Pengajuan' }), { text: MEMBERSHIP_SUCCESS });
    expect(rows('membership_applications', 'customer_code = ?', customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Kirim Komplain': one complaint", async () => {
    const { customer, order, page, context } = await signedInWithAnOrder('komplain');
    await page.goto(`/FormComplain?code=${order.sales_order_code}`);
    await page.getByLabel('Nama').first().fill('Sari Lestari');
    await page.getByLabel('Nomor HP').fill('081355500011');
    await chooseComplaintOrder(page, order.sales_order_code);
    await page.getByLabel('Jenis Komplain').selectOption('Pesanan terlambat');
    await page.getByLabel('Deskripsi Masalah').fill('Galon belum datang.');
    await page.getByLabel('Solusi yang Diharapkan').fill('Mohon dikirim hari ini.');
    await pressTwice(page, tap, 'complaints.submit', page.getByRole('button', { name: 'Kirim Komplain' }), { text: 'Komplain berhasil dikirim.' });
    expect(rows('complaints', 'customer_code = ?', customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Simpan' of a new address: one address", async () => {
    const { customer, page, context, dialog } = await newAddressForm('alamat-baru');
    for (const [label, value] of Object.entries({ 'Nama Alamat': 'Gudang', Jalan: 'Jl. Gudang Air No. 1', 'Kabupaten/Kota': 'Jakarta Utara' })) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await pressTwice(page, tap, 'addresses.add', dialog.getByRole('button', { name: 'Simpan' }), { text: 'Alamat berhasil ditambahkan!' });
    expect(rows('addresses', 'customer_code = ?', customer.customer_code)).toBe(2);
    await context.close();
  });

  it("'Simpan' of an edited address: saved once, no address more", async () => {
    const customer = await registerCustomer('alamat-ubah');
    const { page, context } = await signedInPage(browser, customer);
    await page.goto('/Profile?tab=alamat_saya');
    await page.getByRole('button', { name: 'Edit alamat Rumah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Alamat' });
    await dialog.getByLabel('Jalan', { exact: true }).fill('Jl. Kemang Raya No. 5');
    await pressTwice(page, tap, 'addresses.update', dialog.getByRole('button', { name: 'Simpan' }), { text: 'Alamat berhasil diperbarui!' });
    expect(rows('addresses', "customer_code = ? AND jalan = 'Jl. Kemang Raya No. 5'", customer.customer_code)).toBe(1);
    expect(rows('addresses', 'customer_code = ?', customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Hapus' of an address: deleted once, no 'not found' after it", async () => {
    const customer = await registerCustomer('alamat-hapus');
    await addOffice(customer);
    const { page, context } = await signedInPage(browser, customer);
    await page.goto('/Profile?tab=alamat_saya');
    await page.getByRole('button', { name: 'Hapus alamat Kantor' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi Hapus' });
    await pressTwice(page, tap, 'addresses.remove', confirm.getByRole('button', { name: 'Hapus' }), { text: 'Alamat berhasil dihapus.' });
    expect(rows('addresses', 'customer_code = ?', customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Jadikan Alamat Aktif': activated once", async () => {
    const customer = await registerCustomer('alamat-aktif');
    await addOffice(customer);
    const { page, context } = await signedInPage(browser, customer);
    await page.goto('/Profile?tab=alamat_saya');
    const office = page.getByRole('listitem').filter({ hasText: 'Jl. Sudirman Kav. 52' });
    await pressTwice(page, tap, 'addresses.activate', office.getByRole('button', { name: 'Jadikan Alamat Aktif' }), { text: 'Alamat aktif berhasil diubah.' });
    expect(rows('addresses', "customer_code = ? AND header_name = 'Kantor' AND is_active = 1", customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Simpan' of the personal data: saved once", async () => {
    const { customer, page, context } = await editingPhoneNumber('profil', '081377700099');
    await pressTwice(page, tap, 'customer.updateProfile', page.getByRole('button', { name: 'Simpan' }), { text: 'Informasi Akun berhasil diubah!' });
    expect(rows('customers', "customer_code = ? AND nomor_hp = '081377700099'", customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Klaim' of a voucher: claimed once, no 'failed' after it", async () => {
    const customer = await registerCustomer('voucher');
    const { page, context } = await signedInPage(browser, customer);
    await page.goto('/Profile?tab=voucher_saya');
    await pressTwice(page, tap, 'vouchers.claim', page.getByRole('button', { name: 'Klaim voucher AIRSEHAT15K' }), { text: VOUCHER_CLAIMED });
    expect(rows('customer_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id', "cv.customer_code = ? AND v.voucher_code = 'AIRSEHAT15K'", customer.customer_code)).toBe(1);
    await context.close();
  });

  it("'Daftar' (registration): one code e-mailed, no 'wait a minute' refusal", async () => {
    const { page, context } = await visitorPage(browser);
    const email = `daftar+${Date.now()}-${tap.length}@contoh.id`;
    await register(page, email);
    await pressTwice(page, tap, 'auth.requestOtp', page.getByRole('button', { name: 'Daftar' }), { path: '/Otp' });
    expect(rows('mailbox', 'to_email = ?', email)).toBe(1);
    await context.close();
  });

  it("'Verifikasi' (the registration code): one account, on to the login", async () => {
    const { page, context } = await visitorPage(browser);
    const email = `verifikasi+${Date.now()}-${tap.length}@contoh.id`;
    await register(page, email);
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.waitForURL('**/Otp');
    await page.getByLabel('Kode OTP').fill(await latestOtp(email));
    await pressTwice(page, tap, 'auth.verifyOtp', page.getByRole('button', { name: 'Verifikasi' }), { path: '/login' });
    expect(rows('customers', 'email = ?', email)).toBe(1);
    await context.close();
  });

  it("'Login' of a customer: one attempt", async () => {
    const customer = await registerCustomer('masuk');
    const { page, context } = await visitorPage(browser);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(customer.password);
    await pressTwice(page, tap, 'auth.login', page.getByRole('button', { name: 'Login', exact: true }), { path: '/' });
    await context.close();
  });

  it("'Login' of a driver: one attempt", async () => {
    const { page, context } = await visitorPage(browser);
    await page.goto('/driver');
    await page.getByLabel('Email').fill(DRIVER.email);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(DRIVER.password);
    await pressTwice(page, tap, 'auth.driverLogin', page.getByRole('button', { name: 'Login' }), { path: '/dashboarddriver' });
    await context.close();
  });
});

/**
 * The gateway answers the first request to `urlPattern` (CDP's wildcards), and its answer is lost on the way
 * to the phone (the signal gone): the browser's own request, body and photo included, reaches the gateway,
 * and its response is failed before the page sees it. The later answers arrive. The idempotency key of each
 * request, in order (an upload's header, or a tRPC call's input).
 */
async function loseFirstAnswer(page: Page, urlPattern: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const keys: string[] = [];
  cdp.on('Fetch.requestPaused', (paused) => {
    const header = Object.entries(paused.request.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
    keys.push(header ?? /"idempotency_key":"([^"]+)"/.exec(paused.request.postData ?? '')?.[1] ?? 'none');
    if (keys.length === 1) void cdp.send('Fetch.failRequest', { requestId: paused.requestId, errorReason: 'InternetDisconnected' });
    else void cdp.send('Fetch.continueResponse', { requestId: paused.requestId });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Response' }] });
  return keys;
}

/** Two sends, both with the key the first one carried. */
function expectSentTwiceWithOneKey(keys: string[]): void {
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys).toEqual([keys[0], keys[0]]);
}

describe('a send whose answer was lost, the page then reloaded', () => {
  it("opens the address form again with its typing, and 'Simpan' there is the same request: one address", async () => {
    const { customer, page, context, dialog } = await newAddressForm('alamat-muat-ulang');
    const typed = { 'Nama Alamat': 'Gudang', Jalan: 'Jl. Gudang Air No. 2', RT: '004' };
    for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label, { exact: true }).fill(value);
    const keys = await loseFirstAnswer(page, '*/trpc/addresses.add*');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText(/^Gagal menambahkan alamat/).waitFor();
    expect(rows('addresses', 'customer_code = ?', customer.customer_code)).toBe(2);
    // The customer reloads: the form is there again, with what was typed.
    await page.reload();
    await dialog.getByText(FORM_DRAFT_RESTORED).waitFor();
    for (const [label, value] of Object.entries(typed)) expect(await dialog.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Alamat berhasil ditambahkan!').waitFor();
    // Saved: the word about the restored typing goes with it.
    expect(await dialog.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    expectSentTwiceWithOneKey(keys);
    expect(rows('addresses', 'customer_code = ?', customer.customer_code)).toBe(2);
    // Saved, nothing is kept: a reload opens no form.
    await expect.poll(() => dialog.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Edit alamat Gudang' }).waitFor();
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it("fills the proof's fields again after a reload, and 'Kirim Bukti' with the same photo picked again is the same upload: one proof", async () => {
    const { order, page, context } = await signedInWithAnOrder('bukti-muat-ulang');
    // A photo from the phone's gallery: picked again, it is the same file (name, size, date).
    const photo = join(await mkdtemp(join(tmpdir(), 'tulus-proof-')), 'bukti-transfer.png');
    await writeFile(photo, (await receiptPhoto()).buffer);
    await page.goto(`/Uploadbukti?code=${order.sales_order_code}`);
    const typed = { 'Nama Pengirim': 'Sari Lestari', 'Nama Bank': 'BCA', 'Nomor Rekening': '8800112233', 'Jumlah Pembayaran': String(order.total_amount) };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    await page.getByLabel('Bukti Transfer').setInputFiles(photo);
    const keys = await loseFirstAnswer(page, '*/api/uploads/payment-proof');
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    await page.getByTestId('upload-error').waitFor();
    expect(rows('payment_proofs', 'sales_order_id = ?', order.id)).toBe(1);
    await page.reload();
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    await page.getByText(FORM_DRAFT_PHOTO_AGAIN).waitFor();
    for (const [label, value] of Object.entries(typed)) expect(await page.getByLabel(label).inputValue()).toBe(value);
    await page.getByLabel('Bukti Transfer').setInputFiles(photo);
    await page.getByRole('button', { name: 'Kirim Bukti' }).click();
    await page.getByRole('alertdialog', { name: 'Bukti pembayaran berhasil diunggah!' }).waitFor();
    expectSentTwiceWithOneKey(keys);
    expect(rows('payment_proofs', 'sales_order_id = ?', order.id)).toBe(1);
    await context.close();
  });

  it("chooses the sahabat application's branch again after a reload, and 'Kirim Pengajuan' with the same two photos picked again is the same upload: one application", async () => {
    const customer = await registerCustomer('pengajuan-muat-ulang');
    const { page, context } = await signedInPage(browser, customer);
    // Two photos from the phone's gallery: picked again, each is the same file (name, size, date).
    const folder = await mkdtemp(join(tmpdir(), 'tulus-membership-'));
    const ktp = join(folder, 'ktp.png');
    const self = join(folder, 'foto-diri.png');
    await writeFile(ktp, (await receiptPhoto('ktp')).buffer);
    await writeFile(self, (await receiptPhoto('foto-diri')).buffer);
    const pickPhotos = async () => {
      await page.getByLabel('Foto KTP').setInputFiles(ktp);
      await page.getByLabel('Foto Diri').setInputFiles(self);
    };
    await page.goto('/UploadPengajuan');
    await pickPhotos();
    const branch = page.getByLabel('Cabang');
    await expect.poll(() => branch.locator('option').count()).toBeGreaterThan(1);
    await branch.selectOption('JKT01');
    const keys = await loseFirstAnswer(page, '*/api/uploads/membership');
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page.getByRole('alert').filter({ hasText: MEMBERSHIP_ERROR }).waitFor();
    expect(rows('membership_applications', 'customer_code = ?', customer.customer_code)).toBe(1);
    // The customer reloads: the branch is there again, the photos are to be picked again.
    await page.reload();
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    await page.getByText(FORM_DRAFT_PHOTO_AGAIN).waitFor();
    await expect.poll(() => branch.inputValue()).toBe('JKT01');
    await pickPhotos();
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page.getByText(MEMBERSHIP_SUCCESS).waitFor();
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    expectSentTwiceWithOneKey(keys);
    expect(rows('membership_applications', 'customer_code = ?', customer.customer_code)).toBe(1);
    // Sent, nothing is kept: a reload opens the form empty.
    await page.reload();
    await expect.poll(() => branch.locator('option').count()).toBeGreaterThan(1);
    expect(await branch.inputValue()).toBe('');
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    await context.close();
  });

  it('shows Data Diri as saved after a reload when its save went through and only its answer was lost: the edit does not open again', async () => {
    const { customer, page, context } = await editingPhoneNumber('profil-muat-ulang', '081377700088');
    const sent = await loseFirstAnswer(page, '*/trpc/customer.updateProfile*');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('alert').waitFor();
    expect(sent).toHaveLength(1);
    expect(rows('customers', "customer_code = ? AND nomor_hp = '081377700088'", customer.customer_code)).toBe(1);
    // The edit, still open with the failure, is kept in the tab; the reload finds the profile already holding it.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await page.getByLabel('Nomor HP').inputValue()).toBe('081377700088');
    // Nor is it kept any longer: the tab holds no edit of Data Diri.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('formDraft:profile'))).toBeNull();
    await context.close();
  });

  it("fills the complaint form again with its typing, and 'Kirim Komplain' there is the same request: one complaint", async () => {
    const { customer, order, page, context } = await signedInWithAnOrder('komplain-muat-ulang');
    await page.goto('/FormComplain');
    await chooseComplaintOrder(page, order.sales_order_code);
    await page.getByLabel('Jenis Komplain').selectOption('Produk rusak atau bocor');
    await page.getByLabel('Deskripsi Masalah').fill('Dua galon bocor di bagian tutup.');
    await page.getByLabel('Solusi yang Diharapkan').fill('Mohon ditukar besok pagi.');
    const keys = await loseFirstAnswer(page, '*/trpc/complaints.submit*');
    await page.getByRole('button', { name: 'Kirim Komplain' }).click();
    await expect.poll(() => keys.length).toBe(1);
    await page.getByRole('alert').waitFor();
    expect(rows('complaints', 'customer_code = ?', customer.customer_code)).toBe(1);
    await page.reload();
    await page.getByText(FORM_DRAFT_RESTORED).waitFor();
    await expect.poll(() => page.getByLabel('Nomor Pesanan').inputValue()).toBe(order.sales_order_code);
    expect(await page.getByLabel('Jenis Komplain').inputValue()).toBe('Produk rusak atau bocor');
    expect(await page.getByLabel('Deskripsi Masalah').inputValue()).toBe('Dua galon bocor di bagian tutup.');
    expect(await page.getByLabel('Solusi yang Diharapkan').inputValue()).toBe('Mohon ditukar besok pagi.');
    await page.getByRole('button', { name: 'Kirim Komplain' }).click();
    await page.getByText('Komplain berhasil dikirim.').waitFor();
    expectSentTwiceWithOneKey(keys);
    expect(rows('complaints', 'customer_code = ?', customer.customer_code)).toBe(1);
    // Sent, nothing is kept: a reload shows an empty complaint and no word of a restored one.
    await page.reload();
    await expect.poll(() => page.getByLabel('Nama').first().inputValue()).not.toBe('');
    expect(await page.getByLabel('Deskripsi Masalah').inputValue()).toBe('');
    expect(await page.getByText(FORM_DRAFT_RESTORED).count()).toBe(0);
    await context.close();
  });
});

/** The registration form filled in, terms ticked, not yet sent. */
async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nama Lengkap').fill('Dewi Anggraini');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Nomor HP').fill('081299887766');
  await page.getByLabel('Kata Sandi', { exact: true }).fill('AirJernih123!');
  await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).fill('AirJernih123!');
  await page.getByText('Saya berusia minimal 18 tahun').click();
}
