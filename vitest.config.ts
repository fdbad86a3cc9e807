import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Integration tests start servers and git repositories; two workers fit the 2-core machine.
    maxWorkers: 2,
  },
});
