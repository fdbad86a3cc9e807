import { fetchIfMissing, isShallow, logCommits } from './commit-facts.js';
import { isOwnCommit, type BranchCommit, type OwnershipRules } from './ownership.js';
import type { GitRunner } from './runner.js';

/**
 * A person's commits on the translation branch above the action's last own commit: a review of
 * the pull request (a fix pushed to the branch, GitHub's "Commit suggestion"). They are read
 * first-parent from the branch's tip down to the action's newest own commit, the anchor their
 * edits are measured against (issue 48). The checkout is one commit deep on a runner: the branch
 * is fetched deep enough to reach the anchor.
 */

/** How deep the branch is fetched, and how many of its commits are read, to find the anchor. */
const REVIEW_DEPTH = 30;

/**
 * The trailer line the action writes when it stacks its commit on a person's commits: the base it
 * was built on. A later run stacks on it again while the base has not moved (translation-branch.ts).
 */
export const BASE_TRAILER = 'Translation-Sync-Base:';

export interface ReviewCommit extends BranchCommit {
  /** Repository paths the commit changed against its parent. */
  readonly files: readonly string[];
}

export interface BranchReview {
  readonly branch: string;
  readonly tip: string;
  /** The action's newest own commit on the branch: the people's edits are measured from it. */
  readonly anchor: BranchCommit;
  /** The people's commits above the anchor, oldest first. */
  readonly commits: readonly ReviewCommit[];
}

/** Why a branch's people's commits cannot be read as a review; the caller stops with it. */
interface UnreadableReview {
  readonly branch: string;
  readonly commit: BranchCommit;
  readonly reason: 'merge' | 'no-anchor';
}

/**
 * Fetches the branch `REVIEW_DEPTH` commits deep (in a shallow checkout; the whole branch else)
 * into its remote-tracking ref, unless the checkout has the commit under the tip already.
 */
export async function fetchBranchHistory(git: GitRunner, remote: string, branch: string): Promise<void> {
  const depth = (await isShallow(git)) ? [`--depth=${REVIEW_DEPTH}`] : [];
  await git.run(
    [
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      ...depth,
      '--end-of-options',
      remote,
      `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`,
    ],
    { network: true },
  );
}

/** The branch's commits first-parent from `tip`, newest first, with the files each changed. */
export function firstParentCommits(git: GitRunner, tip: string): Promise<ReviewCommit[]> {
  // A shallow boundary hides the parents from `git log`; the object still names them.
  return logCommits(
    git,
    ['--first-parent', '--name-only', '--no-renames', `--max-count=${REVIEW_DEPTH}`, tip, '--'],
    { objectParents: true },
  );
}

/**
 * The people's commits of `branch` (at `tip`) above the action's last own commit; undefined when
 * the tip is the action's own (nothing to review). A merge commit, or no own commit within reach,
 * is unreadable: the caller stops, as the ownership check would.
 */
export async function readBranchReview(
  git: GitRunner,
  remote: string,
  branch: string,
  tip: string,
  rules: OwnershipRules,
): Promise<BranchReview | UnreadableReview | undefined> {
  // One commit deep first: on most runs the tip is the action's own, and that is all to read.
  if (!(await fetchIfMissing(git, remote, tip))) return undefined;
  const [tipCommit] = await firstParentCommits(git, `${tip}^!`);
  if (tipCommit === undefined || isOwnCommit(tipCommit, rules)) return undefined;
  await fetchBranchHistory(git, remote, branch);
  const people: ReviewCommit[] = [];
  for (const commit of await firstParentCommits(git, tip)) {
    if (isOwnCommit(commit, rules)) return { branch, tip, anchor: commit, commits: people.reverse() };
    if (commit.parents.length !== 1) return { branch, commit, reason: 'merge' };
    people.push(commit);
  }
  return { branch, commit: tipCommit, reason: 'no-anchor' };
}

/** The base a stacked commit of the action was built on, from its trailer; undefined: not stacked. */
export function stackedBase(message: string): string | undefined {
  const line = message
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith(BASE_TRAILER));
  return line?.slice(BASE_TRAILER.length).trim();
}
