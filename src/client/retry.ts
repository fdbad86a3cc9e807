/**
 * When to try a request again and how long to wait first (checklist rows R1-R5, R11-R14).
 * Pure functions: http.ts asks, this file answers.
 */

export interface RetryOptions {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** First backoff delay; doubled each attempt, with full jitter. */
  baseDelayMs: number;
  /** No backoff delay is longer than this. */
  maxDelayMs: number;
  /** A Retry-After longer than this fails at once instead of waiting (docs/decisions.md). */
  retryAfterCapMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  retryAfterCapMs: 120_000,
};

/** How the request may be repeated once it may have reached the server. */
export type Repeatability = 'idempotent' | 'once';

/**
 * Connection errors that prove the request never reached the service: these may be retried even
 * for a create. Anything else (a reset, a timeout) may have come after the server acted on it.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
]);

/** Errors of the connection after it was made: retried for idempotent requests only. */
const NETWORK_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'HEADERS_TIMEOUT', 'BODY_TIMEOUT']);

/** The error code of a Node error or a TransportError (http.ts), looking through its causes. */
export function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NOT_SENT_CODES.has(code) || NETWORK_CODES.has(code))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function provesNotSent(code: string | undefined): boolean {
  return code !== undefined && NOT_SENT_CODES.has(code);
}

export function isConnectionFailure(code: string | undefined): boolean {
  return code !== undefined && (NOT_SENT_CODES.has(code) || NETWORK_CODES.has(code));
}

/**
 * Retry-After in either form the HTTP spec allows: delta-seconds or an HTTP-date.
 * Returns undefined when the header is absent or unreadable, so backoff applies instead.
 */
export function parseRetryAfter(header: string | undefined, now = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Full-jitter exponential backoff: uniform in [0, min(max, base * 2^(attempt-1))]. */
export function backoffDelay(attempt: number, options: RetryOptions, random = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  // Never zero, so two quick failures still leave the server a moment.
  return Math.max(1, Math.round(random() * ceiling));
}

/** A status that says the server did not act on the request and may be asked again. */
export function isThrottleStatus(status: number): boolean {
  return status === 429 || status === 503;
}

/** A status worth another try for an idempotent request. */
export function isRetryableServerStatus(status: number): boolean {
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}
