import { changeSignal } from '../../lib/change-signal.ts';

/**
 * Whether the upload queue's list is open: one answer for the whole tab, not one per panel. Each driver
 * page draws its own panel (DriverLayout). A photo that failed while the driver was moving to another
 * page opened the list in the page that was leaving (the router keeps it on screen until the next one
 * is ready), and the next page's panel, new, started closed with that failure already counted: the list
 * the driver had to see was shut (CI195's red driver-road journey). Kept here, it stays open from page
 * to page until the driver closes it, and a panel drawn later shows it as it is.
 */
export type QueueListOpen = {
  subscribe: (listener: () => void) => () => void;
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
  /**
   * The queue now holds `failed` failed photos. The list opens when there are more than before; not for
   * those a page finds as it loads (the first count), which the driver has seen already.
   */
  failedNow: (failed: number) => void;
};

export function queueListOpenState(): QueueListOpen {
  let open = false;
  let failedSeen: number | null = null;
  const changes = changeSignal();
  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    changes.notify();
  };
  return {
    subscribe: changes.subscribe,
    isOpen: () => open,
    setOpen,
    failedNow(failed) {
      if (failedSeen !== null && failed > failedSeen) setOpen(true);
      failedSeen = failed;
    },
  };
}

/** The tab's one answer, which every page's panel reads. */
export const queueListOpen = queueListOpenState();
