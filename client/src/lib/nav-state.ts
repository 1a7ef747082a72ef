/**
 * Reading navigation state. A screen's `location.state` is whatever the previous screen pushed,
 * a copy kept by the browser across a reload, or null (a typed URL, a shared link); its query
 * string is the fallback that survives being shared. Nothing in either is trusted as typed: each
 * value is read here, the same way for every screen.
 */
import { isRecord, positiveInt, positiveNumber, textValue } from './unknown-values.ts';

/** The state as a record of unknown values ({} when there is none). */
export function stateRecord(state: unknown): Record<string, unknown> {
  return isRecord(state) ? state : {};
}

/**
 * Which order a screen is about. Screens hand it over in navigation state (spec section 2:
 * id, sales_order_code, total_amount); the same order can also come from the query string
 * (?code=SO-...&id=..), so a reload or a shared link still opens it.
 */
export type OrderRef = {
  id: number | null;
  sales_order_code: string | null;
  total_amount: number | null;
};

export function readOrderRef(state: unknown, params: URLSearchParams): OrderRef {
  const s = stateRecord(state);
  return {
    id: positiveInt(s.id) ?? positiveInt(params.get('id')),
    sales_order_code: textValue(s.sales_order_code) ?? textValue(params.get('code')),
    total_amount: positiveNumber(s.total_amount),
  };
}

/** A link to an order screen: the code in the URL, the whole reference in the state. */
export function orderLink(pathname: string, ref: { id?: number | null; sales_order_code: string; total_amount?: number | null }) {
  const params = new URLSearchParams({ code: ref.sales_order_code });
  if (ref.id) params.set('id', String(ref.id));
  return { to: { pathname, search: `?${params.toString()}` }, state: ref };
}
