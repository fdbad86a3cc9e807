/**
 * A test that takes over 10 s must say in its name, or in the name of a describe around it, why
 * it must be slow, as "(slow: about 20 runs)". CI must stay under 8 minutes, and an unnamed slow
 * test is how the suite grows slower unnoticed (slow-test-guard.ts applies this to every test).
 *
 * A loaded machine runs every test slower (CI after a busy session took 2.5 times as long), and a
 * guard that fails on load alone would be a flaky test. So a test over 10 s without a reason is a
 * warning at once, and a failure once it is over 10 s times the machine's load (the one-minute load
 * average per core, when above 1): a test named slow once it takes about 4 s on a quiet machine
 * does not trip it.
 */

export const SLOW_TEST_LIMIT_MS = 10_000;
const SAYS_WHY = /\(slow: [^)]+\)/;

export type SlowTestVerdict = { kind: 'ok' } | { kind: 'warn' | 'fail'; message: string };

export function slowTestVerdict(elapsedMs: number, fullName: string, loadPerCore: number): SlowTestVerdict {
  if (elapsedMs <= SLOW_TEST_LIMIT_MS || SAYS_WHY.test(fullName)) return { kind: 'ok' };
  const allowedMs = SLOW_TEST_LIMIT_MS * Math.max(1, loadPerCore);
  const message =
    `This test took ${(elapsedMs / 1000).toFixed(1)} s, over the ${SLOW_TEST_LIMIT_MS / 1000} s a test ` +
    'may take without saying why. Make it faster (share setup per file, shorten waits through the ' +
    'options the code takes), or add to its name why it must be slow, as "(slow: about 20 runs)".';
  if (elapsedMs > allowedMs) return { kind: 'fail', message };
  return {
    kind: 'warn',
    message: `${message} Only a warning: the machine is loaded (${loadPerCore.toFixed(1)} runnable processes a core), which allows ${(allowedMs / 1000).toFixed(1)} s.`,
  };
}
