import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';

/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */

/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
export async function sha1OfFile(absolutePath: string): Promise<string | undefined> {
  const stats = await lstatIfPresent(absolutePath);
  if (stats?.isFile() !== true) return undefined;
  const hash = createHash('sha1');
  for await (const chunk of readChunks(absolutePath, stats.size)) hash.update(chunk);
  return hash.digest('hex');
}

/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;

/** Files hashed at once: enough to keep the disk busy, few enough to bound open files. */
const HASH_CONCURRENCY = 16;

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
  const files = [...new Set(paths)];
  const limit = pLimit(HASH_CONCURRENCY);
  const hashes = await Promise.all(
    files.map((file) =>
      limit(async () => {
        const absolutePath = path.join(workspace, ...file.split('/'));
        const stats = await lstatIfPresent(absolutePath);
        if (stats?.isFile() !== true) return undefined;
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
        return hash.digest('hex');
      }),
    ),
  );
  return new Map(files.map((file, index) => [file, hashes[index]]));
}

/** A file's bytes: read whole when small, streamed when big, so that memory stays bounded. */
async function* readChunks(absolutePath: string, size: number): AsyncGenerator<Buffer> {
  if (size <= READ_WHOLE_MAX_BYTES) yield await readFile(absolutePath);
  else for await (const chunk of createReadStream(absolutePath)) yield chunk as Buffer;
}

async function lstatIfPresent(absolutePath: string): Promise<Stats | undefined> {
  try {
    return await lstat(absolutePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
