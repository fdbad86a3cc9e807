import { InPlaceEditError } from './types.js';
import { anchorsOf, applyEdits, lineEndAfter, lineEndOf, lineStartOf, type TextEdit } from './text-edits.js';

/*
 * The in-place edit of a file of flat `key = value` entries (.properties, iOS .strings): a changed
 * value is replaced where it stands, a removed entry takes its lines out, a new entry gets a line
 * of its own next to its neighbour. Comments, blank lines and every other entry stay as they are.
 */

/** One entry of the local file and where it stands in the text. */
export interface SourceEntry {
  key: string;
  value: string;
  /** The entry's first character (its key) and the offset past its last one. */
  start: number;
  end: number;
  /** The range of the value's source text, replaced when the value changes. */
  valueStart: number;
  valueEnd: number;
}

interface EntryFormat<Entry extends SourceEntry> {
  /** The source text that replaces [valueStart, valueEnd) of `entry` for a new value. */
  renderValue(entry: Entry, value: string): string;
  /** A new entry's source text, laid out as its neighbour (undefined in a file without entries). */
  renderEntry(key: string, value: string, neighbour: Entry | undefined): string;
}

const isBlank = (text: string) => text.trim() === '';

/** True when nothing but whitespace, or a note after it that ends on its line, shares the entry's lines. */
function standsAlone(text: string, entry: SourceEntry): boolean {
  const before = text.slice(lineStartOf(text, entry.start), entry.start);
  const after = text.slice(entry.end, lineEndAfter(text, entry.end)).trim();
  const closedComment = after.startsWith('/*') && after.indexOf('*/') === after.length - 2;
  return isBlank(before) && (after === '' || after.startsWith('//') || closedComment);
}

/** The range a removed entry takes out: its whole lines, or only itself on a shared line. */
function removalOf(text: string, entry: SourceEntry): TextEdit {
  if (standsAlone(text, entry))
    return { start: lineStartOf(text, entry.start), end: lineEndAfter(text, entry.end), text: '' };
  // On a shared line the entry goes with the spaces that parted it from its neighbour.
  let start = entry.start;
  let end = entry.end;
  while (text[end] === ' ' || text[end] === '\t') end += 1;
  if (text[end] === '\n' || text[end] === '\r' || end === text.length) {
    end = entry.end;
    while (text[start - 1] === ' ' || text[start - 1] === '\t') start -= 1;
  }
  return { start, end, text: '' };
}

/** The local entries by key; two entries of one key cannot be edited safely (which one is read?). */
function entriesByKey<Entry extends SourceEntry>(
  entries: readonly Entry[],
  fileName: string,
): Map<string, Entry> {
  const byKey = new Map<string, Entry>();
  for (const entry of entries) {
    if (byKey.has(entry.key)) throw new InPlaceEditError(fileName, `the key "${entry.key}" appears twice`);
    byKey.set(entry.key, entry);
  }
  return byKey;
}

/** New entries' lines after `anchor` (null: before the first kept entry, or at the end of an empty file). */
function insertionOf<Entry extends SourceEntry>(
  text: string,
  anchor: Entry | undefined,
  firstKept: Entry | undefined,
  lines: readonly string[],
): TextEdit {
  const eol = lineEndOf(text);
  const neighbour = anchor ?? firstKept;
  const indent =
    neighbour === undefined ? '' : text.slice(lineStartOf(text, neighbour.start), neighbour.start);
  const indented = lines.map((line) => (isBlank(indent) ? indent : '') + line);
  if (anchor === undefined && firstKept !== undefined) {
    const at = lineStartOf(text, firstKept.start);
    return { start: at, end: at, text: indented.map((line) => line + eol).join('') };
  }
  const at = anchor === undefined ? text.length : lineEndAfter(text, anchor.end);
  // The last line of a file without a final newline gets one before the new lines, and keeps its lack.
  if (at === text.length && text !== '' && !text.endsWith('\n'))
    return { start: at, end: at, text: eol + indented.join(eol) };
  return { start: at, end: at, text: indented.map((line) => line + eol).join('') };
}

/**
 * `text` holding `remote`'s entries (in the service's order for new ones), edited in place. The
 * entries of `keptEmpty` (left empty, and the remote lacks them: same-translations.ts) stay.
 */
export function editEntryLines<Entry extends SourceEntry>(
  text: string,
  entries: readonly Entry[],
  remote: ReadonlyMap<string, string>,
  keptEmpty: ReadonlyMap<string, unknown>,
  format: EntryFormat<Entry>,
  fileName: string,
): string {
  const local = entriesByKey(entries, fileName);
  const edits: TextEdit[] = [];
  for (const entry of entries) {
    const value = remote.get(entry.key);
    if (value === undefined) {
      if (!keptEmpty.has(entry.key)) edits.push(removalOf(text, entry));
    } else if (value !== entry.value)
      edits.push({ start: entry.valueStart, end: entry.valueEnd, text: format.renderValue(entry, value) });
  }
  const kept = entries.filter((entry) => remote.has(entry.key) || keptEmpty.has(entry.key));
  const added = new Set([...remote.keys()].filter((key) => !local.has(key)));
  const anchors = anchorsOf(
    [...remote.keys()],
    kept.map((entry) => entry.key),
    added,
  );
  for (const [anchorKey, keys] of anchors) {
    const anchor = anchorKey === null ? undefined : local.get(anchorKey);
    const neighbour = anchor ?? kept[0];
    const lines = keys.map((key) => format.renderEntry(key, remote.get(key) ?? '', neighbour));
    edits.push(insertionOf(text, anchor, kept[0], lines));
  }
  return applyEdits(text, edits);
}
