import { useEffect, useRef } from 'react';
import { useFormKey } from './form-key.ts';
import type { FormDraft, FormDraftStore } from './form-draft.ts';

/**
 * A form's idempotency key (useFormKey) and its draft (lib/form-draft.ts) in one: while `worthKeeping`,
 * the form is kept in `store` with the last content sent and its key; otherwise the draft is dropped.
 * The returned `keyFor(signature)` gives the key for the content about to be sent and keeps the draft
 * with it first (the page may go away before the answer comes). Started from a restored `draft`, the
 * same content sent again gets the key it was sent with.
 */
export function useDraftKey<F>(
  store: FormDraftStore<F>,
  draft: FormDraft<F> | null | undefined,
  kept: { form: F; editing: number | null; worthKeeping: boolean },
): (signature: string) => string {
  const { keyFor, lastSent } = useFormKey(draft?.sent ?? null);
  const { form, editing, worthKeeping } = kept;
  // The form as last rendered, for a send made from a callback an older render created.
  const latest = useRef({ form, editing });
  useEffect(() => {
    latest.current = { form, editing };
    if (worthKeeping) store.keep({ editing, form, sent: lastSent() });
    else store.drop();
  }, [store, form, editing, worthKeeping, lastSent]);
  return (signature) => {
    const key = keyFor(signature);
    store.keep({ ...latest.current, sent: lastSent() });
    return key;
  };
}
