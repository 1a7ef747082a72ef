import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECIPES_WITH_THEIR_COMPONENTS, shopSystem } from '../src/theme/system.ts';
import { missingRecipes, recipesInSystem } from './chakra-recipes.ts';

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
  it('are each handed to the system by the module the screens import the component from', async () => {
    const dir = new URL('../src/theme/with-recipe/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) await import(new URL(file, dir).href);
    const system = shopSystem();
    for (const key of RECIPES_WITH_THEIR_COMPONENTS) {
      // A key the theme lacks and nobody handed over gives an empty recipe: no parts, no class names.
      const classNames = Object.values(system.getSlotRecipeFn(key).classNameMap);
      expect(classNames, key).not.toEqual([]);
      for (const name of classNames) expect(name).toMatch(/^chakra-[a-z-]+__[a-zA-Z]+$/);
    }
  });

  it("keep the shop's own sizes: a native select is a 44 px tap target", () => {
    const styles = shopSystem().getSlotRecipeFn('nativeSelect')({ size: 'md' }) as Record<string, Record<string, Record<string, unknown>>>;
    expect(styles.field!['@layer recipes']!['--select-field-height']).toBe('var(--chakra-sizes-11)');
  });
});
