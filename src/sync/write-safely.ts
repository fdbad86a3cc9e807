import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, constants, copyFile, lstat, mkdir, realpath, rename, rmdir, unlink } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { StagedFile } from './extract.js';
import { checkEntryName, collisionKey } from './extract-names.js';

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

interface Inspected {
  file: StagedFile;
  target: string;
  status: 'added' | 'changed' | 'unchanged';
  /** Permission bits of the file being replaced, kept on the new one. */
  mode: number | undefined;
  /** Folders below the root that do not exist yet, outermost first. */
  missingFolders: string[];
}

/**
 * Phase 2 of the safe unzip: copies staged files into the repository. Every path is checked from
 * the repository root down before anything is written; a symlink anywhere on the way, a file where
 * a folder should be, or a folder where a file should be stops the whole write. Each file goes to a
 * temporary name in its own folder and is renamed over the target, so readers never see half a
 * file. Files with identical bytes are not touched; nothing is ever deleted.
 */
export async function writeStagedFiles(options: {
  repoRoot: string;
  files: readonly StagedFile[];
}): Promise<WriteResult> {
  // The root may itself sit behind a symlink (macOS /tmp); nothing below it may.
  const root = await realpath(options.repoRoot);
  const files = [...options.files].sort((a, b) =>
    a.repoPath < b.repoPath ? -1 : a.repoPath > b.repoPath ? 1 : 0,
  );
  checkRepoPaths(files.map((file) => file.repoPath));
  const inspected: Inspected[] = [];
  const problems = new Map<WriteErrorCode, string[]>();
  for (const file of files) {
    const result = await inspect(root, file);
    if ('problem' in result)
      problems.set(result.problem, [...(problems.get(result.problem) ?? []), file.repoPath]);
    else inspected.push(result);
  }
  throwProblems(problems);

  const toWrite = inspected.filter((item) => item.status !== 'unchanged');
  const temporaries = new Map<Inspected, string>();
  const createdFolders: string[] = [];
  try {
    // Copy everything first: a full disk fails here, before any target file has changed.
    for (const item of toWrite) {
      for (const folder of item.missingFolders) {
        if (await createFolder(folder)) createdFolders.push(folder);
      }
      const temporary = join(
        dirname(item.target),
        `.${basename(item.target)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await copyFile(item.file.stagedPath, temporary, constants.COPYFILE_EXCL);
      temporaries.set(item, temporary);
      if (item.mode !== undefined) await chmod(temporary, item.mode);
    }
    for (const item of toWrite) {
      // Checked again just before the rename, in case the tree changed under us since the check.
      const again = await walk(root, item.file.repoPath);
      if ('problem' in again)
        throw new WriteError(again.problem, describeProblem(again.problem, [item.file.repoPath]), {
          paths: [item.file.repoPath],
        });
      const temporary = temporaries.get(item);
      if (temporary === undefined) continue;
      await rename(temporary, item.target);
      temporaries.delete(item);
    }
  } catch (error) {
    await Promise.allSettled([...temporaries.values()].map((temporary) => unlink(temporary)));
    for (const folder of createdFolders.reverse()) await rmdir(folder).catch(() => undefined);
    if (error instanceof WriteError) throw error;
    const paths = toWrite.map((item) => item.file.repoPath);
    throw new WriteError(
      'write-failed',
      `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`,
      { paths, cause: error },
    );
  }
  return {
    written: toWrite.map((item) => ({
      repoPath: item.file.repoPath,
      status: item.status === 'added' ? 'added' : 'changed',
    })),
    unchanged: inspected.filter((item) => item.status === 'unchanged').map((item) => item.file.repoPath),
  };
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

async function lstatOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

interface Walked {
  target: string;
  /** What is at the target now, or undefined when nothing is. */
  stats: Stats | undefined;
  missingFolders: string[];
}

/** Walks a repository path from the root with lstat, never following a link. */
async function walk(root: string, repoPath: string): Promise<Walked | { problem: WriteErrorCode }> {
  const parts = repoPath.split('/');
  const missingFolders: string[] = [];
  let folder = root;
  for (const part of parts.slice(0, -1)) {
    folder = join(folder, part);
    const stats = missingFolders.length > 0 ? undefined : await lstatOrUndefined(folder);
    if (stats === undefined) missingFolders.push(folder);
    else if (stats.isSymbolicLink()) return { problem: 'write-symlink' };
    else if (!stats.isDirectory()) return { problem: 'write-not-a-file' };
  }
  const target = join(folder, parts[parts.length - 1] ?? '');
  const stats = missingFolders.length > 0 ? undefined : await lstatOrUndefined(target);
  if (stats?.isSymbolicLink()) return { problem: 'write-symlink' };
  if (stats !== undefined && !stats.isFile()) return { problem: 'write-not-a-file' };
  return { target, stats, missingFolders };
}

/** Where a staged file goes, and whether its bytes differ from what is there. */
async function inspect(root: string, file: StagedFile): Promise<Inspected | { problem: WriteErrorCode }> {
  const walked = await walk(root, file.repoPath);
  if ('problem' in walked) return walked;
  const { target, stats, missingFolders } = walked;
  if (stats === undefined) return { file, target, status: 'added', mode: undefined, missingFolders };
  const same = stats.size === file.size && (await sha1Of(target)) === file.sha1;
  return { file, target, status: same ? 'unchanged' : 'changed', mode: stats.mode & 0o7777, missingFolders };
}

async function sha1Of(path: string): Promise<string> {
  const hash = createHash('sha1');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
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
