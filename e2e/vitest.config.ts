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
    // A worker runs its files one after another in one process: no new fork, no second import of
    // playwright-core and the helpers per file (12 to 27 s between two files at load average 18).
    // The files mock nothing and stub no globals; the helpers' module state (a counter for unique
    // e-mail addresses) holds across files.
    isolate: false,
    // Its own group: a whole-repo `vitest run` puts the unit projects (one worker) in group 0.
    sequence: { groupOrder: 1 },
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Screens are read with retrying assertions (expect.poll): on a busy 2-core machine a screen can
    // take seconds to settle after a click, so they retry for up to 10 s (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
