import { codeSpan, inertProse, markdownWord } from './markdown.js';

/**
 * "Files held back", in the translation pull request's body and the job summary (issue 57): each
 * translation file the pull did not write for a problem of its own, why, and what to do. Not the
 * "Locales held back" of `locale-min-completion` (readiness-section.ts): those files were written
 * and are only kept out of the pull request.
 */

/** One held-back file as the section shows it: a repository path, our own words, and the service's keys. */
export interface HeldBackRow {
  readonly file: string;
  readonly locale: string;
  /** Our clause: no text from the service or the repository. */
  readonly reason: string;
  /** Our sentence. */
  readonly advice: string;
  readonly keys?: readonly string[] | undefined;
  /** The platform's problems: untrusted, rendered inert. */
  readonly problems?: readonly { readonly key?: string; readonly problem: string }[] | undefined;
}

/** Files listed; the annotations and `held-back-files` name every one. */
const FILES_SHOWN = 20;
/** Keys or problems listed per file. */
const KEYS_SHOWN = 10;

function detail(row: HeldBackRow): string {
  const problems = row.problems ?? [];
  const keys = row.keys ?? [];
  const listed =
    problems.length > 0
      ? problems
          .slice(0, KEYS_SHOWN)
          .map((problem) =>
            problem.key === undefined
              ? inertProse(problem.problem)
              : `${codeSpan(problem.key)} ${inertProse(problem.problem)}`,
          )
      : keys.slice(0, KEYS_SHOWN).map((key) => codeSpan(key));
  const total = problems.length > 0 ? problems.length : keys.length;
  if (listed.length === 0) return '';
  const more = total > listed.length ? `, and ${total - listed.length} more` : '';
  return `: ${listed.join(problems.length > 0 ? '; ' : ', ')}${more}`;
}

/** The section's lines, under a heading of `level` (`###` in the body); none without a held-back file. */
export function heldBackLines(rows: readonly HeldBackRow[], level = '###'): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    `${level} Files held back`,
    '',
    'A problem of their own kept these translation files out of this run: each stays as it was, and every other file was pulled. Auto-merge stays off while a file is held back.',
    '',
  ];
  for (const row of rows.slice(0, FILES_SHOWN))
    lines.push(
      `- ${codeSpan(row.file)} (${markdownWord(row.locale)}): ${row.reason}${detail(row)}. ${row.advice}`,
    );
  if (rows.length > FILES_SHOWN)
    lines.push('', `_…and ${rows.length - FILES_SHOWN} more: the run's annotations list every one._`);
  return lines;
}
