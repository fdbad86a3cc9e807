import { createHash } from 'node:crypto';
import { closeSync, lstatSync, readSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import { PathKinds } from './repository-paths.js';
import { asGitStores, type WorktreeBlobIds } from '../project/line-ends.js';
import { openRegularFile } from '../project/safe-read.js';
import { workCount } from '../project/work-count.js';

/** SHA-1 of the repository's files, and their git blobs, read in chunks, never whole. */

/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
export function sha1OfFile(absolutePath: string): string | undefined {
  const stats = lstatIfPresent(absolutePath);
  if (stats?.isFile() !== true) return undefined;
  const hash = createHash('sha1');
  readInto(absolutePath, [hash]);
  return hash.digest('hex');
}

/**
 * A file's blob as git would store it from these bytes (`git hash-object`): the object id, SHA-1
 * of "blob <size>\0" then the bytes, and whether the owner may execute it (git's 100755).
 */
export interface GitBlob {
  readonly id: string;
  readonly executable: boolean;
}

/**
 * SHA-1 of each repository path that is a regular file; undefined for the others (missing, a
 * folder, a symbolic link). With `blobs`, the git blob of each regular file is added to it from
 * the same read. `kinds` is the lstat of the paths the caller has already made (the pull's
 * target screen has lstat'd every target): one lstat per file instead of two.
 */
export function localSha1Map(
  workspace: string,
  paths: Iterable<string>,
  options: {
    blobs?: Map<string, GitBlob> | undefined;
    kinds?: PathKinds | undefined;
    carriageReturns?: string[] | undefined;
  } = {},
): Map<string, string | undefined> {
  const { blobs, carriageReturns } = options;
  const kinds = options.kinds ?? new PathKinds(workspace);
  const hashes = new Map<string, string | undefined>();
  for (const file of paths) {
    if (hashes.has(file)) continue;
    const stats = kinds.look(file).existing;
    if (stats === undefined) {
      hashes.set(file, undefined);
      continue;
    }
    const absolutePath = path.join(workspace, ...file.split('/'));
    const hash = createHash('sha1');
    // Fed beside the hashes, so the file is read once; line-ends.ts looks at the files with a CR.
    const cr = { found: false, update: (bytes: Buffer) => (cr.found ||= bytes.includes(0x0d)) };
    const sniffer = carriageReturns === undefined ? [] : [cr];
    if (blobs === undefined) readInto(absolutePath, [hash, ...sniffer]);
    else {
      const blob = createHash('sha1').update(`blob ${stats.size}\0`);
      // A file that changed size while it was read has no blob: whoever relies on one checks again.
      if (readInto(absolutePath, [hash, blob, ...sniffer]) === stats.size)
        blobs.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
    }
    if (cr.found) carriageReturns?.push(file);
    hashes.set(file, hash.digest('hex'));
  }
  return hashes;
}

/**
 * localSha1Map as git stores the files (line-ends.ts): a CRLF checkout's files hash as their LF
 * blobs do. `converted` names the files the checkout holds with CRLF.
 */
export async function storedSha1Map(
  workspace: string,
  paths: Iterable<string>,
  options: Parameters<typeof localSha1Map>[2] & {
    blobIds?: WorktreeBlobIds | undefined;
    logger?: Logger;
  } = {},
) {
  const carriageReturns: string[] = [];
  const sha1 = localSha1Map(workspace, paths, { ...options, carriageReturns });
  const converted = await asGitStores(workspace, carriageReturns, { sha1, blobs: options.blobs }, options);
  return { sha1, converted };
}

/** One buffer for every read: files are hashed one at a time. */
const chunk = Buffer.allocUnsafe(64 * 1024);

/**
 * Feeds a file's bytes to the hashes through `chunk`, with synchronous calls; returns how many
 * bytes it read. A translation file is a few KiB, already in the page cache after a checkout:
 * for thousands of them, a trip through libuv's thread pool per call, or a new buffer per file
 * for the garbage collector, costs more than the read itself. Big files take as little memory.
 */
function readInto(absolutePath: string, hashes: readonly { update(bytes: Buffer): unknown }[]): number {
  const fd = openRegularFile(absolutePath, absolutePath);
  let size = 0;
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      const bytes = chunk.subarray(0, read);
      for (const hash of hashes) hash.update(bytes);
      size += read;
    }
  } finally {
    closeSync(fd);
  }
  workCount.countHashed(size);
  return size;
}

function lstatIfPresent(absolutePath: string): Stats | undefined {
  try {
    return lstatSync(absolutePath, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}
