import { useCallback, useRef, useState } from 'react';
import { shownUnderTheFinger } from './double-tap-guard.ts';

/**
 * One submit at a time. A second tap while the first is running (a double click, two clicks in
 * the same task, an Enter on top of a click) does nothing: the guard is a ref, set synchronously
 * before anything is awaited, so it holds before React has re-rendered a disabled button.
 * `pending` is for the button's look; `run` (or `start`) is what keeps the guard.
 *
 * Nor does a second tap that comes after the answer: a quick answer can arrive between the two taps of
 * one double tap, and the button is then still under the finger (the browser keeps it in place when a
 * note is put above it). The complaint's second tap sent the form it had just cleared: the success
 * note went and every field said it was empty. So a submit drops the rest of the double tap that
 * started it (lib/double-tap-guard.ts); a new tap, however soon, is a new submit.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    shownUnderTheFinger();
    setPending(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  /**
   * `run` for a react-query mutation (mutateAsync) whose failure its own onError or error state
   * shows: the rejection is not this caller's to handle.
   */
  const start = useCallback((work: () => Promise<unknown>) => {
    run(work).catch(() => {});
  }, [run]);
  return { run, start, pending };
}
