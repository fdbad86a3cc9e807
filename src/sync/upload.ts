import path from 'node:path';
import type { Logger } from '../client/logger.js';
import { isBusyError, isTranslationServiceError } from '../client/errors.js';
import { pollDelay, type Deadline, type PollSchedule } from './backoff.js';
import { SyncError } from './errors.js';
import type { PlannedCreate, PlannedUpload } from './plan.js';
import { type ProjectService } from './service.js';
import { remoteFilesOf } from '../project/files.js';
import { assertLocaleFile } from '../project/safe-read.js';

/** The spec's Update File options, from the inputs. */
export interface UploadSettings {
  readonly merge: boolean;
  readonly ignoreMissing: boolean;
  readonly minorChanges: boolean;
  readonly label: string | undefined;
}

/** What the import wait needs to know about each file sent. */
export interface SentFile {
  readonly path: string;
  /** The id Update File is called with: the file's own for a master, its master's for a target. */
  readonly fileId: number;
  /** The file's own id in Show Project, when it differs from `fileId` (a target file). */
  readonly recordId?: number;
  readonly locale: string;
  readonly localSha1: string;
  readonly kind: 'updated' | 'created';
  /** Overrides the settings' `merge` for this file (a translation that must not overwrite the service's). */
  readonly merge?: boolean;
  /** `hash_file` and `updated_at` before the upload: a change in either means the import ran. */
  readonly previousHash: string | undefined;
  readonly previousUpdatedAt: string | undefined;
}

export interface UploadContext {
  readonly service: ProjectService;
  readonly workspace: string;
  /** The project's source locale: the locale of every master, created ones included. */
  readonly sourceLocale: string;
  readonly settings: UploadSettings;
  /** Busy answers are waited on until this deadline (the import timeout), then "project busy". */
  readonly deadline: Deadline;
  readonly schedule: PollSchedule;
  /** How long an import may show no result before the file is probed (import-wait.ts). */
  readonly probeAfterMs?: number | undefined;
  readonly logger: Logger;
  /** Copies with the bytes git stores of files the checkout holds with CRLF (line-ends.ts), by path. */
  readonly storedCopies?: ReadonlyMap<string, string> | undefined;
}

/**
 * The file an upload reads: the copy as git stores it, or the checkout's own, which is first
 * opened as the safe read opens it (safe-read.ts): the client then streams it as it is sent, and
 * must not stream a link out of the repository, a device, or a file past the cap.
 */
const uploadSource = ({ storedCopies, workspace }: UploadContext, name: string) => {
  const stored = storedCopies?.get(name);
  if (stored === undefined) assertLocaleFile(workspace, name);
  return { path: stored ?? path.join(workspace, name), name };
};

/** Calls `send` again while the service answers that the file is busy importing (R4). */
async function whileBusy<T>(context: UploadContext, file: string, send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      const waited = await context.deadline.sleep(pollDelay(attempt, context.schedule));
      if (!waited) {
        throw new SyncError(
          'project-busy',
          `The service is still busy with ${file} ("${error.serviceMessage ?? error.message}") after waiting ` +
            `${Math.round(context.deadline.totalMs / 1000)} s. Another import is running on the project: ` +
            'rerun later, or raise import-timeout.',
          { files: [file], cause: error },
        );
      }
      context.logger.info(
        `${file}: the service is busy ("${error.serviceMessage ?? 'busy'}"); waiting to retry.`,
      );
    }
  }
}

export function updateFile(
  context: UploadContext,
  upload: { path: string; fileId: number; locale: string; merge?: boolean },
) {
  const { settings } = context;
  return context.service.files.update({
    masterFileId: upload.fileId,
    locale: upload.locale,
    file: uploadSource(context, upload.path),
    merge: upload.merge ?? settings.merge,
    ignoreMissing: settings.ignoreMissing,
    minorChanges: settings.minorChanges,
    ...(settings.label === undefined ? {} : { label: settings.label }),
  });
}

function failure(code: 'upload-failed' | 'create-failed', file: string, error: unknown): SyncError {
  if (error instanceof SyncError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  const verb = code === 'upload-failed' ? 'Uploading' : 'Creating';
  return new SyncError(code, `${verb} ${file} failed: ${reason}`, { files: [file], cause: error });
}

async function sendUpdate(
  context: UploadContext,
  upload: PlannedUpload & { merge?: boolean },
): Promise<SentFile> {
  const target = {
    path: upload.path,
    // A target file is updated through its master's id and its own locale.
    fileId: upload.file.masterId ?? upload.file.id,
    locale: upload.file.locale,
    ...(upload.merge === undefined ? {} : { merge: upload.merge }),
  };
  await whileBusy(context, upload.path, () => updateFile(context, target));
  return {
    ...target,
    ...(upload.file.masterId === null ? {} : { recordId: upload.file.id }),
    localSha1: upload.localSha1,
    kind: 'updated',
    previousHash: upload.file.hashFile,
    previousUpdatedAt: upload.file.updatedAt,
  };
}

/**
 * Create File is not safe to repeat blindly: the first attempt may have created the file before
 * the connection failed. So after a failure that may have reached the service we look for the
 * file by name, and create it again only when it is not there.
 */
async function sendCreate(context: UploadContext, create: PlannedCreate): Promise<SentFile> {
  const file = uploadSource(context, create.path);
  const request = () => context.service.files.create({ file, name: create.path });
  let id: number;
  try {
    ({ id } = await request());
  } catch (error) {
    const uncertain =
      isTranslationServiceError(error) && ['network', 'timeout', 'server'].includes(error.code);
    if (!uncertain) throw error;
    const existing = remoteFilesOf(await context.service.projects.show()).find(
      (remote) => remote.masterId === null && remote.name === create.path,
    );
    context.logger.info(
      `${create.path}: Create File failed (${error.code}); ${existing ? 'it was created' : 'retrying once'}.`,
    );
    ({ id } = existing ?? (await request()));
  }
  return {
    path: create.path,
    fileId: id,
    locale: context.sourceLocale,
    localSha1: create.localSha1,
    kind: 'created',
    previousHash: undefined,
    previousUpdatedAt: undefined,
  };
}

/**
 * Sends every planned upload and creation, as many at once as the client's limit allows. All are
 * settled before a failure is reported, so no request is left running behind the error.
 */
export async function sendMasters(
  context: UploadContext,
  uploads: readonly (PlannedUpload & { merge?: boolean })[],
  creates: readonly PlannedCreate[],
): Promise<SentFile[]> {
  const total = uploads.length + creates.length;
  let done = 0;
  const progress = (file: string) => context.logger.info(`Uploaded ${++done} of ${total}: ${file}`);
  const settled = await Promise.allSettled([
    ...uploads.map(async (upload) => {
      try {
        const sent = await sendUpdate(context, upload);
        progress(upload.path);
        return sent;
      } catch (error) {
        throw failure('upload-failed', upload.path, error);
      }
    }),
    ...creates.map(async (create) => {
      try {
        const sent = await sendCreate(context, create);
        progress(`${create.path} (new)`);
        return sent;
      } catch (error) {
        throw failure('create-failed', create.path, error);
      }
    }),
  ]);
  const errors = settled.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as SyncError] : [],
  );
  if (errors.length > 0) {
    const first = errors[0] as SyncError;
    if (errors.length === 1) throw first;
    throw new SyncError(first.code, `${errors.length} of ${total} uploads failed. First: ${first.message}`, {
      files: errors.flatMap((error) => error.files),
      cause: first,
    });
  }
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}
