import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/helpers/slow-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A test over 10 s must say in its name why it is slow (test/helpers/slow-test-guard.ts).
    setupFiles: ['test/helpers/slow-test-guard.ts'],
    // Without vitest's cache of durations (a fresh clone), files with a slow test start first.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Integration tests start servers and git repositories, and most of an end-to-end test's time
    // is waiting (GitHub's writes are spaced a second apart, as GitHub asks): on the 2-core machine
    // a third worker uses that wait (whole suite 227 s with two, 185 s with three, 173 s with four).
    maxWorkers: 3,
    // GitHub's workflow parser imports its schema as JSON without an import attribute, which Node
    // refuses: vite transforms it instead (test/unit/docs-workflows.test.ts).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
