import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // Pure functions without module state or mocks: the files can share a worker's module cache.
    isolate: false,
  },
});
