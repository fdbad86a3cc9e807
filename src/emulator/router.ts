/**
 * Routing and authorization for the emulator.
 *
 * How to add a route file (src/emulator/routes/<family>.ts):
 *   1. Export an array of RouteDefinition, e.g. `export const stringRoutes: RouteDefinition[] = [...]`,
 *      one entry per endpoint: `{ endpoint: 'listStrings', methods: ['GET'],
 *      pattern: '/api/projects/:project_token/strings', formats: ['json', 'yaml', 'xml'], handle }`.
 *      `endpoint` is an id of src/client/endpoints.ts: it decides which keys may call the route
 *      (checked here before `handle` runs: unknown token 401, wrong kind of key 403) and names the
 *      route in the request log and in fault rules. `formats` lists the suffixes the last path
 *      segment may carry; without a suffix the answer is JSON, as Rails does.
 *   2. Add the array to src/emulator/routes/index.ts.
 *   3. In `handle`, read `request.params` (URL-decoded), `request.query`, `request.json()` or
 *      `request.form` (multipart, already parsed), and the project or organization the token
 *      opened (`projectOf(request)`, `organizationOf(request)`). Change `request.context.state`
 *      in place (the server saves it after every non-GET request) and answer with
 *      `reply(request, status, value)`, `emptyReply(status)`, or `throw new HttpError(status, msg)`,
 *      which answers `{"error": msg, "request": url}`. Call touchFile() (state.ts) whenever a
 *      translation changes, so that Show Project's `fresh` stays true to the data.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ENDPOINTS, type EndpointId, type KeyKind } from '../client/endpoints.js';
import type { ImportQueue } from './imports.js';
import type { MultipartForm } from './multipart.js';
import { renderValue, type RenderOptions, type ResponseFormat } from './render.js';
import type { EmulatorState, Organization, Project } from './state.js';
import type { BlankHashFile } from './views.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EmulatorContext {
  state: EmulatorState;
  /** The emulator's own URL, e.g. `http://127.0.0.1:41234`, for URLs in bodies. */
  baseUrl: string;
  now(): number;
  imports: ImportQueue;
  /** Show Project's `hash_file` for a file whose import has not run (views.ts). */
  blankHashFile: BlankHashFile;
}

type AuthResult =
  | { scope: 'organization'; keyKind: KeyKind; organization: Organization }
  | { scope: 'project'; keyKind: KeyKind; project: Project; organization: Organization | undefined };

export interface EmulatorRequest {
  endpoint: EndpointId;
  method: HttpMethod;
  /** Path and query as sent, for the `request` field of error bodies. */
  url: string;
  params: Record<string, string>;
  query: URLSearchParams;
  format: ResponseFormat;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Parsed multipart body, when the request was multipart/form-data. */
  form: MultipartForm | undefined;
  auth: AuthResult;
  context: EmulatorContext;
  /** The JSON body as an object; 400 when the body is not a JSON object. */
  json(): Record<string, unknown>;
}

export interface EmulatorResponse {
  status: number;
  body?: Uint8Array | string;
  /** A body sent as it is produced (chunked, no Content-Length); `body` is then not used. */
  stream?: () => AsyncIterable<Uint8Array>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RouteDefinition {
  endpoint: EndpointId;
  methods: readonly HttpMethod[];
  pattern: string;
  formats?: readonly ResponseFormat[];
  handle(request: EmulatorRequest): EmulatorResponse | Promise<EmulatorResponse>;
}

/** Thrown by handlers; the server answers `{"error": message, "request": url}` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function reply(
  request: EmulatorRequest,
  status: number,
  value: unknown,
  options?: RenderOptions,
): EmulatorResponse {
  const rendered = renderValue(request.format, value, options);
  return { status, body: rendered.body, contentType: rendered.contentType };
}

export function emptyReply(status: number): EmulatorResponse {
  return { status };
}

export function projectOf(request: EmulatorRequest): Project {
  if (request.auth.scope !== 'project') throw new Error(`${request.endpoint} is not a project route`);
  return request.auth.project;
}

export function organizationOf(request: EmulatorRequest): Organization {
  if (request.auth.scope !== 'organization')
    throw new Error(`${request.endpoint} is not an organization route`);
  return request.auth.organization;
}

/** A boolean form or JSON field: `true`, `"true"`, `"1"` are true; anything else false. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  format: ResponseFormat;
}

const SUFFIX = /\.(json|yaml|xml|csv)$/;

/** Finds the route for a method and path; a route with more literal segments wins a tie. */
export function matchRoute(
  routes: readonly RouteDefinition[],
  method: string,
  pathname: string,
): RouteMatch | 'not-acceptable' | undefined {
  const segments = pathname.split('/');
  let best: (RouteMatch & { literals: number }) | undefined;
  let unacceptable = false;
  for (const route of routes) {
    if (!route.methods.includes(method as HttpMethod)) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const last = segments[segments.length - 1] ?? '';
    const format = SUFFIX.exec(last)?.[1] as ResponseFormat | undefined;
    // A known suffix is always a format, never part of a token or id.
    const candidate =
      format === undefined ? segments : [...segments.slice(0, -1), last.slice(0, -format.length - 1)];
    const params = matchSegments(pattern, candidate);
    if (params === undefined) continue;
    if (format !== undefined && !(route.formats ?? []).includes(format)) {
      unacceptable = true;
      continue;
    }
    const literals = pattern.filter((part) => !part.startsWith(':')).length;
    if (best === undefined || literals > best.literals)
      best = { route, params, format: format ?? 'json', literals };
  }
  if (best !== undefined) return { route: best.route, params: best.params, format: best.format };
  return unacceptable ? 'not-acceptable' : undefined;
}

function matchSegments(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** The token a route is called with: a path variable, or Create Project's `organization_api_key`. */
export function tokenOf(params: Record<string, string>, query: URLSearchParams): string | undefined {
  return (
    params['project_token'] ?? params['organization_token'] ?? query.get('organization_api_key') ?? undefined
  );
}

/**
 * Resolves a token to the key kind it is, then checks it against the endpoint's key table: an
 * unknown token is 401, a known key of the wrong kind 403 (docs/decisions.md, "Emulator").
 */
export function authorize(state: EmulatorState, endpoint: EndpointId, token: string | undefined): AuthResult {
  const resolved = token === undefined ? undefined : resolveToken(state, token);
  if (resolved === undefined)
    throw new HttpError(401, 'Invalid API key: no project or organization has this token');
  const allowed: readonly KeyKind[] = ENDPOINTS[endpoint].keys;
  if (!allowed.includes(resolved.keyKind)) {
    throw new HttpError(
      403,
      `This key cannot be used for ${ENDPOINTS[endpoint].name}; it needs ${allowed.join(' or ')}`,
    );
  }
  return resolved;
}

function resolveToken(state: EmulatorState, token: string): AuthResult | undefined {
  for (const project of state.projects) {
    const organization = state.organizations.find((candidate) => candidate.id === project.organizationId);
    if (project.privateApiToken === token)
      return { scope: 'project', keyKind: 'project-read-write', project, organization };
    if (project.publicApiToken === token)
      return { scope: 'project', keyKind: 'project-read-only', project, organization };
  }
  for (const organization of state.organizations) {
    const kinds: [string, KeyKind][] = [
      [organization.keys.readOnly, 'organization-read-only'],
      [organization.keys.readWrite, 'organization-read-write'],
      [organization.keys.private, 'organization-private'],
    ];
    const found = kinds.find(([key]) => key === token);
    if (found !== undefined) return { scope: 'organization', keyKind: found[1], organization };
  }
  return undefined;
}
