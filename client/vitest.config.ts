import { defineConfig } from 'vitest/config';
import { chakraRecipeModules } from './build/chakra-recipe-modules.ts';

export default defineConfig({
  // theme/with-recipe/ imports Chakra's recipe modules as modules of their own.
  plugins: [chakraRecipeModules()],
  test: {
    name: 'client',
    // Logic without a DOM (the driver's upload queue); screens are tested in a real browser by e2e/.
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
