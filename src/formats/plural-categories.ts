import { intlLocaleOf } from './plural-rules.js';
import { PLURAL_FORMS, type PluralForm } from './types.js';

/**
 * The plural categories a translation needs: those that some integer from 0 to 1,000 selects
 * under CLDR's rules for the locale (Intl.PluralRules). Russian needs `few` and `many`; French
 * does not need `many`, which only millions and compact numbers select, so a French one/other
 * plural is complete. An ICU `=N` branch answers for its integer N, so it can stand in for a
 * category that only N selects (Arabic `zero` and `=0`).
 */

type PluralType = 'cardinal' | 'ordinal';

const LARGEST_COUNT = 1000;
const selectedCache = new Map<string, readonly PluralForm[]>();

function rulesOf(locale: string, type: PluralType): Intl.PluralRules {
  try {
    return new Intl.PluralRules(intlLocaleOf(locale) || 'en', { type });
  } catch {
    // A code Intl rejects reads with English rules, as the formats do (plural-rules.ts).
    return new Intl.PluralRules('en', { type });
  }
}

/** The category of every integer 0..1000, index = the integer. */
function categoriesByCount(locale: string, type: PluralType): readonly PluralForm[] {
  const cacheKey = `${type}:${locale}`;
  const cached = selectedCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const rules = rulesOf(locale, type);
  const selected = Array.from({ length: LARGEST_COUNT + 1 }, (_, count) => rules.select(count));
  selectedCache.set(cacheKey, selected);
  return selected;
}

/** The categories the locale needs, in CLDR order; `exact` holds integers answered by `=N`. */
export function neededPluralCategories(
  locale: string,
  options: { type?: PluralType; exact?: ReadonlySet<number> } = {},
): PluralForm[] {
  const byCount = categoriesByCount(locale, options.type ?? 'cardinal');
  const needed = new Set<PluralForm>();
  byCount.forEach((category, count) => {
    if (options.exact?.has(count) !== true) needed.add(category);
  });
  return PLURAL_FORMS.filter((form) => needed.has(form));
}
