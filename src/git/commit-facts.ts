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
