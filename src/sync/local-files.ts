import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { claimEntry, claimSlots, MAIN_THREAD } from './claims.js';
import type { HashThread } from './hash-thread.js';
import { FolderListings } from './folder-listing.js';
import { timeSlices } from './time-slice.js';

/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */

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
  const hash = process.getBuiltinModule('node:crypto').createHash('sha1');
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

/** Bytes read at once while hashing: one buffer for every file, so memory does not grow with them. */
const HASH_CHUNK_BYTES = 256 * 1024;
/** The event loop gets a turn at least this often while files are hashed (a timer, a signal). */
const HASH_SLICE_MS = 20;

/**
 * A file's blob as git would store it from these bytes (`git hash-object`): the object id, SHA-1
 * of "blob <size>\0" then the bytes, and whether the owner may execute it (git's 100755).
 */
export interface GitBlob {
  readonly id: string;
  readonly executable: boolean;
}

/**
 * SHA-1 of a regular file read with synchronous calls into `buffer`, chunk by chunk. For the small
 * files of a translation project one open, one read and one close on the main thread cost
 * a fraction of the four thread-pool round trips of fs/promises (open, fstat, read, close): 9,000
 * files took 0.8 s that way and take about a fifth of it this way (docs/benchmarks.md). With
 * `blobs`, the same read also gives the file's git blob (one fstat more, for the size and mode).
 */
function sha1OfFileSync(
  absolutePath: string,
  buffer: Buffer,
  blobs?: { readonly file: string; readonly into: Map<string, GitBlob> },
): string {
  const { createHash } = process.getBuiltinModule('node:crypto');
  const hash = createHash('sha1');
  const fd = openSync(absolutePath, 'r');
  try {
    const stats = blobs === undefined ? undefined : fstatSync(fd);
    const blob = stats === undefined ? undefined : createHash('sha1').update(`blob ${stats.size}\0`);
    let size = 0;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      const bytes = buffer.subarray(0, read);
      hash.update(bytes);
      blob?.update(bytes);
      size += read;
      // A read of a regular file comes back short only at its end: no second read to learn it.
      if (read < buffer.length) break;
    }
    // A file that changed size while it was read has no blob: whoever relies on one checks again.
    if (blobs !== undefined && blob !== undefined && stats?.size === size) {
      blobs.into.set(blobs.file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * SHA-1 of each repository path that is a regular file; undefined for the others. What exists is
 * learned from one listing per folder (folder-listing.ts), so a pull into an empty checkout costs
 * no failing lstat per file; only regular files are opened, one after another with synchronous
 * reads (sha1OfFileSync), giving the event loop a turn every HASH_SLICE_MS. With `blobs`, the git
 * blob of each regular file is added to it from the same read; `listings`, the folders as a screen
 * just before read them (the pull's), saves reading them again. With `thread`, that thread hashes
 * the files from the back while this one hashes them from the front (hash-thread.ts).
 */
export async function localSha1Map(
  workspace: string,
  paths: Iterable<string>,
  options: {
    blobs?: Map<string, GitBlob> | undefined;
    listings?: FolderListings;
    thread?: HashThread | undefined;
  } = {},
): Promise<Map<string, string | undefined>> {
  const { blobs, listings = new FolderListings(workspace), thread } = options;
  const hashes = new Map<string, string | undefined>();
  // In the order asked, whichever thread hashes a file.
  const files: string[] = [];
  for (const file of paths) {
    if (hashes.has(file)) continue;
    hashes.set(file, undefined);
    if (listings.kindOf(file) === 'file') files.push(file);
  }
  const claims = claimSlots(files.length);
  const shared = thread?.hash(
    { root: workspace, paths: files, claims, blobs: blobs !== undefined },
    (results) => {
      for (const { index, sha1, blob } of results) {
        const file = files[index] ?? '';
        hashes.set(file, sha1);
        if (blob !== undefined) blobs?.set(file, blob);
      }
    },
  );
  shared?.catch(() => undefined); // Awaited below, once this thread is done.
  const buffer = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
  const slice = timeSlices(HASH_SLICE_MS);
  try {
    for (const [slot, file] of files.entries()) {
      await slice();
      if (!claimEntry(claims, slot, MAIN_THREAD)) break;
      hashes.set(
        file,
        sha1OfFileSync(
          path.join(workspace, file),
          buffer,
          blobs === undefined ? undefined : { file, into: blobs },
        ),
      );
    }
  } catch (error) {
    // The other thread stops after the file it is on.
    for (let slot = 0; slot < files.length; slot++) claimEntry(claims, slot, MAIN_THREAD);
    await shared?.catch(() => undefined);
    throw error;
  }
  await shared;
  return hashes;
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
