/**
 * The HTTP pipeline: read the body, route, parse multipart, authorize, apply fault rules and
 * latency, run the handler, answer, and record every request in the log tests assert on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EndpointId } from '../client/endpoints.js';
import type { FaultAction, Faults } from './faults.js';
import { buildHostileArchive, damageLastEntry } from './hostile-archives.js';
import { isMultipart, parseMultipart, type MultipartForm } from './multipart.js';
import type { RateLimiter } from './rate-limit.js';
import { renderValue } from './render.js';
import {
  authorize,
  HttpError,
  matchRoute,
  tokenOf,
  type EmulatorContext,
  type EmulatorRequest,
  type EmulatorResponse,
  type HttpMethod,
  type RouteDefinition,
} from './router.js';
import { routes } from './routes/index.js';
import { filesForZip, zipFiles } from './routes/zip.js';

export interface RequestLogEntry {
  endpoint: EndpointId | 'unknown';
  method: string;
  path: string;
  query: string;
  status: number;
  requestBytes: number;
  responseBytes: number;
  startedAt: number;
  durationMs: number;
  contentType?: string;
  multipartFields?: Record<string, string>;
  fileNames?: string[];
}

interface PipelineOptions {
  context: EmulatorContext;
  faults: Faults;
  log: RequestLogEntry[];
  latencyMs: number;
  routeLatencyMs: Partial<Record<EndpointId, number>>;
  /** Called after each handled request (the state may have changed). */
  afterRequest(): void;
  /** The service's per-address rate limit, when the emulator enforces it. */
  rateLimiter?: RateLimiter | undefined;
  isClosed(): boolean;
}

/** Upload size limit (not shown by the spec): large enough for any locale file. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new HttpError(413, 'Request entity too large'))
        : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

/** A streamed answer: chunks as they come, waiting for the socket to drain; a cut one is sent whole first. */
async function sendStream(
  response: ServerResponse,
  answer: EmulatorResponse & { stream: () => AsyncIterable<Uint8Array> },
  entry: RequestLogEntry,
  truncate: boolean,
): Promise<void> {
  if (truncate) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of answer.stream()) chunks.push(chunk);
    const whole: EmulatorResponse = { status: answer.status, body: Buffer.concat(chunks) };
    if (answer.contentType !== undefined) whole.contentType = answer.contentType;
    if (answer.headers !== undefined) whole.headers = answer.headers;
    send(response, whole, entry, true);
    return;
  }
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.contentType !== undefined) headers['Content-Type'] = answer.contentType;
  response.writeHead(answer.status, headers);
  entry.responseBytes = 0;
  for await (const chunk of answer.stream()) {
    if (response.destroyed) return;
    entry.responseBytes += chunk.length;
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    }
  }
  response.end();
}

function send(
  response: ServerResponse,
  answer: EmulatorResponse,
  entry: RequestLogEntry,
  truncate = false,
): void {
  if (answer.stream !== undefined) {
    void sendStream(response, { ...answer, stream: answer.stream }, entry, truncate).catch(() =>
      response.destroy(),
    );
    return;
  }
  const body = answer.body === undefined ? Buffer.alloc(0) : Buffer.from(answer.body);
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.contentType !== undefined) headers['Content-Type'] = answer.contentType;
  // 304 carries no body and no length, as HTTP requires.
  if (answer.status !== 304) headers['Content-Length'] = String(body.length);
  response.writeHead(answer.status, headers);
  if (!truncate) {
    entry.responseBytes = answer.status === 304 ? 0 : body.length;
    response.end(answer.status === 304 ? undefined : body);
    return;
  }
  // Half the body, then the connection drops: the client sees a premature close.
  const half = body.subarray(0, Math.floor(body.length / 2));
  entry.responseBytes = half.length;
  response.write(half, () => response.socket?.destroy());
}

/** The project icons Create Project's `icon` URLs point at; not an endpoint of the spec. */
function serveIcon(
  context: EmulatorContext,
  pathname: string,
  response: ServerResponse,
  entry: RequestLogEntry,
): boolean {
  const match = /^\/system\/icons\/(\d+)\/[^/]+$/.exec(pathname);
  const icon =
    match === null
      ? undefined
      : context.state.projects.find((project) => project.id === Number(match[1]))?.icon;
  if (icon === undefined) return false;
  send(response, { status: 200, body: icon.bytes, contentType: icon.contentType }, entry);
  return true;
}

function errorAnswer(request: Pick<EmulatorRequest, 'format' | 'url'>, error: HttpError): EmulatorResponse {
  const rendered = renderValue(request.format, {
    error: error.message,
    request: request.url,
    ...error.extra,
  });
  return { status: error.status, body: rendered.body, contentType: rendered.contentType };
}

function faultAnswer(action: Extract<FaultAction, { kind: 'status' | 'malformed-json' }>): EmulatorResponse {
  if (action.kind === 'malformed-json') {
    return {
      status: 200,
      body: '{"project": {"id": 1, "name": "Acme',
      contentType: 'application/json; charset=utf-8',
    };
  }
  const body =
    action.body === undefined
      ? ''
      : typeof action.body === 'string'
        ? action.body
        : JSON.stringify(action.body);
  const contentType =
    typeof action.body === 'object' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  return { status: action.status, body, contentType, headers: action.headers ?? {} };
}

export function createPipeline(options: PipelineOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const startedAt = Date.now();
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const method = (request.method ?? 'GET').toUpperCase();
    const entry: RequestLogEntry = {
      endpoint: 'unknown',
      method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      status: 0,
      requestBytes: 0,
      responseBytes: 0,
      startedAt,
      durationMs: 0,
    };
    if (request.headers['content-type'] !== undefined) entry.contentType = request.headers['content-type'];
    // Logged on arrival, completed on close: a hanging request is in the log while it hangs.
    options.log.push(entry);
    response.on('close', () => {
      entry.status = response.headersSent ? response.statusCode : 0;
      entry.durationMs = Date.now() - startedAt;
    });
    const target = { format: 'json' as const, url: `${url.pathname}${url.search}` };
    try {
      const body = await readBody(request);
      entry.requestBytes = body.length;
      const throttled = options.rateLimiter?.take(request.socket.remoteAddress ?? '');
      if (throttled !== undefined) {
        send(response, throttled, entry);
        return;
      }
      // Icons are not an endpoint, so they bypass routing, auth and faults.
      if (method === 'GET' && serveIcon(options.context, url.pathname, response, entry)) return;
      const match = matchRoute(routes, method, url.pathname);
      if (match === 'not-acceptable')
        throw new HttpError(406, 'This format is not available for this resource');
      if (match === undefined) throw new HttpError(404, `No route matches [${method}] "${url.pathname}"`);
      entry.endpoint = match.route.endpoint;
      let form: MultipartForm | undefined;
      if (isMultipart(request.headers)) {
        form = await parseMultipart(request.headers, body).catch(() => {
          throw new HttpError(400, 'The multipart body could not be parsed');
        });
        entry.multipartFields = form.fields;
        entry.fileNames = form.files.map((file) => file.fileName);
      }
      // Faults act only after authorization, so a rule never masks a 401 or 403 (docs/decisions.md).
      const auth = authorize(
        options.context.state,
        match.route.endpoint,
        tokenOf(match.params, url.searchParams),
      );
      const emulatorRequest = buildRequest(
        match.route,
        method as HttpMethod,
        target.url,
        match,
        url.searchParams,
        request,
        body,
        form,
        auth,
        options.context,
      );
      await handle(options, match.route, emulatorRequest, response, entry);
    } catch (error) {
      // A closed emulator or a half-sent answer has nobody left to tell.
      if (response.headersSent || options.isClosed()) return;
      const answer =
        error instanceof HttpError
          ? errorAnswer(target, error)
          : errorAnswer(target, new HttpError(500, 'Internal server error'));
      if (!(error instanceof HttpError)) console.error('emulator: handler failed', error);
      send(response, answer, entry);
    }
  };
}

function buildRequest(
  route: RouteDefinition,
  method: HttpMethod,
  url: string,
  match: { params: Record<string, string>; format: EmulatorRequest['format'] },
  query: URLSearchParams,
  request: IncomingMessage,
  body: Buffer,
  form: MultipartForm | undefined,
  auth: EmulatorRequest['auth'],
  context: EmulatorContext,
): EmulatorRequest {
  return {
    endpoint: route.endpoint,
    method,
    url,
    params: match.params,
    query,
    format: match.format,
    headers: request.headers,
    body,
    form,
    auth,
    context,
    json() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new HttpError(400, 'The request body must be a JSON object');
      return parsed as Record<string, unknown>;
    },
  };
}

async function handle(
  options: PipelineOptions,
  route: RouteDefinition,
  request: EmulatorRequest,
  response: ServerResponse,
  entry: RequestLogEntry,
): Promise<void> {
  const action = options.faults.take(request.endpoint);
  // A hanging request is never handled: whatever it would have changed stays unchanged.
  if (action?.kind === 'hang') return;
  const latency =
    options.latencyMs +
    (options.routeLatencyMs[request.endpoint] ?? 0) +
    (action?.kind === 'delay' ? action.ms : 0);
  if (latency > 0) await sleep(latency);
  if (options.isClosed()) return;
  if (action?.kind === 'status' || action?.kind === 'malformed-json') {
    send(response, faultAnswer(action), entry);
    return;
  }
  if (action?.kind === 'archive') {
    const project = request.auth.scope === 'project' ? request.auth.project : undefined;
    const targetName = project?.files.find((file) => file.masterId !== null)?.name;
    const archive = buildHostileArchive(action.archive, targetName === undefined ? {} : { targetName });
    send(response, { status: 200, body: archive, contentType: 'application/zip' }, entry);
    return;
  }
  if (action?.kind === 'damaged-last-entry' && request.auth.scope === 'project') {
    const project = request.auth.project;
    const archive = await zipFiles(project, filesForZip(project, null));
    const targets = new Set(project.files.filter((file) => file.masterId !== null).map((file) => file.name));
    damageLastEntry(archive, (name) => targets.has(name));
    send(response, { status: 200, body: archive, contentType: 'application/zip' }, entry);
    return;
  }
  let answer: EmulatorResponse;
  try {
    answer = await route.handle(request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    answer = errorAnswer(request, error);
  }
  // Reads change nothing worth saving: a regenerated file comes out the same after a restart.
  if (request.method !== 'GET') options.afterRequest();
  if (action?.kind === 'reset' && action.when === 'before-response') {
    // The request was handled (its side effects stand); only the answer is lost.
    response.socket?.destroy();
    return;
  }
  send(response, answer, entry, action?.kind === 'reset');
}
