import { lstatSync, type Stats } from 'node:fs';

/**
 * What stands at a path, asked once one way for every walk that must not pass through a symbolic
 * link: the project's folder (folder.ts) and each target a pull writes (src/sync).
 */

/** What stands at a repository path, as lstat says, without following a link at the end. */
export type PathKind = 'missing' | 'file' | 'folder' | 'symlink' | 'other';

/** What a target path holds now: its size and permission bits, or undefined when nothing does. */
export interface Existing {
  readonly size: number;
  readonly mode: number;
}

export function lstatKind(path: string): { kind: PathKind; existing?: Existing } {
  let stats: Stats | undefined;
  try {
    stats = lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    // A file where a folder of the path should be: nothing is at the path.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return { kind: 'missing' };
    throw error;
  }
  if (stats === undefined) return { kind: 'missing' };
  if (stats.isSymbolicLink()) return { kind: 'symlink' };
  if (stats.isDirectory()) return { kind: 'folder' };
  if (!stats.isFile()) return { kind: 'other' };
  return { kind: 'file', existing: { size: stats.size, mode: stats.mode & 0o7777 } };
}
