import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { simpleGit } from 'simple-git';
import type { SimpleGit } from 'simple-git';
import type { Logger } from '../client/logger.js';
import { GitError } from './errors.js';

/**
 * How git runs for the action: every command with hooks and fsmonitor off, the token only in the
 * environment of the commands that talk to the remote, and the plumbing that reads blobs and trees
 * in one process for any number of files. openRepository() (git.ts) makes one per checkout.
 */

/** A file as git stores it: its blob id, its size in bytes and its mode (100644, 100755, 120000). */
export interface BlobInfo {
  readonly sha: string;
  readonly size: number;
  readonly mode: string;
}

interface RunOptions {
  /** Extra environment for this one command, e.g. GIT_INDEX_FILE or the commit identity. */
  env?: Record<string, string>;
  /** Talks to the remote, so it carries the auth header when we supply one. */
  network?: boolean;
  /** Ends a network command early (git is interrupted, and its output no longer read). */
  signal?: AbortSignal;
}

/** Runs git in the repository; for the modules in src/git only, not part of the engine's view. */
export interface GitRunner {
  readonly dir: string;
  readonly logger: Logger;
  /**
   * The command's standard output. A command that talks to no remote is spawned directly and any
   * non-zero exit is an error; one with `network` runs through simple-git, which lets a non-zero
   * exit without stderr pass.
   */
  run(args: readonly string[], options?: RunOptions): Promise<string>;
  /** Like run(), but a non-zero exit gives undefined instead of an error. */
  tryRun(args: readonly string[], options?: RunOptions): Promise<string | undefined>;
  /** The raw bytes of a blob (`<rev>:<path>`), without line-ending or text conversion. */
  readBlob(spec: string): Promise<Buffer>;
  /** The raw bytes of many blobs by sha, in one `git cat-file --batch`. */
  readBlobs(shas: readonly string[]): Promise<Buffer[]>;
  /**
   * Every file at `ref` (a tree-ish that exists) under the given folders, or in the whole tree
   * without any, by repository path: its blob id and size, from one `git ls-tree`.
   */
  listBlobs(ref: string, folders: readonly string[] | undefined): Promise<Map<string, BlobInfo>>;
  /** Like run(), with `input` on the command's standard input (no network). */
  runWithInput(args: readonly string[], input: string, options?: Pick<RunOptions, 'env'>): Promise<string>;
}

/** A full object id: SHA-1, or SHA-256 in a repository that uses it. */
export const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * Config for every command. Hooks and fsmonitor are off so that nothing from the repository runs
 * (R36, R37). It travels as GIT_CONFIG_COUNT/KEY/VALUE, the environment form of `-c`: scoped to
 * one command like `-c`, but not visible in the process list and never written to .git/config.
 */
function commandConfigEnv(entries: readonly (readonly [string, string])[]): Record<string, string> {
  const inherited = Number.parseInt(process.env.GIT_CONFIG_COUNT ?? '0', 10);
  const start = Number.isSafeInteger(inherited) && inherited > 0 ? inherited : 0;
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(start + entries.length) };
  entries.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${start + index}`] = key;
    env[`GIT_CONFIG_VALUE_${start + index}`] = value;
  });
  return env;
}

export function createRunner(
  dir: string,
  logger: Logger,
  authHeader: readonly [string, string] | undefined,
): GitRunner {
  const safety = [
    ['core.hooksPath', '/dev/null'],
    ['core.fsmonitor', 'false'],
  ] as const;
  const instance = (options: RunOptions | undefined): SimpleGit => {
    const config = options?.network === true && authHeader !== undefined ? [...safety, authHeader] : safety;
    const env = {
      ...process.env,
      GIT_TERMINAL_PROMPT: '0', // a missing credential fails instead of waiting for a prompt
      ...commandConfigEnv(config),
      ...options?.env,
    };
    const signal = options?.signal;
    const git = simpleGit({
      baseDir: dir,
      timeout: { block: 10 * 60_000 },
      ...(signal === undefined ? {} : { abort: signal }),
      // simple-git refuses some environment variables and configs unless told; these categories
      // cover only our own safety config and the runner's inherited environment, which we trust.
      // The argument checks (--upload-pack, --template, -c) stay on.
      unsafe: {
        allowUnsafeHooksPath: true,
        allowUnsafeFsMonitor: true,
        allowUnsafeConfigEnvCount: true,
        allowUnsafeConfigPaths: true,
        allowUnsafeEditor: true,
        allowUnsafeAskPass: true,
        allowUnsafePager: true,
        allowUnsafeSshCommand: true,
        allowUnsafeGitProxy: true,
        allowUnsafeDiffExternal: true,
      },
    }).env(env);
    // Interrupted, git leaves its remote helper running, and the helper holds git's stdout and
    // stderr: our ends of them are closed too, so that an ended command holds nothing of the run.
    if (signal !== undefined)
      git.outputHandler((_command, stdout, stderr) => {
        const close = () => {
          for (const stream of [stdout, stderr]) if (stream instanceof Readable) stream.destroy();
        };
        if (signal.aborted) close();
        else signal.addEventListener('abort', close, { once: true });
      });
    return git;
  };
  /** The environment of the commands spawned directly, the same as simple-git's for a local command. */
  const plumbingEnv = (extra?: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    ...commandConfigEnv(safety),
    ...extra,
  });
  // Commands that talk to a remote go through simple-git (its argument checks, its timeout for a
  // server that stops answering); the rest are spawned directly. simple-git waits 50 ms more after
  // a command that prints nothing, and leaves a 50 ms timer behind every command, which would keep
  // a finished run alive after its last line.
  const run = async (args: readonly string[], options?: RunOptions): Promise<string> => {
    if (options?.network !== true) return runWithStdin(dir, plumbingEnv(options?.env), args, undefined);
    try {
      return await instance(options).raw([...args]);
    } catch (error) {
      const detail = error instanceof Error ? error.message.trim() : String(error);
      throw new GitError('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed: ${detail}`, { cause: error });
    }
  };
  return {
    dir,
    logger,
    run,
    tryRun: (args, options) => run(args, options).catch(() => undefined),
    async readBlobs(shas) {
      const blobs = await catFileSpecs(dir, plumbingEnv(), shas);
      return blobs.map((blob, index) => {
        if (blob === undefined)
          throw new GitError('GIT_COMMAND_FAILED', `git has no blob ${shas[index] ?? ''}.`);
        return blob;
      });
    },
    listBlobs: (ref, folders) => lsTreeBlobs(dir, plumbingEnv(), ref, folders),
    runWithInput: (args, input, options) => runWithStdin(dir, plumbingEnv(options?.env), args, input),
    readBlob: (spec) => runWithStdin(dir, plumbingEnv(), ['cat-file', 'blob', spec], undefined, 'buffer'),
  };
}

/**
 * `git cat-file --batch` over object names (blob ids, or `<ref>:<path>`): one process for any
 * number of files, their bytes untouched; a name git reports `missing` (or `ambiguous`), or that names a
 * folder, gives undefined.
 */
async function catFileSpecs(
  dir: string,
  env: NodeJS.ProcessEnv,
  specs: readonly string[],
): Promise<(Buffer | undefined)[]> {
  if (specs.length === 0) return [];
  const output = await runWithStdin(dir, env, ['cat-file', '--batch'], `${specs.join('\n')}\n`, 'buffer');
  const found: (Buffer | undefined)[] = [];
  let offset = 0;
  for (const spec of specs) {
    const end = output.indexOf(0x0a, offset);
    if (end < 0) throw new GitError('GIT_COMMAND_FAILED', `git cat-file --batch stopped before ${spec}.`);
    const header = output.subarray(offset, end).toString('utf8');
    if (header === `${spec} missing` || header === `${spec} ambiguous`) {
      found.push(undefined);
      offset = end + 1;
      continue;
    }
    const [, type, size] = header.split(' ');
    const length = Number(size);
    if (!Number.isSafeInteger(length))
      throw new GitError('GIT_COMMAND_FAILED', `git cat-file --batch: "${header}".`);
    found.push(type === 'blob' ? output.subarray(end + 1, end + 1 + length) : undefined);
    offset = end + 1 + length + 1;
  }
  return found;
}

/**
 * `git ls-tree -r -l -z` of `ref` (from the top of the tree, pathspecs taken literally): each
 * blob's id and size by path. Symbolic links are blobs too, as cat-file sees them; submodules
 * (commits) and folders are left out.
 */
async function lsTreeBlobs(
  dir: string,
  env: NodeJS.ProcessEnv,
  ref: string,
  folders: readonly string[] | undefined,
): Promise<Map<string, BlobInfo>> {
  const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', '--end-of-options', ref];
  if (folders !== undefined) args.push('--', ...folders);
  const output = await runWithStdin(dir, { ...env, GIT_LITERAL_PATHSPECS: '1' }, args, undefined, 'buffer');
  const blobs = new Map<string, BlobInfo>();
  let start = 0;
  while (start < output.length) {
    let end = output.indexOf(0, start);
    if (end < 0) end = output.length;
    const tab = output.indexOf(0x09, start);
    if (tab < 0 || tab > end)
      throw new GitError('GIT_COMMAND_FAILED', 'git ls-tree printed a line without a path.');
    const [mode = '', type, sha = '', size] = output.toString('latin1', start, tab).split(/ +/);
    const bytes = Number(size);
    if (type === 'blob') {
      if (!Number.isSafeInteger(bytes) || !SHA.test(sha))
        throw new GitError(
          'GIT_COMMAND_FAILED',
          `git ls-tree printed "${output.toString('utf8', start, tab)}".`,
        );
      blobs.set(output.toString('utf8', tab + 1, end), { sha, size: bytes, mode });
    }
    start = end + 1;
  }
  return blobs;
}

/**
 * One git command fed `input` on its standard input (`update-index --stdin` takes any number of
 * paths); with `input` undefined, standard input is closed.
 */
async function runWithStdin(
  dir: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  input: string | undefined,
): Promise<string>;
async function runWithStdin(
  dir: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  input: string | undefined,
  output: 'buffer',
): Promise<Buffer>;
async function runWithStdin(
  dir: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  input: string | undefined,
  output: 'text' | 'buffer' = 'text',
): Promise<string | Buffer> {
  const child =
    input === undefined
      ? spawn('git', [...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('git', [...args], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  // A git that exits before reading all of its input (an error) makes the write fail with EPIPE,
  // which would otherwise be an unhandled error event; its exit code and stderr say what happened.
  let unread: Error | undefined;
  child.stdin?.on('error', (error) => (unread = error));
  child.stdin?.end(input);
  const chunks: Buffer[] = [];
  for await (const chunk of child.stdout) chunks.push(chunk as Buffer);
  const code = await exited;
  if (code !== 0 || unread !== undefined) {
    const detail = Buffer.concat(stderr).toString('utf8').trim() || (unread?.message ?? '');
    throw new GitError('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed (exit ${code}): ${detail}`);
  }
  const bytes = Buffer.concat(chunks);
  return output === 'buffer' ? bytes : bytes.toString('utf8');
}
