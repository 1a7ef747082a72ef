import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.testing.ts';
import { rememberedSession } from './session.ts';

describe('the session this browser remembers (for opening screens without signal)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const remember = (kept: unknown) => localStorage.setItem('lastSession', JSON.stringify(kept));

  it("is the customer's or the driver's as the gateway gave it", () => {
    const customer = { role: 'customer', customer_code: 'C-1', email: 'a@contoh.id', exp: 1 };
    remember(customer);
    expect(rememberedSession()).toEqual(customer);
    const driver = { role: 'driver', driver: { email: 'd@contoh.id', nama: 'Budi' }, exp: 1 };
    remember(driver);
    expect(rememberedSession()).toEqual(driver);
  });

  it('is nobody when what was kept is not one the screens can be opened for', () => {
    for (const kept of ['x', [], { role: 'admin' }, { role: 'customer' }, { role: 'driver' }, { role: 'driver', driver: 'Budi' }]) {
      remember(kept);
      expect(rememberedSession()).toBeNull();
    }
  });
});
