/**
 * GitHub's secondary rate limit for content creation: no more than 80 writes (POST, PATCH, PUT,
 * DELETE) a minute, whichever token or client makes them. A run that opens a pull request per
 * locale makes a few writes per pull request, so every GitHub client of the process waits its turn
 * here: one start at a time, at least `spacingMs` after the previous one, and never more than
 * `perWindow` starts within any `windowMs`.
 */

/** Time as the pacer sees it; tests pass a clock of their own, so nothing real is waited for. */
interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

interface WritePacerOptions {
  perWindow: number;
  windowMs: number;
  clock?: PacerClock;
}

const systemClock: PacerClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class WritePacer {
  /** When the last writes started, oldest first; at most `perWindow` of them are kept. */
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly clock: PacerClock;

  constructor(private readonly options: WritePacerOptions) {
    this.clock = options.clock ?? systemClock;
  }

  /** Resolves when one more write may start; callers are served in the order they asked. */
  pace(spacingMs: number): Promise<void> {
    const turn = this.queue.then(() => this.waitForRoom(spacingMs));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForRoom(spacingMs: number): Promise<void> {
    const { perWindow, windowMs } = this.options;
    for (;;) {
      const now = this.clock.now();
      const last = this.starts.at(-1);
      const spaced = last === undefined ? now : last + spacingMs;
      // The oldest of the last `perWindow` starts must have left the window.
      const oldest = this.starts.length < perWindow ? undefined : this.starts[this.starts.length - perWindow];
      const due = Math.max(spaced, oldest === undefined ? now : oldest + windowMs);
      if (due <= now) {
        this.starts.push(now);
        if (this.starts.length > perWindow) this.starts.shift();
        return;
      }
      await this.clock.sleep(due - now);
    }
  }
}

/**
 * 80 writes a minute is GitHub's documented ceiling; the window is a second longer so that the
 * requests' travel time cannot put an 81st into GitHub's own minute.
 */
const GITHUB_WRITES_PER_MINUTE = 80;
const WINDOW_MS = 61_000;

/** The one pacer of the process: every GitHub client's writes go through it. */
export const sharedWritePacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: WINDOW_MS });
