/**
 * The emulator's data model: everything the service holds, as plain data so that it can be saved
 * to JSON (see persistence.ts) and reloaded. Route files read and change it; they never keep state
 * of their own. Times are epoch milliseconds here and are shaped only when rendered
 * (isoTimestamp, termTimestamp). All ids come from one counter, so an id of the wrong kind (a
 * string id passed as a file id) never finds anything by accident.
 */
import { createHash } from 'node:crypto';
import type { LocaleFormat, SegmentText } from '../formats/types.js';

/** A locale format, or `text`: a hash-based file (.txt, .html, .textile, .md) kept as one segment. */
export type FileFormat = LocaleFormat | 'text';

interface OrganizationKeys {
  readOnly: string;
  readWrite: string;
  private: string;
}

interface Collaborator {
  id: number;
  name: string;
  email: string;
  admin: boolean | null;
  createdAt: number;
  updatedAt: number;
}

export type TeamRole = 'translator' | 'manager' | 'language_coordinator' | 'observer';

export interface TeamMember {
  type: 'membership' | 'invitation';
  id: number;
  userId: number;
  email: string;
  name: string;
  role: TeamRole;
  locale: string | null;
  status: string;
  proofreader: boolean;
  superProofreader: boolean;
  memberSince: number;
  avatar: string;
  /** Only for invitations: the token of the invitation URL. */
  invitationToken?: string;
}

export interface Team {
  id: number;
  name: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  projectIds: number[];
  members: TeamMember[];
}

export interface Organization {
  id: number;
  name: string;
  keys: OrganizationKeys;
  createdAt: number;
  updatedAt: number;
  collaborators: Collaborator[];
  teams: Team[];
}

/** An upload waiting for, or going through, the background import job. */
interface PendingImport {
  state: 'queued' | 'processing';
  bytes: Uint8Array;
  fileName: string;
  options: ImportOptions;
  /** When the job was queued; a restored job restarts from `queued`. */
  queuedAt: number;
}

export interface ImportOptions {
  merge: boolean;
  ignoreMissing: boolean;
  minorChanges: boolean;
  label?: string;
  /** New file name (Update File's `name`, or Create File's name). */
  name?: string;
  renameOthers: boolean;
}

export interface ProjectFile {
  id: number;
  name: string;
  locale: string;
  format: FileFormat;
  /** null for a master file; the master's id for a target file. */
  masterId: number | null;
  /** The URL a master was added from (Refresh Files re-fetches it). */
  sourceUrl?: string;
  /** False until the first import of a created master completes: hidden from Show Project and zips. */
  imported: boolean;
  /** The bytes Show File serves: the last imported master, or the last generated target. */
  bytes: Uint8Array;
  /** SHA-1 (hex) of `bytes`. */
  hash: string;
  updatedAt: number;
  /** Bumped on every change of the content; `generatedRevision` catches up when the file is generated. */
  revision: number;
  generatedRevision: number;
  pendingImport?: PendingImport;
  /** The message of the last failed import, answered once by the next Update File (docs/decisions.md). */
  importFailure?: string;
  /**
   * A PO target's own `Plural-Forms`, from its last upload, when it differs from its language's
   * usual one: the file is generated with it, so every msgstr[i] it was sent comes back.
   */
  pluralForms?: string;
}

export type StringStatus = 'Current' | 'Obsolete' | 'Hidden';
/**
 * The spec's String types, and `Boolean` for a YAML or JSON `true`/`false` (the spec's `boolean`
 * list filter; docs/decisions.md, emulator).
 */
export type StringType = 'String' | 'Integer' | 'Array' | 'Symbol' | 'Boolean';

export interface Translation {
  id: number;
  locale: string;
  text: SegmentText;
  /** `status_proofread`, `status_unproofread`, `status_unverified` (docs/decisions.md). */
  status: string;
  version: number;
  validation?: 'true' | 'false';
  createdAt: number;
  updatedAt: number;
}

export interface TranslatableString {
  id: number;
  key: string;
  plural: boolean;
  type: StringType;
  devComment: string | null;
  status: StringStatus;
  /** Comma-delimited, as the service renders them. */
  labels: string;
  categories: string;
  /** The master file the string belongs to; null for strings hosted only in the database. */
  fileId: number | null;
  createdAt: number;
  updatedAt: number;
  /** One per locale, the source locale included (its text is the source text). */
  translations: Translation[];
}

export type TermTranslationStatus = 'approved' | 'refused' | 'proposed';

export interface TermTranslation {
  id: number;
  locale: string;
  text: string;
  description: string;
  status: TermTranslationStatus;
  createdAt: number;
  updatedAt: number;
}

export interface Term {
  id: number;
  text: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  translations: TermTranslation[];
}

export interface Project {
  id: number;
  organizationId: number;
  name: string;
  privateApiToken: string;
  publicApiToken: string;
  sourceLocale: string;
  targetLocales: string[];
  /**
   * Show Project lists the source locale among `target_locales` too, as real projects do (the
   * official client subtracts it before a push). Only the view changes: it is never a target.
   */
  sourceListedAsTarget?: boolean;
  url: string;
  description: string;
  public: boolean;
  webhook: string;
  icon?: { fileName: string; contentType: string; bytes: Uint8Array };
  createdAt: number;
  updatedAt: number;
  files: ProjectFile[];
  strings: TranslatableString[];
  terms: Term[];
}

export interface EmulatorState {
  nextId: number;
  organizations: Organization[];
  projects: Project[];
}

export function emptyState(): EmulatorState {
  return { nextId: 1, organizations: [], projects: [] };
}

export function nextId(state: EmulatorState): number {
  const id = state.nextId;
  state.nextId += 1;
  return id;
}

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** `YYYY-MM-DDTHH:MM:SSZ`, the spec's timestamp shape for JSON bodies. */
export function isoTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `YYYY-MM-DD HH:MM:SS UTC`, the shape of term translation timestamps. */
export function termTimestamp(ms: number): string {
  return isoTimestamp(ms).replace('T', ' ').replace('Z', ' UTC');
}

/** Display name of a locale code ("pt-BR" -> "Brazilian Portuguese"); the code when unknown. */
export function localeName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code.replace('@', '-')) ?? code;
  } catch {
    return code;
  }
}

export function targetsOf(project: Project, masterId: number): ProjectFile[] {
  return project.files.filter((file) => file.masterId === masterId);
}

/**
 * A project's files by id and by master + locale, kept beside the list rather than in the state so
 * that a saved state stays plain JSON. Building a seed looks up every file right after adding it:
 * scanning the list for each made a 31,000-file project take the square of that to build. Each map
 * holds the first file of the list with its key, the one a scan would find.
 */
interface FileIndex {
  /** How many files of the list, from its start, are in the maps; `last` is the last of them. */
  indexed: number;
  last: ProjectFile | undefined;
  byId: Map<number, ProjectFile>;
  mastersById: Map<number, ProjectFile>;
  targetsByMaster: Map<number, Map<string, ProjectFile>>;
}

const fileIndexes = new WeakMap<ProjectFile[], FileIndex>();

function fileIndexOf(files: ProjectFile[]): FileIndex {
  let index = fileIndexes.get(files);
  // A list changes in place only by push (every removal filters it into a new list) and a file's id,
  // master and locale never change. Should a list shrink or its last indexed file move, start over.
  if (index === undefined || index.indexed > files.length || files[index.indexed - 1] !== index.last) {
    index = {
      indexed: 0,
      last: undefined,
      byId: new Map(),
      mastersById: new Map(),
      targetsByMaster: new Map(),
    };
    fileIndexes.set(files, index);
  }
  for (; index.indexed < files.length; index.indexed += 1) {
    const file = files[index.indexed] as ProjectFile;
    if (!index.byId.has(file.id)) index.byId.set(file.id, file);
    if (file.masterId === null) {
      if (!index.mastersById.has(file.id)) index.mastersById.set(file.id, file);
      continue;
    }
    let targets = index.targetsByMaster.get(file.masterId);
    if (targets === undefined)
      index.targetsByMaster.set(file.masterId, (targets = new Map<string, ProjectFile>()));
    if (!targets.has(file.locale)) targets.set(file.locale, file);
  }
  index.last = files[index.indexed - 1];
  return index;
}

/** The file of the project with this id, master or target. */
export function fileById(project: Project, id: number): ProjectFile | undefined {
  return fileIndexOf(project.files).byId.get(id);
}

export function findFile(project: Project, masterId: number, locale: string): ProjectFile | undefined {
  const index = fileIndexOf(project.files);
  const master = index.mastersById.get(masterId);
  if (master === undefined || locale === master.locale) return master;
  return index.targetsByMaster.get(masterId)?.get(locale);
}

export function stringsOfFile(project: Project, masterId: number): TranslatableString[] {
  return project.strings.filter((entry) => entry.fileId === masterId);
}

export function translationOf(entry: TranslatableString, locale: string): Translation | undefined {
  return entry.translations.find((translation) => translation.locale === locale);
}

/**
 * Marks the file generated from `masterId` in `locale` as changed, so that Show Project reports it
 * as not `fresh` until Show File or Zip File regenerates it. Call it whenever a string of that
 * master, or one of its translations in that locale, changes (the strings and terms routes too).
 */
export function touchFile(project: Project, masterId: number | null, locale: string, now: number): void {
  if (masterId === null) return;
  const file = findFile(project, masterId, locale);
  if (file === undefined) return;
  file.revision += 1;
  file.updatedAt = now;
}

/** touchFile for every locale of the project: a source text, key or status changed. */
export function touchAllLocales(project: Project, masterId: number | null, now: number): void {
  for (const locale of [project.sourceLocale, ...project.targetLocales])
    touchFile(project, masterId, locale, now);
}
