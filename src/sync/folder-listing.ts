import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { collisionKey } from './extract-names.js';

/** What stands at a repository path, as lstat would say, without following a link at the end. */
export type PathKind = 'missing' | 'file' | 'folder' | 'symlink' | 'other';

/**
 * What stands at repository paths, learned from one `readdir` per folder instead of one `lstat`
 * per path, and without an exception for every missing file: pulling 9,000 files into an empty
 * checkout made 9,000 failing lstat calls (docs/benchmarks.md). A folder is listed once, however
 * many paths lie in it; a missing folder is not listed at all, and nothing below it exists.
 *
 * Where the listing cannot answer as lstat would, the path is lstat'ed after all: a name that
 * differs from a listed one only in case or Unicode composition (case-insensitive file systems
 * find it), and a path that goes through a symbolic link to a folder.
 */
export class FolderListings {
  private readonly listings = new Map<string, ReadonlyMap<string, Dirent> | undefined>();
  private readonly folderKinds = new Map<string, PathKind>();

  constructor(readonly root: string) {}

  /**
   * `repoPath` is posix and relative to the root; '' is the root itself. Synchronous, like the
   * rest of the pull's calls on small things (docs/decisions.md, Speed): a folder is read once,
   * and every later question about it is a lookup. Callers looping over thousands of paths give
   * the event loop a turn now and then (time-slice.ts).
   */
  kindOf(repoPath: string): PathKind {
    if (repoPath === '') return 'folder';
    const slash = repoPath.lastIndexOf('/');
    const parent = slash < 0 ? '' : repoPath.slice(0, slash);
    let parentKind = this.folderKinds.get(parent);
    if (parentKind === undefined) {
      parentKind = this.kindOf(parent);
      this.folderKinds.set(parent, parentKind);
    }
    return this.kindIn(parent, parentKind, repoPath, repoPath.slice(slash + 1));
  }

  private kindIn(parent: string, parentKind: PathKind, repoPath: string, name: string): PathKind {
    if (parentKind === 'missing' || parentKind === 'file' || parentKind === 'other') return 'missing';
    if (parentKind === 'symlink') return this.lstatKind(repoPath);
    const listing = this.listingOf(parent);
    if (listing === undefined) return this.lstatKind(repoPath);
    const entry = listing.get(name);
    if (entry !== undefined) return kindOfDirent(entry);
    return listing.has(foldedKey(name)) ? this.lstatKind(repoPath) : 'missing';
  }

  /** lstat of a path the listings say exists; undefined when it has gone since. */
  stats(repoPath: string): Stats | undefined {
    return lstatSyncOrUndefined(this.absolute(repoPath));
  }

  absolute(repoPath: string): string {
    return repoPath === '' ? this.root : join(this.root, ...repoPath.split('/'));
  }

  private listingOf(folder: string): ReadonlyMap<string, Dirent> | undefined {
    if (this.listings.has(folder)) return this.listings.get(folder);
    let listing: Map<string, Dirent> | undefined;
    try {
      listing = new Map<string, Dirent>();
      for (const entry of readdirSync(this.absolute(folder), { withFileTypes: true })) {
        listing.set(entry.name, entry);
        // Folded names are marked with a leading NUL, which no real name holds.
        listing.set(foldedKey(entry.name), entry);
      }
    } catch {
      // The folder vanished or changed since its parent was listed: ask lstat instead.
      listing = undefined;
    }
    this.listings.set(folder, listing);
    return listing;
  }

  private lstatKind(repoPath: string): PathKind {
    const stats = lstatSyncOrUndefined(this.absolute(repoPath));
    if (stats === undefined) return 'missing';
    if (stats.isSymbolicLink()) return 'symlink';
    if (stats.isDirectory()) return 'folder';
    return stats.isFile() ? 'file' : 'other';
  }
}

function foldedKey(name: string): string {
  return `\u0000${collisionKey(name)}`;
}

function kindOfDirent(entry: Dirent): PathKind {
  if (entry.isSymbolicLink()) return 'symlink';
  if (entry.isDirectory()) return 'folder';
  return entry.isFile() ? 'file' : 'other';
}

function lstatSyncOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

export async function lstatOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
