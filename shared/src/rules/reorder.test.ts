import { describe, it, expect } from 'vitest';
import { NBSP } from './format.ts';
import { describeReorderChange, reorderAtTodaysPrices, type PastOrderLine, type TodaysProduct } from './reorder.ts';

const galon: TodaysProduct = {
  product_id: 5,
  product_name: 'Tulus Galon 16 L',
  price: 38000,
  price_member: [{ min_quantity: 1, max_quantity: 19, price: 36500 }, { min_quantity: 20, max_quantity: null, price: 34000 }],
  price_sahabat: [{ min_quantity: 20, price: 32000 }, { min_quantity: 1, price: 33500 }],
};
const bottles: TodaysProduct = { product_id: 1, product_name: 'Tulus 330 ml', price: 48000, price_member: [], price_sahabat: [{ min_quantity: 1, price: 43000 }] };

const past = (product_id: number, product_name: string, product_price: number, quantity: number): PastOrderLine => ({ product_id, product_name, product_price, quantity });

describe('reorderAtTodaysPrices', () => {
  it('keeps products and quantities and prices them today for the tier, reporting nothing when nothing changed', () => {
    const result = reorderAtTodaysPrices([past(5, 'Tulus Galon 16 L', 33500, 3), past(1, 'Tulus 330 ml', 43000, 2)], [galon, bottles], 'sahabat');
    expect(result.lines).toEqual([
      { product_id: 5, product_name: 'Tulus Galon 16 L', quantity: 3, price: 33500, subtotal: 100500 },
      { product_id: 1, product_name: 'Tulus 330 ml', quantity: 2, price: 43000, subtotal: 86000 },
    ]);
    expect(result.changes).toEqual([]);
  });

  it('uses the quantity tier of the old quantity', () => {
    const result = reorderAtTodaysPrices([past(5, 'Tulus Galon 16 L', 32000, 20)], [galon], 'sahabat');
    expect(result.lines[0]).toMatchObject({ price: 32000, subtotal: 640000 });
    expect(result.changes).toEqual([]);
  });

  it('reports a price that differs from the one paid then', () => {
    const result = reorderAtTodaysPrices([past(5, 'Tulus Galon 16 L', 36500, 3)], [galon], 'sahabat');
    expect(result.lines[0]?.price).toBe(33500);
    expect(result.changes).toEqual([{ kind: 'price_changed', product_id: 5, product_name: 'Tulus Galon 16 L', previous_price: 36500, price: 33500 }]);
  });

  it('leaves out a product no longer sold and says so, keeping the others', () => {
    const result = reorderAtTodaysPrices([past(9, 'Tulus Cup 220 ml', 20000, 5), past(1, 'Tulus 330 ml', 43000, 3)], [bottles], 'sahabat');
    expect(result.lines.map((l) => l.product_id)).toEqual([1]);
    expect(result.changes).toEqual([{ kind: 'unavailable', product_id: 9, product_name: 'Tulus Cup 220 ml' }]);
  });

  it('falls back to the base price for an unknown tier, like the checkout', () => {
    expect(reorderAtTodaysPrices([past(1, 'Tulus 330 ml', 48000, 1)], [bottles], 'grosir').lines[0]?.price).toBe(48000);
  });
});

describe('describeReorderChange', () => {
  it('names the product and both prices, and whether it went up or down', () => {
    expect(describeReorderChange({ kind: 'price_changed', product_id: 5, product_name: 'Tulus Galon 16 L', previous_price: 33500, price: 35000 })).toBe(
      `Harga Tulus Galon 16 L naik dari Rp${NBSP}33.500 menjadi Rp${NBSP}35.000.`,
    );
    expect(describeReorderChange({ kind: 'price_changed', product_id: 5, product_name: 'Tulus Galon 16 L', previous_price: 36500, price: 33500 })).toBe(
      `Harga Tulus Galon 16 L turun dari Rp${NBSP}36.500 menjadi Rp${NBSP}33.500.`,
    );
  });

  it('says a product is no longer sold and was left out', () => {
    expect(describeReorderChange({ kind: 'unavailable', product_id: 9, product_name: 'Tulus Cup 220 ml' })).toBe(
      'Tulus Cup 220 ml sudah tidak dijual lagi, jadi tidak dimasukkan ke keranjang.',
    );
  });
});
