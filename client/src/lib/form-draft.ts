/**
 * A form's typing kept in this tab until it is sent or thrown away (decision 073): the page may go away
 * with it not sent (a second Back in a row, which the browser does not let a page cancel; a reload; a
 * phone that dropped the tab from memory while the customer was in another app), and the form opens
 * again with it.
 *
 * In sessionStorage: this tab's, kept through a reload, Back and Forward and a tab the phone restores;
 * gone with the tab and with a logout (clearShopStorage). One draft per form. Text fields only: never a
 * password, and no photo (they do not fit, and a file input cannot be given one back).
 */
export type FormDraft<F> = {
  /** The record the form edits (an address's id); null for a new one. */
  editing: number | null;
  /** The fields as typed. Read back, only text values; the form takes from it the fields it has (withDraft). */
  form: Partial<F>;
  /**
   * The last content sent, with its idempotency key: sent again from the restored form, it is the same
   * request to the gateway, which answers it with the first answer (lost with the page, maybe).
   */
  sent: SentKey | null;
};

export type SentKey = { signature: string; key: string };

export type FormDraftStore<F> = {
  keep(draft: FormDraft<F>): void;
  drop(): void;
  /**
   * For a form that keeps its typing as it changes, with no send of its own to remember (no key): keeps
   * `form` as a new record's draft, or drops the draft when there is nothing worth keeping (null).
   */
  keepTyping(form: Partial<F> | null): void;
  /** The draft kept in this tab, or null: none, or something that is not one (written by another version). */
  read(): FormDraft<F> | null;
};

/** The store of one form's draft, under `formDraft:<name>`. */
export function formDraft<F>(name: string): FormDraftStore<F> {
  const key = `formDraft:${name}`;
  const keep = (draft: FormDraft<F>) => {
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or refused (a private window): the form still works, without the draft.
    }
  };
  const drop = () => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // As above: nothing was kept.
    }
  };
  return {
    keep,
    drop,
    keepTyping: (form) => (form === null ? drop() : keep({ editing: null, form, sent: null })),
    read() {
      try {
        const raw = sessionStorage.getItem(key);
        return raw === null ? null : asDraft<F>(JSON.parse(raw));
      } catch {
        return null;
      }
    },
  };
}

/** The form as it opens, with each of its fields a draft holds as text. */
export function withDraft<F extends Record<string, string>>(start: F, draft: Partial<F>): F {
  const form = { ...start };
  for (const name of Object.keys(start) as Array<keyof F>) {
    const typed = draft[name];
    // Text, as every field of these forms is (a select's value is text too).
    if (typeof typed === 'string') form[name] = typed as F[keyof F];
  }
  return form;
}

/** Whether the form holds typing it did not open with: what leaving it would lose. */
export function formChanged<F extends Record<string, string>>(form: F, start: F): boolean {
  return Object.keys(start).some((name) => form[name] !== start[name]);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isSent = (value: unknown): value is SentKey =>
  typeof value === 'object' && value !== null && isString((value as Record<string, unknown>).signature) && isString((value as Record<string, unknown>).key);

function asDraft<F>(value: unknown): FormDraft<F> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { editing, form, sent } = value as Record<string, unknown>;
  if (!(editing === null || Number.isInteger(editing))) return null;
  if (typeof form !== 'object' || form === null || !Object.values(form).every(isString)) return null;
  if (!(sent === null || isSent(sent))) return null;
  return { editing: editing as number | null, form: form as Partial<F>, sent };
}
