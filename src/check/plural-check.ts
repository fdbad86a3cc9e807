import { PLURAL_FORMS, type LocaleFormat, type PluralForm, type Segment } from '../formats/index.js';
import { slotsOfHeader } from '../formats/gettext-plurals.js';
import { neededPluralCategories } from '../formats/plural-categories.js';

/**
 * Plural completeness: a target's plural string must have every form its locale needs (the
 * categories some integer 0..1000 selects: Russian one/few/many, Arabic all six), or the runtime
 * shows the `other` text, or nothing, for those counts. Plurals are found as the formats read
 * them (Rails YAML, Android `<plurals>`, gettext msgstr[n], i18next `_one`/`_other`) and as
 * nested objects of categories (`{ "one": …, "other": … }`) in JSON, which reads them as keys.
 */

interface PluralGap {
  /** The plural's key; undefined for the gettext header itself. */
  readonly key: string | undefined;
  readonly problem: string;
}

const SUFFIXED = new RegExp(`^(.+)[._](${PLURAL_FORMS.join('|')})$`);

/** Each plural's key to the forms that have text. */
function pluralsOf(segments: readonly Segment[]): Map<string, Set<PluralForm>> {
  const plurals = new Map<string, Set<PluralForm>>();
  const add = (key: string, form: PluralForm, text: string | undefined): void => {
    const forms = plurals.get(key) ?? new Set<PluralForm>();
    if (text !== undefined && text !== '') forms.add(form);
    plurals.set(key, forms);
  };
  for (const segment of segments) {
    if (typeof segment.text !== 'string') {
      for (const form of PLURAL_FORMS) if (form in segment.text) add(segment.key, form, segment.text[form]);
      continue;
    }
    const match = SUFFIXED.exec(segment.key);
    if (match !== null) add(match[1] ?? '', match[2] as PluralForm, segment.text);
  }
  return plurals;
}

/** The `Plural-Forms` header of a PO file's text, and its 1-based line. */
function pluralFormsHeaderOf(text: string): { header: string; line: number } | undefined {
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => line.includes('Plural-Forms:'));
  const match = /Plural-Forms:\s*([^"\\]*)/.exec(lines[index] ?? '');
  return match === null ? undefined : { header: (match[1] ?? '').trim(), line: index + 1 };
}

/**
 * The plurals of `target` that lack a form `locale` needs. For gettext, the forms a file can hold
 * are the slots of its `Plural-Forms`: a header with too few is reported once, for the file, and
 * an entry only for the slots it leaves empty.
 */
export function pluralGaps(options: {
  format: LocaleFormat;
  master: readonly Segment[];
  target: readonly Segment[];
  locale: string;
  /** The target file's text, for the gettext header. */
  text: string;
}): PluralGap[] {
  const { format, locale } = options;
  let needed = neededPluralCategories(locale);
  const gaps: PluralGap[] = [];
  let slots: PluralForm[] | undefined;
  if (format === 'po') {
    const found = pluralFormsHeaderOf(options.text);
    slots = found === undefined ? undefined : slotsOfHeader(found.header, locale);
    const lacking = needed.filter((form) => slots !== undefined && !slots.includes(form));
    if (found !== undefined && slots !== undefined && lacking.length > 0) {
      gaps.push({
        key: undefined,
        problem: `has Plural-Forms "${found.header}", with no msgstr for ${lacking.join(', ')}, which ${locale} needs`,
      });
      needed = needed.filter((form) => slots?.includes(form) === true);
    }
  }
  const masterPlurals = pluralsOf(options.master);
  const targetPlurals = pluralsOf(options.target);
  for (const [key, sourceForms] of masterPlurals) {
    const forms = targetPlurals.get(key);
    // Untranslated is the progress table's business, not a gap.
    // A lone `other` key is more likely a word than a plural: a source plural has two forms at least.
    if (!sourceForms.has('other') || sourceForms.size < 2 || forms === undefined || forms.size === 0)
      continue;
    const missing = needed.filter((form) => !forms.has(form));
    if (missing.length === 0) continue;
    const named =
      slots === undefined
        ? missing.join(', ')
        : missing.map((form) => `${form} (msgstr[${slots?.indexOf(form)}])`).join(', ');
    gaps.push({
      key,
      problem: `lacks the plural form${missing.length === 1 ? '' : 's'} ${named}, which ${locale} needs`,
    });
  }
  return gaps;
}
