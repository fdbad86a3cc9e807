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

/** A commit as `git log` lists it: who made it, when, its parents and message, and its files. */
export interface LoggedCommit {
  sha: string;
  /** The committer date, in seconds since the epoch. */
  seconds: number;
  parents: string[];
  authorName: string;
  authorEmail: string;
  committerName: string;
  committerEmail: string;
  message: string;
  /** The paths the commit changed against its parent, when `args` hold `--name-only`. */
  files: string[];
}

const FIELD = '\x1f';
const RECORD = '\x1e';

/**
 * The commits `git log` lists for `args` (the range, the limits, `--name-only`), read one way for
 * every reader of commit history. With `objectParents`, a commit at a shallow boundary, which the
 * log shows without parents, gets the parents its object names.
 */
export async function logCommits(
  git: Pick<GitRunner, 'run'>,
  args: readonly string[],
  options: { readonly objectParents?: boolean } = {},
): Promise<LoggedCommit[]> {
  const output = await git.run([
    'log',
    '-z',
    '--no-decorate',
    `--format=${RECORD}%H${FIELD}%ct${FIELD}%P${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
    ...args,
  ]);
  const commits: LoggedCommit[] = [];
  for (const record of output.split(RECORD)) {
    if (record === '') continue;
    const end = record.lastIndexOf(FIELD);
    const [
      sha = '',
      seconds = '',
      parents = '',
      authorName = '',
      authorEmail = '',
      committerName = '',
      committerEmail = '',
      message = '',
    ] = record.slice(0, end).split(FIELD);
    const listed = parents.split(' ').filter((parent) => parent !== '');
    commits.push({
      sha,
      seconds: Number(seconds),
      parents:
        listed.length === 0 && options.objectParents === true
          ? (await readCommitObject(git, sha)).parents
          : listed,
      authorName,
      authorEmail,
      committerName,
      committerEmail,
      message,
      files: record
        .slice(end + 1)
        .split('\0')
        .map((name) => name.replace(/^\n/, ''))
        .filter((name) => name !== ''),
    });
  }
  return commits;
}
