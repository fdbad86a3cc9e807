/**
 * What the service does with files: splitting an imported master into strings, setting
 * translations from an imported target, and generating the files it serves from the strings.
 * The import job (imports.ts) calls the apply functions; Show File and Zip File call generateFile.
 */
import type { Segment, SegmentText } from '../formats/types.js';
import { ownPluralForms } from '../formats/po-format.js';
import { parseFile, writeFile } from './file-formats.js';
import {
  fileById,
  findFile,
  nextId,
  sha1,
  stringsOfFile,
  touchFile,
  translationOf,
  type EmulatorState,
  type ImportOptions,
  type Project,
  type ProjectFile,
  type StringType,
  type TranslatableString,
} from './state.js';
import { targetNameFor } from './target-names.js';

export { targetNameFor } from './target-names.js';

/** Creates the target file records a master lacks (one per target locale), generated at once. */
export function ensureTargetFiles(
  state: EmulatorState,
  project: Project,
  master: ProjectFile,
  now: number,
): void {
  for (const locale of project.targetLocales) {
    if (findFile(project, master.id, locale) !== undefined) continue;
    const target: ProjectFile = {
      id: nextId(state),
      name: targetNameFor(master.name, project.sourceLocale, locale),
      locale,
      format: master.format,
      masterId: master.id,
      imported: true,
      bytes: new Uint8Array(),
      hash: '',
      updatedAt: now,
      revision: 1,
      generatedRevision: 0,
    };
    project.files.push(target);
    generateFile(project, target);
  }
}

/** The String types exported as a number or boolean of their own type, not as text. */
const SCALARS: Partial<Record<StringType, Segment['scalar']>> = { Integer: 'number', Boolean: 'boolean' };

/** The String type of a segment of an imported file. */
function typeOf(segment: Segment): StringType {
  return segment.scalar === 'number' ? 'Integer' : segment.scalar === 'boolean' ? 'Boolean' : 'String';
}

/** Regenerates a file from its strings when its content changed since it was last generated. */
export function generateFile(project: Project, file: ProjectFile): void {
  if (file.generatedRevision === file.revision) return;
  const master = file.masterId === null ? file : fileById(project, file.masterId);
  if (master === undefined) return;
  const segments: Segment[] = [];
  for (const entry of stringsOfFile(project, master.id)) {
    if (entry.status === 'Obsolete') continue;
    const text = translationOf(entry, file.locale)?.text;
    if (text === undefined || isEmptyText(text)) continue;
    const segment: Segment =
      entry.devComment === null
        ? { key: entry.key, text }
        : { key: entry.key, text, comment: entry.devComment };
    const scalar = SCALARS[entry.type];
    segments.push(scalar === undefined ? segment : { ...segment, scalar });
  }
  file.bytes = writeFile(file.format, segments, file.locale, master.bytes, file.pluralForms);
  file.hash = sha1(file.bytes);
  file.generatedRevision = file.revision;
}

function sameText(a: SegmentText, b: SegmentText): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof typeof a>;
  return [...keys].every((key) => a[key] === b[key]);
}

function isEmptyText(text: SegmentText): boolean {
  return typeof text === 'string'
    ? text === ''
    : Object.values(text).every((form) => form === undefined || form === '');
}

function addLabel(entry: TranslatableString, label: string | undefined): void {
  if (label === undefined || label === '') return;
  const labels = entry.labels === '' ? [] : entry.labels.split(',');
  if (!labels.includes(label)) entry.labels = [...labels, label].join(',');
}

/**
 * Applies an imported master: new keys become strings, changed source texts are updated (unless
 * `merge`) and flag their translations to verify (unless `minorChanges`), keys missing from the
 * upload become Obsolete (unless `ignoreMissing`). Returns whether any string changed.
 */
export function applyMasterImport(
  state: EmulatorState,
  project: Project,
  master: ProjectFile,
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions,
  now: number,
): boolean {
  const segments = parseFile(master.format, bytes, fileName, project.sourceLocale);
  const existing = new Map(stringsOfFile(project, master.id).map((entry) => [entry.key, entry]));
  const seen = new Set<string>();
  let changed = false;
  for (const segment of segments) {
    if (seen.has(segment.key)) continue;
    seen.add(segment.key);
    const entry = existing.get(segment.key);
    if (entry === undefined) {
      const created = createString(state, project, master.id, segment, now);
      addLabel(created, options.label);
      changed = true;
    } else if (updateString(project, entry, segment, options, now)) {
      addLabel(entry, options.label);
      changed = true;
    }
  }
  for (const entry of existing.values()) {
    if (seen.has(entry.key) || options.ignoreMissing || entry.status === 'Obsolete') continue;
    entry.status = 'Obsolete';
    entry.updatedAt = now;
    changed = true;
  }
  // Keep the file's strings in the order of the latest upload, so generated files follow it.
  const order = new Map(segments.map((segment, index) => [segment.key, index]));
  const others = project.strings.filter((entry) => entry.fileId !== master.id);
  const own = stringsOfFile(project, master.id).sort(
    (a, b) => (order.get(a.key) ?? Infinity) - (order.get(b.key) ?? Infinity),
  );
  project.strings = [...others, ...own];

  master.bytes = bytes;
  master.hash = sha1(bytes);
  master.updatedAt = now;
  master.revision += 1;
  // The master serves exactly the bytes it was sent, so it is generated as of this import.
  master.generatedRevision = master.revision;
  master.imported = true;
  return changed;
}

function createString(
  state: EmulatorState,
  project: Project,
  fileId: number,
  segment: Segment,
  now: number,
): TranslatableString {
  const entry: TranslatableString = {
    id: nextId(state),
    key: segment.key,
    plural: typeof segment.text !== 'string',
    type: typeOf(segment),
    devComment: segment.comment ?? null,
    status: 'Current',
    labels: '',
    categories: '',
    fileId,
    createdAt: now,
    updatedAt: now,
    translations: [
      {
        id: nextId(state),
        locale: project.sourceLocale,
        text: segment.text,
        status: 'status_proofread',
        version: 1,
        createdAt: now,
        updatedAt: now,
      },
    ],
  };
  project.strings.push(entry);
  return entry;
}

function updateString(
  project: Project,
  entry: TranslatableString,
  segment: Segment,
  options: ImportOptions,
  now: number,
): boolean {
  let changed = false;
  if (entry.status === 'Obsolete') {
    entry.status = 'Current';
    changed = true;
  }
  const source = translationOf(entry, project.sourceLocale);
  if (!options.merge && source !== undefined && !sameText(source.text, segment.text)) {
    source.text = segment.text;
    source.version += 1;
    source.updatedAt = now;
    entry.plural = typeof segment.text !== 'string';
    changed = true;
    if (!options.minorChanges) {
      for (const translation of entry.translations) {
        if (translation.locale !== project.sourceLocale) translation.status = 'status_unverified';
      }
    }
  }
  if (!options.merge && typeOf(segment) !== entry.type) {
    // `"3"` that becomes `3` in the master is the same text of another type.
    entry.type = typeOf(segment);
    changed = true;
  }
  if (!options.merge && segment.comment !== undefined && segment.comment !== entry.devComment) {
    entry.devComment = segment.comment;
    changed = true;
  }
  if (changed) entry.updatedAt = now;
  return changed;
}

/**
 * The text an upload leaves: the uploaded one, or under `merge` the current one with only the
 * plural forms it lacks added (each form is a translation: merge never overwrites one, issue 35).
 */
function incoming(current: SegmentText, uploaded: SegmentText, merge: boolean): SegmentText {
  if (!merge) return uploaded;
  if (typeof current === 'string' || typeof uploaded === 'string') return current;
  const merged = { ...current };
  for (const [form, text] of Object.entries(uploaded) as [keyof typeof uploaded, string | undefined][])
    if (text !== undefined && text !== '' && (merged[form] ?? '') === '') merged[form] = text;
  return merged;
}

/** Applies an imported target: known keys get the uploaded translation (kept under `merge`). */
export function applyTargetImport(
  state: EmulatorState,
  project: Project,
  target: ProjectFile,
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions,
  now: number,
): boolean {
  if (target.masterId === null) return false;
  const segments = parseFile(target.format, bytes, fileName, target.locale);
  let changed = false;
  if (target.format === 'po') {
    // The target keeps the plural rule it was sent with, when not its language's usual one.
    const own = ownPluralForms(bytes, target.locale);
    changed = own !== target.pluralForms;
    if (own === undefined) delete target.pluralForms;
    else target.pluralForms = own;
  }
  const byKey = new Map(stringsOfFile(project, target.masterId).map((entry) => [entry.key, entry]));
  for (const segment of segments) {
    const entry = byKey.get(segment.key);
    if (entry === undefined || isEmptyText(segment.text)) continue;
    const translation = translationOf(entry, target.locale);
    if (translation === undefined) {
      entry.translations.push({
        id: nextId(state),
        locale: target.locale,
        text: segment.text,
        status: 'status_unproofread',
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    } else if (!sameText(translation.text, incoming(translation.text, segment.text, options.merge))) {
      translation.text = incoming(translation.text, segment.text, options.merge);
      translation.version += 1;
      translation.status = 'status_unproofread';
      translation.updatedAt = now;
    } else {
      continue;
    }
    addLabel(entry, options.label);
    changed = true;
  }
  if (changed) touchFile(project, target.masterId, target.locale, now);
  return changed;
}
