import { logCommits } from './commit-facts.js';
import { BranchNotOwnedError } from './errors.js';
import type { GitIdentity } from './git.js';
import type { GitRunner } from './runner.js';
import { isInBase, type InBaseOptions } from './in-base.js';

/**
 * The translation branch belongs to the action: every run rebuilds it on the base and force-pushes
 * it. Before that push, every commit the rebuild would drop must be one the action made, so a
 * reviewer's fix or a branch that was never the action's (`branch: develop`) is never replaced
 * silently (R43). A commit is the action's own when its message ends with the trailer below AND its
 * committer is the configured committer, or GitHub's own (commits made through the API).
 */

const MANAGED_TRAILER = 'Translation-Sync: managed';

/** GitHub commits what the API creates (sign-commits) as this identity. */
const GITHUB_COMMITTER: GitIdentity = Object.freeze({ name: 'GitHub', email: 'noreply@github.com' });

/** The message of every commit the action writes on the translation branch: the trailer is its last paragraph. */
export function managedCommitMessage(message: string): string {
  const trimmed = message.trimEnd();
  if (lastParagraph(trimmed).split('\n').includes(MANAGED_TRAILER)) return `${trimmed}\n`;
  return `${trimmed}\n\n${MANAGED_TRAILER}\n`;
}

function lastParagraph(message: string): string {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  return paragraphs[paragraphs.length - 1] ?? '';
}

export interface BranchCommit {
  sha: string;
  authorName: string;
  authorEmail: string;
  committerName: string;
  committerEmail: string;
  parents: string[];
  message: string;
}

export interface OwnershipRules {
  /** The configured committer identity. */
  committer: GitIdentity;
  /**
   * The configured commit message. A commit of a version from before the trailer counts as the
   * action's when its committer matches and its message is exactly this (docs/decisions.md).
   */
  legacyMessage: string;
}

const sameIdentity = (name: string, email: string, identity: GitIdentity): boolean =>
  name === identity.name && email.toLowerCase() === identity.email.toLowerCase();

export function isOwnCommit(commit: BranchCommit, rules: OwnershipRules): boolean {
  if (commit.parents.length !== 1) return false;
  const byAction = sameIdentity(commit.committerName, commit.committerEmail, rules.committer);
  const byGitHub = sameIdentity(commit.committerName, commit.committerEmail, GITHUB_COMMITTER);
  if (lastParagraph(commit.message).split('\n').includes(MANAGED_TRAILER)) return byAction || byGitHub;
  return byAction && commit.message.trim() === rules.legacyMessage.trim();
}

const LISTED_COMMITS = 50;

function readCommits(git: GitRunner, args: readonly string[]): Promise<BranchCommit[]> {
  // A commit at a shallow boundary (actions/checkout fetches one commit deep, and so does the
  // branch's fetch) shows no parents in `git log`: the shallow file grafts them away. The commit
  // object itself still names them, and a commit's parents are a fact of the commit, not of how
  // deep this checkout is.
  return logCommits(git, [`--max-count=${LISTED_COMMITS}`, ...args], { objectParents: true });
}

/**
 * The commits of `branchSha` that a rebuild on `baseSha` would drop and that are not the
 * action's own; empty when the push may go ahead. An own tip commit was made on the base of its
 * day, so nothing below it is the branch's. A branch whose tip is already in the base (merged
 * with a merge commit, or fast-forwarded), or that GitHub says a pull request merged (squash and
 * rebase merges leave no ancestry), drops nothing either: see in-base.ts.
 */
export async function foreignCommits(
  git: GitRunner,
  branchSha: string,
  baseSha: string,
  rules: OwnershipRules,
  inBase: InBaseOptions,
): Promise<BranchCommit[]> {
  const [tip] = await readCommits(git, ['--max-count=1', branchSha]);
  if (tip !== undefined && isOwnCommit(tip, rules)) return [];
  if (await isInBase(git, branchSha, baseSha, inBase)) return [];
  const dropped = await readCommits(git, [branchSha, '--not', baseSha, '--']);
  const foreign = dropped.filter((commit) => !isOwnCommit(commit, rules));
  return foreign.length > 0 || tip === undefined ? foreign : [tip];
}

/** The commits as a log line: short sha, author and subject of each, ten at most. */
export function describeCommits(commits: readonly BranchCommit[]): string {
  const listed = commits
    .slice(0, 10)
    .map(
      (commit) =>
        `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}>: ${JSON.stringify(commit.message.split('\n')[0] ?? '')}`,
    );
  if (commits.length > 10) listed.push(`and ${commits.length - 10} more`);
  return listed.join('; ');
}

/**
 * What stops the run, pushing nothing, when rebuilding the branch would drop commits the action
 * did not make; undefined when the push may go ahead. The refusal says whether the branch holds
 * a commit of the action's own over the base: then it is the action's branch with people's
 * commits on top, else a branch someone else made, whose pull request is not the action's.
 */
export async function refusalToDrop(
  git: GitRunner,
  where: { branch: string; remote: string; branchSha: string; baseSha: string },
  rules: OwnershipRules,
  inBase: InBaseOptions,
): Promise<BranchNotOwnedError | undefined> {
  const foreign = await foreignCommits(git, where.branchSha, where.baseSha, rules, inBase);
  if (foreign.length === 0) return undefined;
  const dropped = await readCommits(git, [where.branchSha, '--not', where.baseSha, '--']);
  const actionsBranch = dropped.some((commit) => isOwnCommit(commit, rules));
  return notOwnedError(where.branch, where.remote, foreign, actionsBranch);
}

function notOwnedError(
  branch: string,
  remote: string,
  commits: readonly BranchCommit[],
  actionsBranch: boolean,
): BranchNotOwnedError {
  const refused = `Branch "${branch}" on ${remote} holds commits this action did not make, and rebuilding it would drop them: ${describeCommits(commits)}.`;
  return new BranchNotOwnedError(
    branch,
    { actionsBranch, refused },
    `${refused} ` +
      // Merging brings those commits into the base: it is a way on only once a person has read them.
      `Nothing was pushed. To go on, move those commits to another branch and delete branch "${branch}" so the next run rebuilds it; ` +
      "or, once you have reviewed them, merge the pull request (any merge method: the next run then starts the branch afresh); or set the branch input to a branch of the action's own.",
  );
}
