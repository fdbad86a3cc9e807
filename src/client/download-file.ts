/**
 * A download streamed to disk: the body goes to a `.partial` file renamed at the end, under a
 * byte cap, and a failure of the local disk is told apart from one of the network.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCapExceededError, type HttpResponse } from './http.js';

/** Writing a download to this machine's disk failed; nothing is wrong with the service. */
export class LocalWriteError extends Error {
  constructor(
    readonly path: string,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'LocalWriteError';
  }
}

/** Bytes of a download buffered on their way to the disk, at most (twice: the counter and the file). */
const DOWNLOAD_BUFFER_BYTES = 1024 * 1024;

/**
 * Streams the body to `destination` through a `.partial` file renamed at the end, so the
 * destination never holds a cut-off archive (R6) and memory stays flat whatever the size (R16).
 */
export async function streamBodyToFile(
  response: HttpResponse,
  destination: string,
  maxBytes: number,
  onProgress?: (bytes: number) => void,
): Promise<number> {
  const partial = `${destination}.partial`;
  let total = 0;
  // A failure of our own disk (full, or a folder gone) is not the service's: keep them apart.
  let localFailure: unknown;
  // A deeper buffer than the 16 KiB default lets the file stream gather the body's chunks into
  // fewer, larger writes (writev): a 200 MB archive took about 12,000 writes and their round trips.
  const file = createWriteStream(partial, { flags: 'w', highWaterMark: DOWNLOAD_BUFFER_BYTES });
  file.on('error', (error: NodeJS.ErrnoException) => {
    // pipeline() also destroys the file with an upstream error; only the file's own syscalls count.
    if (['open', 'write', 'close'].includes(error.syscall ?? '')) localFailure ??= error;
  });
  const counter = new Transform({
    highWaterMark: DOWNLOAD_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBytes) {
        done(new ByteCapExceededError(maxBytes));
        return;
      }
      onProgress?.(total);
      done(null, chunk);
    },
  });
  try {
    await pipeline(response.body, counter, file);
    await rename(partial, destination).catch((error: unknown) => {
      localFailure ??= error;
      throw error;
    });
    return total;
  } catch (error) {
    // The file opens asynchronously: a body that fails at once (the byte cap) can end the pipeline
    // before the open is done, and the open would then create the file after its removal.
    // (Not events.once: the file's own 'error', the pipeline's error passed on, would reject it.)
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await rm(partial, { force: true });
    if (localFailure !== undefined) throw new LocalWriteError(destination, localFailure);
    throw error;
  }
}
