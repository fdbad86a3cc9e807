/**
 * The limits a client's calls hold to: requests in flight at once, requests begun in any second,
 * and the pause after a 429. A client has its own unless it is given one to share: the service
 * counts requests per address, not per token, so the clients of several projects on one runner
 * must count together (docs/decisions.md).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import { ClientConfigurationError } from './errors.js';

export interface RequestLimitOptions {
  /** Requests in flight at once, across every client that shares the limit. Default 4. */
  concurrency?: number;
  /**
   * Requests begun in any one second (a sliding window), across every client that shares the
   * limit. Default: no such limit, only the pause after a 429.
   */
  perSecond?: number;
}

const WINDOW_MS = 1_000;

/** Slots, a rate and a 429's pause, for one client or shared by several (createRequestLimit). */
export class RequestLimit {
  readonly concurrency: number;
  readonly perSecond: number | undefined;
  readonly #slots: LimitFunction;
  /** When the requests of the last second began, oldest first; at most perSecond of them. */
  readonly #begun: number[] = [];
  /**
   * Until when every call holds back: a 429 says the address (not one request) is over the
   * service's rate limit, so the other calls wait out its Retry-After instead of spending their
   * attempts on more 429s (docs/decisions.md).
   */
  pausedUntil = 0;
  /** Requests begun through this limit, each attempt of a retried call counted: what a run cost the service. */
  requests = 0;

  constructor(options: RequestLimitOptions = {}) {
    this.concurrency = whole('concurrency', options.concurrency, 4);
    this.perSecond = options.perSecond === undefined ? undefined : whole('perSecond', options.perSecond, 1);
    this.#slots = pLimit(this.concurrency);
  }

  /** Runs `work` in a slot of the concurrency limit, once one is free. */
  inSlot<R>(work: () => Promise<R>): Promise<R> {
    return this.#slots(work);
  }

  /**
   * Waits until one more request may begin within `perSecond`, and counts it as begun; resolves
   * to the time it was counted at. Called in a slot, right before the request: a request that
   * waits here holds its slot, as it would on the wire.
   */
  async begin(): Promise<number> {
    this.requests += 1;
    const perSecond = this.perSecond;
    if (perSecond === undefined) return Date.now();
    for (;;) {
      const now = Date.now();
      while (this.#begun.length > 0 && (this.#begun[0] ?? 0) <= now - WINDOW_MS) this.#begun.shift();
      const oldest = this.#begun[0];
      if (this.#begun.length < perSecond || oldest === undefined) {
        this.#begun.push(now);
        return now;
      }
      await sleep(Math.max(1, oldest + WINDOW_MS - now));
    }
  }
}

function whole(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 1) {
    throw new ClientConfigurationError(`${name} must be a number of at least 1, got ${value}`);
  }
  return Math.floor(value);
}

/** A limit to share between clients: give it to each as `limit`. */
export function createRequestLimit(options: RequestLimitOptions = {}): RequestLimit {
  return new RequestLimit(options);
}
