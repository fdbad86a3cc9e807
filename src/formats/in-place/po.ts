/**
 * gettext PO in place: only the msgstr lines of entries whose translation the service changed
 * are rewritten (for a plural, only the changed msgstr[n]), in the file's own wrapping width and
 * line ends. The header entry is never touched (PO-Revision-Date, X-Generator, the translators
 * list), nor are obsolete `#~` entries, flags of other entries, or the order.
 */
import { Buffer } from 'node:buffer';
import { po } from 'gettext-parser';
import { FormatError } from '../format-error.js';
import { gettextPlurals, slotsOfHeader } from '../gettext-plurals.js';
import { diffKeyValues, keyValuesOf, type KeyValue, type KeyValues } from '../key-values.js';
import type { PluralForm } from '../types.js';
import {
  PoScanError,
  renderField,
  scanPo,
  styleOf,
  type PoDocument,
  type PoEntry,
  type PoStyle,
} from './po-scan.js';
import { InPlaceEditError, type InPlaceEditor, type InPlaceOptions } from './types.js';

/** Lines [start, end) of the local text replaced by `lines` (no line ends yet). */
interface Patch {
  start: number;
  end: number;
  lines: string[];
}

const encoder = new TextEncoder();

function sameValues(left: KeyValues, right: KeyValues): boolean {
  const diff = diffKeyValues(left, right);
  return diff.added.length + diff.changed.length + diff.removed.length === 0;
}

/** The repository file's values; a file its reader cannot read is no file to edit. */
function readLocal(local: string, options: InPlaceOptions, fileName: string): KeyValues {
  try {
    return keyValuesOf('po', encoder.encode(local), options.parse);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new InPlaceEditError(fileName, `the repository's file: ${error.message}`, { cause: error });
  }
}

function scan(text: string, fileName: string, which: string): PoDocument {
  try {
    return scanPo(text);
  } catch (error) {
    if (error instanceof PoScanError) {
      throw new InPlaceEditError(fileName, `${which} text: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

/** The CLDR category of each msgstr index, read as the format's reader reads the local file. */
function slotsOfLocal(local: string, options: InPlaceOptions): PluralForm[] {
  const headers = po.parse(Buffer.from(local), { validation: false }).headers as
    Record<string, string> | undefined;
  const locale = options.parse.locale ?? headers?.['Language'] ?? 'en';
  const header = headers?.['Plural-Forms'];
  return (header === undefined ? undefined : slotsOfHeader(header, locale)) ?? gettextPlurals(locale).slots;
}

/** What an entry gives the reader: nothing when fuzzy or untranslated, as keyValuesOf has it. */
function valueOf(entry: PoEntry, slots: readonly PluralForm[]): string | Map<PluralForm, string> | undefined {
  if (entry.fuzzy) return undefined;
  if (entry.msgidPlural === undefined) return entry.msgstr.get(0)?.value || undefined;
  const forms = new Map<PluralForm, string>();
  for (const [index, field] of entry.msgstr) {
    const form = slots[index];
    if (form !== undefined && field.value !== '') forms.set(form, field.value);
  }
  return forms.size === 0 ? undefined : forms;
}

function matches(have: ReturnType<typeof valueOf>, want: KeyValue | undefined): boolean {
  if (want === undefined || have === undefined) return want === undefined && have === undefined;
  if (typeof have === 'string') return want.forms === undefined && want.text === `"${have}`;
  if (want.forms === undefined) return false;
  const wanted = Object.entries(want.forms).filter(([, text]) => text !== '');
  return wanted.length === have.size && wanted.every(([form, text]) => have.get(form as PluralForm) === text);
}

class PoEdit {
  readonly patches: Patch[] = [];
  constructor(
    readonly local: PoDocument,
    readonly style: PoStyle,
    readonly slots: readonly PluralForm[],
    readonly fileName: string,
  ) {}

  lineOf(index: number): string {
    return this.local.lines[index]?.text ?? '';
  }

  /** The msgstr slots for a wanted value: index → text, every local slot given. */
  slotValues(entry: PoEntry, want: KeyValue | undefined): Map<number, string> {
    const values = new Map<number, string>();
    if (want?.forms === undefined) {
      for (const index of entry.msgstr.keys()) values.set(index, '');
      if (want !== undefined) values.set(0, want.text.slice(1));
      return values;
    }
    const count = Math.max(this.slots.length, ...[...entry.msgstr.keys()].map((index) => index + 1));
    for (let index = 0; index < count; index += 1) values.set(index, '');
    for (const [form, text] of Object.entries(want.forms)) {
      const index = this.slots.indexOf(form as PluralForm);
      if (index === -1 && text !== '') {
        throw new InPlaceEditError(
          this.fileName,
          `no msgstr slot for the plural form ${form} of ${entry.msgid.value}`,
        );
      }
      if (index !== -1) values.set(index, text);
    }
    return values;
  }

  /** Rewrites the msgstr lines whose text differs; adds missing slots after the last one. */
  setMsgstr(entry: PoEntry, want: KeyValue | undefined): void {
    const plural = want?.forms !== undefined;
    if (want !== undefined && plural !== (entry.msgidPlural !== undefined)) {
      throw new InPlaceEditError(
        this.fileName,
        `${entry.msgid.value} turned ${plural ? 'into' : 'from'} a plural`,
      );
    }
    const keywordOf = (index: number) => (entry.msgidPlural === undefined ? 'msgstr' : `msgstr[${index}]`);
    const missing: Array<[number, string]> = [];
    for (const [index, text] of this.slotValues(entry, want)) {
      const field = entry.msgstr.get(index);
      if (field === undefined) missing.push([index, text]);
      else if (field.value !== text) {
        this.patches.push({
          start: field.start,
          end: field.end,
          lines: renderField(keywordOf(index), text, this.style),
        });
      }
    }
    // Slots the file leaves out stay out unless one of them now holds a translation.
    if (missing.some(([, text]) => text !== '')) {
      const lines = missing.flatMap(([index, text]) => renderField(keywordOf(index), text, this.style));
      this.patches.push({ start: entry.end, end: entry.end, lines });
    }
    if (entry.fuzzy && want !== undefined) this.clearFuzzy(entry);
  }

  /**
   * A translation the service gives is no guess: the entry's `fuzzy` flag and the `#|` previous
   * msgid that came with it go (docs/decisions.md, quiet pulls), else the reader would skip it.
   */
  clearFuzzy(entry: PoEntry): void {
    for (let index = entry.commentStart; index < entry.fieldStart; index += 1) {
      const line = this.lineOf(index);
      if (line.startsWith('#|')) this.patches.push({ start: index, end: index + 1, lines: [] });
      if (!line.startsWith('#,')) continue;
      const kept = withoutFuzzy(line);
      if (kept[0] !== line) this.patches.push({ start: index, end: index + 1, lines: kept });
    }
  }

  /** Takes out an entry the service no longer has, with its comments and one blank line. */
  remove(entry: PoEntry): void {
    let { commentStart: start, end } = entry;
    if (this.lineOf(end).trim() === '' && end < this.local.lines.length) end += 1;
    else if (start > 0 && this.lineOf(start - 1).trim() === '') start -= 1;
    this.patches.push({ start, end, lines: [] });
  }

  /** A new entry as the service has it, less a `fuzzy` flag and previous msgids. */
  renderNew(remote: PoDocument, entry: PoEntry, want: KeyValue): string[] {
    const comments = remote.lines
      .slice(entry.commentStart, entry.fieldStart)
      .map((line) => line.text)
      .filter((line) => !line.startsWith('#|'))
      .flatMap((line) => (line.startsWith('#,') ? withoutFuzzy(line) : [line]));
    const lines = ['', ...comments];
    if (entry.msgctxt !== undefined) lines.push(...renderField('msgctxt', entry.msgctxt.value, this.style));
    lines.push(...renderField('msgid', entry.msgid.value, this.style));
    if (entry.msgidPlural !== undefined) {
      lines.push(...renderField('msgid_plural', entry.msgidPlural.value, this.style));
    }
    const bare: PoEntry = { ...entry, msgstr: new Map(), fuzzy: false };
    for (const [index, text] of this.slotValues(bare, want)) {
      lines.push(
        ...renderField(entry.msgidPlural === undefined ? 'msgstr' : `msgstr[${index}]`, text, this.style),
      );
    }
    return lines;
  }

  /** The local text with every patch applied; new lines take the file's line end. */
  apply(): string {
    const byStart = [...this.patches].sort((left, right) => left.start - right.start || left.end - right.end);
    const { lines } = this.local;
    let out = '';
    let next = 0;
    const emit = (text: string, end: string) => {
      out += text + end;
    };
    for (const patch of byStart) {
      if (patch.start < next) throw new InPlaceEditError(this.fileName, 'two edits of the same lines');
      for (; next < patch.start; next += 1) emit(lines[next]?.text ?? '', lines[next]?.end ?? '');
      // A file whose last line has no line end gets one before lines are added after it.
      if (patch.lines.length > 0 && out !== '' && !/\n$/.test(out)) out += this.style.lineEnd;
      // Lines that reach the end of the file end as its last line did (with or without a line end).
      const last = patch.end === lines.length && lines.length > 0 ? (lines.at(-1)?.end ?? '') : undefined;
      patch.lines.forEach((line, index) => {
        const isLast = index === patch.lines.length - 1;
        emit(line, isLast && last !== undefined ? last : this.style.lineEnd);
      });
      next = Math.max(next, patch.end);
    }
    for (; next < lines.length; next += 1) emit(lines[next]?.text ?? '', lines[next]?.end ?? '');
    return out;
  }
}

/** A `#,` flags line without `fuzzy`: none when nothing else is left. */
function withoutFuzzy(line: string): string[] {
  const flags = line
    .slice(2)
    .split(',')
    .map((flag) => flag.trim());
  const kept = flags.filter((flag) => flag !== '' && flag !== 'fuzzy');
  if (!flags.includes('fuzzy')) return [line];
  return kept.length === 0 ? [] : [`#, ${kept.join(', ')}`];
}

function keyIndex(document: PoDocument, fileName: string, which: string): Map<string, PoEntry> {
  const byKey = new Map<string, PoEntry>();
  for (const entry of document.entries) {
    if (entry.isHeader) continue;
    if (byKey.has(entry.key) && which === 'local') {
      throw new InPlaceEditError(fileName, `the msgid ${JSON.stringify(entry.msgid.value)} appears twice`);
    }
    byKey.set(entry.key, entry);
  }
  return byKey;
}

export const editPoInPlace: InPlaceEditor = (local, remote, options) => {
  const fileName = options.parse.fileName ?? '(po file)';
  const localValues = readLocal(local, options, fileName);
  const remoteValues = keyValuesOf('po', encoder.encode(remote), options.parse);
  if (sameValues(localValues, remoteValues)) return local;
  const localDocument = scan(local, fileName, 'the repository');
  const remoteDocument = scan(remote, fileName, "the service's");
  const localEntries = keyIndex(localDocument, fileName, 'local');
  const remoteEntries = keyIndex(remoteDocument, fileName, 'remote');
  const translated = remoteDocument.entries.some(
    (entry) => !entry.isHeader && [...entry.msgstr.values()].some((field) => field.value !== ''),
  );
  // An all-empty download reads as a template (msgid as text): nothing to copy from it.
  if (!translated) throw new InPlaceEditError(fileName, "the service's file holds no translation");
  const edit = new PoEdit(localDocument, styleOf(localDocument), slotsOfLocal(local, options), fileName);
  for (const [key, entry] of localEntries) {
    const want = remoteValues.get(key);
    if (matches(valueOf(entry, edit.slots), want)) continue;
    if (want !== undefined || remoteEntries.has(key)) edit.setMsgstr(entry, want);
    else edit.remove(entry);
  }
  // New entries go after the nearest entry before them in the service's order that the file has.
  const header = localDocument.entries.find((entry) => entry.isHeader);
  let anchor = header?.end ?? 0;
  const added = new Map<number, string[]>();
  for (const entry of remoteDocument.entries) {
    if (entry.isHeader) continue;
    const own = localEntries.get(entry.key);
    if (own !== undefined) {
      anchor = own.end;
      continue;
    }
    const want = remoteValues.get(entry.key);
    if (want === undefined) continue;
    const lines = edit.renderNew(remoteDocument, entry, want);
    // At the very top of a file without a header the blank line goes after the entry instead.
    added.set(anchor, [...(added.get(anchor) ?? []), ...(anchor === 0 ? [...lines.slice(1), ''] : lines)]);
  }
  for (const [at, lines] of added) edit.patches.push({ start: at, end: at, lines });
  const result = edit.apply();
  if (result === local) return local;
  if (!sameValues(keyValuesOf('po', encoder.encode(result), options.parse), remoteValues)) {
    throw new InPlaceEditError(fileName, 'the edited file would not read as the service has it');
  }
  return result;
};
