/**
 * The repository side of a whole-process run of the action: a real git checkout whose `origin` is
 * a bare repository holding the project's masters, and the local GitHub fake
 * (test/helpers/github-fake.ts) serving that same repository and the pull requests, behind its own
 * latency proxy as GitHub is remote too. Each run gets a fresh clone; between runs origin and the
 * pull requests go back to where they were (reset), so every run pushes its objects and opens its
 * pull request anew. merge() squash-merges the run's pull request as GitHub does, and what reset()
 * goes back to is from then on the merged main, the branch left behind as GitHub leaves it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { request } from 'undici';
import {
  createRepoWithOrigin,
  runGit,
  type FileTree,
  type RepoWithOrigin,
} from '../../test/helpers/git-repo.js';
import { startGitHubFake, type FakePull, type GitHubFake } from '../../test/helpers/github-fake.js';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy.js';

const OWNER = 'acme';
const REPO = 'web';
export const BRANCH = 'translation-sync';
/** The fake's GITHUB_TOKEN; a bench value, never a real one. */
const GITHUB_TOKEN = 'ghs_bench_token_0123456789';

export interface ActionRepository {
  /** The GITHUB_* variables a runner would give the action (the API through the proxy). */
  readonly env: Record<string, string>;
  readonly githubToken: string;
  /** The workflow_dispatch event of the repository. */
  readonly event: { name: string; payload: unknown };
  /** The bare repository that is origin (git reaches it by its path). */
  readonly originDir: string;
  /** The fake's pull requests, as the runs left them. */
  readonly pulls: readonly FakePull[];
  /** A fresh clone of origin's main, as actions/checkout leaves it. */
  checkout(name: string): Promise<string>;
  /** Origin and the pull requests as they were at the start, or at the last merge(). */
  reset(): Promise<void>;
  /** Squash-merges the open pull request as GitHub does (the branch stays); reset() returns here. */
  merge(): Promise<void>;
  /**
   * Throws unless the last run committed `changedFiles` translation files on the branch (against
   * main) and opened one pull request; with `autoMerge`, one whose auto-merge is on.
   */
  verifyPull(changedFiles: number, options?: { autoMerge?: boolean }): Promise<void>;
  /** What a no-op must leave as it was: origin's refs, GitHub writes, the clone's HEAD and status. */
  snapshot(dir: string): Promise<string>;
  /** Stops the GitHub fake and its proxy; the files stay until removeFiles(). */
  close(): Promise<void>;
  /** Removes origin and every clone. */
  removeFiles(): Promise<void>;
}

export async function startActionRepository(
  roundTripMs: number,
  options: { files?: FileTree; allowAutoMerge?: boolean } = {},
): Promise<ActionRepository> {
  const repo: RepoWithOrigin = await createRepoWithOrigin({
    files: { 'README.md': '# Acme Web\n', ...options.files },
  });
  let github: GitHubFake | undefined;
  let proxy: LatencyProxy | undefined;
  try {
    github = await startGitHubFake({
      git: { dir: repo.originDir, token: GITHUB_TOKEN },
      allowAutoMerge: options.allowAutoMerge === true,
    });
    proxy = await startLatencyProxy(github.url, roundTripMs);
  } catch (error) {
    await github?.close();
    await repo.cleanup();
    throw error;
  }
  const fake = github;
  const apiProxy = proxy;
  // origin as each run starts, so that a run pushes into an origin without the objects of the
  // runs before it (a deleted branch leaves them behind, and git would not send them again).
  const pristine = `${repo.originDir}.pristine`;
  const keep = async () => {
    await rm(pristine, { recursive: true, force: true });
    await runGit(path.dirname(repo.originDir), ['clone', '--quiet', '--mirror', repo.originDir, pristine]);
  };
  await keep();
  let pullsAtStart: FakePull[] = [];
  let clones = 0;
  const changedOnBranch = async () => {
    const head = fake.branches.get(BRANCH);
    if (head === undefined) throw new Error(`The run pushed no ${BRANCH} branch.`);
    const names = await repo.origin(['diff', '--name-only', 'main', head]);
    return names.split('\n').filter((name) => name !== '');
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
    originDir: repo.originDir,
    get pulls() {
      return fake.pulls;
    },
    checkout: async (name) => (await repo.clone(`${name}-${++clones}`)).dir,
    async reset() {
      fake.pulls.splice(0, fake.pulls.length, ...pullsAtStart.map((pull) => ({ ...pull })));
      await rm(repo.originDir, { recursive: true, force: true });
      await runGit(path.dirname(pristine), ['clone', '--quiet', '--bare', pristine, repo.originDir]);
    },
    async merge() {
      const open = fake.pulls.find((pull) => pull.state === 'open' && pull.head === BRANCH);
      if (open === undefined) throw new Error(`No open pull request of ${BRANCH} to merge.`);
      // Straight to the fake, not through the proxy: the merge is set-up, not a timed run.
      const response = await request(`${fake.url}/repos/${OWNER}/${REPO}/pulls/${open.number}/merge`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${GITHUB_TOKEN}`,
          accept: 'application/vnd.github+json',
          'content-type': 'application/json',
          'user-agent': 'translation-sync-bench',
        },
        body: JSON.stringify({ merge_method: 'squash' }),
      });
      const answer = await response.body.text();
      if (response.statusCode !== 200)
        throw new Error(`The merge answered ${response.statusCode}: ${answer}`);
      pullsAtStart = fake.pulls.map((pull) => ({ ...pull }));
      await keep();
    },
    async verifyPull(changedFiles, verify = {}) {
      const changed = (await changedOnBranch()).length;
      if (changed !== changedFiles) {
        throw new Error(`The ${BRANCH} branch changes ${changed} files against main, not ${changedFiles}.`);
      }
      const open = fake.pulls.filter((pull) => pull.state === 'open' && pull.head === BRANCH);
      if (open.length !== 1) throw new Error(`${open.length} open pull requests for ${BRANCH}, not 1.`);
      if (verify.autoMerge === true && open[0]?.autoMerge === undefined)
        throw new Error(`The pull request of ${BRANCH} has no auto-merge.`);
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
    removeFiles: async () => {
      await rm(pristine, { recursive: true, force: true });
      await repo.cleanup();
    },
  };
}
