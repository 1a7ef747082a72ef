import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The company's branches (the footer's addresses, the membership form's choice) change rarely: five minutes fresh. */
export const BRANCH_LIST_STALE_MS = 5 * 60_000;

export function useBranchList(): QueryResult<Answer['branches']['list']> {
  return trpc.branches.list.useQuery(undefined, { staleTime: BRANCH_LIST_STALE_MS });
}

/** One branch, for an order whose answer named only its code; as fresh as the list. */
export function useBranchDetail(kdCabang: string, { enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['branches']['detail']> {
  return trpc.branches.detail.useQuery({ kd_cabang: kdCabang }, { enabled, staleTime: BRANCH_LIST_STALE_MS });
}
