/**
 * Typed errors of the client. Every message, URL and cause in here has passed through redact():
 * the service takes its token as a path segment, so an unredacted URL would leak it.
 */
import { redact, redactUnknown } from './redact.js';

export type ServiceErrorCode =
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'busy'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'protocol'
  /** any other 4xx: the service refused the request as it was (see docs/decisions.md) */
  | 'rejected'
  /** a response body passed the byte cap (R16) */
  | 'too-large'
  /** a download could not be written on this machine (a full disk, a missing folder) */
  | 'local-io';

interface ServiceErrorDetails {
  /** The endpoint's name as the spec writes it, for example "Update File". */
  endpoint: string;
  /** The HTTP status, when a response arrived. */
  status?: number;
  /** The service's own message (redacted), when it sent one. */
  serviceMessage?: string;
  /** Method and redacted URL of the request that failed. */
  request?: string;
  /** How long the service asked us to wait, when it said so. */
  retryAfterMs?: number;
  /** Field errors of a failed Update Team Member (the spec's `errors` object). */
  fieldErrors?: Record<string, string[]>;
  cause?: unknown;
}

/**
 * Rebuilds a cause chain with every message and stack redacted. Errors from node:http or node:net
 * may quote the URL or host; we never keep the original object around.
 */
function sanitizeCause(cause: unknown, depth = 0): Error | undefined {
  if (cause === undefined || cause === null || depth > 5) return undefined;
  const original = cause instanceof Error ? cause : new Error(redactUnknown(cause));
  const inner = sanitizeCause((original as { cause?: unknown }).cause, depth + 1);
  const copy = new Error(redact(original.message), inner === undefined ? {} : { cause: inner });
  copy.name = original.name;
  copy.stack = redact(original.stack ?? `${original.name}: ${original.message}`);
  const code = (original as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}

/** Every code an error of the client carries: the service's and `configuration`. */
export type ClientErrorCode = ServiceErrorCode | 'configuration';

/**
 * The one base class of every error the client throws (a cancelled call rejects with its signal's
 * reason instead, as `fetch` does). `code` is stable and meant for programs; the message is for
 * people, redacted, and kept by JSON.stringify.
 */
export class TranslationClientError extends Error {
  readonly code: ClientErrorCode;

  constructor(code: ClientErrorCode, message: string, options?: { cause?: unknown }) {
    super(redact(message), options?.cause === undefined ? {} : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    if (this.stack !== undefined) this.stack = redact(this.stack);
  }

  /** What JSON.stringify(error) shows: name, code and message (an Error's own JSON is `{}`). */
  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message };
  }
}

/** A call that failed at the service or on its way there: an HTTP status, the network, a timeout. */
export class TranslationServiceError extends TranslationClientError {
  declare readonly code: ServiceErrorCode;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly request: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(code: ServiceErrorCode, message: string, details: ServiceErrorDetails) {
    super(code, message, { cause: sanitizeCause(details.cause) });
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage === undefined ? undefined : redact(details.serviceMessage);
    this.request = details.request === undefined ? undefined : redact(details.request);
    this.retryAfterMs = details.retryAfterMs;
  }

  /** The base's fields and the call's, all redacted, never a raw cause. */
  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      endpoint: this.endpoint,
      status: this.status,
      serviceMessage: this.serviceMessage,
      request: this.request,
      retryAfterMs: this.retryAfterMs,
    };
  }
}

/** HTTP 401: the token is wrong or revoked. Not retried. */
export class AuthError extends TranslationServiceError {
  declare readonly code: 'auth';
}
/** HTTP 403: the token may not make this call; the message names the kind it needs. */
export class ForbiddenError extends TranslationServiceError {
  declare readonly code: 'forbidden';
}
/** HTTP 404: no such id or path for this token. */
export class NotFoundError extends TranslationServiceError {
  declare readonly code: 'not-found';
}
/** The file (or its master) is being imported; the engine decides how long to wait (R4). */
export class ServiceBusyError extends TranslationServiceError {
  declare readonly code: 'busy';
}
/** HTTP 429 after the retries (or a Retry-After past `retry.retryAfterCapMs`). */
export class RateLimitedError extends TranslationServiceError {
  declare readonly code: 'rate-limited';
}
/** HTTP 5xx after the retries, or at once for a call not safe to send again. */
export class ServerError extends TranslationServiceError {
  declare readonly code: 'server';
}
/** The connection failed (refused, reset, DNS). */
export class NetworkError extends TranslationServiceError {
  declare readonly code: 'network';
}
/** No answer within `requestTimeoutMs`, or the call passed `deadlineMs`. */
export class TimeoutError extends TranslationServiceError {
  declare readonly code: 'timeout';
}
/** An answer the API does not send: an HTML page, malformed JSON, a wrong shape, a bad Link. */
export class ProtocolError extends TranslationServiceError {
  declare readonly code: 'protocol';
}
/** A response body passed its byte cap; the transfer was stopped. */
export class TooLargeError extends TranslationServiceError {
  declare readonly code: 'too-large';
}
/** A download could not be written on this machine (a full disk, a missing folder). */
export class LocalIoError extends TranslationServiceError {
  declare readonly code: 'local-io';
}
/** Any other 4xx: the service refused the request as sent. */
export class RejectedError extends TranslationServiceError {
  declare readonly code: 'rejected';
  /** The spec's `errors` object of a failed Update Team Member: field name to messages. */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(message: string, details: ServiceErrorDetails) {
    super('rejected', message, details);
    this.fieldErrors = details.fieldErrors;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), fieldErrors: this.fieldErrors };
  }
}

const CLASSES = {
  auth: AuthError,
  forbidden: ForbiddenError,
  'not-found': NotFoundError,
  busy: ServiceBusyError,
  'rate-limited': RateLimitedError,
  server: ServerError,
  network: NetworkError,
  timeout: TimeoutError,
  protocol: ProtocolError,
  'too-large': TooLargeError,
  'local-io': LocalIoError,
} as const;

/** Builds the error class that matches `code`. */
export function createServiceError(
  code: ServiceErrorCode,
  message: string,
  details: ServiceErrorDetails,
): TranslationServiceError {
  if (code === 'rejected') return new RejectedError(message, details);
  return new CLASSES[code](code, message, details);
}

/** True for an error of a call to the service (any TranslationServiceError). */
export function isTranslationServiceError(error: unknown): error is TranslationServiceError {
  return error instanceof TranslationServiceError;
}

/** True when the service said the file or its master is still being imported. */
export function isBusyError(error: unknown): error is ServiceBusyError {
  return error instanceof TranslationServiceError && error.code === 'busy';
}

/**
 * A client built with options it cannot work with (an http:// base URL off loopback, a concurrency
 * of 0), or a call that needs a token the client was not given. Thrown before any request.
 */
export class ClientConfigurationError extends TranslationClientError {
  declare readonly code: 'configuration';
  constructor(message: string) {
    super('configuration', message);
  }
}
