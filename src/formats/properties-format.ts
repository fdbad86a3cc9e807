import { parseLines, stringify } from 'dot-properties';
import { FormatError } from './format-error.js';
import { isWritable } from './plural-rules.js';
import { encodeWithLayout, layoutOf } from './text-codec.js';
import type { ParseOptions, Segment, WriteOptions } from './types.js';

function isHexDigit(char: string | undefined): boolean {
  return (
    char !== undefined &&
    ((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f') || (char >= 'A' && char <= 'F'))
  );
}

/**
 * The line of the first `\u` escape without four hex digits, which Java's Properties.load rejects
 * and dot-properties would silently turn into text.
 */
function badUnicodeEscapeLine(source: string): number | undefined {
  let line = 1;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\n') line += 1;
    if (char !== '\\') continue;
    if (source[index + 1] === 'u') {
      const digits = [1, 2, 3, 4].map((offset) => source[index + 1 + offset]);
      if (!digits.every(isHexDigit)) return line;
    }
    // Skip the escaped character so `\\u` (a backslash, then "u") is not taken for an escape.
    if (source[index + 1] === '\n') line += 1;
    index += 1;
  }
  return undefined;
}

/** Java 9+ reads UTF-8; older files are ISO-8859-1, which every byte sequence decodes as. */
function decodeProperties(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

export function parseProperties(bytes: Uint8Array, options: ParseOptions): Segment[] {
  const fileName = options.fileName ?? '(properties file)';
  const source = decodeProperties(bytes);
  const badLine = badUnicodeEscapeLine(source);
  if (badLine !== undefined) {
    throw new FormatError({
      fileName,
      format: 'properties',
      line: badLine,
      problem: 'malformed \\uXXXX escape',
    });
  }
  const segments: Segment[] = [];
  let comments: string[] = [];
  for (const node of parseLines(source, true)) {
    if (node.type === 'COMMENT') {
      const comment = (node as unknown as { comment: string }).comment;
      const body = comment.slice(1);
      comments.push(body.startsWith(' ') ? body.slice(1) : body);
    } else if (node.type === 'PAIR') {
      const { key, value } = node as unknown as { key: string; value: string };
      const comment = comments.join('\n').trim();
      segments.push(comment === '' ? { key, text: value } : { key, text: value, comment });
      comments = [];
    } else {
      // A blank line ends a comment block: it described a section, not the next key.
      comments = [];
    }
  }
  return segments;
}

/** `\u` escapes for everything outside ASCII, so the file reads the same as UTF-8 and ISO-8859-1. */
function asciiOnly(line: string): string {
  let out = '';
  for (const char of line) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code < 0x80) out += char;
    else
      for (let unit = 0; unit < char.length; unit += 1)
        out += `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0')}`;
  }
  return out;
}

export function writeProperties(segments: readonly Segment[], options: WriteOptions): Uint8Array {
  const lines: string[] = [];
  for (const segment of segments) {
    // Java properties have no plural syntax; plural texts are ICU messages inside one string.
    if (typeof segment.text !== 'string' || !isWritable(segment.text, options.locale)) continue;
    if (segment.comment !== undefined) {
      if (lines.length > 0) lines.push('');
      for (const line of segment.comment.split('\n')) lines.push(`# ${line}`.trimEnd());
    }
    const pair = stringify([[segment.key, segment.text]], { lineWidth: null, latin1: false });
    // Only the newline stringify adds goes; a value's trailing spaces are text.
    lines.push(asciiOnly(pair.endsWith('\n') ? pair.slice(0, -1) : pair));
  }
  const text = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  return encodeWithLayout(text, layoutOf(options.template));
}
