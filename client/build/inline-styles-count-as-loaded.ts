import type { Plugin } from 'vite';
import { replaceAtBuild } from './replace-at-build.ts';

/**
 * Vite's preloading counts a stylesheet written into the page (a `<style data-href>`, the entry's
 * stylesheet as index.html carries it) as loaded, as it counts a `<link rel="stylesheet">`.
 *
 * A lazy screen's chunk lists, among what it needs, the stylesheet of the entry it imports from. Before
 * loading the chunk, Vite's helper adds a `<link rel="stylesheet">` for each listed stylesheet the page
 * has no link to: for the entry's, which index.html carries in a `<style>` (decision 053), a second copy
 * of the app's styles, fetched and added after the app's own style elements. The browser then restyled
 * the whole page, and, as the list of style sheets had changed in its middle, laid out and painted all of
 * it again (docs/performance.md section 38): on every load of the profile, whose tabs are such chunks.
 */
export function inlineStylesCountAsLoaded(): Plugin {
  return {
    name: 'tulus-inline-styles-count-as-loaded',
    // A Vite release whose helper reads the page's links another way stops the build.
    transform: replaceAtBuild(PRELOAD_HELPER, READ_LINKS, READ_STYLES_AND_LINKS, 'client/build/inline-styles-count-as-loaded.ts'),
  };
}

/** Vite's preload helper, a virtual module of the build. */
const PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;
const READ_LINKS = 'const links = document.getElementsByTagName("link");';
export const READ_STYLES_AND_LINKS =
  'for (const style of document.querySelectorAll("style[data-href]")) preloadedHrefs.styles.add(new URL(style.getAttribute("data-href"), document.baseURI).href); /* client/build/inline-styles-count-as-loaded.ts */ ' +
  READ_LINKS;
