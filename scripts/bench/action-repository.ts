/**
 * The repository side of a whole-process run of the action: a real git checkout whose `origin` is
 * a bare repository, and the local GitHub fake (test/helpers/github-fake.ts) serving that same
 * repository and the pull requests, behind its own latency proxy as GitHub is remote too. Each run
 * gets a fresh clone; between runs the translation branch and the pull request are taken away, so
 * every full pull starts from a checkout without translations and opens its pull request anew.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createRepoWithOrigin, runGit, type RepoWithOrigin } from '../../test/helpers/git-repo.js';
import { startGitHubFake, type GitHubFake } from '../../test/helpers/github-fake.js';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy.js';

const OWNER = 'acme';
const REPO = 'web';
const BRANCH = 'translation-sync';
/** The fake's GITHUB_TOKEN; a bench value, never a real one. */
const GITHUB_TOKEN = 'ghs_bench_token_0123456789';

export interface ActionRepository {
  /** The GITHUB_* variables and the github-token input a runner would give the action. */
  readonly env: Record<string, string>;
  readonly githubToken: string;
  /** The workflow_dispatch event of the repository. */
  readonly event: { name: string; payload: unknown };
  /** A fresh clone of origin's main, as actions/checkout leaves it. */
  checkout(name: string): Promise<string>;
  /** Takes the translation branch, its objects and its pull request away, as if never made. */
  reset(): Promise<void>;
  /** Merges the pull request: main takes the translation branch's commit; then reset(). */
  merge(): void;
  /** Throws unless the last run committed `targetFiles` files on the branch and opened one pull request. */
  verifyPull(targetFiles: number): Promise<void>;
  /** What a no-op must leave as it was: origin's refs, GitHub writes, the clone's HEAD and status. */
  snapshot(dir: string): Promise<string>;
  /** Stops the GitHub fake and its proxy; the files stay until removeFiles(). */
  close(): Promise<void>;
  /** Removes origin and every clone. */
  removeFiles(): Promise<void>;
}

export async function startActionRepository(roundTripMs: number): Promise<ActionRepository> {
  const repo: RepoWithOrigin = await createRepoWithOrigin({ files: { 'README.md': '# Acme Web\n' } });
  let github: GitHubFake | undefined;
  let proxy: LatencyProxy | undefined;
  try {
    github = await startGitHubFake({ git: { dir: repo.originDir, token: GITHUB_TOKEN } });
    proxy = await startLatencyProxy(github.url, roundTripMs);
  } catch (error) {
    await github?.close();
    await repo.cleanup();
    throw error;
  }
  const fake = github;
  const apiProxy = proxy;
  // origin as it starts, so that each full pull pushes into an origin without the objects of the
  // runs before it (a deleted branch leaves them behind, and git would not send them again).
  const pristine = `${repo.originDir}.pristine`;
  await runGit(path.dirname(repo.originDir), ['clone', '--quiet', '--bare', repo.originDir, pristine]);
  let clones = 0;
  const forget = () => {
    fake.branches.delete(BRANCH);
    fake.pulls.length = 0;
  };
  return {
    // The clone's origin is the bare repository's path, as after actions/checkout with persisted
    // credentials; only the REST API goes through the fake (and the proxy).
    env: {
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_API_URL: apiProxy.url,
      GITHUB_SERVER_URL: 'https://github.com',
    },
    githubToken: GITHUB_TOKEN,
    event: { name: 'workflow_dispatch', payload: { repository: { default_branch: 'main' } } },
    checkout: async (name) => (await repo.clone(`${name}-${++clones}`)).dir,
    async reset() {
      forget();
      await rm(repo.originDir, { recursive: true, force: true });
      await runGit(path.dirname(pristine), ['clone', '--quiet', '--bare', pristine, repo.originDir]);
    },
    merge() {
      const head = fake.branches.get(BRANCH);
      if (head === undefined) throw new Error(`No ${BRANCH} branch to merge.`);
      fake.branches.set('main', head);
      forget();
    },
    async verifyPull(targetFiles) {
      const head = fake.branches.get(BRANCH);
      if (head === undefined) throw new Error(`The run pushed no ${BRANCH} branch.`);
      const committed = (await repo.origin(['ls-tree', '-r', '--name-only', head]))
        .split('\n')
        .filter((name) => name !== '' && name !== 'README.md').length;
      if (committed !== targetFiles) {
        throw new Error(`The ${BRANCH} branch holds ${committed} translation files, not ${targetFiles}.`);
      }
      const open = fake.pulls.filter((pull) => pull.state === 'open' && pull.head === BRANCH);
      if (open.length !== 1) throw new Error(`${open.length} open pull requests for ${BRANCH}, not 1.`);
    },
    async snapshot(dir) {
      return [
        await repo.origin(['for-each-ref']),
        `GitHub writes: ${fake.writes().length}, pulls: ${fake.pulls.length}`,
        await runGit(dir, ['rev-parse', 'HEAD']),
        await runGit(dir, ['status', '--porcelain', '--untracked-files=all']),
      ].join('\n');
    },
    async close() {
      await apiProxy.close();
      await fake.close();
    },
    removeFiles: () => repo.cleanup(),
  };
}
