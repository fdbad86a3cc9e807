/**
 * aapt2's rules for the text of an Android string resource (issue 56), as its compiler applies
 * them: XML 1.0 characters only, a prefix's namespace declared, an apostrophe escaped (or inside
 * "…") in markup as in plain text, `@` and `?` at the start a reference, and a string with several
 * non-positional substitutions refused unless it says formatted="false". Used by the writers and
 * the in-place editor to write markup that compiles, and by android-problems.ts to find the rest.
 */

export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:1.2';

/** A character XML 1.0 allows, raw or as a character reference; expat refuses the others. */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd)
  );
}

/** The prefixes `<resources>` declares (`xmlns:xliff="…"`), from the file's text. */
export function declaredPrefixes(fileText: string): Set<string> {
  const root = /<resources\b[^>]*>/.exec(fileText)?.[0] ?? '';
  return new Set([...root.matchAll(/\sxmlns:([\w.-]+)\s*=/g)].map((match) => match[1] ?? ''));
}

/** The prefixes markup in a value uses (`<xliff:g>`), less those its own elements declare. */
export function usedPrefixes(value: string): Set<string> {
  const own = new Set([...value.matchAll(/\sxmlns:([\w.-]+)\s*=/g)].map((match) => match[1] ?? ''));
  const used = [...value.matchAll(/<\/?([\w.-]+):[\w.-]+/g)].map((match) => match[1] ?? '');
  return new Set(used.filter((prefix) => !own.has(prefix)));
}

/** The end of the tag, comment or CDATA section that starts at `at` (a `<`), or -1. */
function markupEnd(text: string, at: number): number {
  if (text.startsWith('<!--', at)) {
    const close = text.indexOf('-->', at + 4);
    return close === -1 ? -1 : close + 3;
  }
  if (text.startsWith('<![CDATA[', at)) {
    const close = text.indexOf(']]>', at);
    return close === -1 ? -1 : close + 3;
  }
  const close = text.indexOf('>', at);
  return close === -1 ? -1 : close + 1;
}

/**
 * Whether aapt2 reads `text` as markup, a styled string: it holds an element (`<b>`), and nothing
 * XML allows but aapt2 refuses or drops inside a resource (a DOCTYPE, a processing instruction,
 * `]]>` outside CDATA). Comments and CDATA alone are no markup: such a text is escaped whole.
 */
export function isAaptMarkup(text: string): boolean {
  const bare = text.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, '');
  return /<[A-Za-z]/.test(bare) && !/<!|<\?|\]\]>/.test(bare);
}

/**
 * Markup as aapt2 compiles it to exactly its text (its tags kept): an apostrophe or quote mark no
 * backslash escapes becomes `\'` or `\"` (aapt2 refuses the one and drops the other), a control
 * character its `\u` escape. A value wrapped whole in "…" is the team's own quoting: its marks stay.
 * Idempotent: escaped text is left as it is.
 */
export function escapeAndroidMarkup(value: string): string {
  const trimmed = value.trim();
  const wrapped = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  let out = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    const code = char.charCodeAt(0);
    if (char === '<') {
      const end = markupEnd(value, index);
      if (end !== -1) {
        out += value.slice(index, end);
        index = end - 1;
        continue;
      }
    }
    if (
      char === '\\' &&
      value[index + 1] === 'u' &&
      !/^[0-9a-fA-F]{4}$/.test(value.slice(index + 2, index + 6))
    )
      // `\u` without its four digits is no escape, which aapt2 refuses: the backslash is text.
      out += '\\\\';
    else if (char === '\\') {
      out += value.slice(index, index + 2);
      index += 1;
    } else if ((char === "'" || char === '"') && !wrapped) out += `\\${char}`;
    else if (char === '&') {
      const reference = /^&#(x[0-9a-fA-F]+|[0-9]+);/.exec(value.slice(index, index + 12));
      const referred = reference === null ? undefined : Number(reference[1]?.replace(/^x/, '0x'));
      // `&#11;` is not XML: the character goes as aapt's escape instead.
      if (reference !== null && referred !== undefined && !isXmlChar(referred) && referred <= 0xffff) {
        out += `\\u${referred.toString(16).padStart(4, '0')}`;
        index += reference[0].length - 1;
      } else out += char;
    } else if (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r')
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return out;
}

/**
 * aapt2's check of a formatted string (VerifyJavaStringFormat): false when it holds more than one
 * substitution and any of them is not positional (`%s %s`, `50% off %s`). `%%` and `%n` are none;
 * a Time format (`%k`, `%M`) passes whole.
 */
export function passesFormatCheck(text: string): boolean {
  let count = 0;
  let nonPositional = false;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== '%' || index + 1 >= text.length) continue;
    index += 1;
    if (text[index] === '%' || text[index] === 'n') continue;
    count += 1;
    const digits = /^\d+/.exec(text.slice(index))?.[0].length ?? 0;
    if (digits > 0) {
      index += digits;
      if (index < text.length && text[index] !== '$') nonPositional = true;
    } else if (text[index] === '<') {
      nonPositional = true;
      index += text[index + 1] === '$' ? 2 : 1;
    } else nonPositional = true;
    while (index < text.length && /[-#+ ,(0-9]/.test(text[index] ?? '')) index += 1;
    if (/[DFKMWZkmwyz]/.test(text[index] ?? '')) return true;
    // The loop's own step moves past the conversion, as aapt2's does.
  }
  return !(count > 1 && nonPositional);
}

/** Whether aapt2 takes raw text (trimmed, entities decoded) for a reference to another resource. */
export function isAaptReference(raw: string): boolean {
  const text = raw.trim();
  // As ResourceUtils::ParseReference reads it: `@[+][package:]type/name`, `?[package:][type/]name`,
  // whatever the name's characters (`?#` is the attribute `#`); an odd one is taken for one too.
  return /^@\*?\+?[^/]+\/./s.test(text) || /^@(?:null|empty)$/.test(text) || /^\?./s.test(text);
}
