import { close, read } from 'node:fs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Bytes read from the archive at once, and how many such blocks are kept (4 MiB in all). */
const BLOCK_BYTES = 512 * 1024;
const BLOCKS_KEPT = 8;
/** Bytes read at once by a stream of a big entry's data. */
const STREAM_CHUNK_BYTES = 256 * 1024;

function readFully(fd: number, position: number, length: number, into?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const buffer = into ?? Buffer.allocUnsafe(length);
    read(fd, buffer, 0, length, position, (error, bytesRead) => {
      if (error === null) resolve(buffer.subarray(0, bytesRead));
      else reject(error);
    });
  });
}

/**
 * The archive on disk for yauzl and for our own reads of small entries, read in blocks of 512 KiB
 * that serve many small reads: the central directory, the local headers and the data of small
 * entries all come in archive order, one small read each. yauzl's own file reader makes one read
 * at a time, one per request: 9,300 entries cost about 28,000 reads of a few bytes, 0.3-1.3 s on
 * the shared runner (docs/benchmarks.md). Reads bigger than a block, and entry streams, go to the
 * file directly.
 */
export class BlockReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();
  /** The blocks of `blocks` that have arrived. */
  private readonly loaded = new Map<number, Buffer>();
  /**
   * Buffers of blocks that arrived and were let go, for the next blocks to be read into. A block
   * is kept while eight more are read, so a new buffer for each outlived V8's young generation and
   * waited for a full collection: a 13.6 MB archive is read twice (the check, then the inflating),
   * 54 buffers of 512 KiB, and reusing them took 6 MiB off the 9,000-file pull's peak
   * (docs/benchmarks.md, fifteenth round). Nothing outside this class sees a block's memory:
   * every read copies out of it.
   */
  private readonly spare: Buffer[] = [];

  constructor(
    private readonly fd: number,
    readonly size: number,
  ) {
    super();
  }

  /** `length` bytes from `position`, fewer only at the end of the file, in a buffer of their own. */
  async readAt(position: number, length: number): Promise<Buffer> {
    const start = Math.floor(position / BLOCK_BYTES) * BLOCK_BYTES;
    if (position + length > start + BLOCK_BYTES) return readFully(this.fd, position, length);
    let block = this.blocks.get(start);
    if (block === undefined) {
      const spare = this.spare.pop();
      block = readFully(this.fd, start, BLOCK_BYTES, spare);
      this.blocks.set(start, block);
      void block.then(
        (bytes) => {
          if (this.blocks.get(start) === block) this.loaded.set(start, bytes);
        },
        () => undefined,
      );
      if (this.blocks.size > BLOCKS_KEPT) {
        const oldest = this.blocks.keys().next().value;
        if (oldest !== undefined) {
          const arrived = this.loaded.get(oldest);
          this.blocks.delete(oldest);
          this.loaded.delete(oldest);
          // Only a block that arrived is reused: a read still on its way would write into it.
          if (arrived !== undefined && arrived.byteOffset === 0 && arrived.buffer.byteLength === BLOCK_BYTES)
            this.spare.push(Buffer.from(arrived.buffer, 0, BLOCK_BYTES));
        }
      }
    }
    await block;
    // Copied out at once, while the block is known to be current; one let go meanwhile (and
    // perhaps being read into again) is not read from: the range is read on its own instead.
    const copied = this.cached(position, length);
    return copied === undefined ? readFully(this.fd, position, length) : Buffer.from(copied);
  }

  /** `length` bytes from `position` at once when their block has arrived; undefined otherwise. */
  private cached(position: number, length: number): Buffer | undefined {
    const start = Math.floor(position / BLOCK_BYTES) * BLOCK_BYTES;
    if (position + length > start + BLOCK_BYTES) return undefined;
    return this.loaded.get(start)?.subarray(position - start, position - start + length);
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null, bytesRead?: number) => void,
  ): void {
    // A block in memory answers at once: yauzl reads the central directory and the local
    // headers a few bytes at a time, and a promise per read was most of their cost.
    const cached = this.cached(position, length);
    if (cached !== undefined) {
      cached.copy(buffer, offset);
      callback(null, cached.length);
      return;
    }
    this.readAt(position, length).then(
      (bytes) => {
        bytes.copy(buffer, offset);
        callback(null, bytes.length);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  /** The bytes from `start` to `end` (exclusive) as a stream, for the entries too big for memory. */
  stream(start: number, end: number): Readable {
    return new RangeStream(this.fd, start, end);
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return this.stream(start, end);
  }

  override close(callback: (error: Error | null) => void): void {
    close(this.fd, (error) => {
      callback(error);
    });
  }
}

/**
 * A range of the archive, read a chunk at a time. Unlike a `fs.ReadStream` given the descriptor,
 * destroying it never closes the descriptor, which the reader shares with every other read: a
 * `fs.ReadStream` closes it when destroyed whatever its `autoClose`, and every stream of a big
 * entry is destroyed once it ends (yauzl's streams destroy their source), so the next read of the
 * archive failed with EBADF. A read on its way finishes before the stream reports itself closed.
 */
class RangeStream extends Readable {
  private reading: Promise<void> | undefined;

  constructor(
    private readonly fd: number,
    private position: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: STREAM_CHUNK_BYTES });
  }

  override _read(): void {
    const length = Math.min(STREAM_CHUNK_BYTES, this.end - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    this.reading = readFully(this.fd, this.position, length).then(
      (bytes) => {
        this.reading = undefined;
        if (this.destroyed) return;
        if (bytes.length < length) {
          this.destroy(new Error('unexpected EOF'));
          return;
        }
        this.position += bytes.length;
        this.push(bytes);
      },
      (error: unknown) => {
        this.reading = undefined;
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.reading === undefined) callback(error);
    else void this.reading.then(() => callback(error));
  }
}
