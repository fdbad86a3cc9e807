import { applyAutoMerge, type AutoMergeOutcome } from '../../github/auto-merge.js';
import type { GitHubClient } from '../../github/client.js';
import { cutMarkdown, GITHUB_BODY_LIMIT } from '../../github/markdown.js';
import type { PullRequestResult } from '../../github/pull-request.js';
import { reviewSectionLines } from '../../github/readiness-section.js';
import { plural } from '../../sync/words.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { groupsOf, type PullReview } from './review-summary.js';

/**
 * One pull request judged on its own files (issues 49, 56): with `pull-request-per: locale` each
 * locale's pull request shows, and merges on, its own findings only. Its body says what auto-merge
 * will do and why, naming each key that holds it back; once the pull request exists, auto-merge
 * is brought in line with that.
 */

interface PartJudgement {
  /** The lines of the body's section (readiness-section.ts). */
  readonly lines: readonly string[];
  /** Nothing in the part's files holds auto-merge back: it may be on. */
  readonly clean: boolean;
  /** The body's paragraph on auto-merge; undefined with `auto-merge: off`. */
  readonly autoMergeLine: string | undefined;
  /** What keeps auto-merge off, for the log and the job summary; undefined when clean. */
  readonly holdsBack: string | undefined;
}

function autoMergeLine(
  inputs: ActionInputs,
  held: number,
  kinds: readonly string[],
  heldBack: number,
): string | undefined {
  if (inputs.autoMerge === 'off') return undefined;
  if (held === 0 && heldBack > 0)
    return `**Auto-merge is off**: ${plural(heldBack, 'translation file is', 'translation files are')} held back (see Files held back). Once the service's copies pass, the next run turns auto-merge (${inputs.autoMerge}) on.`;
  if (held === 0)
    return `**Auto-merge (${inputs.autoMerge}) is on**: GitHub merges this pull request once the repository's required checks pass. A later run that finds what holds it back in these translations turns it off.`;
  return (
    `**Auto-merge is off**: the checks found ${plural(held, 'problem')} that can break the app or put into it what its source does not have (${kinds.join(', ')}); ` +
    'the tables below name each file, key, locale and reason. Once they are fixed on the translation service, ' +
    `the next run turns auto-merge (${inputs.autoMerge}) on. A kind the team accepts can be named in \`auto-merge-ignore\`.`
  );
}

export function judgePart(
  review: PullReview,
  inputs: ActionInputs,
  part: { readonly paths: readonly string[]; readonly locales: readonly string[] },
  /** Files the run held back (held-back.ts): while there is one, auto-merge stays off in every part. */
  heldBack = 0,
): PartJudgement {
  const paths = new Set(part.paths);
  const groups = groupsOf(review, (file) => paths.has(file));
  const holding = groups.filter((group) => group.autoMerge === 'holds');
  const held = holding.reduce((sum, group) => sum + group.rows.length, 0);
  const line = autoMergeLine(
    inputs,
    held,
    holding.map((group) => `${group.heading}: ${group.rows.length}`),
    heldBack,
  );
  // A split pull request shows its own locales; every one lists the locales held back.
  const split = inputs.pullRequestPer === 'locale';
  const completion = review.completion.filter(
    (row) => !split || row.heldBack || part.locales.includes(row.locale),
  );
  const reasons = [
    ...(held > 0 ? [`the checks found ${plural(held, 'problem')} that can break the app`] : []),
    ...(heldBack > 0
      ? [`${plural(heldBack, 'translation file is', 'translation files are')} held back`]
      : []),
  ];
  return {
    lines: reviewSectionLines({ autoMerge: line, groups, completion }),
    clean: held === 0 && heldBack === 0,
    autoMergeLine: line,
    holdsBack: reasons.length === 0 ? undefined : reasons.join(' and '),
  };
}

/**
 * Auto-merge on or off to match the judgement. A refusal (the repository's setting, the token)
 * is a warning; the body's paragraph then says auto-merge was not turned on, and why.
 */
export async function settleAutoMerge(options: {
  inputs: ActionInputs;
  github: () => Promise<GitHubClient>;
  target: { owner: string; repo: string; base: string };
  pullRequest: PullRequestResult;
  body: string;
  judged: PartJudgement;
  logger: Logger;
}): Promise<AutoMergeOutcome | undefined> {
  const { inputs, pullRequest, judged, logger } = options;
  const method = inputs.autoMerge;
  if (method === 'off' || pullRequest.number === undefined || pullRequest.operation === 'closed')
    return undefined;
  const github = await options.github();
  const target = { ...options.target, number: pullRequest.number };
  const outcome = await applyAutoMerge(
    github,
    target,
    { method, clean: judged.clean, ...(judged.holdsBack === undefined ? {} : { because: judged.holdsBack }) },
    logger,
  );
  if (outcome.state === 'refused' && judged.clean && judged.autoMergeLine !== undefined) {
    // The warning is longer than the line it replaces: cut as the body was, at GitHub's limit.
    const body = cutMarkdown(
      options.body.replace(judged.autoMergeLine, `**Auto-merge was not turned on**: ${outcome.warning}`),
      {
        limit: GITHUB_BODY_LIMIT,
        note: `_…cut here: GitHub takes at most ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters in a pull request body. The commit holds every file._`,
      },
    );
    // The body only explains the warning the log has: a failure to rewrite it fails nothing.
    await github.rest.pulls
      .update({ owner: target.owner, repo: target.repo, pull_number: pullRequest.number, body })
      .catch((error: unknown) =>
        logger.warning(
          `Could not say in pull request #${pullRequest.number}'s body that auto-merge is off: ${(error as Error).message}`,
        ),
      );
  }
  return outcome;
}
