import { readdirSync } from 'node:fs';
import path from 'node:path';
import { collisionKey as fold } from './names.js';

/**
 * Names that differ only in letter case. A macOS runner (APFS) and a Windows runner (NTFS) fold
 * case: `zh-tw.json` and `zh-TW.json` are one file there, and writing one overwrites the other,
 * silently. So before a pull writes anything, each path it would write is compared with the
 * project's other files and with what the repository holds, folder by folder.
 */

/** One path the pull would write, and the other spelling it meets. */
interface CaseCollision {
  /** The path (or its folder) as the service names it. */
  readonly written: string;
  readonly other: string;
  /** Where `other` is: another file of the service's project, or the repository. */
  readonly where: 'service' | 'repository';
}

class CaseCollisionError extends Error {
  override readonly name = 'CaseCollisionError';
  readonly code = 'case-collision';
  /** Both spellings of each collision. */
  readonly files: readonly string[];

  constructor(readonly collisions: readonly CaseCollision[]) {
    const pairs = collisions.map(
      ({ written, other, where }) =>
        `${written} (from the service) and ${other} (${where === 'service' ? 'also from the service' : 'in the repository'})`,
    );
    super(
      `These paths differ only in letter case: ${pairs.join('; ')}. A case-insensitive file system ` +
        '(macOS, Windows) holds one file for both, so one would overwrite the other; nothing was written. ' +
        'Give both one spelling: rename the repository copy to the service name (git mv, through a ' +
        'temporary name on macOS and Windows), or rename the file or locale on the service, or ' +
        'leave one out with ignore-files.',
    );
    this.files = collisions.flatMap(({ written, other }) => [written, other]);
  }
}

/** `a/b/c.json` -> `a`, `a/b`, `a/b/c.json`. */
function prefixesOf(repoPath: string): string[] {
  const parts = repoPath.split('/');
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * Throws a CaseCollisionError (code `case-collision`) when a path the pull would download, or
 * one of its folders, differs only in case from a file the service lists or from what the
 * repository at `workspace` holds. Reads one folder listing per folder on the way.
 */
export function assertNoCaseCollisions(
  workspace: string,
  downloads: readonly { readonly path: string }[],
  projectFiles: readonly { readonly name: string }[],
): void {
  const written = downloads.map((download) => download.path);
  const listed = projectFiles.map((file) => file.name);
  const collisions = new Map<string, CaseCollision>();
  const add = (collision: CaseCollision) => {
    const key = [collision.written, collision.other].sort().join('\0');
    if (!collisions.has(key)) collisions.set(key, collision);
  };
  const spellings = new Map<string, Set<string>>();
  for (const name of listed)
    for (const prefix of prefixesOf(name)) {
      const key = fold(prefix);
      const known = spellings.get(key) ?? new Set<string>();
      spellings.set(key, known.add(prefix));
    }
  const folders = new Map<string, ReadonlySet<string> | undefined>();
  const entriesOf = (folder: string) => {
    if (!folders.has(folder)) folders.set(folder, readEntries(path.join(workspace, ...folder.split('/'))));
    return folders.get(folder);
  };
  for (const file of written) {
    for (const prefix of prefixesOf(file)) {
      const other = [...(spellings.get(fold(prefix)) ?? [])].find((spelling) => spelling !== prefix);
      if (other !== undefined) {
        add({ written: prefix, other, where: 'service' });
        break;
      }
    }
    let folder = '';
    for (const part of file.split('/')) {
      const entries = entriesOf(folder);
      if (entries === undefined) break;
      if (entries.has(part)) {
        folder = folder === '' ? part : `${folder}/${part}`;
        continue;
      }
      const onDisk = [...entries].find((entry) => fold(entry) === fold(part));
      const here = (name: string) => (folder === '' ? name : `${folder}/${name}`);
      if (onDisk !== undefined) add({ written: here(part), other: here(onDisk), where: 'repository' });
      break;
    }
  }
  if (collisions.size > 0) throw new CaseCollisionError([...collisions.values()]);
}

/** The names in a folder; undefined when it is not there (the pull creates it). */
function readEntries(absolute: string): Set<string> | undefined {
  try {
    return new Set(readdirSync(absolute));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
