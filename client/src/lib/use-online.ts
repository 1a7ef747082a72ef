import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;

/** Whether the phone has a connection, as the browser says: false is reliable, true means "maybe". The gateway's drawing assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
