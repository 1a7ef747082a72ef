import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANDROID, launchBrowser, newPage } from './browser.ts';
import { countCalls, doubleTap, onSlowPhone } from './once-steps.ts';
import { latestOtp, registerCustomer } from './provider.ts';
import { customerPage, signIn, signInThroughForm } from './customer-steps.ts';
import { stack } from './stack.ts';
import { checkScreen } from './screen-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillRegistration(page: Page, account: { name: string; email: string; password: string; confirm: string }) {
  await page.getByLabel('Nama Lengkap').fill(account.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Nomor HP').fill('081299887766');
  await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
  await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).fill(account.confirm);
}

describe('a new customer', () => {
  it('registers with the OTP from the mailbox, waits 60 s for another code, then logs in', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    const email = `baru+${Date.now()}@contoh.id`;
    const account = { name: 'Siti Rahmawati', email, password: 'AirJernih123!', confirm: 'AirJernih123!' };

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Registrasi' }).waitFor();
    const daftar = page.getByRole('button', { name: 'Daftar' });
    // Spec: 'Daftar' stays disabled until the terms are ticked.
    await expect.poll(() => daftar.isDisabled()).toBe(true);
    await page.getByText('Saya berusia minimal 18 tahun').click();
    await daftar.click();
    await page.getByText('Mohon lengkapi semua kolom.').waitFor();
    await fillRegistration(page, { ...account, confirm: 'BedaSandi123!' });
    await daftar.click();
    await page.getByText('Password dan konfirmasi password tidak cocok.').waitFor();
    await checkScreen(page, 'register');
    // Seven characters: the shop's rule (8 at least) is said on the form, before anything is sent.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await fillRegistration(page, { ...account, password: 'Sandi12', confirm: 'Sandi12' });
    await daftar.click();
    await page.getByText('Kata sandi minimal 8 karakter.').waitFor();
    expect(requests.filter((url) => url.includes('/trpc/auth.requestOtp'))).toEqual([]);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);

    await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).fill(account.password);
    await daftar.click();
    await page.waitForURL('**/Otp');
    await page.getByRole('heading', { name: 'Verifikasi OTP' }).waitFor();
    await page.getByText('Kode OTP berhasil dikirim, mohon cek email anda.').waitFor();
    // The 60 s resend wait is on screen, counting down, and the resend button waits with it.
    const wait = page.getByText(/^Kirim ulang kode dalam \d+ detik$/);
    await wait.waitFor();
    const seconds = Number((await wait.textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(45);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect.poll(() => page.getByRole('button', { name: 'Kirim Ulang OTP' }).isDisabled()).toBe(true);
    await checkScreen(page, 'otp');

    const code = page.getByLabel('Kode OTP');
    await code.fill('123');
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.getByText('Kode OTP harus terdiri dari 6 digit angka').waitFor();
    const otp = await latestOtp(email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.getByText('Kode OTP salah, silakan coba lagi.').waitFor();

    // Asking for another code inside the minute is refused by the registration form too.
    await page.getByRole('link', { name: 'Kembali ke Registrasi' }).click();
    await page.waitForURL('**/register');
    await fillRegistration(page, account);
    await page.getByText('Saya berusia minimal 18 tahun').click();
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.getByText('Silahkan tunggu 1 menit sebelum meminta OTP lagi.').waitFor();

    await page.goto('/Otp');
    await page.getByLabel('Kode OTP').fill(otp);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.waitForURL('**/login');
    // The new e-mail is already filled in; the password is the one just chosen.
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Hai, Siti Rahmawati!' }).waitFor();
    await context.close();
  });
});

describe('a registration the page went away with', () => {
  it('comes back after a reload on a phone slowed 4x and after Back from the OTP screen, without its passwords, and is gone once the account is made', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
    const email = `kembali+${Date.now()}@contoh.id`;
    const password = 'AirJernih123!';
    const fields = () =>
      Promise.all(['Nama Lengkap', 'Nomor HP', 'Kata Sandi', 'Konfirmasi Kata Sandi'].map((label) => page.getByLabel(label, { exact: true }).inputValue()).concat(page.getByRole('textbox', { name: 'Email' }).inputValue()));
    const note = page.getByRole('status').filter({ hasText: 'Isian Anda yang belum disimpan telah dikembalikan.' });

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Registrasi' }).waitFor();
    await fillRegistration(page, { name: 'Dewi Lestari', email, password, confirm: password });
    expect(await note.count()).toBe(0);
    // The phone dropped the tab while the customer was in another app, and reloads it on return.
    await onSlowPhone(page, () => page.reload());
    await note.waitFor();
    await note.getByText('Kata sandi tidak ikut tersimpan, silakan isi lagi.').waitFor();
    await expect.poll(fields).toEqual(['Dewi Lestari', '081299887766', '', '', email]);
    await checkScreen(page, 'register-restored');

    await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await page.getByLabel('Konfirmasi Kata Sandi', { exact: true }).fill(password);
    await page.getByText('Saya berusia minimal 18 tahun').click();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/auth.requestOtp')) asked.push(request.url());
    });
    await doubleTap(page, page.getByRole('button', { name: 'Daftar' }), 'dblclick');
    await page.waitForURL('**/Otp');
    await page.getByRole('heading', { name: 'Verifikasi OTP' }).waitFor();
    expect(asked).toHaveLength(1);
    // Back to correct something: the form is there again, the passwords to be typed again.
    await page.goBack();
    await page.getByRole('heading', { name: 'Registrasi' }).waitFor();
    await note.waitFor();
    await expect.poll(fields).toEqual(['Dewi Lestari', '081299887766', '', '', email]);

    await page.goForward();
    await page.getByLabel('Kode OTP').fill(await latestOtp(email));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('formDraft:registration'))).toBeNull();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Registrasi' }).waitFor();
    await expect.poll(fields).toEqual(['', '', '', '', '']);
    expect(await note.count()).toBe(0);
    await context.close();
  });
});

describe('a code typed in before the OTP screen knows the registration', () => {
  it('is sent all the same: the account is made and the login has the e-mail', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    const email = `cepat+${Date.now()}@contoh.id`;
    await page.goto('/register');
    await fillRegistration(page, { name: 'Rudi Hartono', email, password: 'AirJernih123!', confirm: 'AirJernih123!' });
    await page.getByText('Saya berusia minimal 18 tahun').click();
    // The screen's question "which registration?" stays on the way, as on a slow line.
    let asked = false;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/trpc\/[^?]*auth\.pendingRegistration/, async (route) => {
      asked = true;
      await held;
      await route.continue().catch(() => {}); // the page may have moved on
    });
    await page.getByRole('button', { name: 'Daftar' }).click();
    await page.waitForURL('**/Otp');
    await expect.poll(() => asked).toBe(true);
    await page.getByLabel('Kode OTP').fill(await latestOtp(email));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    answer();
    await context.close();
  });
});

describe('the login screen', () => {
  it('asks for both fields before sending anything, and names a wrong password', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('form').getByText('Email dan kata sandi tidak boleh kosong!').waitFor();
    await checkScreen(page, 'login');
    await page.getByRole('textbox', { name: 'Email' }).fill('member@contoh.id');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('SalahSandi999!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('form').getByText('Login gagal. Silakan periksa email dan kata sandi Anda.').waitFor();
    await context.close();
  });
});

describe('logging out', () => {
  it('asks first: Batal keeps the customer in, Keluar signs out and clears the device', async () => {
    const { page, context } = await customerPage(browser, 'member@contoh.id');
    await page.getByRole('heading', { name: 'Hai, Rina Wulandari!' }).waitFor();
    await page.evaluate(() => localStorage.setItem('cartItems', JSON.stringify([{ product_id: 1, quantity: 2 }])));

    await page.getByRole('button', { name: 'Keluar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Logout' });
    await dialog.getByText('Apakah Anda yakin ingin keluar?').waitFor();
    await checkScreen(page, 'logout-dialog');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: 'Hai, Rina Wulandari!' }).waitFor();
    // The cart's copy for the gateway's drawing of /Keranjang (shared/src/rules/cart-cookie.ts) goes with the device's cart.
    const cartCookie = async () => (await context.cookies()).find((c) => c.name === 'tulus_cart')?.value;
    await expect.poll(cartCookie).toBe('1x2');

    // Two taps on the question's 'Keluar' before the screen has answered the first: one logout.
    const logouts = countCalls(page, 'auth.logout');
    await page.getByRole('button', { name: 'Keluar' }).click();
    await doubleTap(page, dialog.getByRole('button', { name: 'Keluar' }), 'two clicks in one task');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    expect(logouts()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await expect.poll(cartCookie).toBeUndefined();
    // The session is gone on the gateway too: a protected screen sends the visitor to /login.
    await page.goto('/Keranjang');
    await page.waitForURL('**/login');
    await context.close();
  });
});

/** A customer of the test's own, signed in on a phone of their own (a new browser profile). */
async function signedInPhone(label: string, name: string) {
  const customer = await registerCustomer(label, false, name);
  const opened = await newPage(browser, stack().baseUrl, ANDROID.viewport, ANDROID);
  await signIn(opened.page, customer.email, customer.password);
  return { customer, ...opened };
}

describe('logging out without signal', () => {
  it("leaves the account at once, and the gateway ends the session on the first request once the signal is back: a reload is a visitor's, a copy of the cookie no session", async () => {
    const { customer, context, page } = await signedInPhone('Tanpa Sinyal', 'Wati Susanti');
    await page.goto('/Profile?tab=data_diri');
    await page.getByText(customer.email).first().waitFor();
    const copy = (await context.cookies()).find((cookie) => cookie.name === 'tulus_session')!.value;
    // A phone that has used the shop before: the service worker keeps the app's code (the logout question's too).
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.getByRole('banner').getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('alertdialog', { name: 'Konfirmasi Logout' }).getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    expect(await page.getByText(customer.email).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);

    await context.setOffline(false);
    await page.goto('/Profile?tab=data_diri');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText(customer.email).count()).toBe(0);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('tulus_session');
    expect(cookies).not.toContain('tulus_logout_owed');
    const answer = await fetch(`${stack().baseUrl}/trpc/auth.session`, { headers: { cookie: `tulus_session=${copy}` } });
    expect(((await answer.json()) as { result: { data: unknown } }).result.data).toBeNull();
    await context.close();
  });
});

describe("logging out in one of the phone's tabs", () => {
  it("takes the account's screens and drafts off its other tabs at once, Back there finds a visitor's page, and a login in one tab opens the account in the others", async () => {
    const { customer, context, page } = await signedInPhone('Dua Tab', 'Dewi Anggraini');
    // The other tab: the account's personal data, opened in the app from its home page.
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('heading', { name: 'Hai, Dewi Anggraini!' }).waitFor();
    await other.getByRole('banner').getByRole('link', { name: 'Profil' }).filter({ visible: true }).click();
    await other.getByText(customer.email).first().waitFor();
    // An edit of the personal data begun there: kept in that tab as a draft.
    await other.getByRole('button', { name: 'Edit', exact: true }).click();
    await other.getByLabel('Nomor HP').fill('081255500077');
    await expect.poll(() => other.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

    await page.bringToFront();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('alertdialog', { name: 'Konfirmasi Logout' }).getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();

    // Nothing done in the other tab: it has left the account's screens by itself.
    await other.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => other.getByText(customer.email).count()).toBe(0);
    expect(await other.evaluate(() => sessionStorage.length)).toBe(0);
    const otherBar = other.getByRole('banner');
    await otherBar.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await otherBar.getByRole('button', { name: 'Keluar' }).count()).toBe(0);
    await other.goBack();
    await other.waitForURL((url) => url.pathname === '/');
    await other.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    expect(await other.getByRole('heading', { name: /^Hai, / }).count()).toBe(0);

    // Signed in again in the first tab: the other greets the customer without a reload.
    await signInThroughForm(page, customer.email, customer.password);
    await other.getByRole('heading', { name: 'Hai, Dewi Anggraini!' }).waitFor();
    await context.close();
  });
});

describe('logging out everywhere', () => {
  it("'Keluar dari Semua Perangkat' on the phone ends the laptop's session too", async () => {
    const phone = await customerPage(browser, 'sahabatbaru@contoh.id');
    const laptop = await customerPage(browser, 'sahabatbaru@contoh.id');
    await phone.page.goto('/Profile?tab=data_diri');
    const button = phone.page.getByRole('button', { name: 'Keluar dari Semua Perangkat' });
    await button.waitFor();
    await checkScreen(phone.page, 'profile-logout-everywhere');
    await button.click();
    const dialog = phone.page.getByRole('alertdialog', { name: 'Keluar dari Semua Perangkat' });
    await dialog.getByText('Semua sesi akun Anda akan diakhiri, termasuk di perangkat ini. Anda perlu login kembali.').waitFor();
    // A double tap on a slow phone ends the sessions with one call, and goes to the login once it has.
    const calls = countCalls(phone.page, 'auth.logoutEverywhere');
    await doubleTap(phone.page, dialog.getByRole('button', { name: 'Keluar dari Semua' }), 'dblclick');
    await phone.page.waitForURL('**/login');
    expect(calls()).toBe(1);
    await expect.poll(() => phone.page.evaluate(() => localStorage.length)).toBe(0);
    // The laptop still holds its cookie, but the gateway has ended that session.
    await laptop.page.goto('/Keranjang');
    await laptop.page.waitForURL('**/login');
    // A new login through the form works as before.
    await signInThroughForm(laptop.page, 'sahabatbaru@contoh.id');
    await phone.context.close();
    await laptop.context.close();
  });
});

describe('a driver session', () => {
  it('cannot open customer screens', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await page.goto('/driver');
    await page.getByRole('textbox', { name: 'Email' }).fill('driver.jakarta@tulus.co.id');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('Driver123!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboarddriver');
    for (const path of ['/Keranjang', '/Profile?tab=data_diri', '/Checkout?items=1x2', '/Pembayaran?code=SO-1']) {
      await page.goto(path);
      await page.waitForURL('**/dashboarddriver');
    }
    // The customer's sign-in screen does not open either while the driver is signed in.
    await page.goto('/login');
    await page.waitForURL('**/dashboarddriver');
    await context.close();
  });
});

// The login form leaves a customer where signIn starts the other journeys: on the home page, greeted by name.
describe('signing in', () => {
  it('greets sahabat by name with their tier badge', async () => {
    const { page, context } = await newPage(browser, stack().baseUrl);
    await signInThroughForm(page, 'sahabat@contoh.id');
    await page.getByRole('heading', { name: 'Hai, Budi Santoso!' }).waitFor();
    await expect.poll(() => page.getByTestId('tier-badge').first().textContent()).toBe('Sahabat');
    // The customer's home: the full product grid with their prices, once it has loaded.
    await page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first().waitFor();
    await checkScreen(page, 'home-customer');
    await context.close();
  });
});
