/**
 * Strings from the translation service (locale codes, file names, keys, texts) are untrusted and
 * end up in the pull request body, the sticky comment and the job summary, where GitHub renders
 * Markdown: a locale code `fr @acme/security-team ![x](https://…)` would mention a team and load a
 * remote image. Every such string passes through one of these functions at render time, so none
 * of it renders as a mention, reference, link, image, HTML or formatting (R44).
 */

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Markdown tables and list items are one line each: control characters and line breaks become
 * spaces. A bidi embedding, override or isolate (U+202A-E, U+2066-9) would reorder the rest of
 * the line on screen, so that a row shows other than it holds: each is shown by its code point.
 */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')
      .replace(
        /[\u202A-\u202E\u2066-\u2069]/g,
        (char) => `[U+${char.charCodeAt(0).toString(16).toUpperCase()}]`,
      )
  );
}

/**
 * A value as a code span: nothing inside renders (no mention, link, HTML or emphasis). The fence
 * is longer than any run of backticks in the value; in a table `|` is escaped too, because GitHub
 * splits table cells before it reads code spans.
 */
export function codeSpan(text: string, inTable = false): string {
  const line = oneLine(text);
  const longestRun = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = line.startsWith('`') || line.endsWith('`') || line === '' ? ` ${line} ` : line;
  return `${fence}${inTable ? padded.replace(/\|/g, '\\|') : padded}${fence}`;
}

/** Letters and digits joined by `-`, `_` or an inner `@` (`pt-BR`, `sr@latin`): nothing in it can render. */
const PLAIN_WORD = /^[A-Za-z0-9]+(?:[-_@][A-Za-z0-9]+)*$/;

/** A short value such as a locale code: as it is when it is a plain word, else as a code span. */
export function markdownWord(text: string, inTable = false): string {
  return PLAIN_WORD.test(text) ? text : codeSpan(text, inTable);
}

/**
 * Prose that quotes service strings (a warning, a placeholder problem): every Markdown
 * punctuation mark is backslash-escaped, and a zero-width space breaks the patterns GitHub links
 * after Markdown is rendered (`@mention`, `#123`, `https://`, `www.`), which escapes do not stop.
 */
export function inertProse(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_{}[\]()<>#!|~&]/g, (mark) => `\\${mark}`)
    .replace(/@/g, `@${ZERO_WIDTH_SPACE}`)
    .replace(/#/g, `#${ZERO_WIDTH_SPACE}`)
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`);
}

/** GitHub refuses a pull request body (or a comment) over this many characters. */
export const GITHUB_BODY_LIMIT = 65_536;

/**
 * Markdown cut to `limit` as `size` measures it (characters for a body, bytes for the job
 * summary): whole lines are dropped from the end, never half a line or a table row, and a last
 * line, after a blank one so that no table swallows it, says the text was cut and why.
 */
export function cutMarkdown(
  text: string,
  options: { limit: number; note: string; size?: (text: string) => number },
): string {
  const size = options.size ?? ((part: string) => part.length);
  if (size(text) <= options.limit) return text;
  const ending = `\n\n${options.note}`;
  const room = options.limit - size(ending);
  // Not even the note fits: nothing does.
  if (room < 0) return '';
  const kept: string[] = [];
  let used = 0;
  for (const line of text.split('\n')) {
    // Each kept line but the first brings a newline with it.
    const cost = size(line) + (kept.length === 0 ? 0 : 1);
    if (used + cost > room) break;
    kept.push(line);
    used += cost;
  }
  return `${kept.join('\n')}${ending}`;
}
