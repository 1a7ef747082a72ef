import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductById, getProducts, getProductsDriver } from '@tulus/shared/contract/catalog';
import { startTestProvider, type TestProvider } from '../test/harness.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const idOf = (code: string) =>
  (provider.ctx.db.prepare('SELECT product_id FROM products WHERE product_code = ?').get(code) as { product_id: number }).product_id;

describe('/get-products', () => {
  it('shows a visitor the five packs, smallest first, with every field of the spec', async () => {
    const res = await provider.post('/get-products', { cabang: 'JKT01', search: '', order: 'ASC', limit: 10, offset: 0 }).expect(200);
    const body = getProducts.response.parse(res.body);
    expect(body.data.map((p) => p.product_code)).toEqual(['TLS-330', 'TLS-600', 'TLS-1500', 'TLS-8000', 'TLS-16000']);
    expect(body.data[0]).toMatchObject({
      product_name: 'Tulus 330 ml (1 karton isi 24)',
      price: 48000,
      image: `${provider.ctx.config.PUBLIC_URL}/static/products/tulus-330ml.svg`,
      notes: 'Harga sudah termasuk PPN',
      stock: 500,
      stock_wip: 0,
      product_weight: '8.5 kg',
      product_type: 'botol',
      sts_product: 1,
      kd_barang_item: 'BRG-TLS-330',
    });
  });

  it('returns the tier lists in stored order, open-ended member tiers with max_quantity null', async () => {
    const res = await provider.post('/get-products', {}).expect(200);
    const products = getProducts.response.parse(res.body).data;
    const small = products.find((p) => p.product_code === 'TLS-330');
    expect(small?.price_member).toEqual([
      { min_quantity: 1, max_quantity: 9, price: 46000 },
      { min_quantity: 10, max_quantity: 49, price: 44000 },
      { min_quantity: 50, max_quantity: null, price: 42000 },
    ]);
    // Stored as 20+ first, then 1+: the sahabat rule takes the first fitting entry, so order matters.
    const gallon = products.find((p) => p.product_code === 'TLS-8000');
    expect(gallon?.price_sahabat).toEqual([{ min_quantity: 20, price: 21000 }, { min_quantity: 1, price: 22000 }]);
  });

  it('serves every product image at its URL as SVG', async () => {
    const res = await provider.post('/get-products', {}).expect(200);
    const images = getProducts.response.parse(res.body).data.map((p) => p.image);
    expect(images).toHaveLength(5);
    for (const image of images) {
      const file = await provider.app.inject({ method: 'GET', url: new URL(image!).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      expect(file.body).toContain('TULUS');
    }
  });

  it('searches inside the name case-insensitively and sorts descending on request', async () => {
    const res = await provider.post('/get-products', { search: 'GALON', order: 'DESC' }).expect(200);
    expect(getProducts.response.parse(res.body).data.map((p) => p.product_code)).toEqual(['TLS-16000', 'TLS-8000']);
    const none = await provider.post('/get-products', { search: 'kopi' }).expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const res = await provider.post('/get-products', { limit: 2, offset: 1 }).expect(200);
    expect(getProducts.response.parse(res.body).data.map((p) => p.product_code)).toEqual(['TLS-600', 'TLS-1500']);
  });

  it("lets a customer send their own code and refuses someone else's", async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const own = await provider.post('/get-products', { customer_code }, token).expect(200);
    expect(getProducts.response.parse(own.body).data).toHaveLength(5);
    const other = await provider.post('/get-products', { customer_code: 'CUST-0002' }, token).expect(403);
    expect(other.body).toMatchObject({ status: 'failed', status_code: 403 });
  });

  it('refuses a customer code from a visitor, a driver or a forged token', async () => {
    await provider.post('/get-products', { customer_code: 'CUST-0001' }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/get-products', { customer_code: 'CUST-0001' }, driver.token).expect(403);
    await provider.post('/get-products', { customer_code: 'CUST-0001' }, 'a.b.c').expect(403);
    // Without a code a forged token is just a visitor: the catalogue is public.
    await provider.post('/get-products', {}, 'a.b.c').expect(200);
  });

  it('refuses a limit over 100, a negative offset and an unknown order with 400', async () => {
    const big = await provider.post('/get-products', { limit: 101 }).expect(400);
    expect(big.body).toMatchObject({ status: 'failed', status_code: 400 });
    expect(big.body.message).toMatch(/^limit: /);
    await provider.post('/get-products', { offset: -1 }).expect(400);
    const order = await provider.post('/get-products', { order: 'RANDOM' }).expect(400);
    expect(order.body.message).toMatch(/^order: /);
    await provider.post('/get-products', { search: 'x'.repeat(101) }).expect(400);
  });
});

describe('/get-product-by-id', () => {
  it('returns the asked products in the asked order, each once, unknown ids left out', async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const ids = [idOf('TLS-16000'), idOf('TLS-330'), 999_999, idOf('TLS-16000')];
    const res = await provider.post('/get-product-by-id', { customer_code, list_id_product: ids }, token).expect(200);
    const products = getProductById.response.parse(res.body).data;
    expect(products.map((p) => p.product_code)).toEqual(['TLS-16000', 'TLS-330']);
    expect(products[0]?.price_member.at(-1)).toEqual({ min_quantity: 20, max_quantity: null, price: 34000 });
  });

  it("answers an empty or missing list with the spec's message", async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const empty = await provider.post('/get-product-by-id', { customer_code, list_id_product: [] }, token).expect(400);
    expect(empty.body).toMatchObject({ status: 'failed', message: 'No product IDs provided' });
    const missing = await provider.post('/get-product-by-id', { customer_code }, token).expect(400);
    expect(missing.body.message).toBe('No product IDs provided');
  });

  it('refuses ids that are not positive whole numbers and lists over 100', async () => {
    const { token, customer_code } = await provider.loginCustomer();
    const zero = await provider.post('/get-product-by-id', { customer_code, list_id_product: [0] }, token).expect(400);
    expect(zero.body.message).toMatch(/^list_id_product\.0: /);
    await provider.post('/get-product-by-id', { customer_code, list_id_product: ['1; DROP'] }, token).expect(400);
    await provider.post('/get-product-by-id', { customer_code, list_id_product: Array.from({ length: 101 }, (_, i) => i + 1) }, token).expect(400);
  });

  it("needs the customer's own token", async () => {
    const { token } = await provider.loginCustomer();
    await provider.post('/get-product-by-id', { customer_code: 'CUST-0002', list_id_product: [1] }, token).expect(403);
    await provider.post('/get-product-by-id', { customer_code: 'CUST-0001', list_id_product: [1] }).expect(403);
    const driver = await provider.loginDriver();
    await provider.post('/get-product-by-id', { customer_code: 'CUST-0001', list_id_product: [1] }, driver.token).expect(403);
  });
});

describe('/get-products-driver', () => {
  it("lists id and name of every product for the driver's own branch", async () => {
    const { token, kd_cabang } = await provider.loginDriver();
    const res = await provider.post('/get-products-driver', { kd_cabang }, token).expect(200);
    const products = getProductsDriver.response.parse(res.body).data;
    expect(products).toHaveLength(5);
    expect(res.body.data[0]).toEqual({ product_id: idOf('TLS-330'), product_name: 'Tulus 330 ml (1 karton isi 24)' });
  });

  it("refuses another branch, a customer's token and no token", async () => {
    const driver = await provider.loginDriver();
    const other = await provider.post('/get-products-driver', { kd_cabang: 'SBY01' }, driver.token).expect(403);
    expect(other.body).toMatchObject({ status: 'failed', status_code: 403 });
    const customer = await provider.loginCustomer();
    await provider.post('/get-products-driver', { kd_cabang: 'JKT01' }, customer.token).expect(403);
    await provider.post('/get-products-driver', { kd_cabang: 'JKT01' }).expect(403);
  });

  it('refuses a missing branch code with 400', async () => {
    const { token } = await provider.loginDriver();
    const res = await provider.post('/get-products-driver', {}, token).expect(400);
    expect(res.body.message).toMatch(/^kd_cabang: /);
  });
});

describe('a withdrawn product (sts_product 0)', () => {
  let own: TestProvider;
  beforeAll(async () => {
    own = await startTestProvider();
    own.ctx.db.prepare("UPDATE products SET sts_product = 0 WHERE product_code = 'TLS-600'").run();
  });
  afterAll(() => own.close());

  it('leaves the catalogue, the by-id lookup and the driver list', async () => {
    const list = await own.post('/get-products', {}).expect(200);
    expect(getProducts.response.parse(list.body).data.map((p) => p.product_code)).toEqual(['TLS-330', 'TLS-1500', 'TLS-8000', 'TLS-16000']);
    const { token, customer_code } = await own.loginCustomer();
    const withdrawn = (own.ctx.db.prepare("SELECT product_id FROM products WHERE product_code = 'TLS-600'").get() as { product_id: number }).product_id;
    const byId = await own.post('/get-product-by-id', { customer_code, list_id_product: [withdrawn] }, token).expect(200);
    expect(byId.body.data).toEqual([]);
    const driver = await own.loginDriver();
    const forDriver = await own.post('/get-products-driver', { kd_cabang: driver.kd_cabang }, driver.token).expect(200);
    expect(forDriver.body.data.map((p: { product_id: number }) => p.product_id)).not.toContain(withdrawn);
  });
});
