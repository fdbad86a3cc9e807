import { lstat, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkEntryName, collisionKey } from '../project/names.js';
import { lstatKind, type Existing, type PathKind } from '../project/path-kind.js';

/**
 * The checks a write into the repository makes on its paths: names safe and distinct, and no
 * symbolic link, file or special file on the way to a target (write-safely.ts).
 */

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

/** A WriteError as it is; any other failure of a write (a full disk, permissions) as write-failed. */
export function asWriteError(error: unknown, repoPaths: readonly string[]): WriteError {
  if (error instanceof WriteError) return error;
  return new WriteError(
    'write-failed',
    `Could not write the downloaded translations into the repository (${String(error)}). Files already renamed into place stay; check free disk space and permissions, then rerun the workflow.`,
    { paths: [...repoPaths].sort(), cause: error },
  );
}

/**
 * lstat of repository paths, each asked once however many targets lie below it: the folders of
 * 9,000 files are a few dozen, and one check of a write asks each of them for every file. The
 * calls are synchronous: an lstat answered from the kernel's cache takes microseconds, and its
 * trip through libuv's thread pool several times that, for thousands of paths.
 */
export class PathKinds {
  private readonly known = new Map<string, { kind: PathKind; existing?: Existing }>();

  constructor(private readonly root: string) {}

  kindOf(repoPath: string): PathKind {
    return this.look(repoPath).kind;
  }

  look(repoPath: string): { kind: PathKind; existing?: Existing } {
    let result = this.known.get(repoPath);
    if (result === undefined) {
      result = lstatKind(join(this.root, ...repoPath.split('/')));
      this.known.set(repoPath, result);
    }
    return result;
  }
}

/**
 * The folders on the way to `repoPath`, from the root down: the problem with them, if any, and
 * the first one that does not exist (then none below it does either).
 */
function walkFolders(
  kinds: PathKinds,
  repoPath: string,
): { problem: WriteErrorCode } | { missing: string | undefined } {
  const parts = repoPath.split('/');
  for (let length = 1; length < parts.length; length++) {
    const folder = parts.slice(0, length).join('/');
    const kind = kinds.kindOf(folder);
    if (kind === 'missing') return { missing: folder };
    if (kind === 'symlink') return { problem: 'write-symlink' };
    if (kind !== 'folder') return { problem: 'write-not-a-file' };
  }
  return { missing: undefined };
}

/** The problem with the folders on the way to `repoPath`, if any. */
export function inspectFolders(kinds: PathKinds, repoPath: string): WriteErrorCode | undefined {
  const walked = walkFolders(kinds, repoPath);
  return 'problem' in walked ? walked.problem : undefined;
}

/**
 * Checks a repository path from the root down, never following a link. For a file whose folder
 * is missing, names the first missing folder on its way.
 */
export function inspectPath(
  kinds: PathKinds,
  repoPath: string,
): { existing: Existing | undefined; newFolder: string | undefined } | { problem: WriteErrorCode } {
  const walked = walkFolders(kinds, repoPath);
  if ('problem' in walked) return walked;
  if (walked.missing !== undefined) return { existing: undefined, newFolder: walked.missing };
  const { kind, existing } = kinds.look(repoPath);
  if (kind === 'missing') return { existing: undefined, newFolder: undefined };
  if (kind === 'symlink') return { problem: 'write-symlink' };
  if (kind !== 'file') return { problem: 'write-not-a-file' };
  return { existing, newFolder: undefined };
}

/** Creates one real folder; false when another file of this write already created it. */
export async function createFolder(folder: string): Promise<boolean> {
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

/** Repository paths come from the service's file list: they get the same checks as entry names. */
export function checkRepoPaths(repoPaths: readonly string[]): void {
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

/** Throws the first problem found, the most dangerous kind first. */
export function throwProblems(problems: ReadonlyMap<WriteErrorCode, string[]>): void {
  for (const code of ['write-symlink', 'write-not-a-file'] as const) {
    const paths = problems.get(code);
    if (paths !== undefined) throw new WriteError(code, describeProblem(code, paths), { paths });
  }
}
