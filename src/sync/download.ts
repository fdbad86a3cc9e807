import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import { MAX_BODY_BYTES } from '../client/readers.js';
import { SyncError } from './errors.js';
import type { StagedFile } from '../archive/extract.js';
import type { PlannedDownload } from './plan.js';
import type { ProjectService } from './service.js';
import { plural } from './words.js';

/** A downloaded Zip File, complete on disk (the client renames it into place only when whole). */
export interface DownloadedArchive {
  readonly path: string;
  /** The locale asked for, or undefined for the whole project. */
  readonly locale: string | undefined;
  readonly bytes: number;
}

const MiB = 1024 * 1024;

/**
 * Downloads the Zip File once for the whole project, or once per locale in parallel (the client's
 * limit applies). Every archive is streamed to disk under a byte cap; none is held in memory.
 */
export async function downloadArchives(options: {
  service: ProjectService;
  /** 'all' for one archive of the whole project. */
  locales: readonly string[] | 'all';
  tempDir: string;
  maxBytes: number;
  logger: Logger;
}): Promise<DownloadedArchive[]> {
  const { service, tempDir, maxBytes, logger } = options;
  const requests = options.locales === 'all' ? [undefined] : options.locales;
  let total = 0;
  let reported = 0;
  const onProgress = (delta: number) => {
    total += delta;
    // A progress line every 10 MiB keeps long downloads visibly alive without flooding the log.
    if (total - reported >= 10 * MiB) {
      reported = total;
      logger.info(`Downloaded ${(total / MiB).toFixed(0)} MiB so far.`);
    }
  };
  return Promise.all(
    requests.map(async (locale, index) => {
      const destination = path.join(tempDir, `archive-${index}.zip`);
      let last = 0;
      try {
        const { bytes } = await service.files.downloadZip({
          ...(locale === undefined ? {} : { locale }),
          destination,
          maxBytes,
          onProgress: (bytesSoFar) => {
            // The client reports a running count per attempt; a retry starts again from zero.
            onProgress(Math.max(0, bytesSoFar - last));
            last = bytesSoFar;
          },
        });
        logger.info(`Downloaded the ${locale ?? 'whole project'} archive: ${bytes} bytes.`);
        return { path: destination, locale, bytes };
      } catch (error) {
        throw new SyncError(
          'download-failed',
          `Downloading the ${locale === undefined ? 'project' : `"${locale}"`} Zip File failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }),
  );
}

/**
 * Writes bytes that did not come from an archive (a single file, the glossary) into the staging
 * folder as a staged file, ready for the same safe write into the repository.
 */
export async function stageBytes(stagedPath: string, repoPath: string, bytes: Buffer): Promise<StagedFile> {
  await writeFile(stagedPath, bytes);
  return {
    entryName: repoPath,
    repoPath,
    stagedPath,
    size: bytes.length,
    sha1: process.getBuiltinModule('node:crypto').createHash('sha1').update(bytes).digest('hex'),
  };
}

/**
 * Downloads single target files with Show File (the client's limit applies) into `stagingDir`, as
 * staged files ready for the same safe write as an archive's. Their paths come from Show Project,
 * already checked to stay inside the repository.
 */
export async function downloadTargetFiles(options: {
  service: ProjectService;
  downloads: readonly PlannedDownload[];
  stagingDir: string;
  logger: Logger;
  /**
   * Told of a file whose answer passed the client's cap, which is then left out; without it, such
   * a file fails the download as any other failure does.
   */
  onTooLarge?: (repoPath: string, detail: string) => void;
}): Promise<StagedFile[]> {
  const { service, downloads, stagingDir, logger } = options;
  await mkdir(stagingDir, { recursive: true });
  const fetched = await Promise.all(
    downloads.map(async (download, index): Promise<StagedFile | undefined> => {
      const { file } = download;
      let content: Awaited<ReturnType<ProjectService['files']['show']>>;
      try {
        content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
      } catch (error) {
        if (options.onTooLarge !== undefined && (error as { code?: unknown }).code === 'too-large') {
          options.onTooLarge(
            download.path,
            `is more than ${MAX_BODY_BYTES} bytes, the most translation-sync reads of one file`,
          );
          return undefined;
        }
        throw new SyncError(
          'download-failed',
          `Downloading ${download.path} failed: ${(error as Error).message}`,
          {
            files: [download.path],
            cause: error,
          },
        );
      }
      if (content.status !== 'ok') {
        throw new SyncError(
          'download-failed',
          `Downloading ${download.path} failed: the service answered 304 unasked.`,
          {
            files: [download.path],
          },
        );
      }
      return stageBytes(path.join(stagingDir, String(index).padStart(6, '0')), download.path, content.body);
    }),
  );
  const staged = fetched.filter((file) => file !== undefined);
  logger.info(
    `Downloaded ${plural(staged.length, 'file')} one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`,
  );
  return staged;
}
