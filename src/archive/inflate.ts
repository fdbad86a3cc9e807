import { createWriteStream, writeFileSync } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, inflateRawSync } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';
import { ArchiveError, describeEntryName } from './errors.js';

/** The bytes the entries of one archive may still inflate to, together. */
export interface InflateBudget {
  remainingTotalBytes: number;
}

const DEFLATED = 8;

/**
 * Entries up to this size, compressed and inflated, are inflated in one call and written in one
 * synchronous call: a zlib stream, a file stream or a trip through libuv's thread pool per entry
 * cost several times more than the work itself for the few KiB of a typical translation file.
 * Bigger entries stream, so memory stays bounded.
 */
const IN_ONE_GO_MAX_BYTES = 1024 * 1024;

/**
 * The checks on an entry's bytes, as they come: never past the declared size or the budget (so a
 * lying header cannot fill the disk), and at the end exactly the declared size and CRC-32. yauzl
 * never checks the CRC-32 of file data (its README says so), and its own size check is off
 * (extract-open.ts) so that this one names the entry. Also hashes the bytes (SHA-1).
 */
class EntryCheck {
  size = 0;
  private crc = 0;
  private readonly sha1 = process.getBuiltinModule('node:crypto').createHash('sha1');

  constructor(
    private readonly name: string,
    private readonly entry: Entry,
    private readonly budget: InflateBudget,
  ) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.entry.uncompressedSize) throw this.tooBig();
    if (this.size > this.budget.remainingTotalBytes)
      throw this.problem('archive-too-large', 'goes past the limit on the total size of the extracted files');
    this.crc = crc32(chunk, this.crc);
    this.sha1.update(chunk);
  }

  /** Checks the whole; returns the SHA-1. */
  finish(): string {
    if (this.size !== this.entry.uncompressedSize)
      throw this.problem(
        'archive-corrupt',
        `inflates to ${this.size} bytes, not the ${this.entry.uncompressedSize} it declares`,
      );
    if (this.crc >>> 0 !== this.entry.crc32 >>> 0)
      throw this.problem('archive-corrupt', 'fails its CRC-32 check');
    this.budget.remainingTotalBytes -= this.size;
    return this.sha1.digest('hex');
  }

  tooBig(): ArchiveError {
    return this.problem(
      'archive-corrupt',
      `inflates to more than the expected ${this.entry.uncompressedSize} bytes it declares`,
    );
  }

  problem(code: 'archive-corrupt' | 'archive-too-large', what: string, cause?: unknown): ArchiveError {
    return new ArchiveError(code, `The Zip File entry ${describeEntryName(this.name)} ${what}.`, {
      entries: [this.name],
      ...(cause === undefined ? {} : { cause }),
    });
  }
}

/** EntryCheck on a stream: it stops the stream at the first byte too many. */
class EntryGuard extends Transform {
  constructor(readonly check: EntryCheck) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.check.add(chunk);
      done(null, chunk);
    } catch (error) {
      done(error as Error);
    }
  }
}

/**
 * Inflates one checked entry into a new file at `path` (flag 'wx': the name is fresh, and an
 * existing file there means something else is writing); returns its size and SHA-1, and its bytes
 * when it was inflated in one go. `dataStart` is where its data begins (findDataStarts).
 */
export async function inflateEntry(options: {
  zipfile: ZipFile;
  /** The whole archive when it is in memory: a small entry's data is then a slice of it. */
  archiveBytes: Buffer | undefined;
  name: string;
  entry: Entry;
  dataStart: number;
  path: string;
  budget: InflateBudget;
}): Promise<{ size: number; sha1: string; bytes: Buffer | undefined }> {
  const { zipfile, archiveBytes, name, entry, dataStart, path, budget } = options;
  const check = new EntryCheck(name, entry, budget);
  const inOneGo =
    entry.compressedSize <= IN_ONE_GO_MAX_BYTES && entry.uncompressedSize <= IN_ONE_GO_MAX_BYTES;
  try {
    if (inOneGo) {
      // findDataStarts checked that the data lies inside the archive.
      let compressed = archiveBytes?.subarray(dataStart, dataStart + entry.compressedSize);
      if (compressed === undefined) {
        const chunks: Buffer[] = [];
        for await (const chunk of await readData(zipfile, entry, dataStart, false))
          chunks.push(chunk as Buffer);
        compressed = Buffer.concat(chunks);
      }
      const bytes = inflateInOneGo(check, entry, compressed);
      check.add(bytes);
      const sha1 = check.finish();
      writeFileSync(path, bytes, { flag: 'wx' });
      return { size: bytes.length, sha1, bytes };
    }
    const data = await readData(zipfile, entry, dataStart, true);
    await pipeline(data, new EntryGuard(check), createWriteStream(path, { flags: 'wx' }));
    return { size: check.size, sha1: check.finish(), bytes: undefined };
  } catch (error) {
    // A disk error (ENOSPC, EACCES) is ours, not the archive's: let it through as it is.
    if (error instanceof ArchiveError || isSystemError(error)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw check.problem('archive-corrupt', `cannot be inflated (${detail})`, error);
  }
}

/** An entry's data from the archive: as stored when `decompress` is false. */
function readData(zipfile: ZipFile, entry: Entry, dataStart: number, decompress: boolean): Promise<Readable> {
  // The callback form: yauzl 3.4's promise form of this call calls openReadStream instead.
  return new Promise<Readable>((resolve, reject) =>
    zipfile.openReadStreamLowLevel(
      dataStart,
      entry.compressedSize,
      0,
      entry.compressedSize,
      decompress && entry.compressionMethod === DEFLATED,
      entry.uncompressedSize,
      (error, stream) => (error === null ? resolve(stream) : reject(error)),
    ),
  );
}

/** A small entry's bytes; zlib stops one byte past the declared size, which is enough to know it lies. */
function inflateInOneGo(check: EntryCheck, entry: Entry, compressed: Buffer): Buffer {
  if (entry.compressionMethod !== DEFLATED) return compressed;
  try {
    return inflateRawSync(compressed, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw check.tooBig();
    throw error;
  }
}

function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}
