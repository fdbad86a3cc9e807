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
import { icuMessageOf, icuProblems } from './icu-check.js';
import { keyLineFinder } from './key-lines.js';
import { markupProblems } from './markup-check.js';
import { pluralGaps } from './plural-check.js';
import { FORMS_THAT_MAY_DROP, formsOf, sourceFor } from './segment-forms.js';

/**
 * The checks of one target file beyond placeholders: ICU messages, markup, plural completeness
 * and glossary terms, each finding placed on the line of its key.
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
  options: { master: readonly Segment[]; locale: string; glossary: readonly LocaleTerm[] },
): Unplaced[] {
  const { locale, glossary } = options;
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
    add('markup', markupProblems({ key: segment.key, source: sourceText, target }));
    if (glossary.length > 0)
      add('glossary', glossaryProblems({ source: sourceText, target, locale, terms: glossary }));
  }
  return found;
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
}): TranslationFinding[] {
  const format = detectFormat(options.path);
  if (format === undefined) return [];
  const target =
    options.segments ??
    parseLocaleFile(format, options.bytes, { fileName: options.path, locale: options.locale });
  const text = decodeText(options.bytes, options.path, format).text;
  const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
  const glossary = termsForLocale(options.glossary, options.locale);
  const unplaced: Unplaced[] = target.flatMap((segment) => {
    const source = sources.get(segment.key);
    return source === undefined ? [] : stringFindings(segment, source, { ...options, glossary });
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
