/**
 * The only file that touches undici: one keep-alive Agent, one attempt of one request, gzip, and
 * reading or streaming a response body under a byte cap. Retries, deadlines and error mapping live
 * in call.ts, which sees only the plain shapes defined here.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform, pipeline as pipelineCallback, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { FormData } from 'undici';
// The dispatcher and the request function alone, not undici's index: that loads fetch, WebSocket,
// the caches and the mocks too, most of a megabyte the action evaluated before its first request.
import Agent from 'undici/lib/dispatcher/agent.js';
import request from 'undici/lib/api/api-request.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart field: text, or a local file read from disk when the body is built. */
export type MultipartField =
  { name: string; value: string } | { name: string; filePath: string; fileName?: string };

export type RequestBody =
  { kind: 'json'; value: unknown } | { kind: 'multipart'; fields: readonly MultipartField[] };

export interface HttpRequest {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body?: RequestBody;
  /** Aborts the attempt: the caller's overall deadline. */
  signal: AbortSignal;
  /** Longest wait for the response headers, and for each chunk of the body after them. */
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", " (which is how Link values combine). */
  headers: Record<string, string>;
  /** The body, already gunzipped when the service compressed it. */
  body: Readable;
}

/** A response body passed its byte cap; the transfer was cut off (R16). */
export class ByteCapExceededError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the response passed the limit of ${maxBytes} bytes`);
    this.name = 'ByteCapExceededError';
  }
}

export interface HttpOptions {
  userAgent: string;
  /** Sockets kept per origin; the shared concurrency limit never needs more. */
  connections: number;
  connectTimeoutMs: number;
}

export class HttpTransport {
  readonly #agent: Agent;
  readonly #userAgent: string;

  constructor(options: HttpOptions) {
    this.#userAgent = options.userAgent;
    this.#agent = new Agent({
      connections: options.connections,
      keepAliveTimeout: 4_000,
      connect: { timeout: options.connectTimeoutMs },
    });
  }

  /** One attempt. Throws undici's and node's own errors; call.ts classifies them by code. */
  async send(call: HttpRequest): Promise<HttpResponse> {
    const headers: Record<string, string> = {
      'user-agent': this.#userAgent,
      'accept-encoding': 'gzip',
      ...call.headers,
    };
    let body: string | FormData | undefined;
    if (call.body?.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body.value);
    } else if (call.body?.kind === 'multipart') {
      // Rebuilt on every attempt: a retried upload sends the file as it is on disk now (R1, R5).
      body = await buildForm(call.body.fields);
    }
    // What undici's top-level request() does with a URL before it calls this one.
    const response = await request.call(this.#agent, {
      origin: call.url.origin,
      path: `${call.url.pathname}${call.url.search}`,
      method: call.method,
      headers,
      body: body ?? null,
      signal: call.signal,
      headersTimeout: call.timeoutMs,
      bodyTimeout: call.timeoutMs,
    });
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return {
      status: response.statusCode,
      headers: flat,
      body: decode(response.body, flat['content-encoding']),
    };
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}

async function buildForm(fields: readonly MultipartField[]): Promise<FormData> {
  // Loaded with the first upload: a pull never sends a form.
  const { FormData } = await import('undici/lib/web/fetch/formdata.js');
  const form = new FormData();
  for (const field of fields) {
    if ('value' in field) {
      form.append(field.name, field.value);
    } else {
      // openAsBlob reads lazily while undici sends, so a big file is never held in memory.
      const blob = await openAsBlob(field.filePath);
      form.append(field.name, blob, field.fileName ?? basename(field.filePath));
    }
  }
  return form;
}

function decode(body: Readable, encoding: string | undefined): Readable {
  const kind = encoding?.trim().toLowerCase();
  if (kind !== 'gzip' && kind !== 'x-gzip') return body;
  const gunzip = createGunzip();
  // Errors of the raw body (a reset) reach whoever reads the gunzipped stream.
  pipelineCallback(body, gunzip, () => undefined);
  return gunzip;
}

/** Reads the whole body, refusing more than `maxBytes` (after decompression). */
export async function readBody(response: HttpResponse, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      abandonBody(response);
      throw new ByteCapExceededError(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** Reads at most `maxBytes` for an error message, then drops the rest of the body. */
export async function readSnippet(response: HttpResponse, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= maxBytes) break;
    }
  } catch {
    // A broken error body still leaves the status to report.
  }
  abandonBody(response);
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}

/** Drops a body we do not need, so the socket can be reused or closed. */
export function discardBody(response: HttpResponse): void {
  response.body.on('error', () => undefined);
  response.body.resume();
}

/** Abandons a body half read; undici's abort error then has a listener and goes nowhere. */
export function abandonBody(response: HttpResponse): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}

/** Writing a download to this machine's disk failed; nothing is wrong with the service. */
export class LocalWriteError extends Error {
  constructor(
    readonly path: string,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'LocalWriteError';
  }
}

/** Bytes of a download buffered on their way to the disk, at most (twice: the counter and the file). */
const DOWNLOAD_BUFFER_BYTES = 1024 * 1024;

/**
 * Streams the body to `destination` through a `.partial` file renamed at the end, so the
 * destination never holds a cut-off archive (R6) and memory stays flat whatever the size (R16).
 */
export async function streamBodyToFile(
  response: HttpResponse,
  destination: string,
  maxBytes: number,
  onProgress?: (bytes: number) => void,
): Promise<number> {
  const partial = `${destination}.partial`;
  let total = 0;
  // A failure of our own disk (full, or a folder gone) is not the service's: keep them apart.
  let localFailure: unknown;
  // A deeper buffer than the 16 KiB default lets the file stream gather the body's chunks into
  // fewer, larger writes (writev): a 200 MB archive took about 12,000 writes and their round trips.
  const file = createWriteStream(partial, { flags: 'w', highWaterMark: DOWNLOAD_BUFFER_BYTES });
  file.on('error', (error: NodeJS.ErrnoException) => {
    // pipeline() also destroys the file with an upstream error; only the file's own syscalls count.
    if (['open', 'write', 'close'].includes(error.syscall ?? '')) localFailure ??= error;
  });
  const counter = new Transform({
    highWaterMark: DOWNLOAD_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) {
        done(new ByteCapExceededError(maxBytes));
        return;
      }
      onProgress?.(total);
      done(null, chunk);
    },
  });
  try {
    await pipeline(response.body, counter, file);
    await rename(partial, destination).catch((error: unknown) => {
      localFailure ??= error;
      throw error;
    });
    return total;
  } catch (error) {
    await rm(partial, { force: true });
    if (localFailure !== undefined) throw new LocalWriteError(destination, localFailure);
    throw error;
  }
}
