// The Chakra components whose recipes come with them (decision 046), for the lint rule that keeps the
// screens from importing them from Chakra directly (eslint.config.js): read from the modules of
// client/src/theme/with-recipe/ (their `export { … } from '@chakra-ui/react'`), so a component given a
// module there is at once one the rule names. Plain Node runs it (ESLint's config): erasable types only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'src', 'theme', 'with-recipe');
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;

/** The with-recipe modules' files (not their type declarations), in name order. */
export const withRecipeModules: string[] = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .sort()
  .map((name) => join(dir, name));

/** The names the with-recipe modules re-export from Chakra, in file order. */
export const componentsWithRecipes: string[] = withRecipeModules
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(REEXPORT)])
  .flatMap((match) => match[1]!.split(',').map((part) => part.trim()).filter(Boolean));
