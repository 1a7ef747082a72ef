import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshots, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a visitor', () => {
  it('sees the landing page with products, and is sent to /login when opening one', async () => {
    const { page, context } = await newPage(browser, inject('baseUrl'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ayo Daftar!' }).waitFor();
    const product = page.locator('#full-produk').getByRole('link', { name: /Tulus Galon 16 L/ }).first();
    await product.waitFor();
    await screenshots(page, 'home-visitor');
    expect(await seriousViolations(page)).toEqual([]);
    await product.click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it('logs in as a member and is greeted by name', async () => {
    const { page, context } = await newPage(browser, inject('baseUrl'));
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@contoh.id');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Hai, Rina Wulandari!' }).waitFor();
    await context.close();
  });
});
