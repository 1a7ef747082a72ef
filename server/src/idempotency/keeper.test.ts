import { setTimeout as sleep } from 'node:timers/promises';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { CircuitOpenError } from '../provider/breaker.ts';
import { UpstreamError } from '../provider/errors.ts';
import { OnceKeeper, type OnceJob } from './keeper.ts';
import { MemoryOnceStore } from './memory-store.ts';
import { InProgressError, KeyReusedError, OutcomeUnknownError } from './refusals.ts';
import { StoreUnavailableError, type OnceStore } from './store.ts';

const quiet = { warn: () => {} };
/** A provider failure as ctx.call throws it: a TRPCError around the UpstreamError. */
const upstream = (kind: UpstreamError['kind'], details: ConstructorParameters<typeof UpstreamError>[2] = {}) =>
  new TRPCError({ code: 'BAD_GATEWAY', cause: new UpstreamError(kind, '/insert-sales-order', details) });
const reset = () => upstream('unreachable', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
const refused = () => upstream('unreachable', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });

/** A provider stand-in: what it stored, and a job that writes to it (failing as told after or before storing). */
function provider() {
  const stored: string[] = [];
  const job = (key: string, request: string, fail?: { error: Error; afterStoring: boolean }, resolvable = true): OnceJob<string> => ({
    key,
    fingerprint: request,
    work: async (sending) => {
      await sending(request);
      if (fail && !fail.afterStoring) throw fail.error;
      stored.push(request);
      if (fail) throw fail.error;
      return `record ${stored.length}`;
    },
    resolve: resolvable ? async (sent) => (stored.includes(sent.request as string) ? { found: `record ${stored.indexOf(sent.request as string) + 1}` } : { absent: true }) : undefined,
    unknownMessage: 'Mungkin sudah tercatat.',
  });
  return { stored, job };
}

describe('OnceKeeper', () => {
  it('runs concurrent and later requests with one key once, and says which answers are repeats', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    const [a, b] = await Promise.all([keeper.run(job('k', 'cart')), keeper.run(job('k', 'cart'))]);
    expect([a, b]).toEqual([{ answer: 'record 1', repeated: false }, { answer: 'record 1', repeated: true }]);
    expect(await keeper.run(job('k', 'cart'))).toEqual({ answer: 'record 1', repeated: true });
    expect(stored).toEqual(['cart']);
  });

  it('refuses the key with another request, carrying the first answer', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { job } = provider();
    await keeper.run(job('k', 'cart'));
    const refusal = await keeper.run(job('k', 'other cart')).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(KeyReusedError);
    expect((refusal as KeyReusedError).details).toBe('record 1');
  });

  it('another request with a key still running waits for it, then is refused with its answer', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { job } = provider();
    const [first, second] = await Promise.allSettled([keeper.run(job('k', 'cart, Tuesday')), keeper.run(job('k', 'cart, Wednesday'))]);
    expect(first).toEqual({ status: 'fulfilled', value: { answer: 'record 1', repeated: false } });
    expect(second).toMatchObject({ status: 'rejected', reason: { details: 'record 1' } });
  });

  it('frees the key when nothing reached the provider: refused before sending, no connection, circuit open, a 4xx refusal', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    const failures = [refused(), new TRPCError({ code: 'SERVICE_UNAVAILABLE', cause: new CircuitOpenError('/x') }), upstream('rejected', { status: 409 })];
    for (const error of failures) await expect(keeper.run(job('k', 'cart', { error, afterStoring: false }))).rejects.toBe(error);
    const beforeSending: OnceJob<string> = { ...job('k', 'cart'), work: async () => Promise.reject(new Error('Total pembayaran harus minimal Rp 100.000')) };
    await expect(keeper.run(beforeSending)).rejects.toThrow('minimal');
    // Free: even a changed request may use the key now.
    expect(await keeper.run(job('k', 'changed cart'))).toEqual({ answer: 'record 1', repeated: false });
    expect(stored).toEqual(['changed cart']);
  });

  it('a cut answer after the provider stored: found at once, the caller gets the record, not an error', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    expect(await keeper.run(job('k', 'cart', { error: reset(), afterStoring: true }))).toEqual({ answer: 'record 1', repeated: false });
    expect(await keeper.run(job('k', 'cart'))).toEqual({ answer: 'record 1', repeated: true });
    expect(stored).toEqual(['cart']);
  });

  it('a lost answer that cannot be found yet stays uncertain: the error now, and the next attempt looks before it sends', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    let lookups = 0;
    const lookupFails: OnceJob<string> = { ...job('k', 'cart', { error: reset(), afterStoring: true }), resolve: async () => { lookups++; throw upstream('timeout'); } };
    await expect(keeper.run(lookupFails)).rejects.toThrow();
    expect(lookups).toBe(1);
    // The retry finds what the first attempt stored and sends nothing.
    expect(await keeper.run(job('k', 'cart'))).toEqual({ answer: 'record 1', repeated: false });
    expect(stored).toEqual(['cart']);
  });

  it('a lost answer the provider shows no trace of is sent again on the next attempt', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    const error = upstream('rejected', { status: 502 });
    await expect(keeper.run(job('k', 'cart', { error, afterStoring: false }))).rejects.toBe(error);
    expect(await keeper.run(job('k', 'cart'))).toEqual({ answer: 'record 1', repeated: false });
    expect(stored).toEqual(['cart']);
  });

  it('a timed-out write is not looked up at once (the user has waited the timeout), but before the next attempt', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    const timeout = upstream('timeout');
    await expect(keeper.run(job('k', 'cart', { error: timeout, afterStoring: true }))).rejects.toBe(timeout);
    expect(await keeper.run(job('k', 'cart'))).toEqual({ answer: 'record 1', repeated: false });
    expect(stored).toEqual(['cart']);
  });

  it('without a look-up, a lost answer is told plainly and never sent again for the key', async () => {
    const keeper = new OnceKeeper(new MemoryOnceStore(), quiet);
    const { stored, job } = provider();
    await expect(keeper.run(job('k', 'return', { error: reset(), afterStoring: true }, false))).rejects.toEqual(new OutcomeUnknownError('Mungkin sudah tercatat.'));
    await expect(keeper.run(job('k', 'return', undefined, false))).rejects.toBeInstanceOf(OutcomeUnknownError);
    expect(stored).toEqual(['return']);
  });

  it("takes over a crashed replica's claim within a lease: looked up when it had sent, run when it had not", async () => {
    const store = new MemoryOnceStore({ leaseMs: 200 });
    const keeper = new OnceKeeper(store, quiet, { waitMs: 1_000, pollMs: 20 });
    const { stored, job } = provider();
    // A replica took both keys, sent one of them (and the provider stored it), then died.
    await store.acquire('sent', 'cart', 'dead');
    await store.sending('sent', 'dead', { since: Date.now(), request: 'cart' });
    stored.push('cart');
    await store.acquire('quiet', 'other', 'dead');
    const started = Date.now();
    expect(await keeper.run(job('sent', 'cart'))).toEqual({ answer: 'record 1', repeated: false });
    expect(await keeper.run(job('quiet', 'other'))).toEqual({ answer: 'record 2', repeated: false });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stored).toEqual(['cart', 'other']);
  });

  it('a live claim elsewhere: waits a little, then "in progress"; its answer once it is there', async () => {
    const store = new MemoryOnceStore();
    const elsewhere = new OnceKeeper(store, quiet);
    const here = new OnceKeeper(store, quiet, { waitMs: 200, pollMs: 20 });
    let finish: (value: string) => void = () => {};
    const slow = elsewhere.run({ key: 'k', fingerprint: 'f', work: async (sending) => { await sending('f'); return new Promise<string>((r) => { finish = r; }); }, unknownMessage: '' });
    await sleep(20);
    await expect(here.run({ key: 'k', fingerprint: 'f', work: async () => 'twice', unknownMessage: '' })).rejects.toBeInstanceOf(InProgressError);
    finish('once');
    expect(await slow).toEqual({ answer: 'once', repeated: false });
    expect(await here.run({ key: 'k', fingerprint: 'f', work: async () => 'twice', unknownMessage: '' })).toEqual({ answer: 'once', repeated: true });
  });

  it('keeps a claim alive past its lease while the work runs', async () => {
    const store = new MemoryOnceStore({ leaseMs: 90 });
    const keeper = new OnceKeeper(store, quiet, { renewEveryMs: 30 });
    const run = keeper.run({ key: 'k', fingerprint: 'f', work: async (sending) => { await sending('f'); await sleep(300); return 'done'; }, unknownMessage: '' });
    await sleep(200);
    expect(await store.acquire('k', 'f', 'other')).toEqual({ kind: 'busy', fingerprint: 'f' });
    expect(await run).toEqual({ answer: 'done', repeated: false });
  });

  it('refuses when the store cannot be asked, and sends nothing', async () => {
    const down: OnceStore = {
      acquire: () => Promise.reject(new StoreUnavailableError(new Error('ECONNREFUSED'))),
      renew: async () => false,
      sending: async () => false,
      settle: async () => {},
      bind: async (_name, value) => value,
    };
    const { stored, job } = provider();
    await expect(new OnceKeeper(down, quiet).run(job('k', 'cart'))).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(stored).toEqual([]);
  });
});
