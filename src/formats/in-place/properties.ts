import { parseLines, type Pair } from 'dot-properties';
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
 * .properties in place, on dot-properties' own parse: it gives each pair's key and value ranges in
 * the source (continuation lines included), so comments (# and !), blank lines, separators and
 * continuations of every untouched pair stay as the team wrote them.
 */

interface PropertiesEntry extends SourceEntry {
  /** The text between key and value (` = `, `:`, a space), empty for a key without a value. */
  separator: string;
}

interface PropertiesStyle {
  nonAscii: NonAsciiStyle;
  separator: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\f': '\\f',
};

/** Java's escapes, and characters outside ASCII as the file writes them. */
function escapeText(text: string, style: PropertiesStyle, isKey: boolean): string {
  let out = '';
  let index = -1;
  for (const char of text) {
    index += 1;
    const code = char.charCodeAt(0);
    if (ESCAPES[char] !== undefined) out += ESCAPES[char];
    // Controls, and half a surrogate pair (which no raw UTF-8 holds), always as Java's escape.
    else if (code < 0x20 || code === 0x7f || (char.length === 1 && code >= 0xd800 && code <= 0xdfff))
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    // A value's leading space would be read as part of the separator; a key ends at a space, `=` or `:`.
    else if (char === ' ' && (isKey || index === 0)) out += '\\ ';
    else if (isKey && (char === '=' || char === ':' || ((char === '#' || char === '!') && index === 0)))
      out += `\\${char}`;
    else out += escapeNonAscii(char, style.nonAscii);
  }
  return out;
}

function entriesOf(text: string): PropertiesEntry[] {
  return parseLines(text, true)
    .filter((node): node is Required<Pair> => node.type === 'PAIR')
    .map((pair) => {
      const [start, keyEnd, valueStart, end] = pair.range;
      return {
        key: pair.key,
        value: pair.value,
        start,
        end,
        valueStart,
        valueEnd: end,
        separator: text.slice(keyEnd, valueStart),
      };
    });
}

/** The separator most pairs use, for a new pair and for a value given to a key that had none. */
function styleOf(text: string, entries: readonly PropertiesEntry[]): PropertiesStyle {
  const counts = new Map<string, number>();
  for (const entry of entries)
    if (entry.separator !== '') counts.set(entry.separator, (counts.get(entry.separator) ?? 0) + 1);
  const separator = [...counts].sort((left, right) => right[1] - left[1])[0]?.[0] ?? '=';
  const sources = entries.map((entry) => text.slice(entry.start, entry.end)).join('\n');
  // Java before 9 reads ISO-8859-1: with nothing to go by, escapes are the safe choice.
  return { nonAscii: nonAsciiStyleOf(sources, /u/, 'lower'), separator };
}

export const editPropertiesInPlace: InPlaceEditor = (local, remote, options) => {
  const localValues = keyValuesOrRefuse('properties', local, 'local', options);
  const remoteValues = keyValuesOrRefuse('properties', remote, 'remote', options);
  if (sameTranslations(localValues, remoteValues)) return local;
  const keptEmpty = keptEmptyKeys(localValues, remoteValues);
  const remoteTexts = new Map<string, string>();
  for (const entry of entriesOf(remote.replace(/^\uFEFF/, ''))) remoteTexts.set(entry.key, entry.value);
  const edited = editAfterMark(local, (text) => {
    const entries = entriesOf(text);
    const style = styleOf(text, entries);
    return editEntryLines(
      text,
      entries,
      remoteTexts,
      keptEmpty,
      {
        renderValue: (entry, value) =>
          (entry.separator === '' && value !== '' ? style.separator : '') + escapeText(value, style, false),
        renderEntry: (key, value, neighbour) =>
          escapeText(key, style, true) +
          (neighbour?.separator || style.separator) +
          escapeText(value, style, false),
      },
      fileNameOf(options),
    );
  });
  return verifiedEdit('properties', edited, { local: localValues, remote: remoteValues }, options);
};
