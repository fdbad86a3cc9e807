import { BranchNotOwnedError } from '../../git/errors.js';
import type { GitRepository } from '../../git/git.js';
import type { KeepRule } from '../../git/kept-files.js';
import type { RemoteAsked } from '../../git/remote-state.js';
import {
  updateTranslationBranch,
  type TranslationCommitResult,
  type WorktreeBlob,
} from '../../git/translation-branch.js';
import { publishApiCommit } from '../../github/api-commit.js';
import type { GitHubClient } from '../../github/client.js';
import { mergedThroughPull } from '../../github/merged-pull.js';
import { renderPullRequestBody } from '../../github/pr-body.js';
import {
  findOpenPull,
  syncPullRequest,
  type PullRequestResult,
  type PullSummary,
} from '../../github/pull-request.js';
import type { RevertedEdit } from '../../github/reverted-edits-section.js';
import type { SentReviewEdit } from '../../github/review-section.js';
import { localeChangesOnBranch, newOnBranch } from './branch-changes.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { reviewersFor, type PullRequestPart } from '../runner/pull-request-split.js';
import type { AutoMergeOutcome } from '../../github/auto-merge.js';
import { judgePart, settleAutoMerge } from './part-review.js';
import { holdRefusedBranch } from './refused-branch.js';
import type { PullReview } from './review-summary.js';

/**
 * One pull request of the run (pull-request-split.ts): its paths become one commit on its branch,
 * rebuilt on the current base, and its pull request is created, updated, left alone or closed to
 * match, by the same rules and ownership checks whether the run has one pull request or many.
 */

/** What every part of the run shares: GitHub, the repository, and what the pulls wrote. */
export interface PublishShared {
  readonly inputs: ActionInputs;
  readonly logger: Logger;
  readonly github: () => Promise<GitHubClient>;
  readonly owner: string;
  readonly repo: string;
  readonly base: string;
  readonly repository: GitRepository;
  /** Every project's, as repository paths; each part shows those of its own paths. */
  readonly revertedEdits: readonly RevertedEdit[];
  /** The locale of a repository path the pulls target. */
  readonly localeOf: (repoPath: string) => string | undefined;
  /** The pulls' blobs by repository path, when every pull wrote nothing (publish.ts). */
  readonly worktreeBlobs: ReadonlyMap<string, WorktreeBlob> | undefined;
  /** Repository paths the pulls wrote this run. */
  readonly written: readonly string[];
  /** The branch's files kept as they are though no pull brought them (publish.ts). */
  readonly keep: KeepRule | undefined;
  /** People's commits on the branches whose edits went to the service, and those edits (issue 48). */
  readonly review:
    | {
        readonly sent: readonly SentReviewEdit[];
        readonly commits: ReadonlySet<string>;
        /** By branch: why its people's commits were not sent (review-edits.ts). */
        readonly blocked: ReadonlyMap<string, string>;
      }
    | undefined;
  /** What the checks found in the pulled files (pull-review.ts); undefined in a run without one. */
  readonly readiness?: PullReview | undefined;
  /** By project folder (repository path): its push's renamed and moved keys, as body lines. */
  readonly renamedKeys?: ReadonlyMap<string, readonly string[]>;
}

export interface PublishedPullRequest {
  readonly part: PullRequestPart;
  readonly branch: TranslationCommitResult;
  readonly pullRequest: PullRequestResult;
  readonly body: string;
  /** Files of the part this run brought that its branch (or the base) did not have. */
  readonly newFiles: readonly string[];
  /** What became of its auto-merge; undefined with `auto-merge: off` or no pull request. */
  readonly autoMerge?: AutoMergeOutcome | undefined;
}

export async function publishPart(
  shared: PublishShared,
  part: PullRequestPart,
  options: {
    /** The open pull request, when the caller looked for it early (the run's one branch). */
    openPull?: Promise<PullSummary | undefined>;
    remoteAsked?: RemoteAsked;
    onBranch?: (branch: TranslationCommitResult) => void;
  },
): Promise<PublishedPullRequest> {
  const { inputs, logger, github, owner, repo, base, repository } = shared;
  const lookup = { owner, repo, base, branch: part.branch };
  // Looked up while git builds the branch, which does not depend on it.
  const openPull = options.openPull ?? github().then((client) => findOpenPull(client, lookup));
  openPull.catch(() => undefined);
  const inPart = new Set(part.paths);
  const blobs = shared.worktreeBlobs;
  const blocked = shared.review?.blocked.get(part.branch);
  const branch = await updateTranslationBranch({
    repo: repository,
    base,
    branch: part.branch,
    paths: part.paths,
    message: inputs.commitMessage,
    author: inputs.author,
    committer: inputs.committer,
    ...(blobs === undefined ? {} : { worktreeBlobs: blobs }),
    ...(shared.keep === undefined ? {} : { keep: shared.keep }),
    ...(shared.review === undefined ? {} : { reviewed: shared.review.commits }),
    mergedOnGitHub: async (sha) => mergedThroughPull(await github(), lookup, sha),
    ...(options.remoteAsked === undefined ? {} : { remoteAsked: options.remoteAsked }),
    ...(inputs.signCommits
      ? {
          publish: async (commit) =>
            publishApiCommit(
              await github(),
              {
                ...commit,
                owner,
                repo,
                branch: part.branch,
                message: commit.message,
                author: inputs.author,
              },
              logger,
            ),
        }
      : {}),
  }).catch(async (error: unknown) => {
    // The ownership check names the commit; the review's reading says which file stopped it.
    const refusal =
      blocked === undefined || !(error instanceof BranchNotOwnedError)
        ? error
        : new BranchNotOwnedError(
            error.branch,
            { actionsBranch: error.found.actionsBranch, refused: blocked },
            `${error.message} ${blocked}`,
            { cause: error },
          );
    await holdRefusedBranch(refusal, shared, logger, openPull);
    throw refusal;
  });
  options.onBranch?.(branch);
  const judged = shared.readiness === undefined ? undefined : judgePart(shared.readiness, inputs, part);
  // The body describes the branch from its base, not this run's increment (issue 14).
  const body = renderPullRequestBody({
    ...(judged === undefined ? {} : { readiness: judged.lines }),
    ...(inputs.body === '' ? {} : { intro: inputs.body }),
    base,
    branch: part.branch,
    locales: await localeChangesOnBranch({ repository, branch, localeOf: shared.localeOf }),
    files: branch.files,
    revertedEdits: shared.revertedEdits.filter((edit) => inPart.has(edit.path)),
    sentFromPullRequest: (shared.review?.sent ?? []).filter((edit) => edit.branch === part.branch),
    reviewedCommits: branch.reviewed,
    renamedKeys: part.projects.flatMap((project) => shared.renamedKeys?.get(project) ?? []),
  });
  const written = shared.written.filter((file) => inPart.has(file));
  const fresh = new Set(await newOnBranch({ repository, branch, written }));
  const reviewers = reviewersFor(
    part.locales,
    { users: inputs.reviewers, teams: inputs.teamReviewers },
    inputs.localeReviewers,
  );
  const pullRequest = await syncPullRequest(
    github,
    {
      owner,
      repo,
      base,
      branch: part.branch,
      title: part.title,
      body,
      labels: [...inputs.labels],
      assignees: [...inputs.assignees],
      reviewers: [...reviewers.users],
      teamReviewers: [...reviewers.teams],
      draft: inputs.draft,
      // A branch with someone else's commits is never deleted (R43).
      deleteBranch: inputs.deleteBranch && branch.deletable,
      branchState: branch.operation,
      ...(branch.headSha === undefined ? {} : { headSha: branch.headSha }),
    },
    logger,
    openPull,
  );
  const autoMerge =
    judged === undefined
      ? undefined
      : await settleAutoMerge({
          inputs,
          github,
          target: { owner, repo, base },
          pullRequest,
          body,
          judged,
          logger,
        });
  return { part, branch, pullRequest, body, newFiles: written.filter((file) => fresh.has(file)), autoMerge };
}
