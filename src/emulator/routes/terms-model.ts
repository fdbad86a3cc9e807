/**
 * What the glossary routes share: finding a term, the wire shapes of terms and term translations,
 * the validation of their JSON fields, and the JSONP `callback` of List and Show Term.
 */
import { HttpError, type EmulatorRequest } from '../router.js';
import {
  isoTimestamp,
  termTimestamp,
  type Project,
  type Term,
  type TermTranslation,
  type TermTranslationStatus,
} from '../state.js';

const TERM_STATUSES: readonly TermTranslationStatus[] = ['approved', 'refused', 'proposed'];

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Answers 422 `{error, request, errors}` when any field was refused. */
export function throwIfInvalid(errors: FieldErrors): void {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const summary = fields.map((field) => `${field} ${(errors[field] ?? []).join(', ')}`).join('; ');
  throw new HttpError(422, `Validation failed: ${summary}`, { errors });
}

export function findTerm(project: Project, rawId: string | undefined): Term {
  const term = /^\d+$/.test(rawId ?? '')
    ? project.terms.find((candidate) => candidate.id === Number(rawId))
    : undefined;
  if (term === undefined)
    throw new HttpError(404, `Term not found: no term of this project has the id ${rawId ?? ''}`);
  return term;
}

export function renderTerm(term: Term): Record<string, unknown> {
  return {
    id: term.id,
    text: term.text,
    description: term.description,
    created_at: isoTimestamp(term.createdAt),
    updated_at: isoTimestamp(term.updatedAt),
  };
}

export function renderTermTranslation(translation: TermTranslation): Record<string, unknown> {
  return {
    id: translation.id,
    locale: translation.locale,
    text: translation.text,
    description: translation.description,
    status: translation.status,
    // The spec's one exception to ISO 8601: `YYYY-MM-DD HH:MM:SS UTC`.
    created_at: termTimestamp(translation.createdAt),
    updated_at: termTimestamp(translation.updatedAt),
  };
}

interface TermTranslationFields {
  text?: string;
  description?: string;
  status?: TermTranslationStatus;
}

/**
 * Reads `text`, `description` and `status` of a term translation; `prefix` names the fields in
 * errors (`translations[0].`). `text` is required when `textRequired`.
 */
export function parseTermTranslationFields(
  body: Record<string, unknown>,
  textRequired: boolean,
  errors: FieldErrors,
  prefix = '',
): TermTranslationFields {
  const fields: TermTranslationFields = {};
  const { text, description, status } = body;
  if (text === undefined || text === null) {
    if (textRequired) addError(errors, `${prefix}text`, "can't be blank");
  } else if (typeof text !== 'string' || text.trim() === '') {
    addError(errors, `${prefix}text`, "can't be blank");
  } else {
    fields.text = text;
  }
  if (description !== undefined && description !== null) {
    if (typeof description !== 'string') addError(errors, `${prefix}description`, 'must be a string');
    else fields.description = description;
  }
  if (status !== undefined && status !== null) {
    const known = TERM_STATUSES.find((candidate) => candidate === status);
    if (known === undefined)
      addError(errors, `${prefix}status`, `must be one of ${TERM_STATUSES.join(', ')}`);
    else fields.status = known;
  }
  return fields;
}

/** Term translations are kept for the project's target locales only (docs/decisions.md). */
export function isTermLocale(project: Project, locale: string): boolean {
  return project.targetLocales.includes(locale);
}

/**
 * The JSONP function name of a `.json` request, or undefined. Only a JavaScript name made of
 * [A-Za-z0-9_.$], not starting with a digit, is echoed; anything else is a 400 so that no script
 * can be injected into the answer (docs/decisions.md).
 */
export function jsonpCallback(request: EmulatorRequest): string | undefined {
  const callback = request.query.get('callback');
  if (callback === null || callback === '' || request.format !== 'json') return undefined;
  if (!/^[A-Za-z_$][A-Za-z0-9_.$]*$/.test(callback)) {
    throw new HttpError(
      400,
      'callback must be a JavaScript function name made of letters, digits, _, . and $',
    );
  }
  return callback;
}
