import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'server', 'client', 'ops', 'e2e', 'reliability'],
  },
});
