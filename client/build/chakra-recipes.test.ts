import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { shopSystem } from '../src/theme/system.ts';
import { missingRecipes } from './chakra-recipes.ts';

const THAT_EXIST = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
const theme = (shopSystem() as unknown as { _config: { theme: { recipes: object; slotRecipes: object } } })._config.theme;
const IN_SYSTEM = new Set([...Object.keys(theme.recipes), ...Object.keys(theme.slotRecipes)]);

describe('every Chakra component the client draws has its recipe (else it is drawn unstyled, without an error)', () => {
  it('in the system', () => {
    expect(missingRecipes(IN_SYSTEM, THAT_EXIST)).toEqual([]);
  });

  it('names the component and the files when the system lacks its recipe', () => {
    const withoutButton = new Set([...IN_SYSTEM].filter((key) => key !== 'button'));
    expect(missingRecipes(withoutButton, THAT_EXIST)).toEqual([expect.stringMatching(/^button \(Button in .*\.tsx/)]);
  });
});
