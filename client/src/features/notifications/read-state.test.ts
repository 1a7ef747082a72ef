import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.testing.ts';

afterEach(() => vi.unstubAllGlobals());

// The reads are taken from storage when the module loads: each case loads it over its own storage.
async function loadWith(kept: unknown) {
  const storage = new MemoryStorage();
  storage.setItem('notificationsRead', JSON.stringify(kept));
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return (await import('./read-state.ts')).notificationReads;
}

describe('the notifications read on this device', () => {
  it('are the kept keys', async () => {
    const reads = await loadWith(['7:dikirim']);
    expect(reads.isRead({ id: 7, status: 'dikirim' })).toBe(true);
    expect(reads.isRead({ id: 7, status: 'selesai' })).toBe(false);
  });

  it('keep what they can of a value in another shape, instead of failing the page', async () => {
    expect((await loadWith({ 0: '7:dikirim' })).isRead({ id: 7, status: 'dikirim' })).toBe(false);
    expect((await loadWith([null, 3, '7:dikirim'])).isRead({ id: 7, status: 'dikirim' })).toBe(true);
  });
});
