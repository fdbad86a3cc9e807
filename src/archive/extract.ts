import pLimit from 'p-limit';
import type { ZipFile } from 'yauzl';
import type { Logger } from '../client/logger.js';
import { listEntryNames } from './errors.js';
import { inflateEntry, type InflateBudget } from './inflate.js';
import { findDataStarts, openArchive, readEntries, sniffArchive } from './open.js';
import { planEntries } from './entries.js';
import type { EntryPlan, ExtractLimits, PlannedTarget } from './entries.js';

export { ArchiveError } from './errors.js';

/**
 * The safe unzip, in two steps: `checkArchive` validates every entry of an archive before a byte
 * is inflated; `inflateArchive` then streams each target entry through the size, CRC-32 and budget
 * guard into a new file that its caller names (the pull: beside the target, pull-download.ts).
 */

/**
 * A staged file: a downloaded translation, checked, waiting in a temporary place (beside its
 * target, or in a folder apart) for a write to move it into the repository.
 */
export interface StagedFile {
  entryName: string;
  /** Posix, relative to the repository root. */
  repoPath: string;
  /** Absolute path of the staged bytes. */
  stagedPath: string;
  size: number;
  sha1: string;
}

/**
 * Entries inflated at once: enough to keep the disk and the inflating busy, few enough to bound
 * the open files.
 */
const INFLATE_CONCURRENCY = 16;

/**
 * An archive whose every entry was checked (names, types, collisions, overlaps, declared sizes)
 * and nothing inflated yet: what `inflateArchive` may then write. Close it when done.
 */
export interface CheckedArchive {
  readonly plan: EntryPlan;
  readonly warnings: readonly string[];
  readonly zipfile: ZipFile;
  /** The whole archive, when it was small enough to be read into memory. */
  readonly bytes: Buffer | undefined;
  /** Where each planned target's data starts in the archive. */
  readonly dataStarts: ReadonlyMap<PlannedTarget, number>;
}

/**
 * Validates every entry of the archive before a single byte is inflated. Throws ArchiveError on
 * anything hostile; logs the warnings (an empty archive, entries that are not target files).
 */
export async function checkArchive(options: {
  archivePath: string;
  /** Entry name as the service lists it -> posix path relative to the repository root. */
  allowed: ReadonlyMap<string, string>;
  /** Other files of the project (masters, unselected locales): skipped without a warning. */
  known?: ReadonlySet<string> | undefined;
  limits: ExtractLimits;
  /** Hold back a target over a per-file limit instead of refusing the archive (entries.ts). */
  perTarget?: boolean;
  logger: Logger;
}): Promise<CheckedArchive> {
  const { archivePath, allowed, limits, logger } = options;
  const size = await sniffArchive(archivePath);
  const { zipfile, bytes } = await openArchive(archivePath, size);
  try {
    const entries = await readEntries(zipfile, limits.maxEntries);
    const plan = planEntries(entries, allowed, limits, {
      perTarget: options.perTarget === true,
      known: options.known,
    });
    const starts = await findDataStarts(zipfile, entries);
    const startOf = new Map(entries.map(({ entry }, index) => [entry, starts[index] ?? 0]));
    const dataStarts = new Map(plan.targets.map((target) => [target, startOf.get(target.entry) ?? 0]));
    const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
    for (const warning of warnings) logger.warning(warning);
    return { plan, warnings, zipfile, bytes, dataStarts };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

interface InflatedFile {
  readonly target: PlannedTarget;
  readonly size: number;
  readonly sha1: string;
  /** Where the bytes were written. */
  readonly path: string;
}

/**
 * Inflates the planned targets of a checked archive, a few at a time, each into the new file
 * `destination` names. After a failure nothing new starts, and the first failure is thrown once
 * everything started has finished, so that the caller's cleanup sees every file written.
 */
export async function inflateArchive(
  archive: CheckedArchive,
  options: {
    budget: InflateBudget;
    destination: (target: PlannedTarget, index: number) => Promise<string>;
    /**
     * Looks at each file as soon as it is written, with its bytes while they are still in memory
     * (undefined for a big entry, which streamed: read it from `path`), so that a caller that
     * checks the bytes need not read every file again.
     */
    inspect?: (file: InflatedFile, bytes: Buffer | undefined) => void;
  },
): Promise<InflatedFile[]> {
  const limit = pLimit(INFLATE_CONCURRENCY);
  const outcomes = await Promise.allSettled(
    archive.plan.targets.map((target, index) =>
      limit(async (): Promise<InflatedFile> => {
        const path = await options.destination(target, index);
        const { size, sha1, bytes } = await inflateEntry({
          zipfile: archive.zipfile,
          archiveBytes: archive.bytes,
          name: target.name,
          entry: target.entry,
          dataStart: archive.dataStarts.get(target) ?? 0,
          path,
          budget: options.budget,
        });
        const file = { target, size, sha1, path };
        options.inspect?.(file, bytes);
        return file;
      }).catch((error: unknown) => {
        limit.clearQueue();
        throw error;
      }),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<InflatedFile>).value);
}

function collectWarnings(
  entryCount: number,
  skipped: EntryPlan['skipped'],
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
