import { beforeEach, describe, expect, it, vi } from 'vitest';

/** localStorage stand-in, as the browser's: the keys live there. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe("a checkout's idempotency key", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.resetModules();
  });

  it('is the same for the same customer and lines, in any order, until a placed one is forgotten for one of its products', async () => {
    const keys = await import('./checkout-key.ts');
    const { forgetPlacedWith } = await import('./placed-checkouts.ts');
    const lines = [
      { product_id: 3, quantity: 1 },
      { product_id: 5, quantity: 2 },
    ];
    const id = keys.checkoutId('C-1', lines);
    expect(keys.checkoutId('C-1', [...lines].reverse())).toBe(id);
    expect(keys.checkoutId('C-2', lines)).not.toBe(id);
    const first = keys.checkoutKey(id, lines);
    expect(keys.checkoutKey(id, lines)).toBe(first);
    keys.markPlaced(id, { id: 1, sales_order_code: 'SO-1' });
    forgetPlacedWith([4]);
    expect(keys.checkoutKey(id, lines)).toBe(first);
    forgetPlacedWith([5]);
    expect(keys.checkoutKey(id, lines)).not.toBe(first);
  });
});
