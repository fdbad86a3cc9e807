import { availableParallelism, loadavg } from 'node:os';
import { afterEach, beforeEach } from 'vitest';

/**
 * Every test file's setup (vitest.config.ts): a test that takes over 10 s must say in its name, or
 * in the name of a describe around it, why it must be slow, as "(slow: about 20 runs)". CI must
 * stay under 8 minutes, and an unnamed slow test is how the suite grows slower unnoticed.
 *
 * A loaded machine runs every test slower (CI after a busy session took 2.5 times as long), and a
 * guard that fails on load alone would be a flaky test. So a test over 10 s without a reason is a
 * warning at once, and a failure once it is over 10 s times the machine's load (the one-minute load
 * average per core, when above 1): a test named slow only when it is over about 4 s on a quiet
 * machine does not trip it.
 */

const LIMIT_MS = 10_000;
const SAYS_WHY = /\(slow: [^)]+\)/;

const started = new WeakMap<object, number>();

/** How many runnable processes each core has, at least 1: how much slower than quiet tests run. */
function loadPerCore(): number {
  return Math.max(1, (loadavg()[0] ?? 0) / availableParallelism());
}

// Before every other hook of the file and after all of them (hooks stack): the whole test's time.
beforeEach((context) => {
  started.set(context.task, performance.now());
});

afterEach((context) => {
  const start = started.get(context.task);
  if (start === undefined || (context.task.result?.errors?.length ?? 0) > 0) return;
  const elapsed = performance.now() - start;
  if (elapsed <= LIMIT_MS || SAYS_WHY.test(context.task.fullTestName ?? context.task.name)) return;
  const load = loadPerCore();
  const message =
    `This test took ${(elapsed / 1000).toFixed(1)} s, over the ${LIMIT_MS / 1000} s a test may take ` +
    'without saying why. Make it faster (share setup per file, shorten waits through the options ' +
    'the code takes), or add to its name why it must be slow, as "(slow: about 20 runs)".';
  if (elapsed > LIMIT_MS * load) throw new Error(message);
  console.warn(
    `${message} Only a warning: the machine is loaded (${load.toFixed(1)} runnable processes a core), which allows ${((LIMIT_MS * load) / 1000).toFixed(1)} s.`,
  );
});
