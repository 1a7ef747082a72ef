import { useLocation, useSearchParams } from 'react-router-dom';
import { readOrderRef } from '../../lib/nav-state.ts';

/**
 * The order a driver screen is about. The spec passes it in navigation state; the query
 * string (?code=, ?id=) is the fallback so a reload or a shared link still opens it.
 */
export function useOrderRef(): { code: string | null; id: number | null } {
  const [params] = useSearchParams();
  const ref = readOrderRef(useLocation().state, params);
  return { code: ref.sales_order_code, id: ref.id };
}
