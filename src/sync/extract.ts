import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../action/logger.js';
import { listEntryNames } from './extract-errors.js';
import { inflateEntry } from './extract-inflate.js';
import { openArchive, readEntries, rejectOverlaps, sniffArchive } from './extract-open.js';
import { planEntries } from './extract-plan.js';
import type { ExtractLimits } from './extract-plan.js';

export { ArchiveError } from './extract-errors.js';
export type { ArchiveErrorCode } from './extract-errors.js';
export type { ExtractLimits } from './extract-plan.js';
export { writeStagedFiles, WriteError } from './write-safely.js';
export type { WriteErrorCode, WriteResult } from './write-safely.js';

const MiB = 1024 * 1024;

/** Generous for any translation project, small enough that a bomb cannot fill a runner's disk. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = Object.freeze({
  maxEntries: 10_000,
  maxEntryBytes: 50 * MiB,
  maxTotalBytes: 512 * MiB,
  maxRatio: 200,
});

/** A file inflated from the archive into the staging folder, waiting to be written into the repository. */
export interface StagedFile {
  entryName: string;
  /** Posix, relative to the repository root. */
  repoPath: string;
  /** Absolute, inside stagingDir. */
  stagedPath: string;
  size: number;
  sha1: string;
}

export interface StageResult {
  files: StagedFile[];
  skipped: { entryName: string; reason: 'not-a-target-file' | 'directory' }[];
  warnings: string[];
}

/**
 * Phase 1 of the safe unzip. Validates every entry of the archive (names, types, collisions,
 * overlaps, declared sizes) and only then inflates the entries that map to target files into a
 * fresh folder under stagingDir, checking sizes and CRC-32 as the bytes stream. Throws
 * ArchiveError on anything hostile, and then nothing staged is left behind.
 */
export async function stageArchive(options: {
  archivePath: string;
  stagingDir: string;
  /** Entry name as the service lists it -> posix path relative to the repository root. */
  allowed: ReadonlyMap<string, string>;
  /** Other files of the project (masters, unselected locales): skipped without a warning. */
  known?: ReadonlySet<string>;
  limits?: Partial<ExtractLimits>;
  logger: Logger;
}): Promise<StageResult> {
  const { archivePath, stagingDir, allowed, logger } = options;
  const limits: ExtractLimits = { ...DEFAULT_EXTRACT_LIMITS, ...options.limits };
  await sniffArchive(archivePath);
  const zipfile = await openArchive(archivePath);
  let stagingRoot: string | undefined;
  try {
    const entries = await readEntries(zipfile, limits.maxEntries);
    const plan = planEntries(entries, allowed, limits);
    await rejectOverlaps(zipfile, entries);

    const files: StagedFile[] = [];
    if (plan.targets.length > 0) {
      await mkdir(stagingDir, { recursive: true });
      const root = await mkdtemp(join(stagingDir, 'archive-'));
      stagingRoot = root;
      const budget = { remainingTotalBytes: limits.maxTotalBytes };
      for (const [index, target] of plan.targets.entries()) {
        // Staged files get neutral numbered names: no entry name ever touches the file system here.
        const stagedPath = join(root, String(index).padStart(6, '0'));
        const { size, sha1 } = await inflateEntry({
          zipfile,
          name: target.name,
          entry: target.entry,
          stagedPath,
          budget,
        });
        files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 });
        logger.debug(`Staged ${target.name} (${size} bytes) for ${target.repoPath}`);
      }
    }

    const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
    for (const warning of warnings) logger.warning(warning);
    return { files, skipped: plan.skipped, warnings };
  } catch (error) {
    if (stagingRoot !== undefined) {
      // Cleaning up must not hide the real error; a leftover folder in RUNNER_TEMP is only noted.
      await rm(stagingRoot, { recursive: true, force: true }).catch((cleanupError: unknown) => {
        logger.warning(`Could not remove the staging folder ${stagingRoot ?? ''}: ${String(cleanupError)}`);
      });
    }
    throw error;
  } finally {
    zipfile.close();
  }
}

function collectWarnings(
  entryCount: number,
  skipped: StageResult['skipped'],
  known: ReadonlySet<string>,
): string[] {
  const warnings: string[] = [];
  if (entryCount === 0) {
    warnings.push(
      'The Zip File from the service is empty: no translation was downloaded, and no existing file was changed or deleted.',
    );
  }
  const outside = skipped
    .filter((item) => item.reason === 'not-a-target-file' && !known.has(item.entryName))
    .map((item) => item.entryName);
  if (outside.length > 0) {
    warnings.push(
      `The Zip File holds ${outside.length} ${outside.length === 1 ? 'entry that is' : 'entries that are'} not a target file of this sync, so ${outside.length === 1 ? 'it was' : 'they were'} not written: ${listEntryNames(outside)}.`,
    );
  }
  return warnings;
}
