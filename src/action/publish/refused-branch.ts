import { BranchNotOwnedError } from '../../git/errors.js';
import { applyAutoMerge } from '../../github/auto-merge.js';
import type { GitHubClient } from '../../github/client.js';
import { findOpenPull, type PullSummary } from '../../github/pull-request.js';
import { refusedBranchBody } from '../../github/refused-branch-section.js';
import type { Logger } from '../runner/logger.js';

/**
 * A run that stops over a person's commit on the translation branch (a workflow file, a master,
 * a key the service lacks, a merge from the base: R43, R69) pushes nothing, so its pull request
 * keeps what an earlier run gave it, auto-merge included: GitHub would merge the commit once the
 * required checks pass. Before the run stops, auto-merge of the action's pull request for that
 * branch is turned off, whatever the `auto-merge` input (a person may have turned it on), and the
 * body says why and what to do (issue 56).
 */

interface RefusedBranchTarget {
  readonly github: () => Promise<GitHubClient>;
  readonly owner: string;
  readonly repo: string;
  readonly base: string;
}

/**
 * For an `error` that refuses a branch of the action's own: its open pull request's auto-merge
 * off and its body told. Anything that fails here is a warning, so that the run still stops
 * with the refusal itself; a branch someone else made is left alone.
 */
export async function holdRefusedBranch(
  error: unknown,
  target: RefusedBranchTarget,
  logger: Logger,
  /** The look for the branch's open pull request, when the caller began it already. */
  openPull?: Promise<PullSummary | undefined>,
): Promise<void> {
  if (!(error instanceof BranchNotOwnedError) || !error.found.actionsBranch) return;
  const { owner, repo, base } = target;
  const branch = error.branch;
  try {
    const github = await target.github();
    const pull = await (openPull ?? findOpenPull(github, { owner, repo, base, branch }));
    if (pull === undefined) return;
    const outcome = await applyAutoMerge(
      github,
      { owner, repo, base, number: pull.number },
      // The method matters only to turn auto-merge on, which this never does.
      { method: 'merge', clean: false, because: `branch ${branch} holds a commit this run refused` },
      logger,
    );
    const turned =
      outcome.state === 'disabled' ? 'turned-off' : outcome.state === 'off' ? 'was-off' : 'not-turned-off';
    const body = refusedBranchBody(pull.body ?? '', error.found.refused, turned);
    await github.rest.pulls.update({ owner, repo, pull_number: pull.number, body });
    logger.info(`Pull request #${pull.number}: its body says why the run stopped and what to do.`);
  } catch (failure) {
    logger.warning(
      `Could not turn off auto-merge of the pull request for ${branch}, or say why in its body: ${(failure as Error).message}. Until the refused commit is gone, check that auto-merge is off on that pull request.`,
    );
  }
}
