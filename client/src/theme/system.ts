import { useEffect, useState } from 'react';
import { createSystem, defaultBaseConfig, defineConfig, type SlotRecipeConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe,
  checkmarkRecipe, cssVarsPrefix, cssVarsRoot, dataListSlotRecipe, fieldSlotRecipe, globalCss,
  headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, layerStyles, linkRecipe, listSlotRecipe,
  radiomarkRecipe, semanticTokens, separatorRecipe, skeletonRecipe, spinnerRecipe,
  textareaRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's global styles, but its custom properties declared once, on <html>, not on every element.
 * Chakra's `*` rule declares 26 of them (the ring's, the filters', the border colour's) and a font feature on
 * each element, so every style recalculation resolves them again element by element: without them a
 * whole page's restyle on a phone slowed 4x took 7 to 36% less time (docs/performance.md section 33). They
 * inherit, so each element sees the same values. What changes: an element that sets one of the ring's
 * or the filters' properties (Chakra's `ring` and `filter="auto"` props, which the shop does not use)
 * passes it on to its children, where before each child started again from the default.
 */
const { '*': perElement, html, ...otherGlobalCss } = globalCss;

/**
 * Chakra's default theme with only the recipes of the components the shop uses (Chakra's bundle
 * guide): `defaultConfig` carries the recipes of all ~80 components, about 115 KB of the first
 * load's JS (docs/performance.md). A component left out here renders unstyled, without an error: when a screen
 * starts using another Chakra component, add its recipe here, or, if no first screen draws it, with the component
 * (theme/with-recipe/, RECIPES_WITH_THEIR_COMPONENTS below); build/chakra-recipes.test.ts and `npm run bench` list
 * any that are missing.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...otherGlobalCss, html: { ...perElement, ...html } },
  // Chakra's keyframes are not here: only the global styles use them, which the build writes into
  // index.html (client/build/chakra-global-css.ts adds them there), so the browser's bundle does not carry them.
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});


/** One coherent look: water blue, clean system type, generous tap targets. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.800' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e8f4fc' },
          100: { value: '#c5e3f7' },
          200: { value: '#9dd0f1' },
          300: { value: '#6bb8e8' },
          400: { value: '#3a9ede' },
          500: { value: '#0f86d1' },
          600: { value: '#0b6fb8' },
          700: { value: '#085894' },
          800: { value: '#064372' },
          900: { value: '#032d4f' },
        },
      },
    },
    recipes: {
      // Every field is a 44 px tap target (WCAG 2.5.5) at the default size, not 40 px: one rule
      // here rather than minH on each field (some had it, the profile's and the OTP's did not).
      input: { variants: { size: { md: { '--input-height': 'sizes.11' } } } },
      // Chakra's solid hover is the palette at 90% opacity, i.e. lighter: white text on it falls
      // below 4.5:1 (axe found it on a hovered Upload button). A hover goes darker instead.
      button: { variants: { variant: { solid: { _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } } } } },
    },
    semanticTokens: {
      colors: {
        // A focus ring must stand out 3:1 from the page (WCAG 1.4.11): Chakra's gray.400 ring was
        // 2.6:1 on white, and the lighter palettes' 500 shades (green, orange, teal) fall short too.
        gray: { focusRing: { value: '{colors.gray.600}' } },
        red: { focusRing: { value: '{colors.red.600}' } },
        green: { focusRing: { value: '{colors.green.700}' } },
        orange: { focusRing: { value: '{colors.orange.700}' } },
        teal: { focusRing: { value: '{colors.teal.700}' } },
        blue: { focusRing: { value: '{colors.blue.600}' } },
        purple: { focusRing: { value: '{colors.purple.600}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

/** The configs the shop's system is made of (the build's global styles are made from them too). */
export const SHOP_CONFIGS = [defaultBaseConfig, chakraTheme, config] as const;

/**
 * The recipes of components no first screen draws: dialogs, tables, the avatar, toasts, native
 * selects (the shop's tabs are plain since decision 076). Each comes with its component
 * (theme/with-recipe/), in the lazy chunks of the screens that draw it, instead of in every page's
 * first load (3.5 KB gzip; decision 046).
 */
export const RECIPES_WITH_THEIR_COMPONENTS = ['avatar', 'dialog', 'nativeSelect', 'table', 'toast'] as const;
type RecipeWithItsComponent = (typeof RECIPES_WITH_THEIR_COMPONENTS)[number];

let built: SystemContext | undefined;
/** Recipes handed over before the system was built (a lazy chunk may run before main.tsx builds it). */
const handedOver = new Map<RecipeWithItsComponent, SlotRecipeConfig>();

/**
 * Gives the system the recipe of a component that brings its own (theme/with-recipe/). Chakra's
 * components look a recipe up by key through `getSlotRecipeFn`, which makes and keeps the recipe's
 * function on first use from the one it is handed when the theme has none.
 */
export function addSlotRecipe(key: RecipeWithItsComponent, recipe: SlotRecipeConfig) {
  if (built) built.getSlotRecipeFn(key, recipe);
  else handedOver.set(key, recipe);
}

/**
 * The shop's Chakra system, built on the first call. Building it (createSystem: merging the configs and
 * making the token dictionary) took 130 to 240 ms of a home page load on a phone slowed 4x (CPU profile
 * and trace): the browser's entry has it built beforehand in steps (buildShopSystem) rather than as part
 * of the scripts' evaluation.
 */
export function shopSystem(): SystemContext {
  if (!built) keep(createSystem(...SHOP_CONFIGS));
  return built!;
}

/**
 * What ChakraProvider reads of the system as it renders (its two <Global>s, the only reads of these three
 * in Chakra), with the values the built system has: its global styles are empty (the build writes them
 * into index.html: client/build/chakra-global-css.ts) and its cascade layers are Chakra's default four.
 * system.test.ts checks them against the built system.
 */
export const PROVIDER_READS = { _global: [], _config: {}, layers: { atRule: '@layer reset, base, tokens, recipes;' } } as const;

/**
 * The shop's system for ChakraProvider, built by buildShopSystem or when a component first asks for anything
 * of it. Most pages the gateway draws are plain elements (routes.tsx, DRAWN_ROUTES' `plain`): they are taken
 * over without the system, so main.tsx builds it after their first render instead of before, and the page
 * works that much sooner (decision 077). A component that asks before the steps are done has it built at
 * once, in its render, as shopSystem does (marked 'tulus:system-at-once' for the e2e tests and probes).
 */
export const shopSystemLater: SystemContext = new Proxy({} as SystemContext, {
  get(_unused, key) {
    if (!built) {
      if (typeof key === 'string' && key in PROVIDER_READS) return PROVIDER_READS[key as keyof typeof PROVIDER_READS];
      // Marked for the e2e tests and the bench: a plain page is taken over without this.
      performance.mark('tulus:system-at-once');
    }
    return Reflect.get(shopSystem(), key);
  },
  has: (_unused, key) => key in shopSystem(),
});

let systemKept = () => {};
const kept = new Promise<void>((resolve) => (systemKept = resolve));

/** Resolves once the system is built: for a part drawn at idle that should not have it built at once (the toasts' viewport). */
export const systemBuilt = (): Promise<void> => kept;

/** Whether the system is built, and a new render once it is: for the same kind of part, drawn by a screen (a closed dialog). */
export function useSystemBuilt(): boolean {
  const [ready, setReady] = useState(() => built !== undefined);
  useEffect(() => {
    if (!ready) void kept.then(() => setReady(true));
  }, [ready]);
  return ready;
}

function keep(system: SystemContext) {
  built = system;
  for (const [key, recipe] of handedOver) system.getSlotRecipeFn(key, recipe);
  systemKept();
}

/** What the build adds to Chakra's createSystem (client/build/chakra-system-in-steps.ts). */
type SystemStep = { readonly kind: unique symbol };
type InSteps = { steps?: { merge(...configs: typeof SHOP_CONFIGS): SystemStep; tokens(step: SystemStep): Array<() => void> } };

/**
 * Builds the shop's system in steps with `between` (a new task) after each: the merge of the configs,
 * the token dictionary's phases, the rest. In one call it was the longest task of every page load
 * (about 90 ms on a phone slowed 4x; docs/performance.md section 21). Where the build did not add the
 * steps (Vite's development server), it builds it at once.
 */
export async function buildShopSystem(between: () => Promise<void>): Promise<void> {
  const steps = (createSystem as InSteps).steps;
  if (built) return;
  if (!steps) return void shopSystem();
  const step = steps.merge(...SHOP_CONFIGS);
  await between();
  for (const phase of steps.tokens(step)) {
    phase();
    await between();
  }
  // A lazy chunk may have asked for the system meanwhile, and had it built at once.
  if (!built) keep((createSystem as (step: SystemStep) => SystemContext)(step));
}
