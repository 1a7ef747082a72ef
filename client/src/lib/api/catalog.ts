import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/**
 * Products by id, priced for the session's tier: the product page opened by link, the cart and
 * checkout. Nothing is asked for no ids. `keepPrevious`: the cart keeps showing its lines while
 * a changed selection is read, instead of flashing a skeleton.
 */
export function useProductsByIds(
  ids: number[],
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
): QueryResult<Answer['catalog']['byIds']> {
  return trpc.catalog.byIds.useQuery({ ids }, { enabled: enabled && ids.length > 0, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
