import { hasCommit, readCommitObject } from './commit-facts.js';
import { isOwnCommit, type BranchCommit, type OwnershipRules } from './ownership.js';
import { BASE_TRAILER, fetchBranchHistory, firstParentCommits, stackedBase } from './review-commits.js';
import { SHA, type GitRunner } from './runner.js';

/**
 * Where the action's commit goes when people reviewed the pull request on its branch (issue 48).
 * Their commits, once their edits are on the service, are kept: the action's commit goes on top
 * of them (`stack`) while the branch still sits on the current base, so that nobody's commit is
 * ever force-pushed over and GitHub's review history stays readable. When the base moved the
 * branch is rebuilt on it as always (`fold`): the download brings their edits back from the
 * service, and the commit's trailers name whose commits it folded in.
 */

/** A person's commit the branch holds (or held, before a rebuild): named in the pull request. */
export interface ReviewedCommit {
  readonly sha: string;
  readonly author: string;
}

export interface ReviewedBranch {
  readonly kind: 'stack' | 'fold';
  /** Every person's commit of the branch's review, oldest first: earlier runs' and this run's. */
  readonly reviewed: readonly ReviewedCommit[];
}

const REVIEWED_TRAILER = 'Translation-Sync-Reviewed:';

/**
 * The people's commits an own commit's trailers name. A commit message is anyone's to write (a
 * commit can look like the action's own), so a line whose first word is no commit id is no such
 * commit: it is skipped, and the author's name is rendered inert where it is shown (R71).
 */
function reviewedIn(message: string): ReviewedCommit[] {
  return message
    .split('\n')
    .filter((line) => line.startsWith(REVIEWED_TRAILER))
    .flatMap((line) => {
      const [sha = '', ...author] = line.slice(REVIEWED_TRAILER.length).trim().split(' ');
      return SHA.test(sha) ? [{ sha, author: author.join(' ') }] : [];
    });
}

/**
 * How the branch at `tip` holds people's reviewed commits; undefined when it holds none, or a
 * person's commit this run did not send (`sent`): then the ownership check decides, as before.
 */
export async function reviewedBranch(
  git: GitRunner,
  where: { readonly remote: string; readonly branch: string },
  tip: string,
  baseSha: string,
  rules: OwnershipRules,
  sent: ReadonlySet<string>,
): Promise<ReviewedBranch | undefined> {
  const [tipCommit] = await firstParentCommits(git, `${tip}^!`);
  if (tipCommit === undefined) return undefined;
  if (isOwnCommit(tipCommit, rules)) return onAnchor(git, tipCommit, baseSha, []);
  if (!sent.has(tip)) return undefined;
  // The branch was fetched one commit deep: the walk down to the action's commit needs more.
  const parent = tipCommit.parents[0];
  if (parent === undefined || !(await hasCommit(git, parent)))
    await fetchBranchHistory(git, where.remote, where.branch);
  const people: BranchCommit[] = [];
  for (const commit of await firstParentCommits(git, tip)) {
    if (isOwnCommit(commit, rules)) return onAnchor(git, commit, baseSha, people.reverse());
    if (!sent.has(commit.sha)) return undefined;
    people.push(commit);
  }
  return undefined;
}

async function onAnchor(
  git: GitRunner,
  anchor: BranchCommit,
  baseSha: string,
  people: readonly BranchCommit[],
): Promise<ReviewedBranch | undefined> {
  const earlier = reviewedIn(anchor.message);
  const reviewed = [...earlier, ...people.map((commit) => ({ sha: commit.sha, author: commit.authorName }))];
  if (reviewed.length === 0) return undefined;
  const stacked = stackedBase(anchor.message);
  // An own tip stacks again only on the people's commits under it; a rebuild's tip (no base
  // trailer) holds none, and is rebuilt as any own commit is.
  const onBase =
    stacked === undefined
      ? people.length > 0 && (await readCommitObject(git, anchor.sha)).parents[0] === baseSha
      : stacked === baseSha;
  return { kind: onBase ? 'stack' : 'fold', reviewed };
}

/**
 * The action's message with the trailers of a reviewed branch: the people's commits it holds, and
 * (stacked) the base it sits on. The managed trailer stays last (ownership.ts).
 */
export function reviewedMessage(message: string, branch: ReviewedBranch, baseSha: string): string {
  const lines = branch.reviewed.map((commit) =>
    `${REVIEWED_TRAILER} ${commit.sha} ${commit.author}`.trimEnd(),
  );
  if (branch.kind === 'stack') lines.push(`${BASE_TRAILER} ${baseSha}`);
  return `${message.trimEnd()}\n\n${lines.join('\n')}`;
}
