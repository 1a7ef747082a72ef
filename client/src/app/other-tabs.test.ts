import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../lib/trpc.ts';
import { followOtherTabs } from './other-tabs.ts';

const SESSION = getQueryKey(trpc.auth.session, undefined, 'query');
const ORDERS = ['orders'];
const dewi = { role: 'customer', customer_code: 'C-1', name: 'Dewi' };
const budi = { role: 'customer', customer_code: 'C-2', name: 'Budi' };

/** A tab signed in as `session` that has read its orders, and what another tab's storage change does to it. */
function tab(session: object | null) {
  const client = new QueryClient();
  client.setQueryData(SESSION, session);
  client.setQueryData(ORDERS, ['SO-1']);
  const events = new EventTarget();
  const signOutHere = vi.fn();
  followOtherTabs(client, signOutHere, events);
  const storageChanged = (key: string | null, newValue: string | null) =>
    events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  return { client, signOutHere, storageChanged };
}

describe("another tab's storage change", () => {
  it('a sign-out there (the storage cleared): this tab drops what it read and leaves for the login', () => {
    const { client, signOutHere, storageChanged } = tab(dewi);
    // A screen on show that reads the session (the top bar, which stays through the page change).
    const shown = new QueryObserver(client, { queryKey: SESSION, enabled: false });
    const seen: unknown[] = [];
    const stop = shown.subscribe((result) => seen.push(result.data));
    storageChanged(null, null);
    stop();
    expect(seen.at(-1)).toBeNull();
    expect(signOutHere).toHaveBeenCalledWith('customer');
    expect(client.getQueryData(SESSION)).toBeNull();
    expect(client.getQueryData(ORDERS)).toBeUndefined();
  });

  it('the remembered session removed there (the gateway said nobody): the same', () => {
    const { client, signOutHere, storageChanged } = tab({ role: 'driver', driver: { email: 'd@tulus.co.id' } });
    storageChanged('lastSession', null);
    expect(signOutHere).toHaveBeenCalledWith('driver');
    expect(client.getQueryData(ORDERS)).toBeUndefined();
  });

  it('a sign-out there seen by a tab nobody was signed in on: nothing to leave', () => {
    const { signOutHere, storageChanged } = tab(null);
    storageChanged(null, null);
    expect(signOutHere).not.toHaveBeenCalled();
  });

  it('the same account remembered again there: nothing changes here', () => {
    const { client, signOutHere, storageChanged } = tab(dewi);
    storageChanged('lastSession', JSON.stringify({ ...dewi, name: 'Dewi A.' }));
    expect(signOutHere).not.toHaveBeenCalled();
    expect(client.getQueryData(ORDERS)).toEqual(['SO-1']);
  });

  it('another account signed in there: what this tab read is dropped, to be read again as that account', () => {
    const { client, signOutHere, storageChanged } = tab(dewi);
    storageChanged('lastSession', JSON.stringify(budi));
    expect(signOutHere).not.toHaveBeenCalled();
    expect(client.getQueryData(ORDERS)).toBeUndefined();
    expect(client.getQueryData(SESSION)).toBeUndefined();
  });

  it('a sign-in there seen by a visitor tab: read again', () => {
    const { client, storageChanged } = tab(null);
    storageChanged('lastSession', JSON.stringify(dewi));
    expect(client.getQueryData(SESSION)).toBeUndefined();
  });

  it('the cart or the notifications changed there, or a value this app did not write: nothing', () => {
    const { client, signOutHere, storageChanged } = tab(dewi);
    storageChanged('cartItems', '[]');
    storageChanged('lastSession', 'not json');
    expect(signOutHere).not.toHaveBeenCalled();
    expect(client.getQueryData(ORDERS)).toEqual(['SO-1']);
  });
});
