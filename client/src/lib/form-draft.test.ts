import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraft, withDraft, type FormDraft } from './form-draft.ts';
import { MemoryStorage } from './memory-storage.testing.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

type Form = { header_name: string; jalan: string; rt: string };
const EMPTY: Form = { header_name: '', jalan: '', rt: '' };
const drafts = formDraft<Form>('address');
const typed: FormDraft<Form> = { editing: null, form: { ...EMPTY, header_name: 'Kantor', jalan: 'Jl. Sudirman 1' }, sent: null };

describe('a form draft', () => {
  it('reads back what was kept, a new record or an edit with the key of its last send, until it is dropped', () => {
    expect(drafts.read()).toBeNull();
    drafts.keep(typed);
    expect(drafts.read()).toEqual(typed);
    const edit: FormDraft<Form> = { editing: 42, form: { ...EMPTY, rt: '003' }, sent: { signature: '{"rt":"003"}', key: 'k-1' } };
    drafts.keep(edit);
    expect(drafts.read()).toEqual(edit);
    drafts.drop();
    expect(drafts.read()).toBeNull();
  });

  it('keeps the typing of a form with no send to remember, and drops it when there is nothing worth keeping', () => {
    drafts.keep({ editing: 7, form: { rt: '001' }, sent: { signature: 's', key: 'k' } });
    drafts.keepTyping({ header_name: 'Kantor' });
    expect(drafts.read()).toEqual({ editing: null, form: { header_name: 'Kantor' }, sent: null });
    drafts.keepTyping(null);
    expect(drafts.read()).toBeNull();
  });

  it("keeps each form's draft apart", () => {
    const complaint = formDraft<{ deskripsi: string }>('complaint');
    drafts.keep(typed);
    complaint.keep({ editing: null, form: { deskripsi: 'Galon bocor.' }, sent: null });
    complaint.drop();
    expect(drafts.read()).toEqual(typed);
    expect(complaint.read()).toBeNull();
  });

  it('takes nothing that is not a draft: broken JSON, a wrong id, fields that are not text, a send without its key', () => {
    const kept = (value: unknown) => {
      storage.setItem('formDraft:address', typeof value === 'string' ? value : JSON.stringify(value));
      return drafts.read();
    };
    expect(kept('{"addressId":')).toBeNull();
    expect(kept(null)).toBeNull();
    expect(kept({ ...typed, editing: '42' })).toBeNull();
    expect(kept({ ...typed, editing: 1.5 })).toBeNull();
    expect(kept({ ...typed, form: { header_name: 7 } })).toBeNull();
    expect(kept({ ...typed, form: null })).toBeNull();
    expect(kept({ ...typed, sent: { signature: 'x' } })).toBeNull();
    expect(kept({ ...typed, sent: undefined })).toBeNull();
    expect(kept(typed)).toEqual(typed);
  });

  it('does not break the form where the browser refuses its storage', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => drafts.keep(typed)).not.toThrow();
    expect(() => drafts.drop()).not.toThrow();
    expect(drafts.read()).toBeNull();
  });

  it("opens the form with the draft's text in the form's own fields, and what it lacks as the form opened", () => {
    const start = { ...EMPTY, header_name: 'Rumah', jalan: 'Jl. Melati 3' };
    const form = withDraft(start, { header_name: 'Kantor', rt: '', unknown: 'x' } as Partial<typeof start>);
    expect(form).toEqual({ ...start, header_name: 'Kantor', rt: '' });
    expect(Object.keys(form)).toEqual(Object.keys(start));
  });
});
