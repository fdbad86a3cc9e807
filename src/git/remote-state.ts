import { isShallow } from './commit-facts.js';
import { GitError } from './errors.js';
import { SHA, type GitRunner } from './runner.js';
import { assertBranchName, assertRemoteName } from './names.js';

/**
 * Where the remote's base and the translation branch stand: one ls-remote, and a fetch of what the
 * checkout lacks, after the checks of the names that reach git.
 */

interface RemoteShas {
  baseSha: string;
  branchSha: string | undefined;
}

/** The checks of the remote's and both branches' names that come before any of them reaches git. */
export async function assertBranchNames(
  git: GitRunner,
  names: { remote: string; base: string; branch: string },
): Promise<void> {
  assertRemoteName(names.remote);
  await Promise.all([
    assertBranchName(git, names.base, 'base'),
    assertBranchName(git, names.branch, 'pull request'),
  ]);
  if (names.base === names.branch) {
    throw new GitError(
      'GIT_INVALID_BRANCH',
      `The pull request branch must differ from the base branch "${names.base}".`,
    );
  }
}

/** What the pull request step asks git about the remote before anything else: see askRemote(). */
interface RemoteNames {
  readonly remote: string;
  readonly base: string;
  readonly branch: string;
}

/**
 * The names' checks, then the one ls-remote of the base and the branch, begun before the step
 * needs them (publish.ts, while the service answers): on a runner ls-remote is a round trip to
 * GitHub. `names` settles as assertBranchNames would; `heads` rejects when either fails.
 */
export interface RemoteAsked extends RemoteNames {
  readonly checked: Promise<void>;
  readonly heads: Promise<ReadonlyMap<string, string>>;
  /** When ls-remote was asked for (performance.now()). */
  readonly askedAt: number;
}

export function askRemote(
  git: GitRunner,
  names: RemoteNames,
  /** More branch names or globs (`translation-sync/*`) the same ls-remote lists. */
  more: readonly string[] = [],
  /** Ends the ls-remote when the run is over before it is: it must not hold the process. */
  signal?: AbortSignal,
): RemoteAsked {
  const checked = assertBranchNames(git, names);
  const heads = checked.then(() => lsRemote(git, names.remote, [names.base, names.branch, ...more], signal));
  // Awaited by the step; a failure meanwhile must not be an unhandled rejection.
  heads.catch(() => undefined);
  return { ...names, checked, heads, askedAt: performance.now() };
}

/** The base's sha from ls-remote's answer; a missing base is the user's input to fix. */
export function baseShaOf(heads: ReadonlyMap<string, string>, remote: string, base: string): string {
  const sha = heads.get(base);
  if (sha === undefined) {
    throw new GitError(
      'GIT_BASE_NOT_FOUND',
      `The base branch "${base}" does not exist on ${remote}; check the base input.`,
    );
  }
  return sha;
}

/**
 * Where both branches stand, from ls-remote's answer, then a fetch of what exists, so the lease
 * sha is what we saw. The fetch is skipped when the checkout already has every commit ls-remote
 * named: actions/checkout fetched the base's tip, and a rerun on the same base made the branch's
 * commit here.
 */
export async function fetchRemoteState(
  git: GitRunner,
  remote: string,
  base: string,
  branch: string,
  heads: ReadonlyMap<string, string>,
): Promise<RemoteShas> {
  const branchExists = heads.has(branch);
  const seen = { baseSha: baseShaOf(heads, remote, base), branchSha: heads.get(branch) };
  if (await hasCommits(git, [seen.baseSha, ...(seen.branchSha === undefined ? [] : [seen.branchSha])]))
    return seen;
  // A branch the run has fetched already (its review, a kept file's commit) is not fetched again:
  // only what is missing goes in the one fetch, and what is here stays what ls-remote saw.
  const branchHere = seen.branchSha !== undefined && (await hasCommits(git, [seen.branchSha]));
  const refspecs = [`+refs/heads/${base}:refs/remotes/${remote}/${base}`];
  if (branchExists && !branchHere) refspecs.push(`+refs/heads/${branch}:refs/remotes/${remote}/${branch}`);
  // In a shallow checkout a full fetch could pull the whole history; the tips are all we need.
  const shallow = await isShallow(git);
  // --verbose prints the refs even when they are up to date: simple-git waits 50 ms more after a
  // command that printed nothing, which every no-op run paid here.
  await git.run(
    [
      'fetch',
      '--verbose',
      '--no-tags',
      '--no-recurse-submodules',
      ...(shallow ? ['--depth=1'] : []),
      '--end-of-options',
      remote,
      ...refspecs,
    ],
    { network: true },
  );
  const resolve = async (ref: string): Promise<string> =>
    (await git.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
  return {
    baseSha: await resolve(`refs/remotes/${remote}/${base}`),
    branchSha:
      !branchExists || branchHere ? seen.branchSha : await resolve(`refs/remotes/${remote}/${branch}`),
  };
}

/** Whether every sha names a commit this repository has, from one `cat-file --batch-check`. */
async function hasCommits(git: GitRunner, shas: readonly string[]): Promise<boolean> {
  if (!shas.every((sha) => SHA.test(sha))) return false;
  const lines = (await git.runWithInput(['cat-file', '--batch-check'], `${shas.join('\n')}\n`)).split('\n');
  return shas.every((sha, index) => lines[index]?.startsWith(`${sha} commit `) === true);
}

export async function lsRemote(
  git: GitRunner,
  remote: string,
  branches: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const output = await git.run(
    ['ls-remote', '--heads', '--end-of-options', remote, ...branches.map((name) => `refs/heads/${name}`)],
    { network: true, ...(signal === undefined ? {} : { signal }) },
  );
  const heads = new Map<string, string>();
  for (const line of output.split('\n')) {
    const [sha, ref] = line.split('\t');
    if (sha !== undefined && ref?.startsWith('refs/heads/') === true)
      heads.set(ref.slice('refs/heads/'.length), sha);
  }
  return heads;
}
