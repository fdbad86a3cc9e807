import type { PluralForm } from '../formats/index.js';

/**
 * What the translation checks find beyond placeholders, one record per problem of one string.
 * Each kind has its own gate, its own section of the report and its own annotation title, so a
 * team can make ICU errors fail the check while glossary hints stay advice.
 */

export type FindingKind = 'icu' | 'plural' | 'markup' | 'glossary';

export const FINDING_KINDS: readonly FindingKind[] = ['icu', 'plural', 'markup', 'glossary'];

export interface TranslationFinding {
  readonly kind: FindingKind;
  readonly file: string;
  readonly locale: string;
  /** Undefined for a finding about the file itself (a gettext `Plural-Forms` header). */
  readonly key: string | undefined;
  /** The plural form at fault, for plural strings. */
  readonly form?: PluralForm;
  /** Undefined when the line could not be found. */
  readonly line: number | undefined;
  /** What is wrong, as a phrase that follows the string's name ("drops {count}"). */
  readonly problem: string;
}

interface FindingKindInfo {
  /** The report's section heading. */
  readonly heading: string;
  /** The annotation's title. */
  readonly title: string;
  /** The count in the report's verdict ("2 ICU errors"). */
  readonly counted: (count: number) => string;
  /** The input whose `true` makes a finding of this kind fail the step. */
  readonly gate:
    'fail-on-icu-errors' | 'fail-on-plural-errors' | 'fail-on-markup-errors' | 'fail-on-glossary-warnings';
  /** The reason of a failed gate, for a count. */
  readonly failed: (count: number) => string;
  readonly passed: string;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export const KIND_INFO: Readonly<Record<FindingKind, FindingKindInfo>> = {
  icu: {
    heading: 'ICU messages',
    title: 'ICU message',
    counted: (count) => plural(count, 'ICU error'),
    gate: 'fail-on-icu-errors',
    failed: (count) => `${plural(count, 'ICU error')} in translations`,
    passed: 'every ICU message parses and keeps its arguments and plural categories',
  },
  plural: {
    heading: 'Plural forms',
    title: 'Missing plural form',
    counted: (count) => plural(count, 'incomplete plural'),
    gate: 'fail-on-plural-errors',
    failed: (count) => `${plural(count, 'plural string')} without every form the locale needs`,
    passed: 'every plural has the forms its locale needs',
  },
  markup: {
    heading: 'Markup',
    title: 'Markup mismatch',
    counted: (count) => `${count} markup mismatch${count === 1 ? '' : 'es'}`,
    gate: 'fail-on-markup-errors',
    failed: (count) => `${plural(count, 'translation')} whose markup differs from the source`,
    passed: 'every translation keeps the markup of its source',
  },
  glossary: {
    heading: 'Glossary',
    title: 'Glossary term',
    counted: (count) => plural(count, 'glossary warning'),
    gate: 'fail-on-glossary-warnings',
    failed: (count) => `${plural(count, 'translation')} without the approved glossary term`,
    passed: 'every translation uses the approved glossary terms',
  },
};

/** One line for the log, the annotation and the report. */
export function describeFinding(finding: TranslationFinding): string {
  if (finding.key === undefined) return `The ${finding.locale} file ${finding.problem}.`;
  const where = finding.form === undefined ? `"${finding.key}"` : `"${finding.key}" (${finding.form})`;
  return `The ${finding.locale} translation of ${where} ${finding.problem}.`;
}
