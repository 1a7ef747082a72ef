import { useLocation, useSearchParams } from 'react-router-dom';
import { readOrderRef, type OrderRef } from './nav-state.ts';

/**
 * The order the screen on show is about: from the navigation state the screen before handed over (spec section
 * 2), else from the query string (?code=, ?id=), so a reload or a shared link still opens it (nav-state.ts).
 */
export function useOrderRef(): OrderRef {
  const [params] = useSearchParams();
  return readOrderRef(useLocation().state, params);
}
