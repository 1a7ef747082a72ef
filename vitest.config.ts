import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'server', 'ops', 'e2e', 'reliability'],
  },
});
