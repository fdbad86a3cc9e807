import { createHash } from 'node:crypto';
import { lstat, open } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import picomatch from 'picomatch';
import { FolderListings } from './folder-listing.js';

/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */

/**
 * Files hashed at once. Enough to keep the disk busy; with no limit, thousands of open streams
 * (each with its own read buffer) made hashing 9,000 files four times slower (docs/benchmarks.md).
 */
const HASH_CONCURRENCY = 16;

/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
export async function sha1OfFile(absolutePath: string): Promise<string | undefined> {
  try {
    const stats = await lstat(absolutePath);
    if (!stats.isFile()) return undefined;
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    ) {
      return undefined;
    }
    throw error;
  }
  return sha1OfStream(absolutePath);
}

/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;

async function sha1OfStream(absolutePath: string): Promise<string> {
  const hash = createHash('sha1');
  const handle = await open(absolutePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size <= READ_WHOLE_MAX_BYTES) return hash.update(await handle.readFile()).digest('hex');
    for await (const chunk of handle.createReadStream({ autoClose: false })) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * SHA-1 of each repository path that is a regular file; undefined for the others. What exists is
 * learned from one listing per folder (folder-listing.ts), so a pull into an empty checkout costs
 * no failing lstat per file; only regular files are opened.
 */
export async function localSha1Map(
  workspace: string,
  paths: Iterable<string>,
): Promise<Map<string, string | undefined>> {
  const unique = [...new Set(paths)];
  const listings = new FolderListings(workspace);
  const limit = pLimit(HASH_CONCURRENCY);
  const hashes = await Promise.all(
    unique.map(async (file) =>
      (await listings.kindOf(file)) === 'file'
        ? limit(() => sha1OfStream(path.join(workspace, file)))
        : undefined,
    ),
  );
  return new Map(unique.map((file, index) => [file, hashes[index]]));
}

/** Repository paths (posix, relative) matching the `source-files` globs. */
export async function findSourceFiles(workspace: string, patterns: readonly string[]): Promise<string[]> {
  if (patterns.length === 0) return [];
  // Loaded here: a pull never searches for source files.
  const { glob } = await import('tinyglobby');
  const found = await glob([...patterns], {
    cwd: workspace,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    ignore: ['.git/**', '**/node_modules/**'],
  });
  return found.sort();
}

/**
 * One matcher for both kinds of ignore rule. The `ignore-files` input uses ordinary globs; the
 * `.wti` patterns are matched as the established client's File.fnmatch does, where a single `*`
 * also crosses `/` (picomatch's `bash` mode), so its users need not rewrite them.
 */
export function createIgnoreMatcher(
  inputGlobs: readonly string[],
  wtiGlobs: readonly string[],
): (file: string) => boolean {
  const matchers = [
    ...inputGlobs.map((pattern) => picomatch(pattern, { dot: true })),
    ...wtiGlobs.map((pattern) => picomatch(pattern, { dot: true, bash: true })),
  ];
  return (file) => matchers.some((matches) => matches(file));
}
