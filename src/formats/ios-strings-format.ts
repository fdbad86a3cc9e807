import { isHex4 } from './android-escapes.js';
import { FormatError } from './format-error.js';
import { isWritable } from './plural-rules.js';
import { decodeText, encodeWithLayout, layoutOf } from './text-codec.js';
import type { ParseOptions, Segment, WriteOptions } from './types.js';

/*
 * Apple's .strings: `"key" = "value";` entries with C comments, UTF-8 or UTF-16. No maintained pure-JS
 * library reads it (i18n-strings-files needs the native iconv module), so this is a small
 * character-by-character tokenizer (docs/decisions.md, formats).
 */

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
};

function isUnquotedChar(char: string): boolean {
  const code = char.charCodeAt(0);
  const isAlphanumeric =
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return isAlphanumeric || '_.$:/-'.includes(char);
}

export class StringsTokenizer {
  private position = 0;
  private line = 1;
  /** The last comment read since the previous entry: the translator's note for the next one. */
  comment: string | undefined;

  constructor(
    private readonly source: string,
    private readonly fileName: string,
  ) {}

  fail(problem: string): never {
    throw new FormatError({ fileName: this.fileName, format: 'ios-strings', problem, line: this.line });
  }

  private peek(offset = 0): string {
    return this.source[this.position + offset] ?? '';
  }

  private advance(): string {
    const char = this.peek();
    this.position += 1;
    if (char === '\n') this.line += 1;
    return char;
  }

  atEnd(): boolean {
    return this.position >= this.source.length;
  }

  /** Where the tokenizer stands in the source. */
  get offset(): number {
    return this.position;
  }

  /** Skips whitespace and comments, keeping the text of the last comment. */
  skipTrivia(): void {
    while (!this.atEnd()) {
      const char = this.peek();
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.advance();
      else if (char === '/' && this.peek(1) === '*') {
        this.position += 2;
        let body = '';
        while (!(this.peek() === '*' && this.peek(1) === '/')) {
          if (this.atEnd()) this.fail('a /* comment is never closed');
          body += this.advance();
        }
        this.position += 2;
        this.comment = body.trim() === '' ? undefined : body.trim();
      } else if (char === '/' && this.peek(1) === '/') {
        let body = '';
        this.position += 2;
        while (!this.atEnd() && this.peek() !== '\n') body += this.advance();
        this.comment = body.trim() === '' ? undefined : body.trim();
      } else return;
    }
  }

  expect(char: string, what: string): void {
    this.skipTrivia();
    if (this.peek() !== char) this.fail(`expected "${char}" ${what}`);
    this.advance();
  }

  isAt(char: string): boolean {
    this.skipTrivia();
    return this.peek() === char;
  }

  /** A quoted string with its escapes, or an unquoted word such as `key_1`. */
  readString(): string {
    this.skipTrivia();
    if (this.peek() !== '"') {
      let word = '';
      while (!this.atEnd() && isUnquotedChar(this.peek())) word += this.advance();
      if (word === '') this.fail('expected a quoted string');
      return word;
    }
    this.advance();
    let text = '';
    for (;;) {
      if (this.atEnd()) this.fail('a quoted string is never closed');
      const char = this.advance();
      if (char === '"') return text;
      if (char !== '\\') {
        text += char;
        continue;
      }
      const next = this.advance();
      if (next === 'U' || next === 'u') {
        const hex = this.source.slice(this.position, this.position + 4);
        if (!isHex4(hex)) {
          this.fail('a \\U escape needs four hex digits');
        }
        text += String.fromCharCode(Number.parseInt(hex, 16));
        this.position += 4;
      } else text += ESCAPES[next] ?? next;
    }
  }
}

export function parseIosStrings(bytes: Uint8Array, options: ParseOptions): Segment[] {
  const fileName = options.fileName ?? '(ios-strings file)';
  const { text } = decodeText(bytes, fileName, 'ios-strings');
  const tokenizer = new StringsTokenizer(text, fileName);
  const segments: Segment[] = [];
  for (;;) {
    tokenizer.comment = undefined;
    tokenizer.skipTrivia();
    if (tokenizer.atEnd()) return segments;
    const comment = tokenizer.comment;
    const key = tokenizer.readString();
    // `"key";` is Apple's short form for a value equal to its key.
    const value = tokenizer.isAt(';') ? key : (tokenizer.expect('=', 'after a key'), tokenizer.readString());
    tokenizer.expect(';', 'at the end of an entry');
    segments.push(comment === undefined ? { key, text: value } : { key, text: value, comment });
  }
}

/**
 * A control character, or half a surrogate pair (which UTF-8 cannot hold): written as a `\U`
 * escape, so that the file holds exactly the text (issue 56).
 */
export function needsUnicodeEscape(char: string): boolean {
  const code = char.charCodeAt(0);
  return char.length === 1 && (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff));
}

function quote(text: string): string {
  let out = '"';
  for (const char of text) {
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (needsUnicodeEscape(char))
      out += `\\U${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

interface MasterEntry {
  key: string;
  /** The source between the previous entry's `;` and this key: line breaks and comments. */
  before: string;
}

/** The master's entries with the text around them; undefined when there is no readable master. */
function masterLayout(
  template: Uint8Array | undefined,
): { entries: MasterEntry[]; tail: string } | undefined {
  if (template === undefined) return undefined;
  try {
    // Line ends are the writer's (encodeWithLayout puts the master's back).
    const text = decodeText(template, '(template)', 'ios-strings').text.replaceAll('\r\n', '\n');
    const tokenizer = new StringsTokenizer(text, '(template)');
    const entries: MasterEntry[] = [];
    for (;;) {
      const start = tokenizer.offset;
      tokenizer.skipTrivia();
      if (tokenizer.atEnd()) return { entries, tail: text.slice(start) };
      const before = text.slice(start, tokenizer.offset);
      const key = tokenizer.readString();
      if (!tokenizer.isAt(';')) {
        tokenizer.expect('=', 'after a key');
        tokenizer.readString();
      }
      tokenizer.expect(';', 'at the end of an entry');
      entries.push({ key, before });
    }
  } catch {
    return undefined;
  }
}

function entryLine(segment: Segment & { text: string }): string {
  return `${quote(segment.key)} = ${quote(segment.text)};`;
}

/**
 * A target in the master's layout: its comments and blank lines stay where they are, each
 * translated entry replaces the master's; an untranslated entry goes with its line break only.
 */
function writeInLayout(
  layout: { entries: MasterEntry[]; tail: string },
  texts: ReadonlyMap<string, Segment & { text: string }>,
): string {
  let out = '';
  const written = new Set<string>();
  for (const entry of layout.entries) {
    const segment = texts.get(entry.key);
    if (segment === undefined || written.has(entry.key)) {
      const lineStart = entry.before.lastIndexOf('\n');
      out += lineStart === -1 ? '' : entry.before.slice(0, lineStart);
      continue;
    }
    written.add(entry.key);
    out += entry.before + entryLine(segment);
  }
  const extra = [...texts.values()].filter((segment) => !written.has(segment.key));
  for (const segment of extra) out += `\n${entryLine(segment)}`;
  return out + (layout.tail === '' && out !== '' ? '\n' : layout.tail);
}

export function writeIosStrings(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const layout = masterLayout(options.template);
  if (layout !== undefined && layout.entries.length > 0) {
    const texts = new Map<string, Segment & { text: string }>();
    for (const segment of segments) {
      const { text } = segment;
      if (typeof text === 'string' && isWritable(text, options.locale))
        texts.set(segment.key, { ...segment, text });
    }
    return encodeWithLayout(writeInLayout(layout, texts), layoutOf(options.template));
  }
  const entries: string[] = [];
  for (const segment of segments) {
    // iOS keeps plurals in .stringsdict files; a .strings file has no syntax for them.
    if (typeof segment.text !== 'string' || !isWritable(segment.text, options.locale)) continue;
    const comment = segment.comment === undefined ? '' : `/* ${segment.comment.replaceAll('*/', '* /')} */\n`;
    entries.push(`${comment}${quote(segment.key)} = ${quote(segment.text)};\n`);
  }
  return encodeWithLayout(entries.join('\n'), layoutOf(options.template));
}
