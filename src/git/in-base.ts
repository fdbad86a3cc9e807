import { isShallow } from './commit-facts.js';
import type { GitRunner } from './runner.js';

/**
 * Whether a translation branch's tip is already in the base, so that rebuilding the branch loses
 * nothing even when its tip is a person's commit (R43). On a runner the checkout is one commit
 * deep (actions/checkout's default) and the branch is fetched one commit deep too: `merge-base`
 * sees no common history there, so the answer is sought in three steps, cheapest first.
 *
 * 1. Ancestry in the history the checkout has (a full clone, or a tip that is the base's parent).
 * 2. GitHub: a merged pull request of the branch into the base whose head was this very sha.
 *    Squash and rebase merges leave no ancestry at any depth; GitHub's merged state is the fact.
 * 3. Ancestry after deepening the base's history step by step, within DEEPEN_STEPS: a merge
 *    made without a pull request (a push of the merge by hand).
 *
 * Anything unsure answers false, and the caller stops rather than drop the commit.
 */

/** Asks GitHub whether a pull request that merged into the base had `sha` as its head. */
export type MergedElsewhere = (sha: string) => Promise<boolean>;

export interface InBaseOptions {
  /** The remote to deepen from. */
  remote: string;
  merged?: MergedElsewhere | undefined;
}

/**
 * How many commits of the base each deepening adds: 110 in all. A person's commit on the branch
 * is merged soon after it is made (the action rebuilds the branch on every other run), so a merge
 * further back than that is rare, and it then stops the run as before, naming the commit.
 */
const DEEPEN_STEPS = [10, 100] as const;

export async function isInBase(
  git: GitRunner,
  sha: string,
  baseSha: string,
  options: InBaseOptions,
): Promise<boolean> {
  const isAncestor = async (): Promise<boolean> =>
    (await git.tryRun(['merge-base', '--is-ancestor', '--end-of-options', sha, baseSha])) !== undefined;
  if (await isAncestor()) return true;
  if (options.merged !== undefined) {
    try {
      if (await options.merged(sha)) {
        git.logger.info(
          `GitHub merged ${sha.slice(0, 12)} through a pull request, so rebuilding the branch loses nothing.`,
        );
        return true;
      }
    } catch (error) {
      // A lookup that failed is no answer: the history may still tell.
      git.logger.debug(`Could not ask GitHub whether ${sha.slice(0, 12)} was merged: ${String(error)}`);
    }
  }
  for (const deepen of DEEPEN_STEPS) {
    if (!(await isShallow(git))) return false;
    await git.tryRun(
      [
        'fetch',
        '--no-tags',
        '--no-recurse-submodules',
        `--deepen=${deepen}`,
        '--end-of-options',
        options.remote,
        baseSha,
      ],
      { network: true },
    );
    if (await isAncestor()) return true;
  }
  return false;
}
