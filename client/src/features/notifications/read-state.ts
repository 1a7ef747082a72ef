import { useSyncExternalStore } from 'react';
import { changeSignal } from '../../lib/change-signal.ts';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage.ts';

/**
 * Read and unread notifications, kept on this device (the provider has no read state to ask): a
 * notification is an order in one status, so the same order moving on is news again. Signing out
 * clears it with the rest of the shop's storage (spec: logout clears all local storage).
 */
export type NotificationRef = { id: number; status: string };

/** Enough for the 50 notifications the gateway lists, several times over. */
const KEEP = 300;

const keyOf = (n: NotificationRef) => `${n.id}:${n.status}`;
/** The read notifications' keys in what the browser kept (anything else is dropped: nothing read yet). */
const keptKeys = (kept: unknown): string[] => (Array.isArray(kept) ? kept.filter((key): key is string => typeof key === 'string') : []);
const changes = changeSignal();
const keptRead = () => new Set(readJson(STORAGE_KEYS.notificationsRead, [], keptKeys));
let read: ReadonlySet<string> = keptRead();

function save(next: Set<string>) {
  read = new Set([...next].slice(-KEEP));
  writeJson(STORAGE_KEYS.notificationsRead, [...read]);
  changes.notify();
}

if (typeof window !== 'undefined') {
  const reload = () => {
    read = keptRead();
    changes.notify();
  };
  window.addEventListener('storage', reload);
  window.addEventListener('tulus:storage-cleared', reload);
}

export const notificationReads = {
  isRead: (n: NotificationRef) => read.has(keyOf(n)),
  markRead(list: readonly NotificationRef[]) {
    const keys = list.map(keyOf).filter((k) => !read.has(k));
    if (keys.length) save(new Set([...read, ...keys]));
  },
};

const NOTHING_READ: ReadonlySet<string> = new Set();

/** The set of read notifications, re-rendering when it changes (here, in another tab, or on sign-out). */
export function useReadNotifications(): (n: NotificationRef) => boolean {
  const snapshot = useSyncExternalStore(changes.subscribe, () => read, () => NOTHING_READ);
  return (n) => snapshot.has(keyOf(n));
}
