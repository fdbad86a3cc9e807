import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';
import { ArchiveError, describeEntryName } from './extract-errors.js';

/** The bytes the entries of one archive may still inflate to, together. */
export interface InflateBudget {
  remainingTotalBytes: number;
}

const DEFLATED = 8;

/**
 * Counts, checksums and hashes an entry's bytes as they stream to disk, and stops the stream the
 * moment it passes the declared size or the budget, so a lying header cannot fill the disk.
 * yauzl never checks the CRC-32 of file data (its README says so), and its own size check is off
 * (extract-open.ts) so that this one names the entry.
 */
class EntryGuard extends Transform {
  size = 0;
  private crc = 0;
  private readonly sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');

  constructor(
    private readonly name: string,
    private readonly entry: Entry,
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
          `inflates to more than the expected ${this.entry.uncompressedSize} bytes it declares`,
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
 * Inflates one checked entry into a new file at `path` (flag 'wx': the name is fresh, and an
 * existing file there means something else is writing), through the guard; returns its size and
 * SHA-1. `dataStart` is where its data begins (findDataStarts).
 */
export async function inflateEntry(options: {
  zipfile: ZipFile;
  name: string;
  entry: Entry;
  dataStart: number;
  path: string;
  budget: InflateBudget;
}): Promise<{ size: number; sha1: string }> {
  const { zipfile, name, entry, dataStart, path, budget } = options;
  const guard = new EntryGuard(name, entry, budget);
  try {
    // The callback form: yauzl 3.4's promise form of this call calls openReadStream instead.
    const data = await new Promise<Readable>((resolve, reject) =>
      zipfile.openReadStreamLowLevel(
        dataStart,
        entry.compressedSize,
        0,
        entry.compressedSize,
        entry.compressionMethod === DEFLATED,
        entry.uncompressedSize,
        (error, stream) => (error === null ? resolve(stream) : reject(error)),
      ),
    );
    await pipeline(data, guard, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    // A disk error (ENOSPC, EACCES) is ours, not the archive's: let it through as it is.
    if (error instanceof ArchiveError || isSystemError(error)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(
      'archive-corrupt',
      `The Zip File entry ${describeEntryName(name)} cannot be inflated (${detail}).`,
      { entries: [name], cause: error },
    );
  }
  return { size: guard.size, sha1: guard.digest() };
}

function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}
