import path from 'node:path';
import type { Logger } from '../action/logger.js';
import { SyncError } from './errors.js';
import type { ProjectService } from './service.js';

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
