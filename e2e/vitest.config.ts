import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One journey file at a time by default. E2E_WORKERS=2 runs two, each worker with its own
    // provider and gateway (stack.ts): faster (e2e 439 s instead of about 600), but in two full CI
    // runs beside the ops and reliability tests one journey each timed out waiting for the app (a
    // different one each time), so two is opt-in until that is understood (decision 036).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
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
