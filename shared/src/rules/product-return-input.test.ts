import { describe, expect, it } from 'vitest';
import { firstProblem } from './form-check.ts';
import { RETURN_FIELDS_REQUIRED } from './messages.ts';
import { productReturnInput } from './product-return-input.ts';

// The driver's return form and the gateway's /api/uploads/product-return read the fields through this one schema.
describe('product return form schema', () => {
  it('takes a customer, a product and a whole quantity of at least 1, as the multipart text it arrives in', () => {
    expect(productReturnInput.parse({ customer_code: ' C-1 ', product_id: '7', quantity: '2' })).toEqual({ customer_code: 'C-1', product_id: 7, quantity: 2 });
    expect(productReturnInput.parse({ customer_code: 'C-1', product_id: 7, quantity: 1 })).toEqual({ customer_code: 'C-1', product_id: 7, quantity: 1 });
  });

  it('answers anything missing or wrong with the spec\'s one message', () => {
    expect(RETURN_FIELDS_REQUIRED).toBe('Harap lengkapi semua input!');
    const base = { customer_code: 'C-1', product_id: '7', quantity: '2' };
    for (const bad of [{ customer_code: '' }, { customer_code: undefined }, { product_id: '' }, { product_id: 'abc' }, { quantity: '0' }, { quantity: '1.5' }, { quantity: '' }, { quantity: undefined }]) {
      expect(firstProblem(productReturnInput, { ...base, ...bad }), JSON.stringify(bad)).toBe(RETURN_FIELDS_REQUIRED);
    }
  });
});
