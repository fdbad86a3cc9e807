/**
 * The placeholders of a message, so a translation can be checked against its source: printf
 * (`%s`, `%1$d`, `%@`), Ruby (`%{name}`), i18next (`{{name}}`) and ICU (`{name}`, `{0}`,
 * `{count, plural, ...}` as `{count}`). A character scanner, because ICU nests.
 */

const PRINTF_FLAGS = "-+0#'";
const PRINTF_LENGTHS = ['hh', 'll', 'h', 'l', 'q', 'L', 'z', 'j', 't'];
const PRINTF_CONVERSIONS = 'diouxXeEfFgGaAcsSp@';
const BRANCHING_TYPES = new Set(['plural', 'select', 'selectordinal']);

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

/**
 * The branches of a plural or select (`one {...} other {...}`) between `start` and `end`. Only one
 * branch is ever shown, so a placeholder counts as often as in the branch that uses it most.
 */
function branchPlaceholders(text: string, start: number, end: number): string[] {
  const most = new Map<string, number>();
  let index = start;
  while (index < end) {
    const open = text.indexOf('{', index);
    if (open === -1 || open >= end) break;
    const close = closingBrace(text, open);
    if (close === -1 || close > end) break;
    const counts = new Map<string, number>();
    for (const name of scan(text.slice(open + 1, close))) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const [name, count] of counts) most.set(name, Math.max(most.get(name) ?? 0, count));
    index = close + 1;
  }
  return [...most].flatMap(([name, count]) => Array<string>(count).fill(name));
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
      const body = close === -1 ? '' : text.slice(index + 1, close);
      const [rawName = '', rawType = ''] = body.split(',', 2);
      const name = rawName.trim();
      if (!isArgumentName(name)) {
        index += 1;
        continue;
      }
      found.push(`{${name}}`);
      if (BRANCHING_TYPES.has(rawType.trim())) {
        const branchesStart = index + 1 + rawName.length + 1 + rawType.length + 1;
        found.push(...branchPlaceholders(text, branchesStart, close));
      }
      index = close + 1;
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
