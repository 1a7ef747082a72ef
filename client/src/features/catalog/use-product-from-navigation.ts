import type { Location } from 'react-router-dom';
import type { Product } from '@tulus/shared/contract/catalog';
import { useProductsByIds } from '../../lib/api/catalog.ts';
import { isDocumentEntry } from '../../lib/first-render.ts';

/**
 * The product of /DetailProduk at `location`: from navigation state when a card was tapped (spec),
 * otherwise fetched by the `?id=` of a reload or a shared link. The location is the page's own
 * (KeptProductPage.tsx), not the router's: a kept page keeps its product while other pages show.
 */
export function useProductFromNavigation(location: Pick<Location, 'search' | 'state' | 'key'>) {
  // A card's product is taken as handed over only within the document it was tapped in. On the entry the
  // document was loaded at (a reload, a Back from another site) the state may be days old: the product is
  // then the gateway's, as in its drawing (a reload showed the old price, drawn over the new one).
  const fromState = isDocumentEntry(location) ? undefined : (location.state as { product?: Product } | null)?.product;
  const id = Number(new URLSearchParams(location.search).get('id'));
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
