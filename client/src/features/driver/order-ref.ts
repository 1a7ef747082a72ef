import { useLocation, useSearchParams } from 'react-router-dom';

type OrderRefState = { sales_order_code?: unknown; id?: unknown } | null;

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function positiveId(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The order a driver screen is about. The spec passes it in navigation state; the query
 * string (?code=, ?id=) is the fallback so a reload or a shared link still opens it.
 */
export function useOrderRef(): { code: string | null; id: number | null } {
  const state = useLocation().state as OrderRefState;
  const [params] = useSearchParams();
  return {
    code: nonEmpty(state?.sales_order_code) ?? nonEmpty(params.get('code')),
    id: positiveId(state?.id) ?? positiveId(params.get('id')),
  };
}
