import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { replaceAtBuild } from './replace-at-build.ts';
import { createSystem, defineConfig } from '@chakra-ui/react';
import { keyframes } from '@chakra-ui/react/theme';
import { SHOP_CONFIGS } from '../src/theme/system.ts';

/**
 * Chakra's global styles (its CSS reset, the shop's global CSS and one custom property per theme
 * token, about 40 KB) written once at build time into index.html, instead of computed on every page
 * load. `createSystem` builds them eagerly, and ChakraProvider hands them to Emotion, which serializes
 * and inserts them: on a 4x-slowed phone that was over half of the entry's evaluation task and a
 * share of hydration, before the page answered a tap (docs/performance.md section 11;
 * docs/decisions/018-chakra-global-css-at-build-time.md).
 *
 * Two parts:
 * - `transformIndexHtml`: the styles as CSS text in a <style> at the end of <head> (before Emotion adds the components' styles after it), made from the very
 *   system the app uses (client/src/theme/system.ts), the way Emotion's <Global> makes them
 *   (serialized, then stylis with its vendor prefixer). Every page has them: those the gateway draws
 *   (they are filled into this index.html) and those rendered in the browser.
 * - `transform`: in the bundles (the browser's and the server render's), Chakra's `createSystem`
 *   leaves its global styles empty, so neither computes nor inserts them again.
 */
export function chakraGlobalCssAtBuild(): Plugin {
  return {
    name: 'tulus-chakra-global-css',
    // A Chakra release that builds its global styles differently stops the build: they would be shipped twice or never.
    transform: replaceAtBuild(SYSTEM_MODULE, EAGER_GLOBAL, BUILT_GLOBAL, 'client/build/chakra-global-css.ts'),
    transformIndexHtml() {
      return [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: globalCss(), injectTo: 'head' }];
    },
  };
}

/** Chakra's styled-system module, where createSystem lives (node_modules/@chakra-ui/react/dist/esm/styled-system/system.js). */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const BUILT_GLOBAL = 'const _global = []; /* written into index.html at build time: client/build/chakra-global-css.ts */';

/** What ChakraProvider's two <Global>s would insert: the cascade layers' order, then the global styles. */
export function globalCss(): string {
  // The shop's system with Chakra's keyframes, which only these global styles use (theme/system.ts).
  const system = createSystem(...SHOP_CONFIGS, defineConfig({ theme: { keyframes } }));
  const styles = [system.layers.atRule, ...system._global];
  const serialized = serializeStyles(styles as Parameters<typeof serializeStyles>[0]);
  return serialize(compile(serialized.styles), middleware([prefixer, stringify]));
}
