/**
 * Building the service's URLs and printing them without their tokens. A token is a path segment
 * (or Create Project's `organization_api_key`), and a server's Link header may encode it in a way
 * of its own, so URLs are redacted part by part after decoding, then passed through redact().
 */
import { redact } from './redact.js';

export type QueryValue = string | number | boolean | undefined;

/**
 * `base` + one encoded segment per entry; `suffix` (".json") goes after the last segment, which is
 * how the spec writes `/api/projects/:project_token.format`.
 */
export function buildUrl(
  base: URL,
  segments: readonly (string | number)[],
  options: { suffix?: string; query?: Record<string, QueryValue> } = {},
): URL {
  const path = segments.map((segment) => encodeURIComponent(String(segment))).join('/');
  const url = new URL(base.href);
  // An origin-only base has the pathname "/"; a base with a path prefix keeps it.
  url.pathname = `${base.pathname.replace(/\/+$/, '')}/${path}${options.suffix ?? ''}`;
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function scrub(part: string, secrets: readonly string[]): string {
  const decoded = decodeSafely(part);
  let scrubbed = decoded;
  for (const secret of secrets) if (secret !== '') scrubbed = scrubbed.split(secret).join('***');
  // Untouched parts keep their original spelling, so the printed URL still matches the request.
  return scrubbed === decoded ? part : encodeURIComponent(scrubbed);
}

/** The URL as text that is safe to print: every token gone, whatever its encoding. */
export function redactUrl(url: URL, secrets: readonly string[]): string {
  const path = url.pathname
    .split('/')
    .map((segment) => scrub(segment, secrets))
    .join('/');
  const query =
    url.search === ''
      ? ''
      : `?${url.search
          .slice(1)
          .split('&')
          .map((pair) =>
            pair
              .split('=')
              .map((part) => scrub(part, secrets))
              .join('='),
          )
          .join('&')}`;
  return redact(`${url.protocol}//${url.host}${path}${query}`);
}
