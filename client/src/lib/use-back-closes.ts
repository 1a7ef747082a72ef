import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A phone's Back closes what is open over the page (a checkout picker), as it closes a dialog in an
 * Android app, rather than leaving the page under it: the voucher picker open, Back took the customer
 * back to the cart.
 *
 * Opening adds an entry to the browser's history, with the same address and state: Back takes it away,
 * and `close` runs. Closed any other way ('Batal', 'Pilih', Escape), it takes its entry away itself, so
 * that the next Back leaves the page as before. The entry is written to the browser's history directly,
 * not through React Router: the page is the same, and nothing of it renders again on opening. To the
 * router, the Back is a return to the entry it shows (app/ShopRouter.tsx).
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const onBack = useEffectEvent(close);
  // Unmounted while open (the page left some other way): the entry it added is left as it is, since
  // going back now would undo that page change.
  const unmounting = useRef(false);
  // Declared before the effect below: React runs an unmounting component's cleanups in this order.
  useEffect(() => {
    unmounting.current = false;
    return () => {
      unmounting.current = true;
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    let added = false;
    let backed = false;
    let closed = false;
    const onPop = () => {
      backed = true;
      onBack();
    };
    const addEntry = () => {
      if (closed) return;
      window.history.pushState(window.history.state, '');
      added = true;
      window.addEventListener('popstate', onPop);
    };
    // Opened as the last one closed: its entry goes first, or that Back would close this one.
    if (entryLeaving) void entryLeaving.then(addEntry);
    else addEntry();
    return () => {
      closed = true;
      window.removeEventListener('popstate', onPop);
      if (added && !backed && !unmounting.current) takeEntryAway();
    };
  }, [open]);
}

/** The Back that takes a closed picker's entry away, until the browser has done it. */
let entryLeaving: Promise<void> | null = null;

function takeEntryAway(): void {
  entryLeaving = new Promise((done) => {
    window.addEventListener(
      'popstate',
      () => {
        entryLeaving = null;
        done();
      },
      { once: true },
    );
  });
  window.history.back();
}
