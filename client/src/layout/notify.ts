import type * as ToasterModule from './toaster.tsx';
import { dismissPlainToasts, showPlainToast } from './plain-toast.ts';

/**
 * Spec section 2: errors in a toast at top centre with a close button.
 *
 * The toasts' store and machine (Chakra's toaster, with its portal: about 12 KB) live in
 * layout/toaster.tsx, which the toast viewport loads once the page is idle (app/providers.tsx). A screen
 * that may raise a toast imports this file instead, so it does not carry them in its first load, which
 * a phone fetches before the page can paint (decision 050). By the time a customer's action raises a
 * toast the module is there; if it is not yet, the toast shows as soon as it is.
 */
let loading: Promise<typeof ToasterModule> | undefined;
// One promise for every call, so toasts raised together show in the order they were raised (a dismiss
// before a success). A load that failed (no signal) is asked for again on the next toast; Chromium keeps
// a failed import failed until a reload, as it does the toast viewport's own (docs/performance.md
// section 23), so on such a page each toast is shown by plain-toast.ts instead.
const toasts = () =>
  (loading ??= import('./toaster.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

type ToastType = 'error' | 'success' | 'info';

function show(type: ToastType, title: string, duration: number): void {
  toasts().then(
    ({ toaster }) => toaster.create({ type, title, closable: true, duration }),
    () => showPlainToast(type, title, duration),
  );
}

export const notify = {
  error: (title: string) => show('error', title, 5000),
  success: (title: string, duration = 3000) => show('success', title, duration),
  info: (title: string, duration = 3000) => show('info', title, duration),
  /** Closes every toast on screen (a form sent again should not keep the last attempt's error up). */
  dismissAll: () => {
    dismissPlainToasts();
    return toasts().then(
      ({ toaster }) => toaster.dismiss(),
      () => {},
    );
  },
};
