import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { transformWith } from './transform-for-test.ts';
import { pureRecipesAtBuild } from './pure-recipes.ts';

const require = createRequire(import.meta.url);
const CHAKRA_ESM = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const RECIPES = join(CHAKRA_ESM, 'theme/recipes');

/** The plugin's transform, as Vite calls it: the code it returns, or null for a module it leaves alone. */
const transform = (id: string, code?: string) => transformWith(pureRecipesAtBuild(), id, code);

describe("Chakra's recipe definitions wrapped in functions marked pure at build time", () => {
  it('wraps every definition of every installed recipe module, and each still parses', () => {
    const files = readdirSync(RECIPES).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(60);
    for (const name of files) {
      const original = readFileSync(join(RECIPES, name), 'utf8');
      const code = transform(join(RECIPES, name))!;
      expect(() => parseAst(code), name).not.toThrow();
      const definitions = original.match(/^const [\w$]+ = define(Slot)?(Recipe|Style)\(/gm)?.length ?? 0;
      expect(definitions, name).toBeGreaterThan(0);
      expect(code.match(/= \/\* @__PURE__ \*\/ \(function \(\) \{ return define/g)?.length, name).toBe(definitions);
      expect(code.match(/^\}\); \}\)\(\);$/gm)?.length, name).toBe(definitions);
    }
  });

  it('gives the same value: the function returns the definition', () => {
    const id = join(RECIPES, 'example.js');
    const code = transform(id, 'const exampleRecipe = defineRecipe({\n  base: { display: "flex" }\n});\n')!;
    const defineRecipe = (recipe: object) => ({ defined: recipe });
    expect(new Function('defineRecipe', `${code}\nreturn exampleRecipe;`)(defineRecipe)).toEqual({ defined: { base: { display: 'flex' } } });
  });

  it('stops the build on a recipe module written another way, rather than wrap the wrong lines', () => {
    expect(() => transform(join(RECIPES, 'example.js'), 'const a = defineRecipe({ base: {} });\n')).toThrow(/recipe definitions/);
  });

  it('leaves other modules alone', () => {
    expect(transform(join(CHAKRA_ESM, 'styled-system/system.js'))).toBeNull();
    // The copies that come with their components (chakra-recipe-modules.ts) are used, whatever their form.
    expect(transform(`${join(RECIPES, 'select.js')}?with-its-component`, readFileSync(join(RECIPES, 'select.js'), 'utf8'))).toBeNull();
  });
});
