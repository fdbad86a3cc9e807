import { renameSync, rmdirSync, rmSync } from 'node:fs';
import { chmod, constants, copyFile, lstat, mkdir, realpath, rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { onCancelClean, onCancelStop } from './cancellation.js';
import type { StagedFile } from './extract.js';
import { checkEntryName, collisionKey } from './extract-names.js';
import { FolderListings } from './folder-listing.js';
import { sha1OfFile } from './local-files.js';
import { timeSlices } from './time-slice.js';

export type WriteErrorCode =
  'write-symlink' | 'write-unsafe-path' | 'write-not-a-file' | 'write-path-conflict' | 'write-failed';

/** Staged files could not be written into the repository; `paths` are the repository paths at fault. */
export class WriteError extends Error {
  override readonly name = 'WriteError';
  readonly code: WriteErrorCode;
  readonly paths: string[];

  constructor(code: WriteErrorCode, message: string, options: { paths: readonly string[]; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.paths = [...options.paths];
  }
}

export interface WriteResult {
  written: { repoPath: string; status: 'added' | 'changed' }[];
  unchanged: string[];
}

/** Files and folders handled at once: enough to keep the disk busy, few enough to bound open files. */
const FILE_SYSTEM_CONCURRENCY = 16;
/** The event loop gets a turn at least this often while paths are checked and files renamed into place. */
const RENAME_SLICE_MS = 20;

interface Slot {
  readonly repoPath: string;
  /** What is at the target now: its size and permission bits, or undefined when nothing is. */
  readonly existing: { readonly size: number; readonly mode: number } | undefined;
  /** The first folder on the way that does not exist yet (repository path), if any. */
  readonly newFolder: string | undefined;
}

/**
 * A safe write of many files into the repository, in three steps: `prepare` checks every path
 * from the root down before anything is written (a symlink anywhere on the way, a file where a
 * folder should be or a folder where a file should be stops the whole write); `temporaryFor`
 * gives each file a temporary name beside its target; `commit` checks the folders again and
 * renames every temporary over its target, so readers never see half a file. `discard` removes
 * whatever was not renamed, and the folders it created.
 *
 * A file whose folder does not exist yet is written under its final name into a staging folder
 * beside the first missing folder on its way (`.<folder>.<token>.tmp`), and `commit` renames that
 * staging folder into place in one step: a first pull of a locale writes its folder whole, with
 * one rename instead of one per file (docs/decisions.md, Speed).
 *
 * Folders are checked once each, from one listing per folder (folder-listing.ts), however many
 * files they hold; the file-system work runs a few at a time.
 */
export class RepositoryWrite {
  private readonly temporaries = new Map<string, string>();
  private readonly folders = new Map<string, Promise<boolean>>();
  private readonly createdFolders: string[] = [];
  private readonly renamed = new Set<string>();
  /** Missing folders (repository paths) whose files are written into a staging folder, by that folder's path. */
  private readonly staged = new Map<string, string>();
  /** Temporary names are `.<name>.<token>-<n>.tmp`: one random token per write, not per file. */
  private readonly token = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
  private counter = 0;
  /** Set as the run is cancelled (registerForCancel): nothing more may be named or renamed. */
  private cancelled = false;
  /** Takes back the removal registered for a cancelled run (cancellation.ts) once discard is done. */
  private forgetOnCancel: (() => void) | undefined;

  private constructor(
    private readonly root: string,
    private readonly slots: ReadonlyMap<string, Slot>,
  ) {}

  static async prepare(repoRoot: string, repoPaths: readonly string[]): Promise<RepositoryWrite> {
    // The root may itself sit behind a symlink (macOS /tmp); nothing below it may.
    const root = await realpath(repoRoot);
    const sorted = [...repoPaths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    checkRepoPaths(sorted);
    const listings = new FolderListings(root);
    const problems = new Map<WriteErrorCode, string[]>();
    const slots = new Map<string, Slot>();
    const slice = timeSlices(RENAME_SLICE_MS);
    for (const repoPath of sorted) {
      await slice();
      const result = inspectPath(listings, repoPath);
      if ('problem' in result)
        problems.set(result.problem, [...(problems.get(result.problem) ?? []), repoPath]);
      else
        slots.set(repoPath, {
          repoPath,
          existing: result.existing,
          newFolder: result.newFolder,
        });
    }
    throwProblems(problems);
    return new RepositoryWrite(root, slots);
  }

  /**
   * Where a repository path (a file or a folder) is on disk. Made when needed, not kept per file:
   * a joined path is a chain of concatenated strings, about 250 bytes of heap, which 9,000 files
   * kept from prepare to commit.
   */
  absolute(repoPath: string): string {
    return join(this.root, ...repoPath.split('/'));
  }

  /** The file at `repoPath` as prepare found it. */
  slot(repoPath: string): Slot {
    const slot = this.slots.get(repoPath);
    if (slot === undefined) throw new Error(`${repoPath} was not prepared for writing`);
    return slot;
  }

  /**
   * A fresh temporary name beside the target (or, in a folder that does not exist yet, the
   * file's own name in the staging folder), its folders created. The caller writes it with flag
   * 'wx' and calls `keepMode` when done; commit renames it, or its staging folder, into place.
   */
  async temporaryFor(repoPath: string): Promise<string> {
    const temporary = this.nameTemporary(repoPath);
    await this.ensureFolder(dirname(temporary));
    return temporary;
  }

  /** `temporaryFor` of many files at once: their folders are awaited once each, not once per file. */
  async temporariesFor(repoPaths: readonly string[]): Promise<string[]> {
    const temporaries = repoPaths.map((repoPath) => this.nameTemporary(repoPath));
    await Promise.all(
      [...new Set(temporaries.map((temporary) => dirname(temporary)))].map((folder) =>
        this.ensureFolder(folder),
      ),
    );
    return temporaries;
  }

  /** Names and registers the temporary of `repoPath`; its folder is the caller's to ensure. */
  private nameTemporary(repoPath: string): string {
    this.throwIfCancelled([repoPath]);
    // From the first temporary on, a cancelled run removes them before it ends.
    this.forgetOnCancel ??= this.registerForCancel();
    const { newFolder } = this.slot(repoPath);
    let temporary: string;
    if (newFolder !== undefined) {
      let staging = this.staged.get(newFolder);
      if (staging === undefined) {
        const folder = this.absolute(newFolder);
        staging = join(dirname(folder), `.${basename(folder)}.${this.token}.tmp`);
        this.staged.set(newFolder, staging);
      }
      temporary = join(staging, ...repoPath.slice(newFolder.length + 1).split('/'));
    } else {
      this.counter += 1;
      const target = this.absolute(repoPath);
      temporary = join(dirname(target), `.${basename(target)}.${this.token}-${this.counter}.tmp`);
    }
    this.temporaries.set(repoPath, temporary);
    return temporary;
  }

  /** Keeps the permission bits of the file being replaced on its temporary. */
  async keepMode(repoPath: string, temporary: string): Promise<void> {
    const { existing } = this.slot(repoPath);
    if (existing !== undefined) await chmod(temporary, existing.mode);
  }

  /** Forgets a temporary that is not to be renamed (its bytes turned out identical), and removes it. */
  async drop(repoPath: string): Promise<void> {
    const temporary = this.temporaries.get(repoPath);
    if (temporary === undefined) return;
    this.temporaries.delete(repoPath);
    await unlink(temporary);
  }

  /**
   * Renames every temporary over its target, and every staging folder into the place of its
   * missing folder, after checking every folder on the way again. A missing folder that appeared
   * meanwhile as a real folder gets the staged files one by one instead.
   */
  async commit(): Promise<{ repoPath: string; status: 'added' | 'changed' }[]> {
    const repoPaths = [...this.temporaries.keys()].sort();
    const single: string[] = [];
    const byFolder = new Map<string, string[]>();
    for (const repoPath of repoPaths) {
      const { newFolder } = this.slot(repoPath);
      if (newFolder === undefined) single.push(repoPath);
      else {
        const inFolder = byFolder.get(newFolder);
        if (inFolder === undefined) byFolder.set(newFolder, [repoPath]);
        else inFolder.push(repoPath);
      }
    }
    // Checked again just before the renames, in case the tree changed under us since prepare.
    const listings = new FolderListings(this.root);
    const problems = new Map<WriteErrorCode, string[]>();
    const note = (problem: WriteErrorCode, paths: readonly string[]) =>
      problems.set(problem, [...(problems.get(problem) ?? []), ...paths]);
    const slice = timeSlices(RENAME_SLICE_MS);
    for (const repoPath of single) {
      await slice();
      const problem = inspectFolders(listings, repoPath);
      if (problem !== undefined) note(problem, [repoPath]);
    }
    const whole = new Set<string>();
    for (const [folder, inFolder] of byFolder) {
      const kind = listings.kindOf(folder);
      const problem =
        inspectFolders(listings, folder) ??
        (kind === 'symlink'
          ? 'write-symlink'
          : kind === 'file' || kind === 'other'
            ? 'write-not-a-file'
            : undefined);
      if (problem !== undefined) note(problem, inFolder);
      else if (kind === 'missing') whole.add(folder);
      else single.push(...inFolder);
    }
    throwProblems(problems);
    this.throwIfCancelled(repoPaths);
    for (const folder of whole) {
      renameSync(this.staged.get(folder) ?? '', this.absolute(folder));
      for (const repoPath of byFolder.get(folder) ?? []) this.settle(repoPath);
    }
    // One synchronous rename after another, the event loop getting a turn every RENAME_SLICE_MS:
    // renames of small files through the thread pool cost several times more (docs/benchmarks.md).
    for (const repoPath of single) {
      await slice();
      this.throwIfCancelled([repoPath]);
      const temporary = this.temporaries.get(repoPath);
      if (temporary === undefined) continue;
      const { newFolder } = this.slot(repoPath);
      const target = this.absolute(repoPath);
      if (newFolder !== undefined) await this.ensureFolder(dirname(target));
      renameSync(temporary, target);
      this.settle(repoPath);
    }
    return repoPaths.map((repoPath) => ({
      repoPath,
      status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
    }));
  }

  private settle(repoPath: string): void {
    this.temporaries.delete(repoPath);
    this.renamed.add(repoPath);
  }

  /** Removes the temporaries not renamed and the folders this write created (those left empty). */
  async discard(): Promise<void> {
    const limit = pLimit(FILE_SYSTEM_CONCURRENCY);
    await Promise.allSettled(
      [...this.temporaries.values()].map((temporary) => limit(() => unlink(temporary))),
    );
    this.temporaries.clear();
    await Promise.allSettled([...this.folders.values()]);
    for (const folder of this.createdDeepestFirst()) await rmdir(folder).catch(() => undefined);
    this.forgetOnCancel?.();
  }

  /** The folders this write created, each before the folder holding it. */
  private createdDeepestFirst(): string[] {
    return [...this.createdFolders].sort((a, b) => b.length - a.length);
  }

  /**
   * On cancellation, first no new name and the folders being created finish (a `mkdir` still on
   * its way would make a folder after the removal), then `removeForCancel`.
   */
  private registerForCancel(): () => void {
    const forgetStop = onCancelStop(async () => {
      this.cancelled = true;
      await Promise.allSettled([...this.folders.values()]);
    });
    const forgetClean = onCancelClean(() => this.removeForCancel());
    return () => {
      forgetStop();
      forgetClean();
    };
  }

  /**
   * discard for a cancelled run, synchronous so that nothing of this run writes between it and
   * the end of the process: the temporaries not renamed, the staging folders not renamed into
   * place (with what they hold), and the folders this write created, those left empty.
   */
  private removeForCancel(): void {
    for (const temporary of this.temporaries.values()) rmSync(temporary, { force: true });
    this.temporaries.clear();
    // A staging folder renamed into place is gone from here; one that was not holds only temporaries.
    for (const staging of this.staged.values()) rmSync(staging, { recursive: true, force: true });
    for (const folder of this.createdDeepestFirst()) {
      try {
        rmdirSync(folder);
      } catch {
        // Not empty (it holds files renamed into place, or someone else's) or already gone.
      }
    }
  }

  private throwIfCancelled(paths: readonly string[]): void {
    if (this.cancelled)
      throw new WriteError('write-failed', 'The run was cancelled; nothing more is written.', { paths });
  }

  private ensureFolder(folder: string): Promise<boolean> {
    if (folder === this.root) return Promise.resolve(false);
    let done = this.folders.get(folder);
    if (done === undefined) {
      done = this.ensureFolder(dirname(folder)).then(async () => {
        const created = await createFolder(folder);
        if (created) this.createdFolders.push(folder);
        return created;
      });
      this.folders.set(folder, done);
    }
    return done;
  }
}

/**
 * Phase 2 of the safe unzip for staged files: copies them into the repository through a
 * RepositoryWrite. Files with identical bytes are not touched; nothing is ever deleted. A copy
 * that fails (a full disk) fails before any target file has changed.
 */
export async function writeStagedFiles(options: {
  repoRoot: string;
  files: readonly StagedFile[];
}): Promise<WriteResult> {
  const write = await RepositoryWrite.prepare(
    options.repoRoot,
    options.files.map((file) => file.repoPath),
  );
  const limit = pLimit(FILE_SYSTEM_CONCURRENCY);
  const unchanged: string[] = [];
  try {
    const same = await Promise.all(
      options.files.map((file) =>
        limit(async () => {
          const { existing } = write.slot(file.repoPath);
          return (
            existing !== undefined &&
            existing.size === file.size &&
            (await sha1OfFile(write.absolute(file.repoPath))) === file.sha1
          );
        }),
      ),
    );
    // Copy everything first: a full disk fails here, before any target file has changed.
    await settleAll(
      options.files.map((file, index) =>
        limit(async () => {
          if (same[index] === true) {
            unchanged.push(file.repoPath);
            return;
          }
          const temporary = await write.temporaryFor(file.repoPath);
          await copyFile(file.stagedPath, temporary, constants.COPYFILE_EXCL);
          await write.keepMode(file.repoPath, temporary);
        }),
      ),
    );
    const written = await write.commit();
    return { written, unchanged: unchanged.sort() };
  } catch (error) {
    await write.discard();
    throw asWriteError(
      error,
      options.files.map((file) => file.repoPath),
    );
  }
}

/**
 * Promise.all that waits for every promise before throwing the first failure (in order): cleaning
 * up while other writes still run would leave their temporaries behind.
 */
export async function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** A WriteError as it is; any other failure of a write (a full disk, permissions) as write-failed. */
export function asWriteError(error: unknown, repoPaths: readonly string[]): WriteError {
  if (error instanceof WriteError) return error;
  return new WriteError(
    'write-failed',
    `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`,
    { paths: [...repoPaths].sort(), cause: error },
  );
}

/** Repository paths come from the service's file list: they get the same checks as entry names. */
function checkRepoPaths(repoPaths: readonly string[]): void {
  const unsafe = repoPaths.filter(
    (repoPath) =>
      checkEntryName(repoPath) !== undefined ||
      repoPath.endsWith('/') ||
      repoPath.split('/').some((part) => part.toLowerCase() === '.git'),
  );
  if (unsafe.length > 0)
    throw new WriteError('write-unsafe-path', describeProblem('write-unsafe-path', unsafe), {
      paths: unsafe,
    });
  const keys = new Map<string, string>();
  const conflicts = new Set<string>();
  for (const repoPath of repoPaths) {
    const key = collisionKey(repoPath);
    const other = keys.get(key);
    if (other !== undefined) conflicts.add(other).add(repoPath);
    keys.set(key, repoPath);
  }
  // A path that is also the folder of another path cannot be both a file and a folder.
  for (const repoPath of repoPaths) {
    const parts = collisionKey(repoPath).split('/');
    for (let length = 1; length < parts.length; length++) {
      const folder = keys.get(parts.slice(0, length).join('/'));
      if (folder !== undefined) conflicts.add(folder).add(repoPath);
    }
  }
  if (conflicts.size > 0) {
    throw new WriteError('write-path-conflict', describeProblem('write-path-conflict', [...conflicts]), {
      paths: [...conflicts],
    });
  }
}

/**
 * The folders on the way to `repoPath`, from the root down: the problem with them, if any, and
 * the first one that does not exist (then none below it does either).
 */
function walkFolders(
  listings: FolderListings,
  repoPath: string,
): { problem: WriteErrorCode } | { missing: string | undefined } {
  const parts = repoPath.split('/');
  for (let length = 1; length < parts.length; length++) {
    const folder = parts.slice(0, length).join('/');
    const kind = listings.kindOf(folder);
    if (kind === 'missing') return { missing: folder };
    if (kind === 'symlink') return { problem: 'write-symlink' };
    if (kind !== 'folder') return { problem: 'write-not-a-file' };
  }
  return { missing: undefined };
}

/** The problem with the folders on the way to `repoPath`, if any. */
function inspectFolders(listings: FolderListings, repoPath: string): WriteErrorCode | undefined {
  const walked = walkFolders(listings, repoPath);
  return 'problem' in walked ? walked.problem : undefined;
}

/**
 * Checks a repository path from the root down, never following a link; lstat only for files that
 * exist. For a file whose folder is missing, names the first missing folder on its way.
 */
function inspectPath(
  listings: FolderListings,
  repoPath: string,
): { existing: Slot['existing']; newFolder: string | undefined } | { problem: WriteErrorCode } {
  const walked = walkFolders(listings, repoPath);
  if ('problem' in walked) return walked;
  if (walked.missing !== undefined) return { existing: undefined, newFolder: walked.missing };
  const kind = listings.kindOf(repoPath);
  if (kind === 'missing') return { existing: undefined, newFolder: undefined };
  if (kind === 'symlink') return { problem: 'write-symlink' };
  if (kind !== 'file') return { problem: 'write-not-a-file' };
  const stats = listings.stats(repoPath);
  if (stats === undefined) return { existing: undefined, newFolder: undefined };
  if (stats.isSymbolicLink()) return { problem: 'write-symlink' };
  if (!stats.isFile()) return { problem: 'write-not-a-file' };
  return { existing: { size: stats.size, mode: stats.mode & 0o7777 }, newFolder: undefined };
}

/** Creates one real folder; false when another file of this write already created it. */
async function createFolder(folder: string): Promise<boolean> {
  try {
    await mkdir(folder);
    return true;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const stats = await lstat(folder);
    if (stats.isDirectory()) return false;
    throw error;
  }
}

function describeProblem(code: WriteErrorCode, paths: readonly string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(', ');
  switch (code) {
    case 'write-symlink':
      return `A symbolic link sits on the path of ${list} in the repository; translations are never written through a link. Nothing was written. Replace the link with a real file or folder, or exclude the file from the sync.`;
    case 'write-not-a-file':
      return `Something other than a plain file or folder is in the way of ${list} in the repository. Nothing was written. Move it away, or exclude the file from the sync.`;
    case 'write-unsafe-path':
      return `The repository paths ${list} are unsafe (absolute, climbing out with "..", inside .git, or with control characters). Nothing was written. Fix the file names in the translation service.`;
    case 'write-path-conflict':
      return `The repository paths ${list} collide (same name up to letter case or Unicode composition, or a file where another needs a folder). Nothing was written. Rename one of them in the translation service.`;
    case 'write-failed':
      return `Could not write ${list}. Check free disk space and permissions, then rerun the workflow.`;
  }
}

function throwProblems(problems: ReadonlyMap<WriteErrorCode, string[]>): void {
  for (const code of ['write-symlink', 'write-not-a-file'] as const) {
    const paths = problems.get(code);
    if (paths !== undefined) throw new WriteError(code, describeProblem(code, paths), { paths });
  }
}
