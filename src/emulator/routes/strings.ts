/**
 * List, Show, Create, Update and Delete String. Filters live in strings-filters.ts, the wire
 * shape in strings-render.ts, body validation in strings-payload.ts; this file changes the state.
 */
import {
  emptyReply,
  HttpError,
  projectOf,
  reply,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import {
  nextId,
  touchAllLocales,
  touchFile,
  translationOf,
  type Project,
  type TranslatableString,
} from '../state.js';
import { paginate } from './pagination.js';
import { filterStrings, followsRedirects } from './strings-filters.js';
import { parseStringChanges, type StringChanges } from './strings-payload.js';
import { parseLocaleSelection, renderString, type LocaleSelection } from './strings-render.js';

const COLLECTION = '/api/projects/:project_token/strings';
const MEMBER = '/api/projects/:project_token/strings/:string_id';
const FORMATS = ['json', 'yaml', 'xml'] as const;

export function findString(project: Project, rawId: string | undefined): TranslatableString {
  const entry = /^\d+$/.test(rawId ?? '')
    ? project.strings.find((candidate) => candidate.id === Number(rawId))
    : undefined;
  if (entry === undefined)
    throw new HttpError(404, `String not found: no string of this project has the id ${rawId ?? ''}`);
  return entry;
}

/** The `locale` of Show, Create and Update; read before any change, so a bad one changes nothing. */
function localesOf(request: EmulatorRequest): LocaleSelection {
  return parseLocaleSelection(projectOf(request), request.query.get('locale'));
}

/** Show, Create and Update answer one string, with translations when `locale` is given. */
function replyString(
  request: EmulatorRequest,
  status: number,
  entry: TranslatableString,
  locales: LocaleSelection,
): EmulatorResponse {
  const project = projectOf(request);
  const followRedirects = !request.query.has('no_follow_redirects');
  return reply(
    request,
    status,
    renderString(project, entry, { locales, categories: true, followRedirects }),
    { xmlRoot: 'string' },
  );
}

function listStrings(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const locales = parseLocaleSelection(project, request.query.get('locale'));
  const matching = filterStrings(project, request.query, locales);
  const page = paginate(request, matching);
  const options = {
    locales,
    categories: locales.kind !== 'none',
    followRedirects: followsRedirects(request.query),
  };
  const response = reply(
    request,
    200,
    page.items.map((entry) => renderString(project, entry, options)),
    { xmlRoot: 'strings' },
  );
  return page.link === undefined
    ? response
    : { ...response, headers: { ...response.headers, Link: page.link } };
}

/** A key is unique among the strings of one file (database-only strings count as one file). */
function assertKeyFree(
  project: Project,
  key: string,
  fileId: number | null,
  self: TranslatableString | undefined,
): void {
  const taken = project.strings.some(
    (entry) => entry !== self && entry.fileId === fileId && entry.key === key,
  );
  if (taken)
    throw new HttpError(422, `Validation failed: key ${key} has already been taken in this file`, {
      errors: { key: ['has already been taken'] },
    });
}

/** A key named from the current time, made unique with a suffix (docs/decisions.md). */
function timeKey(project: Project, fileId: number | null, now: number): string {
  const base = new Date(now).toISOString();
  let key = base;
  for (let copy = 2; project.strings.some((entry) => entry.fileId === fileId && entry.key === key); copy += 1)
    key = `${base} (${copy})`;
  return key;
}

function createString(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const { state } = request.context;
  const now = request.context.now();
  const locales = localesOf(request);
  const changes = parseStringChanges(project, request.json(), false);
  const fileId = changes.fileId ?? null;
  const key = changes.key ?? timeKey(project, fileId, now);
  assertKeyFree(project, key, fileId, undefined);
  const entry: TranslatableString = {
    id: nextId(state),
    key,
    plural: changes.plural ?? false,
    type: changes.type ?? 'String',
    devComment: changes.devComment ?? null,
    status: changes.status ?? 'Current',
    labels: changes.labels ?? '',
    categories: changes.categories ?? '',
    fileId,
    createdAt: now,
    updatedAt: now,
    translations: [],
  };
  project.strings.push(entry);
  applyTranslations(request, project, entry, changes, now);
  touchAllLocales(project, fileId, now);
  return replyString(request, 201, entry, locales);
}

/**
 * Creates or replaces the translations of `changes`; a changed source text asks translators to
 * verify the other translations, as with an uploaded master.
 */
export function saveTranslations(
  request: EmulatorRequest,
  project: Project,
  entry: TranslatableString,
  changes: StringChanges,
  now: number,
): void {
  if (!applyTranslations(request, project, entry, changes, now)) return;
  for (const translation of entry.translations) {
    if (
      translation.locale !== project.sourceLocale &&
      !changes.translations?.some((input) => input.locale === translation.locale)
    ) {
      translation.status = 'status_unverified';
    }
  }
}

/** Creates or replaces the translations of `changes` (one per locale). Returns whether the source changed. */
function applyTranslations(
  request: EmulatorRequest,
  project: Project,
  entry: TranslatableString,
  changes: StringChanges,
  now: number,
): boolean {
  let sourceChanged = false;
  for (const input of changes.translations ?? []) {
    const isSource = input.locale === project.sourceLocale;
    const existing = translationOf(entry, input.locale);
    if (existing === undefined) {
      entry.translations.push({
        id: nextId(request.context.state),
        locale: input.locale,
        text: input.text,
        // The source text is the reference; a new target translation waits for proofreading.
        status: input.status ?? (isSource ? 'status_proofread' : 'status_unproofread'),
        version: 1,
        ...(input.validation === undefined ? {} : { validation: input.validation }),
        createdAt: now,
        updatedAt: now,
      });
    } else {
      const textChanged = JSON.stringify(existing.text) !== JSON.stringify(input.text);
      if (textChanged) {
        existing.text = input.text;
        existing.version += 1;
        if (input.status === undefined && !isSource) existing.status = 'status_unproofread';
      }
      if (input.status !== undefined) existing.status = input.status;
      if (input.validation !== undefined) existing.validation = input.validation;
      existing.updatedAt = now;
      if (isSource && textChanged) sourceChanged = true;
    }
    if (isSource) sourceChanged ||= existing === undefined;
    touchFile(project, entry.fileId, input.locale, now);
  }
  if (changes.translations !== undefined && changes.translations.length > 0) entry.updatedAt = now;
  return sourceChanged;
}

function updateString(request: EmulatorRequest): EmulatorResponse {
  const contentType = (request.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/json\s*(;|$)/.test(contentType)) {
    // The spec requires the header; without it Rails would not parse the body (docs/decisions.md).
    throw new HttpError(415, 'Update String requires the header Content-Type: application/json');
  }
  const project = projectOf(request);
  const entry = findString(project, request.params['string_id']);
  const now = request.context.now();
  const locales = localesOf(request);
  const changes = parseStringChanges(project, request.json(), entry.plural);
  const oldFileId = entry.fileId;
  const fileId = changes.fileId === undefined ? entry.fileId : changes.fileId;
  const key = changes.key ?? entry.key;
  if (key !== entry.key || fileId !== entry.fileId) assertKeyFree(project, key, fileId, entry);

  const before = JSON.stringify({ ...entry, translations: undefined });
  entry.key = key;
  entry.fileId = fileId;
  if (changes.plural !== undefined) entry.plural = changes.plural;
  if (changes.type !== undefined) entry.type = changes.type;
  if (changes.devComment !== undefined) entry.devComment = changes.devComment;
  if (changes.status !== undefined) entry.status = changes.status;
  if (changes.labels !== undefined) entry.labels = changes.labels;
  if (changes.categories !== undefined) entry.categories = changes.categories;
  const fieldsChanged = JSON.stringify({ ...entry, translations: undefined }) !== before;

  saveTranslations(request, project, entry, changes, now);
  if (fieldsChanged) {
    entry.updatedAt = now;
    touchAllLocales(project, oldFileId, now);
    touchAllLocales(project, fileId, now);
  }
  return replyString(request, 202, entry, locales);
}

function deleteString(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const entry = findString(project, request.params['string_id']);
  project.strings = project.strings.filter((candidate) => candidate !== entry);
  touchAllLocales(project, entry.fileId, request.context.now());
  return emptyReply(202);
}

export const stringRoutes: RouteDefinition[] = [
  { endpoint: 'listStrings', methods: ['GET'], pattern: COLLECTION, formats: FORMATS, handle: listStrings },
  {
    endpoint: 'showString',
    methods: ['GET'],
    pattern: MEMBER,
    formats: FORMATS,
    handle: (request) =>
      replyString(
        request,
        200,
        findString(projectOf(request), request.params['string_id']),
        localesOf(request),
      ),
  },
  {
    endpoint: 'createString',
    methods: ['POST'],
    pattern: COLLECTION,
    formats: FORMATS,
    handle: createString,
  },
  // Rails routes PUT to the same update action as PATCH.
  {
    endpoint: 'updateString',
    methods: ['PATCH', 'PUT'],
    pattern: MEMBER,
    formats: FORMATS,
    handle: updateString,
  },
  { endpoint: 'deleteString', methods: ['DELETE'], pattern: MEMBER, formats: FORMATS, handle: deleteString },
];
