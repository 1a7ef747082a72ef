import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAddressDraft, keepAddressDraft, readAddressDraft, type AddressDraft } from './address-draft.ts';
import { EMPTY_ADDRESS, withDraft } from './address-form.ts';

/** sessionStorage stand-in: the draft reads and writes it as in a browser. */
class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const typed: AddressDraft = { addressId: null, form: { ...EMPTY_ADDRESS, header_name: 'Kantor', jalan: 'Jl. Sudirman 1' }, sent: null };

describe('the address form draft', () => {
  it('reads back what was kept, a new address or an edit with the key of its last send, until it is dropped', () => {
    expect(readAddressDraft()).toBeNull();
    keepAddressDraft(typed);
    expect(readAddressDraft()).toEqual(typed);
    const edit: AddressDraft = { addressId: 42, form: { ...EMPTY_ADDRESS, rt: '003' }, sent: { signature: '{"rt":"003"}', key: 'k-1' } };
    keepAddressDraft(edit);
    expect(readAddressDraft()).toEqual(edit);
    dropAddressDraft();
    expect(readAddressDraft()).toBeNull();
  });

  it('takes nothing that is not a draft: broken JSON, a wrong id, fields that are not text, a send without its key', () => {
    const kept = (value: unknown) => {
      storage.setItem('addressFormDraft', typeof value === 'string' ? value : JSON.stringify(value));
      return readAddressDraft();
    };
    expect(kept('{"addressId":')).toBeNull();
    expect(kept(null)).toBeNull();
    expect(kept({ ...typed, addressId: '42' })).toBeNull();
    expect(kept({ ...typed, addressId: 1.5 })).toBeNull();
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
    expect(() => keepAddressDraft(typed)).not.toThrow();
    expect(() => dropAddressDraft()).not.toThrow();
    expect(readAddressDraft()).toBeNull();
  });

  it("opens the form with the draft's text in the form's own fields, and what it lacks as the form opened", () => {
    const start = { ...EMPTY_ADDRESS, header_name: 'Rumah', kode_pos: '12190' };
    const form = withDraft(start, { header_name: 'Kantor', rt: '', unknown: 'x' } as Partial<typeof start>);
    expect(form).toEqual({ ...start, header_name: 'Kantor', rt: '' });
    expect(Object.keys(form)).toEqual(Object.keys(start));
  });
});
