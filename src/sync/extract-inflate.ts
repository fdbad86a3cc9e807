import { createWriteStream, writeFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import { ArchiveError, describeEntryName } from './extract-errors.js';
import type { EntryRecord } from './extract-open.js';
import type { BlockReader } from './extract-reader.js';
import { countInflatedFile } from './full-collection.js';

/** The bytes an inflated entry may still take: its own declared size and what is left of the total. */
export interface InflateBudget {
  remainingTotalBytes: number;
}

/**
 * Counts, checksums and hashes an entry's bytes as they stream to disk, and stops the stream the
 * moment it passes the declared size or the budget, so a lying header cannot fill the disk.
 * yauzl checks the sizes too, but it never checks the CRC-32 of file data (its README says so).
 */
class EntryGuard extends Transform {
  size = 0;
  private crc = 0;
  private readonly sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');

  constructor(
    private readonly name: string,
    private readonly entry: EntryHeader,
    private readonly budget: InflateBudget,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.entry.uncompressedSize) {
      done(
        this.problem(
          'archive-corrupt',
          `inflates to more than the ${this.entry.uncompressedSize} bytes it declares`,
        ),
      );
      return;
    }
    if (this.size > this.budget.remainingTotalBytes) {
      done(this.problem('archive-too-large', 'goes past the limit on the total size of the extracted files'));
      return;
    }
    this.crc = crc32(chunk, this.crc);
    this.sha1.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size !== this.entry.uncompressedSize) {
      done(
        this.problem(
          'archive-corrupt',
          `inflates to ${this.size} bytes, not the ${this.entry.uncompressedSize} it declares`,
        ),
      );
    } else if (this.crc >>> 0 !== this.entry.crc32 >>> 0) {
      done(this.problem('archive-corrupt', 'fails its CRC-32 check'));
    } else {
      this.budget.remainingTotalBytes -= this.size;
      done();
    }
  }

  digest(): string {
    return this.sha1.digest('hex');
  }

  private problem(code: 'archive-corrupt' | 'archive-too-large', what: string): ArchiveError {
    return new ArchiveError(code, `The Zip File entry ${describeEntryName(this.name)} ${what}.`, {
      entries: [this.name],
    });
  }
}

/**
 * Entries up to this size, compressed and inflated, are read with one call and inflated in one go
 * into a single write: a zlib stream and a file stream per entry cost about 0.4-0.8 ms each, which
 * dominated a pull of 9,000 small files (docs/benchmarks.md). Bigger entries stream.
 */
export const IN_MEMORY_MAX_BYTES = 4 * 1024 * 1024;

export function fitsInMemory(entry: EntryHeader): boolean {
  return entry.compressedSize <= IN_MEMORY_MAX_BYTES && entry.uncompressedSize <= IN_MEMORY_MAX_BYTES;
}

const STORED = 0;

function entryProblem(
  name: string,
  code: 'archive-corrupt' | 'archive-too-large' | 'archive-truncated',
  what: string,
  cause?: unknown,
): ArchiveError {
  return new ArchiveError(code, `The Zip File entry ${describeEntryName(name)} ${what}.`, {
    entries: [name],
    ...(cause === undefined ? {} : { cause }),
  });
}

/** What inflateInMemory needs of an entry: the central directory's word on it. */
export type EntryHeader = Pick<
  EntryRecord,
  'compressionMethod' | 'compressedSize' | 'uncompressedSize' | 'crc32'
>;

/**
 * The bytes of one small entry from its compressed bytes, checked against its declared size and
 * CRC-32; throws ArchiveError otherwise. Synchronous, for the pull's main thread and its inflate
 * thread alike (inflate-thread.ts).
 */
export function inflateInMemory(name: string, entry: EntryHeader, compressed: Buffer): Buffer {
  const pastDeclared = () =>
    entryProblem(
      name,
      'archive-corrupt',
      `inflates past its declared size (expected ${entry.uncompressedSize} bytes)`,
    );
  if (compressed.length < entry.compressedSize)
    throw entryProblem(name, 'archive-truncated', 'is cut short: the download is incomplete');
  let bytes: Buffer;
  if (entry.compressionMethod === STORED) bytes = compressed;
  else {
    try {
      // One byte over the declared size is enough to know the header lies; zlib stops there. The
      // output buffer is that size too, not zlib's 16 KiB: every entry's buffer is garbage once
      // written, and a 9,000-file pull left up to 75 MiB of them for V8's next full collection
      // (45 MiB now; docs/benchmarks.md, eighth round).
      const outputBytes = entry.uncompressedSize + 1;
      bytes = inflateRawSync(compressed, {
        maxOutputLength: outputBytes,
        // At most IN_MEMORY_MAX_BYTES + 1: only entries that fit in memory come here.
        chunkSize: Math.max(outputBytes, zlibConstants.Z_MIN_CHUNK),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw pastDeclared();
      const detail = error instanceof Error ? error.message : String(error);
      throw entryProblem(name, 'archive-corrupt', `cannot be inflated (${detail})`, error);
    }
  }
  if (bytes.length > entry.uncompressedSize) throw pastDeclared();
  if (bytes.length !== entry.uncompressedSize)
    throw entryProblem(
      name,
      'archive-corrupt',
      `inflates to ${bytes.length} bytes, not the ${entry.uncompressedSize} it declares`,
    );
  if (crc32(bytes) >>> 0 !== entry.crc32 >>> 0)
    throw entryProblem(name, 'archive-corrupt', 'fails its CRC-32 check');
  // Every entry inflated in memory counts, on whichever thread (full-collection.ts).
  countInflatedFile(bytes.length);
  return bytes;
}

/**
 * Inflates one small validated entry in memory, with the same checks as the stream (declared size,
 * budget, CRC-32) and the SHA-1, reading its compressed bytes from `dataStart` (rejectOverlaps).
 * `destination` is asked for a path only when `keep` says the bytes are wanted; they are then
 * written in one call to a new file.
 */
export async function inflateSmallEntry(options: {
  reader: BlockReader;
  name: string;
  entry: EntryHeader;
  dataStart: number;
  budget: InflateBudget;
  /** Whether the bytes are wanted; `sha1()` hashes them, only when asked (a new file needs no hash). */
  keep: (sha1: () => string) => boolean;
  /** Sees the bytes of a kept entry before they are written (the pull's key comparison). */
  inspect?: (bytes: Buffer) => void;
  destination: () => Promise<string>;
  /** Writes the new file; by default with one synchronous call on this thread. */
  write?: ((path: string, bytes: Buffer) => Promise<void>) | undefined;
}): Promise<{ size: number; sha1: string | undefined; path: string | undefined }> {
  const { reader, name, entry, dataStart, budget } = options;
  const compressed = await reader.readAt(dataStart, entry.compressedSize);
  const bytes = inflateInMemory(name, entry, compressed);
  if (bytes.length > budget.remainingTotalBytes)
    throw entryProblem(
      name,
      'archive-too-large',
      'goes past the limit on the total size of the extracted files',
    );
  budget.remainingTotalBytes -= bytes.length;
  let digest: string | undefined;
  const sha1 = () =>
    (digest ??= process.getBuiltinModule('node:crypto').createHash('sha1').update(bytes).digest('hex'));
  if (!options.keep(sha1)) return { size: bytes.length, sha1: digest, path: undefined };
  options.inspect?.(bytes);
  const path = await options.destination();
  // 'wx': the name is fresh; an existing file there means something else is writing. One
  // synchronous call: a few KiB to the page cache cost less than the thread pool's round trips
  // (open, write, close) would (docs/benchmarks.md). Many files go to a writer thread instead.
  if (options.write === undefined) writeFileSync(path, bytes, { flag: 'wx' });
  else await options.write(path, bytes);
  return { size: bytes.length, sha1: digest, path };
}

/**
 * Inflates one validated entry into a new file at stagedPath, streaming its compressed bytes from
 * `dataStart` (rejectOverlaps); returns its size and SHA-1.
 */
export async function inflateEntry(options: {
  reader: BlockReader;
  name: string;
  entry: EntryHeader;
  dataStart: number;
  stagedPath: string;
  budget: InflateBudget;
}): Promise<{ size: number; sha1: string }> {
  const { reader, name, entry, dataStart, stagedPath, budget } = options;
  const guard = new EntryGuard(name, entry, budget);
  try {
    const compressed = reader.stream(dataStart, dataStart + entry.compressedSize);
    // 'wx': the staged name is fresh; an existing file there means something else is writing.
    const file = createWriteStream(stagedPath, { flags: 'wx' });
    if (entry.compressionMethod === STORED) await pipeline(compressed, guard, file);
    else await pipeline(compressed, createInflateRaw(), guard, file);
  } catch (error) {
    // A disk error (ENOSPC, EACCES) is ours, not the archive's: let it through as it is.
    if (error instanceof ArchiveError || isSystemError(error)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(
      'archive-corrupt',
      `The Zip File entry ${describeEntryName(name)} cannot be inflated (${detail}).`,
      {
        entries: [name],
        cause: error,
      },
    );
  }
  return { size: guard.size, sha1: guard.digest() };
}

function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}
