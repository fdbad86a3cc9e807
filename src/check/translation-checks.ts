import {
  detectFormat,
  parseLocaleFile,
  type PluralForm,
  type Segment,
  type SegmentText,
} from '../formats/index.js';
import { decodeText } from '../formats/text-codec.js';
import type { FindingKind, TranslationFinding } from './findings.js';
import { glossaryProblems, termsForLocale, type GlossaryTerm, type LocaleTerm } from './glossary-check.js';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { bidiProblems, invisibleChangeProblems } from './hidden-text.js';
import { addedArgumentProblems, icuMessageOf, icuProblems } from './icu-check.js';
import { keyLineFinder } from './key-lines.js';
import { markupProblems } from './markup-check.js';
import { pluralGaps } from './plural-check.js';
import { FORMS_THAT_MAY_DROP, formsOf, sourceFor } from './segment-forms.js';

/**
 * The checks of one target file beyond placeholders: ICU messages, markup, bidi controls, plural
 * completeness and glossary terms, and, given the file as it was, changes only of invisible
 * characters; each finding placed on the line of its key. Pure: the caller reads the bytes.
 */

interface Unplaced {
  kind: FindingKind;
  key: string | undefined;
  form: PluralForm | undefined;
  problem: string;
}

// A master's ICU messages, parsed once for all its targets (run-check passes one array per master).
const icuCache = new WeakMap<readonly Segment[], Map<string, MessageFormatElement[] | undefined>>();

function icuOf(master: readonly Segment[], source: string): MessageFormatElement[] | undefined {
  const cache = icuCache.get(master) ?? new Map<string, MessageFormatElement[] | undefined>();
  icuCache.set(master, cache);
  if (!cache.has(source)) cache.set(source, icuMessageOf(source));
  return cache.get(source);
}

function stringFindings(
  segment: Segment,
  source: SegmentText,
  options: {
    master: readonly Segment[];
    locale: string;
    glossary: readonly LocaleTerm[];
    previous: SegmentText | undefined;
  },
): Unplaced[] {
  const { locale, glossary, previous } = options;
  const found: Unplaced[] = [];
  for (const [form, target] of formsOf(segment.text)) {
    // An empty form is untranslated, which the progress table counts.
    if (target === '') continue;
    const sourceText = sourceFor(source, form);
    const add = (kind: FindingKind, problems: readonly string[]): void => {
      for (const problem of problems) found.push({ kind, key: segment.key, form, problem });
    };
    const icu = icuOf(options.master, sourceText);
    if (icu !== undefined)
      add(
        'icu',
        icuProblems({
          source: icu,
          target,
          locale,
          mayDropArguments: form !== undefined && FORMS_THAT_MAY_DROP.has(form),
        }),
      );
    else add('icu', addedArgumentProblems(sourceText, target));
    add('markup', markupProblems({ source: sourceText, target }));
    add('bidi', bidiProblems(sourceText, target));
    const before = previous === undefined ? undefined : formOf(previous, form);
    if (before !== undefined) add('invisible', invisibleChangeProblems(before, target));
    if (glossary.length > 0)
      add('glossary', glossaryProblems({ source: sourceText, target, locale, terms: glossary }));
  }
  return found;
}

/** The text of one form of a previous text, when it had that form. */
function formOf(text: SegmentText, form: PluralForm | undefined): string | undefined {
  if (typeof text === 'string') return form === undefined ? text : undefined;
  return form === undefined ? undefined : text[form];
}

/** The findings of a target file (its bytes) against its master's segments. */
export function checkTargetTranslations(options: {
  path: string;
  locale: string;
  bytes: Uint8Array;
  master: readonly Segment[];
  glossary: readonly GlossaryTerm[];
  /** The target's segments when the caller has read them already. */
  segments?: readonly Segment[];
  /**
   * The target's segments as the repository had them before the pull: a text changed only in
   * invisible characters is found against them. Undefined: no such check (`check`, a new file).
   */
  previous?: readonly Segment[];
}): TranslationFinding[] {
  const format = detectFormat(options.path);
  if (format === undefined) return [];
  const target =
    options.segments ??
    parseLocaleFile(format, options.bytes, { fileName: options.path, locale: options.locale });
  const text = decodeText(options.bytes, options.path, format).text;
  const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
  const glossary = termsForLocale(options.glossary, options.locale);
  const previous = new Map(options.previous?.map((segment) => [segment.key, segment.text]));
  const unplaced: Unplaced[] = target.flatMap((segment) => {
    const source = sources.get(segment.key);
    if (source === undefined) return [];
    return stringFindings(segment, source, { ...options, glossary, previous: previous.get(segment.key) });
  });
  for (const gap of pluralGaps({ format, master: options.master, target, locale: options.locale, text }))
    unplaced.push({ kind: 'plural', key: gap.key, form: undefined, problem: gap.problem });
  if (unplaced.length === 0) return [];
  const lineOf = keyLineFinder(format, text);
  const headerLine = text.split(/\r?\n/).findIndex((line) => line.includes('Plural-Forms:')) + 1;
  return unplaced.map(({ kind, key, form, problem }) => ({
    kind,
    file: options.path,
    locale: options.locale,
    key,
    ...(form === undefined ? {} : { form }),
    line: key === undefined ? headerLine || undefined : lineOf(key, form),
    problem,
  }));
}
