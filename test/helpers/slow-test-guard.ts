import { availableParallelism, loadavg } from 'node:os';
import { afterEach, beforeEach } from 'vitest';
import { slowTestVerdict } from './slow-tests.js';

/**
 * Every test file's setup (vitest.config.ts): times each test, all its hooks included, and fails
 * or warns as slow-tests.ts says when one is over 10 s without saying why in its name.
 */

const started = new WeakMap<object, number>();

/** The one-minute load average per core. */
function loadPerCore(): number {
  return (loadavg()[0] ?? 0) / availableParallelism();
}

// Before every other hook of the file and after all of them (hooks stack): the whole test's time.
beforeEach((context) => {
  started.set(context.task, performance.now());
});

afterEach((context) => {
  const start = started.get(context.task);
  if (start === undefined || (context.task.result?.errors?.length ?? 0) > 0) return;
  const verdict = slowTestVerdict(
    performance.now() - start,
    context.task.fullTestName ?? context.task.name,
    loadPerCore(),
  );
  if (verdict.kind === 'fail') throw new Error(verdict.message);
  if (verdict.kind === 'warn') console.warn(verdict.message);
});
