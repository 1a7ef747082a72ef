import type { Plugin } from 'vite';

/**
 * Chakra's `memo` (dist/esm/utils/memo.js), which caches its style functions (css, cva, sva, token
 * look-ups, prop checks), replaced at build time by one that gives the same answers for less work.
 * Chakra calls it for every style prop of every element on every render. Its key for an argument is
 * `simpleHash`: the object's keys sorted, each value hashed, all joined into a new string, even for
 * a single string argument. And every hit reorders its 500-entry LRU map. By the CPU profile that
 * was Chakra's largest single cost on a phone: about 120 ms of a page load and 36 ms of a product
 * card's tap at 4x CPU (docs/performance.md section 15; docs/decisions/043-chakra-memo-at-build.md).
 *
 * The replacement:
 * - a single primitive argument (a prop name, a token path, a value) is its own key: no string is built;
 * - an object or an array is hashed as Chakra does, without sorting its keys: the same object in
 *   another key order gets an entry of its own and is computed once more, with the same result;
 * - the cache keeps its 500 entries, dropping the oldest, and a hit is only a look-up.
 */
export function chakraMemoAtBuild(): Plugin {
  return {
    name: 'tulus-chakra-memo',
    transform(code, id) {
      if (!MEMO_MODULE.test(id)) return null;
      if (!ORIGINAL_MARKS.every((mark) => code.includes(mark))) {
        // A Chakra release with another memo: stop rather than replace what this was not written for.
        this.error(`${id}: not the memo client/build/chakra-memo.ts replaces (one of ${ORIGINAL_MARKS.join(' / ')} is missing)`);
      }
      return { code: FASTER_MEMO, map: null };
    },
  };
}

/** Chakra's memo module (node_modules/@chakra-ui/react/dist/esm/utils/memo.js). */
const MEMO_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;
/** What the module this replaces is made of: its hash, its LRU cache, its memo, its one export. */
const ORIGINAL_MARKS = ['function simpleHash(value)', 'const keys = Object.keys(value).sort();', 'class LRUCache', 'const memo = (fn) =>', 'export { memo };'];

/** Plain JS, as the module it replaces (it is not transformed further). */
export const FASTER_MEMO = `
const MAX_ENTRIES = 500;
const own = Object.prototype.hasOwnProperty;

function hashOf(value) {
  switch (typeof value) {
    case "string": return "s:" + value;
    case "number": return "n:" + value;
    case "boolean": return value ? "b:true" : "b:false";
    case "undefined": return "undefined";
    case "function": return "f:" + (value.name || "anonymous");
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) {
        let key = "a:[";
        for (let i = 0; i < value.length; i++) key += (i === 0 ? "" : ",") + hashOf(value[i]);
        return key + "]";
      }
      let key = "o:{";
      let first = true;
      for (const name in value) {
        if (!own.call(value, name)) continue;
        key += (first ? "" : ",") + name + ":" + hashOf(value[name]);
        first = false;
      }
      return key + "}";
    }
    default: return String(value);
  }
}

function remember(cache, key, result) {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
  cache.set(key, result);
}

const memo = (fn) => {
  // One primitive argument is its own key; anything else is keyed by its hash. Two maps, so that a
  // string argument can never be taken for the hash of an object.
  const byValue = new Map();
  const byHash = new Map();
  function get(...args) {
    if (args.length === 1 && (typeof args[0] !== "object" || args[0] === null) && typeof args[0] !== "function") {
      const arg = args[0];
      let result = byValue.get(arg);
      if (result === undefined) {
        result = fn.apply(this, args);
        remember(byValue, arg, result);
      }
      return result;
    }
    let key = "";
    for (let i = 0; i < args.length; i++) key += (i === 0 ? "" : "|") + hashOf(args[i]);
    let result = byHash.get(key);
    if (result === undefined) {
      result = fn.apply(this, args);
      remember(byHash, key, result);
    }
    return result;
  }
  return get;
};

export { memo };
`;
