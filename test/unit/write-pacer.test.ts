import { describe, expect, it } from 'vitest';
import { WritePacer } from '../../src/github/write-pacer.js';

/** A clock of the pacer's: the tests pass their own, so nothing real is waited for. */
type PacerClock = NonNullable<ConstructorParameters<typeof WritePacer>[0]['clock']>;
/** GitHub's limit on content-creating requests a minute, as docs/limits.md tells users. */
const GITHUB_WRITES_PER_MINUTE = 80;

/**
 * The pacer on a clock of the test's own: sleeping moves the clock, so nothing real is waited
 * for and no timing is measured; what is checked is when each write was let through.
 */
function fakeClock(): PacerClock & { sleeps: number[] } {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: (ms) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

/** The most starts that fall within any span of `windowMs`. */
function busiestWindow(starts: readonly number[], windowMs: number): number {
  let most = 0;
  for (const [index, start] of starts.entries()) {
    const inWindow = starts.slice(index).filter((other) => other < start + windowMs).length;
    most = Math.max(most, inWindow);
  }
  return most;
}

describe('the write pacer', () => {
  it('lets no more than 80 writes start in any minute, however many are asked for at once', async () => {
    const clock = fakeClock();
    const pacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: 61_000, clock });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 250 }, () => pacer.pace(0).then(() => starts.push(clock.now()))));
    expect(starts).toHaveLength(250);
    expect(busiestWindow(starts, 60_000)).toBe(80);
    // The first 80 go at once; the 81st waits for the first to leave the window.
    expect(starts.slice(0, 80).every((start) => start === 0)).toBe(true);
    expect(starts[80]).toBe(61_000);
    // In the order they were asked for: the starts never go back in time.
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('spaces writes by the spacing asked for, and counts the window across callers', async () => {
    const clock = fakeClock();
    const pacer = new WritePacer({ perWindow: 3, windowMs: 10_000, clock });
    const starts: number[] = [];
    const write = (spacing: number) => pacer.pace(spacing).then(() => starts.push(clock.now()));
    await Promise.all([write(1_000), write(1_000), write(0), write(0)]);
    // 0, then 1 s later, then at once (no spacing), then the window is full until 10 s.
    expect(starts).toEqual([0, 1_000, 1_000, 10_000]);
  });

  it('a wait that fails does not block the writes after it', async () => {
    const clock = fakeClock();
    let failures = 1;
    const flaky: PacerClock = {
      now: () => clock.now(),
      sleep: (ms) => (failures-- > 0 ? Promise.reject(new Error('timer gone')) : clock.sleep(ms)),
    };
    const pacer = new WritePacer({ perWindow: 1, windowMs: 10_000, clock: flaky });
    await pacer.pace(0);
    await expect(pacer.pace(0)).rejects.toThrow('timer gone');
    await pacer.pace(0);
    expect(clock.now()).toBe(10_000);
  });
});
