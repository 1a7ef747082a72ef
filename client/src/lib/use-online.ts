import { useSyncExternalStore } from 'react';

/** Calls `listener` with the browser's word each time the connection comes or goes; returns what stops it. */
export function onConnectionChange(listener: (online: boolean) => void): () => void {
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

const online = () => navigator.onLine;

/** Whether the phone has a connection, as the browser says: false is reliable, true means "maybe". The gateway's drawing assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore((changed) => onConnectionChange(() => changed()), online, () => true);
}
