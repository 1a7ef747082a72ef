import { useEffect, useEffectEvent } from 'react';

/**
 * A phone's Back with a dialog open closes the dialog, as in an Android app, and the page stays: it
 * left the page (the checkout for the cart, with the picker's choice; the profile with the address
 * form's typing). The Navigation API's `navigate` event lets the page cancel a Back within the page's
 * own history (a same-document traversal), so no history entry of the shop's making is needed (one
 * taken away with `history.back()` at each closing raced the next navigation: decision 072). A Back that
 * would load another document cannot be cancelled and leaves as before; so does every Back in a browser
 * without the API.
 */

/** The minimal shape of the Navigation API used here (TypeScript's DOM library does not have it yet). */
type NavigateEvent = Event & { navigationType: 'push' | 'replace' | 'reload' | 'traverse' };
type Navigation = EventTarget;

/** The open dialogs a Back closes, the last opened last: a Back closes the one on top. */
const openDialogs: Array<() => void> = [];

function closeTheTopDialog(event: Event): void {
  const close = openDialogs.at(-1);
  if (!close || (event as NavigateEvent).navigationType !== 'traverse' || !event.cancelable) return;
  event.preventDefault();
  close();
}

/**
 * Listens to the page's navigations (main.tsx). In the entry, not with the dialogs: this module went
 * with the chunk the dialogs share, Ark's dialog among them, and the checkout then loaded that chunk.
 */
export function installBackClosesDialog(): void {
  (window as { navigation?: Navigation }).navigation?.addEventListener('navigate', closeTheTopDialog);
}

/** A dialog is open: until the returned function is called, a Back within the page calls `close`. */
export function dialogOpened(close: () => void): () => void {
  // A function of its own per opening: the same `close` opened twice is two entries.
  const entry = () => close();
  openDialogs.push(entry);
  return () => {
    // Once only: called again, it must not take away another dialog's entry (splice at -1 is the last one).
    const at = openDialogs.indexOf(entry);
    if (at !== -1) openDialogs.splice(at, 1);
  };
}

/**
 * While `close` is given (the dialog is open and may be dismissed), a Back or Forward within the page
 * calls it instead of changing the page: what Escape does.
 */
export function useBackClosesDialog(close: (() => void) | undefined): void {
  const closeNow = useEffectEvent(() => close?.());
  const open = close !== undefined;
  useEffect(() => {
    if (!open) return;
    return dialogOpened(() => closeNow());
  }, [open]);
}
