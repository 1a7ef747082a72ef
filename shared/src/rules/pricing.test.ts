import { describe, it, expect } from 'vitest';
import { displayPriceFor, itemsSubtotal, lineTotal, unitPriceFor, type PricedProduct } from './pricing.ts';

const gallon: PricedProduct = {
  price: 20000,
  price_member: [
    { min_quantity: 5, max_quantity: 9, price: 19000 },
    { min_quantity: 20, max_quantity: 49, price: 18000 },
    { min_quantity: 50, max_quantity: null, price: 17000 },
  ],
  price_sahabat: [
    { min_quantity: 1, price: 16000 },
    { min_quantity: 10, price: 15000 },
  ],
};

describe('unitPriceFor: member', () => {
  it('uses a tier from its min_quantity up to and including its max_quantity', () => {
    expect(unitPriceFor(gallon, 'member', 4)).toBe(20000);
    expect(unitPriceFor(gallon, 'member', 5)).toBe(19000);
    expect(unitPriceFor(gallon, 'member', 9)).toBe(19000);
  });

  it('falls back to the base price for a quantity between tiers', () => {
    expect(unitPriceFor(gallon, 'member', 10)).toBe(20000);
    expect(unitPriceFor(gallon, 'member', 19)).toBe(20000);
    expect(unitPriceFor(gallon, 'member', 20)).toBe(18000);
  });

  it('treats max_quantity null as open-ended', () => {
    expect(unitPriceFor(gallon, 'member', 50)).toBe(17000);
    expect(unitPriceFor(gallon, 'member', 100000)).toBe(17000);
  });

  it('treats an absent max_quantity as open-ended', () => {
    const product: PricedProduct = { price: 5000, price_member: [{ min_quantity: 3, price: 4500 }] };
    expect(unitPriceFor(product, 'member', 2)).toBe(5000);
    expect(unitPriceFor(product, 'member', 3)).toBe(4500);
    expect(unitPriceFor(product, 'member', 999)).toBe(4500);
  });

  it('takes the first matching tier when tiers overlap', () => {
    const product: PricedProduct = {
      price: 5000,
      price_member: [
        { min_quantity: 1, max_quantity: 100, price: 4800 },
        { min_quantity: 10, max_quantity: null, price: 4000 },
      ],
    };
    expect(unitPriceFor(product, 'member', 50)).toBe(4800);
  });

  it('uses the base price when there are no member tiers', () => {
    expect(unitPriceFor({ price: 5000 }, 'member', 10)).toBe(5000);
    expect(unitPriceFor({ price: 5000, price_member: null }, 'member', 10)).toBe(5000);
    expect(unitPriceFor({ price: 5000, price_member: [] }, 'member', 10)).toBe(5000);
  });
});

describe('unitPriceFor: sahabat', () => {
  it('takes the first tier in list order whose min_quantity <= quantity, not the cheapest', () => {
    expect(unitPriceFor(gallon, 'sahabat', 1)).toBe(16000);
    expect(unitPriceFor(gallon, 'sahabat', 20)).toBe(16000);
  });

  it('reaches a later tier when earlier ones do not match', () => {
    const product: PricedProduct = {
      price: 20000,
      price_sahabat: [
        { min_quantity: 10, price: 15000 },
        { min_quantity: 1, price: 16000 },
      ],
    };
    expect(unitPriceFor(product, 'sahabat', 9)).toBe(16000);
    expect(unitPriceFor(product, 'sahabat', 10)).toBe(15000);
  });

  it('ignores max_quantity', () => {
    const product: PricedProduct = { price: 20000, price_sahabat: [{ min_quantity: 1, max_quantity: 2, price: 15000 }] };
    expect(unitPriceFor(product, 'sahabat', 30)).toBe(15000);
  });

  it('falls back to the base price below every min_quantity and with no tiers', () => {
    expect(unitPriceFor({ price: 20000, price_sahabat: [{ min_quantity: 5, price: 15000 }] }, 'sahabat', 4)).toBe(20000);
    expect(unitPriceFor({ price: 20000 }, 'sahabat', 4)).toBe(20000);
    expect(unitPriceFor({ price: 20000, price_sahabat: null }, 'sahabat', 4)).toBe(20000);
    expect(unitPriceFor({ price: 20000, price_sahabat: [] }, 'sahabat', 4)).toBe(20000);
  });
});

describe('unitPriceFor: other tiers', () => {
  it('gives sahabat_baru, sahabat_karib, unknown and missing tiers the base price', () => {
    for (const tier of ['sahabat_baru', 'sahabat_karib', 'Member', 'gold', '', null, undefined]) {
      expect(unitPriceFor(gallon, tier, 50)).toBe(20000);
    }
  });
});

describe('quantity checks', () => {
  it('prices a quantity of 0 at the base price (the cart stepper can reach 0)', () => {
    expect(unitPriceFor(gallon, 'member', 0)).toBe(20000);
    expect(unitPriceFor(gallon, 'sahabat', 0)).toBe(20000);
  });

  it('refuses negative, fractional and non-numeric quantities', () => {
    for (const quantity of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => unitPriceFor(gallon, 'member', quantity)).toThrow(RangeError);
      expect(() => lineTotal(1000, quantity)).toThrow(RangeError);
    }
  });
});

describe('displayPriceFor', () => {
  it('shows sahabat the first entry of the sahabat list whatever its min_quantity', () => {
    const product: PricedProduct = { price: 20000, price_sahabat: [{ min_quantity: 10, price: 15000 }] };
    expect(displayPriceFor(product, 'sahabat')).toBe(15000);
    expect(displayPriceFor({ price: 20000, price_sahabat: [] }, 'sahabat')).toBe(20000);
  });

  it('shows member the member price of a single item', () => {
    expect(displayPriceFor(gallon, 'member')).toBe(20000);
    expect(displayPriceFor({ price: 5000, price_member: [{ min_quantity: 1, max_quantity: 4, price: 4900 }] }, 'member')).toBe(4900);
  });

  it('shows other tiers the base price', () => {
    expect(displayPriceFor(gallon, 'sahabat_karib')).toBe(20000);
    expect(displayPriceFor(gallon, null)).toBe(20000);
  });
});

describe('lineTotal and itemsSubtotal', () => {
  it('multiplies price by quantity', () => {
    expect(lineTotal(19000, 6)).toBe(114000);
    expect(lineTotal(19000, 0)).toBe(0);
  });

  it('sums price x quantity over the lines', () => {
    expect(itemsSubtotal([])).toBe(0);
    expect(itemsSubtotal([{ price: 20000, quantity: 3 }, { price: 5000, quantity: 8 }])).toBe(100000);
  });

  it('refuses a line with a bad quantity', () => {
    expect(() => itemsSubtotal([{ price: 20000, quantity: 2.5 }])).toThrow(RangeError);
  });
});
