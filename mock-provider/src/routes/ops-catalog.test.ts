import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductById, getProducts } from '@tulus/shared/contract/catalog';
import { opsUpdateProduct } from '@tulus/shared/contract/ops';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

const OPS = { 'x-ops-key': 'dev-ops-key' };
const LITRE_15 = 3;

let provider: TestProvider;
let sahabat: { token: string; customer_code: string };
beforeAll(async () => {
  provider = await startTestProvider();
  sahabat = await provider.loginCustomer('sahabat@contoh.id');
});
afterAll(() => provider.close());

const update = (body: object) => provider.post('/ops/update-product', body).set(OPS);
const byIds = async (ids: number[]) =>
  getProductById.response.parse((await provider.post('/get-product-by-id', { customer_code: sahabat.customer_code, list_id_product: ids }, sahabat.token).expect(200)).body).data;

describe('/ops/update-product', () => {
  it('replaces the base price and a tier list, leaving the other tier alone', async () => {
    const res = await update({ product_id: LITRE_15, price: 70000, price_sahabat: [{ min_quantity: 10, price: 60000 }, { min_quantity: 1, price: 64000 }] }).expect(200);
    const stored = opsUpdateProduct.response.parse(res.body).data;
    expect(stored).toMatchObject({ product_id: LITRE_15, price: 70000, sts_product: 1 });
    expect(stored.price_sahabat).toEqual([{ min_quantity: 10, price: 60000 }, { min_quantity: 1, price: 64000 }]);
    expect(stored.price_member).toEqual([{ min_quantity: 1, max_quantity: 9, price: 66000 }, { min_quantity: 10, max_quantity: null, price: 63000 }]);
    // The catalogue the shop reads shows it at once.
    expect((await byIds([LITRE_15]))[0]).toMatchObject({ price: 70000, price_sahabat: stored.price_sahabat });
  });

  it('withdraws a product from the catalogue and brings it back', async () => {
    const withdrawn = opsUpdateProduct.response.parse((await update({ product_id: 2, sts_product: 0 }).expect(200)).body).data;
    expect(withdrawn.sts_product).toBe(0);
    expect((await byIds([1, 2])).map((p) => p.product_id)).toEqual([1]);
    const listed = getProducts.response.parse((await provider.post('/get-products', { limit: 100 }).expect(200)).body).data;
    expect(listed.map((p) => p.product_id)).not.toContain(2);
    await update({ product_id: 2, sts_product: 1 }).expect(200);
    expect((await byIds([1, 2])).map((p) => p.product_id)).toEqual([1, 2]);
  });

  it('refuses an unknown product, a bad price and a caller without the ops key', async () => {
    await update({ product_id: 999, price: 1000 }).expect(404);
    await update({ product_id: 1, price: -5 }).expect(400);
    await update({ product_id: 1, sts_product: 2 }).expect(400);
    await provider.post('/ops/update-product', { product_id: 1, price: 1000 }).expect(401);
  });
});
