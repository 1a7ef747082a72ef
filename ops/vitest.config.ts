import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ops',
    include: ['**/*.test.ts'],
    // Each file starts real service processes (and a redis-server); one file at a time on a 2-core machine,
    // so the timing of the slow upload and the rate-limit windows is not at the mercy of the others.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What these tests wait for happens in other processes: a gateway's log line read through its pipe,
    // a replica reconnecting. vitest's default second for expect.poll was too little once on a slow
    // machine (CI107: the 'shutting down' line); ten seconds, as the e2e project has.
    expect: { poll: { timeout: 10_000 } },
  },
});
