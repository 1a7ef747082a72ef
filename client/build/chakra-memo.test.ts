import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { chakraMemoAtBuild, FASTER_MEMO } from './chakra-memo.ts';
import { transformWith } from './transform-for-test.ts';

type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;

const CHAKRA_MEMO_PATH = createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/dist[\\/]cjs[\\/].*$|dist[\\/]esm[\\/].*$/, 'dist/esm/utils/memo.js');

async function memoFrom(code: string): Promise<Memo> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { memo: Memo };
  return module.memo;
}

/** The plugin's transform, as Vite calls it: the code it returns, or the error it raises. */
const transform = (code: string, id: string) => transformWith(chakraMemoAtBuild(), id, code);

describe("Chakra's memo, replaced at build time", () => {
  const original = readFileSync(CHAKRA_MEMO_PATH, 'utf8');

  it('gives the answers of Chakra own memo, for primitives, objects in any key order, arrays and several arguments', async () => {
    const theirs = await memoFrom(original);
    const ours = await memoFrom(FASTER_MEMO);
    // A function of the arguments' content, whatever the order of an object's keys (as Chakra's style functions are).
    const sorted = (value: unknown): unknown =>
      typeof value === 'function' ? `fn ${value.name}` : value === undefined ? 'undefined' : Array.isArray(value) ? value.map(sorted)
        : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;
    const describeArgs = (...args: unknown[]) => JSON.stringify(args.map(sorted));
    const theirFn = theirs(describeArgs);
    const ourFn = ours(describeArgs);
    const named = function colorMix() {};
    const calls: unknown[][] = [
      ['color'], [0], [1], ['1'], [true], [null], [undefined], [Number.NaN], [named],
      [{ color: 'red', _hover: { bg: 'blue' } }], [{ _hover: { bg: 'blue' }, color: 'red' }], [['sm', 'md']], [[]], [{}],
      ['padding', 4], ['padding', '4'], [{ a: 1 }, { b: 2 }], ['color'], [{ color: 'red', _hover: { bg: 'blue' } }],
    ];
    for (const args of calls) expect(ourFn(...args)).toBe(theirFn(...args));
  });

  it('computes an object again in another key order (Chakra sorts the keys for its hash; the answer is the same)', async () => {
    const memo = await memoFrom(FASTER_MEMO);
    const fn = vi.fn((style: object) => Object.keys(style).length);
    const cached = memo(fn);
    expect(cached({ color: 'red', bg: 'blue' })).toBe(2);
    expect(cached({ bg: 'blue', color: 'red' })).toBe(2);
    expect(cached({ color: 'red', bg: 'blue' })).toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('computes once per distinct argument, and never takes a string for the hash of an object', async () => {
    const memo = await memoFrom(FASTER_MEMO);
    const fn = vi.fn((value: unknown) => (typeof value === 'string' ? `string ${value}` : `object ${JSON.stringify(value)}`));
    const cached = memo(fn);
    expect(cached('o:{}')).toBe('string o:{}');
    expect(cached({})).toBe('object {}');
    expect(cached('o:{}')).toBe('string o:{}');
    expect(cached({})).toBe('object {}');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps 500 answers, dropping the oldest first', async () => {
    const memo = await memoFrom(FASTER_MEMO);
    const fn = vi.fn((n: number) => n * 2);
    const cached = memo(fn);
    for (let n = 0; n <= 500; n++) cached(n);
    expect(fn).toHaveBeenCalledTimes(501);
    cached(500);
    expect(fn).toHaveBeenCalledTimes(501);
    cached(0);
    expect(fn).toHaveBeenCalledTimes(502);
  });

  it("replaces only Chakra's memo module, and stops the build when that module is not the one it was written for", () => {
    const id = '/app/node_modules/@chakra-ui/react/dist/esm/utils/memo.js';
    expect(transform(original, id)).toBe(FASTER_MEMO);
    expect(transform(original, '/app/node_modules/@chakra-ui/react/dist/esm/utils/merge.js')).toBeNull();
    expect(() => transform(original.replace('class LRUCache', 'class Cache'), id)).toThrow(/not the memo/);
  });
});
