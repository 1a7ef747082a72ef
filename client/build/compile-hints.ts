import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 on): a script whose first line is this comment has all its
 * functions compiled as it loads, on the thread that streams it in, instead of each one on the main
 * thread the first time it runs. A product card's first tap on a phone slowed 4x compiled 8 to 29 ms
 * of code on the main thread (React's and React Router's navigation, the product page's route); with
 * the hint, 2 to 9 ms (docs/performance.md section 33; docs/decisions/060-compile-hints.md). Other
 * browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint first in the chunks whose code a page runs as it loads and on its first taps: the
 * entry (the shop's frame) and the groups named (the libraries, the landing route, the drawn screens,
 * which a customer lands on or a card's tap opens). Not in the other lazy screens': compiling what a
 * visit may never run costs a phone's memory.
 *
 * After Vite's own additions (the list of a chunk's dependencies goes before its code), so that the
 * hint is the first line; each chunk's source map moves its lines one down with it.
 */
export function compileHints(groups: readonly string[]): Plugin {
  const eager = new Set(groups);
  return {
    name: 'tulus-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || eager.has(chunk.name))) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The maps are written as they are in the bundle by now (Vite updates them there too).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
