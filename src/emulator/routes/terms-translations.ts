/** List, Create and Update Term Translation: the translations of one term in one locale. */
import {
  HttpError,
  projectOf,
  reply,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import { nextId, type Project, type Term, type TermTranslation } from '../state.js';
import {
  findTerm,
  isTermLocale,
  parseTermTranslationFields,
  renderTermTranslation,
  throwIfInvalid,
  type FieldErrors,
} from './terms-model.js';

const COLLECTION = '/api/projects/:project_token/terms/:term_id/locales/:locale_code/translations';
const MEMBER = `${COLLECTION}/:term_translation_id`;
const FORMATS = ['json', 'yaml', 'xml'] as const;

/** The term and the locale of the path; 404 when either is not the project's. */
function termAndLocale(request: EmulatorRequest): { project: Project; term: Term; locale: string } {
  const project = projectOf(request);
  const term = findTerm(project, request.params['term_id']);
  const locale = request.params['locale_code'] ?? '';
  if (!isTermLocale(project, locale))
    throw new HttpError(404, `Locale not found: ${locale} is not a target locale of this project`);
  return { project, term, locale };
}

function listTermTranslations(request: EmulatorRequest): EmulatorResponse {
  const { term, locale } = termAndLocale(request);
  const translations = term.translations.filter((translation) => translation.locale === locale);
  return reply(request, 200, translations.map(renderTermTranslation), { xmlRoot: 'term_translations' });
}

function createTermTranslation(request: EmulatorRequest): EmulatorResponse {
  const { term, locale } = termAndLocale(request);
  const errors: FieldErrors = {};
  const fields = parseTermTranslationFields(request.json(), true, errors);
  throwIfInvalid(errors);
  const now = request.context.now();
  const translation: TermTranslation = {
    id: nextId(request.context.state),
    locale,
    text: fields.text ?? '',
    description: fields.description ?? '',
    // Not shown by the spec; proposed, as for translations nested in Create Term (docs/decisions.md).
    status: fields.status ?? 'proposed',
    createdAt: now,
    updatedAt: now,
  };
  term.translations.push(translation);
  term.updatedAt = now;
  return reply(request, 201, renderTermTranslation(translation), { xmlRoot: 'term_translation' });
}

function updateTermTranslation(request: EmulatorRequest): EmulatorResponse {
  const { term, locale } = termAndLocale(request);
  const rawId = request.params['term_translation_id'] ?? '';
  const translation = /^\d+$/.test(rawId)
    ? term.translations.find((candidate) => candidate.id === Number(rawId) && candidate.locale === locale)
    : undefined;
  if (translation === undefined)
    throw new HttpError(
      404,
      `Term translation not found: term ${term.id} has no ${locale} translation with the id ${rawId}`,
    );
  const errors: FieldErrors = {};
  // Every field is optional here: a body holding only `status` is a review decision.
  const fields = parseTermTranslationFields(request.json(), false, errors);
  throwIfInvalid(errors);
  if (fields.text !== undefined) translation.text = fields.text;
  if (fields.description !== undefined) translation.description = fields.description;
  if (fields.status !== undefined) translation.status = fields.status;
  translation.updatedAt = request.context.now();
  return reply(request, 202, renderTermTranslation(translation), { xmlRoot: 'term_translation' });
}

export const termTranslationRoutes: RouteDefinition[] = [
  {
    endpoint: 'listTermTranslations',
    methods: ['GET'],
    pattern: COLLECTION,
    formats: FORMATS,
    handle: listTermTranslations,
  },
  {
    endpoint: 'createTermTranslation',
    methods: ['POST'],
    pattern: COLLECTION,
    formats: FORMATS,
    handle: createTermTranslation,
  },
  // The spec names PATCH; Rails routes PUT to the same action.
  {
    endpoint: 'updateTermTranslation',
    methods: ['PATCH', 'PUT'],
    pattern: MEMBER,
    formats: FORMATS,
    handle: updateTermTranslation,
  },
];
