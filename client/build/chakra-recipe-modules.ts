import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * `import { dialogSlotRecipe } from 'chakra-recipe:dialog'` reads Chakra's dialog recipe module
 * (theme/recipes/dialog.js) as a module of its own, for theme/with-recipe/: the recipes of components
 * no first screen draws then go in the lazy chunks of the screens that draw them (decision 046).
 *
 * As a module of its own because the bundler (Rolldown) puts a module in the entry's chunks when the
 * entry reaches it, whether or not the entry uses it, and every app reaches every recipe: Chakra's
 * index imports its preset, which imports its theme, which imports all ~80 recipes. The same file under
 * another id (a query) is reached only from the lazy chunks that import it, and the entry's copy, unused,
 * is dropped. A recipe built on another (native select on select) imports that one the same way; its
 * other imports (the anatomy, `defineSlotRecipe`) stay the entry's modules.
 */
export function chakraRecipeModules(): Plugin {
  return {
    name: 'tulus-chakra-recipe-modules',
    enforce: 'pre',
    resolveId(source) {
      const file = /^chakra-recipe:([a-z-]+)$/.exec(source)?.[1];
      return file ? `${RECIPES}${file}.js${OWN_MODULE}` : null;
    },
    transform(code, id) {
      if (!id.startsWith(RECIPES) || !id.endsWith(OWN_MODULE)) return null;
      return { code: code.replace(/from '\.\/([a-z-]+)\.js'/g, `from './$1.js${OWN_MODULE}'`), map: null };
    },
  };
}

const RECIPES = fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/', import.meta.url));
const OWN_MODULE = '?with-its-component';
