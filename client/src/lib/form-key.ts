import { useCallback, useRef } from 'react';
import type { SentKey } from './form-draft.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

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
