import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type TestGateway } from '../test/harness.ts';
import { PRODUCT } from '../test/orders.ts';

let env: TestGateway;
beforeAll(async () => {
  env = await startGateway();
});
afterAll(() => env.close());

describe('catalog.products', () => {
  it('shows a visitor the five pack sizes with their tier price lists, smallest first', async () => {
    const products = await env.browser().trpc.catalog.products.query();
    expect(products.map((p) => p.product_name)).toEqual([
      'Tulus 330 ml (1 karton isi 24)', 'Tulus 600 ml (1 karton isi 24)', 'Tulus 1,5 L (1 karton isi 12)', 'Tulus Galon 8 L', 'Tulus Galon 16 L',
    ]);
    const ml330 = products[0]!;
    expect(ml330).toMatchObject({ price: 48000, price_sahabat: [{ min_quantity: 1, price: 43000 }] });
    expect(ml330.price_member).toEqual([
      { min_quantity: 1, max_quantity: 9, price: 46000 },
      { min_quantity: 10, max_quantity: 49, price: 44000 },
      { min_quantity: 50, max_quantity: null, price: 42000 },
    ]);
  });

  it('searches, pages and serves signed-in customers too', async () => {
    const customer = await env.customer();
    const galon = await customer.trpc.catalog.products.query({ search: 'galon', limit: 10, offset: 0 });
    expect(galon.map((p) => p.product_id)).toEqual([PRODUCT.galon8, PRODUCT.galon16]);
    const page2 = await customer.trpc.catalog.products.query({ search: '', limit: 2, offset: 2 });
    expect(page2.map((p) => p.product_id)).toEqual([PRODUCT.l15, PRODUCT.galon8]);
  });
});

describe('catalog.byIds', () => {
  it("returns the cart's products fresh from the provider, unknown ids left out", async () => {
    const customer = await env.customer();
    const products = await customer.trpc.catalog.byIds.query({ ids: [PRODUCT.galon16, PRODUCT.ml600, 999] });
    expect(products.map((p) => p.product_id).sort()).toEqual([PRODUCT.ml600, PRODUCT.galon16]);
  });

  it("refuses an empty list with the spec's message", async () => {
    const customer = await env.customer();
    expect(await failure(customer.trpc.catalog.byIds.query({ ids: [] }))).toMatchObject({ code: 'BAD_REQUEST', message: 'No product IDs provided' });
  });
});
