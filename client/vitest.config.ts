import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    // Logic without a DOM (the driver's upload queue); screens are tested in a real browser by e2e/.
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
