import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartStore from './cart-store.ts';
import { MemoryStorage } from '../../lib/memory-storage.testing.ts';

let storage: MemoryStorage;
let store: typeof CartStore;

// The store reads storage when it loads, so each test loads a fresh one over its own storage.
async function load(saved: Record<string, unknown> = {}) {
  storage = new MemoryStorage();
  for (const [key, value] of Object.entries(saved)) storage.setItem(key, JSON.stringify(value));
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  store = await import('./cart-store.ts');
}

const saved = () => JSON.parse(storage.getItem('cartItems') ?? 'null') as unknown;
const dot = () => JSON.parse(storage.getItem('cartUpdated') ?? 'null') as unknown;

describe('the cart', () => {
  beforeEach(() => load());

  it('starts from what the last visit stored', async () => {
    await load({ cartItems: [{ product_id: 3, quantity: 2 }], cartUpdated: true });
    store.cart.add(5, 1);
    expect(saved()).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);
  });

  it("starts from what it can use of a cart kept in another shape, instead of failing every page", async () => {
    await load({ cartItems: { product_id: 3 } });
    store.cart.add(5, 1);
    expect(saved()).toEqual([{ product_id: 5, quantity: 1 }]);
    await load({ cartItems: [null, { id: 1, qty: 2 }, { product_id: 3, quantity: '2' }] });
    store.cart.add(5, 1);
    expect(saved()).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);
  });

  it('adds to the quantity of a product already in it, and lights the dot', () => {
    store.cart.add(3, 2);
    store.cart.add(3, 1);
    store.cart.add(4, 0);
    expect(saved()).toEqual([{ product_id: 3, quantity: 3 }]);
    expect(dot()).toBe(true);
    store.cart.markViewed();
    expect(dot()).toBe(false);
  });

  it('adds up to what a line holds, the stepper\'s 9999', () => {
    store.cart.add(3, 9000);
    store.cart.add(3, 9000);
    store.cart.add(4, 12_000);
    expect(saved()).toEqual([
      { product_id: 3, quantity: 9999 },
      { product_id: 4, quantity: 9999 },
    ]);
  });

  it('never sets a quantity below 0, a fraction, or above what a line holds', () => {
    store.cart.add(3, 2);
    store.cart.setQuantity(3, -4);
    expect(saved()).toEqual([{ product_id: 3, quantity: 0 }]);
    store.cart.setQuantity(3, 2.7);
    expect(saved()).toEqual([{ product_id: 3, quantity: 2 }]);
    store.cart.setQuantity(3, 10_000);
    expect(saved()).toEqual([{ product_id: 3, quantity: 9999 }]);
  });

  it("changes a line's quantity or takes it away, as the cart's own screen does, without lighting the dot", () => {
    store.cart.add(3, 2);
    store.cart.add(4, 1);
    store.cart.markViewed();
    store.cart.setQuantity(3, 5);
    store.cart.remove(4);
    expect(saved()).toEqual([{ product_id: 3, quantity: 5 }]);
    expect(dot()).toBe(false);
  });

  it('lets the ordered products go after checkout without lighting the dot', () => {
    store.cart.add(3, 1);
    store.cart.add(4, 1);
    store.cart.add(5, 1);
    store.cart.markViewed();
    store.cart.removeMany([3, 5]);
    expect(saved()).toEqual([{ product_id: 4, quantity: 1 }]);
    expect(dot()).toBe(false);
  });

  it("puts an order's products back at the order's quantities, the rest as it was", () => {
    store.cart.add(3, 5);
    store.cart.add(4, 1);
    store.cart.putBack([
      { product_id: 3, quantity: 2 },
      { product_id: 6, quantity: 1 },
      { product_id: 7, quantity: 0 },
    ]);
    expect(saved()).toEqual([
      { product_id: 4, quantity: 1 },
      { product_id: 3, quantity: 2 },
      { product_id: 6, quantity: 1 },
    ]);
  });

  it("keeps its copy in the cookie the gateway draws the cart from, and drops it when the cart empties", async () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    });
    try {
      store.cart.add(3, 2);
      store.cart.add(5, 1);
      expect(written.at(-1)).toBe('tulus_cart=3x2.5x1; path=/; max-age=31536000; samesite=lax; secure');
      store.cart.remove(3);
      store.cart.remove(5);
      expect(written.at(-1)).toBe('tulus_cart=; path=/; max-age=0; samesite=lax; secure');
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('localStorage', storage);
    }
  });

  it('forgets a placed checkout when one of its products comes back, so the next order of it is a new checkout', async () => {
    const placed = await import('../checkout/placed-checkouts.ts');
    placed.writeCheckouts({ 'C-1|3x1': { key: 'k-1', at: Date.now(), products: [3], placed: { id: 1, sales_order_code: 'SO-1' } } });
    store.cart.add(4, 1);
    expect(Object.keys(placed.readCheckouts())).toEqual(['C-1|3x1']);
    store.cart.add(3, 1);
    expect(placed.readCheckouts()).toEqual({});
  });

  it('drops a kept checkout entry it cannot use, and keeps the others', async () => {
    const placed = await import('../checkout/placed-checkouts.ts');
    const good = { key: 'k-1', at: Date.now(), products: [3] };
    storage.setItem('checkoutKeys', JSON.stringify({ a: good, b: null, c: { key: 'k-2', at: Date.now() }, d: { ...good, placed: { id: 'x' } } }));
    expect(placed.readCheckouts()).toEqual({ a: good });
    storage.setItem('checkoutKeys', '[1]');
    expect(placed.readCheckouts()).toEqual({});
  });
});
