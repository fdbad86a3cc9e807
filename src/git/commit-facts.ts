import type { GitRunner } from './runner.js';

/**
 * Facts of the checkout and of commits, each read one way. actions/checkout fetches one commit
 * deep by default: `git log` then shows the boundary's commits without parents (the shallow file
 * grafts them away), while the commit object itself still names them.
 */

/** Whether the checkout is shallow: some commits' parents are not in it. */
export async function isShallow(git: Pick<GitRunner, 'run'>): Promise<boolean> {
  return (await git.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}

interface CommitObject {
  tree: string;
  /** The parents the commit object names, whatever the checkout's depth. */
  parents: string[];
}

/** A commit's tree and parents from the raw object (`git cat-file commit`). */
export async function readCommitObject(git: Pick<GitRunner, 'run'>, sha: string): Promise<CommitObject> {
  const text = await git.run(['cat-file', 'commit', sha]);
  const lines = (text.split('\n\n', 1)[0] ?? '').split('\n');
  return {
    tree: lines.find((line) => line.startsWith('tree '))?.slice('tree '.length) ?? '',
    parents: lines.filter((line) => line.startsWith('parent ')).map((line) => line.slice('parent '.length)),
  };
}

/** Whether the checkout has the commit. */
export async function hasCommit(git: Pick<GitRunner, 'tryRun'>, sha: string): Promise<boolean> {
  return (await git.tryRun(['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}

/**
 * Whether the checkout has the commit, after fetching it from `remote` when it lacks it, with the
 * runner's credentials (the same as the push's: with `persist-credentials: false` an anonymous
 * fetch of a private repository gets 401). A shallow checkout fetches it one commit deep, which
 * is enough to compare trees and never pulls in a whole history.
 */
export async function fetchIfMissing(
  git: Pick<GitRunner, 'run' | 'tryRun'>,
  remote: string,
  sha: string,
): Promise<boolean> {
  if (await hasCommit(git, sha)) return true;
  const depth = (await isShallow(git)) ? ['--depth=1'] : [];
  await git.tryRun(
    ['fetch', '--no-tags', '--no-recurse-submodules', ...depth, '--end-of-options', remote, sha],
    { network: true },
  );
  return hasCommit(git, sha);
}
