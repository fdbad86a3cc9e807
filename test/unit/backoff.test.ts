import { describe, expect, it } from 'vitest';
import { IMPORT_POLL_SCHEDULE, pollDelay, type PollSchedule } from '../../src/sync/backoff.js';

/** The schedule's delay without jitter: the middle of the jitter's range. */
const baseDelay = (poll: number, schedule: PollSchedule) => pollDelay(poll, schedule, () => 0.5);

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
/** The schedule before this one: 250 ms doubling to 15 s. */
const PREVIOUS: PollSchedule = { initialMs: 250, maxMs: 15_000, factor: 2 };

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
      const count = pollsWithin(IMPORT_POLL_SCHEDULE, totalMs).count;
      expect(count).toBeLessThanOrEqual(pollsWithin(EARLIER, totalMs).count);
      expect(count).toBeLessThanOrEqual(pollsWithin(PREVIOUS, totalMs).count);
    },
  );

  it('grows 1.6 times under half a second, then 2.5 times, up to its cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((poll) => baseDelay(poll, IMPORT_POLL_SCHEDULE))).toEqual([
      200, 320, 512, 1280, 3200, 8000, 18_000, 18_000, 18_000,
    ]);
    // A schedule without a late factor is a plain capped exponential.
    expect([0, 1, 2, 3].map((poll) => baseDelay(poll, { initialMs: 20, maxMs: 60, factor: 1.5 }))).toEqual([
      20, 30, 45, 60,
    ]);
  });

  it('sees an import of half a second at its second poll, and within a second whatever the jitter', () => {
    // The emulator's import takes 0.5 s; each poll is one round trip of 50 ms, reaching the service
    // half-way. Returns the number of the poll that sees the import done and when its answer arrives.
    const seen = (random: () => number) => {
      let at = 0;
      for (let poll = 0; ; poll++) {
        at += pollDelay(poll, IMPORT_POLL_SCHEDULE, random) + 25;
        if (at >= 500) return { poll, answeredAt: at + 25 };
        at += 25;
      }
    };
    expect(seen(() => 0.5)).toEqual({ poll: 1, answeredAt: 200 + 50 + 320 + 50 });
    for (const random of [() => 0, () => 0.25, () => 0.75, () => 1])
      expect(seen(random).answeredAt).toBeLessThan(1_000);
  });

  it('keeps its delays within ±20 % jitter of the schedule and never past the cap', () => {
    for (let poll = 0; poll < 20; poll++) {
      const base = baseDelay(poll, IMPORT_POLL_SCHEDULE);
      expect(base).toBeLessThanOrEqual(18_000);
      expect(pollDelay(poll, IMPORT_POLL_SCHEDULE, () => 0)).toBe(Math.round(base * 0.8));
      expect(pollDelay(poll, IMPORT_POLL_SCHEDULE, () => 1)).toBe(Math.round(base * 1.2));
    }
  });
});
