import type { Logger } from '../client/logger.js';
import { registerSecret } from '../client/redact.js';
import { fetchIfMissing, isShallow } from './commit-facts.js';
import { GitError } from './errors.js';
import { createRunner, SHA, type BlobInfo, type GitRunner } from './runner.js';

/** A full object id, for the modules outside src/git that check one. */
export { SHA } from './runner.js';

export interface GitIdentity {
  name: string;
  email: string;
}

interface GitAuth {
  token?: string;
  /** The server the token is for, e.g. https://github.com or a GitHub Enterprise host. */
  serverUrl: string;
}

/** The narrow view of a checkout that the engine needs. Build it with openRepository(). */
export interface GitRepository {
  /** The top level of the worktree; every path this adapter takes or returns is relative to it. */
  readonly dir: string;
  headSha(): Promise<string>;
  isShallow(): Promise<boolean>;
  /**
   * Files that differ between two commits (for a push event's before..after). Fetches a missing
   * `fromSha` once; undefined when it cannot tell (a new branch, or history that is gone).
   */
  changedPaths(fromSha: string, toSha: string): Promise<string[] | undefined>;
  /** The bytes of `path` at `ref`, or undefined when the file does not exist there. */
  readFileAtRef(ref: string, path: string): Promise<Buffer | undefined>;
  /**
   * readFileAtRef for many paths at once, in order, through one `git cat-file --batch`: a
   * 9,000-file pull request took two git processes per file and ref.
   */
  readFilesAtRef(ref: string, paths: readonly string[]): Promise<(Buffer | undefined)[]>;
  /**
   * The blob id and size of each path's file at `ref` (undefined: no file), from one
   * `git ls-tree` of the paths' folders: equal ids, equal bytes, without reading them.
   */
  blobsAtRef(ref: string, paths: readonly string[]): Promise<(BlobInfo | undefined)[]>;
  /** The bytes of blobs blobsAtRef found, in order (undefined stays undefined), a group per git process. */
  readBlobs(blobs: readonly (BlobInfo | undefined)[]): Promise<(Buffer | undefined)[]>;
  /**
   * The blob id git would store for each worktree file, in order: `git hash-object` with the
   * checkout's core.autocrlf and .gitattributes applied (line-ends.ts), in one process, writing nothing.
   */
  worktreeBlobIds(paths: readonly string[]): Promise<(string | undefined)[]>;
}

const MINIMUM_GIT = [2, 31] as const; // GIT_CONFIG_COUNT, which keeps the token off the command line
const runners = new WeakMap<GitRepository, GitRunner>();

/** Files read from git per `cat-file --batch` process: memory stays bounded on big pulls. */
const READ_BATCH_FILES = 500;

/**
 * Past this many folders, blobsAtRef lists the whole tree rather than name each folder on the
 * command line.
 */
const MAX_FOLDER_PATHSPECS = 256;

/**
 * The folders to list for `paths`: their parent folders, or undefined (the whole tree) when one
 * sits at the top or there are too many. Listing folders and picking the paths from the listing
 * is what makes blobsAtRef fast: `git cat-file --batch-check` resolves each `<ref>:<path>` from
 * the root tree again, seconds for a 9,000-file pull request, where one `git ls-tree` of their
 * 30 folders takes a tenth of a second.
 */
function foldersOf(paths: readonly string[]): string[] | undefined {
  const folders = new Set<string>();
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    if (slash <= 0) return undefined;
    folders.add(path.slice(0, slash));
    if (folders.size > MAX_FOLDER_PATHSPECS) return undefined;
  }
  return [...folders];
}

/** The bytes of blobs by id, READ_BATCH_FILES to a `git cat-file --batch`; undefined stays undefined. */
async function readBlobsOf(
  runner: GitRunner,
  blobs: readonly (BlobInfo | undefined)[],
): Promise<(Buffer | undefined)[]> {
  const found: (Buffer | undefined)[] = [];
  for (let start = 0; start < blobs.length; start += READ_BATCH_FILES) {
    const group = blobs.slice(start, start + READ_BATCH_FILES);
    const present = group.filter((blob): blob is BlobInfo => blob !== undefined);
    const bytes = await runner.readBlobs(present.map((blob) => blob.sha));
    let next = 0;
    for (const blob of group) found.push(blob === undefined ? undefined : bytes[next++]);
  }
  return found;
}

/** The runner behind a repository made by openRepository(); src/git's modules use it for plumbing. */
export function runnerFor(repo: GitRepository): GitRunner {
  const runner = runners.get(repo);
  if (runner === undefined) throw new TypeError('This GitRepository was not created by openRepository().');
  return runner;
}

async function assertGitVersion(runner: GitRunner): Promise<void> {
  const text = await runner.run(['version']);
  const match = /(\d+)\.(\d+)/.exec(text);
  const major = Number(match?.[1] ?? 0);
  const minor = Number(match?.[2] ?? 0);
  if (major < MINIMUM_GIT[0] || (major === MINIMUM_GIT[0] && minor < MINIMUM_GIT[1])) {
    throw new GitError(
      'GIT_TOO_OLD',
      `${text.trim()} is too old; install git ${MINIMUM_GIT.join('.')} or newer on the runner.`,
    );
  }
}

/**
 * Chooses how pushes authenticate. actions/checkout persists an extraheader for the server; git
 * would send both headers if we added ours, and GitHub rejects that, so the checkout's wins.
 */
async function chooseAuthHeader(
  runner: GitRunner,
  auth: GitAuth | undefined,
): Promise<readonly [string, string] | undefined> {
  if (auth?.token === undefined || auth.token.length === 0) return undefined;
  const server = auth.serverUrl.replace(/\/+$/, '');
  // Exit 1 and no output when nothing is set.
  const kept = await runner.tryRun(['config', '--get-urlmatch', 'http.extraheader', `${server}/`]);
  if (kept !== undefined && kept.trim().length > 0) {
    runner.logger.debug(`Using the credentials that actions/checkout kept for ${server}.`);
    return undefined;
  }
  const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
  registerSecret(basic);
  return [`http.${server}/.extraheader`, `AUTHORIZATION: basic ${basic}`];
}

/** Fetches from origin the commits git lacks (fetchIfMissing); false when one cannot be had. */
async function fetchMissing(runner: GitRunner, shas: readonly string[]): Promise<boolean> {
  for (const sha of shas) if (!(await fetchIfMissing(runner, 'origin', sha))) return false;
  return true;
}

/**
 * The merge base of a pull request's base and head, which GitHub's "Files changed" compares from:
 * diffing base.sha directly would show what the base gained since the branch left it as removed.
 * A shallow checkout is deepened (bounded) until the two meet; undefined when they never do.
 */
export async function mergeBase(
  repo: GitRepository,
  baseSha: string,
  headSha: string,
): Promise<string | undefined> {
  if (!SHA.test(baseSha) || !SHA.test(headSha)) return undefined;
  const runner = runnerFor(repo);
  if (!(await fetchMissing(runner, [baseSha, headSha]))) return undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const found = await runner.tryRun(['merge-base', '--end-of-options', baseSha, headSha]);
    if (found !== undefined && found.trim() !== '') return found.trim();
    if (!(await isShallow(runner))) return undefined;
    await runner.tryRun(
      [
        'fetch',
        '--no-tags',
        '--no-recurse-submodules',
        '--deepen=100',
        '--end-of-options',
        'origin',
        baseSha,
        headSha,
      ],
      { network: true },
    );
  }
  return undefined;
}

export async function openRepository(options: {
  dir: string;
  logger: Logger;
  auth?: GitAuth;
}): Promise<GitRepository> {
  registerSecret(options.auth?.token);
  const probe = createRunner(options.dir, options.logger, undefined);
  await assertGitVersion(probe);
  const topLevel = (await probe.run(['rev-parse', '--show-toplevel'])).trim();
  const runner = createRunner(topLevel, options.logger, await chooseAuthHeader(probe, options.auth));

  const shallow = (): Promise<boolean> => isShallow(runner);

  const repository: GitRepository = {
    dir: topLevel,
    headSha: async () => (await runner.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim(),
    isShallow: shallow,
    async changedPaths(fromSha, toSha) {
      if (!SHA.test(fromSha) || !SHA.test(toSha) || /^0+$/.test(fromSha)) return undefined;
      if (!(await fetchMissing(runner, [fromSha, toSha]))) return undefined;
      const names = await runner.run(['diff', '--name-only', '--no-renames', '-z', fromSha, toSha, '--']);
      return names.split('\0').filter((name) => name.length > 0);
    },
    async readFileAtRef(ref, path) {
      if (ref.startsWith('-') || path.startsWith('-')) return undefined;
      const spec = `${ref}:${path}`;
      if ((await runner.tryRun(['cat-file', '-e', spec])) === undefined) return undefined;
      return runner.readBlob(spec);
    },
    async readFilesAtRef(ref, paths) {
      return readBlobsOf(runner, await repository.blobsAtRef(ref, paths));
    },
    async blobsAtRef(ref, paths) {
      if (ref.startsWith('-') || paths.length === 0) return paths.map(() => undefined);
      const folders = foldersOf(paths);
      // A full object id is listed at once: one git process fewer, each a fork of this process.
      // Should ls-tree fail (an object the checkout lacks), the check below decides as for any ref.
      const direct = SHA.test(ref) ? await runner.listBlobs(ref, folders).catch(() => undefined) : undefined;
      if (direct !== undefined) return paths.map((path) => direct.get(path));
      // A ref that names no commit (the parent of a first commit) holds no file.
      const tree = await runner.tryRun([
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${ref}^{tree}`,
      ]);
      if (!SHA.test(tree?.trim() ?? '')) return paths.map(() => undefined);
      const listed = await runner.listBlobs(ref, folders);
      return paths.map((path) => listed.get(path));
    },
    readBlobs: (blobs) => readBlobsOf(runner, blobs),
    async worktreeBlobIds(paths) {
      // --stdin-paths reads one path a line: a path with a line break is not asked about.
      const asked = paths.filter((path) => !/[\r\n]/.test(path));
      if (asked.length === 0) return paths.map(() => undefined);
      const ids = (await runner.runWithInput(['hash-object', '--stdin-paths'], `${asked.join('\n')}\n`))
        .split('\n')
        .filter((line) => SHA.test(line));
      const byPath = new Map(asked.map((path, index) => [path, ids[index]]));
      return paths.map((path) => byPath.get(path));
    },
  };
  runners.set(repository, runner);
  return repository;
}
