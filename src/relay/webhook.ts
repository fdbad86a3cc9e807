/**
 * The webhook relay: the translation service POSTs to `https://relay.example/hook/<secret>` each time
 * a translation is saved, and the relay sends GitHub one `repository_dispatch` (event type
 * `translation-sync`) naming the locales that changed. Written against the web-standard
 * Request/Response only, so it runs as a Cloudflare Worker (handler.ts, built as dist/relay.js), a
 * Deno or Vercel function, or under node:http (node-server.ts). Deploying it: docs/relay.md.
 */
import { sendDispatch, type DispatchFetch } from './dispatch.js';
import { localesOfPayload, MalformedPayloadError, parseWebhookBody } from './payload.js';

/** The relay's settings, from the host's secret store (Workers bindings, process.env, Deno.env). */
export interface RelayEnv {
  readonly RELAY_SECRET?: string | undefined;
  readonly GITHUB_TOKEN?: string | undefined;
  /** `owner/repo` */
  readonly GITHUB_REPOSITORY?: string | undefined;
  /** Default https://api.github.com; GitHub Enterprise Server: https://HOST/api/v3. */
  readonly GITHUB_API_URL?: string | undefined;
  /** The dispatch's bounded wait, at most (and by default) 8000 ms. */
  readonly RELAY_DISPATCH_TIMEOUT_MS?: string | undefined;
}

/** A batch of 100 changes with long texts stays far below this; anything larger is not the service. */
const MAX_BODY_BYTES = 1024 * 1024;
/** The service drops a webhook after 10 s: the dispatch must be answered (or given up) well before. */
const MAX_DISPATCH_TIMEOUT_MS = 8000;
const MIN_SECRET_LENGTH = 16;
const LOG_PREFIX = 'translation-sync relay:';

interface RelayConfig {
  readonly secret: string;
  readonly token: string;
  readonly repository: string;
  readonly apiUrl: string;
  readonly timeoutMs: number;
}

/** The settings, or the names of those missing or wrong (names only: values are secrets). */
function configOf(env: RelayEnv): RelayConfig | string[] {
  const problems: string[] = [];
  const secret = env.RELAY_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH || !/^[A-Za-z0-9._~-]+$/.test(secret))
    problems.push(`RELAY_SECRET (${MIN_SECRET_LENGTH}+ URL-safe characters)`);
  const token = env.GITHUB_TOKEN ?? '';
  if (token.trim() === '') problems.push('GITHUB_TOKEN');
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repository)) problems.push('GITHUB_REPOSITORY (owner/repo)');
  const apiUrl = (env.GITHUB_API_URL ?? '').trim() || 'https://api.github.com';
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(apiUrl)) problems.push('GITHUB_API_URL (an http(s) URL)');
  const wanted = Number(env.RELAY_DISPATCH_TIMEOUT_MS ?? MAX_DISPATCH_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(wanted) && wanted > 0 ? Math.min(wanted, MAX_DISPATCH_TIMEOUT_MS) : 0;
  if (timeoutMs === 0) problems.push(`RELAY_DISPATCH_TIMEOUT_MS (1 to ${MAX_DISPATCH_TIMEOUT_MS})`);
  if (problems.length > 0) return problems;
  return { secret, token: token.trim(), repository, apiUrl: apiUrl.replace(/\/+$/, ''), timeoutMs };
}

/** Compares SHA-256 digests, so neither the length nor the first differing byte shows in the time taken. */
async function sameSecret(candidate: string, secret: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(candidate)),
    crypto.subtle.digest('SHA-256', encoder.encode(secret)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

/** The body, read up to `MAX_BODY_BYTES` whatever Content-Length claims; undefined when larger. */
async function readCapped(request: Request): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await request.body?.cancel();
    return undefined;
  }
  if (request.body === null) return new Uint8Array();
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const answer = (status: number, text: string): Response =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The process environment, for hosts that pass no `env` (Vercel, or a plain `fetch(request)`). */
function hostEnv(): RelayEnv {
  const host = globalThis as { process?: { env?: RelayEnv } };
  return host.process?.env ?? {};
}

async function handleWebhook(
  request: Request,
  env: RelayEnv | undefined,
  send: DispatchFetch,
): Promise<Response> {
  const config = configOf(env ?? hostEnv());
  if (Array.isArray(config)) {
    console.error(`${LOG_PREFIX} not configured; set ${config.join(', ')}`);
    return answer(500, 'The relay is not configured; see its log.');
  }
  // The secret is the URL's last path segment, so any route the host gives the relay works.
  const segment = new URL(request.url).pathname.split('/').pop() ?? '';
  const knows = await sameSecret(segment, config.secret);
  if (!knows || request.method !== 'POST') {
    await request.body?.cancel();
    return answer(404, 'Not Found');
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readCapped(request);
  } catch {
    // The client went away, or relay-node cut it for sending too slowly: no one waits for an answer.
    console.warn(`${LOG_PREFIX} the webhook's body did not arrive in full`);
    return answer(400, 'The body did not arrive in full.');
  }
  if (bytes === undefined) {
    console.warn(`${LOG_PREFIX} refused a webhook body over ${MAX_BODY_BYTES} bytes`);
    return answer(413, `The body is over ${MAX_BODY_BYTES} bytes.`);
  }
  let wanted;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    wanted = localesOfPayload(parseWebhookBody(text, request.headers.get('content-type')));
  } catch (error) {
    const reason = error instanceof MalformedPayloadError ? error.message : 'the webhook body is not UTF-8';
    console.warn(`${LOG_PREFIX} ${reason}`);
    return answer(400, 'The body is not a webhook payload of the translation service.');
  }
  const outcome = await sendDispatch(send, config, wanted);
  const what = wanted.kind === 'all' ? 'every locale' : wanted.locales.join(', ');
  if (!outcome.ok) {
    console.error(`${LOG_PREFIX} no dispatch to ${config.repository} (${what}): ${outcome.reason}`);
    return answer(502, 'GitHub did not take the dispatch; see the relay’s log.');
  }
  console.log(`${LOG_PREFIX} dispatched translation-sync to ${config.repository} for ${what}`);
  return answer(202, 'Dispatched.');
}

/** A relay's request handler, in the Workers module shape; `send` makes the dispatch's one request. */
interface Relay {
  fetch(request: Request, env?: RelayEnv): Promise<Response>;
}

/** The relay around the host's fetch: the platform's own in Workers, a proxy-aware one under Node. */
export function createRelay(send: DispatchFetch): Relay {
  return {
    async fetch(request: Request, env?: RelayEnv): Promise<Response> {
      try {
        return await handleWebhook(request, env, send);
      } catch (error) {
        // The name only: a message could quote the request.
        console.error(`${LOG_PREFIX} failed (${error instanceof Error ? error.name : 'error'})`);
        return answer(500, 'The relay failed; see its log.');
      }
    },
  };
}
