import { codeSpan, inertProse, markdownWord } from './markdown.js';

/**
 * The part of the translation pull request's body (and of the job summary) that says whether
 * it is ready (issue 49): auto-merge and why, what the checks found in its files, one section per
 * kind, and how complete each locale is, with the locales held back.
 */

/** What one check found in one translation. */
interface ReviewRow {
  readonly file: string;
  readonly key: string | undefined;
  readonly locale: string;
  readonly problem: string;
}

/**
 * What a kind of finding does to auto-merge: `holds` it back, or is `ignored` because
 * `auto-merge-ignore` names the kind.
 */
export type AutoMergeHold = 'holds' | 'ignored';

/**
 * One kind of finding: its heading, whether its `fail-on-*` input makes it an error, what it does
 * to auto-merge (undefined with `auto-merge: off`, or for advice), its rows.
 */
export interface ReviewGroup {
  readonly heading: string;
  /** The `fail-on-*` input of the kind; undefined for a kind without one. */
  readonly gate: string | undefined;
  readonly error: boolean;
  readonly autoMerge: AutoMergeHold | undefined;
  readonly rows: readonly ReviewRow[];
}

export interface CompletionRow {
  readonly locale: string;
  readonly percent: number;
  readonly translated: number;
  readonly total: number;
  /** The locale's `locale-min-completion`, when it has one above 0. */
  readonly threshold: number | undefined;
  readonly heldBack: boolean;
}

interface ReviewSection {
  /** One paragraph on auto-merge; undefined with `auto-merge: off`. */
  readonly autoMerge: string | undefined;
  readonly groups: readonly ReviewGroup[];
  readonly completion: readonly CompletionRow[];
}

/** Rows shown per kind; the annotations and the log list every one. */
const ROWS_PER_KIND = 20;

const percentText = (value: number): string => `${value.toFixed(1)}%`;

/** `2 errors (`fail-on-markup-errors`), keep auto-merge off`: what the kind is here, and does. */
function groupTitle(group: ReviewGroup): string {
  const count = group.rows.length;
  const one = count === 1;
  const what = group.error
    ? `error${one ? '' : 's'}${group.gate === undefined ? '' : ` (\`${group.gate}\`)`}`
    : group.autoMerge === 'holds'
      ? `finding${one ? '' : 's'}`
      : 'advice';
  if (group.autoMerge === 'holds') return `${count} ${what}, ${one ? 'keeps' : 'keep'} auto-merge off`;
  if (group.autoMerge === 'ignored') return `${count} ${what}, let through by \`auto-merge-ignore\``;
  return `${count} ${what}`;
}

function groupLines(group: ReviewGroup): string[] {
  const count = group.rows.length;
  const lines = [
    '',
    `#### ${group.heading}: ${groupTitle(group)}`,
    '',
    '| File | Key | Locale | Problem |',
    '| --- | --- | --- | --- |',
  ];
  for (const row of group.rows.slice(0, ROWS_PER_KIND))
    lines.push(
      `| ${codeSpan(row.file, true)} | ${row.key === undefined ? '(the file)' : codeSpan(row.key, true)} | ${markdownWord(row.locale, true)} | ${inertProse(row.problem)} |`,
    );
  if (count > ROWS_PER_KIND)
    lines.push('', `_…and ${count - ROWS_PER_KIND} more: the run's annotations list every one._`);
  return lines;
}

function completionLines(rows: readonly CompletionRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    '### Completion per locale',
    '',
    '| Locale | Translated | Completion | Threshold |',
    '| --- | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const threshold =
      row.threshold === undefined ? '' : `${row.threshold}%${row.heldBack ? ' (held back)' : ''}`;
    lines.push(
      `| ${markdownWord(row.locale, true)} | ${row.translated} of ${row.total} | ${percentText(row.percent)} | ${threshold} |`,
    );
  }
  const held = rows.filter((row) => row.heldBack);
  if (held.length > 0) {
    lines.push('', '### Locales held back', '');
    for (const row of held)
      lines.push(
        `- ${markdownWord(row.locale)}: ${percentText(row.percent)} translated, below its \`locale-min-completion\` of ${row.threshold ?? 0}%. Its files are not in this pull request and stay as they are on the base.`,
      );
  }
  return lines;
}

export function reviewSectionLines(section: ReviewSection): string[] {
  const lines = ['', '### Checks of the translations', ''];
  if (section.autoMerge !== undefined) lines.push(section.autoMerge, '');
  const found = section.groups.filter((group) => group.rows.length > 0);
  if (found.length === 0)
    lines.push(
      'The placeholder, ICU, plural, markup, bidi, invisible-change and glossary checks found nothing in these translations.',
    );
  else
    lines.push(
      'What the checks found in these translations. Fix them on the translation service: the next run brings the fix here.',
    );
  for (const group of found) lines.push(...groupLines(group));
  lines.push(...completionLines(section.completion));
  return lines;
}
