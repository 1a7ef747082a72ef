import type { Plugin } from 'vite';

/**
 * Chakra's and Ark's component anatomies (the names of each component's parts) marked as free of side
 * effects at build time, so the bundler drops those of the components the shop never draws.
 *
 * Every Chakra recipe imports its component's anatomy from one module (@chakra-ui/react's anatomy.js),
 * which defines all ~45 of them at its top level with calls (`createAnatomy(...)`, `.extendWith(...)`),
 * and each of Zag's packages builds its own at its top level (`anatomy.build()`). A bundler keeps any
 * top-level call it cannot prove harmless, so the first load carried and ran all of them: on a phone
 * slowed 4x about 30 ms of the scripts' evaluation, spent on carousels, colour and date pickers the
 * shop has none of (docs/performance.md section 17). They are pure: they only build and return objects
 * (@zag-js/anatomy's create-anatomy.mjs), which is what the `@__PURE__` annotation tells the bundler.
 */
export function pureAnatomiesAtBuild(): Plugin {
  return {
    name: 'tulus-pure-anatomies',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id)) return null;
      // createAnatomy(name).parts(a, b) is createAnatomy(name, [a, b]): one call, which the annotation covers.
      const oneCall = code.replace(PARTS_CHAIN, 'createAnatomy($1, [$2])');
      return { code: oneCall.replace(ANATOMY_CALL, '$1/* @__PURE__ */ '), map: null };
    },
  };
}

/** Chakra's anatomy.js and recipes, Ark's components' and Zag's packages' anatomy modules. */
const ANATOMY_MODULE = /(@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy|theme[\\/]recipes[\\/][\w-]+)\.js|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;
/** `createAnatomy("name").parts(...)`, its parts being string literals. */
const PARTS_CHAIN = /createAnatomy\(("[^"]*")\)\.parts\(([^)]*)\)/g;
/**
 * An assignment or a property from one of the anatomy builder's calls: createAnatomy(...), x.build(),
 * x.extendWith(...), x.rename(...), x.omit(...), x.keys() (a recipe's `slots: xAnatomy.keys()`).
 */
const ANATOMY_CALL = /([=:]\s*)(?=createAnatomy\(|[\w$]+\.(?:build|extendWith|rename|omit|keys)\()/g;
