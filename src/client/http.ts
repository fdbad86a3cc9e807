/**
 * The only file that talks HTTP: one keep-alive agent per scheme on node:http or node:https, one
 * attempt of one request, gzip, and reading a response body under a byte cap (download-file.ts
 * streams one to disk). undici encodes the multipart body of an upload (loaded with the first
 * one), and carries the requests that go through a proxy (HTTPS_PROXY ...) or through a
 * dispatcher the caller gives. Retries, deadlines and error mapping live in call.ts, which sees
 * only the plain shapes defined here.
 */
import { openAsBlob } from 'node:fs';
import type { Agent as HttpAgent, ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import type * as https from 'node:https';
import * as http from 'node:http';
import { basename } from 'node:path';
import { Readable, pipeline as pipelineCallback } from 'node:stream';
import type { Dispatcher, ProxyAgent } from 'undici';
import { ProxyFailure, proxyForUrl, type ProxyRoute } from './proxy.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart field: text, or a local file read from disk when the body is built. */
export type MultipartField =
  { name: string; value: string } | { name: string; filePath: string; fileName?: string };

export type RequestBody =
  { kind: 'json'; value: unknown } | { kind: 'multipart'; fields: readonly MultipartField[] };

interface HttpRequest {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body?: RequestBody;
  /** Aborts the attempt: the caller's overall deadline. */
  signal: AbortSignal;
  /** Longest wait for the response headers, and for each chunk of the body after them. */
  timeoutMs: number;
  /** Called once the request, body included, has been handed to the connection. */
  onWritten?: () => void;
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

/** A connection failure of our own making (a timer), with the code call.ts classifies. */
class TransportError extends Error {
  constructor(
    readonly code: 'CONNECT_TIMEOUT' | 'HEADERS_TIMEOUT' | 'BODY_TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

interface HttpOptions {
  userAgent: string;
  /** Sockets kept per origin; the shared concurrency limit never needs more. */
  connections: number;
  connectTimeoutMs: number;
  /**
   * 'env': requests to a host the proxy variables send through a proxy go through it (proxy.ts);
   * a Dispatcher: every request goes through it (its owner closes it). Default: straight out.
   */
  network?: 'env' | Dispatcher;
}

/** Idle sockets are closed after this long, before a server's usual 5 s keep-alive ends. */
const KEEP_ALIVE_MS = 4_000;

export class HttpTransport {
  readonly #options: HttpOptions;
  #http: HttpAgent | undefined;
  #https: Promise<{ module: typeof https; agent: HttpAgent }> | undefined;
  /** One agent per proxy URL, made with the first request through it. */
  readonly #proxies = new Map<string, Promise<ProxyAgent>>();

  constructor(options: HttpOptions) {
    this.#options = options;
  }

  /** One attempt. Throws node's own errors and TransportError; call.ts classifies them by code. */
  async send(call: HttpRequest): Promise<HttpResponse> {
    const headers: Record<string, string> = {
      'user-agent': this.#options.userAgent,
      'accept-encoding': 'gzip',
      ...call.headers,
    };
    let body: string | Readable | undefined;
    if (call.body?.kind === 'json') {
      body = JSON.stringify(call.body.value);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    } else if (call.body?.kind === 'multipart') {
      // Rebuilt on every attempt: a retried upload sends the file as it is on disk now (R1, R5).
      const form = await encodeForm(call.body.fields);
      body = form.stream;
      headers['content-type'] = form.type;
      headers['content-length'] = String(form.length);
    } else if (call.method !== 'GET') {
      headers['content-length'] = '0';
    }
    call.signal.throwIfAborted();
    const network = this.#options.network;
    if (network !== undefined && network !== 'env')
      return sendThrough(network, undefined, call, headers, body);
    const proxy = network === 'env' ? proxyForUrl(call.url) : undefined;
    if (proxy !== undefined) return sendThrough(await this.#proxy(proxy), proxy, call, headers, body);
    const { request, agent } = await this.#stack(call.url);
    const response = await exchange(
      request,
      call.url,
      { method: call.method, headers, agent },
      body,
      { connectMs: this.#options.connectTimeoutMs, idleMs: call.timeoutMs, signal: call.signal },
      call.onWritten,
    );
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return {
      status: response.statusCode ?? 0,
      headers: flat,
      body: decode(response, flat['content-encoding']),
    };
  }

  /** node:http, or node:https loaded with the first https URL (it brings node:tls with it). */
  async #stack(url: URL): Promise<{ request: typeof http.request; agent: HttpAgent }> {
    const agentOptions = {
      keepAlive: true,
      maxSockets: this.#options.connections,
      timeout: KEEP_ALIVE_MS,
      scheduling: 'lifo' as const,
    };
    if (url.protocol === 'https:') {
      this.#https ??= import('node:https').then((module) => ({
        module,
        agent: new module.Agent(agentOptions),
      }));
      const { module, agent } = await this.#https;
      return { request: module.request, agent };
    }
    this.#http ??= new http.Agent(agentOptions);
    return { request: http.request, agent: this.#http };
  }

  /** undici's ProxyAgent: CONNECT tunnels through the proxy, TLS to the server inside them. */
  #proxy(proxy: ProxyRoute): Promise<ProxyAgent> {
    let agent = this.#proxies.get(proxy.url);
    if (agent === undefined) {
      // undici's index, loaded only on a runner behind a proxy: its agent needs the whole API.
      agent = import('undici').then(
        ({ ProxyAgent }) =>
          new ProxyAgent({
            uri: proxy.url,
            connections: this.#options.connections,
            keepAliveTimeout: KEEP_ALIVE_MS,
          }),
      );
      this.#proxies.set(proxy.url, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    this.#http?.destroy();
    if (this.#https !== undefined) (await this.#https).agent.destroy();
    await Promise.all([...this.#proxies.values()].map(async (agent) => (await agent).close()));
  }
}

/**
 * One attempt through an undici dispatcher. undici keeps the header and body timers itself; the
 * connect timer is its connector's. A failure on the way through a proxy names the proxy.
 */
async function sendThrough(
  dispatcher: Dispatcher,
  proxy: ProxyRoute | undefined,
  call: HttpRequest,
  headers: Record<string, string>,
  body: string | Readable | undefined,
): Promise<HttpResponse> {
  let response: Dispatcher.ResponseData;
  try {
    response = await dispatcher.request({
      origin: call.url.origin,
      path: `${call.url.pathname}${call.url.search}`,
      method: call.method,
      headers,
      body: body ?? null,
      signal: call.signal,
      headersTimeout: call.timeoutMs,
      bodyTimeout: call.timeoutMs,
    });
  } catch (error) {
    throw proxy === undefined ? error : new ProxyFailure(proxy, call.url.host, error);
  }
  // undici tells only that the answer began; the request was written by then.
  call.onWritten?.();
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

/**
 * Sends one request and resolves with the response once its headers are in. Three timers: the
 * connect (with the TLS handshake), the headers, and each chunk of the body (the socket's idle
 * time). An abort before the connection was made is reported as CONNECT_TIMEOUT: nothing of the
 * request can have been sent, so call.ts may send even a create again.
 */
function exchange(
  request: typeof http.request,
  url: URL,
  options: RequestOptions,
  body: string | Readable | undefined,
  limits: { connectMs: number; idleMs: number; signal: AbortSignal },
  onWritten: (() => void) | undefined,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing: ClientRequest = request(url, options);
    if (onWritten !== undefined) outgoing.once('finish', onWritten);
    let response: IncomingMessage | undefined;
    let connectTimer: NodeJS.Timeout | undefined;
    let connected = false;
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) {
        connected = true;
        return;
      }
      // Over TLS nothing of the request leaves before the handshake is done.
      const made = 'encrypted' in socket && socket.encrypted === true ? 'secureConnect' : 'connect';
      socket.once(made, () => {
        connected = true;
        clearTimeout(connectTimer);
      });
      if (limits.connectMs <= 0) return;
      connectTimer = setTimeout(() => {
        outgoing.destroy(
          new TransportError('CONNECT_TIMEOUT', `no connection within ${limits.connectMs} ms`),
        );
      }, limits.connectMs);
    });
    const abort = () => {
      const reason: unknown = limits.signal.reason;
      const failure = connected
        ? reason instanceof Error
          ? reason
          : new Error('the request was aborted')
        : new TransportError('CONNECT_TIMEOUT', 'no connection before the attempt was given up');
      outgoing.destroy(failure);
      response?.destroy(failure);
    };
    if (limits.signal.aborted) abort();
    else limits.signal.addEventListener('abort', abort, { once: true });
    outgoing.once('close', () => limits.signal.removeEventListener('abort', abort));
    if (limits.idleMs > 0) {
      outgoing.setTimeout(limits.idleMs, () => {
        if (response === undefined) {
          outgoing.destroy(
            new TransportError('HEADERS_TIMEOUT', `no response headers within ${limits.idleMs} ms`),
          );
        } else {
          response.destroy(new TransportError('BODY_TIMEOUT', `no body data within ${limits.idleMs} ms`));
        }
      });
    }
    // Kept after the headers too: the socket can still fail while the body comes, and that
    // reaches the body's reader as its own error.
    outgoing.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    outgoing.once('response', (incoming) => {
      clearTimeout(connectTimer);
      response = incoming;
      resolve(incoming);
    });
    if (body instanceof Readable) {
      // A file that cannot be read ends the request with that error.
      body.on('error', (error) => outgoing.destroy(error));
      body.pipe(outgoing);
    } else {
      outgoing.end(body);
    }
  });
}

/** A multipart/form-data body with its exact length, encoded by undici's FormData. */
async function encodeForm(
  fields: readonly MultipartField[],
): Promise<{ stream: Readable; type: string; length: number }> {
  // Loaded with the first upload: a pull never sends a form.
  const [{ FormData }, { extractBody }] = await Promise.all([
    import('undici/lib/web/fetch/formdata.js'),
    import('undici/lib/web/fetch/body.js'),
  ]);
  const form = new FormData();
  for (const field of fields) {
    if ('value' in field) {
      form.append(field.name, field.value);
    } else {
      // openAsBlob reads lazily while the body is sent, so a big file is never held in memory.
      const blob = await openAsBlob(field.filePath);
      form.append(field.name, blob, field.fileName ?? basename(field.filePath));
    }
  }
  const [extracted, type] = extractBody(form);
  if (extracted.length === null) throw new Error('the form has a part of unknown length');
  return { stream: Readable.fromWeb(extracted.stream), type, length: extracted.length };
}

function decode(body: Readable, encoding: string | undefined): Readable {
  const kind = encoding?.trim().toLowerCase();
  if (kind !== 'gzip' && kind !== 'x-gzip') return body;
  const gunzip = process.getBuiltinModule('node:zlib').createGunzip();
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

/** Abandons a body half read; the abort error then has a listener and goes nowhere. */
export function abandonBody(response: HttpResponse): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}
