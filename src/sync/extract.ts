import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../action/logger.js';
import { listEntryNames } from './extract-errors.js';
import { fitsInMemory, inflateEntry, inflateSmallEntry, IN_MEMORY_MAX_BYTES } from './extract-inflate.js';
import type { InflateBudget } from './extract-inflate.js';
import type { BlockReader } from './extract-reader.js';
import { openArchive, readEntries, rejectOverlaps, sniffArchive } from './extract-open.js';
import { planEntries } from './extract-plan.js';
import type { EntryPlan, ExtractLimits, PlannedTarget } from './extract-plan.js';

export { ArchiveError } from './extract-errors.js';
export type { ArchiveErrorCode } from './extract-errors.js';
export type { ExtractLimits, PlannedTarget } from './extract-plan.js';
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
  /** Undefined when nothing needed it: the repository had no copy to compare with. */
  sha1?: string | undefined;
}

export interface StageResult {
  files: StagedFile[];
  skipped: { entryName: string; reason: 'not-a-target-file' | 'directory' }[];
  warnings: string[];
}

/** Small entries inflated at once, and the bytes they may hold together (memory stays flat). */
const INFLATE_CONCURRENCY = 16;
const INFLATE_BYTES_IN_FLIGHT = 2 * IN_MEMORY_MAX_BYTES;

/**
 * An archive whose every entry was checked (names, types, collisions, overlaps, declared sizes)
 * and nothing inflated yet: what `inflateArchive` may then write. Close it when done.
 */
export interface CheckedArchive {
  readonly plan: EntryPlan;
  readonly warnings: readonly string[];
  close(): Promise<void>;
  /** @internal */
  readonly reader: BlockReader;
  /** @internal Where each planned target's data starts in the archive. */
  readonly dataStarts: ReadonlyMap<PlannedTarget, number>;
}

/**
 * Phase 1 of the safe unzip: validates every entry of the archive before a single byte is
 * inflated. Throws ArchiveError on anything hostile; logs the warnings (an empty archive, entries
 * that are not target files of this sync).
 */
export async function checkArchive(options: {
  archivePath: string;
  /** Entry name as the service lists it -> posix path relative to the repository root. */
  allowed: ReadonlyMap<string, string>;
  /** Other files of the project (masters, unselected locales): skipped without a warning. */
  known?: ReadonlySet<string>;
  limits: ExtractLimits;
  logger: Logger;
}): Promise<CheckedArchive> {
  const { archivePath, allowed, limits, logger } = options;
  await sniffArchive(archivePath);
  const { zipfile, reader } = await openArchive(archivePath);
  try {
    const entries = await readEntries(zipfile, limits.maxEntries);
    const plan = planEntries(entries, allowed, limits);
    const starts = await rejectOverlaps(reader, entries);
    const startOf = new Map(entries.map(({ entry }, index) => [entry, starts[index] ?? 0]));
    const dataStarts = new Map(plan.targets.map((target) => [target, startOf.get(target.entry) ?? 0]));
    const warnings = collectWarnings(entries.length, plan.skipped, options.known ?? new Set());
    for (const warning of warnings) logger.warning(warning);
    return {
      plan,
      warnings,
      reader,
      dataStarts,
      close: () => {
        zipfile.close();
        return Promise.resolve();
      },
    };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

export interface InflatedFile {
  readonly target: PlannedTarget;
  readonly size: number;
  /** Undefined when `keep` did not ask for it. */
  readonly sha1: string | undefined;
  /** Where the bytes were written; undefined when `keep` did not want them. */
  readonly path: string | undefined;
}

/**
 * Inflates the planned targets of a checked archive, checking sizes and CRC-32 as it goes. Small
 * entries are inflated in memory a few at a time (bounded in count and bytes) and written with one
 * call each; big ones stream one after another. `keep` decides from the SHA-1 whether the bytes
 * are wanted (identical files need no write); `destination` names the new file for those that are.
 * On a failure every file already written is the caller's to remove: `destination` knows them.
 */
export async function inflateArchive(
  archive: CheckedArchive,
  options: {
    budget: InflateBudget;
    /** Whether the bytes are wanted; `sha1()` hashes them on demand (streamed entries are always hashed). */
    keep?: (target: PlannedTarget, sha1: () => string) => boolean;
    /** Sees the bytes of each kept entry held in memory, before they are written. */
    inspect?: (target: PlannedTarget, bytes: Buffer) => void;
    destination: (target: PlannedTarget, index: number) => Promise<string>;
    /** Writes each kept entry held in memory to its destination; by default on this thread. */
    write?: (path: string, bytes: Buffer) => Promise<void>;
    /**
     * Asked for each small target just before it is inflated: false leaves it to someone else
     * (the inflate thread), and its result stays empty.
     */
    claim?: (index: number) => boolean;
  },
): Promise<InflatedFile[]> {
  const { budget } = options;
  const keep = options.keep ?? (() => true);
  const claim = options.claim ?? (() => true);
  const targets = archive.plan.targets;
  const results: InflatedFile[] = new Array<InflatedFile>(targets.length);
  const small = targets
    .map((target, index) => ({ target, index }))
    .filter(({ target }) => fitsInMemory(target.entry));
  await forEachBounded(
    small,
    ({ target }) => target.entry.compressedSize + target.entry.uncompressedSize,
    async ({ target, index }) => {
      if (!claim(index)) return;
      const inflated = await inflateSmallEntry({
        reader: archive.reader,
        name: target.name,
        entry: target.entry,
        dataStart: archive.dataStarts.get(target) ?? 0,
        budget,
        keep: (sha1) => keep(target, sha1),
        ...(options.inspect === undefined
          ? {}
          : { inspect: (bytes: Buffer) => options.inspect?.(target, bytes) }),
        destination: () => options.destination(target, index),
        write: options.write,
      });
      results[index] = { target, ...inflated };
    },
  );
  for (const [index, target] of targets.entries()) {
    if (fitsInMemory(target.entry)) continue;
    const path = await options.destination(target, index);
    const { size, sha1 } = await inflateEntry({
      reader: archive.reader,
      name: target.name,
      entry: target.entry,
      dataStart: archive.dataStarts.get(target) ?? 0,
      stagedPath: path,
      budget,
    });
    results[index] = { target, size, sha1, path };
  }
  return results;
}

/**
 * Runs `work` over the items a few at a time: at most INFLATE_CONCURRENCY at once and, past the
 * first, at most INFLATE_BYTES_IN_FLIGHT of `weight` together. After a failure nothing new
 * starts; the first failure is thrown once everything started has finished, so that the caller's
 * cleanup sees every file written.
 */
async function forEachBounded<T>(
  items: readonly T[],
  weight: (item: T) => number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let running = 0;
  let inFlight = 0;
  let failure: { error: unknown } | undefined;
  await new Promise<void>((resolve) => {
    const pump = (): void => {
      while (failure === undefined && next < items.length && running < INFLATE_CONCURRENCY) {
        const item = items[next] as T;
        const bytes = weight(item);
        if (running > 0 && inFlight + bytes > INFLATE_BYTES_IN_FLIGHT) break;
        next++;
        running++;
        inFlight += bytes;
        work(item)
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => {
            running--;
            inFlight -= bytes;
            pump();
          });
      }
      if (running === 0 && (failure !== undefined || next >= items.length)) resolve();
    };
    pump();
  });
  if (failure !== undefined) throw failure.error;
}

/**
 * Phase 1 and the staging of the safe unzip: validates every entry of the archive (names, types,
 * collisions, overlaps, declared sizes) and only then inflates the entries that map to target
 * files into a fresh folder under stagingDir, checking sizes and CRC-32 as the bytes stream.
 * Throws ArchiveError on anything hostile, and then nothing staged is left behind. The pull
 * inflates straight beside the targets instead (pull.ts); this serves the tests and tools that
 * want the files apart.
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
  const { stagingDir, logger } = options;
  const limits: ExtractLimits = { ...DEFAULT_EXTRACT_LIMITS, ...options.limits };
  const archive = await checkArchive({ ...options, limits });
  let stagingRoot: string | undefined;
  try {
    const files: StagedFile[] = [];
    if (archive.plan.targets.length > 0) {
      await mkdir(stagingDir, { recursive: true });
      const root = await mkdtemp(join(stagingDir, 'archive-'));
      stagingRoot = root;
      // Staged files get neutral numbered names: no entry name ever touches the file system here.
      const inflated = await inflateArchive(archive, {
        budget: { remainingTotalBytes: limits.maxTotalBytes },
        // Staged files carry their SHA-1, for callers that compare them.
        keep: (_target, sha1) => sha1() !== '',
        destination: (_target, index) => Promise.resolve(join(root, String(index).padStart(6, '0'))),
      });
      for (const { target, size, sha1, path } of inflated) {
        files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath: path ?? '', size, sha1 });
        logger.debug(`Staged ${target.name} (${size} bytes) for ${target.repoPath}`);
      }
    }
    return { files, skipped: archive.plan.skipped, warnings: [...archive.warnings] };
  } catch (error) {
    if (stagingRoot !== undefined) {
      // Cleaning up must not hide the real error; a leftover folder in RUNNER_TEMP is only noted.
      await rm(stagingRoot, { recursive: true, force: true }).catch((cleanupError: unknown) => {
        logger.warning(`Could not remove the staging folder ${stagingRoot ?? ''}: ${String(cleanupError)}`);
      });
    }
    throw error;
  } finally {
    await archive.close();
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
