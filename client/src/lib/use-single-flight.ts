import { useCallback, useRef, useState } from 'react';
import { shownUnderTheFinger } from './double-tap-guard.ts';
import type { SentKey } from './form-draft.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

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

/**
 * One idempotency key per form content: sending the same content again (a retry after an error,
 * a lost answer) reuses the key, so the gateway answers it once; changed content gets a new key.
 * `signature` stands for the content (see formSignature). `sent`: the last content sent and its key,
 * when the form starts from a draft kept after the page went away (its answer may not have arrived).
 * `keyFor(signature)` gives the key; `lastSent()` the content a key was last given for, with its key
 * (what a draft keeps, lib/use-draft-key.ts).
 */
export function useFormKey(sent: SentKey | null = null) {
  const last = useRef(sent);
  const keyFor = useCallback((signature: string) => {
    if (last.current?.signature !== signature) last.current = { signature, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const lastSent = useCallback(() => last.current, []);
  return { keyFor, lastSent };
}

/** What a form holds, as text: its fields and, for each file, what tells one photo from another. */
export function formSignature(form: FormData): string {
  return JSON.stringify(
    [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}|${value.size}|${value.lastModified}|${value.type}`]),
  );
}
