import { describe, expect, it } from 'vitest';
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
