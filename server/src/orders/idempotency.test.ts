import { describe, expect, it } from 'vitest';
import { KeyReusedError, MemoryIdempotencyStore } from './idempotency.ts';

describe('MemoryIdempotencyStore', () => {
  it('runs the work once for concurrent and later calls with the same key', async () => {
    const store = new MemoryIdempotencyStore();
    let runs = 0;
    const work = async () => ++runs;
    const results = await Promise.all([store.run('k', 'f', work), store.run('k', 'f', work)]);
    expect(results).toEqual([1, 1]);
    expect(await store.run('k', 'f', work)).toBe(1);
    expect(runs).toBe(1);
  });

  it('refuses the same key with another request', async () => {
    const store = new MemoryIdempotencyStore();
    await store.run('k', 'cart-a', async () => 1);
    await expect(store.run('k', 'cart-b', async () => 2)).rejects.toBeInstanceOf(KeyReusedError);
  });

  it('forgets a failure so the same key can be tried again', async () => {
    const store = new MemoryIdempotencyStore();
    await expect(store.run('k', 'f', async () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await store.run('k', 'f', async () => 'placed')).toBe('placed');
  });

  it('forgets a key after its time to live', async () => {
    const store = new MemoryIdempotencyStore(20);
    expect(await store.run('k', 'f', async () => 'first')).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await store.run('k', 'f', async () => 'second')).toBe('second');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const store = new MemoryIdempotencyStore(60_000, 2);
    for (const key of ['a', 'b', 'c']) await store.run(key, 'f', async () => key);
    expect(await store.run('a', 'f', async () => 'a again')).toBe('a again');
    expect(await store.run('c', 'f', async () => 'c again')).toBe('c');
  });
});
