import { describe, it, expect } from 'vitest';
import {
  branchChooserProblem,
  isDeliveryDateAllowed,
  validateCheckout,
  type CheckoutInput,
} from './checkout-validation.ts';
import { CHECKOUT_VALIDATION_ORDER } from './messages.ts';

const valid: CheckoutInput = {
  subtotal: 100000,
  paymentMethod: 3,
  deliveryDate: '2026-11-22',
  address: { latitude: '-6.2', longitude: '106.8166' },
  branch: 'JKT01',
  today: '2026-11-22',
};

describe('validateCheckout', () => {
  it('accepts a complete checkout', () => {
    expect(validateCheckout(valid)).toBeNull();
  });

  it('reports only the first failure, in the spec order', () => {
    const allWrong: CheckoutInput = {
      subtotal: 99999,
      paymentMethod: null,
      deliveryDate: '',
      address: { latitude: 'N/A', longitude: 'N/A' },
      branch: '',
      today: '2026-11-22',
    };
    const fixes: Partial<CheckoutInput>[] = [
      { subtotal: 100000 },
      { paymentMethod: 'BCA' },
      { deliveryDate: '2026-11-23' },
      { address: { latitude: -6.2, longitude: 106.8 } },
      { branch: 'SBY01' },
    ];
    let input = allWrong;
    const seen: string[] = [];
    for (const fix of fixes) {
      const problem = validateCheckout(input);
      expect(problem).not.toBeNull();
      seen.push(problem?.message ?? '');
      input = { ...input, ...fix };
    }
    expect(seen).toEqual(CHECKOUT_VALIDATION_ORDER);
    expect(validateCheckout(input)).toBeNull();
  });

  it('names the field, so the client knows to open the minimum-order dialog', () => {
    expect(validateCheckout({ ...valid, subtotal: 99999 })).toEqual({
      field: 'subtotal',
      message: 'Total pembayaran harus minimal Rp 100.000',
    });
  });

  it('treats a blank payment method or branch as not chosen', () => {
    expect(validateCheckout({ ...valid, paymentMethod: '  ' })?.field).toBe('paymentMethod');
    expect(validateCheckout({ ...valid, branch: undefined })?.field).toBe('branch');
  });

  it('refuses a past or malformed delivery date with our own message', () => {
    const expected = { field: 'deliveryDate', message: 'Tanggal pengiriman tidak valid. Pilih tanggal mulai hari ini.' };
    expect(validateCheckout({ ...valid, deliveryDate: '2026-11-21' })).toEqual(expected);
    expect(validateCheckout({ ...valid, deliveryDate: '23/11/2026' })).toEqual(expected);
  });

  it('refuses an address without coordinates, and no address at all', () => {
    expect(validateCheckout({ ...valid, address: { latitude: '-6.2', longitude: '' } })?.field).toBe('address');
    expect(validateCheckout({ ...valid, address: null })?.field).toBe('address');
  });
});

describe('branchChooserProblem', () => {
  it("refuses to open the chooser without coordinates, adding 'sebelum memilih cabang'", () => {
    expect(branchChooserProblem({ latitude: 'N/A', longitude: 'N/A' })).toBe(
      'Alamat pengiriman tidak lengkap. Pastikan alamat memiliki koordinat (latitude dan longitude) sebelum memilih cabang.',
    );
    expect(branchChooserProblem({ latitude: -6.2, longitude: 106.8 })).toBeNull();
  });
});

describe('isDeliveryDateAllowed', () => {
  it('allows today and later, not yesterday', () => {
    expect(isDeliveryDateAllowed('2026-11-22', '2026-11-22')).toBe(true);
    expect(isDeliveryDateAllowed('2027-01-01', '2026-11-22')).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-21', '2026-11-22')).toBe(false);
  });

  it('rejects dates that do not exist or are not YYYY-MM-DD', () => {
    expect(isDeliveryDateAllowed('2026-11-31', '2026-11-22')).toBe(false);
    expect(isDeliveryDateAllowed('2026-12-1', '2026-11-22')).toBe(false);
  });

  it('throws when today itself is malformed, a caller bug', () => {
    expect(() => isDeliveryDateAllowed('2026-11-22', '22-11-2026')).toThrow(RangeError);
  });
});
