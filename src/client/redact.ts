/**
 * The one place where secrets are taken out of text. The service token is a path segment of every
 * URL, so every URL, error message, log line and body snippet passes through redact() before it
 * is printed or wrapped in an error.
 */

const REDACTED = '***';
const secrets = new Set<string>();

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * A secret as src/github/markdown.ts's inertProse() writes it into a comment, the summary or a
 * pull request body: every Markdown mark backslash-escaped (`proj\_rw\_…`), a zero-width space
 * after `@` and `#` and inside `://` and `www.`. GitHub renders that back to the secret, so the
 * form is as secret as the value. Kept in step with inertProse by test/unit/redact.test.ts.
 */
function markdownInert(secret: string): string {
  return secret
    .replace(/[\\`*_{}[\]()<>#!|~&]/g, (mark) => `\\${mark}`)
    .replace(/@/g, `@${ZERO_WIDTH_SPACE}`)
    .replace(/#/g, `#${ZERO_WIDTH_SPACE}`)
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`);
}

/**
 * The forms a secret can take in text we print: as is; URL-encoded as a path or query part; as
 * Markdown escapes it (inert prose, a table cell's `\|`); inside a JSON string (the outputs);
 * base64, alone and as the `x-access-token:` pair of git's Basic authorization.
 */
function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret]);
  forms.add(encodeURIComponent(secret));
  forms.add(encodeURI(secret));
  forms.add(encodeURIComponent(secret).replace(/%20/g, '+'));
  // Lower-case percent escapes, as some servers and proxies echo them.
  forms.add(encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  forms.add(markdownInert(secret));
  forms.add(secret.replace(/\|/g, '\\|'));
  forms.add(JSON.stringify(secret).slice(1, -1));
  forms.add(Buffer.from(secret, 'utf8').toString('base64'));
  forms.add(Buffer.from(`x-access-token:${secret}`, 'utf8').toString('base64'));
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
