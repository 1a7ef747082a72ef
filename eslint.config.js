import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { clientBoundaries } from './client/eslint-boundaries.js';
import { componentsWithRecipes } from './client/build/components-with-recipes.ts';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/.data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // TypeScript already reports undefined names, with the right globals per package (typescript-eslint's advice).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The client: the rules of hooks with React Compiler's checks, and one-way imports between its layers
  // (docs/decisions/030-client-data-layer.md).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The client imports with explicit extensions, so Node's resolution finds every file; the TypeScript
      // parser reads them so no-cycle can follow their imports.
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: clientBoundaries }],
    },
  },
  // The Chakra components whose recipes come with them (decision 046): imported from theme/with-recipe/,
  // which hands the recipe to the system; imported from Chakra, they would be drawn unstyled.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/theme/with-recipe/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: componentsWithRecipes,
              message: 'Import it from client/src/theme/with-recipe/, which brings its recipe (decision 046).',
            },
          ],
        },
      ],
    },
  },
);
