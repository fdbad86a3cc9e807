/**
 * Readers of successful responses. A 200 is not trusted to be what it claims: an HTML page from a
 * proxy, a truncated or malformed JSON body, or a body of the wrong shape becomes a ProtocolError
 * naming the endpoint, the status, the content type and a redacted snippet (R8, R13).
 */
import type { CallContext } from './call.js';
import { ENDPOINTS } from './endpoints.js';
import { snippet } from './error-mapping.js';
import { createServiceError, type TranslationServiceError } from './errors.js';
import { readBody, type HttpResponse } from './http.js';
import { registerSecret } from './redact.js';

/** A body read into memory is never larger than this (a language file, a page of strings). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export function protocolError(
  context: CallContext,
  response: HttpResponse,
  problem: string,
  body: string,
): TranslationServiceError {
  const name = ENDPOINTS[context.endpoint].name;
  const contentType = response.headers['content-type'] ?? 'none';
  const excerpt = body.trim() === '' ? '(empty body)' : `"${snippet(body)}"`;
  return createServiceError(
    'protocol',
    `${name} answered HTTP ${response.status} with ${problem} (content type ${contentType}): ${excerpt}. ` +
      `Check that the base URL points at the translation service and not at a proxy or login page. Request: ${context.request}`,
    { endpoint: name, status: response.status, request: context.request },
  );
}

/** The body as parsed JSON; refuses HTML pages and malformed JSON with a ProtocolError. */
async function readJson(response: HttpResponse, context: CallContext): Promise<unknown> {
  const body = (await readBody(response, MAX_BODY_BYTES)).toString('utf8');
  const contentType = response.headers['content-type']?.toLowerCase() ?? '';
  // The spec only promises JSON for `.json` paths; a text/html answer is a page, not data.
  if (contentType.includes('html') || /^\s*</.test(body)) {
    throw protocolError(context, response, 'an HTML page where JSON was expected', body);
  }
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    throw protocolError(context, response, 'malformed JSON', body);
  }
  // Only a body that names a token key (or escapes characters, which could spell one) can hold a
  // token: a 9,000-file Show Project is not walked.
  if (body.includes('api_') || body.includes('\\u')) registerTokensIn(value);
  return value;
}

/**
 * Show Organization and Create Project answer with project tokens: they become secrets before
 * anything could print them (a shape error quotes the body).
 */
function registerTokensIn(value: unknown, depth = 0): void {
  if (depth > 6 || typeof value !== 'object' || value === null) return;
  // Walked for every JSON answer (a 9,000-file Show Project too): no entry arrays, no regex.
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (typeof inner === 'string') {
      if (key.endsWith('api_token') || key.endsWith('api_key')) registerSecret(inner);
    } else if (typeof inner === 'object' && inner !== null) registerTokensIn(inner, depth + 1);
  }
}

/** An object, optionally unwrapped from the key the spec wraps it in (`{"project": {...}}`). */
export async function readObject(
  response: HttpResponse,
  context: CallContext,
  wrapper?: string,
): Promise<Record<string, unknown>> {
  const value = await readJson(response, context);
  const inner = wrapper === undefined ? value : isRecord(value) ? value[wrapper] : undefined;
  if (!isRecord(inner)) {
    const problem =
      wrapper === undefined ? 'JSON that is not an object' : `JSON without the "${wrapper}" object`;
    throw protocolError(context, response, problem, JSON.stringify(value) ?? '');
  }
  return inner;
}

export async function readArray(response: HttpResponse, context: CallContext): Promise<unknown[]> {
  const value = await readJson(response, context);
  if (!Array.isArray(value)) {
    throw protocolError(context, response, 'JSON that is not a list', JSON.stringify(value) ?? '');
  }
  return value as unknown[];
}

/** The body as text, for plain-text and CSV answers. */
export async function readText(response: HttpResponse): Promise<string> {
  return (await readBody(response, MAX_BODY_BYTES)).toString('utf8');
}

/** For answers whose body the spec does not show or that carry none (202 Accepted). */
/**
 * A raw representation (XML, YAML, CSV) as text, for callers that parse it themselves. An HTML
 * page is still refused: it is a proxy's or a login page, not the service's answer.
 */
export async function readRawText(response: HttpResponse, context: CallContext): Promise<string> {
  const body = (await readBody(response, MAX_BODY_BYTES)).toString('utf8');
  const contentType = response.headers['content-type']?.toLowerCase() ?? '';
  if (contentType.includes('html') || /^\s*<(!doctype|html)/i.test(body))
    throw protocolError(context, response, 'an HTML page', body);
  return body;
}

export async function readNothing(response: HttpResponse): Promise<void> {
  await readBody(response, MAX_BODY_BYTES);
}

/** Create File answers the new master file's id as plain text. */
export async function readId(response: HttpResponse, context: CallContext): Promise<number> {
  const body = await readText(response);
  const text = body.trim();
  // A JSON body ({"id": 12} or 12) is accepted too; the spec only says "plain text".
  const parsed = /^\d+$/.test(text) ? Number(text) : idFromJson(text);
  if (parsed === undefined) throw protocolError(context, response, 'no file id', body);
  return parsed;
}

function idFromJson(text: string): number | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'number') return value;
    if (isRecord(value) && typeof value.id === 'number') return value.id;
  } catch {
    // Not JSON either: the caller reports it.
  }
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Maps checked JSON to a public type. The wire types are trusted only this far: a body of the
 * wrong shape makes the mapper throw, and that becomes a ProtocolError instead of a TypeError.
 */
export function mapShape<T>(
  response: HttpResponse,
  context: CallContext,
  value: unknown,
  // `never` accepts a mapper of any wire type: the cast from unknown happens here, once.
  map: (wire: never) => T,
): T {
  try {
    return map(value as never);
  } catch {
    throw protocolError(context, response, 'JSON of an unexpected shape', JSON.stringify(value) ?? '');
  }
}
