import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { RECIPES_WITH_THEIR_COMPONENTS, shopSystem } from '../src/theme/system.ts';

/**
 * Which recipes the client's Chakra components need, and whether the system (src/theme/system.ts, which
 * carries only the recipes in use) has each: a component without its recipe renders unstyled, without
 * an error. Read by build/chakra-recipes.test.ts (so CI says so) and by `npm run bench`.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const COMPONENTS = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm/components');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

const SRC = join(ROOT, 'client/src');

/** Names the client imports (or hands on) from @chakra-ui/react (or one of its subpaths), with the files that import each. */
export function chakraImports(srcDir = SRC): Map<string, string[]> {
  const used = new Map<string, string[]>();
  // `export { X } from` too: theme/with-recipe/ hands on the components whose recipes come with them.
  const pattern = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react(?:\/[^']*)?'/g;
  for (const file of filesUnder(srcDir, /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) used.set(name, [...(used.get(name) ?? []), relative(srcDir, file)]);
      }
    }
  }
  return used;
}

/**
 * For every name a Chakra component folder exports, the recipe keys its components style
 * themselves with, including those of the Chakra components they render (a Checkbox draws a
 * Checkmark): `key: "..."` in the folder's code and in the folders it imports.
 */
export function recipeKeysByName(): Map<string, Set<string>> {
  const dirs = readdirSync(COMPONENTS).filter((d) => statSync(join(COMPONENTS, d)).isDirectory());
  const ownKeys = new Map<string, Set<string>>();
  const uses = new Map<string, Set<string>>();
  for (const dir of dirs) {
    const code = filesUnder(join(COMPONENTS, dir), /\.js$/).map((f) => readFileSync(f, 'utf8')).join('\n');
    ownKeys.set(dir, new Set([...code.matchAll(/\bkey:\s*"([A-Za-z]+)"/g)].map((m) => m[1]!)));
    uses.set(dir, new Set([...code.matchAll(/from '\.\.\/([a-z-]+)\//g)].map((m) => m[1]!).filter((d) => dirs.includes(d))));
  }
  const keysOf = (dir: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(dir)) return new Set();
    seen.add(dir);
    const keys = new Set(ownKeys.get(dir));
    for (const other of uses.get(dir) ?? []) for (const key of keysOf(other, seen)) keys.add(key);
    return keys;
  };
  const byName = new Map<string, Set<string>>();
  for (const dir of dirs) {
    const index = join(COMPONENTS, dir, 'index.js');
    if (!existsSync(index)) continue;
    const names = [...readFileSync(index, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
      .flatMap((m) => m[1]!.split(','))
      .map((part) => part.trim().split(/\s+as\s+/).at(-1)!.trim())
      .filter(Boolean);
    const keys = keysOf(dir);
    for (const name of names) byName.set(name, new Set([...(byName.get(name) ?? []), ...keys]));
  }
  return byName;
}

/** The recipe keys the client's Chakra components need, with the names that need each and the files that import them. */
export function neededRecipes(): Map<string, Array<{ name: string; files: string[] }>> {
  const byName = recipeKeysByName();
  const needed = new Map<string, Array<{ name: string; files: string[] }>>();
  for (const [name, files] of chakraImports()) {
    for (const key of byName.get(name) ?? []) needed.set(key, [...(needed.get(key) ?? []), { name, files }]);
  }
  return needed;
}

/**
 * The recipe keys in the shop's system: its config, which carries only the recipes in use, and those
 * that come with their components (theme/with-recipe/; chakra-recipes.test.ts checks each is handed over).
 */
export function recipesInSystem(): Set<string> {
  const theme = (shopSystem() as unknown as { _config: { theme?: { recipes?: object; slotRecipes?: object } } })._config.theme;
  return new Set([...Object.keys(theme?.recipes ?? {}), ...Object.keys(theme?.slotRecipes ?? {}), ...RECIPES_WITH_THEIR_COMPONENTS]);
}

/** Every recipe key Chakra's theme has (a component's `key` may name none, e.g. a plain factory element). */
const RECIPES_THAT_EXIST = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

/** The recipes that some component of the client needs and the system (`inSystem`) lacks, with the names and files that need each. */
export function missingRecipes(inSystem = recipesInSystem()): string[] {
  return [...neededRecipes()]
    .filter(([key]) => RECIPES_THAT_EXIST.has(key) && !inSystem.has(key))
    .map(([key, users]) => `${key} (${users.map(({ name, files }) => `${name} in ${files.join(', ')}`).join('; ')})`);
}
