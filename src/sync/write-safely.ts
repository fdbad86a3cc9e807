import { rmdirSync, rmSync } from 'node:fs';
import { chmod, constants, copyFile, realpath, rename, rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { onCancelClean, onCancelStop } from './cancellation.js';
import type { StagedFile } from '../archive/extract.js';
import { sha1OfFile } from './local-files.js';
import {
  asWriteError,
  checkRepoPaths,
  createFolder,
  inspectFolders,
  inspectPath,
  PathKinds,
  throwProblems,
  WriteError,
  type WriteErrorCode,
} from './repository-paths.js';
import type { Existing } from '../project/path-kind.js';

interface WriteResult {
  written: { repoPath: string; status: 'added' | 'changed' }[];
  unchanged: string[];
}

/** Files and folders handled at once: enough to keep the disk busy, few enough to bound open files. */
const FILE_SYSTEM_CONCURRENCY = 16;

interface Slot {
  readonly repoPath: string;
  /** What is at the target now: its size and permission bits, or undefined when nothing is. */
  readonly existing: Existing | undefined;
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
 * A file whose folder does not exist yet is written under its final name into a temporary folder
 * beside the first missing folder on its way (`.<folder>.<token>.tmp`), and `commit` renames that
 * folder into place in one step: a first pull of a locale writes its folder whole, with one
 * rename instead of one per file.
 */
export class RepositoryWrite {
  private readonly temporaries = new Map<string, string>();
  private readonly folders = new Map<string, Promise<boolean>>();
  private readonly createdFolders: string[] = [];
  /** Missing folders (repository paths) whose files are written into a temporary folder, by that folder's path. */
  private readonly newFolders = new Map<string, string>();
  /** New folders renamed into place by a `commit` not yet done: a run cancelled meanwhile takes them back. */
  private readonly renamedFolders: string[] = [];
  /** The folder rename on its way, which a cancellation waits for before it takes folders back. */
  private renaming: Promise<void> = Promise.resolve();
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
    const kinds = new PathKinds(root);
    const problems = new Map<WriteErrorCode, string[]>();
    const slots = new Map<string, Slot>();
    for (const repoPath of sorted) {
      const result = inspectPath(kinds, repoPath);
      if ('problem' in result)
        problems.set(result.problem, [...(problems.get(result.problem) ?? []), repoPath]);
      else slots.set(repoPath, { repoPath, existing: result.existing, newFolder: result.newFolder });
    }
    throwProblems(problems);
    return new RepositoryWrite(root, slots);
  }

  /** Where a repository path (a file or a folder) is on disk. */
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
   * file's own name in that folder's temporary), its folders created. The caller writes it with
   * flag 'wx' and calls `keepMode` when done; commit renames it, or its folder, into place.
   */
  async temporaryFor(repoPath: string): Promise<string> {
    this.throwIfCancelled([repoPath]);
    // From the first temporary on, a cancelled run removes them before it ends.
    this.forgetOnCancel ??= this.registerForCancel();
    const { newFolder } = this.slot(repoPath);
    let temporary: string;
    if (newFolder !== undefined) {
      let folderTemporary = this.newFolders.get(newFolder);
      if (folderTemporary === undefined) {
        const folder = this.absolute(newFolder);
        folderTemporary = join(dirname(folder), `.${basename(folder)}.${this.token}.tmp`);
        this.newFolders.set(newFolder, folderTemporary);
      }
      temporary = join(folderTemporary, ...repoPath.slice(newFolder.length + 1).split('/'));
    } else {
      this.counter += 1;
      const target = this.absolute(repoPath);
      temporary = join(dirname(target), `.${basename(target)}.${this.token}-${this.counter}.tmp`);
    }
    this.temporaries.set(repoPath, temporary);
    await this.ensureFolder(dirname(temporary));
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
   * Renames every temporary over its target, and every new folder's temporary into its place,
   * after checking every folder on the way again. A missing folder that appeared meanwhile as a
   * real folder gets the files one by one instead.
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
    const kinds = new PathKinds(this.root);
    const limit = pLimit(FILE_SYSTEM_CONCURRENCY);
    const problems = new Map<WriteErrorCode, string[]>();
    const note = (problem: WriteErrorCode, paths: readonly string[]) =>
      problems.set(problem, [...(problems.get(problem) ?? []), ...paths]);
    for (const repoPath of single) {
      const problem = inspectFolders(kinds, repoPath);
      if (problem !== undefined) note(problem, [repoPath]);
    }
    const whole = new Set<string>();
    for (const [folder, inFolder] of byFolder) {
      const kind = kinds.kindOf(folder);
      const problem =
        inspectFolders(kinds, folder) ??
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
    // The files were written synchronously: a cancellation that came meanwhile is still waiting
    // for the event loop's poll phase, where signals are read. A turn begun in a poll callback goes
    // to its check phase (setImmediate) first, so two turns let it land before the first rename,
    // and a cancelled run renames nothing.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    this.throwIfCancelled(repoPaths);
    for (const folder of whole) {
      this.throwIfCancelled(byFolder.get(folder) ?? []);
      const target = this.absolute(folder);
      this.renaming = rename(this.newFolders.get(folder) ?? '', target).then(() => {
        this.renamedFolders.push(target);
      });
      await this.renaming;
      for (const repoPath of byFolder.get(folder) ?? []) this.temporaries.delete(repoPath);
    }
    await settleAll(
      single.map((repoPath) =>
        limit(async () => {
          this.throwIfCancelled([repoPath]);
          const temporary = this.temporaries.get(repoPath);
          if (temporary === undefined) return;
          const target = this.absolute(repoPath);
          if (this.slot(repoPath).newFolder !== undefined) await this.ensureFolder(dirname(target));
          await rename(temporary, target);
          this.temporaries.delete(repoPath);
        }),
      ),
    );
    // Every rename done: the pull stands whole, and a cancellation from now on keeps it.
    this.renamedFolders.length = 0;
    return repoPaths.map((repoPath) => ({
      repoPath,
      status: this.slot(repoPath).existing === undefined ? 'added' : 'changed',
    }));
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
   * On cancellation, first no new name, and the folders being created or renamed finish (a `mkdir`
   * or `rename` still on its way would make a folder after the removal), then `removeForCancel`.
   */
  private registerForCancel(): () => void {
    const forgetStop = onCancelStop(async () => {
      this.cancelled = true;
      await Promise.allSettled([...this.folders.values(), this.renaming]);
    });
    const forgetClean = onCancelClean(() => this.removeForCancel());
    return () => {
      forgetStop();
      forgetClean();
    };
  }

  /**
   * discard for a cancelled run, synchronous so that nothing of this run writes between it and
   * the end of the process: the temporaries not renamed, the new folders' temporaries not renamed
   * into place (with what they hold), the new folders a commit cut short had renamed into place,
   * and the folders this write created, those left empty.
   */
  private removeForCancel(): void {
    for (const temporary of this.temporaries.values()) rmSync(temporary, { force: true });
    this.temporaries.clear();
    // A folder's temporary renamed into place is gone from here; one that was not holds only temporaries.
    for (const folderTemporary of this.newFolders.values())
      rmSync(folderTemporary, { recursive: true, force: true });
    // A cancellation that lands between two renames (the signal is read between them) would leave
    // a pull half in place: the folders already renamed did not exist before this run, so they go.
    for (const folder of this.renamedFolders) rmSync(folder, { recursive: true, force: true });
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
 * Writes staged files (apart from the repository) into it through a RepositoryWrite. Files with
 * identical bytes are not touched; nothing is ever deleted. A copy that fails (a full disk) fails
 * before any target file has changed.
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
    const same = options.files.map((file) => {
      const { existing } = write.slot(file.repoPath);
      return (
        existing !== undefined &&
        existing.size === file.size &&
        sha1OfFile(write.absolute(file.repoPath)) === file.sha1
      );
    });
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
