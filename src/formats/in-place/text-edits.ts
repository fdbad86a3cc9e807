import { FormatError } from '../format-error.js';
import { keyValuesOf, type KeyValues } from '../key-values.js';
import type { LocaleFormat } from '../types.js';
import { keptEmptyKeys } from './same-translations.js';
import { InPlaceEditError, type InPlaceOptions } from './types.js';

/** One replacement of the range [start, end) of the original text. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * The text with every edit applied, in one pass. Offsets are the original text's and edits do not
 * overlap; at one offset an insertion goes before a removal, so it lands before what follows it.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = [...edits].sort((left, right) => left.start - right.start || left.end - right.end);
  const pieces: string[] = [];
  let at = 0;
  for (const edit of ordered) {
    pieces.push(text.slice(at, edit.start), edit.text);
    at = Math.max(at, edit.end);
  }
  pieces.push(text.slice(at));
  return pieces.join('');
}

/** The file's line end: CRLF when its first line ends so. */
export function lineEndOf(text: string): '\n' | '\r\n' {
  const firstBreak = text.indexOf('\n');
  return firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n';
}

/** The offset where the line holding `offset` starts. */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset just past the line break of the line holding `offset` (the text's end on the last line). */
export function lineEndAfter(text: string, offset: number): number {
  const lineBreak = text.indexOf('\n', offset);
  return lineBreak === -1 ? text.length : lineBreak + 1;
}

const byCodeUnit = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const byLocale = (left: string, right: string) => left.localeCompare(right, 'en');

/**
 * The order a file's keys are sorted in (by code unit, or as a person's editor sorts them), or
 * undefined when they are not sorted: a new key then goes where the service's order puts it.
 */
function sortOrderOf(keys: readonly string[]): ((left: string, right: string) => number) | undefined {
  // Two keys in order say little; three or more in order are a choice worth keeping.
  if (keys.length < 3) return undefined;
  return [byCodeUnit, byLocale].find((compare) =>
    keys.every((key, index) => index === 0 || compare(keys[index - 1] ?? '', key) <= 0),
  );
}

/**
 * Where each new key goes: after the kept local key named (null: before the first kept key). In
 * a sorted file, after the last kept key that sorts before it; otherwise after the nearest key
 * that precedes it in the service's order and that the local text keeps.
 */
export function anchorsOf(
  remoteOrder: readonly string[],
  kept: readonly string[],
  added: ReadonlySet<string>,
): Map<string | null, string[]> {
  const anchors = new Map<string | null, string[]>();
  const keptSet = new Set(kept);
  const compare = sortOrderOf(kept);
  let previous: string | null = null;
  for (const key of remoteOrder) {
    if (keptSet.has(key)) previous = key;
    if (!added.has(key)) continue;
    const anchor =
      compare === undefined ? previous : (kept.findLast((name) => compare(name, key) <= 0) ?? null);
    const group = anchors.get(anchor) ?? [];
    group.push(key);
    anchors.set(anchor, group);
  }
  if (compare !== undefined) for (const group of anchors.values()) group.sort(compare);
  return anchors;
}

/** How a file writes a character outside ASCII: as itself, or as a `\uXXXX` escape (upper or lower hex). */
export type NonAsciiStyle = 'raw' | 'lower' | 'upper';

/**
 * The file's choice for characters outside ASCII: escapes when it has escapes of such characters
 * and none written as themselves; `fallback` when it shows neither.
 */
export function nonAsciiStyleOf(text: string, escapeLetter: RegExp, fallback: NonAsciiStyle): NonAsciiStyle {
  const escape = new RegExp(`\\\\${escapeLetter.source}(?!00[0-7])([0-9a-fA-F]{4})`).exec(text);
  // eslint-disable-next-line no-control-regex -- the test is for characters outside ASCII
  const hasRaw = /[^\u0000-\u007f]/.test(text.replace(/^\uFEFF/, ''));
  if (hasRaw) return 'raw';
  if (escape === null) return fallback;
  return /[A-F]/.test(escape[1] ?? '') ? 'upper' : 'lower';
}

/** `é` as `\u00e9` (letter `u` or `U`) in the given style; characters inside ASCII unchanged. */
export function escapeNonAscii(text: string, style: NonAsciiStyle, letter = 'u'): string {
  if (style === 'raw') return text;
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) out += text.charAt(index);
    else {
      const hex = code.toString(16).padStart(4, '0');
      out += `\\${letter}${style === 'upper' ? hex.toUpperCase() : hex}`;
    }
  }
  return out;
}

/** keyValuesOf a text, or InPlaceEditError naming which side does not read. */
export function keyValuesOrRefuse(
  format: LocaleFormat,
  text: string,
  side: 'local' | 'remote',
  options: InPlaceOptions,
): KeyValues {
  try {
    return keyValuesOf(format, new TextEncoder().encode(text), options.parse);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    const reason = side === 'local' ? 'the file does not parse' : "the service's file does not parse";
    throw new InPlaceEditError(fileNameOf(options), reason, { cause: error });
  }
}

export function fileNameOf(options: InPlaceOptions): string {
  return options.parse.fileName ?? '(locale file)';
}

/** True when both hold the same keys with the same values and plural forms, in any order. */
function sameKeyValues(left: KeyValues, right: KeyValues): boolean {
  if (left.size !== right.size) return false;
  for (const [key, value] of left) if (right.get(key)?.text !== value.text) return false;
  return true;
}

/**
 * The edited text, once it reads back as the service's (with the local keys left empty that the
 * service lacks, kept): the check that keeps a subtle edit from ever writing values the service
 * does not hold.
 */
export function verifiedEdit(
  format: LocaleFormat,
  edited: string,
  values: { local: KeyValues; remote: KeyValues },
  options: InPlaceOptions,
): string {
  let editedValues: KeyValues;
  try {
    editedValues = keyValuesOf(format, new TextEncoder().encode(edited), options.parse);
  } catch (error) {
    throw new InPlaceEditError(fileNameOf(options), 'the edited file would not parse', { cause: error });
  }
  const expected = new Map([...values.remote, ...keptEmptyKeys(values.local, values.remote)]);
  if (!sameKeyValues(editedValues, expected)) {
    throw new InPlaceEditError(fileNameOf(options), "the edited file would not read as the service's");
  }
  return edited;
}

/** Runs an edit on the text after its byte order mark, if it has one, and puts the mark back. */
export function editAfterMark(text: string, edit: (body: string) => string): string {
  if (!text.startsWith('\uFEFF')) return edit(text);
  return `\uFEFF${edit(text.slice(1))}`;
}
