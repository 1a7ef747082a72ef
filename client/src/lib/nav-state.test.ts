import { describe, expect, it } from 'vitest';
import { orderLink, readOrderRef, stateRecord } from './nav-state.ts';

const query = (text = '') => new URLSearchParams(text);

describe('navigation state values', () => {
  it('reads a state that is not a record as empty', () => {
    for (const state of [null, undefined, 'SO-1', 42, ['SO-1']]) expect(stateRecord(state), String(state)).toEqual({});
    expect(stateRecord({ id: 1 })).toEqual({ id: 1 });
  });
});

describe('which order a screen is about', () => {
  it('prefers the state the previous screen handed over', () => {
    expect(readOrderRef({ id: 7, sales_order_code: 'SO-7', total_amount: 50_000 }, query('code=SO-9&id=9'))).toEqual({
      id: 7,
      sales_order_code: 'SO-7',
      total_amount: 50_000,
    });
  });

  it('falls back to the query string after a reload or from a shared link', () => {
    expect(readOrderRef(null, query('code=SO-9&id=9'))).toEqual({ id: 9, sales_order_code: 'SO-9', total_amount: null });
  });

  it('ignores what is not an order reference', () => {
    expect(readOrderRef({ id: 'x', sales_order_code: '  ', total_amount: -5 }, query('id=1.5'))).toEqual({ id: null, sales_order_code: null, total_amount: null });
  });

  it('writes a link that the same parser reads back, from the URL alone too', () => {
    const link = orderLink('/KonfirmasiPembayaran', { id: 3, sales_order_code: 'SO 3/A', total_amount: 10_000 });
    const params = query(link.to.search);
    expect(readOrderRef(link.state, params)).toEqual({ id: 3, sales_order_code: 'SO 3/A', total_amount: 10_000 });
    expect(readOrderRef(null, params)).toEqual({ id: 3, sales_order_code: 'SO 3/A', total_amount: null });
    expect(orderLink('/x', { sales_order_code: 'SO-1' }).to.search).toBe('?code=SO-1');
  });
});
