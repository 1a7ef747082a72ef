import { describe, expect, it } from 'vitest';
import { keptCartLines } from './kept-lines.ts';

describe('the cart lines in what the browser kept', () => {
  it("are this version's lines as they were, a stepped-down 0 included", () => {
    expect(keptCartLines([{ product_id: 3, quantity: 2 }, { product_id: 5, quantity: 0 }])).toEqual([
      { product_id: 3, quantity: 2 },
      { product_id: 5, quantity: 0 },
    ]);
  });

  it('take a quantity or a product id kept as text, so the choice is not lost', () => {
    expect(keptCartLines([{ product_id: '3', quantity: '2' }])).toEqual([{ product_id: 3, quantity: 2 }]);
  });

  it('drop a line that names no product or no whole quantity, and keep the others', () => {
    const kept = [null, 7, 'x', [], { id: 1, qty: 2 }, { product_id: 0, quantity: 1 }, { product_id: 2.5, quantity: 1 }, { product_id: 4, quantity: -1 }, { product_id: 4, quantity: 1.5 }, { product_id: 4, quantity: '' }, { product_id: 6, quantity: 1 }];
    expect(keptCartLines(kept)).toEqual([{ product_id: 6, quantity: 1 }]);
  });

  it('make two lines of one product one, as adding it again does, up to the stepper bound', () => {
    expect(keptCartLines([{ product_id: 3, quantity: 2 }, { product_id: 5, quantity: 1 }, { product_id: 3, quantity: 4 }])).toEqual([
      { product_id: 3, quantity: 6 },
      { product_id: 5, quantity: 1 },
    ]);
    expect(keptCartLines([{ product_id: 3, quantity: 9000 }, { product_id: 3, quantity: 9000 }])).toEqual([{ product_id: 3, quantity: 9999 }]);
    expect(keptCartLines([{ product_id: 4, quantity: 10_000 }])).toEqual([{ product_id: 4, quantity: 9999 }]);
  });

  it('are none when what was kept is not a list', () => {
    for (const kept of [{}, 'x', 3, null, true, { 0: { product_id: 1, quantity: 1 } }]) expect(keptCartLines(kept)).toEqual([]);
  });
});
