/**
 * Reads the JSON body of Create and Update String into typed changes. Every field is checked the
 * way a Rails model would validate it; all problems are answered together as one 422 with
 * `errors: {field: [messages]}`, so a client learns everything wrong with a payload at once.
 */
import { isPluralKeySet, type SegmentText } from '../../formats/types.js';
import { HttpError } from '../router.js';
import type { Project, StringStatus, StringType } from '../state.js';
import { projectLocales } from './strings-render.js';

interface TranslationInput {
  locale: string;
  text: SegmentText;
  status?: string;
  validation?: 'true' | 'false';
}

export interface StringChanges {
  key?: string;
  plural?: boolean;
  type?: StringType;
  devComment?: string | null;
  status?: StringStatus;
  labels?: string;
  categories?: string;
  /** null: the string lives only in the database. */
  fileId?: number | null;
  translations?: TranslationInput[];
}

/** The values a string translation's status takes (docs/decisions.md). */
const TRANSLATION_STATUSES = ['status_proofread', 'status_unproofread', 'status_unverified'] as const;
const TYPES: readonly StringType[] = ['String', 'Integer', 'Array', 'Symbol'];
const STATUSES: readonly StringStatus[] = ['Current', 'Hidden', 'Obsolete'];

type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function booleanOf(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** Parses a body; `currentPlural` is the string's plural flag before an update (false on create). */
export function parseStringChanges(
  project: Project,
  body: Record<string, unknown>,
  currentPlural: boolean,
): StringChanges {
  const errors: Errors = {};
  const changes: StringChanges = {};
  // JSON null is "not given": the service's own client library sends every attribute, unset ones
  // as null (docs/decisions.md). Only `file: null` says something: a string kept in the database only.
  body = Object.fromEntries(
    Object.entries(body).filter(([field, value]) => value !== null || field === 'file'),
  );

  if (body['key'] !== undefined) {
    if (typeof body['key'] !== 'string' || body['key'].trim() === '') add(errors, 'key', "can't be blank");
    else changes.key = body['key'];
  }
  if (body['plural'] !== undefined) {
    const plural = booleanOf(body['plural']);
    if (plural === undefined) add(errors, 'plural', 'must be true or false');
    else changes.plural = plural;
  }
  if (body['type'] !== undefined) {
    const type = TYPES.find((candidate) => candidate.toLowerCase() === String(body['type']).toLowerCase());
    if (type === undefined) add(errors, 'type', `must be one of ${TYPES.join(', ')}`);
    else changes.type = type;
  }
  if (body['dev_comment'] !== undefined) {
    if (body['dev_comment'] !== null && typeof body['dev_comment'] !== 'string')
      add(errors, 'dev_comment', 'must be a string');
    else changes.devComment = body['dev_comment'];
  }
  if (body['status'] !== undefined) {
    const status = STATUSES.find(
      (candidate) => candidate.toLowerCase() === String(body['status']).toLowerCase(),
    );
    if (status === undefined) add(errors, 'status', `must be one of ${STATUSES.join(', ')}`);
    else changes.status = status;
  }
  for (const [field, target] of [
    ['labels', 'labels'],
    ['categories', 'categories'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') add(errors, field, 'must be a comma-delimited string');
    else changes[target] = value;
  }
  // word_count and character_count are derived from the source text; a sent value is checked, then ignored.
  for (const field of ['word_count', 'character_count']) {
    const value = body[field];
    if (
      value !== undefined &&
      value !== null &&
      !(typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ) {
      add(errors, field, 'must be a non-negative integer');
    }
  }
  if (body['file'] !== undefined) parseFileReference(project, body['file'], changes, errors);
  if (body['translations'] !== undefined) {
    changes.translations = parseTranslations(
      project,
      body['translations'],
      changes.plural ?? currentPlural,
      errors,
    );
  }

  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const summary = fields.map((field) => `${field} ${(errors[field] ?? []).join(', ')}`).join('; ');
    throw new HttpError(422, `Validation failed: ${summary}`, { errors });
  }
  return changes;
}

function parseFileReference(project: Project, value: unknown, changes: StringChanges, errors: Errors): void {
  if (value === null || value === '') {
    changes.fileId = null;
    return;
  }
  if (!isRecord(value)) {
    add(errors, 'file', 'must be an object with id or file_name');
    return;
  }
  const id = value['id'];
  const name = value['file_name'];
  const file =
    (typeof id === 'number' || typeof id === 'string') && /^\d+$/.test(String(id))
      ? project.files.find((candidate) => candidate.id === Number(id))
      : typeof name === 'string'
        ? project.files.find((candidate) => candidate.name === name)
        : undefined;
  if (file === undefined) {
    add(errors, 'file', 'File not found: no file of this project has this id or file_name');
    return;
  }
  // A string belongs to a master; its translations are its targets'. Naming a target is refused
  // rather than read as its master (docs/decisions.md): the service is never assumed kinder.
  if (file.masterId !== null) {
    add(errors, 'file', `must be a master file: ${file.name} is a target file of another master`);
    return;
  }
  changes.fileId = file.id;
}

function parseTranslations(
  project: Project,
  value: unknown,
  plural: boolean,
  errors: Errors,
): TranslationInput[] {
  if (!Array.isArray(value)) {
    add(errors, 'translations', 'must be an array');
    return [];
  }
  const locales = projectLocales(project);
  const parsed: TranslationInput[] = [];
  for (const [index, entry] of (value as unknown[]).entries()) {
    const field = `translations[${index}]`;
    if (!isRecord(entry)) {
      add(errors, field, 'must be an object with locale and text');
      continue;
    }
    const { locale, text } = entry;
    const status = entry['status'] ?? undefined;
    const validation = entry['validation'] ?? undefined;
    if (typeof locale !== 'string' || locale === '') add(errors, `${field}.locale`, "can't be blank");
    else if (!locales.includes(locale))
      add(errors, `${field}.locale`, `${locale} is not a locale of this project`);
    else if (parsed.some((other) => other.locale === locale))
      add(errors, `${field}.locale`, `${locale} is given twice`);
    const shaped = textOf(text, plural);
    if (shaped === undefined) {
      add(
        errors,
        `${field}.text`,
        plural ? 'must be an object keyed by plural form, with other' : 'must be a string',
      );
    }
    if (status !== undefined && !(TRANSLATION_STATUSES as readonly unknown[]).includes(status)) {
      add(errors, `${field}.status`, `must be one of ${TRANSLATION_STATUSES.join(', ')}`);
    }
    const validated = validation === undefined ? undefined : booleanOf(validation);
    if (validation !== undefined && validated === undefined)
      add(errors, `${field}.validation`, 'must be true or false');
    if (typeof locale !== 'string' || shaped === undefined) continue;
    parsed.push({
      locale,
      text: shaped,
      ...(typeof status === 'string' ? { status } : {}),
      ...(validated === undefined ? {} : { validation: validated ? 'true' : 'false' }),
    });
  }
  return parsed;
}

/** A string for a singular string; an object of plural forms (with `other`) for a plural one. */
function textOf(text: unknown, plural: boolean): SegmentText | undefined {
  if (!plural) return typeof text === 'string' ? text : undefined;
  if (!isRecord(text) || !isPluralKeySet(Object.keys(text))) return undefined;
  if (!Object.values(text).every((form) => typeof form === 'string')) return undefined;
  return text;
}
