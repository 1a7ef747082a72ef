/**
 * A toast without Chakra's toast machine: what notify.ts shows when layout/toaster.tsx cannot be loaded.
 * On a first visit the toasts' code comes over the network once the page is idle; a phone that lost its
 * signal by then does not get it, and Chromium keeps a failed import failed until a reload. Without this,
 * every message of that visit was lost: an order's 'Network error', a voucher that could not be claimed.
 *
 * Plain elements on <body>, styled by plain-toast.css (in the entry's styles, which index.html carries): at
 * the top centre as the spec's toasts are, each with its close button. An error is an alert, read out at
 * once by a screen reader; the rest are status messages.
 */
import { shownUnderTheFinger } from '../lib/double-tap-guard.ts';

export type PlainToastType = 'error' | 'success' | 'info';

let stack: HTMLDivElement | null = null;
/** When the stack, just put in the page, takes its first toasts (performance.now()). */
let readyAt = 0;
/** Counts `dismissPlainToasts`: a toast still waiting for the stack is not put in after one. */
let dismissals = 0;

/** How long a stack just put in the page waits before its first toast. */
const REGION_FIRST_MS = 100;

/**
 * Puts `toast` in the stack, a live region. A screen reader reads what is added to a live region already in the
 * page; one put in with its text may go unread. So a stack just put in the page takes its first toasts a moment
 * later, in the order they came (Chakra's region is there from the start).
 */
function addToStack(toast: HTMLElement): void {
  if (!stack) {
    stack = document.createElement('div');
    stack.className = 'plain-toasts';
    stack.setAttribute('role', 'region');
    stack.setAttribute('aria-live', 'polite');
    stack.setAttribute('aria-label', 'Pemberitahuan');
  }
  if (!stack.isConnected) {
    document.body.append(stack);
    readyAt = performance.now() + REGION_FIRST_MS;
  }
  const into = stack;
  const wait = readyAt - performance.now();
  if (wait <= 0) {
    into.append(toast);
    return;
  }
  const asOf = dismissals;
  setTimeout(() => asOf === dismissals && into.append(toast), wait);
}

/** Shows `title` for `duration` ms, or until its 'Tutup' is tapped. */
export function showPlainToast(type: PlainToastType, title: string, duration: number): void {
  const toast = document.createElement('div');
  toast.className = `plain-toast plain-toast--${type}`;
  toast.setAttribute('role', type === 'error' ? 'alert' : 'status');
  const text = document.createElement('p');
  text.className = 'plain-toast__title';
  text.textContent = title;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'plain-toast__close';
  close.setAttribute('aria-label', 'Tutup');
  close.textContent = '×';
  const timer = setTimeout(() => toast.remove(), duration);
  close.addEventListener('click', () => {
    clearTimeout(timer);
    toast.remove();
    // The top bar is under the toast ('Keluar' under its 'Tutup'): the second tap of a double tap is dropped.
    shownUnderTheFinger();
  });
  toast.append(text, close);
  addToStack(toast);
}

/** Takes every plain toast off the screen (notify.dismissAll). */
export function dismissPlainToasts(): void {
  dismissals++;
  stack?.replaceChildren();
}
