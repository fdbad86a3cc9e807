/**
 * Calls the service's own client (wti 3.2.3) makes that the spec does not list, answered as the
 * client reads them (docs/decisions.md, "Emulator: as the official client sees it"):
 * Project Statistics (`wti status`), Add and Remove Locale (`wti addlocale` / `rmlocale`), and the
 * library's Show and Save String Translation (`String#translation_for`, `Translation#save`).
 */
import { ensureTargetFiles } from '../files-model.js';
import {
  emptyReply,
  HttpError,
  projectOf,
  reply,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import { type Project, type TranslatableString } from '../state.js';
import { isProjectLocale } from './file-lookup.js';
import { parseStringChanges } from './strings-payload.js';
import { effectiveTranslation, isBlankText, projectLocales, renderTranslation } from './strings-render.js';
import { findString, saveTranslations } from './strings.js';

const FORMATS = ['json', 'yaml', 'xml'] as const;
const PROJECT = '/api/projects/:project_token';

/** A locale code such as `fr`, `pt-BR`, `zh_Hant` or `sr@latin`, as team members take it. */
const LOCALE_CODE = /^[A-Za-z]{2,3}([-_@][A-Za-z0-9]+)*$/;

/** Per locale (source included): current strings, and how many are in each state. */
function projectStats(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const raw = request.query.get('file');
  let strings = project.strings.filter((entry) => entry.status === 'Current');
  if (raw !== null && raw !== '') {
    const file = /^\d+$/.test(raw)
      ? project.files.find((candidate) => candidate.id === Number(raw))
      : undefined;
    if (file === undefined || !file.imported) throw new HttpError(404, 'File not found');
    // A target file stands for its master, as `filters[file]` does.
    const masterId = file.masterId ?? file.id;
    strings = strings.filter((entry) => entry.fileId === masterId);
  }
  const stats: Record<string, Record<string, number>> = {};
  for (const locale of projectLocales(project)) stats[locale] = countStates(project, strings, locale);
  return reply(request, 200, stats, { xmlRoot: 'stats' });
}

function countStates(project: Project, strings: readonly TranslatableString[], locale: string) {
  const counts = {
    count_strings: strings.length,
    count_strings_to_translate: 0,
    count_strings_to_verify: 0,
    count_strings_to_proofread: 0,
    count_strings_done: 0,
  };
  for (const entry of strings) {
    const translation = effectiveTranslation(project, entry, locale, true);
    if (translation === undefined || isBlankText(translation.text)) counts.count_strings_to_translate += 1;
    else if (translation.status === 'status_unverified') counts.count_strings_to_verify += 1;
    else if (translation.status === 'status_unproofread') counts.count_strings_to_proofread += 1;
    else counts.count_strings_done += 1;
  }
  return counts;
}

/** `id=CODE` as a form (wti sends it so) or a JSON body. */
function localeCodeOf(request: EmulatorRequest): string {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  const value = type.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(request.body.toString('utf8')).get('id')
    : (request.form?.fields['id'] ?? request.json()['id']);
  if (typeof value !== 'string' || !LOCALE_CODE.test(value)) {
    throw new HttpError(422, 'Locale code is not valid', { errors: { id: ['is not a locale code'] } });
  }
  return value;
}

/** Adds a target locale; every master gets its target file at once. */
function createLocale(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const code = localeCodeOf(request);
  if (isProjectLocale(project, code)) {
    throw new HttpError(422, `Locale has already been taken: ${code}`, {
      errors: { id: ['has already been taken'] },
    });
  }
  const now = request.context.now();
  project.targetLocales.push(code);
  for (const master of project.files.filter((file) => file.masterId === null && file.imported))
    ensureTargetFiles(request.context.state, project, master, now);
  project.updatedAt = now;
  return emptyReply(201);
}

/** Removes a target locale with its files and translations; the source locale stays. */
function deleteLocale(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const code = request.params['locale_code'] ?? '';
  if (code === project.sourceLocale)
    throw new HttpError(422, 'The source locale cannot be removed from the project');
  if (!project.targetLocales.includes(code)) throw new HttpError(404, 'Locale not found');
  project.targetLocales = project.targetLocales.filter((locale) => locale !== code);
  project.files = project.files.filter((file) => file.masterId === null || file.locale !== code);
  for (const entry of project.strings)
    entry.translations = entry.translations.filter((translation) => translation.locale !== code);
  for (const term of project.terms)
    term.translations = term.translations.filter((translation) => translation.locale !== code);
  project.updatedAt = request.context.now();
  return emptyReply(202);
}

function stringAndLocale(request: EmulatorRequest): { entry: TranslatableString; locale: string } {
  const project = projectOf(request);
  const entry = findString(project, request.params['string_id']);
  const locale = request.params['locale_code'] ?? '';
  if (!isProjectLocale(project, locale))
    throw new HttpError(404, `Locale not found: ${locale} is not a locale of this project`);
  return { entry, locale };
}

/** One translation object, with its string's id; `{}` when the locale has none. */
function showStringTranslation(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const { entry, locale } = stringAndLocale(request);
  const followRedirects = !request.query.has('no_follow_redirects');
  const translation = effectiveTranslation(project, entry, locale, followRedirects);
  const body =
    translation === undefined ? {} : { ...renderTranslation(translation), string: { id: entry.id } };
  return reply(request, 200, body, { xmlRoot: 'translation' });
}

/** Creates (201) or replaces (202) the translation of the path's locale; the body's `locale` must agree. */
function saveStringTranslation(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const { entry, locale } = stringAndLocale(request);
  const body = request.json();
  const given = body['locale'];
  if (given !== undefined && given !== null && given !== locale) {
    throw new HttpError(
      422,
      `Validation failed: locale ${JSON.stringify(given)} is not the locale of the path`,
      {
        errors: { locale: [`must be ${locale}`] },
      },
    );
  }
  const existed = entry.translations.some((translation) => translation.locale === locale);
  const changes = parseStringChanges(project, { translations: [{ ...body, locale }] }, entry.plural);
  saveTranslations(request, project, entry, changes, request.context.now());
  const saved = entry.translations.find((translation) => translation.locale === locale);
  if (saved === undefined) throw new Error('the translation was not saved');
  return reply(
    request,
    existed ? 202 : 201,
    { ...renderTranslation(saved), string: { id: entry.id } },
    {
      xmlRoot: 'translation',
    },
  );
}

const STRING_TRANSLATION = `${PROJECT}/strings/:string_id/locales/:locale_code/translations`;

export const beyondSpecRoutes: RouteDefinition[] = [
  {
    endpoint: 'projectStats',
    methods: ['GET'],
    pattern: `${PROJECT}/stats`,
    formats: FORMATS,
    handle: projectStats,
  },
  { endpoint: 'createLocale', methods: ['POST'], pattern: `${PROJECT}/locales`, handle: createLocale },
  {
    endpoint: 'deleteLocale',
    methods: ['DELETE'],
    pattern: `${PROJECT}/locales/:locale_code`,
    handle: deleteLocale,
  },
  {
    endpoint: 'showStringTranslation',
    methods: ['GET'],
    pattern: STRING_TRANSLATION,
    formats: FORMATS,
    handle: showStringTranslation,
  },
  {
    endpoint: 'saveStringTranslation',
    methods: ['POST'],
    pattern: STRING_TRANSLATION,
    formats: FORMATS,
    handle: saveStringTranslation,
  },
];
