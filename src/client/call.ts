/**
 * One call of one endpoint: the shared concurrency limit, the overall deadline, retries with
 * jittered backoff or the service's Retry-After, and the mapping of every failure to a typed,
 * redacted error. http.ts does the single attempts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientLogger } from './client-logger.js';
import { ENDPOINTS, type EndpointId } from './endpoints.js';
import { errorForResponse, isBusyMessage, parseServiceReply, type TokenKind } from './error-mapping.js';
import { createServiceError, TranslationServiceError } from './errors.js';
import {
  abandonBody,
  ByteCapExceededError,
  discardBody,
  readSnippet,
  type HttpMethod,
  type HttpResponse,
  type HttpTransport,
  type RequestBody,
} from './http.js';
import {
  backoffDelay,
  errorCodeOf,
  isConnectionFailure,
  isRetryableServerStatus,
  isThrottleStatus,
  parseRetryAfter,
  provesNotSent,
  type Repeatability,
  type RetryOptions,
} from './retry.js';
import { LocalWriteError } from './download-file.js';
import { redactUrl } from './url.js';
import { connectionFailureOf } from './network-failure.js';
import type { RequestLimit } from './request-limit.js';

/** What a reader of a successful response knows about the call, for its own error messages. */
export interface CallContext {
  endpoint: EndpointId;
  /** "GET https://host/api/projects/***\/strings.json", redacted. */
  request: string;
}

export interface CallSpec<T> {
  endpoint: EndpointId;
  method: HttpMethod;
  url: URL;
  tokenKind: TokenKind;
  headers?: Record<string, string>;
  body?: RequestBody;
  /** 'idempotent' calls are repeated after failures that may have reached the server. */
  repeat: Repeatability;
  /** Statuses besides 2xx that are answers, not errors (304 for Show File). */
  okStatuses?: readonly number[];
  /** Overrides the per-request timeout; 0 leaves only the overall deadline (Refresh Files). */
  timeoutMs?: number;
  /**
   * A delete: a 404 after an earlier attempt that may have reached the service means that
   * attempt did the work, so it counts as success.
   */
  goneAfterRetryIsOk?: boolean;
  /** Reads a successful response. Runs inside the concurrency slot, so a download holds it. */
  read: (response: HttpResponse, context: CallContext) => Promise<T>;
  /** The caller's own end: aborting it stops the call, and it rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

interface CallerOptions {
  transport: HttpTransport;
  logger: ClientLogger | undefined;
  /** The client's own, or one shared with other clients (request-limit.ts). */
  limit: RequestLimit;
  requestTimeoutMs: number;
  deadlineMs: number;
  retry: RetryOptions;
  /** Tokens to cut out of URLs whatever their encoding. */
  secrets: readonly string[];
}

type Attempt<T> =
  | { kind: 'ok'; value: T }
  | {
      kind: 'failed';
      retry: boolean;
      /** The failed attempt may have been acted on by the service. */
      mayHaveReached: boolean;
      /** "HTTP 503", "ECONNRESET", "timeout": for the retry log line. */
      reason: string;
      retryAfterMs?: number;
      /** A 429: the whole client pauses for its Retry-After. */
      rateLimited?: boolean;
      /** Builds the final error; `note` explains why we stopped early. */
      error: (attempts: number, note?: string) => TranslationServiceError;
    };

/** Error text of a body kept for messages: enough for the service's words, no more. */
const ERROR_BODY_BYTES = 8 * 1024;

export class ServiceCaller {
  readonly #options: CallerOptions;
  /** Slots, the rate, and the pause after a 429 (held there, as it concerns every client sharing it). */
  readonly #limit: RequestLimit;
  /** Calls whose request is not written yet: each settles once it is, or once the call ends. */
  readonly #unwritten = new Set<Promise<void>>();

  constructor(options: CallerOptions) {
    this.#options = options;
    this.#limit = options.limit;
  }

  /** The URL as it may be printed: tokens replaced by *** in every encoding. */
  describe(method: HttpMethod, url: URL): string {
    return `${method} ${redactUrl(url, this.#options.secrets)}`;
  }

  /** Settles once every call made so far has written its request, or has ended. */
  async sent(): Promise<void> {
    await Promise.all(this.#unwritten);
  }

  async call<T>(spec: CallSpec<T>): Promise<T> {
    let written = () => {};
    const unwritten = new Promise<void>((resolve) => (written = resolve));
    this.#unwritten.add(unwritten);
    try {
      return await this.#call(spec, written);
    } finally {
      written();
      this.#unwritten.delete(unwritten);
    }
  }

  async #call<T>(spec: CallSpec<T>, written: () => void): Promise<T> {
    const { retry, deadlineMs, logger } = this.#options;
    const deadlineAt = Date.now() + deadlineMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    const name = ENDPOINTS[spec.endpoint].name;
    // The caller's abort ends the attempt as the deadline would, and is not retried.
    const callerEnded = () => deadline.abort();
    spec.signal?.addEventListener('abort', callerEnded, { once: true });
    try {
      spec.signal?.throwIfAborted();
      let mayHaveReached = false;
      for (let attempt = 1; ; attempt += 1) {
        const earlierReached: boolean = mayHaveReached;
        const outcome: Attempt<T> = await this.#inSlot(spec.signal, async () => {
          const pause = this.#limit.pausedUntil - Date.now();
          if (pause > 0 && Date.now() + pause <= deadlineAt) await sleep(pause);
          await this.#limit.begin();
          return this.#attempt(spec, deadline.signal, earlierReached, written);
        });
        if (outcome.kind === 'ok') return outcome.value;
        spec.signal?.throwIfAborted();
        mayHaveReached ||= outcome.mayHaveReached;
        if (!outcome.retry || attempt >= retry.attempts) throw outcome.error(attempt);
        // Retry-After: 0 (or a date gone by) still gets the backoff's minimum pause, never a tight loop.
        const waitMs = Math.max(1, outcome.retryAfterMs ?? backoffDelay(attempt, retry));
        if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > retry.retryAfterCapMs) {
          throw outcome.error(
            attempt,
            `The service asked us to wait ${seconds(outcome.retryAfterMs)}, more than the ${seconds(retry.retryAfterCapMs)} we wait at most; try again later.`,
          );
        }
        if (outcome.rateLimited === true)
          this.#limit.pausedUntil = Math.max(this.#limit.pausedUntil, Date.now() + waitMs);
        if (Date.now() + waitMs > deadlineAt) {
          throw outcome.error(
            attempt,
            `Waiting ${seconds(waitMs)} before trying again would pass the overall deadline of ${seconds(deadlineMs)}.`,
          );
        }
        logger?.info(
          `${name}: ${outcome.reason}; trying again in ${seconds(waitMs)} (attempt ${attempt + 1} of ${retry.attempts})`,
        );
        try {
          await sleep(waitMs, undefined, { signal: deadline.signal });
        } catch {
          spec.signal?.throwIfAborted();
          throw outcome.error(
            attempt,
            `The overall deadline of ${seconds(deadlineMs)} passed while waiting.`,
          );
        }
      }
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', callerEnded);
    }
  }

  /**
   * Runs `work` in a slot of the concurrency limit. A call cancelled while it waits for a slot
   * leaves the queue at once; once started, the attempt ends itself (its signal is aborted), so
   * that a download has removed its partial file before the call rejects.
   */
  #inSlot<R>(signal: AbortSignal | undefined, work: () => Promise<R>): Promise<R> {
    if (signal === undefined) return this.#limit.inSlot(work);
    return new Promise<R>((resolve, reject) => {
      let started = false;
      const leaveQueue = () => {
        if (!started) reject(signal.reason as Error);
      };
      signal.addEventListener('abort', leaveQueue, { once: true });
      this.#limit
        .inSlot(async () => {
          started = true;
          signal.removeEventListener('abort', leaveQueue);
          // Cancelled while queued: the call has rejected already, the slot is handed on.
          if (signal.aborted) return;
          resolve(await work());
        })
        .catch(reject);
    });
  }

  async #attempt<T>(
    spec: CallSpec<T>,
    deadline: AbortSignal,
    earlierReached: boolean,
    written: () => void,
  ): Promise<Attempt<T>> {
    const { transport, logger, requestTimeoutMs } = this.#options;
    const request = this.describe(spec.method, spec.url);
    const context: CallContext = { endpoint: spec.endpoint, request };
    const name = ENDPOINTS[spec.endpoint].name;
    const timeoutMs = spec.timeoutMs ?? requestTimeoutMs;
    logger?.debug(`${name}: ${request}`);
    // The attempt's own limit until the headers, an upload's form encoding included.
    const attemptTimer = new AbortController();
    const timer = timeoutMs > 0 ? setTimeout(() => attemptTimer.abort(), timeoutMs) : undefined;
    let response: HttpResponse | undefined;
    try {
      response = await transport.send({
        method: spec.method,
        url: spec.url,
        headers: spec.headers ?? {},
        ...(spec.body === undefined ? {} : { body: spec.body }),
        signal: AbortSignal.any([deadline, attemptTimer.signal]),
        timeoutMs,
        onWritten: written,
      });
      clearTimeout(timer);
      logger?.debug(`${name}: HTTP ${response.status} for ${request}`);
      if (
        (response.status >= 200 && response.status < 300) ||
        spec.okStatuses?.includes(response.status) === true
      ) {
        return { kind: 'ok', value: await spec.read(response, context) };
      }
      if (response.status === 404 && spec.goneAfterRetryIsOk === true && earlierReached) {
        logger?.info(`${name}: already done by an earlier attempt (HTTP 404 on the retry)`);
        discardBody(response);
        return { kind: 'ok', value: undefined as T };
      }
      return await this.#failedStatus(spec, response, request);
    } catch (error) {
      clearTimeout(timer);
      if (response !== undefined) abandonBody(response);
      const timedOut = attemptTimer.signal.aborted && !deadline.aborted;
      return this.#failedTransfer(spec, error, { deadline, request, timeoutMs, timedOut });
    }
  }

  async #failedStatus<T>(spec: CallSpec<T>, response: HttpResponse, request: string): Promise<Attempt<T>> {
    const status = response.status;
    const reply = parseServiceReply(
      await readSnippet(response, ERROR_BODY_BYTES),
      response.headers['content-type'],
    );
    const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
    const idempotent = spec.repeat === 'idempotent';
    // 429 and 503 say the request was not acted on, so even a create may be sent again.
    // The busy messages of Update File get the normal retry budget; the engine waits longer.
    const retry =
      isThrottleStatus(status) ||
      (idempotent && isBusyMessage(reply.message)) ||
      (idempotent && isRetryableServerStatus(status));
    const base = {
      endpoint: spec.endpoint,
      tokenKind: spec.tokenKind,
      write: spec.method !== 'GET',
      status,
      reply,
      request,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
    const notRetried =
      !retry && status >= 500
        ? `${ENDPOINTS[spec.endpoint].name} was not sent again because it may have reached the service; check before running it again.`
        : undefined;
    return {
      kind: 'failed',
      retry,
      // 429 and 503 say the service did not act; other 5xx may come after it did.
      mayHaveReached: status >= 500 && status !== 503,
      reason: `HTTP ${status}${reply.message === undefined ? '' : ` "${reply.message}"`}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      ...(status === 429 ? { rateLimited: true } : {}),
      error: (attempts, note) => {
        const sentences = [notRetried, note].filter((text) => text !== undefined);
        return errorForResponse({
          ...base,
          attempts,
          ...(sentences.length > 0 ? { note: sentences.join(' ') } : {}),
        });
      },
    };
  }

  #failedTransfer<T>(
    spec: CallSpec<T>,
    error: unknown,
    attempt: { deadline: AbortSignal; request: string; timeoutMs: number; timedOut: boolean },
  ): Attempt<T> {
    const { deadline, request, timeoutMs } = attempt;
    const name = ENDPOINTS[spec.endpoint].name;
    const details = { endpoint: name, request, cause: error };
    const final = (built: TranslationServiceError): Attempt<T> => ({
      kind: 'failed',
      retry: false,
      mayHaveReached: true,
      reason: built.code,
      error: () => built,
    });
    if (error instanceof TranslationServiceError) return final(error);
    if (deadline.aborted) {
      const message = `${name} did not finish within the overall deadline of ${seconds(this.#options.deadlineMs)}. Request: ${request}`;
      return final(createServiceError('timeout', message, details));
    }
    if (error instanceof LocalWriteError) {
      const message = `${name}: could not save the download to ${error.path} (${error.message}). Free disk space there, or choose another destination, and try again; the partial file was removed.`;
      return final(createServiceError('local-io', message, details));
    }
    if (error instanceof ByteCapExceededError) {
      const message = `${name} sent more than ${error.maxBytes} bytes, the limit for this response; the transfer was stopped. Request: ${request}`;
      return final(createServiceError('too-large', message, details));
    }
    const code = errorCodeOf(error);
    const idempotent = spec.repeat === 'idempotent';
    const timedOut = attempt.timedOut || code === 'HEADERS_TIMEOUT' || code === 'BODY_TIMEOUT';
    const retry = (timedOut || isConnectionFailure(code)) && (idempotent || provesNotSent(code));
    const unsure =
      !retry && !provesNotSent(code)
        ? ` It was not sent again because it may have reached the service; check before running it again.`
        : '';
    return {
      kind: 'failed',
      retry,
      mayHaveReached: !provesNotSent(code),
      reason: timedOut ? 'no answer in time' : (code ?? 'connection failed'),
      error: (attempts, note) => {
        const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
        const what = timedOut
          ? `got no answer within ${seconds(timeoutMs)}${tries}`
          : `could not talk to the service${tries}: ${connectionFailureOf(error)?.text ?? code ?? (error instanceof Error ? error.message : String(error))}`;
        const message = `${name} ${what}; check the base URL and the network, or try again later.${unsure}${note === undefined ? '' : ` ${note}`} Request: ${request}`;
        return createServiceError(timedOut ? 'timeout' : 'network', message, details);
      },
    };
  }
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}
