import { useLocation, useSearchParams } from 'react-router-dom';
import type { Product } from '@tulus/shared/contract/catalog';
import { useProductsByIds } from '../../lib/api/catalog.ts';

/**
 * The product of /DetailProduk: from navigation state when a card was tapped (spec), otherwise
 * fetched by the `?id=` of a reload or a shared link.
 */
export function useProductFromNavigation() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { product?: Product } | null)?.product;
  const id = Number(params.get('id'));
  const validId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const fetched = useProductsByIds(validId ? [validId] : [], { enabled: !fromState });
  return {
    product: fromState ?? fetched.data?.[0] ?? null,
    loading: !fromState && fetched.isLoading && validId !== null,
    error: fromState ? null : fetched.error,
    /** Reads the product again after `error`. */
    reread: fetched,
  };
}
