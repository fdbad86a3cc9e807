import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { runnerCheckout, type RunnerCheckoutOptions } from './runner-checkout.js';

const execFileAsync = promisify(execFile);

/** A fixed identity through the environment, so test commits never need (or write) git config. */
const TEST_ENV = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
};

/** The identity action.yml's `author` and `committer` inputs default to: GitHub's github-actions[bot]. */
export const GITHUB_ACTIONS_BOT = Object.freeze({
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
});

export type FileTree = Record<string, string | Buffer>;

/** Runs real git in `cwd` and returns stdout; a failure rejects with git's stderr in the message. */
export async function runGit(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await execFileAsync('git', [...args], {
      cwd,
      env: { ...process.env, ...TEST_ENV, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr}`, { cause: error });
  }
}

export async function writeFiles(dir: string, files: FileTree): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

export interface Clone {
  dir: string;
  git(args: readonly string[], env?: Record<string, string>): Promise<string>;
  /** Writes files, stages everything, commits (with `env`: who, when) and returns the new sha. */
  commitAll(message: string, files?: FileTree, env?: Record<string, string>): Promise<string>;
}

export interface RepoWithOrigin extends Clone {
  /** The bare repository that serves as `origin`. */
  originDir: string;
  /** Runs git inside the bare origin, e.g. to read a branch as other clients see it. */
  origin(args: readonly string[]): Promise<string>;
  /** Another working clone of the same origin: a teammate's, a reviewer's. */
  clone(name: string): Promise<Clone>;
  /**
   * A fresh workspace as actions/checkout makes it on a runner (runner-checkout.ts): main's tip
   * one commit deep, detached history, the token in the extraheader; what the action runs in.
   */
  runner(
    name: string,
    options?: Partial<Pick<RunnerCheckoutOptions, 'ref' | 'sha' | 'fetchDepth' | 'persistCredentials'>>,
  ): Promise<Clone>;
  cleanup(): Promise<void>;
}

function cloneAt(dir: string): Clone {
  const git = (args: readonly string[], env?: Record<string, string>): Promise<string> =>
    runGit(dir, args, env);
  return {
    dir,
    git,
    async commitAll(message, files = {}, env = {}) {
      await writeFiles(dir, files);
      await git(['add', '--all']);
      await git(['commit', '--quiet', '--no-verify', '--allow-empty', '-m', message], env);
      return (await git(['rev-parse', 'HEAD'])).trim();
    },
  };
}

/**
 * A bare origin and a working clone whose `main` holds `files` in one pushed commit. Other tests
 * (the engine's, the end-to-end ones) use it the same way; call cleanup() in afterEach.
 */
export async function createRepoWithOrigin(
  options: { files?: FileTree; branch?: string } = {},
): Promise<RepoWithOrigin> {
  const branch = options.branch ?? 'main';
  const root = await realpath(await mkdtemp(join(tmpdir(), 'translation-sync-git-')));
  const originDir = join(root, 'origin.git');
  const dir = join(root, 'work');
  await runGit(root, ['init', '--quiet', '--bare', `--initial-branch=${branch}`, originDir]);
  await runGit(root, ['init', '--quiet', `--initial-branch=${branch}`, dir]);
  await runGit(dir, ['remote', 'add', 'origin', originDir]);
  const work = cloneAt(dir);
  await work.commitAll('Initial commit', options.files ?? { 'README.md': '# Test project\n' });
  await work.git(['push', '--quiet', '--set-upstream', 'origin', branch]);
  return {
    ...work,
    originDir,
    origin: (args) => runGit(originDir, args),
    async clone(name) {
      const cloneDir = join(root, name);
      await runGit(root, ['clone', '--quiet', originDir, cloneDir]);
      return cloneAt(cloneDir);
    },
    async runner(name, options = {}) {
      const runnerDir = join(root, name);
      await runnerCheckout({
        dir: runnerDir,
        url: `file://${originDir}`,
        serverUrl: 'https://github.com',
        token: 'ghs_test',
        ref: `refs/heads/${branch}`,
        ...options,
      });
      return cloneAt(runnerDir);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
