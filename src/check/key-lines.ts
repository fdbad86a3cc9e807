import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { PLURAL_FORMS, type LocaleFormat } from '../formats/index.js';
import { joinKey, splitKey } from '../formats/key-tree.js';

/**
 * The line of each key in a locale file, so a placeholder mismatch is annotated where the key is.
 * YAML and JSON are read with their real structure (node ranges, a position-keeping JSON scan);
 * the line-oriented formats are searched for the key's own declaration. A key we cannot place
 * gets no line rather than a guessed one.
 */

type KeyLineFinder = (key: string, form?: string) => number | undefined;

/**
 * 1-based line of an offset in `text`, for offsets asked in increasing order (the JSON scan only
 * moves forward): each call counts the newlines since the last one, so a file costs one pass
 * however many keys it has. Counting from the start for every key took minutes on 50,000 keys.
 */
function forwardLineCounter(text: string): (offset: number) => number {
  let line = 1;
  let counted = 0;
  return (offset) => {
    const end = Math.min(offset, text.length);
    for (; counted < end; counted += 1) if (text.charCodeAt(counted) === 10) line += 1;
    return line;
  };
}

/** Every key path of a Rails YAML file (below its locale root) to the line of that key. */
function yamlKeyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const counter = new LineCounter();
  // uniqueKeys off: the library's check is quadratic, and the reader has refused duplicates already.
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
  const walk = (node: unknown, prefix: string): void => {
    if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const path = `${prefix}[${index}]`;
        const start = (item as { range?: [number, number, number] } | null)?.range?.[0];
        if (start !== undefined) lines.set(path, counter.linePos(start).line);
        walk(item, path);
      });
      return;
    }
    if (!isMap(node)) return;
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const path = joinKey(prefix, name);
      const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      if (start !== undefined) lines.set(path, counter.linePos(start).line);
      walk(pair.value, path);
    }
  };
  const root = doc.contents;
  // The single locale root (`en:`) is not part of any key, as in the YAML reader.
  if (isMap(root) && root.items.length === 1) walk(root.items[0]?.value, '');
  return lines;
}

/** Every key path of a JSON file to the line of its name, by a scan that keeps positions. */
function jsonKeyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const lineAt = forwardLineCounter(text);
  let index = 0;
  const skipSpace = (): void => {
    while (index < text.length && /\s/.test(text[index] ?? '')) index += 1;
  };
  const readString = (): string => {
    const start = index;
    index += 1;
    while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const readValue = (path: string): void => {
    skipSpace();
    const char = text[index];
    if (char === '{') {
      index += 1;
      skipSpace();
      while (index < text.length && text[index] !== '}') {
        const keyOffset = index;
        const name = readString();
        const child = joinKey(path, name);
        lines.set(child, lineAt(keyOffset));
        skipSpace();
        index += 1; // the colon
        readValue(child);
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (char === '[') {
      index += 1;
      let item = 0;
      skipSpace();
      while (index < text.length && text[index] !== ']') {
        const itemPath = `${path}[${item}]`;
        lines.set(itemPath, lineAt(index));
        readValue(itemPath);
        item += 1;
        skipSpace();
        if (text[index] === ',') index += 1;
        skipSpace();
      }
      index += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (index < text.length && !/[\s,}\]]/.test(text[index] ?? '')) index += 1;
    }
  };
  try {
    readValue('');
  } catch {
    // A file the JSON reader accepted scans cleanly; anything else keeps the lines found so far.
  }
  return lines;
}

function firstOf(lines: readonly (number | undefined)[]): number | undefined {
  const found = lines.filter((line): line is number => line !== undefined);
  return found.length === 0 ? undefined : Math.min(...found);
}

/**
 * The line-oriented formats: what a line declares, as the text it spells the key with (the key
 * below is spelled the same way by `spellingOf`). One pass over the file builds the index, so
 * each key is a map lookup: searching every line for every key was quadratic in the file's size.
 */
function declaredOn(format: LocaleFormat, line: string): string[] {
  switch (format) {
    case 'properties': {
      const match = /^\s*((?:\\.|[^\s:=\\])+)\s*[=:\s]/.exec(line);
      return match?.[1] === undefined ? [] : [match[1]];
    }
    case 'po': {
      const match = /^msgid\s+("(?:[^"\\]|\\.)*")\s*$/.exec(line);
      return match?.[1] === undefined ? [] : [match[1]];
    }
    case 'android-xml':
      return [...line.matchAll(/<(?:string|plurals|string-array)\b[^>]*?\bname="([^"]*)"/g)].map(
        (match) => match[1] ?? '',
      );
    case 'ios-strings': {
      const match = /^\s*("(?:[^"\\]|\\.)*")\s*=/.exec(line);
      return match?.[1] === undefined ? [] : [match[1]];
    }
    default:
      return [];
  }
}

/** How a line declaring `key` spells it, for declaredOn's index. */
function spellingOf(format: LocaleFormat, key: string): string {
  switch (format) {
    case 'properties':
      return key.replace(/([ :=])/g, '\\$1');
    case 'po':
      // msgctxt\u0004msgid: the msgid line is where the translation starts.
      return JSON.stringify(key.split('\u0004').at(-1) ?? key);
    case 'android-xml':
      return splitKey(key)
        .filter((part) => typeof part === 'string')
        .join('.');
    default:
      return JSON.stringify(key);
  }
}

/** Each spelling declared in `text` to the first line that declares it. */
function declarationLines(format: LocaleFormat, text: string): Map<string, number> {
  const lines = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    for (const spelling of declaredOn(format, line)) if (!lines.has(spelling)) lines.set(spelling, index + 1);
  });
  return lines;
}

/** A finder for one file's text; `form` names a plural form when the mismatch is in one. */
export function keyLineFinder(format: LocaleFormat, text: string): KeyLineFinder {
  if (format === 'yaml' || format === 'json') {
    const lines = format === 'yaml' ? yamlKeyLines(text) : jsonKeyLines(text);
    return (key, form) =>
      (form === undefined ? undefined : (lines.get(`${key}.${form}`) ?? lines.get(`${key}_${form}`))) ??
      lines.get(key) ??
      // i18next plurals have no key of their own (`items_one`, `items_other`): the first form's line.
      firstOf(PLURAL_FORMS.map((plural) => lines.get(`${key}_${plural}`)));
  }
  const declared = declarationLines(format, text);
  return (key) => declared.get(spellingOf(format, key));
}
