/**
 * The placeholders of a message, so a translation can be checked against its source: printf
 * (`%s`, `%1$d`, `%@`, and `%n`, which C's printf takes as a pointer to write to and Java's
 * formatter as a line break), Ruby (`%{name}`) and i18next (`{{name}}`). ICU arguments (`{name}`,
 * `{count, plural, ...}`) are skipped whole: the ICU check reads them with FormatJS's parser
 * (src/check/icu-check.ts), and a printf sign inside an ICU branch would count once per branch.
 */

const PRINTF_FLAGS = "-+0#'";
const PRINTF_LENGTHS = ['hh', 'll', 'h', 'l', 'q', 'L', 'z', 'j', 't'];
const PRINTF_CONVERSIONS = 'diouxXeEfFgGaAcsSpn@';

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

/** The end of a printf conversion starting at `start` (a `%`), or -1 when it is not one. */
function printfEnd(text: string, start: number): number {
  let index = start + 1;
  let digits = index;
  while (isDigit(text[digits])) digits += 1;
  if (digits > index && text[digits] === '$') index = digits + 1;
  while (PRINTF_FLAGS.includes(text[index] ?? ' ')) index += 1;
  while (isDigit(text[index]) || text[index] === '*') index += 1;
  if (text[index] === '.') {
    index += 1;
    while (isDigit(text[index]) || text[index] === '*') index += 1;
  }
  const length = PRINTF_LENGTHS.find((prefix) => text.startsWith(prefix, index));
  if (length !== undefined) index += length.length;
  const conversion = text[index];
  return conversion !== undefined && PRINTF_CONVERSIONS.includes(conversion) ? index + 1 : -1;
}

function scan(text: string): string[] {
  const found: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    if (char === "'" && (next === '{' || next === '}')) {
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
      // i18next allows a format after a comma: {{price, currency}} is the argument `price`.
      const name = close === -1 ? '' : (text.slice(index + 2, close).split(',', 1)[0] ?? '').trim();
      if (isArgumentName(name)) found.push(`{{${name}}}`);
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
