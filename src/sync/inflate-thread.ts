import { closeSync, openSync, readSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { threadFsError, type ThreadFsFailure } from './background-writer.js';
import { claimEntry, SECOND_THREAD } from './claims.js';
import { ArchiveError, type ArchiveErrorCode } from './extract-errors.js';
import { inflateInMemory, type EntryHeader } from './extract-inflate.js';
import { inflateThreadEntry, INFLATE_THREAD_ROLE } from './inflate-role.js';
import type { Comparison, DownloadToCheck } from './removal-guard.js';
import { runWorkerJob, stopWorker } from './worker-job.js';
import { reassertYoungGeneration } from './young-generation.js';

/**
 * A second thread for the pull's biggest job: inflating, checking and counting the keys of many
 * new small files, and writing them (docs/decisions.md, Speed). The main thread does the same for
 * the other part of the archive. The thread runs the action's own bundle (`dist/index.js`) in
 * another role (inflate-role.ts), so it has every module the main thread has; index.ts loads this
 * module in that role. Without a bundle to start (the sources under test), or on a machine of
 * fewer than three cores (pull-staging.ts), no thread is used and the main thread does all.
 *
 * Only entries that are new to the repository go to the thread: a new file is counted, not
 * compared, so the thread reads nothing but the archive and writes nothing but the temporaries
 * the main thread named and registered for it, with flag 'wx' as everywhere.
 */

/** One entry the thread may take, in archive order. */
export interface ThreadEntry {
  readonly index: number;
  readonly name: string;
  readonly header: EntryHeader;
  readonly dataStart: number;
  /** The temporary to create, registered by the main thread. */
  readonly path: string;
  readonly file: DownloadToCheck;
}

export interface ThreadJob {
  readonly archivePath: string;
  readonly entries: readonly ThreadEntry[];
  /**
   * One slot per entry, shared by both threads: an entry is inflated by whichever thread first
   * turns its slot from FREE to its own mark (`claimEntry`). The main thread claims from the
   * front, the inflate thread from the back, so they meet wherever their pace puts them.
   */
  readonly claims: Int32Array;
}

export interface ThreadResult {
  readonly index: number;
  readonly size: number;
  readonly comparison: Comparison;
}

type SerializedError =
  | { kind: 'archive'; code: ArchiveErrorCode; message: string; entries: string[] }
  | ({ kind: 'system' } & ThreadFsFailure);

type Reply =
  | { kind: 'results'; results: ThreadResult[]; debug: string[] }
  | { kind: 'done' }
  | { kind: 'failed'; error: SerializedError };

/** Results go back in batches of this many entries. */
const RESULTS_PER_REPLY = 256;
/** The archive is read in blocks of this size; an entry's compressed bytes are a slice of one. */
const BLOCK_BYTES = 1024 * 1024;

/**
 * The thread's work, synchronous, also callable on any thread: from the last entry back, claims
 * each entry (and stops at the first the main thread has claimed: it claims from the front, so
 * every entry before that one is its own), reads its compressed bytes from the archive, inflates
 * and checks them (size, CRC-32), counts their keys with `compare` and writes them to their
 * temporary. Throws the first problem.
 */
export function inflateJob(
  job: ThreadJob,
  compare: (file: DownloadToCheck, bytes: Buffer) => Comparison,
  report: (results: ThreadResult[]) => void,
): void {
  const fd = openSync(job.archivePath, 'r');
  try {
    let block = Buffer.alloc(0);
    let blockStart = 0;
    const bytesAt = (position: number, length: number): Buffer => {
      if (position >= blockStart && position + length <= blockStart + block.length)
        return block.subarray(position - blockStart, position - blockStart + length);
      const size = Math.max(length, BLOCK_BYTES);
      // The entries come last first: a block ends where the entry does, and holds the ones before it.
      const start = Math.max(0, position + length - size);
      const buffer = Buffer.allocUnsafe(size);
      const read = readSync(fd, buffer, 0, size, start);
      block = buffer.subarray(0, read);
      blockStart = start;
      const from = position - start;
      return block.subarray(from, Math.min(from + length, read));
    };
    let results: ThreadResult[] = [];
    for (let slot = job.entries.length - 1; slot >= 0; slot--) {
      const entry = job.entries[slot];
      if (entry === undefined || !claimEntry(job.claims, slot, SECOND_THREAD)) break;
      const bytes = inflateInMemory(
        entry.name,
        entry.header,
        bytesAt(entry.dataStart, entry.header.compressedSize),
      );
      const comparison = compare(entry.file, bytes);
      writeFileSync(entry.path, bytes, { flag: 'wx' });
      results.push({ index: entry.index, size: bytes.length, comparison });
      if (results.length >= RESULTS_PER_REPLY) {
        report(results);
        results = [];
      }
    }
    if (results.length > 0) report(results);
  } finally {
    closeSync(fd);
  }
}

/** The thread's side: serves jobs until the main thread ends it. */
export async function serveInflateThread(): Promise<void> {
  const port = process.getBuiltinModule('node:worker_threads').parentPort;
  if (port === null) return;
  const { compareDownload } = await import('./removal-guard.js');
  port.on('message', (job: ThreadJob) => {
    let debug: string[] = [];
    const logger = { debug: (message: string) => debug.push(message) };
    try {
      inflateJob(
        job,
        (file, bytes) => compareDownload(file, bytes, undefined, logger),
        (results) => {
          port.postMessage({ kind: 'results', results, debug } satisfies Reply);
          debug = [];
        },
      );
      port.postMessage({ kind: 'done' } satisfies Reply);
    } catch (error) {
      port.postMessage({ kind: 'failed', error: serialize(error) } satisfies Reply);
    }
  });
}

function serialize(error: unknown): SerializedError {
  if (error instanceof ArchiveError)
    return { kind: 'archive', code: error.code, message: error.message, entries: error.entries };
  const system = error as NodeJS.ErrnoException;
  return {
    kind: 'system',
    message: error instanceof Error ? error.message : String(error),
    ...(system.code === undefined ? {} : { code: system.code }),
    ...(system.syscall === undefined ? {} : { syscall: system.syscall }),
    ...(system.path === undefined ? {} : { path: system.path }),
    ...(system.errno === undefined ? {} : { errno: system.errno }),
  };
}

function revive(error: SerializedError): Error {
  if (error.kind === 'archive') return ArchiveError.revive(error.code, error.message, error.entries);
  return threadFsError(error);
}

/** The main thread's handle on an inflate thread, started from the bundle. */
export class InflateThread {
  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.once('online', reassertYoungGeneration);
  }

  /** A thread, or undefined without a bundle to start or where threads cannot be started. */
  static tryStart(): InflateThread | undefined {
    const entryUrl = inflateThreadEntry();
    if (entryUrl === undefined) return undefined;
    try {
      return new InflateThread(
        new (process.getBuiltinModule('node:worker_threads').Worker)(fileURLToPath(entryUrl), {
          workerData: { role: INFLATE_THREAD_ROLE },
          argv: [INFLATE_THREAD_ROLE],
          execArgv: [],
          stdout: false,
        }),
      );
    } catch {
      return undefined;
    }
  }

  /**
   * Runs one job; `onResults` gets each batch as it comes (and the debug lines to log). Rejects
   * with the thread's first problem, as the same work on this thread would have thrown it.
   */
  run(
    job: ThreadJob,
    onResults: (results: readonly ThreadResult[], debug: readonly string[]) => void,
  ): Promise<void> {
    return runWorkerJob(
      this.worker,
      job,
      (reply: Reply) => {
        if (reply.kind === 'results') onResults(reply.results, reply.debug);
        else if (reply.kind === 'done') return 'done';
        else return revive(reply.error);
        return undefined;
      },
      'inflate thread',
    );
  }

  /** Stops the thread; a write it was making ends before this resolves. */
  async close(): Promise<void> {
    await stopWorker(this.worker);
  }
}
