import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'mock-provider', 'server', 'client', 'ops', 'e2e', 'reliability'],
    // Vitest's default on two cores is one worker (cores - 1), which runs the unit files one by one
    // while most of them wait on sockets and child processes. The browser, ops and reliability
    // projects keep one file at a time whatever this says (fileParallelism: false in theirs).
    maxWorkers: 2,
  },
});
