import type { Worker } from 'node:worker_threads';
import { threadFsError, type ThreadFsFailure } from './background-writer.js';
import { SECOND_THREAD } from './claims.js';
import { runWorkerJob, stopWorker } from './worker-job.js';
import { reassertYoungGeneration } from './young-generation.js';

/**
 * A second thread for the hashing of many local files (local-files.ts, localSha1Map): the main
 * thread hashes them from the front, this one from the back, each claiming a file before it reads
 * it (claims.ts), so both finish together whatever their pace, and a thread that starts late
 * simply takes fewer. A 9,000-file no-op hashed on one thread for about 0.3 s.
 *
 * Like the file writer (background-writer.ts), the worker is a few lines of plain JavaScript given
 * as source, with nothing but node:fs, node:crypto and node:worker_threads: it is ready in tens of
 * milliseconds, where a thread of the whole bundle took hundreds, and it runs the same from the
 * bundle and from the sources. It does what sha1OfFileSync does on the main thread: one open, one
 * fstat when git blobs are wanted, reads into one buffer, one close, and a blob only when the file
 * kept its size while it was read.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { join } = require('node:path');
const buffer = Buffer.allocUnsafe(${256 * 1024});
parentPort.on('message', ({ root, paths, claims, blobs, mark }) => {
  let results = [];
  try {
    for (let slot = paths.length - 1; slot >= 0; slot--) {
      if (Atomics.compareExchange(claims, slot, 0, mark) !== 0) break;
      const fd = openSync(join(root, paths[slot]), 'r');
      try {
        const stats = blobs ? fstatSync(fd) : undefined;
        const hash = createHash('sha1');
        const blob = stats === undefined ? undefined : createHash('sha1').update('blob ' + stats.size + '\\0');
        let size = 0;
        for (;;) {
          const read = readSync(fd, buffer, 0, buffer.length, null);
          const bytes = buffer.subarray(0, read);
          hash.update(bytes);
          if (blob !== undefined) blob.update(bytes);
          size += read;
          if (read < buffer.length) break;
        }
        const kept = blob !== undefined && stats.size === size;
        results.push({
          index: slot,
          sha1: hash.digest('hex'),
          blob: kept ? { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 } : undefined,
        });
      } finally {
        closeSync(fd);
      }
      if (results.length >= 512) {
        parentPort.postMessage({ results });
        results = [];
      }
    }
    parentPort.postMessage({ results, done: true });
  } catch (error) {
    parentPort.postMessage({
      results,
      failure: {
        message: String(error && error.message),
        code: error && error.code,
        syscall: error && error.syscall,
        path: error && error.path,
        errno: error && error.errno,
      },
    });
  }
});
`;

/** What the main thread hands the hash thread: the regular files of one localSha1Map call. */
export interface HashJob {
  /** The repository's root; `paths` are relative to it. */
  readonly root: string;
  readonly paths: readonly string[];
  /** One slot per path (claims.ts). */
  readonly claims: Int32Array;
  /** Whether each file's git blob is wanted too. */
  readonly blobs: boolean;
}

/** One file the thread hashed: its SHA-1, and its git blob when asked and the file kept its size. */
export interface HashResult {
  readonly index: number;
  readonly sha1: string;
  readonly blob: { readonly id: string; readonly executable: boolean } | undefined;
}

interface Reply {
  results: HashResult[];
  done?: true;
  failure?: ThreadFsFailure;
}

export class HashThread {
  private constructor(private readonly worker: Worker) {
    worker.once('online', reassertYoungGeneration);
    // Only a job on its way keeps the process alive (hash).
    worker.unref();
  }

  /** A thread, or undefined where none can be started (the main thread then hashes alone). */
  static tryStart(): HashThread | undefined {
    try {
      // No execArgv of the parent's: under --input-type=module the source would be read as ESM.
      const { Worker } = process.getBuiltinModule('node:worker_threads');
      return new HashThread(new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }));
    } catch {
      return undefined;
    }
  }

  /**
   * Hashes files of `job` from the back until it meets one the main thread has claimed; each batch
   * goes to `onResults` as it comes. Rejects with the first file call that failed, as the same
   * call on the main thread would have thrown it, after the results before it.
   */
  hash(job: HashJob, onResults: (results: readonly HashResult[]) => void): Promise<void> {
    return runWorkerJob(
      this.worker,
      { ...job, mark: SECOND_THREAD },
      (reply: Reply) => {
        onResults(reply.results);
        if (reply.failure !== undefined) return threadFsError(reply.failure);
        return reply.done === true ? 'done' : undefined;
      },
      'hash thread',
    );
  }

  async close(): Promise<void> {
    await stopWorker(this.worker);
  }
}
