/**
 * The placeholders of a message, so a translation can be checked against its source: printf
 * (`%s`, `%1$d`, `%1$*2$d`, `%@`, Java's `%tY`, and `%n`, which C's printf takes as a pointer to
 * write to and Java's formatter as a line break), Ruby (`%{name}`, `%<name>d`), Python
 * (`%(name)s`) and i18next (`{{name}}`, `{{- name}}` unescaped, `$t(key)` nesting another key).
 * ICU arguments (`{name}`, `{count, plural, ...}`) are skipped whole: the ICU check reads them with
 * FormatJS's parser (src/check/icu-check.ts), and a printf sign inside an ICU branch would count
 * once per branch. What the skip would hide (a `%n` in a branch, or in braces or quotes of a text
 * that is no ICU message at all) is what `placeholdersAnywhere` finds.
 */

const PRINTF_FLAGS = "-+0#'";
const PRINTF_LENGTHS = ['hh', 'll', 'h', 'l', 'q', 'L', 'z', 'j', 't'];
const PRINTF_CONVERSIONS = 'diouxXeEfFgGaAcsSpn@';
// Java's date and time conversions, `%tY` or `%TH`: given a string, they throw.
const JAVA_TIME_CONVERSIONS = 'HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc';
// Ruby's `format` with a name (`%<count>05d`), as I18n's INTERPOLATION_PATTERN reads it.
const RUBY_NAMED = /%<(\w+)>[-+ 0#]*\d*(?:\.\d+)?[bBdiouxXeEfgGcps]/y;
// Python's `%(name)s`, as gettext's python-format reads it.
const PYTHON_NAMED = /%\((\w+)\)[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa]/y;
// i18next's nesting, `$t(key)` or `$t(key, { "count": 2 })`: the text of another key.
const I18NEXT_NESTING = /\$t\(\s*([^,()\s]+)/y;

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function isArgumentName(name: string): boolean {
  return name !== '' && /^[\p{L}\p{N}_.-]+$/u.test(name);
}

/** The index of the brace closing the one at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** The end of `*` or `*2$` (a width or precision taken from an argument) at `index`, else `index`. */
function starEnd(text: string, index: number): number {
  if (text[index] !== '*') return index;
  let digits = index + 1;
  while (isDigit(text[digits])) digits += 1;
  return digits > index + 1 && text[digits] === '$' ? digits + 1 : index + 1;
}

/** The end of a printf conversion starting at `start` (a `%`), or -1 when it is not one. */
function printfEnd(text: string, start: number): number {
  let index = start + 1;
  let digits = index;
  while (isDigit(text[digits])) digits += 1;
  if (digits > index && text[digits] === '$') index = digits + 1;
  while (PRINTF_FLAGS.includes(text[index] ?? ' ')) index += 1;
  index = starEnd(text, index);
  while (isDigit(text[index])) index += 1;
  if (text[index] === '.') {
    index = starEnd(text, index + 1);
    while (isDigit(text[index])) index += 1;
  }
  // Before C's lengths, which have a `t` (ptrdiff_t) too.
  if (/[tT]/.test(text[index] ?? '') && JAVA_TIME_CONVERSIONS.includes(text[index + 1] ?? ' '))
    return index + 2;
  const length = PRINTF_LENGTHS.find((prefix) => text.startsWith(prefix, index));
  if (length !== undefined) index += length.length;
  const conversion = text[index];
  return conversion !== undefined && PRINTF_CONVERSIONS.includes(conversion) ? index + 1 : -1;
}

/** The match of a sticky pattern at `index`, or undefined. */
function stickyAt(pattern: RegExp, text: string, index: number): RegExpExecArray | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text) ?? undefined;
}

/** `everywhere`: also inside ICU quotes and braces, which a top-level scan skips. */
function scan(text: string, everywhere = false): string[] {
  const found: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    const named =
      char === '%' ? (stickyAt(RUBY_NAMED, text, index) ?? stickyAt(PYTHON_NAMED, text, index)) : undefined;
    const nesting = char === '$' ? stickyAt(I18NEXT_NESTING, text, index) : undefined;
    if (named !== undefined) {
      found.push(named[0]);
      index += named[0].length;
    } else if (nesting !== undefined) {
      found.push(`$t(${nesting[1] ?? ''})`);
      index += nesting[0].length;
    } else if (everywhere && char === '{' && next !== '{') {
      index += 1;
    } else if (!everywhere && char === "'" && (next === '{' || next === '}')) {
      // ICU quoting: '{' is a literal brace up to the next apostrophe.
      const end = text.indexOf("'", index + 1);
      index = end === -1 ? text.length : end + 1;
    } else if (char === '%' && next === '%') {
      index += 2;
    } else if (char === '%' && next === '{') {
      const close = text.indexOf('}', index);
      const name = close === -1 ? '' : text.slice(index + 2, close);
      if (isArgumentName(name)) found.push(`%{${name}}`);
      index = isArgumentName(name) ? close + 1 : index + 1;
    } else if (char === '%') {
      const end = printfEnd(text, index);
      if (end !== -1) found.push(text.slice(index, end));
      index = end === -1 ? index + 1 : end;
    } else if (char === '{' && next === '{') {
      const close = text.indexOf('}}', index);
      // i18next allows a format after a comma: {{price, currency}} is the argument `price`; a
      // leading `-` writes the value unescaped, as HTML, so it is a placeholder of its own.
      const inner = close === -1 ? '' : (text.slice(index + 2, close).split(',', 1)[0] ?? '').trim();
      const unescaped = inner.startsWith('-');
      const name = unescaped ? inner.slice(1).trim() : inner;
      if (isArgumentName(name)) found.push(unescaped ? `{{- ${name}}}` : `{{${name}}}`);
      index = isArgumentName(name) ? close + 2 : index + 1;
    } else if (char === '{') {
      const close = closingBrace(text, index);
      index = close === -1 ? index + 1 : close + 1;
    } else {
      index += 1;
    }
  }
  return found;
}

/** The placeholders of `text`, sorted, duplicates kept. */
export function placeholdersOf(text: string): string[] {
  return scan(text).sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
}

/**
 * Every placeholder anywhere in `text`, each once: inside ICU branches, braces and quotes too.
 * A branch may repeat or drop its message's placeholders, so these are compared as a set.
 */
export function placeholdersAnywhere(text: string): Set<string> {
  return new Set(scan(text, true));
}
