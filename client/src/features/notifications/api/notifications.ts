import { trpc } from '../../../lib/trpc.ts';
import type { Answer, QueryResult } from '../../../lib/api/query-result.ts';

/** Kept a minute: the bell on every screen and the Notifikasi screen share one request. */
export const NOTIFICATIONS_STALE_MS = 60_000;

/** The customer's notifications, built by the gateway from their orders. */
export function useNotificationList({ enabled = true }: { enabled?: boolean } = {}): QueryResult<Answer['notifications']['list']> {
  return trpc.notifications.list.useQuery(undefined, { enabled, staleTime: NOTIFICATIONS_STALE_MS });
}
