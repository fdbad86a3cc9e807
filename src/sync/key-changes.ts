import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../action/logger.js';
import { detectFormat, diffSegments, parseLocaleFile, type SegmentDiff } from '../formats/index.js';

/**
 * Keys added, changed and removed in one target file, found by parsing the repository's copy and
 * the downloaded one in the file's format. Counts are a report, not a gate: a file whose format
 * we cannot read is still written, with its key counts unknown.
 */
export async function keyChangesOf(options: {
  workspace: string;
  repoPath: string;
  stagedPath: string;
  locale: string;
  logger: Logger;
}): Promise<SegmentDiff | undefined> {
  const format = detectFormat(options.repoPath);
  if (format === undefined) return undefined;
  const parse = (bytes: Uint8Array) =>
    parseLocaleFile(format, bytes, { fileName: options.repoPath, locale: options.locale });
  try {
    const next = parse(await readFile(options.stagedPath));
    let previous: ReturnType<typeof parse> = [];
    try {
      previous = parse(await readFile(path.join(options.workspace, options.repoPath)));
    } catch (error) {
      // A file new to the repository has every key added; an unreadable old copy, likewise.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        options.logger.debug(
          `Cannot read the old ${options.repoPath} to compare keys: ${(error as Error).message}`,
        );
      }
    }
    return diffSegments(previous, next);
  } catch (error) {
    options.logger.debug(`Cannot compare keys of ${options.repoPath}: ${(error as Error).message}`);
    return undefined;
  }
}
