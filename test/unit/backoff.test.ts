import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_SCHEDULE, pollDelay, type PollSchedule } from '../../src/sync/backoff.js';

/** Polls made within `totalMs` with the jitter at its middle (random() = 0.5). */
function pollsWithin(schedule: PollSchedule, totalMs: number): { count: number; at: number[] } {
  const at: number[] = [];
  let elapsed = 0;
  for (let poll = 0; ; poll++) {
    elapsed += pollDelay(poll, schedule, () => 0.5);
    if (elapsed > totalMs) return { count: at.length, at };
    at.push(elapsed);
  }
}

const EARLIER: PollSchedule = { initialMs: 1_000, maxMs: 15_000, factor: 1.6 };

describe('the import poll schedule', () => {
  it('looks within 300 ms, again before 1 s, and keeps looking often in the first seconds', () => {
    const { at } = pollsWithin(IMPORT_POLL_SCHEDULE, 10_000);
    expect(at[0]).toBeLessThanOrEqual(300);
    expect(at[1]).toBeLessThan(1_000);
    expect(at.length).toBeGreaterThan(pollsWithin(EARLIER, 10_000).count);
  });

  it.each([60_000, 300_000, 600_000, 3_600_000])(
    'costs no more requests than the earlier 1 s schedule over a %i ms import',
    (totalMs) => {
      expect(pollsWithin(IMPORT_POLL_SCHEDULE, totalMs).count).toBeLessThanOrEqual(
        pollsWithin(EARLIER, totalMs).count,
      );
    },
  );

  it('keeps its delays within ±20 % jitter of the exponential and never past the cap', () => {
    for (let poll = 0; poll < 20; poll++) {
      const base = Math.min(15_000, 250 * 2 ** poll);
      expect(pollDelay(poll, IMPORT_POLL_SCHEDULE, () => 0)).toBe(Math.round(base * 0.8));
      expect(pollDelay(poll, IMPORT_POLL_SCHEDULE, () => 1)).toBe(Math.round(base * 1.2));
    }
  });
});
