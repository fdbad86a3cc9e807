import type { Worker } from 'node:worker_threads';

/**
 * One job on a worker thread that is unref'd between jobs (inflate-thread.ts, hash-thread.ts):
 * the worker holds the process open while the job is on its way, every reply goes to `onReply`,
 * which says when the job is over (`'done'`, or the error it failed with), and a worker that
 * fails or stops meanwhile rejects the job.
 */
// Reply names the worker's own messages, which only the caller's module knows.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function runWorkerJob<Reply>(
  worker: Worker,
  job: unknown,
  onReply: (reply: Reply) => 'done' | Error | undefined,
  name: string,
): Promise<void> {
  worker.ref();
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
      if (error === undefined) resolve();
      else reject(error);
    };
    const onMessage = (reply: Reply) => {
      const outcome = onReply(reply);
      if (outcome === 'done') finish();
      else if (outcome !== undefined) finish(outcome);
    };
    const onError = (error: Error) => finish(error);
    const onExit = (code: number) => finish(new Error(`The ${name} stopped (exit code ${code}).`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}

/**
 * Stops `worker` and resolves once it has stopped. `terminate()` refs the worker until its exit,
 * but a reply handled meanwhile unrefs it again where the caller unrefs after its last reply (the
 * file writer, runWorkerJob): the process could then end before the exit came, with the await
 * that waits for it unsettled (exit code 13; seen in CI once the pull failed with batches of the
 * writer on their way). A timer of our own holds the process until the exit instead.
 */
export async function stopWorker(worker: Worker): Promise<void> {
  const hold = setInterval(() => undefined, 60_000);
  try {
    await worker.terminate();
  } finally {
    clearInterval(hold);
  }
}
