import type { AutoMergeOutcome } from '../../github/auto-merge.js';
import { reviewSectionLines } from '../../github/readiness-section.js';
import {
  CHECK_KINDS,
  FINDING_KINDS,
  KIND_INFO,
  type CheckKind,
  type FindingKind,
} from '../../check/findings.js';
import type { AutoMergeHold, CompletionRow, ReviewGroup } from '../../github/readiness-section.js';

/**
 * The job summary's part of the pull's checks (issue 49), and the `completion` output: read by
 * main.ts on every path, so nothing here loads the checks or the format parsers.
 */

export type ReviewKind = CheckKind;

/** One finding, with a repository path, whether its kind is an error here, and whether it holds auto-merge. */
export interface ReviewFinding {
  readonly kind: ReviewKind;
  readonly file: string;
  readonly key: string | undefined;
  readonly locale: string;
  readonly line: number | undefined;
  /** The sentence of the log and the annotation. */
  readonly message: string;
  /** The phrase of the body's table: what is wrong. */
  readonly problem: string;
  readonly error: boolean;
  /** What it does to auto-merge (readiness-section.ts); undefined with `auto-merge: off` or for advice. */
  readonly autoMerge: AutoMergeHold | undefined;
}

export interface PullReview {
  /** Every target locale of the pulls, with its threshold and whether it is held back. */
  readonly completion: readonly CompletionRow[];
  /** Repository paths of the held-back locales' files: no pull request carries them. */
  readonly heldBack: ReadonlySet<string>;
  /** Findings in the files the pull requests carry. */
  readonly findings: readonly ReviewFinding[];
}

interface KindHeading {
  readonly heading: string;
  readonly title: string;
  readonly gate: string | undefined;
}

export const HEADINGS: Readonly<Record<ReviewKind, KindHeading>> = {
  placeholder: { heading: 'Placeholders', title: 'Placeholder mismatch', gate: 'fail-on-placeholder-errors' },
  ...(Object.fromEntries(
    FINDING_KINDS.map((kind) => [
      kind,
      { heading: KIND_INFO[kind].heading, title: KIND_INFO[kind].title, gate: KIND_INFO[kind].gate },
    ]),
  ) as Record<FindingKind, KindHeading>),
};

/** The findings in some files (a pull request's), one group per kind that has any. */
export function groupsOf(review: PullReview, inFiles: (file: string) => boolean): ReviewGroup[] {
  return CHECK_KINDS.flatMap((kind) => {
    const rows = review.findings.filter((finding) => finding.kind === kind && inFiles(finding.file));
    if (rows.length === 0) return [];
    const { heading, gate } = HEADINGS[kind];
    return [
      {
        heading,
        gate,
        error: rows[0]?.error ?? false,
        autoMerge: rows[0]?.autoMerge,
        rows: rows.map(({ file, key, locale, problem }) => ({ file, key, locale, problem })),
      },
    ];
  });
}

/** `completion`: locale to percent with one decimal, as a JSON object; `{}` without a pull. */
export function completionOutput(review: PullReview | undefined): string {
  return JSON.stringify(
    Object.fromEntries((review?.completion ?? []).map((row) => [row.locale, Number(row.percent.toFixed(1))])),
  );
}

function outcomeText(number: number | undefined, outcome: AutoMergeOutcome): string {
  const pull = number === undefined ? 'The pull request' : `Pull request #${number}`;
  switch (outcome.state) {
    case 'enabled':
      return `${pull}: auto-merge (${outcome.method ?? ''}) turned on.`;
    case 'kept':
      return `${pull}: auto-merge (${outcome.method ?? ''}) stays on.`;
    case 'disabled':
      return `${pull}: auto-merge turned off: ${outcome.because}.`;
    case 'off':
      return `${pull}: auto-merge stays off: ${outcome.because}.`;
    case 'refused':
      return `${pull}: ${outcome.warning}`;
  }
}

export function reviewSummary(
  review: PullReview | undefined,
  pullRequests: readonly { number?: number | undefined; autoMerge?: AutoMergeOutcome | undefined }[],
): string {
  if (review === undefined) return '';
  const outcomes = pullRequests.flatMap((pull) =>
    pull.autoMerge === undefined ? [] : [outcomeText(pull.number, pull.autoMerge)],
  );
  const lines = reviewSectionLines({
    autoMerge: outcomes.length === 0 ? undefined : outcomes.join('\n'),
    groups: groupsOf(review, () => true),
    completion: review.completion,
  });
  return `${lines.join('\n')}\n`;
}
