import type { Plugin } from 'vite';
import { replaceAtBuild } from './replace-at-build.ts';

/**
 * Chakra's `createSystem` made callable in steps, each a task of its own in the browser: merging the
 * configs, the token dictionary's five phases (its tokens read, then changed in passes, then indexed),
 * and the rest (the style utilities, the css and recipe functions). As one call it was the longest task
 * of every page load: about 23 ms of thread time at full speed, so about 90 ms on a phone slowed 4x,
 * most of every page's blocking time at 4x (docs/performance.md section 21); the dictionary is most of it.
 *
 * The modules' `createSystem(...configs)` and `createTokenDictionary(options)` are unchanged for every
 * caller. Beside them, `createSystem.steps` gives `merge(...configs)`, then `tokens(step)`: the
 * dictionary's phases as functions to call in order; `createSystem(step)` then finishes from that step.
 * theme/system.ts uses them in the browser; the server's render and Vite's development server (which
 * does not run plugins over pre-bundled libraries) call `createSystem` at once.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'tulus-chakra-system-in-steps',
    // A Chakra release whose createSystem or token dictionary reads otherwise stops the build: the steps would not be the ones it makes.
    transform(code, id) {
      return systemInSteps.call(this, code, id) ?? dictionaryInSteps.call(this, code, id);
    },
  };
}

const SEE = 'client/build/chakra-system-in-steps.ts';

/** Chakra's styled-system module, where createSystem lives (node_modules/@chakra-ui/react/dist/esm/styled-system/system.js). */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** How createSystem reads the merged config in Chakra 3.37: kept as it is between the two parts replaced. */
const READ_CONFIG = `  const {
    theme = {},
    utilities = {},
    globalCss = {},
    cssVarsRoot = ":where(:root, :host)",
    cssVarsPrefix = "chakra",
    preflight
  } = config;
  const layers = createLayers(config);`;

/** The start of createSystem in Chakra 3.37: the merge, then the token dictionary from the merged theme. */
const ONE_CALL = `function createSystem(...configs) {
  const config = mergeConfigs(...configs);
${READ_CONFIG}
  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });`;

/** The same, with its merge and its token dictionary callable on their own. */
const IN_STEPS = `const SYSTEM_STEP = Symbol("tulus:system-step");
createSystem.steps = {
  merge(...configs) {
    return { [SYSTEM_STEP]: true, config: mergeConfigs(...configs), tokens: null };
  },
  tokens(step) {
    const { theme = {}, cssVarsPrefix = "chakra" } = step.config;
    const made = createTokenDictionary({
      breakpoints: theme.breakpoints,
      tokens: theme.tokens,
      semanticTokens: theme.semanticTokens,
      prefix: cssVarsPrefix,
      inSteps: true
    });
    return made.steps.map((phase, index) => () => {
      phase();
      if (index === made.steps.length - 1) step.tokens = made.dictionary;
    });
  }
};
function createSystem(...configs) {
  const step = configs.length === 1 && configs[0] && configs[0][SYSTEM_STEP] ? configs[0] : createSystem.steps.merge(...configs);
  const config = step.config;
${READ_CONFIG}
  if (!step.tokens) for (const phase of createSystem.steps.tokens(step)) phase();
  const tokens = step.tokens;`;

const systemInSteps = replaceAtBuild(SYSTEM_MODULE, ONE_CALL, IN_STEPS, SEE);

/** Chakra's token dictionary module (node_modules/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js). */
const DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** The end of createTokenDictionary in Chakra 3.37: the tokens read, the transforms and middlewares registered, `build()` run. */
const DICTIONARY_AT_ONCE = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`;

/** The same, with `inSteps` the phases of `build()` handed back to be called in order (each about a fifth of the work). */
const DICTIONARY_IN_STEPS = `  const phases = [
    () => {
      registerTokens();
      registerTransform(...tokenTransforms);
      registerMiddleware(...tokenMiddlewares);
    },
    () => {
      applyMiddlewares("pre");
      applyTransforms("pre");
    },
    () => {
      addConditionalTokens();
      addReferences();
      expandTokenReferences$1();
    },
    () => {
      applyMiddlewares("post");
      applyTransforms("post");
    },
    setupViews
  ];
  if (options.inSteps) return { dictionary, steps: phases };
  for (const phase of phases) phase();
  return dictionary;`;

/** build() as Chakra 3.37 has it: the phases above, in this order. */
const BUILD_PHASES = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`;

const replaceDictionaryEnd = replaceAtBuild(DICTIONARY_MODULE, DICTIONARY_AT_ONCE, DICTIONARY_IN_STEPS, SEE);
const dictionaryInSteps: typeof replaceDictionaryEnd = function (code, id) {
  // The phases are written out here: a release whose build() differs stops the build too.
  if (DICTIONARY_MODULE.test(id) && !code.includes(BUILD_PHASES)) this.error(`${id}: build() is not the one ${SEE} splits`);
  return replaceDictionaryEnd.call(this, code, id);
};
