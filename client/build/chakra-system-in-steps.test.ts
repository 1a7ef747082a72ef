import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSystem as chakrasCreateSystem, type SystemContext } from '@chakra-ui/react';
import { chakraSystemInSteps } from './chakra-system-in-steps.ts';
import { SHOP_CONFIGS } from '../src/theme/system.ts';

/**
 * The build's createSystem in steps (chakra-system-in-steps.ts) against Chakra's own: its two modules
 * transformed as the build does, in a copy of Chakra's ES modules (under node_modules/.cache, so that
 * their own imports resolve), then the shop's system made at once and in steps, and compared.
 */
const CHAKRA_ESM = fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm', import.meta.url));
const COPY = mkdtempSync(join(fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url)), 'chakra-in-steps-'));
afterAll(() => rmSync(COPY, { recursive: true, force: true }));

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = chakraSystemInSteps().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** Chakra's dist/esm copied with the two modules as the build makes them. */
function patchedChakra(): string {
  cpSync(CHAKRA_ESM, join(COPY, 'esm'), { recursive: true });
  writeFileSync(join(COPY, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const module of ['styled-system/system.js', 'styled-system/token-dictionary.js']) {
    const file = join(COPY, 'esm', module);
    // Transformed under Chakra's own id, which is what the build matches.
    const result = transform.call(context, readFileSync(file, 'utf8'), join(CHAKRA_ESM, module));
    if (!result) throw new Error(`${module} not transformed`);
    writeFileSync(file, result.code);
  }
  return join(COPY, 'esm/styled-system/system.js');
}

type Step = unknown;
type InSteps = ((...configs: unknown[]) => SystemContext) & { steps: { merge(...configs: unknown[]): Step; tokens(step: Step): Array<() => void> } };

/** What a system makes of the shop's theme: every token with its CSS variable, and the CSS of a few styles and recipes. */
function madeOf(system: SystemContext) {
  return {
    tokens: [...system.tokens.tokenMap.values()].map((token) => [token.name, token.value, token.extensions.cssVar]),
    cssVars: [...system.tokens.cssVarMap.entries()].map(([condition, vars]) => [condition, [...vars.entries()]]),
    css: system.css({ color: 'brand.700', bg: { base: 'gray.50', md: 'colorPalette.subtle' }, p: '4', _hover: { borderColor: 'red.600' } }),
    button: system.getRecipeFn('button')({ size: 'lg', variant: 'outline' }),
    card: system.getSlotRecipeFn('card')({ size: 'sm' }),
  };
}

describe("Chakra's createSystem in steps (client/build/chakra-system-in-steps.ts)", () => {
  it('makes the same system as Chakra at once, in steps, and when called as before', async () => {
    const { createSystem } = (await import(pathToFileURL(patchedChakra()).href)) as { createSystem: InSteps };
    const chakras = madeOf(chakrasCreateSystem(...SHOP_CONFIGS));

    const step = createSystem.steps.merge(...SHOP_CONFIGS);
    const phases = createSystem.steps.tokens(step);
    expect(phases.length).toBeGreaterThan(3);
    for (const phase of phases) phase();
    const inSteps = madeOf(createSystem(step));

    expect(inSteps).toEqual(chakras);
    expect(madeOf(createSystem(...SHOP_CONFIGS))).toEqual(chakras);
  });

  it('stops the build on a Chakra whose createSystem or token dictionary reads otherwise', () => {
    const system = join(CHAKRA_ESM, 'styled-system/system.js');
    const dictionary = join(CHAKRA_ESM, 'styled-system/token-dictionary.js');
    const changed = (file: string, from: string, to: string) => readFileSync(file, 'utf8').replace(from, to);
    expect(() => transform.call(context, changed(system, 'const config = mergeConfigs(...configs);', 'const config = merge(...configs);'), system)).toThrow(/not found/);
    expect(() => transform.call(context, changed(dictionary, '    addReferences();\n    expandTokenReferences$1();', '    expandTokenReferences$1();\n    addReferences();'), dictionary)).toThrow(/build\(\) is not/);
    expect(transform.call(context, 'export const other = 1;', '/x/node_modules/@chakra-ui/react/dist/esm/utils/other.js')).toBeNull();
  });
});
