import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import path from 'node:path';
import { BackgroundWriter } from './background-writer.js';
import { onCancelStop } from './cancellation.js';
import { fitsInMemory } from './extract-inflate.js';
import { claimEntry, claimSlots, MAIN_THREAD } from './claims.js';
import { InflateThread, type ThreadEntry, type ThreadResult } from './inflate-thread.js';
import { downloadArchives, downloadTargetFiles, type DownloadedArchive } from './download.js';
import {
  ArchiveError,
  checkArchive,
  DEFAULT_EXTRACT_LIMITS,
  inflateArchive,
  writeStagedFiles,
  type CheckedArchive,
  type ExtractLimits,
  type InflatedFile,
  type PlannedTarget,
  type StagedFile,
} from './extract.js';
import {
  localeMatcher,
  sameLocale,
  type LocaleSelection,
  type PlannedDownload,
  type RemoteFile,
} from './plan.js';
import type { PullOptions } from './pull.js';
import type * as RemovalGuard from './removal-guard.js';
import type { Comparison, DownloadToCheck } from './removal-guard.js';
import { asWriteError, RepositoryWrite, settleAll } from './write-safely.js';

/**
 * The download and staging half of a pull (pull.ts plans and reports): archives or single files
 * downloaded outside the repository, every archive checked whole, each changed file inflated once
 * beside its target and compared key by key while its bytes are in memory, then renamed into
 * place by `commit`.
 */

export const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

/** At most this many files go file by file, and only when they are at most a quarter of their locales' files. */
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;
/** From this many planned files on, new files are written on a writer thread (background-writer.ts). */
const BACKGROUND_WRITE_FROM = 256;
/**
 * From this many planned files on, and as many new small files in an archive, a second thread
 * shares those with the main thread (inflate-thread.ts): starting it costs about as much as 200
 * files.
 */
const PARALLEL_FROM = 512;
/**
 * ...and only where the machine has a core for it beside the main thread and the writer. On two
 * cores the kernel's file creation (the writer's part) already holds the pull back: the thread
 * took over a third of a 9,000-file pull's files, but the pull took as long, its load slowed the
 * download, and it added 40 MiB to the peak (docs/benchmarks.md, thirteenth round).
 */
const INFLATE_THREAD_CORES = 3;

function coresForInflateThread(): boolean {
  return process.getBuiltinModule('node:os').availableParallelism() >= INFLATE_THREAD_CORES;
}

/**
 * What the thread may take of an archive: every small entry the repository does not have (a new
 * file is counted, not compared, and always written). The main thread claims them from the
 * front, the thread from the back (inflate-thread.ts), so that both finish together whatever each
 * one's pace: a thread that starts late, or a disk that slows the thread's own writes, leaves it
 * fewer. Their temporaries are named and registered here, and their declared sizes taken from
 * the budget (every entry is checked to inflate to exactly its declared size); the main thread
 * gives an entry's size back when it claims it, since it takes it again as it inflates.
 * Undefined when there are too few for a thread to pay.
 */
async function shareWithThread(
  thread: InflateThread | undefined,
  archivePath: string,
  archive: CheckedArchive,
  localSha1: ReadonlyMap<string, string | undefined>,
  fileOf: (target: PlannedTarget) => DownloadToCheck,
  destinations: (targets: readonly { target: PlannedTarget; index: number }[]) => Promise<string[]>,
  budget: { remainingTotalBytes: number },
): Promise<
  | {
      paths: Map<number, string>;
      inflated: Map<number, InflatedFile>;
      /** For the main thread, before it inflates target `index`: false when the thread has it. */
      claim: (index: number) => boolean;
      /** Claims whatever the thread has not taken yet, so that it stops after its current entry. */
      stop: () => void;
      run: (onResults: (results: readonly ThreadResult[], debug: readonly string[]) => void) => Promise<void>;
    }
  | undefined
> {
  if (thread === undefined) return undefined;
  const fresh = archive.plan.targets
    .map((target, index) => ({ target, index }))
    .filter(({ target }) => fitsInMemory(target.entry) && localSha1.get(target.repoPath) === undefined);
  if (fresh.length < PARALLEL_FROM) return undefined;
  const paths = new Map<number, string>();
  const slotOf = new Map<number, number>();
  const entries: ThreadEntry[] = [];
  const files = await destinations(fresh);
  for (const [slot, { target, index }] of fresh.entries()) {
    const file = files[slot] ?? '';
    paths.set(index, file);
    slotOf.set(index, entries.length);
    const { compressionMethod, compressedSize, uncompressedSize, crc32 } = target.entry;
    budget.remainingTotalBytes -= uncompressedSize;
    entries.push({
      index,
      name: target.name,
      header: { compressionMethod, compressedSize, uncompressedSize, crc32 },
      dataStart: archive.dataStarts.get(target) ?? 0,
      path: file,
      file: fileOf(target),
    });
  }
  const claims = claimSlots(entries.length);
  return {
    paths,
    inflated: new Map(),
    claim: (index) => {
      const slot = slotOf.get(index);
      if (slot === undefined) return true;
      if (!claimEntry(claims, slot, MAIN_THREAD)) return false;
      budget.remainingTotalBytes += entries[slot]?.header.uncompressedSize ?? 0;
      return true;
    },
    stop: () => {
      for (let slot = 0; slot < entries.length; slot++) claimEntry(claims, slot, MAIN_THREAD);
    },
    run: (onResults) => thread.run({ archivePath, entries, claims }, onResults),
  };
}

/**
 * Downloaded translations, checked and waiting to be written: `files` are the ones whose bytes
 * differ from the repository's, each at a path of its own (beside its target, or in the staging
 * folder), ready for the key diffs and for whatever checks come before the write. `commit` writes
 * them; `discard` removes what was not written.
 */
export interface Staging {
  readonly files: readonly StagedFile[];
  /** Key comparisons made while inflating, by repository path; the others are made from the files. */
  readonly compared: ReadonlyMap<string, Comparison>;
  /** Every planned path the downloads held, identical to the repository's or not. */
  readonly present: readonly string[];
  commit(): Promise<{ repoPath: string; status: 'added' | 'changed' }[]>;
  discard(): Promise<void>;
}

/** The removal guard and, with it, the format parsers. */
export function guard(): Promise<typeof RemovalGuard> {
  return import('./removal-guard.js');
}

/** The repository's copy of a file the hashing found; undefined when it has gone since. */
function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Archive entries allowed per file the service lists for the archive, and a floor for the folders an archive may list too. */
const ENTRY_MARGIN = 1.25;
const ENTRY_FLOOR = 100;
/** Bytes an archive may inflate to, per byte downloaded, above the default total. */
const INFLATED_PER_DOWNLOADED_BYTE = 20;

/**
 * The extraction limits for one archive, from what Show Project lists for it: a 30,000-file
 * project's archive holds 30,000 entries, where a fixed limit would refuse it or allow any bomb
 * its size. Entries: the files listed for the archive's locales (and their folders, which an
 * archive may list as entries), with a margin. Total size: the service lists no sizes, so it
 * grows with the download instead (INFLATED_PER_DOWNLOADED_BYTE), never below the default.
 * Per-file size and ratio stay fixed. `overrides` wins (docs/decisions.md, Extraction).
 */
export function extractLimitsFor(
  listed: readonly RemoteFile[],
  archiveBytes: number,
  overrides: Partial<ExtractLimits> = {},
): ExtractLimits {
  const folders = new Set(listed.map((file) => file.name.split('/').slice(0, -1).join('/')));
  return {
    ...DEFAULT_EXTRACT_LIMITS,
    maxEntries: Math.ceil((listed.length + folders.size) * ENTRY_MARGIN) + ENTRY_FLOOR,
    maxTotalBytes: Math.max(
      DEFAULT_EXTRACT_LIMITS.maxTotalBytes,
      archiveBytes * INFLATED_PER_DOWNLOADED_BYTE,
    ),
    ...overrides,
  };
}

/**
 * Downloads for a few files of big locales go file by file (Show File): after one master changed,
 * its target in each locale is all that is needed, and the locale archives would carry every other
 * file of those locales too. Otherwise archives: one for everything, or one per locale that needs
 * a download. Nothing reaches a target path before `commit`.
 */
export async function stageDownloads(
  options: PullOptions,
  downloads: readonly PlannedDownload[],
  neededLocales: readonly string[],
  selection: LocaleSelection,
  remoteFiles: readonly RemoteFile[],
  localSha1: ReadonlyMap<string, string | undefined>,
  known: ReadonlySet<string>,
  tempDir: string,
  result: { archives: number; downloadedBytes: number },
  /** Called once the downloads are asked for: work that should not hold the requests back. */
  afterRequests: () => void,
): Promise<Staging> {
  const { service, logger } = options;
  const needed = localeMatcher(neededLocales);
  const targetsInNeededLocales = remoteFiles.filter(
    (file) => file.masterId !== null && needed(file.locale),
  ).length;
  if (
    downloads.length <= FILE_BY_FILE_MAX &&
    downloads.length * FILE_BY_FILE_SHARE <= targetsInNeededLocales
  ) {
    const downloading = downloadTargetFiles({
      service,
      downloads,
      stagingDir: path.join(tempDir, 'files'),
      logger,
    });
    afterRequests();
    const staged = await downloading;
    result.downloadedBytes = staged.reduce((sum, file) => sum + file.size, 0);
    const files = staged.filter((file) => localSha1.get(file.repoPath) !== file.sha1);
    return {
      files,
      present: staged.map((file) => file.repoPath),
      compared: new Map(),
      commit: async () => (await writeStagedFiles({ repoRoot: options.workspace, files })).written,
      discard: () => Promise.resolve(),
    };
  }
  const downloading = downloadArchives({
    service,
    // One archive of everything when every target locale needs it; otherwise only the locales that do.
    locales: selection.all && neededLocales.length === selection.locales.length ? 'all' : neededLocales,
    tempDir,
    maxBytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES,
    logger,
  });
  // The requests are written to their sockets within this turn of the event loop; the synchronous
  // work below waits for the next, so that it runs while the archives are on the wire instead of
  // before they are asked for. The removal guard and its format parsers load meanwhile too.
  downloading.catch(() => undefined); // Awaited below; not an unhandled rejection meanwhile.
  await setImmediate();
  afterRequests();
  guard().catch(() => undefined); // A failure to load surfaces where the guard is awaited.
  // Many new files are written on a thread of their own (background-writer.ts), and share the
  // inflating, checking and key counting with a second thread (inflate-thread.ts) where there are
  // cores for it: started now, both have loaded by the time the archives are checked.
  const threads: Threads = {
    writer: downloads.length >= BACKGROUND_WRITE_FROM ? BackgroundWriter.tryStart() : undefined,
    inflate:
      downloads.length >= PARALLEL_FROM && coresForInflateThread() ? InflateThread.tryStart() : undefined,
    // A cancelled run stops them before it removes what they wrote (cancellation.ts).
    forget: onCancelStop(() => closeThreads(threads)),
  };
  // While the archives download, the repository's folders are read for every planned file (the
  // targets an archive may hold are among them): 0.15 s for 9,000 files that would otherwise come
  // after the download (docs/benchmarks.md). It only reads; nothing is written before the archives
  // are checked.
  const preparing = settled(
    options.dryRun
      ? Promise.resolve(undefined)
      : RepositoryWrite.prepare(
          options.workspace,
          downloads.map((download) => download.path),
        ),
  );
  let archives: DownloadedArchive[];
  try {
    archives = await downloading;
  } catch (error) {
    await closeThreads(threads);
    await (await preparing).value?.discard();
    throw error;
  }
  result.archives = archives.length;
  result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
  return stageArchives(
    options,
    archives,
    downloads,
    remoteFiles,
    localSha1,
    known,
    tempDir,
    preparing,
    threads,
  );
}

/** The pull's helper threads, where it has any. */
interface Threads {
  readonly writer: BackgroundWriter | undefined;
  readonly inflate: InflateThread | undefined;
  /** Takes back their stop on cancellation, once they are closed. */
  readonly forget: () => void;
}

/** Stops both threads; a file one of them was writing is whole or absent when this resolves. */
async function closeThreads(threads: Threads): Promise<void> {
  await threads.inflate?.close();
  await threads.writer?.close();
  threads.forget();
}

/** A promise that never rejects: its outcome is read when the caller gets to it. */
async function settled<T>(promise: Promise<T>): Promise<{ value?: T; error?: { cause: unknown } }> {
  try {
    return { value: await promise };
  } catch (cause) {
    return { error: { cause } };
  }
}

/**
 * Every archive is checked whole before anything is inflated; then each target whose bytes differ
 * from the repository's is inflated once, straight into a temporary file beside its target (with
 * dry-run: into the staging folder), and `commit` renames it into place. One write per file.
 */
async function stageArchives(
  options: PullOptions,
  archives: readonly DownloadedArchive[],
  downloads: readonly PlannedDownload[],
  remoteFiles: readonly RemoteFile[],
  localSha1: ReadonlyMap<string, string | undefined>,
  known: ReadonlySet<string>,
  tempDir: string,
  /** The write prepared during the download for every planned file; undefined with dry-run. */
  preparing: Promise<{ value?: RepositoryWrite | undefined; error?: { cause: unknown } }>,
  threads: Threads,
): Promise<Staging> {
  const { workspace, logger, dryRun } = options;
  // Only the planned target files may be written; the project's other files are expected in the
  // archive and skipped quietly; anything else is skipped with a warning (R22).
  const checked: CheckedArchive[] = [];
  const budgets: number[] = [];
  let write: RepositoryWrite | undefined;
  const { writer, inflate: thread } = threads;
  try {
    for (const archive of archives) {
      const inArchive = (locale: string) =>
        archive.locale === undefined || sameLocale(locale, archive.locale);
      const allowed = new Map(
        downloads
          .filter((download) => inArchive(download.locale))
          .map((download) => [download.path, download.path]),
      );
      const limits = extractLimitsFor(
        remoteFiles.filter((file) => inArchive(file.locale)),
        archive.bytes,
        options.extractLimits,
      );
      checked.push(await checkArchive({ archivePath: archive.path, allowed, known, limits, logger }));
      budgets.push(limits.maxTotalBytes);
    }
    const targets = checked.flatMap((archive) => archive.plan.targets);
    // A file the repository does not have is kept without hashing it.
    const differs = (target: PlannedTarget, sha1: () => string) => {
      const local = localSha1.get(target.repoPath);
      return local === undefined || local !== sha1();
    };
    // Each changed file is compared key by key while its bytes are in memory (removal-guard.ts):
    // nothing is read back, and only the counts and dropped keys are kept, never the contents.
    const downloadOf = new Map(downloads.map((download) => [download.path, download]));
    const fileOf = (target: PlannedTarget): DownloadToCheck => {
      const download = downloadOf.get(target.repoPath);
      return {
        repoPath: target.repoPath,
        stagedPath: '',
        locale: download?.locale ?? '',
        masterId: download?.file.masterId ?? 0,
      };
    };
    const { compareDownload } = await guard();
    const compared = new Map<string, Comparison>();
    const inspect = (target: PlannedTarget, bytes: Buffer) => {
      const previous =
        localSha1.get(target.repoPath) === undefined
          ? undefined
          : readIfPresent(path.join(workspace, target.repoPath));
      compared.set(target.repoPath, compareDownload(fileOf(target), bytes, previous, logger));
    };
    const files: StagedFile[] = [];
    const stagingDir = path.join(tempDir, 'staged');
    if (dryRun) await mkdir(stagingDir);
    const prepared = await preparing;
    if (prepared.error !== undefined) throw prepared.error.cause;
    write = prepared.value;
    const repository = write;
    try {
      for (const [number, archive] of checked.entries()) {
        const destination = (target: PlannedTarget, index: number) =>
          repository === undefined
            ? Promise.resolve(path.join(stagingDir, `${number}-${index}`))
            : repository.temporaryFor(target.repoPath);
        const destinations = (targets: readonly { target: PlannedTarget; index: number }[]) =>
          repository === undefined
            ? Promise.resolve(targets.map(({ index }) => path.join(stagingDir, `${number}-${index}`)))
            : repository.temporariesFor(targets.map(({ target }) => target.repoPath));
        const budget = { remainingTotalBytes: budgets[number] ?? 0 };
        const archivePath = archives[number]?.path ?? '';
        const shared = await shareWithThread(
          thread,
          archivePath,
          archive,
          localSha1,
          fileOf,
          destinations,
          budget,
        );
        if (shared !== undefined)
          logger.debug(
            `The inflate thread shares ${shared.paths.size} new files of the ${archive.plan.targets.length} with the main thread.`,
          );
        const threadDone = shared?.run((results, debug) => {
          for (const line of debug) logger.debug(line);
          for (const { index, size, comparison } of results) {
            const target = archive.plan.targets[index];
            if (target === undefined) continue;
            shared.inflated.set(index, { target, size, sha1: undefined, path: shared.paths.get(index) });
            compared.set(target.repoPath, comparison);
          }
        });
        const [ours, theirs] = await Promise.allSettled([
          inflateArchive(archive, {
            budget,
            keep: differs,
            inspect,
            // A new file's temporary was named when it was offered to the thread.
            destination: (target, index) => {
              const named = shared?.paths.get(index);
              return named === undefined ? destination(target, index) : Promise.resolve(named);
            },
            ...(writer === undefined ? {} : { write: (file, bytes) => writer.write(file, bytes) }),
            ...(shared === undefined ? {} : { claim: shared.claim }),
          }).catch((error: unknown) => {
            // The pull fails: the thread need not write what would only be removed.
            shared?.stop();
            throw error;
          }),
          threadDone,
        ]);
        if (ours.status === 'rejected') throw ours.reason;
        if (theirs.status === 'rejected') throw theirs.reason;
        if (shared !== undefined)
          logger.debug(
            `The inflate thread took ${shared.inflated.size} of the ${shared.paths.size} new files.`,
          );
        const inflated = ours.value;
        for (const [index, file] of shared?.inflated.entries() ?? []) inflated[index] = file;
        for (const { target, size, sha1, path: stagedPath } of inflated) {
          if (stagedPath === undefined) continue;
          files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 });
        }
      }
      await writer?.flush();
      if (repository !== undefined) {
        // Only a file that replaces one has permission bits to keep.
        const replacing = files.filter((file) => repository.slot(file.repoPath).existing !== undefined);
        await settleAll(replacing.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
      }
    } catch (error) {
      if (error instanceof ArchiveError || repository === undefined) throw error;
      throw asWriteError(
        error,
        files.map((file) => file.repoPath),
      );
    }
    return {
      files,
      present: targets.map((target) => target.repoPath),
      compared,
      commit: async () => {
        if (repository === undefined) return [];
        try {
          return await repository.commit();
        } catch (error) {
          throw asWriteError(
            error,
            files.map((file) => file.repoPath),
          );
        }
      },
      discard: async () => {
        await repository?.discard();
      },
    };
  } catch (error) {
    // The threads stop first, so that no file appears after the cleanup.
    await closeThreads(threads);
    await (write ?? (await preparing).value)?.discard();
    throw error;
  } finally {
    await closeThreads(threads);
    for (const archive of checked) await archive.close();
  }
}
