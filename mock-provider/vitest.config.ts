import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-provider',
    include: ['src/**/*.test.ts'],
    // Every file starts and closes its own provider on its own database, with no module mocks: the
    // files can share a worker's module cache (fastify, SQLite and the routes load once).
    isolate: false,
  },
});
