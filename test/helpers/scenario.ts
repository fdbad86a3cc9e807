import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslationClient, type TranslationClient } from '../../src/client/index.js';
import {
  defaultSeed,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../src/emulator/index.js';
import { createRepoWithOrigin, type FileTree, type RepoWithOrigin } from './git-repo.js';
import { startGitHubFake, type GitHubFake, type GitHubFakeOptions } from './github-fake.js';
import { runAction, type ActionRun } from './run-action.js';
import { runnerCheckout, type RunnerCheckoutOptions } from './runner-checkout.js';

/**
 * Everything a run of the action touches, all local: the emulator of the service, a repository
 * with a bare origin whose `main` holds the project's files as the service serves them, and a
 * GitHub fake. The end-to-end tests and `npm run demo` both use it.
 */
export interface Scenario {
  emulator: RunningEmulator;
  client: TranslationClient;
  github: GitHubFake;
  repo: RepoWithOrigin;
  token: string;
  runnerTemp: string;
  /**
   * Commits `files` on main (with `env`: GIT_AUTHOR_NAME, GIT_COMMITTER_DATE ...), pushes, and
   * returns the push event's payload: the range, and the commit as `commits` and `head_commit`.
   */
  pushCommit(message: string, files: FileTree, env?: Record<string, string>): Promise<PushPayload>;
  /**
   * A fresh workspace as actions/checkout makes it on a runner (runner-checkout.ts), of `ref`
   * (default refs/heads/main) from the scenario's origin: its folder and the commit (GITHUB_SHA).
   */
  checkout(
    options?: Partial<
      Pick<RunnerCheckoutOptions, 'ref' | 'sha' | 'fetchDepth' | 'persistCredentials' | 'autocrlf'>
    >,
  ): Promise<{ dir: string; sha: string }>;
  /**
   * Runs `node dist/index.js` for an event, with the scenario's inputs plus `inputs`, in a fresh
   * checkout() of main as the runner has it, or in `workspace` (a checkout(): then with its
   * GITHUB_SHA and GITHUB_REF; `repo.dir`, the full clone, only where a comment says why).
   */
  run(options: {
    event: string;
    payload?: Record<string, unknown>;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    cancelWhen?: () => boolean;
    killWhen?: () => boolean;
    workspace?: string;
    /** The fresh checkout() to run in (of `ref`, default main) when it is not main's default. */
    checkout?: true | Parameters<Scenario['checkout']>[0];
  }): Promise<ActionRun & { workspace: string }>;
  close(): Promise<void>;
}

/** The part of a push event's payload a push of one commit brings (GitHub also sends more). */
export interface PushPayload {
  before: string;
  after: string;
  commits: { id: string; message: string }[];
  head_commit: { id: string; message: string };
  [field: string]: unknown;
}

export const OWNER = 'acme';
export const GITHUB_TOKEN = 'ghs_demo_token_0123456789';
export const REPO = 'web';

/** The default seed's YAML master, which the end-to-end tests edit. */
export const DEFAULT_MASTER = 'config/locales/en.yml';

/**
 * A `pull_request` event's payload as GitHub sends it, for pull request `number` (7 by default)
 * from `headRef` (feature) of `headRepo` (this repository; `contributor/web` for a fork).
 */
export function pullRequestPayload(options: {
  baseSha: string;
  headSha: string;
  number?: number;
  action?: string;
  headRef?: string;
  headRepo?: string;
}): Record<string, unknown> {
  const number = options.number ?? 7;
  const repo = (fullName: string) => ({ full_name: fullName });
  return {
    action: options.action ?? 'synchronize',
    number,
    pull_request: {
      number,
      base: { sha: options.baseSha, ref: 'main', repo: repo(`${OWNER}/${REPO}`) },
      head: {
        sha: options.headSha,
        ref: options.headRef ?? 'feature',
        repo: repo(options.headRepo ?? `${OWNER}/${REPO}`),
      },
    },
  };
}

/** actions/checkout's workspace for a `pull_request` event: refs/pull/N/merge, one commit deep, detached. */
export function mergeCheckout(number = 7): { ref: string } {
  return { ref: `refs/pull/${number}/merge` };
}

/** Pushes a commit that adds `key: "text"` at the end of the default seed's YAML master. */
export async function addMasterKey(current: Scenario, key: string, text: string) {
  const before = await readFile(path.join(current.repo.dir, DEFAULT_MASTER), 'utf8');
  return current.pushCommit(`Add ${key}`, { [DEFAULT_MASTER]: `${before}  ${key}: "${text}"\n` });
}

export async function createScenario(
  options: EmulatorOptions & {
    projectToken?: string;
    files?: 'all' | 'masters';
    /** The project's folder inside the repository (a monorepo's `working-directory`). */
    prefix?: string;
    /** How the GitHub fake behaves (the token's identity, permissions, existing labels). */
    github?: Omit<GitHubFakeOptions, 'git'>;
    /**
     * `origin` is the fake's git over HTTP, which needs the github-token, and GITHUB_SERVER_URL
     * is the fake, as on a runner whose checkout did not persist credentials.
     */
    gitOverHttp?: boolean;
  } = {},
): Promise<Scenario> {
  const seed = options.seed ?? defaultSeed();
  const project = seed.organizations[0]?.projects?.[0];
  if (project !== undefined && options.projectToken !== undefined)
    project.privateApiToken = options.projectToken;
  const emulator = await startEmulator({
    importDurations: { queuedMs: 30, processingMs: 50 },
    translator: { delayMs: 0 },
    ...options,
    seed,
  });
  const token = emulator.keys.projects[0]?.privateApiToken ?? '';
  const client = createTranslationClient({ baseUrl: emulator.url, projectToken: token });
  const files: FileTree = { 'README.md': '# Acme Web\n' };
  for (const file of (await client.projects.show()).projectFiles) {
    if (options.files === 'masters' && file.masterProjectFileId !== null) continue;
    const content = await client.files.show({
      masterFileId: file.masterProjectFileId ?? file.id,
      locale: file.localeCode,
    });
    if (content.status === 'ok')
      files[options.prefix === undefined ? file.name : `${options.prefix}/${file.name}`] = content.body;
  }
  const repo = await createRepoWithOrigin({ files });
  const github = await startGitHubFake({
    ...options.github,
    git: { dir: repo.originDir, token: GITHUB_TOKEN },
  });
  const overHttp = options.gitOverHttp === true;
  const serverUrl = overHttp ? github.origin : 'https://github.com';
  if (overHttp) await repo.git(['remote', 'set-url', 'origin', `${github.origin}/${OWNER}/${REPO}.git`]);
  const runnerTemp = await mkdtemp(path.join(tmpdir(), 'ts-runner-temp-'));
  let checkouts = 0;
  /** What each checkout() holds, for the runner's GITHUB_SHA and GITHUB_REF of a run in it. */
  const checkedOut = new Map<string, Record<string, string>>();
  const makeCheckout: Scenario['checkout'] = async (wanted = {}) => {
    const dir = path.join(path.dirname(repo.dir), `runner-${++checkouts}`);
    const sha = await runnerCheckout({
      dir,
      // Without git over HTTP, origin is the bare repository on disk, as in the full clone.
      url: overHttp ? `${github.origin}/${OWNER}/${REPO}.git` : `file://${repo.originDir}`,
      serverUrl,
      token: GITHUB_TOKEN,
      ref: 'refs/heads/main',
      ...wanted,
    });
    checkedOut.set(dir, { GITHUB_SHA: sha, GITHUB_REF: wanted.ref ?? 'refs/heads/main' });
    return { dir, sha };
  };
  return {
    emulator,
    client,
    github,
    repo,
    token,
    runnerTemp,
    async pushCommit(message, changes, commitEnv) {
      const before = (await repo.git(['rev-parse', 'HEAD'])).trim();
      const after = await repo.commitAll(message, changes, commitEnv);
      // Straight to the bare repository: the test's own pushes need no credentials.
      await repo.git(['push', '--quiet', repo.originDir, 'main']);
      const commit = { id: after, message };
      return { before, after, commits: [commit], head_commit: commit };
    },
    checkout: makeCheckout,
    async run({ event, payload = {}, inputs = {}, env = {}, cancelWhen, killWhen, workspace, checkout }) {
      const dir =
        workspace ?? (await makeCheckout(checkout === undefined || checkout === true ? {} : checkout)).dir;
      const runnerEnv = checkedOut.get(dir) ?? {};
      const result = await runAction({
        ...(cancelWhen === undefined ? {} : { cancelWhen }),
        ...(killWhen === undefined ? {} : { killWhen }),
        inputs: {
          'api-url': emulator.url,
          'project-token': token,
          'github-token': GITHUB_TOKEN,
          ...inputs,
        },
        cwd: dir,
        event: { name: event, payload: { repository: { default_branch: 'main' }, ...payload } },
        env: {
          // GitHub's seconds (between writes, of Retry-After and retries) are all waiting against
          // the fake; the pacing and the retries have tests of their own, on clocks of theirs.
          TRANSLATION_SYNC_GITHUB_SECOND_MS: '10',
          GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
          GITHUB_WORKSPACE: dir,
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: serverUrl,
          RUNNER_TEMP: runnerTemp,
          ...runnerEnv,
          ...env,
        },
      });
      return { ...result, workspace: dir };
    },
    async close() {
      await client.close();
      await github.close();
      await emulator.close();
      await repo.cleanup();
      await rm(runnerTemp, { recursive: true, force: true });
    },
  };
}
