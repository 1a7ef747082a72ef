import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { PRODUCT, placeOrder } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let sahabat: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, sahabat] = await Promise.all([env.customer('member@contoh.id'), env.customer('sahabat@contoh.id')]);
});
afterAll(() => env.close());

async function opsOk(action: string, body: object) {
  const res = await env.ops(action, body);
  if (res.status !== 200) throw new Error(`ops ${action} failed: ${JSON.stringify(res.body)}`);
}

describe('orders.reorder', () => {
  it('gives the same products and quantities at today’s tier prices, with nothing to report when nothing changed', async () => {
    const placed = await placeOrder(sahabat, { items: [{ product_id: PRODUCT.galon16, quantity: 3 }, { product_id: PRODUCT.ml330, quantity: 2 }] });
    expect(await sahabat.trpc.orders.reorder.mutate({ sales_order_code: placed.sales_order_code })).toEqual({
      sales_order_code: placed.sales_order_code,
      lines: [
        { product_id: PRODUCT.galon16, product_name: 'Tulus Galon 16 L', quantity: 3, price: 33500, subtotal: 100500 },
        { product_id: PRODUCT.ml330, product_name: 'Tulus 330 ml (1 karton isi 24)', quantity: 2, price: 43000, subtotal: 86000 },
      ],
      changes: [],
    });
  });

  it('reports a changed price and leaves out a product no longer sold, from the catalogue as it is now', async () => {
    const placed = await placeOrder(sahabat, {
      items: [{ product_id: PRODUCT.galon16, quantity: 3 }, { product_id: PRODUCT.l15, quantity: 2 }, { product_id: PRODUCT.ml600, quantity: 1 }],
    });
    await opsOk('update-product', { product_id: PRODUCT.l15, price_sahabat: [{ min_quantity: 1, price: 65000 }] });
    await opsOk('update-product', { product_id: PRODUCT.ml600, sts_product: 0 });

    const again = await sahabat.trpc.orders.reorder.mutate({ sales_order_code: placed.sales_order_code });
    expect(again.lines).toEqual([
      { product_id: PRODUCT.galon16, product_name: 'Tulus Galon 16 L', quantity: 3, price: 33500, subtotal: 100500 },
      { product_id: PRODUCT.l15, product_name: 'Tulus 1,5 L (1 karton isi 12)', quantity: 2, price: 65000, subtotal: 130000 },
    ]);
    expect(again.changes).toEqual([
      { kind: 'price_changed', product_id: PRODUCT.l15, product_name: 'Tulus 1,5 L (1 karton isi 12)', previous_price: 62000, price: 65000 },
      { kind: 'unavailable', product_id: PRODUCT.ml600, product_name: 'Tulus 600 ml (1 karton isi 24)' },
    ]);
    // A member's own order is priced at the member tier of the same changed catalogue.
    const mine = await placeOrder(member, { items: [{ product_id: PRODUCT.l15, quantity: 2 }] });
    expect((await member.trpc.orders.reorder.mutate({ sales_order_code: mine.sales_order_code })).lines[0]).toMatchObject({ price: 66000 });
  });

  it("refuses another customer's order or an unknown code as NOT_FOUND, and a visitor", async () => {
    const placed = await placeOrder(member);
    expect((await failure(sahabat.trpc.orders.reorder.mutate({ sales_order_code: placed.sales_order_code }))).code).toBe('NOT_FOUND');
    expect((await failure(member.trpc.orders.reorder.mutate({ sales_order_code: 'SO-19990101-0001' }))).code).toBe('NOT_FOUND');
    expect((await failure(env.browser().trpc.orders.reorder.mutate({ sales_order_code: placed.sales_order_code }))).code).toBe('UNAUTHORIZED');
  });
});
