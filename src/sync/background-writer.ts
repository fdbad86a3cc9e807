import type { Worker } from 'node:worker_threads';
import { reassertYoungGeneration } from './young-generation.js';
import { stopWorker } from './worker-job.js';

/**
 * Writes new files on a worker thread, so that the kernel's work of creating them (open, write,
 * close: from 20 µs to over 250 µs a file on the benchmark machine's disk, docs/benchmarks.md)
 * runs beside the main thread's inflating and key counting instead of after each file. Used by
 * the pull for archives of many small files; a few files are written on the main thread.
 *
 * The worker is a few lines of plain JavaScript given as source (`eval`), with nothing but
 * node:fs and node:worker_threads: it runs the same from the bundle and from the sources, and no
 * module of ours is loaded twice. Each file is created with flag 'wx', as on the main thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
parentPort.on('message', ({ id, buffer, paths, ends }) => {
  const bytes = new Uint8Array(buffer);
  const failures = [];
  let start = 0;
  for (let index = 0; index < paths.length; index++) {
    try {
      writeFileSync(paths[index], bytes.subarray(start, ends[index]), { flag: 'wx' });
    } catch (error) {
      failures.push({
        index,
        message: String(error && error.message),
        code: error && error.code,
        syscall: error && error.syscall,
        errno: error && error.errno,
      });
    }
    start = ends[index];
  }
  // The buffer goes back, to carry a later batch.
  parentPort.postMessage({ id, failures, buffer }, [buffer]);
});
`;

/** A batch goes to the worker at this many files or bytes, whichever comes first. */
const BATCH_FILES = 64;
const BATCH_BYTES = 256 * 1024;
/**
 * `write` waits while the buffers on their way to the disk hold this many bytes (counted by
 * their size, not by what they carry): memory stays flat on a slow disk.
 */
const MAX_BYTES_IN_FLIGHT = 4 * 1024 * 1024;

/** A file call that failed on another thread, as it travels back (background-writer, inflate-thread). */
export interface ThreadFsFailure {
  message: string;
  code?: string | undefined;
  syscall?: string | undefined;
  path?: string | undefined;
  errno?: number | undefined;
}

/**
 * The error the same call would have thrown on this thread, rebuilt from what the thread sent:
 * asWriteError and the messages read it the same way.
 */
export function threadFsError(failure: ThreadFsFailure): Error {
  const { message, code, syscall, path, errno } = failure;
  return Object.assign(new Error(message), { code, syscall, path, errno });
}

interface Reply {
  id: number;
  buffer: ArrayBuffer;
  failures: (ThreadFsFailure & { index: number })[];
}

export class BackgroundWriter {
  private paths: string[] = [];
  private chunks: Uint8Array[] = [];
  private batchBytes = 0;
  private bytesInFlight = 0;
  private readonly inFlight = new Map<number, { paths: string[]; bytes: number }>();
  private nextId = 0;
  private failure: Error | undefined;
  private waiters: (() => void)[] = [];
  /** Batch buffers back from the thread: reused, their pages are already there. */
  private readonly spare: ArrayBuffer[] = [];
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.received(reply));
    worker.once('online', reassertYoungGeneration);
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`The file writer thread stopped (exit code ${code}).`));
    });
    // Only batches on their way keep the process alive (see send and received).
    worker.unref();
  }

  /** A writer, or undefined where no thread can be started (the caller writes on its own thread). */
  static tryStart(): BackgroundWriter | undefined {
    try {
      return BackgroundWriter.start();
    } catch {
      return undefined;
    }
  }

  static start(): BackgroundWriter {
    // No execArgv of the parent's: under --input-type=module the source would be read as ESM.
    // node:worker_threads on first use, not at start (inflate-thread.ts).
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    return new BackgroundWriter(new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }));
  }

  /**
   * Queues a new file. Resolves at once unless too many bytes are on their way; rejects with the
   * first failed write (or a stopped thread), after which nothing more is accepted.
   */
  async write(path: string, bytes: Uint8Array): Promise<void> {
    this.throwFailure();
    if (this.batchBytes + bytes.length > BATCH_BYTES) this.send();
    this.paths.push(path);
    this.chunks.push(bytes);
    this.batchBytes += bytes.length;
    if (this.paths.length >= BATCH_FILES || this.batchBytes >= BATCH_BYTES) this.send();
    while (this.failure === undefined && this.bytesInFlight > MAX_BYTES_IN_FLIGHT) await this.change();
    this.throwFailure();
  }

  /** Sends what is queued and waits until every file is written; throws the first failure. */
  async flush(): Promise<void> {
    if (this.failure === undefined) this.send();
    while (this.failure === undefined && this.inFlight.size > 0) await this.change();
    this.throwFailure();
  }

  /** Stops the thread. Files already written stay: they are the caller's to keep or remove. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await stopWorker(this.worker);
  }

  private throwFailure(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  private send(): void {
    if (this.paths.length === 0) return;
    // One buffer per batch, handed over (not copied again) to the thread and back.
    const buffer =
      this.batchBytes <= BATCH_BYTES
        ? (this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES))
        : new ArrayBuffer(this.batchBytes);
    const view = new Uint8Array(buffer);
    const ends: number[] = [];
    let offset = 0;
    for (const chunk of this.chunks) {
      view.set(chunk, offset);
      offset += chunk.length;
      ends.push(offset);
    }
    const id = this.nextId++;
    this.inFlight.set(id, { paths: this.paths, bytes: buffer.byteLength });
    this.bytesInFlight += buffer.byteLength;
    if (this.inFlight.size === 1) this.worker.ref();
    this.worker.postMessage({ id, buffer, paths: this.paths, ends }, [buffer]);
    this.paths = [];
    this.chunks = [];
    this.batchBytes = 0;
  }

  private received({ id, failures, buffer }: Reply): void {
    if (buffer.byteLength === BATCH_BYTES) this.spare.push(buffer);
    const batch = this.inFlight.get(id);
    if (batch === undefined) return;
    this.inFlight.delete(id);
    this.bytesInFlight -= batch.bytes;
    if (this.inFlight.size === 0) this.worker.unref();
    const first = failures[0];
    if (first !== undefined && this.failure === undefined) {
      this.failure = threadFsError({ ...first, path: batch.paths[first.index] });
    }
    this.wake();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.inFlight.clear();
    this.bytesInFlight = 0;
    this.wake();
  }

  private change(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
