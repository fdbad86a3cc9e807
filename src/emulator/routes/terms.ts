/**
 * The glossary: List, Show, Create, Update and Delete Term, with the JSONP answers of List and
 * Show. Term translations are in terms-translations.ts, the TBX export in terms-tbx.ts.
 */
import {
  emptyReply,
  projectOf,
  reply,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import { nextId, type Term, type TermTranslation } from '../state.js';
import { paginate } from './pagination.js';
import { termsToTbxRoute } from './terms-tbx.js';
import { termTranslationRoutes } from './terms-translations.js';
import {
  addError,
  findTerm,
  isTermLocale,
  jsonpCallback,
  parseTermTranslationFields,
  renderTerm,
  throwIfInvalid,
  type FieldErrors,
} from './terms-model.js';

const COLLECTION = '/api/projects/:project_token/terms';
const MEMBER = '/api/projects/:project_token/terms/:term_id';
const FORMATS = ['json', 'yaml', 'xml'] as const;

function withCallback(
  request: EmulatorRequest,
  status: number,
  value: unknown,
  xmlRoot: string,
): EmulatorResponse {
  const callback = jsonpCallback(request);
  return reply(request, status, value, callback === undefined ? { xmlRoot } : { xmlRoot, callback });
}

function listTerms(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  // Validate the callback before paging, so a bad name is a 400 whatever the page.
  jsonpCallback(request);
  const page = paginate(request, project.terms);
  const response = withCallback(request, 200, page.items.map(renderTerm), 'terms');
  return page.link === undefined
    ? response
    : { ...response, headers: { ...response.headers, Link: page.link } };
}

/** A term's `text` and `description` are read as a term translation's are; a term has no status. */
function readTermFields(
  body: Record<string, unknown>,
  textRequired: boolean,
  errors: FieldErrors,
): { text?: string; description?: string } {
  const { text, description } = parseTermTranslationFields(
    { text: body['text'], description: body['description'] },
    textRequired,
    errors,
  );
  return { ...(text === undefined ? {} : { text }), ...(description === undefined ? {} : { description }) };
}

function createTerm(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const { state } = request.context;
  const now = request.context.now();
  const body = request.json();
  const errors: FieldErrors = {};
  const fields = readTermFields(body, true, errors);
  const translations: TermTranslation[] = [];
  const nested = body['translations'];
  if (nested !== undefined && nested !== null && !Array.isArray(nested))
    addError(errors, 'translations', 'must be an array');
  for (const [index, entry] of (Array.isArray(nested) ? (nested as unknown[]) : []).entries()) {
    const prefix = `translations[${index}].`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      addError(errors, `translations[${index}]`, 'must be an object with locale and text');
      continue;
    }
    const record = entry as Record<string, unknown>;
    const locale = record['locale'];
    if (typeof locale !== 'string' || locale === '') addError(errors, `${prefix}locale`, "can't be blank");
    else if (!isTermLocale(project, locale))
      addError(errors, `${prefix}locale`, `${locale} is not a target locale of this project`);
    const translation = parseTermTranslationFields(record, true, errors, prefix);
    if (typeof locale !== 'string' || translation.text === undefined) continue;
    translations.push({
      id: nextId(state),
      locale,
      text: translation.text,
      description: translation.description ?? '',
      // The spec's table: a nested translation without a status is proposed.
      status: translation.status ?? 'proposed',
      createdAt: now,
      updatedAt: now,
    });
  }
  throwIfInvalid(errors);
  const term: Term = {
    id: nextId(state),
    text: fields.text ?? '',
    description: fields.description ?? '',
    createdAt: now,
    updatedAt: now,
    translations,
  };
  project.terms.push(term);
  return reply(request, 201, renderTerm(term), { xmlRoot: 'term' });
}

function updateTerm(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const term = findTerm(project, request.params['term_id']);
  const errors: FieldErrors = {};
  const fields = readTermFields(request.json(), false, errors);
  throwIfInvalid(errors);
  if (fields.text !== undefined) term.text = fields.text;
  if (fields.description !== undefined) term.description = fields.description;
  term.updatedAt = request.context.now();
  return reply(request, 202, renderTerm(term), { xmlRoot: 'term' });
}

function deleteTerm(request: EmulatorRequest): EmulatorResponse {
  const project = projectOf(request);
  const term = findTerm(project, request.params['term_id']);
  // Its translations go with it: they are held by the term.
  project.terms = project.terms.filter((candidate) => candidate !== term);
  // 202 with an empty body, as Delete String answers (docs/decisions.md).
  return emptyReply(202);
}

export const termRoutes: RouteDefinition[] = [
  { endpoint: 'listTerms', methods: ['GET'], pattern: COLLECTION, formats: FORMATS, handle: listTerms },
  {
    endpoint: 'showTerm',
    methods: ['GET'],
    pattern: MEMBER,
    formats: FORMATS,
    handle: (request) =>
      withCallback(request, 200, renderTerm(findTerm(projectOf(request), request.params['term_id'])), 'term'),
  },
  { endpoint: 'createTerm', methods: ['POST'], pattern: COLLECTION, formats: FORMATS, handle: createTerm },
  // The spec names PUT; Rails routes PATCH to the same action.
  {
    endpoint: 'updateTerm',
    methods: ['PUT', 'PATCH'],
    pattern: MEMBER,
    formats: FORMATS,
    handle: updateTerm,
  },
  { endpoint: 'deleteTerm', methods: ['DELETE'], pattern: MEMBER, formats: FORMATS, handle: deleteTerm },
  termsToTbxRoute,
  ...termTranslationRoutes,
];
