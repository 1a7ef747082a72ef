import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One Chromium at a time on a 2-core machine; journeys share the running system.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Screens are read with retrying assertions (expect.poll): on a busy 2-core machine a screen can
    // take seconds to settle after a click, so they retry for up to 10 s (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
