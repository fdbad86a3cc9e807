import { setTimeout as delay } from 'node:timers/promises';

/**
 * Waiting on the service: polls and busy retries back off from `initialMs` to `maxMs` with jitter,
 * and never sleep past the one deadline of the phase.
 */

export interface PollSchedule {
  readonly initialMs: number;
  readonly maxMs: number;
  /** Each delay is the one before times `factor`… */
  readonly factor: number;
  /** …until a delay reaches `lateFromMs`; from there on it grows by `lateFactor` (both or neither). */
  readonly lateFromMs?: number;
  readonly lateFactor?: number;
}

/**
 * Waiting on imports: 200 ms, then 320 and 512 ms (growing 1.6 times while under half a second),
 * then growing 2.5 times (1.3 s, 3.2 s, 8 s) up to 18 s between polls. An import of a few files
 * is seen soon after its end: the emulator's take 0.5 s, and the second poll comes at about
 * 0.5 s plus a round trip. The few close polls at the start are paid back by the faster growth
 * and the higher cap: over 60 s, 300 s, 600 s (the default import-timeout) and an hour it makes
 * no more polls than the earlier schedules (1 s growing 1.6 times to 15 s; 250 ms doubling to
 * 15 s), so long imports cost no more requests (test/unit/backoff.test.ts; docs/decisions.md,
 * Speed).
 */
export const IMPORT_POLL_SCHEDULE: PollSchedule = Object.freeze({
  initialMs: 200,
  factor: 1.6,
  lateFromMs: 500,
  lateFactor: 2.5,
  maxMs: 18_000,
});

/** The delay before poll `attempt` (0-based) without jitter: the schedule's growth, capped. */
function baseDelay(attempt: number, schedule: PollSchedule): number {
  let delay = schedule.initialMs;
  for (let step = 0; step < attempt && delay < schedule.maxMs; step++) {
    const late = schedule.lateFromMs !== undefined && delay >= schedule.lateFromMs;
    delay *= late ? (schedule.lateFactor ?? schedule.factor) : schedule.factor;
  }
  return Math.min(schedule.maxMs, delay);
}

/** The delay before poll number `attempt` (0-based): exponential, capped, with ±20 % jitter. */
export function pollDelay(
  attempt: number,
  schedule: PollSchedule,
  random: () => number = Math.random,
): number {
  const base = baseDelay(attempt, schedule);
  // Jitter keeps many repositories that share a service from polling in lockstep.
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class Deadline {
  private readonly endsAt: number;

  constructor(
    readonly totalMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.endsAt = now() + totalMs;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - this.now());
  }

  expired(): boolean {
    return this.remainingMs() === 0;
  }

  /** Sleeps `ms`, or until the deadline when that comes first; false when nothing was left. */
  async sleep(ms: number): Promise<boolean> {
    const wait = Math.min(ms, this.remainingMs());
    if (wait <= 0) return false;
    await delay(wait);
    return true;
  }
}
