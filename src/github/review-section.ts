import { codeSpan, markdownWord } from './markdown.js';

/**
 * The pull request body's section for what people changed in the pull request itself and the run
 * sent to the service (src/action/publish/review-edits.ts, issue 48), and whose commits the branch holds
 * or folded in. Kept apart from pr-body.ts, which only places it.
 */

/** One key set on the service from the pull request. */
export interface SentReviewEdit {
  readonly branch: string;
  /** The target file, as a repository path. */
  readonly path: string;
  readonly locale: string;
  readonly key: string;
  /** The text sent; a plural's forms as `one: …; other: …`. */
  readonly text: string;
  /** The person's commit that last changed the key, and its author. */
  readonly commit: string;
  readonly author: string;
}

/** The people's commits of the review: kept under the action's commit, or folded into a rebuild. */
export interface ReviewedCommits {
  readonly kind: 'stack' | 'fold';
  readonly commits: readonly { readonly sha: string; readonly author: string }[];
}

const TEXT_SHOWN = 120;

function shortText(text: string): string {
  return text.length <= TEXT_SHOWN ? text : `${text.slice(0, TEXT_SHOWN - 1)}…`;
}

/** The section's lines, at most `budget` characters with their newlines; none without a review. */
export function reviewSection(
  sent: readonly SentReviewEdit[],
  reviewed: ReviewedCommits | undefined,
  budget: number,
): string[] {
  const commits = reviewed?.commits ?? [];
  if (sent.length === 0 && commits.length === 0) return [];
  const lines = ['', '### Sent to the service from this pull request', ''];
  if (sent.length > 0) {
    lines.push(
      'These translations were changed in this pull request; this run set them on the translation service, so translators see them and later downloads keep them.',
      '',
      '| Key | Locale | Text | Commit |',
      '| --- | --- | --- | --- |',
    );
  }
  const rows = sent.map(
    (edit) =>
      `| ${codeSpan(edit.key, true)} | ${markdownWord(edit.locale, true)} | ${codeSpan(shortText(edit.text), true)} | ${markdownWord(edit.commit.slice(0, 12), true)} by ${markdownWord(edit.author, true)} |`,
  );
  // Shas and names come from commits and their trailers, which anyone can write: inert as service text (R71).
  const names = commits.map(
    (commit) => `${markdownWord(commit.sha.slice(0, 12))} by ${markdownWord(commit.author)}`,
  );
  const closing =
    names.length === 0
      ? []
      : [
          '',
          reviewed?.kind === 'fold'
            ? `The base moved, so the branch was rebuilt on it: these commits were folded in, their edits coming back from the service: ${names.join(', ')}.`
            : `The branch keeps these commits, with this action's commit on top: ${names.join(', ')}.`,
        ];
  const cost = (line: string) => line.length + 1;
  let used = [...lines, ...closing].reduce((sum, line) => sum + cost(line), 0);
  if (used > budget) return [];
  let shown = 0;
  for (const row of rows) {
    if (used + cost(row) + 80 > budget) break;
    lines.push(row);
    used += cost(row);
    shown += 1;
  }
  if (shown < rows.length)
    lines.push('', `_…and ${rows.length - shown} more: the run's log and the job summary name every key._`);
  return [...lines, ...closing];
}
