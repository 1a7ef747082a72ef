import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // Every file starts and closes its own provider and gateway, so files share no state; reusing
    // the workers' module cache halves the run (fastify, sharp and tRPC load once per worker).
    isolate: false,
  },
});
