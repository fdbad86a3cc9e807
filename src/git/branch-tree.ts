import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import type { GitRepository } from './git.js';
import type { KeptEntry } from './kept-files.js';
import { SHA, type GitRunner } from './runner.js';

/**
 * The tree of the translation commit: the base's tree with the pulled files of the worktree laid
 * over it, built in a throwaway index so that the checkout's own index, HEAD and branches are never
 * touched (R36); and what that tree changes, as the push and the pull request report it.
 */

/** A file of a built tree as a commit made through the API takes it. */
export interface TreeFile {
  path: string;
  mode: string;
  content: Buffer;
}

/** A worktree file as `git hash-object` would store it: the blob id, and its owner-execute bit. */
export interface WorktreeBlob {
  readonly id: string;
  readonly executable: boolean;
}

export interface TranslationFileChange {
  path: string;
  status: 'added' | 'changed';
}

/**
 * Whether the tree of `baseSha` holds each path as a regular file with the given blob and mode.
 * Then the tree built from the worktree would be the base's own: update-index stores a file's
 * bytes through the repository's clean filters, and those leave what they produced before
 * unchanged, so bytes equal to the stored blob are stored as that blob. Anything else (another
 * blob, another mode, a link, a missing path, a SHA-256 repository) builds the tree as before.
 */
export async function baseHasBlobs(
  repo: GitRepository,
  baseSha: string,
  paths: readonly string[],
  blobs: ReadonlyMap<string, WorktreeBlob>,
): Promise<boolean> {
  const listed = await repo.blobsAtRef(baseSha, paths);
  return paths.every((file, index) => {
    const blob = blobs.get(file);
    const entry = listed[index];
    return (
      blob !== undefined &&
      entry !== undefined &&
      entry.sha === blob.id &&
      entry.mode === (blob.executable ? '100755' : '100644')
    );
  });
}

/** A throwaway index in a folder of its own, seeded at `commit` when that could be done. */
export interface SeededIndex {
  folder: string;
  index: string;
  commit: string | undefined;
}

async function indexFolder(): Promise<{ folder: string; index: string }> {
  // RUNNER_TEMP is cleaned by the runner even when a run is cancelled (R38).
  const folder = await mkdtemp(join(process.env.RUNNER_TEMP ?? tmpdir(), 'translation-sync-index-'));
  return { folder, index: join(folder, 'index') };
}

/** seedIndex at the checkout's HEAD; `commit` is undefined when there is none or it failed. */
export async function seedAtHead(git: GitRunner, paths: readonly string[]): Promise<SeededIndex> {
  const { folder, index } = await indexFolder();
  try {
    const head = (await git.tryRun(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']))?.trim();
    const seeded = head !== undefined && SHA.test(head) && (await seedIndex(git, index, head, paths));
    return { folder, index, commit: seeded ? head : undefined };
  } catch {
    return { folder, index, commit: undefined };
  }
}

/**
 * The base tree plus the given files from the worktree, built in a throwaway index (R36), and the
 * `kept` entries of the branch as they are (kept-files.ts). `early` is an index seeded meanwhile:
 * used when it was seeded at the base, else seeded again here.
 */
export async function buildTree(
  git: GitRunner,
  baseSha: string,
  paths: readonly string[],
  early?: Promise<SeededIndex>,
  kept: readonly KeptEntry[] = [],
): Promise<string> {
  const seeded = await early?.catch(() => undefined);
  const { folder, index } = seeded ?? (await indexFolder());
  const env = { GIT_INDEX_FILE: index };
  try {
    if (seeded?.commit !== baseSha && !(await seedIndex(git, index, baseSha, paths))) {
      await rm(index, { force: true });
      await git.run(['read-tree', baseSha], { env });
    }
    // One process for any number of paths, NUL-separated: a 9,000-file project took 45 processes
    // of 200 paths each on the command line.
    if (paths.length > 0)
      await git.runWithInput(
        ['update-index', '--add', '-z', '--stdin'],
        paths.map((file) => `${file}\0`).join(''),
        {
          env,
        },
      );
    if (kept.length > 0)
      await git.runWithInput(
        ['update-index', '-z', '--index-info'],
        kept.map((entry) => `${entry.mode} ${entry.sha}\t${entry.path}\0`).join(''),
        { env },
      );
    return (await git.run(['write-tree'], { env })).trim();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Starts the throwaway `index` as a copy of the checkout's own with the base read over it: a
 * single-tree `read-tree -m` keeps the stat data of every entry whose content the base shares, so
 * update-index hashes only the files whose stat changed (a 9,000-file no-op hashed all of them).
 * The checkout's index is only read. False when there is none (a fresh `git init`), git refuses it
 * (unmerged entries), or one of `paths` is marked assume-unchanged or skip-worktree (a sparse
 * checkout): update-index skips such an entry whatever the file holds, so the caller starts from an
 * empty index instead, as it always did.
 */
async function seedIndex(
  git: GitRunner,
  index: string,
  baseSha: string,
  paths: readonly string[],
): Promise<boolean> {
  // --git-path, not .git/index: a linked worktree keeps its index under .git/worktrees/<name>.
  const found = await git.tryRun(['rev-parse', '--git-path', 'index']);
  if (found === undefined || found.trim() === '') return false;
  const checkoutIndex = resolvePath(git.dir, found.trim());
  try {
    // Racy git: an entry's stat is trusted only when the entry's mtime is older than the index
    // file's own mtime (same second: git compares the content). A copy has a new mtime, which would
    // make a file rewritten in the index's last second, with the same size, look unchanged. So the
    // copy gets the original's mtime rounded down to the whole second: never later than the
    // original, at worst a few more files are hashed. The stat comes first: an index replaced
    // between the two calls is newer than the stamp, which errs the same safe way.
    const written = Math.floor((await stat(checkoutIndex)).mtimeMs / 1000);
    await copyFile(checkoutIndex, index);
    await utimes(index, written, written);
  } catch {
    return false;
  }
  const env = { GIT_INDEX_FILE: index };
  try {
    await git.run(['read-tree', '-m', baseSha], { env });
  } catch {
    return false;
  }
  // `ls-files -v` tags assume-unchanged entries in lower case and skip-worktree ones `S`.
  const wanted = new Set(paths);
  const listing = await git.run(['ls-files', '-v', '-z'], { env });
  return listing.split('\0').every((record) => record.startsWith('H ') || !wanted.has(record.slice(2)));
}

export async function diffTrees(git: GitRunner, from: string, to: string): Promise<TranslationFileChange[]> {
  // The same tree has no difference: a no-op run spawns one git process fewer (5-10 ms each,
  // most of it the fork of a process of this size).
  if (from === to) return [];
  const output = await git.run(['diff-tree', '-r', '--no-renames', '--name-status', '-z', from, to]);
  const fields = output.split('\0');
  const files: TranslationFileChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const status = fields[index] ?? '';
    const path = fields[index + 1] ?? '';
    if (path.length > 0) files.push({ path, status: status.startsWith('A') ? 'added' : 'changed' });
  }
  return files;
}

/** The mode and bytes of each changed file in `tree`, for a commit made through the API. */
export async function readTreeFiles(
  git: GitRunner,
  tree: string,
  files: readonly TranslationFileChange[],
): Promise<TreeFile[]> {
  const listing = await git.run(['ls-tree', '-r', '-z', '--full-tree', tree]);
  const modes = new Map<string, { mode: string; sha: string }>();
  for (const record of listing.split('\0')) {
    const match = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(record);
    if (match !== null) modes.set(match[3] ?? '', { mode: match[1] ?? '', sha: match[2] ?? '' });
  }
  const wanted = files.flatMap((file) => {
    const entry = modes.get(file.path);
    return entry === undefined ? [] : [{ path: file.path, ...entry }];
  });
  const contents = await git.readBlobs(wanted.map((entry) => entry.sha));
  return wanted.map((entry, index) => ({
    path: entry.path,
    mode: entry.mode,
    content: contents[index] ?? Buffer.alloc(0),
  }));
}
