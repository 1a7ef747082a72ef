import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tulus/server/routers/_app';
import { useNotificationList } from './api/notifications.ts';
import { useReadNotifications } from './read-state.ts';

export type Notification = inferRouterOutputs<AppRouter>['notifications']['list'][number];

type Notifications = {
  data: Notification[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** Reads the list again (after `error`). */
  refetch: () => unknown;
  isFetching: boolean;
  isRead: (n: Notification) => boolean;
  unread: number;
};

/** The customer's notifications with their read state (kept on the device). */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}): Notifications {
  const list = useNotificationList({ enabled });
  const isRead = useReadNotifications();
  const unread = (list.data ?? []).filter((n) => !isRead(n)).length;
  return { data: list.data, isLoading: list.isLoading, error: list.error, refetch: list.refetch, isFetching: list.isFetching, isRead, unread };
}
