import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Integration tests start servers and git repositories, and most of an end-to-end test's time
    // is waiting (GitHub's writes are spaced a second apart, as GitHub asks): on the 2-core machine
    // a third worker uses that wait (whole suite 227 s with two, 185 s with three, 173 s with four).
    maxWorkers: 3,
  },
});
