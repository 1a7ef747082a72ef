import { describe, expect, it } from 'vitest';
import { ITEMS_PARAM, METHOD_PARAM, checkoutSearch, holdsChoices, keptChoices, linesToParam, readCheckoutLines, readSelectedMethodId } from './checkout-state.ts';

const query = (text = '') => new URLSearchParams(text);

describe('the checkout hand-over', () => {
  it('reads the cart\'s lines from the state, ids and quantities only', () => {
    const state = { selectedItems: [{ product_id: 3, quantity: 2, price: 1 }, { product_id: '5', quantity: '1' }], totalPrice: 999 };
    expect(readCheckoutLines(state, query(`${ITEMS_PARAM}=9x9`))).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);
  });

  it('falls back to the query string when the state has no usable line', () => {
    expect(readCheckoutLines({ selectedItems: [{ product_id: 0, quantity: 1 }] }, query(`${ITEMS_PARAM}=3x2,5x1`))).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 1 },
    ]);
    expect(readCheckoutLines(null, query())).toEqual([]);
  });

  it('drops malformed parts and keeps one line per product (the first)', () => {
    expect(readCheckoutLines(null, query(`${ITEMS_PARAM}=3x2,abc,4x0,5x-1,6x1.5,3x9,7x1`))).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 7, quantity: 1 },
    ]);
  });

  it('takes more than a line holds as what it holds', () => {
    expect(readCheckoutLines(null, query(`${ITEMS_PARAM}=3x99999999,5x2`))).toEqual([
      { product_id: 3, quantity: 9999 },
      { product_id: 5, quantity: 2 },
    ]);
  });

  it('writes lines the parser reads back', () => {
    const lines = [
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 10 },
    ];
    expect(linesToParam(lines)).toBe('3x2,5x10');
    expect(readCheckoutLines(null, query(checkoutSearch(lines, null)))).toEqual(lines);
  });

  it('reads the chosen bank account from the state, then the URL', () => {
    expect(readSelectedMethodId({ selectedMethod: 4 }, query(`${METHOD_PARAM}=8`))).toBe(4);
    expect(readSelectedMethodId({}, query(`${METHOD_PARAM}=8`))).toBe(8);
    expect(readSelectedMethodId({ selectedMethod: 'bca' }, query(`${METHOD_PARAM}=x`))).toBeNull();
  });

  it('mirrors lines and method in the URL, and nothing when there is nothing', () => {
    expect(checkoutSearch([{ product_id: 3, quantity: 2 }], 4)).toBe(`?${ITEMS_PARAM}=3x2&${METHOD_PARAM}=4`);
    expect(checkoutSearch([], null)).toBe('');
  });
});

describe("the checkout's own choices, kept in its history entry", () => {
  const earliest = '2026-11-29';

  it('reads back what the customer chose', () => {
    const state = { selectedItems: [{ product_id: 3, quantity: 2 }], deliveryDate: '2026-12-02', branchCode: 'SBY', voucherIds: [7, 'V9'] };
    expect(keptChoices(state, earliest)).toEqual({ deliveryDate: '2026-12-02', branchCode: 'SBY', voucherIds: [7, 'V9'] });
  });

  it("gives a page drawn afresh its first choices where the entry has none, or none that holds", () => {
    const fresh = { deliveryDate: earliest, branchCode: undefined, voucherIds: [] };
    expect(keptChoices(null, earliest)).toEqual(fresh);
    expect(keptChoices({ deliveryDate: '', branchCode: '', voucherIds: 'x' }, earliest)).toEqual(fresh);
    // A date gone by (the entry opened again days later), and no calendar day at all.
    expect(keptChoices({ deliveryDate: '2026-11-28' }, earliest).deliveryDate).toBe(earliest);
    expect(keptChoices({ deliveryDate: '2026-02-30' }, earliest).deliveryDate).toBe(earliest);
    expect(keptChoices({ voucherIds: [1, null, { id: 2 }, '3'] }, earliest).voucherIds).toEqual([1, '3']);
  });

  it('says whether the entry holds the choices as they are, so that they are written once', () => {
    const choices = { deliveryDate: '2026-12-02', branchCode: 'SBY', voucherIds: [7] };
    expect(holdsChoices({ ...choices }, choices, earliest)).toBe(true);
    expect(holdsChoices({ ...choices, voucherIds: [7, 8] }, choices, earliest)).toBe(false);
    expect(holdsChoices({ ...choices, branchCode: undefined }, choices, earliest)).toBe(false);
    // A checkout just opened holds its first choices without writing them.
    expect(holdsChoices({ selectedItems: [] }, { deliveryDate: earliest, branchCode: undefined, voucherIds: [] }, earliest)).toBe(true);
    // A cleared date is held as written, though reading it back gives the first date.
    expect(holdsChoices({ deliveryDate: '' }, { deliveryDate: '', branchCode: undefined, voucherIds: [] }, earliest)).toBe(true);
  });
});
