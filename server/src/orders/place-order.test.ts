import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startGateway, type Browser, type TestGateway } from '../test/harness.ts';
import { unitPriceFor } from '@tulus/shared/rules/pricing';
import { jakartaDay, orderInput, PRODUCT } from '../test/orders.ts';

let env: TestGateway;
let member: Browser;
let sahabat: Browser;
beforeAll(async () => {
  env = await startGateway();
  [member, sahabat] = await Promise.all([env.customer('member@contoh.id'), env.customer('sahabat@contoh.id')]);
});
afterAll(() => env.close());

/** What the provider stored for an order, read back the way the customer's screen reads it. */
async function stored(customer: Browser, code: string) {
  const order = await customer.trpc.orders.detail.query({ sales_order_code: code });
  return {
    prices: Object.fromEntries(order.detail.map((line) => [line.product_id, line.product_price])),
    voucherPrice: order.header.voucher_price,
    total: order.total_amount,
    unique: order.unique_number,
  };
}

const countOrders = async (customer: Browser) => (await customer.trpc.orders.list.query({ status: 'all' })).length;

async function voucherId(customer: Browser, code: string): Promise<number> {
  const all = [...(await customer.trpc.vouchers.mine.query()), ...(await customer.trpc.vouchers.available.query())];
  return all.find((v) => v.voucher_code === code)!.id;
}

describe('prices come from the provider for the customer tier, never from the browser', () => {
  it('member tier boundaries: 9 -> 46.000, 10 -> 44.000, 50 -> 42.000 a carton of 330 ml', async () => {
    for (const [quantity, unit] of [[9, 46000], [10, 44000], [49, 44000], [50, 42000]] as const) {
      // A tampered browser sends its own prices and totals; they must be ignored.
      const items = [{ product_id: PRODUCT.ml330, quantity, price: 1 }];
      const tampered = { ...orderInput({ items }), subtotal: 1, total_amount: 1, discount: 999_999 };
      const placed = await member.trpc.orders.place.mutate(tampered);
      expect(placed.subtotal).toBe(unit * quantity);
      const order = await stored(member, placed.sales_order_code);
      expect(order.prices[PRODUCT.ml330]).toBe(unit);
      expect(order.total).toBe(unit * quantity + order.unique);
    }
  });

  it('a sahabat customer pays the sahabat price, per line', async () => {
    const items = [
      { product_id: PRODUCT.ml330, quantity: 3, price: 1 },
      { product_id: PRODUCT.galon8, quantity: 20, price: 1 },
      { product_id: PRODUCT.galon16, quantity: 5, price: 1 },
    ];
    const placed = await sahabat.trpc.orders.place.mutate(orderInput({ items, kd_cabang: 'SBY01' }));
    const order = await stored(sahabat, placed.sales_order_code);
    // 330 ml: the one sahabat tier; galon 8 L at 20: the first tier that fits (min 20); galon 16 L at 5: min 1.
    expect(order.prices).toEqual({ [PRODUCT.ml330]: 43000, [PRODUCT.galon8]: 21000, [PRODUCT.galon16]: 33500 });
    expect(placed.subtotal).toBe(3 * 43000 + 20 * 21000 + 5 * 33500);
    expect(order.total).toBe(placed.subtotal + order.unique);
  });

  it("refuses a total under Rp 100.000 with the spec's message, whatever price the browser claims", async () => {
    const before = await countOrders(member);
    const items = [{ product_id: PRODUCT.ml330, quantity: 2, price: 60000 }];
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ items })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Total pembayaran harus minimal Rp 100.000',
    });
    expect(await countOrders(member)).toBe(before);
  });

  it('refuses a product the provider no longer sells', async () => {
    const items = [{ product_id: 999, quantity: 3 }];
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ items })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Produk tidak tersedia lagi. Silakan perbarui keranjang Anda.',
    });
  });
});

describe('vouchers are checked against the customer’s own', () => {
  it('an owned active voucher lowers the total by its amount and is spent', async () => {
    const galon = await voucherId(member, 'GALON5K');
    const placed = await member.trpc.orders.place.mutate(orderInput({ voucher_ids: [galon] }));
    expect(placed.discount).toBe(5000);
    const order = await stored(member, placed.sales_order_code);
    expect(order.voucherPrice).toBe(5000);
    expect(order.total).toBe(3 * 46000 - 5000 + order.unique);
    expect((await member.trpc.vouchers.mine.query()).map((v) => v.voucher_code)).not.toContain('GALON5K');
  });

  it('a voucher the customer never claimed is refused', async () => {
    const before = await countOrders(sahabat);
    // The sahabat seed customer owns only HEMAT10K.
    const notTheirs = await voucherId(member, 'TULUSMERDEKA');
    const err = await failure(sahabat.trpc.orders.place.mutate(orderInput({ kd_cabang: 'SBY01', voucher_ids: [notTheirs] })));
    expect(err).toMatchObject({ code: 'BAD_REQUEST', message: 'Voucher tidak ditemukan.' });
    expect(await countOrders(sahabat)).toBe(before);
  });

  it('an inactive (expired) voucher is refused', async () => {
    const expired = await voucherId(member, 'LEBARAN2025');
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ voucher_ids: [expired] })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Voucher tidak aktif.',
    });
  });

  it('a general voucher combined with another is refused', async () => {
    const general = await voucherId(member, 'TULUSMERDEKA');
    const hemat = await voucherId(member, 'HEMAT10K');
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ voucher_ids: [hemat, general] })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Voucher umum tidak dapat digabung dengan voucher lain.',
    });
  });

  it('the same voucher twice is refused rather than counted twice', async () => {
    const hemat = await voucherId(member, 'HEMAT10K');
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ voucher_ids: [hemat, hemat] })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Voucher yang sama dipilih lebih dari sekali.',
    });
  });
});

describe('checkout rules', () => {
  it('refuses a delivery date in the past', async () => {
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ delivery_date: jakartaDay(-1) })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Tanggal pengiriman tidak valid. Pilih tanggal mulai hari ini.',
    });
  });

  it('accepts today as the delivery date', async () => {
    const placed = await member.trpc.orders.place.mutate(orderInput({ delivery_date: jakartaDay(0) }));
    expect(placed.status_sales_order).toBe('menunggu_pembayaran');
  });

  it('refuses an active address without coordinates, and a customer without any address', async () => {
    const message = 'Alamat pengiriman tidak lengkap. Pastikan alamat memiliki koordinat (latitude dan longitude).';
    const noPin = await env.customer('sahabatbaru@contoh.id');
    expect(await failure(noPin.trpc.orders.place.mutate(orderInput()))).toMatchObject({ code: 'BAD_REQUEST', message });
    const noAddress = await env.customer('sahabatkarib@contoh.id');
    expect(await failure(noAddress.trpc.orders.place.mutate(orderInput()))).toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('refuses a branch that does not deliver yet or does not exist', async () => {
    for (const kd_cabang of ['SMG01', 'XXX01']) {
      expect(await failure(member.trpc.orders.place.mutate(orderInput({ kd_cabang })))).toMatchObject({
        code: 'BAD_REQUEST', message: 'Pilih cabang pengiriman terlebih dahulu.',
      });
    }
  });

  it("passes on the provider's refusal of an unknown payment method", async () => {
    expect(await failure(member.trpc.orders.place.mutate(orderInput({ payment_method_id: 99 })))).toMatchObject({
      code: 'BAD_REQUEST', message: 'Metode pembayaran tidak ditemukan.',
    });
  });
});

describe('idempotent placement', () => {
  it('the same key twice in a row gives the same order, and only one exists', async () => {
    const before = await countOrders(member);
    const input = orderInput();
    const first = await member.trpc.orders.place.mutate(input);
    const second = await member.trpc.orders.place.mutate(input);
    expect(second.id).toBe(first.id);
    expect(second.sales_order_code).toBe(first.sales_order_code);
    expect(await countOrders(member)).toBe(before + 1);
  });

  it('the same key three times at once (a double click) gives one order', async () => {
    const before = await countOrders(member);
    const input = orderInput();
    const results = await Promise.all([1, 2, 3].map(() => member.trpc.orders.place.mutate(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await countOrders(member)).toBe(before + 1);
  });

  it('the same key from a second browser of the same customer still gives the same order', async () => {
    const input = orderInput();
    const first = await member.trpc.orders.place.mutate(input);
    const otherTab = await env.customer('member@contoh.id');
    expect((await otherTab.trpc.orders.place.mutate(input)).id).toBe(first.id);
  });

  it("one customer's key never returns another customer's order", async () => {
    const input = orderInput();
    const memberOrder = await member.trpc.orders.place.mutate(input);
    const sahabatOrder = await sahabat.trpc.orders.place.mutate({ ...input, kd_cabang: 'SBY01' });
    expect(sahabatOrder.id).not.toBe(memberOrder.id);
  });

  it('the same key with a changed checkout is refused, naming the order the key placed', async () => {
    const before = await countOrders(member);
    const input = orderInput();
    const first = await member.trpc.orders.place.mutate(input);
    const changed = { ...input, delivery_date: jakartaDay(2) };
    expect(await failure(member.trpc.orders.place.mutate(changed))).toMatchObject({
      code: 'CONFLICT', message: 'Pesanan untuk keranjang ini sudah dibuat.', reason: 'key_reused', details: { sales_order_code: first.sales_order_code },
    });
    expect(await countOrders(member)).toBe(before + 1);
  });

  it('says when the answer is the order an earlier send placed', async () => {
    const input = orderInput();
    expect((await member.trpc.orders.place.mutate(input)).repeated).toBe(false);
    expect((await member.trpc.orders.place.mutate(input)).repeated).toBe(true);
  });

  it('a refused placement may be retried with the same key once the problem is fixed', async () => {
    const input = orderInput({ items: [{ product_id: PRODUCT.ml330, quantity: 2 }] });
    expect((await failure(member.trpc.orders.place.mutate(input))).message).toBe('Total pembayaran harus minimal Rp 100.000');
    const fixed = await member.trpc.orders.place.mutate({ ...input, items: [{ product_id: PRODUCT.ml330, quantity: 3 }] });
    expect(fixed.subtotal).toBe(138000);
  });
});

describe('a price that changed between the screen and the tap', () => {
  it('is refused with the new figures, orders nothing, and the confirmed new total places the order', async () => {
    const before = await countOrders(sahabat);
    const [shown] = await sahabat.trpc.catalog.byIds.query({ ids: [PRODUCT.galon16] });
    const tier = (await sahabat.trpc.customer.detail.query()).status_customer;
    const input = orderInput({ items: [{ product_id: PRODUCT.galon16, quantity: 4 }], kd_cabang: 'SBY01', expected_total: 4 * unitPriceFor(shown!, tier, 4) });
    // Ops raises every sahabat price of the gallon by Rp 1.000 after the checkout was drawn.
    const raised = shown!.price_sahabat.map((t) => ({ min_quantity: t.min_quantity, price: t.price + 1_000 }));
    await env.ops('update-product', { product_id: PRODUCT.galon16, price_sahabat: raised });
    try {
      const newPrice = unitPriceFor({ ...shown!, price_sahabat: raised }, tier, 4);
      const changed = await failure(sahabat.trpc.orders.place.mutate(input));
      expect(changed).toMatchObject({
        code: 'CONFLICT', message: 'Harga telah berubah. Silakan periksa kembali pesanan Anda.', reason: 'price_changed',
        details: { subtotal: 4 * newPrice, discount: 0, total: 4 * newPrice, lines: [{ product_id: PRODUCT.galon16, quantity: 4, price: newPrice }] },
      });
      expect(await countOrders(sahabat)).toBe(before);
      // The customer saw the new total and confirmed it: the same checkout, the same key.
      const placed = await sahabat.trpc.orders.place.mutate({ ...input, expected_total: 4 * newPrice });
      expect(placed.subtotal).toBe(4 * newPrice);
      expect(await countOrders(sahabat)).toBe(before + 1);
    } finally {
      await env.ops('update-product', { product_id: PRODUCT.galon16, price_sahabat: shown!.price_sahabat });
    }
  });
});
