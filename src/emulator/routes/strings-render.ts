/**
 * The wire shape of a String and its translations, and the `locale` query parameter that decides
 * which translations a response carries (one locale: an object; several or `*`: an array).
 */
import type { SegmentText } from '../../formats/types.js';
import { HttpError } from '../router.js';
import {
  isoTimestamp,
  translationOf,
  type Project,
  type TranslatableString,
  type Translation,
} from '../state.js';

/** What `locale=` asked for: nothing, one code (an object), or several codes or `*` (an array). */
export type LocaleSelection =
  { kind: 'none' } | { kind: 'one'; locale: string } | { kind: 'many'; locales: string[] };

export function projectLocales(project: Project): string[] {
  return [project.sourceLocale, ...project.targetLocales];
}

/** Parses `locale`: blank is none, `*` every locale of the project; an unknown code is 404. */
export function parseLocaleSelection(project: Project, raw: string | null): LocaleSelection {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const known = projectLocales(project);
  if (raw.trim() === '*') return { kind: 'many', locales: known };
  const locales = [
    ...new Set(
      raw
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
  for (const locale of locales) {
    if (!known.includes(locale))
      throw new HttpError(404, `Locale not found: ${locale} is not a locale of this project`);
  }
  const [first] = locales;
  if (locales.length === 1 && first !== undefined) return { kind: 'one', locale: first };
  return { kind: 'many', locales };
}

export function selectedLocales(selection: LocaleSelection): string[] {
  if (selection.kind === 'none') return [];
  return selection.kind === 'one' ? [selection.locale] : selection.locales;
}

/**
 * The translation a locale shows. Language inheritance (docs/decisions.md): a regional locale
 * (`pt-BR`) without a translation of its own shows the one of its base language (`pt`) when the
 * project has that locale, unless `no_follow_redirects` was given.
 */
export function effectiveTranslation(
  project: Project,
  entry: TranslatableString,
  locale: string,
  followRedirects: boolean,
): Translation | undefined {
  const own = translationOf(entry, locale);
  if (own !== undefined || !followRedirects) return own;
  const base = /^([A-Za-z]{2,3})[-_@]/.exec(locale)?.[1];
  if (base === undefined || !projectLocales(project).includes(base)) return undefined;
  return translationOf(entry, base);
}

export function isBlankText(text: SegmentText): boolean {
  return typeof text === 'string'
    ? text === ''
    : Object.values(text).every((form) => form === undefined || form === '');
}

export function renderTranslation(translation: Translation): Record<string, unknown> {
  return {
    id: translation.id,
    locale: translation.locale,
    text: translation.text,
    status: translation.status,
    created_at: isoTimestamp(translation.createdAt),
    updated_at: isoTimestamp(translation.updatedAt),
    version: translation.version,
    ...(translation.validation === undefined ? {} : { validation: translation.validation }),
  };
}

interface StringRenderOptions {
  locales: LocaleSelection;
  /** List Strings without `locale` leaves `categories` out (the spec's String resource). */
  categories: boolean;
  followRedirects: boolean;
}

export function renderString(
  project: Project,
  entry: TranslatableString,
  options: StringRenderOptions,
): Record<string, unknown> {
  const source = translationOf(entry, project.sourceLocale)?.text ?? '';
  const counted = typeof source === 'string' ? source : (source.other ?? Object.values(source)[0] ?? '');
  const rendered: Record<string, unknown> = {
    id: entry.id,
    key: entry.key,
    plural: entry.plural,
    type: entry.type,
    dev_comment: entry.devComment,
    status: entry.status,
    labels: entry.labels,
    ...(options.categories ? { categories: entry.categories } : {}),
    // Derived from the source text, never stored (docs/decisions.md).
    word_count: counted.split(/\s+/).filter((word) => word !== '').length,
    // Unicode code points, as Ruby's String#length counts them.
    character_count: Array.from(counted).length,
    attachments: [],
    created_at: isoTimestamp(entry.createdAt),
    updated_at: isoTimestamp(entry.updatedAt),
    project: { id: project.id },
    file: entry.fileId === null ? null : { id: entry.fileId },
    has_discussions: false,
  };
  const { locales } = options;
  if (locales.kind === 'one') {
    const translation = effectiveTranslation(project, entry, locales.locale, options.followRedirects);
    rendered['translations'] = translation === undefined ? null : renderTranslation(translation);
  } else if (locales.kind === 'many') {
    rendered['translations'] = locales.locales
      .map((locale) => effectiveTranslation(project, entry, locale, options.followRedirects))
      .filter((translation): translation is Translation => translation !== undefined)
      // `pt` and an inheriting `pt-BR` may show the same record; it is listed once.
      .filter((translation, index, all) => all.findIndex((other) => other.id === translation.id) === index)
      .map(renderTranslation);
  }
  return rendered;
}
