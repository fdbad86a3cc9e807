/**
 * The service's webhook body, read as untrusted input: which locales it names. Nothing else of it
 * (texts, keys, the `api_url` that carries the project token) is kept, logged or sent on.
 */
import { isLocaleCode } from '../project/locales.js';

/** More distinct locales than this and the dispatch asks for every locale: a filter that long helps no one. */
const MAX_DISPATCHED_LOCALES = 50;

/** What a valid body asks for: some locales, or every locale (a change that names none). */
export type LocaleRequest =
  { readonly kind: 'some'; readonly locales: readonly string[] } | { readonly kind: 'all' };

/** Why a body was refused; the words go to the log and the answer, never the body's content. */
export class MalformedPayloadError extends Error {
  readonly code = 'RELAY_MALFORMED_PAYLOAD';
  constructor(reason: string) {
    super(`the webhook body was refused: ${reason}`);
    this.name = 'MalformedPayloadError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses the body as JSON, or as a form whose `payload` field is JSON (see docs/decisions.md,
 * "Webhook relay": the service's docs show `{"payload": [...]}`; its content type is not shown).
 */
export function parseWebhookBody(text: string, contentType: string | null): unknown {
  let json = text;
  if (contentType !== null && /^application\/x-www-form-urlencoded\b/i.test(contentType.trim())) {
    const field = new URLSearchParams(text).get('payload');
    if (field === null) throw new MalformedPayloadError('a form without a `payload` field');
    json = field;
  }
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new MalformedPayloadError('not JSON');
  }
}

/**
 * The changes of a body: `{"payload": [change, ...]}` or `{"payload": change}` as the service's docs
 * show them, or the bare change or array of changes.
 */
function changesOf(body: unknown): unknown[] {
  const inner = isRecord(body) && Object.hasOwn(body, 'payload') ? body.payload : body;
  const changes = Array.isArray(inner) ? inner : [inner];
  if (changes.length === 0) throw new MalformedPayloadError('no change in it');
  return changes;
}

/** The locales of one change: its `locale` and its translation's; none means "unknown, pull all". */
function localesOfChange(change: unknown): string[] {
  if (!isRecord(change)) throw new MalformedPayloadError('a change that is not a JSON object');
  const translation = isRecord(change.translation) ? change.translation : {};
  const named = [change.locale, translation.locale].filter((value) => value !== undefined && value !== null);
  for (const locale of named) {
    if (typeof locale !== 'string' || !isLocaleCode(locale))
      throw new MalformedPayloadError('a `locale` that is not a locale code');
  }
  return named as string[];
}

/** The distinct locales a parsed body names, sorted; `all` when a change names none or there are too many. */
export function localesOfPayload(body: unknown): LocaleRequest {
  const locales = new Set<string>();
  let unnamed = false;
  for (const change of changesOf(body)) {
    const named = localesOfChange(change);
    if (named.length === 0) unnamed = true;
    for (const locale of named) locales.add(locale);
  }
  if (unnamed || locales.size > MAX_DISPATCHED_LOCALES) return { kind: 'all' };
  return { kind: 'some', locales: [...locales].sort() };
}
