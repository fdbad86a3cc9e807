import { createHash } from 'node:crypto';
import { createReadStream, lstatSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */

/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
export async function sha1OfFile(absolutePath: string): Promise<string | undefined> {
  const stats = lstatIfPresent(absolutePath);
  if (stats?.isFile() !== true) return undefined;
  const hash = createHash('sha1');
  for await (const chunk of readChunks(absolutePath, stats.size)) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Files up to this size are read whole, with one synchronous call: a translation file is a few
 * KiB, already in the page cache after a checkout, and each of thousands of reads through libuv's
 * thread pool would cost several times the read itself. Bigger files stream, so memory stays bounded.
 */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;

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
 * the same read.
 */
export async function localSha1Map(
  workspace: string,
  paths: Iterable<string>,
  options: { blobs?: Map<string, GitBlob> | undefined } = {},
): Promise<Map<string, string | undefined>> {
  const { blobs } = options;
  const hashes = new Map<string, string | undefined>();
  for (const file of paths) {
    if (hashes.has(file)) continue;
    const absolutePath = path.join(workspace, ...file.split('/'));
    const stats = lstatIfPresent(absolutePath);
    if (stats?.isFile() !== true) {
      hashes.set(file, undefined);
      continue;
    }
    const hash = createHash('sha1');
    const blob = blobs === undefined ? undefined : createHash('sha1').update(`blob ${stats.size}\0`);
    let size = 0;
    for await (const chunk of readChunks(absolutePath, stats.size)) {
      hash.update(chunk);
      blob?.update(chunk);
      size += chunk.length;
    }
    // A file that changed size while it was read has no blob: whoever relies on one checks again.
    if (blob !== undefined && size === stats.size)
      blobs?.set(file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
    hashes.set(file, hash.digest('hex'));
  }
  return hashes;
}

/** A file's bytes: read whole when small, streamed when big, so that memory stays bounded. */
async function* readChunks(absolutePath: string, size: number): AsyncGenerator<Buffer> {
  if (size <= READ_WHOLE_MAX_BYTES) yield readFileSync(absolutePath);
  else for await (const chunk of createReadStream(absolutePath)) yield chunk as Buffer;
}

function lstatIfPresent(absolutePath: string): Stats | undefined {
  try {
    return lstatSync(absolutePath, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}
