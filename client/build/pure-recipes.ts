import type { Plugin } from 'vite';

/**
 * Chakra's recipe definitions made droppable at build time: each `const x = defineRecipe({...})` becomes
 * `const x = /* @__PURE__ *\/ (function () { return defineRecipe({...}); })()`, the same value.
 *
 * Chakra's package says it has no side effects, so the bundler drops the recipes nobody uses, but not
 * all of them: many recipes are built from others (`...inputRecipe.base`, `radiomarkRecipe.variants?.size.sm`),
 * and a property read may run a getter, so the bundler keeps those reads of an unused recipe, and with them
 * the recipes they read. The select recipe (about 1 KB gzip) stayed in every first load that way, for
 * the native select's recipe, which comes with its component (theme/with-recipe/). Inside a function
 * the reads are the function's: an unused call annotated pure goes whole. (A function, not an arrow:
 * the bundler's minifier unwraps an arrow called in place before the tree-shaking, annotation and all;
 * tried, the select recipe stayed.)
 */
export function pureRecipesAtBuild(): Plugin {
  return {
    name: 'tulus-pure-recipes',
    transform(code, id) {
      if (!RECIPE_MODULE.test(id)) return null;
      const definitions = code.match(DEFINITION)?.length ?? 0;
      if (definitions !== (code.match(DEFINITION_END)?.length ?? 0)) {
        // A Chakra release that writes its recipes differently: stop rather than wrap the wrong lines.
        this.error(`${id}: ${definitions} recipe definitions but not as many '});' lines; see client/build/pure-recipes.ts`);
      }
      return { code: code.replace(DEFINITION, '$1/* @__PURE__ */ (function () { return $2(').replace(DEFINITION_END, '}); })();'), map: null };
    },
  };
}

/** Chakra's recipe modules (node_modules/@chakra-ui/react/dist/esm/theme/recipes/*.js). */
const RECIPE_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/][\w-]+\.js$/;
/** A top-level definition's start, `const buttonRecipe = defineRecipe(`, and its end, a line `});`. */
const DEFINITION = /^(const [\w$]+ = )(defineSlotRecipe|defineRecipe|defineStyle)\(/gm;
const DEFINITION_END = /^\}\);$/gm;
