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

const positiveNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function readOrderRef(state: unknown, params: URLSearchParams): OrderRef {
  const s = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  return {
    id: positiveNumber(s.id) ?? positiveNumber(params.get('id')),
    sales_order_code: text(s.sales_order_code) ?? text(params.get('code')),
    total_amount: positiveNumber(s.total_amount),
  };
}

/** A link to an order screen: the code in the URL, the whole reference in the state. */
export function orderLink(pathname: string, ref: { id?: number | null; sales_order_code: string; total_amount?: number | null }) {
  const params = new URLSearchParams({ code: ref.sales_order_code });
  if (ref.id) params.set('id', String(ref.id));
  return { to: { pathname, search: `?${params.toString()}` }, state: ref };
}
