/**
 * The service's rate limit: a number of requests per second per client address, counted in
 * fixed one-second windows (as Rack::Attack's throttle counts them). A request over the limit is
 * answered 429 with `Retry-After` in whole seconds, before routing or authorization, so it
 * changes nothing (docs/decisions.md, "Emulator: as the official client sees it").
 */
import type { EmulatorResponse } from './router.js';

export interface RateLimitOptions {
  /** Requests allowed per address in each one-second window; the service documents 25. */
  perSecond: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { second: number; count: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number,
  ) {}

  /** Counts one request of `address`; the 429 answer when it is over the limit. */
  take(address: string): EmulatorResponse | undefined {
    const second = Math.floor(this.now() / 1000);
    const window = this.windows.get(address);
    if (window === undefined || window.second !== second) {
      this.windows.set(address, { second, count: 1 });
      return undefined;
    }
    window.count += 1;
    if (window.count <= this.options.perSecond) return undefined;
    return {
      status: 429,
      body: 'Retry later\n',
      contentType: 'text/plain; charset=utf-8',
      // The window ends within the second; Retry-After counts whole seconds.
      headers: { 'Retry-After': '1' },
    };
  }
}
