import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.testing.ts';
import { readJson } from './storage.ts';

describe('what the browser kept', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is read as its reader makes it out; nothing kept, or no JSON, is the fallback without asking the reader', () => {
    const reader = vi.fn((kept: unknown) => (Array.isArray(kept) ? kept.length : -1));
    expect(readJson('k', 0, reader)).toBe(0);
    localStorage.setItem('k', '{not json');
    expect(readJson('k', 0, reader)).toBe(0);
    expect(reader).not.toHaveBeenCalled();
    localStorage.setItem('k', '[1,2]');
    expect(readJson('k', 0, reader)).toBe(2);
    localStorage.setItem('k', '"x"');
    expect(readJson('k', 0, reader)).toBe(-1);
  });
});
