/**
 * A PO file as lines, each entry with the line range of its comments and of each field, so an
 * edit can rewrite one msgstr and leave every other byte. Strings are decoded as gettext-parser
 * (the format's reader) decodes them, so an entry's key here is the key keyValuesOf gives.
 */

/** One line with its own line end ('' on a last line without one). */
interface PoLine {
  text: string;
  end: string;
}

/** A keyword and its strings: lines [start, end). */
interface PoField {
  keyword: string;
  start: number;
  end: number;
  value: string;
}

export interface PoEntry {
  /** The key as the reader gives it: msgid, or msgctxt and msgid joined by EOT. */
  key: string;
  isHeader: boolean;
  /** First line of the comments directly above the entry (= fieldStart when none). */
  commentStart: number;
  fieldStart: number;
  end: number;
  fuzzy: boolean;
  msgctxt?: PoField;
  msgid: PoField;
  msgidPlural?: PoField;
  /** msgstr, or msgstr[0], msgstr[1]... by their index. */
  msgstr: Map<number, PoField>;
}

export interface PoDocument {
  lines: PoLine[];
  entries: PoEntry[];
}

/** The style a new or changed string is written in, read from the file. */
export interface PoStyle {
  lineEnd: string;
  /** Longest string line of a value the file wraps by length; undefined when it never does. */
  wrapWidth: number | undefined;
  /** True when the file starts a new line after each `\n` inside a value. */
  splitAtNewlines: boolean;
}

export class PoScanError extends Error {
  readonly code = 'PO_SCAN';
}

function linesOf(text: string): PoLine[] {
  const lines: PoLine[] = [];
  for (const match of text.matchAll(/([^\n]*?)(\r?\n|$)/g)) {
    if (match.index === text.length && match[0] === '') break;
    lines.push({ text: match[1] ?? '', end: match[2] ?? '' });
  }
  return lines;
}

/** The quoted string starting at `from` (a '"'), decoded as gettext-parser does, and where it ends. */
function readQuoted(line: string, from: number, lineNumber: number): string {
  let value = '';
  for (let index = from + 1; index < line.length; index += 1) {
    const char = line[index] ?? '';
    if (char === '"') return value;
    if (char !== '\\') {
      value += char;
      continue;
    }
    index += 1;
    const next = line[index] ?? '';
    // gettext-parser knows \t \n \r; any other escaped character stands for itself.
    value += next === 't' ? '\t' : next === 'n' ? '\n' : next === 'r' ? '\r' : next;
  }
  throw new PoScanError(`line ${lineNumber}: a string that does not close on its line`);
}

const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(?=")/;

interface OpenEntry {
  commentStart: number;
  fieldStart: number;
  fuzzy: boolean;
  fields: PoField[];
}

function isFuzzyFlagLine(line: string): boolean {
  return (
    line.startsWith('#,') &&
    line
      .slice(2)
      .split(',')
      .some((flag) => flag.trim() === 'fuzzy')
  );
}

function closeEntry(open: OpenEntry, entries: PoEntry[], lineNumber: number): void {
  const field = (keyword: string) => open.fields.find((candidate) => candidate.keyword === keyword);
  const msgid = field('msgid');
  if (msgid === undefined) throw new PoScanError(`line ${lineNumber}: an entry without msgid`);
  const msgctxt = field('msgctxt');
  const msgidPlural = field('msgid_plural');
  const msgstr = new Map<number, PoField>();
  for (const candidate of open.fields) {
    const slot = /^msgstr(?:\[(\d+)\])?$/.exec(candidate.keyword);
    if (slot !== null) msgstr.set(Number(slot[1] ?? 0), candidate);
  }
  // An empty msgctxt counts as none, as the reader has it.
  const context = msgctxt?.value === '' ? undefined : msgctxt?.value;
  const entry: PoEntry = {
    key: context === undefined ? msgid.value : `${context}\u0004${msgid.value}`,
    isHeader: context === undefined && msgid.value === '',
    commentStart: open.commentStart,
    fieldStart: open.fieldStart,
    end: open.fields.at(-1)?.end ?? open.fieldStart,
    fuzzy: open.fuzzy,
    msgid,
    msgstr,
  };
  if (msgctxt !== undefined) entry.msgctxt = msgctxt;
  if (msgidPlural !== undefined) entry.msgidPlural = msgidPlural;
  entries.push(entry);
}

/** The live entries of a PO text (obsolete `#~` entries are kept as lines, outside every entry). */
export function scanPo(text: string): PoDocument {
  const lines = linesOf(text);
  const entries: PoEntry[] = [];
  let open: OpenEntry | undefined;
  let field: PoField | undefined;
  let commentStart: number | undefined;
  let fuzzy = false;
  const finish = (index: number) => {
    if (open !== undefined) closeEntry(open, entries, index + 1);
    open = undefined;
    field = undefined;
  };
  lines.forEach(({ text: raw }, index) => {
    const line = raw.trim();
    if (line.startsWith('"')) {
      if (field === undefined) throw new PoScanError(`line ${index + 1}: a string outside an entry`);
      field.value += readQuoted(line, 0, index + 1);
      field.end = index + 1;
      return;
    }
    const keyword = KEYWORD.exec(line);
    if (keyword !== null) {
      const name = keyword[1] ?? '';
      const startsEntry =
        name === 'msgctxt' || (name === 'msgid' && open?.fields.at(-1)?.keyword !== 'msgctxt');
      if (startsEntry || open === undefined) {
        finish(index - 1);
        open = { commentStart: commentStart ?? index, fieldStart: index, fuzzy, fields: [] };
        commentStart = undefined;
        fuzzy = false;
      }
      field = {
        keyword: name,
        start: index,
        end: index + 1,
        value: readQuoted(line, keyword[0].length, index + 1),
      };
      open.fields.push(field);
      return;
    }
    // Anything else ends the strings of the entry before it.
    finish(index - 1);
    if (line.startsWith('#') && !line.startsWith('#~')) {
      commentStart ??= index;
      if (isFuzzyFlagLine(line)) fuzzy = true;
    } else if (line === '' || line.startsWith('#~')) {
      commentStart = undefined;
      fuzzy = false;
    } else {
      throw new PoScanError(`line ${index + 1}: not a comment, keyword or string`);
    }
  });
  finish(lines.length - 1);
  return { lines, entries };
}

/** The wrapping widths of the tools that write PO files: msgmerge and msgcat, then Babel. */
const TOOL_WIDTHS = [79, 76];

/**
 * How the file writes its strings: line ends, the width it wraps at, breaks after `\n`. Each line
 * broken by width bounds that width: at least the line's length, less than the line with the next
 * line's first word. Within those bounds the width is a known tool's, else the longest line.
 */
export function styleOf(document: PoDocument): PoStyle {
  const lineEnd = document.lines.find((line) => line.end !== '')?.end ?? '\n';
  let longest: number | undefined;
  let below = Infinity;
  let splitAtNewlines = false;
  for (const entry of document.entries) {
    const fields = [entry.msgctxt, entry.msgid, entry.msgidPlural, ...entry.msgstr.values()];
    for (const field of fields) {
      if (field === undefined || field.end - field.start < 2) continue;
      const continuations = document.lines
        .slice(field.start + 1, field.end)
        .map((line) => line.text.trimEnd());
      continuations.forEach((text, index) => {
        const next = continuations[index + 1];
        if (text.endsWith('\\n"')) splitAtNewlines = true;
        else if (next !== undefined) {
          longest = Math.max(longest ?? 0, widthOf(text));
          const word = /^"(\S*\s*)/.exec(next.trimStart())?.[1] ?? '';
          below = Math.min(below, widthOf(text) + widthOf(word));
        }
      });
    }
  }
  if (longest !== undefined) {
    const wrapWidth = TOOL_WIDTHS.find((width) => width >= (longest ?? 0) && width < below) ?? longest;
    return { lineEnd, wrapWidth, splitAtNewlines };
  }
  // No value broken by width: a line past the usual width says the file is not wrapped; else the
  // file may simply hold short values, and its tool's default width is the one it would use.
  const babel = document.lines.some((line) => line.text.startsWith('"Generated-By: Babel'));
  const usual = babel ? 76 : 79;
  const unwrapped = document.lines.some((line) => widthOf(line.text) > usual);
  return { lineEnd, wrapWidth: unwrapped ? undefined : usual, splitAtNewlines };
}

/** Columns as the wrapping tools count them: code points. */
function widthOf(text: string): number {
  let width = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The second half of a surrogate pair is part of the code point before it.
    if (code < 0xdc00 || code > 0xdfff) width += 1;
  }
  return width;
}

function escapePo(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll('"', '\\"')
    .replaceAll('\n', '\\n')
    .replaceAll('\t', '\\t')
    .replaceAll('\r', '\\r');
}

/** Pieces of an escaped string no longer than `room` columns, broken after spaces as gettext does. */
function wrapPiece(piece: string, room: number): string[] {
  if (widthOf(piece) <= room) return [piece];
  const chunks: string[] = [];
  let current = '';
  for (const word of piece.match(/[^ ]+ *| +/g) ?? [piece]) {
    if (current !== '' && widthOf(current + word) > room) {
      chunks.push(current);
      current = '';
    }
    current += word;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

/** The lines of `keyword "value"` in the file's style (no line ends). */
export function renderField(keyword: string, value: string, style: PoStyle): string[] {
  const escaped = escapePo(value);
  const single = `${keyword} "${escaped}"`;
  const innerBreak = escaped.slice(0, -2).includes('\\n');
  const fits = style.wrapWidth === undefined || widthOf(single) <= style.wrapWidth;
  if (fits && !(innerBreak && style.splitAtNewlines)) return [single];
  const pieces = style.splitAtNewlines ? escaped.split(/(?<=\\n)/) : [escaped];
  const room = style.wrapWidth === undefined ? Infinity : style.wrapWidth - 2;
  const chunks = pieces.filter((piece) => piece !== '').flatMap((piece) => wrapPiece(piece, room));
  return [`${keyword} ""`, ...chunks.map((chunk) => `"${chunk}"`)];
}
