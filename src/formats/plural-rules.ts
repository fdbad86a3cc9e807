import { PLURAL_FORMS, type PluralForm, type SegmentText } from './types.js';

/**
 * A BCP 47 tag Intl accepts, from the codes repositories use: `pt_BR` becomes `pt-BR`, and a POSIX
 * `@variant` (as in `sr@latin`) is dropped because Intl has no syntax for it.
 */
export function intlLocaleOf(locale: string): string {
  const withoutVariant = locale.split('@', 1)[0] ?? '';
  return withoutVariant.replaceAll('_', '-').trim();
}

/** The plural categories a locale uses, in CLDR order; English rules when Intl rejects the code. */
export function pluralFormsOf(locale: string): PluralForm[] {
  let categories: readonly string[];
  try {
    categories = new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories;
  } catch {
    categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
  }
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/**
 * The forms of a plural text to write for a locale: those the locale uses and the text gives, in
 * CLDR order. `zero` is kept when given because Rails, i18next and Android honour an explicit zero
 * in every language. With `every` (WriteOptions.everyForm), every form the text gives.
 */
export function formsToWrite(
  text: Partial<Record<PluralForm, string>>,
  locale: string,
  every = false,
): Array<[PluralForm, string]> {
  const used = pluralFormsOf(locale);
  const forms: Array<[PluralForm, string]> = [];
  for (const form of PLURAL_FORMS) {
    const value = text[form];
    if (value === undefined || value === '') continue;
    if (every || form === 'zero' || used.includes(form)) forms.push([form, value]);
  }
  return forms;
}

/**
 * Whether a segment has a translation worth writing. Missing translations are left out of target
 * files rather than written empty (docs/decisions.md, formats).
 */
export function isWritable(text: SegmentText, locale: string, every = false): boolean {
  return typeof text === 'string' ? text !== '' : formsToWrite(text, locale, every).length > 0;
}
