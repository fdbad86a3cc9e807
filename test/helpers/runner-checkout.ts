import { mkdir } from 'node:fs/promises';
import { runGit } from './git-repo.js';

/**
 * The workspace as `actions/checkout` v5 makes it with its defaults, step by step as its log shows:
 * `git init`, the origin, the token as `http.<server>/.extraheader` in the local config, a fetch of
 * the one commit the event names (`--depth=1 --no-tags`), then a checkout of it: `-B <branch>` for
 * a branch, detached for a pull request's `refs/pull/N/merge`. The action's second and later runs
 * meet exactly this: the commit's parents are a shallow boundary, no other branch is there, and
 * no tag. Tests that ran on a full clone never saw that.
 */

export interface RunnerCheckoutOptions {
  /** An empty (or missing) folder that becomes the workspace. */
  dir: string;
  /** The clone URL: the GitHub fake's `${origin}/OWNER/REPO.git`, or a bare repository's path. */
  url: string;
  /** GITHUB_SERVER_URL: the extraheader is scoped to it, as actions/checkout scopes it. */
  serverUrl: string;
  /** The token actions/checkout authenticates with (its `token` input, github.token by default). */
  token: string;
  /** The ref the event names: `refs/heads/main`, or `refs/pull/7/merge` for a pull request. */
  ref: string;
  /** GITHUB_SHA, the commit to check out; by default whatever `ref` names on the remote now. */
  sha?: string;
  /** `fetch-depth`: 1 by default; 0 fetches every branch and tag with their whole history. */
  fetchDepth?: number;
  /** `persist-credentials`: true by default; false removes the extraheader after the fetch. */
  persistCredentials?: boolean;
  /**
   * Git for Windows' `core.autocrlf=true` (its installer's default, in the system config): text
   * files are checked out with CRLF. Set in the checkout's own config, so git run later in it (the
   * action's) sees it too, as it sees the system config on a Windows runner.
   */
  autocrlf?: boolean;
}

/** The config key actions/checkout writes the token under. */
export function extraHeaderKey(serverUrl: string): string {
  return `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
}

export function basicAuthHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')}`;
}

/** Makes the workspace; returns the commit checked out (GITHUB_SHA). */
export async function runnerCheckout(options: RunnerCheckoutOptions): Promise<string> {
  const { dir, url, ref } = options;
  const depth = options.fetchDepth ?? 1;
  await mkdir(dir, { recursive: true });
  const git = (args: readonly string[]): Promise<string> => runGit(dir, args);
  await git(['init', '--quiet', dir]);
  await git(['remote', 'add', 'origin', url]);
  await git(['config', '--local', 'gc.auto', '0']);
  if (options.autocrlf === true) await git(['config', '--local', 'core.autocrlf', 'true']);
  const header = extraHeaderKey(options.serverUrl);
  await git(['config', '--local', header, basicAuthHeader(options.token)]);
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const pull = /^refs\/pull\/(\d+)\/merge$/.exec(ref);
  if (branch === undefined && pull === null) throw new Error(`runnerCheckout: unsupported ref ${ref}`);
  // Where actions/checkout files the fetched commit: the remote-tracking ref of the branch, or
  // refs/remotes/pull/N/merge for a pull request.
  const tracking =
    branch === undefined ? `refs/remotes/pull/${pull?.[1] ?? ''}/merge` : `refs/remotes/origin/${branch}`;
  const sha = options.sha ?? (await remoteSha(dir, ref));
  if (depth === 0) {
    await git([
      '-c',
      'protocol.version=2',
      'fetch',
      '--quiet',
      '--prune',
      '--no-recurse-submodules',
      'origin',
      '+refs/heads/*:refs/remotes/origin/*',
      '+refs/tags/*:refs/tags/*',
    ]);
    // A pull request's merge ref is not under refs/heads: fetched on its own, as checkout does.
    if (branch === undefined) await git(['fetch', '--quiet', '--no-tags', 'origin', `+${sha}:${tracking}`]);
  } else {
    await git([
      '-c',
      'protocol.version=2',
      'fetch',
      '--quiet',
      '--no-tags',
      '--prune',
      '--no-recurse-submodules',
      `--depth=${depth}`,
      'origin',
      `+${sha}:${tracking}`,
    ]);
  }
  if (branch === undefined) await git(['checkout', '--quiet', '--force', tracking]);
  else await git(['checkout', '--quiet', '--force', '-B', branch, tracking]);
  if (options.persistCredentials === false) await git(['config', '--local', '--unset-all', header]);
  return (await git(['rev-parse', 'HEAD'])).trim();
}

/** What `ref` names on the remote now, as the event's GITHUB_SHA would. */
async function remoteSha(dir: string, ref: string): Promise<string> {
  const line = (await runGit(dir, ['ls-remote', 'origin', ref])).split('\n')[0] ?? '';
  const sha = line.split('\t')[0] ?? '';
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`runnerCheckout: ${ref} does not exist on origin`);
  return sha;
}

/**
 * What GitHub keeps for pull request `number` in the repository: refs/pull/N/head, the head's
 * commit (pushed from `source`, a clone that has it), and refs/pull/N/merge, the test merge of
 * head into base that a `pull_request` event checks out. Returns the merge commit's sha.
 */
export async function createPullRefs(options: {
  originDir: string;
  source: string;
  number: number;
  baseSha: string;
  headSha: string;
}): Promise<string> {
  const { originDir, number, baseSha, headSha } = options;
  await runGit(options.source, [
    'push',
    '--quiet',
    '--force',
    originDir,
    `${headSha}:refs/pull/${number}/head`,
  ]);
  const tree =
    (await runGit(originDir, ['merge-tree', '--write-tree', baseSha, headSha])).split('\n')[0] ?? '';
  const merge = (
    await runGit(originDir, [
      'commit-tree',
      '--no-gpg-sign',
      '-p',
      baseSha,
      '-p',
      headSha,
      '-m',
      `Merge ${headSha} into ${baseSha}`,
      tree,
    ])
  ).trim();
  await runGit(originDir, ['update-ref', `refs/pull/${number}/merge`, merge]);
  return merge;
}
