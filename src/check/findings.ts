import type { PluralForm } from '../formats/index.js';

/**
 * What the translation checks find beyond placeholders, one record per problem of one string.
 * Each kind has its own section of the report and its own annotation title, and most their own
 * gate, so a team can make ICU errors fail the check while glossary hints stay advice.
 */

export type FindingKind = 'icu' | 'plural' | 'markup' | 'glossary' | 'bidi' | 'invisible';

export const FINDING_KINDS: readonly FindingKind[] = [
  'icu',
  'plural',
  'markup',
  'bidi',
  'invisible',
  'glossary',
];

/** Every kind the checks know, placeholders included: what `auto-merge-ignore` names. */
export type CheckKind = 'placeholder' | FindingKind;

export const CHECK_KINDS: readonly CheckKind[] = ['placeholder', ...FINDING_KINDS];

/**
 * The kinds that can break the app or put into it what its source does not have: with
 * `auto-merge` on, each keeps auto-merge off unless `auto-merge-ignore` names it, whatever the
 * `fail-on-*` inputs say. A glossary term is wording, which a reviewer may take or leave.
 */
export const UNSAFE_KINDS: ReadonlySet<CheckKind> = new Set<CheckKind>([
  'placeholder',
  'icu',
  'plural',
  'markup',
  'bidi',
  'invisible',
]);

type GateInput =
  'fail-on-icu-errors' | 'fail-on-plural-errors' | 'fail-on-markup-errors' | 'fail-on-glossary-warnings';

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
  /**
   * The input whose `true` makes a finding of this kind fail the step; undefined for a kind that
   * no input makes an error (it holds auto-merge back all the same).
   */
  readonly gate: GateInput | undefined;
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
  bidi: {
    heading: 'Bidi controls',
    title: 'Bidi control',
    counted: (count) => plural(count, 'bidi control warning'),
    gate: undefined,
    failed: (count) => `${plural(count, 'translation')} with bidi controls the source does not have`,
    passed: 'no translation adds bidi controls',
  },
  invisible: {
    heading: 'Invisible changes',
    title: 'Invisible change',
    counted: (count) => plural(count, 'invisible change'),
    gate: undefined,
    failed: (count) => `${plural(count, 'translation')} changed only by invisible characters`,
    passed: 'no translation is changed only by invisible characters',
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

/** Each kind that has a `fail-on-*` input, with it. */
export const FINDING_GATES: readonly (readonly [FindingKind, GateInput])[] = FINDING_KINDS.flatMap((kind) => {
  const gate = KIND_INFO[kind].gate;
  return gate === undefined ? [] : [[kind, gate] as const];
});

/** One line for the log, the annotation and the report. */
export function describeFinding(finding: TranslationFinding): string {
  if (finding.key === undefined) return `The ${finding.locale} file ${finding.problem}.`;
  const where = finding.form === undefined ? `"${finding.key}"` : `"${finding.key}" (${finding.form})`;
  return `The ${finding.locale} translation of ${where} ${finding.problem}.`;
}
