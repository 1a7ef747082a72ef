import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-provider',
    include: ['src/**/*.test.ts'],
  },
});
