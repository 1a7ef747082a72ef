import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reliability',
    include: ['**/*.test.ts'],
    // One file at a time on a 2-core machine: the load run and the leak measurements must not
    // share the CPU with another file, and the timeout figures must be the gateway's, not contention's.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
