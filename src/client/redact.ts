/**
 * The one place where secrets are taken out of text. The service token is a path segment of every
 * URL, so every URL, error message, log line and body snippet passes through redact() before it
 * is printed or wrapped in an error.
 */

const REDACTED = '***';
const secrets = new Set<string>();

/** The forms a secret can take in text we print: as is, and URL-encoded as a path or query part. */
function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret]);
  forms.add(encodeURIComponent(secret));
  forms.add(encodeURI(secret));
  forms.add(encodeURIComponent(secret).replace(/%20/g, '+'));
  // Lower-case percent escapes, as some servers and proxies echo them.
  forms.add(encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  return [...forms].filter((form) => form.length > 0);
}

/** Remembers a secret (and its encoded forms) so that redact() hides it; returns those forms. */
export function registerSecret(secret: string | undefined): string[] {
  if (secret === undefined || secret.length === 0) return [];
  const forms = secretForms(secret);
  for (const form of forms) secrets.add(form);
  return forms;
}

/** Replaces every registered secret, longest first so that no encoded form leaves a tail behind. */
export function redact(text: string): string {
  if (secrets.size === 0 || text.length === 0) return text;
  let result = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** redact() for anything: an Error's message and stack, or a value turned into text. */
export function redactUnknown(value: unknown): string {
  if (value instanceof Error) return redact(value.stack ?? `${value.name}: ${value.message}`);
  return redact(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
}
