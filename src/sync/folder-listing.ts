import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
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
  private readonly listings = new Map<string, Promise<ReadonlyMap<string, Dirent> | undefined>>();
  private readonly folderKinds = new Map<string, Promise<PathKind>>();

  constructor(readonly root: string) {}

  /** `repoPath` is posix and relative to the root; '' is the root itself. */
  async kindOf(repoPath: string): Promise<PathKind> {
    if (repoPath === '') return 'folder';
    const slash = repoPath.lastIndexOf('/');
    const parent = slash < 0 ? '' : repoPath.slice(0, slash);
    let parentKind = this.folderKinds.get(parent);
    if (parentKind === undefined) {
      parentKind = this.kindOf(parent);
      this.folderKinds.set(parent, parentKind);
    }
    return this.kindIn(parent, await parentKind, repoPath, repoPath.slice(slash + 1));
  }

  private async kindIn(
    parent: string,
    parentKind: PathKind,
    repoPath: string,
    name: string,
  ): Promise<PathKind> {
    if (parentKind === 'missing' || parentKind === 'file' || parentKind === 'other') return 'missing';
    if (parentKind === 'symlink') return this.lstatKind(repoPath);
    const listing = await this.listingOf(parent);
    if (listing === undefined) return this.lstatKind(repoPath);
    const entry = listing.get(name);
    if (entry !== undefined) return kindOfDirent(entry);
    return listing.has(foldedKey(name)) ? this.lstatKind(repoPath) : 'missing';
  }

  /** lstat of a path the listings say exists; undefined when it has gone since. */
  async stats(repoPath: string): Promise<Stats | undefined> {
    return lstatOrUndefined(this.absolute(repoPath));
  }

  absolute(repoPath: string): string {
    return repoPath === '' ? this.root : join(this.root, ...repoPath.split('/'));
  }

  private listingOf(folder: string): Promise<ReadonlyMap<string, Dirent> | undefined> {
    let listing = this.listings.get(folder);
    if (listing === undefined) {
      listing = readdir(this.absolute(folder), { withFileTypes: true }).then(
        (entries) => {
          const byName = new Map<string, Dirent>();
          for (const entry of entries) {
            byName.set(entry.name, entry);
            // Folded names are marked with a leading NUL, which no real name holds.
            byName.set(foldedKey(entry.name), entry);
          }
          return byName;
        },
        // The folder vanished or changed since its parent was listed: ask lstat instead.
        () => undefined,
      );
      this.listings.set(folder, listing);
    }
    return listing;
  }

  private async lstatKind(repoPath: string): Promise<PathKind> {
    const stats = await lstatOrUndefined(this.absolute(repoPath));
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

export async function lstatOrUndefined(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
