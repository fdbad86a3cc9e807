import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../action/logger.js';
import { SyncError } from './errors.js';
import type { StagedFile } from './extract.js';
import type { PlannedDownload } from './plan.js';
import type { ProjectService } from './service.js';

/** A downloaded Zip File, complete on disk (the client renames it into place only when whole). */
export interface DownloadedArchive {
  readonly path: string;
  /** The locale asked for, or undefined for the whole project. */
  readonly locale: string | undefined;
  readonly bytes: number;
}

const MiB = 1024 * 1024;

/** The Zip File's transfer is stopped past this many bytes unless the options say otherwise (R16). */
export const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * MiB;

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
  /** Stops every download: each rejects, and no archive is left in tempDir. */
  signal?: AbortSignal;
}): Promise<DownloadedArchive[]> {
  const { service, tempDir, maxBytes, logger, signal } = options;
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
          ...(signal === undefined ? {} : { signal }),
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
 * The whole project's Zip File, asked for before the pull has planned anything (pull.ts, first
 * pulls of big projects): the pull takes it when its plan wants that archive, and otherwise it is
 * stopped. It downloads into the pull's own temporary folder, made here.
 */
export interface EarlyArchive {
  /** The pull's temporary folder, made for the download. */
  readonly tempDir: string;
  /** The download, for the pull that wants the whole project's archive. */
  take(): Promise<DownloadedArchive[]>;
  /** Stops the download unless it was taken, and resolves once it has ended: no file comes after. */
  settle(): Promise<void>;
}

export function askForArchiveEarly(options: {
  service: ProjectService;
  tempRoot: string;
  maxBytes: number;
  logger: Logger;
}): EarlyArchive | undefined {
  const { service, tempRoot, maxBytes, logger } = options;
  let tempDir: string;
  try {
    // At once, so that the request goes out in this turn: the pull's next steps keep the thread.
    mkdirSync(tempRoot, { recursive: true });
    tempDir = mkdtempSync(path.join(tempRoot, 'translation-sync-'));
  } catch {
    return undefined; // The pull makes its folder later, and reports what fails then.
  }
  const stop = new AbortController();
  const downloading = downloadArchives({
    service,
    locales: 'all',
    tempDir,
    maxBytes,
    logger,
    signal: stop.signal,
  });
  // Awaited by whoever takes it or settles it; not an unhandled rejection meanwhile.
  downloading.catch(() => undefined);
  let taken = false;
  return {
    tempDir,
    take: () => {
      taken = true;
      return downloading;
    },
    settle: async () => {
      if (!taken && !stop.signal.aborted) {
        logger.debug("The whole project's archive, asked for before the plan, is not used.");
        stop.abort();
      }
      await downloading.catch(() => undefined);
    },
  };
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
}): Promise<StagedFile[]> {
  const { service, downloads, stagingDir, logger } = options;
  await mkdir(stagingDir, { recursive: true });
  const staged = await Promise.all(
    downloads.map(async (download, index): Promise<StagedFile> => {
      const { file } = download;
      let content: Awaited<ReturnType<ProjectService['files']['show']>>;
      try {
        content = await service.files.show({ masterFileId: file.masterId ?? file.id, locale: file.locale });
      } catch (error) {
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
  logger.info(
    `Downloaded ${staged.length} files one by one (${staged.reduce((sum, file) => sum + file.size, 0)} bytes).`,
  );
  return staged;
}
