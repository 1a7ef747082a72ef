import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { OnceStore } from '../idempotency/store.ts';

/**
 * What every OnceStore must do, run against the memory store (server tests) and against Redis
 * (ops tests, with two stores standing for two replicas). `make` builds a store with the given
 * lease; `second` builds another one on the same data (a second replica), or the same one.
 */
export function describeOnceStore(name: string, make: (leaseMs: number) => Promise<{ first: OnceStore; second: OnceStore; close: () => Promise<void> }>) {
  const key = () => randomUUID();
  const sent = (request: unknown = { item: 1 }) => ({ since: Date.now(), request });

  describe(`${name}: the records of store.ts`, () => {
    it('gives a key to one attempt; the others see it busy, then done with its answer', async () => {
      const { first, second, close } = await make(5_000);
      const k = key();
      expect(await first.acquire(k, 'f', 'a')).toEqual({ kind: 'acquired' });
      expect(await second.acquire(k, 'f', 'b')).toEqual({ kind: 'busy', fingerprint: 'f' });
      expect(await first.sending(k, 'a', sent())).toBe(true);
      await first.settle(k, 'a', { state: 'done', answer: { id: 7, lines: [], voucher_id: [] } });
      expect(await second.acquire(k, 'f', 'b')).toEqual({ kind: 'done', fingerprint: 'f', answer: { id: 7, lines: [], voucher_id: [] } });
      expect(await second.acquire(k, 'other', 'b')).toEqual({ kind: 'done', fingerprint: 'f', answer: { id: 7, lines: [], voucher_id: [] } });
      await close();
    });

    it('a free key (nothing reached the provider) may be taken again, by any request', async () => {
      const { first, second, close } = await make(5_000);
      const k = key();
      await first.acquire(k, 'f', 'a');
      await first.settle(k, 'a', { state: 'free' });
      expect(await second.acquire(k, 'changed', 'b')).toEqual({ kind: 'acquired' });
      await close();
    });

    it('an uncertain key is handed to the next attempt of the same request with what was sent, and to no other request', async () => {
      const { first, second, close } = await make(5_000);
      const k = key();
      const what = sent({ header: { voucher_id: [] }, detail: [{ product_id: 1 }] });
      await first.acquire(k, 'f', 'a');
      await first.sending(k, 'a', what);
      await first.settle(k, 'a', { state: 'uncertain', sent: what });
      expect(await second.acquire(k, 'other', 'b')).toEqual({ kind: 'taken', fingerprint: 'f' });
      expect(await second.acquire(k, 'f', 'b')).toEqual({ kind: 'acquired', unresolved: what });
      // While b resolves it, it is busy; b's answer settles it.
      expect(await first.acquire(k, 'f', 'c')).toEqual({ kind: 'busy', fingerprint: 'f' });
      await second.settle(k, 'b', { state: 'done', answer: 'found' });
      expect(await first.acquire(k, 'f', 'c')).toMatchObject({ kind: 'done', answer: 'found' });
      await close();
    });

    it("a claim whose owner stopped renewing is taken over after the lease: free if it sent nothing, uncertain if it did", async () => {
      // b's lease must outlast b's own next steps below, on a CI machine busy with the browser journeys: 150 ms
      // did not once (b's claim expired and c took it over).
      const { first, second, close } = await make(400);
      const [quiet, sender] = [key(), key()];
      const what = sent();
      await first.acquire(quiet, 'f', 'dead');
      await first.acquire(sender, 'f', 'dead');
      await first.sending(sender, 'dead', what);
      expect(await second.acquire(sender, 'f', 'b')).toEqual({ kind: 'busy', fingerprint: 'f' });
      await sleep(700);
      expect(await second.acquire(quiet, 'changed', 'b')).toEqual({ kind: 'acquired' });
      expect(await second.acquire(sender, 'changed', 'b')).toEqual({ kind: 'taken', fingerprint: 'f' });
      expect(await second.acquire(sender, 'f', 'b')).toEqual({ kind: 'acquired', unresolved: what });
      // The dead owner's late moves change nothing.
      expect(await first.sending(sender, 'dead', sent('late'))).toBe(false);
      await first.settle(sender, 'dead', { state: 'done', answer: 'late' });
      expect(await first.acquire(sender, 'f', 'c')).toEqual({ kind: 'busy', fingerprint: 'f' });
      await close();
    });

    it('a renewed lease keeps the claim past its first expiry', async () => {
      const { first, second, close } = await make(200);
      const k = key();
      await first.acquire(k, 'f', 'a');
      for (let i = 0; i < 4; i++) {
        await sleep(100);
        expect(await first.renew(k, 'a')).toBe(true);
      }
      expect(await second.acquire(k, 'f', 'b')).toEqual({ kind: 'busy', fingerprint: 'f' });
      expect(await second.renew(k, 'b')).toBe(false);
      await close();
    });

    it('binds a name to the first value only', async () => {
      const { first, second, close } = await make(5_000);
      const order = `SO-${randomUUID()}`;
      expect(await first.bind(order, 'key-a')).toBe('key-a');
      expect(await second.bind(order, 'key-b')).toBe('key-a');
      expect(await second.bind(order, 'key-a')).toBe('key-a');
      await close();
    });
  });
}
