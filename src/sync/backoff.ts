import { setTimeout as delay } from 'node:timers/promises';

/**
 * Waiting on the service: polls and busy retries back off from `initialMs` to `maxMs` with jitter,
 * and never sleep past the one deadline of the phase.
 */

export interface PollSchedule {
  readonly initialMs: number;
  readonly maxMs: number;
  readonly factor: number;
}

/**
 * Waiting on imports: from 250 ms, doubling, up to 15 s between polls. An import of a few files
 * is seen within a few hundred milliseconds of its end (the emulator's take 0.5 s); a long one is
 * polled every 15 s. Over the default import-timeout of 600 s this makes 44 polls, as many as the
 * earlier schedule (1 s growing 1.6 times to 15 s) made, so long imports cost no more requests
 * (test/unit/backoff.test.ts).
 */
export const IMPORT_POLL_SCHEDULE: PollSchedule = Object.freeze({
  initialMs: 250,
  maxMs: 15_000,
  factor: 2,
});

/** The delay before poll number `attempt` (0-based): exponential, capped, with ±20 % jitter. */
export function pollDelay(
  attempt: number,
  schedule: PollSchedule,
  random: () => number = Math.random,
): number {
  const base = Math.min(schedule.maxMs, schedule.initialMs * schedule.factor ** attempt);
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
