import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tulus/server/routers/_app';
import { trpc } from '../../lib/trpc.ts';
import { useReadNotifications } from './read-state.ts';

export type Notification = inferRouterOutputs<AppRouter>['notifications']['list'][number];

type Notifications = {
  data: Notification[] | undefined;
  isLoading: boolean;
  error: unknown;
  isRead: (n: Notification) => boolean;
  unread: number;
};

/**
 * The customer's notifications (built by the gateway from their orders) with read state. Kept a
 * minute: the bell on every screen and the Notifikasi screen share one request.
 */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}): Notifications {
  const list = trpc.notifications.list.useQuery(undefined, { enabled, staleTime: 60_000 });
  const isRead = useReadNotifications();
  const unread = (list.data ?? []).filter((n) => !isRead(n)).length;
  return { data: list.data, isLoading: list.isLoading, error: list.error, isRead, unread };
}
