import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // What a failed journey's pages still show, in the output (failure-context.ts).
    setupFiles: ['./failure-context.ts'],
    // Two journey files at a time, each worker with its own provider and gateway (stack.ts): e2e 479
    // and 517 s instead of 636 to 716 s one at a time, `npm test` 668 and 703 s instead of 805 to 963
    // s, which was at or over CI's 15 minutes. E2E_WORKERS=1 runs one at a time (decision 036).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Each file in a fresh module context (Vitest's default). `isolate: false` (one process for a
    // worker's files, 3 to 8 s less between files) is off again: with it, one journey timed out in a
    // full CI run even one file at a time (decision 036's update).
    isolate: true,
    // Its own group: a whole-repo `vitest run` puts the unit projects (one worker) in group 0.
    sequence: { groupOrder: 1 },
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Screens are read with retrying assertions (expect.poll): on a busy 2-core machine a screen can
    // take seconds to settle after a click, so they retry for up to 10 s (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
