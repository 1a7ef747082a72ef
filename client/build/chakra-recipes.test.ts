import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECIPES_WITH_THEIR_COMPONENTS, shopSystem } from '../src/theme/system.ts';
import { missingRecipes, recipesInSystem } from './chakra-recipes.ts';
import { componentsWithRecipes, withRecipeModules } from './components-with-recipes.ts';

describe('every Chakra component the client draws has its recipe (else it is drawn unstyled, without an error)', () => {
  it('in the system', () => {
    expect(missingRecipes()).toEqual([]);
  });

  it('names the component and the files when the system lacks its recipe', () => {
    const withoutButton = new Set([...recipesInSystem()].filter((key) => key !== 'button'));
    expect(missingRecipes(withoutButton)).toEqual([expect.stringMatching(/^button \(Button in .*\.tsx/)]);
  });
});

describe('the recipes that come with their components (theme/with-recipe/)', () => {
  const modules = () => Promise.all(withRecipeModules.map((file) => import(pathToFileURL(file).href)));

  it('are each handed to the system by the module the screens import the component from', async () => {
    await modules();
    const system = shopSystem();
    for (const key of RECIPES_WITH_THEIR_COMPONENTS) {
      // A key the theme lacks and nobody handed over gives an empty recipe: no parts, no class names.
      const classNames = Object.values(system.getSlotRecipeFn(key).classNameMap);
      expect(classNames, key).not.toEqual([]);
      for (const name of classNames) expect(name).toMatch(/^chakra-[a-z-]+__[a-zA-Z]+$/);
    }
  });

  it('are each kept by the lint rule from being imported from Chakra directly (unstyled)', async () => {
    // The rule's names are read from the modules' source (components-with-recipes.ts): the same as what they export.
    const exported = (await modules()).flatMap((module) => Object.keys(module as object));
    expect([...componentsWithRecipes].sort()).toEqual(exported.sort());
    expect(componentsWithRecipes).toContain('Dialog');
  });

  it("keep the shop's own sizes: a native select is a 44 px tap target", () => {
    const styles = shopSystem().getSlotRecipeFn('nativeSelect')({ size: 'md' }) as Record<string, Record<string, Record<string, unknown>>>;
    expect(styles.field!['@layer recipes']!['--select-field-height']).toBe('var(--chakra-sizes-11)');
  });
});
