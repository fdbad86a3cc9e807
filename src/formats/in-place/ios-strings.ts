import { needsUnicodeEscape, StringsTokenizer } from '../ios-strings-format.js';
import { editEntryLines, type SourceEntry } from './entry-lines.js';
import { keptEmptyKeys } from './same-translations.js';
import { sameTranslations } from '../key-values.js';
import {
  editAfterMark,
  escapeNonAscii,
  fileNameOf,
  keyValuesOrRefuse,
  nonAsciiStyleOf,
  verifiedEdit,
  type NonAsciiStyle,
} from './text-edits.js';
import type { InPlaceEditor } from './types.js';

/*
 * iOS .strings in place, on the format's own tokenizer (the offsets it stands at give each entry's
 * key and value ranges): the header comment, group comments, `//` notes, line continuations and
 * every untouched entry stay as the team wrote them.
 */

interface StringsEntry extends SourceEntry {
  /** `"key";`, Apple's short form for a value equal to its key: a new value needs ` = "…"`. */
  short: boolean;
  /** The text between the key and the value (` = `), for a new entry laid out as this one. */
  separator: string;
}

interface StringsStyle {
  nonAscii: NonAsciiStyle;
  /** `U` or `u`: the letter of the file's escapes (`\U00E9`). */
  letter: string;
  /** How a line break inside a value is written: `\n`, as itself, or `\` and a line break. */
  lineBreak: string;
  /** The text around `=` most entries have, for a short entry's new value and a new entry. */
  separator: string;
}

function entriesOf(text: string, fileName: string): StringsEntry[] {
  const tokenizer = new StringsTokenizer(text, fileName);
  const entries: StringsEntry[] = [];
  for (;;) {
    tokenizer.skipTrivia();
    if (tokenizer.atEnd()) return entries;
    const start = tokenizer.offset;
    const key = tokenizer.readString();
    const keyEnd = tokenizer.offset;
    let entry: StringsEntry;
    if (tokenizer.isAt(';')) {
      entry = {
        key,
        value: key,
        start,
        end: 0,
        valueStart: keyEnd,
        valueEnd: keyEnd,
        short: true,
        separator: '',
      };
    } else {
      tokenizer.expect('=', 'after a key');
      tokenizer.skipTrivia();
      const valueStart = tokenizer.offset;
      const value = tokenizer.readString();
      const separator = text.slice(keyEnd, valueStart);
      entry = { key, value, start, end: 0, valueStart, valueEnd: tokenizer.offset, short: false, separator };
    }
    tokenizer.expect(';', 'at the end of an entry');
    entry.end = tokenizer.offset;
    entries.push(entry);
  }
}

function styleOf(text: string, entries: readonly StringsEntry[]): StringsStyle {
  const values = entries.map((entry) => text.slice(entry.valueStart, entry.valueEnd));
  const joined = values.join('\n');
  const letter = /\\u[0-9a-fA-F]{4}/.test(joined) && !/\\U[0-9a-fA-F]{4}/.test(joined) ? 'u' : 'U';
  const lineBreak = values.some((value) => /\\\r?\n/.test(value))
    ? '\\\n'
    : values.some((value) => value.includes('\n'))
      ? '\n'
      : '\\n';
  const counts = new Map<string, number>();
  for (const { separator } of entries)
    if (/^\s*=\s*$/.test(separator)) counts.set(separator, (counts.get(separator) ?? 0) + 1);
  const separator = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0] ?? ' = ';
  return { nonAscii: nonAsciiStyleOf(joined, /[uU]/, 'raw'), letter, lineBreak, separator };
}

/** A quoted string with the escapes the format's reader undoes, in the file's style. */
function quote(text: string, style: StringsStyle): string {
  let out = '"';
  for (const char of text) {
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += style.lineBreak;
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (needsUnicodeEscape(char))
      out += `\\${style.letter}${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    else out += escapeNonAscii(char, style.nonAscii, style.letter);
  }
  return `${out}"`;
}

/** The neighbour's separator when it is whitespace around `=` (not a comment), else the file's. */
function separatorOf(neighbour: StringsEntry | undefined, style: StringsStyle): string {
  const separator = neighbour?.separator;
  return separator !== undefined && /^\s*=\s*$/.test(separator) ? separator : style.separator;
}

export const editIosStringsInPlace: InPlaceEditor = (local, remote, options) => {
  const localValues = keyValuesOrRefuse('ios-strings', local, 'local', options);
  const remoteValues = keyValuesOrRefuse('ios-strings', remote, 'remote', options);
  if (sameTranslations(localValues, remoteValues)) return local;
  const keptEmpty = keptEmptyKeys(localValues, remoteValues);
  const fileName = fileNameOf(options);
  const remoteTexts = new Map<string, string>();
  for (const entry of entriesOf(remote.replace(/^\uFEFF/, ''), fileName))
    remoteTexts.set(entry.key, entry.value);
  const edited = editAfterMark(local, (text) => {
    const entries = entriesOf(text, fileName);
    const style = styleOf(text, entries);
    return editEntryLines(
      text,
      entries,
      remoteTexts,
      keptEmpty,
      {
        renderValue: (entry, value) => (entry.short ? style.separator : '') + quote(value, style),
        renderEntry: (key, value, neighbour) =>
          `${quote(key, style)}${separatorOf(neighbour, style)}${quote(value, style)};`,
      },
      fileName,
    );
  });
  return verifiedEdit('ios-strings', edited, { local: localValues, remote: remoteValues }, options);
};
