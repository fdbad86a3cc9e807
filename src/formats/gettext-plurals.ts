/**
 * gettext plural slots. A PO file's `Plural-Forms` header numbers its forms its own way: French
 * has `nplurals=2; plural=(n > 1)` (one, other) where CLDR lists one, many, other. The slots are
 * read with the file's own expression, naming each slot by the CLDR category of the first
 * integer that selects it, and written with the target locale's usual header (gettext's own
 * table of common languages), so that `msgfmt -c` accepts the file (docs/decisions.md, formats).
 */
import { intlLocaleOf, pluralFormsOf } from './plural-rules.js';
import type { PluralForm } from './types.js';

const ONE_OTHER = 'nplurals=2; plural=(n != 1);';
const ONE_OTHER_ZERO_IS_ONE = 'nplurals=2; plural=(n > 1);';
const SINGLE = 'nplurals=1; plural=0;';
const SLAVIC_EAST =
  'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const POLISH = 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const CZECH = 'nplurals=3; plural=((n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2);';
const ARABIC =
  'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);';

/** Plural-Forms by language (and `pt-BR`), after the gettext manual's table of common languages. */
const HEADERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['ja', 'ko', 'zh', 'vi', 'th', 'id', 'ms', 'lo', 'my', 'km'].map((code) => [code, SINGLE]),
  ),
  ...Object.fromEntries(
    ['fr', 'pt-BR', 'tr', 'fil', 'oc', 'ln', 'ti', 'wa', 'am', 'hy', 'fa'].map((code) => [
      code,
      ONE_OTHER_ZERO_IS_ONE,
    ]),
  ),
  ...Object.fromEntries(['ru', 'uk', 'be', 'sr', 'hr', 'bs'].map((code) => [code, SLAVIC_EAST])),
  pl: POLISH,
  cs: CZECH,
  sk: CZECH,
  ar: ARABIC,
};

type PluralFunction = (n: number) => number;

/** The `plural=` expression as a function; undefined when it is not plain C arithmetic on n. */
export function pluralFunction(header: string): { nplurals: number; select: PluralFunction } | undefined {
  const match = /nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?/.exec(header);
  if (match === null) return undefined;
  const nplurals = Number(match[1]);
  const expression = match[2] ?? '';
  // Only n, digits, spaces and C operators: nothing that could name or call anything in JS.
  if (!/^[n\d\s()?:|&=!<>%+\-*/]+$/.test(expression)) return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- checked to be arithmetic on n above
    const compiled = new Function('n', `return +(${expression});`) as PluralFunction;
    compiled(1);
    return { nplurals, select: compiled };
  } catch {
    return undefined;
  }
}

/**
 * Numbers tried after the integers 0 to 1000: powers of ten for a slot of round millions (French
 * `n % 1000000 == 0`, CLDR's `many`), then fractions for a slot only they reach (Russian's fourth
 * form, CLDR's `other` for 1.5, in files made by Transifex or Weblate).
 */
const LATE_SAMPLES = [1e4, 1e5, 1e6, 1e7, 1e9, 0.5, 1.5, 2.5, 5.5, 10.5];

/**
 * The CLDR category of each slot of a `Plural-Forms` header for `locale`: the category of the
 * first number (the integers 0 to 1000, then LATE_SAMPLES) the expression sends to that slot.
 * undefined when the header cannot be read or two slots would share a category.
 */
export function slotsOfHeader(header: string, locale: string): PluralForm[] | undefined {
  const parsed = pluralFunction(header);
  if (parsed === undefined || parsed.nplurals < 1 || parsed.nplurals > 6) return undefined;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(intlLocaleOf(locale));
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const slots: (PluralForm | undefined)[] = Array.from({ length: parsed.nplurals }, () => undefined);
  const samples = function* () {
    for (let n = 0; n <= 1000; n++) yield n;
    yield* LATE_SAMPLES;
  };
  for (const n of samples()) {
    if (!slots.includes(undefined)) break;
    const slot = parsed.select(n);
    if (slots[slot] === undefined && slot >= 0 && slot < slots.length) slots[slot] = rules.select(n);
  }
  if (slots.includes(undefined) || new Set(slots).size !== slots.length) return undefined;
  return slots as PluralForm[];
}

/** The usual `Plural-Forms` of a locale and its slots; derived from CLDR for a language not in the table. */
export function gettextPlurals(locale: string): { header: string; slots: PluralForm[] } {
  const tag = intlLocaleOf(locale);
  const [language = tag] = tag.split('-');
  const region = tag.split('-').slice(1).join('-');
  const candidates = [
    HEADERS[`${language}-${region}`],
    HEADERS[language],
    pluralFormsOf(locale).length === 1 ? SINGLE : undefined,
    ONE_OTHER,
    ONE_OTHER_ZERO_IS_ONE,
  ];
  for (const header of candidates) {
    if (header === undefined) continue;
    const slots = slotsOfHeader(header, locale);
    if (slots !== undefined && agreesWithCldr(header, locale)) return { header, slots };
  }
  // A language whose integers need more than the generic expressions: CLDR's own order.
  const slots = pluralFormsOf(locale);
  return { header: `nplurals=${slots.length}; plural=0;`, slots };
}

/** Whether the expression gives each integer 0-200 the slot of its CLDR category. */
function agreesWithCldr(header: string, locale: string): boolean {
  const parsed = pluralFunction(header);
  const slots = slotsOfHeader(header, locale);
  if (parsed === undefined || slots === undefined) return false;
  const rules = new Intl.PluralRules(intlLocaleOf(locale) || 'en');
  for (let n = 0; n <= 200; n++) if (slots[parsed.select(n)] !== rules.select(n)) return false;
  return true;
}
