import type { Project } from '../client/models.js';
import { isBusyError, isTranslationServiceError } from '../client/errors.js';
import { pollDelay } from './backoff.js';
import { SyncError } from './errors.js';
import type { RemoteFile } from '../project/files.js';
import { remoteFilesOf } from '../project/files.js';
import { updateFile, type SentFile, type UploadContext } from './upload.js';
import { plural } from './words.js';

/**
 * Waiting for the service's background import of what we uploaded. One Show Project answers for
 * every file, so each poll is one request whatever the number of files.
 *
 * A file is imported when Show Project shows the SHA-1 of the bytes we sent, or a `hash_file` or
 * `updated_at` other than before the upload (the service rewrote the file). The spec shows no
 * import state and no import error, so a file that shows neither after a few polls is probed
 * with the same upload again, which is safe (Update File replaces): a busy answer means the
 * import still runs, a refusal carries the import's failure, and an acceptance means the earlier
 * import had finished without changing the file (docs/decisions.md).
 */

interface ImportWaitResult {
  /** The project as the last poll saw it: the pull reuses it instead of asking again. */
  readonly project: Project;
  readonly waitedMs: number;
  readonly polls: number;
}

/** How long a file may show no import result before it is probed, and again between probes. */
const DEFAULT_PROBE_AFTER_MS = 10_000;

function isImported(sent: SentFile, remote: RemoteFile | undefined): boolean {
  if (remote === undefined) return false;
  // A blank checksum says the import has not run yet (docs/decisions.md), whatever else changed.
  if (remote.hashFile === undefined) return false;
  if (remote.hashFile === sent.localSha1) return true;
  if (sent.kind === 'created') return true;
  return remote.hashFile !== sent.previousHash || remote.updatedAt !== sent.previousUpdatedAt;
}

/** Re-sends a file whose import shows no result yet; true when its earlier import is over. */
async function probe(context: UploadContext, sent: SentFile): Promise<boolean> {
  try {
    await updateFile(context, sent);
    return true;
  } catch (error) {
    if (isBusyError(error)) return false;
    const message = isTranslationServiceError(error)
      ? (error.serviceMessage ?? error.message)
      : String(error);
    throw new SyncError(
      'import-failed',
      `The service could not import ${sent.path}: ${message}. Fix the file and push again; nothing was downloaded.`,
      { files: [sent.path], cause: error },
    );
  }
}

export async function waitForImports(
  context: UploadContext,
  sent: readonly SentFile[],
): Promise<ImportWaitResult> {
  const started = Date.now();
  const probeAfterMs = context.probeAfterMs ?? DEFAULT_PROBE_AFTER_MS;
  const pending = new Map(sent.map((file) => [file.recordId ?? file.fileId, { file, quietSince: started }]));
  const { logger, deadline } = context;
  for (let poll = 0; ; poll++) {
    // The first poll waits too: an import just queued cannot be done yet.
    // At the deadline one last poll still looks, so an import finishing just then is not lost.
    const slept = await deadline.sleep(pollDelay(poll, context.schedule));
    const project = await context.service.projects.show();
    const remote = new Map(remoteFilesOf(project).map((file) => [file.id, file]));
    for (const [id, entry] of pending) {
      if (isImported(entry.file, remote.get(id))) pending.delete(id);
    }
    for (const [id, entry] of pending) {
      if (Date.now() - entry.quietSince < probeAfterMs || remote.get(id) === undefined) continue;
      entry.quietSince = Date.now();
      if (await probe(context, entry.file)) pending.delete(id);
    }
    const waitedMs = Date.now() - started;
    if (pending.size === 0) return { project, waitedMs, polls: poll + 1 };
    logger.info(
      `Waiting for the import: ${pending.size} of ${plural(sent.length, 'file')}, ${Math.round(waitedMs / 1000)} s so far.`,
    );
    if (!slept) {
      const files = [...pending.values()].map((entry) => entry.file.path);
      throw new SyncError(
        'import-timeout',
        `The service did not finish importing ${files.join(', ')} within ${Math.round(deadline.totalMs / 1000)} s ` +
          '(import-timeout). Nothing was downloaded or committed. Rerun later, or raise import-timeout.',
        { files },
      );
    }
  }
}
