/**
 * The project's locales: which codes the action accepts, how two codes compare, and which target
 * locales a run selects. Shared by the sync and the check.
 */

/** Locale codes as BCP 47 and POSIX write them: `fr`, `pt-BR`, `pt_BR`, `zh-Hant-TW`, `sr@latin`, `es-419`. */
const LOCALE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;

export function isLocaleCode(code: string): boolean {
  // Asked for every file of a listing, where a few codes repeat thousands of times.
  let answer = localeCodes.get(code);
  if (answer === undefined) {
    answer = LOCALE_CODE.test(code);
    if (localeCodes.size >= LOCALE_CODES_KEPT) localeCodes.clear();
    localeCodes.set(code, answer);
  }
  return answer;
}

const LOCALE_CODES_KEPT = 10_000;
const localeCodes = new Map<string, boolean>();

interface LocaleSelectionInput {
  readonly sourceLocale: string;
  readonly targetLocales: readonly string[];
  /** The `locales` input, else `needed_locales` of `.wti`; empty means every target locale. */
  readonly wanted: readonly string[];
  readonly ignored: readonly string[];
}

export interface LocaleSelection {
  readonly locales: readonly string[];
  /** Wanted locales the project does not have: a warning, not a failure. */
  readonly unknown: readonly string[];
  readonly all: boolean;
}

/** What sameLocale compares: equal keys, same locale. */
export function localeKey(code: string): string {
  return code.replace(/_/g, '-').toLowerCase();
}

/** Whether a code is one of `locales`, as sameLocale compares: one key per locale, computed once. */
export function localeMatcher(locales: readonly string[]): (locale: string) => boolean {
  const keys = new Set(locales.map(localeKey));
  return (locale) => keys.has(localeKey(locale));
}

/** Locale codes compared as the service writes them, but `pt_BR` matches `pt-BR`. */
export function sameLocale(a: string, b: string): boolean {
  return localeKey(a) === localeKey(b);
}

/**
 * The project's target locales. Real projects list the source locale among `target_locales` too
 * (the official client subtracts it before a push); it is never a target here.
 */
export function targetLocalesOf(project: {
  readonly sourceLocale: { readonly code: string };
  readonly targetLocales: readonly { readonly code: string }[];
}): string[] {
  return project.targetLocales
    .map((locale) => locale.code)
    .filter((code) => !sameLocale(code, project.sourceLocale.code));
}

export function selectLocales(input: LocaleSelectionInput): LocaleSelection {
  const targets = input.targetLocales.filter((locale) => !sameLocale(locale, input.sourceLocale));
  const wanted = input.wanted.length === 0 ? targets : input.wanted;
  const unknown = wanted.filter((locale) => !targets.some((target) => sameLocale(target, locale)));
  const locales = targets.filter(
    (target) =>
      wanted.some((locale) => sameLocale(target, locale)) &&
      !input.ignored.some((locale) => sameLocale(target, locale)),
  );
  return { locales, unknown, all: locales.length === targets.length };
}
