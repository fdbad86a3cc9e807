import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Logger } from '../client/logger.js';
import { downloadArchives, downloadTargetFiles, type DownloadedArchive } from './download.js';
import { ArchiveError, checkArchive, inflateArchive, type CheckedArchive } from '../archive/extract.js';
import { extractLimitsFor, type ExtractLimits } from '../archive/entries.js';
import { byPath, type PlannedDownload } from './plan.js';
import { localeKey, localeMatcher, sameLocale, type LocaleSelection } from '../project/locales.js';
import { type RemoteFile } from '../project/files.js';
import type { Comparison, DownloadToCheck, KeyCounts } from './removal-guard.js';
import { keepFormatting, sha1Of, type KeptOutcome } from '../formats/in-place/keep-formatting.js';
import { asWriteError } from './repository-paths.js';
import type { ProjectService } from './service.js';
import type { PulledEntry } from '../project/pulled-record.js';
import type { StagedFile } from '../archive/extract.js';
import { RepositoryWrite, settleAll, writeStagedFiles } from './write-safely.js';
import { withCheckoutLineEnds } from '../project/line-ends.js';

/**
 * The download and write half of a pull (pull.ts plans and reports): archives or single files
 * downloaded outside the repository, every archive checked whole, each target inflated beside its
 * target, every changed file compared key by key with the repository's copy (removal-guard.ts),
 * and only then renamed into place.
 */

const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

/** At most this many files go file by file, and only when they are at most a quarter of their locales' files. */
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;

export interface DownloadOptions {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  readonly dryRun: boolean;
  /** Where archives are downloaded and staged: RUNNER_TEMP on a runner. */
  readonly tempRoot?: string | undefined;
  readonly maxArchiveBytes?: number;
  readonly extractLimits?: Partial<ExtractLimits>;
  /** Accept the service's version even where it drops translations the repository has (removal-guard.ts). */
  readonly allowRemovals?: boolean;
  /** Apply the service's changes to the repository's copy in its own layout (keep-formatting.ts). */
  readonly keepFormatting?: boolean;
  /** The keys the push renamed in a master, by its id (pull.ts): renamed in place in its targets. */
  readonly renamesIn?: (masterId: number) => ReadonlyMap<string, string> | undefined;
}

/** What the pull plans to download, and what it knows of the project and the repository. */
interface DownloadPlan {
  readonly downloads: readonly PlannedDownload[];
  readonly selection: LocaleSelection;
  readonly remoteFiles: readonly RemoteFile[];
  /** Every file Show Project lists: the archive holds them, and they are skipped quietly there. */
  readonly known: ReadonlySet<string>;
  readonly localSha1: ReadonlyMap<string, string | undefined>;
  /** Targets the checkout holds with CRLF where git stores LF: written with CRLF (line-ends.ts). */
  readonly checkoutCrlf?: ReadonlySet<string>;
}

export interface FileChange {
  readonly path: string;
  readonly locale: string;
  readonly status: 'added' | 'changed';
  /** Undefined when the file's format could not be read. */
  readonly keys: KeyCounts | undefined;
}

interface DownloadResult {
  archives: number;
  downloadedBytes: number;
  /** Files written into the repository (or that would be, with dry-run), by path. */
  files: FileChange[];
  warnings: string[];
  /** Per compared target: the SHA-1 of the file kept in its own layout, or undefined (pulled-record.ts). */
  kept: Map<string, PulledEntry | undefined>;
}

/** What keep-formatting makes of a download (the service's bytes, and the repository's copy). */
type Keep = (repoPath: string, remote: Uint8Array, local: Uint8Array | undefined) => KeptOutcome;

/**
 * Downloads what `plan` names, checks it, and writes what differs from the repository. Nothing is
 * written before every download is compared with the repository's copy: one that would lose
 * translations, or that cannot be read, fails the pull first.
 */
export async function downloadAndWrite(
  options: DownloadOptions,
  plan: DownloadPlan,
  masterKeys: (masterId: number) => Promise<ReadonlySet<string> | undefined>,
  /** Called once the downloads are asked for: work that should not hold the requests back. */
  afterRequests: () => void,
): Promise<DownloadResult> {
  const { logger } = options;
  const { downloads, localSha1 } = plan;
  const result: DownloadResult = {
    archives: 0,
    downloadedBytes: 0,
    files: [],
    warnings: [],
    kept: new Map(),
  };
  const neededLocales = [...new Set(downloads.map((download) => download.locale))].sort();
  const root = options.tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  // Everything is downloaded and checked outside the repository: nothing lands there unvalidated.
  const tempDir = await mkdtemp(path.join(root, 'translation-sync-'));
  const localeOf = new Map(downloads.map((download) => [download.path, download.locale]));
  const masterOf = new Map(downloads.map((download) => [download.path, download.file.masterId ?? 0]));
  const toCheck = (repoPath: string, stagedPath: string): DownloadToCheck => ({
    repoPath,
    stagedPath,
    locale: localeOf.get(repoPath) ?? '',
    masterId: masterOf.get(repoPath) ?? 0,
  });
  const keep: Keep = (repoPath, remote, local) => {
    const renames = options.renamesIn?.(masterOf.get(repoPath) ?? 0);
    const outcome: KeptOutcome =
      options.keepFormatting === true
        ? keepFormatting({ repoPath, locale: localeOf.get(repoPath) ?? '' }, remote, local, renames)
        : { kind: 'service' };
    if (outcome.kind === 'service' && outcome.notice !== undefined) result.warnings.push(outcome.notice);
    // The service's bytes are what its hash_file is the SHA-1 of, even when the listing was not fresh.
    const entry = outcome.kind === 'service' ? undefined : { service: sha1Of(remote), file: outcome.sha1 };
    result.kept.set(repoPath, entry);
    return outcome;
  };
  let staged: StagedDownloads | undefined;
  try {
    staged = await stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, {
      toCheck,
      keep,
    });
    const presentLocales = new Set(staged.present.map((repoPath) => localeKey(localeOf.get(repoPath) ?? '')));
    for (const locale of neededLocales) {
      if (!presentLocales.has(localeKey(locale)))
        result.warnings.push(
          `The archive holds no file of locale ${locale}; its files were left as they are.`,
        );
    }
    const { judgeComparisons } = await import('./removal-guard.js');
    const keys = await judgeComparisons(staged.comparisons, {
      allowRemovals: options.allowRemovals === true,
      masterKeys,
      logger,
    });
    const statusOf = new Map<string, 'added' | 'changed'>();
    if (options.dryRun) {
      for (const file of staged.files)
        statusOf.set(file.repoPath, localSha1.get(file.repoPath) === undefined ? 'added' : 'changed');
      logger.info(`dry-run: ${staged.files.length} files would be written; the repository is left as it is.`);
    } else {
      await withCheckoutLineEnds(staged.files, plan.checkoutCrlf);
      for (const file of await staged.commit()) statusOf.set(file.repoPath, file.status);
    }
    staged.files.forEach((file, index) => {
      const status = statusOf.get(file.repoPath);
      if (status === undefined) return;
      const locale = localeOf.get(file.repoPath) ?? '';
      result.files.push({ path: file.repoPath, locale, status, keys: keys[index] });
    });
    result.files.sort(byPath);
    return result;
  } finally {
    afterRequests(); // When the downloads failed before they were asked for.
    await staged?.discard();
    await rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * Downloaded translations, checked and staged: `files` are the ones whose bytes differ from the
 * repository's. `commit` renames them into place; `discard` removes what was not.
 */
interface StagedDownloads {
  readonly files: readonly StagedFile[];
  /** Each of `files` compared with the repository's copy (removal-guard.ts), in the same order. */
  readonly comparisons: readonly Comparison[];
  /** Every planned path the downloads held, identical to the repository's or not. */
  readonly present: readonly string[];
  commit(): Promise<{ repoPath: string; status: 'added' | 'changed' }[]>;
  discard(): Promise<void>;
}

/**
 * Downloads for a few files of big locales go file by file (Show File): after one master changed,
 * its target in each locale is all that is needed, and the locale archives would carry every other
 * file of those locales too. Otherwise archives: one for everything, or one per locale that needs
 * a download.
 */
async function stageDownloads(
  options: DownloadOptions,
  plan: DownloadPlan,
  neededLocales: readonly string[],
  tempDir: string,
  result: DownloadResult,
  afterRequests: () => void,
  judge: Judge,
): Promise<StagedDownloads> {
  const { service, logger } = options;
  const { downloads, selection, localSha1 } = plan;
  const needed = localeMatcher(neededLocales);
  const targetsInNeededLocales = plan.remoteFiles.filter(
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
    const fetched = await downloading;
    result.downloadedBytes = fetched.reduce((sum, file) => sum + file.size, 0);
    const { compareDownload, readRepositoryCopy } = await import('./removal-guard.js');
    const files: StagedFile[] = [];
    const comparisons: Comparison[] = [];
    for (const file of fetched) {
      if (localSha1.get(file.repoPath) === file.sha1) continue;
      const local = readRepositoryCopy(options.workspace, file.repoPath);
      const remote = readFileSync(file.stagedPath);
      const outcome = judge.keep(file.repoPath, remote, local);
      if (outcome.kind === 'untouched') continue;
      if (outcome.kind === 'edited') writeFileSync(file.stagedPath, outcome.bytes);
      const bytes = outcome.kind === 'edited' ? outcome.bytes : remote;
      files.push(outcome.kind === 'edited' ? { ...file, size: bytes.length, sha1: outcome.sha1 } : file);
      comparisons.push(compareDownload(judge.toCheck(file.repoPath, file.stagedPath), bytes, local, logger));
    }
    return {
      files,
      comparisons,
      present: fetched.map((file) => file.repoPath),
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
  downloading.catch(() => undefined); // Awaited below; not an unhandled rejection meanwhile.
  // The requests are written to their sockets within this turn of the event loop: what follows
  // waits for the next, so that it runs while the archives are on the wire.
  await setImmediate();
  afterRequests();
  const archives = await downloading;
  result.archives = archives.length;
  result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
  return stageArchives(options, plan, archives, tempDir, judge);
}

/** How a download is compared with the repository's copy, and what keep-formatting makes of it. */
interface Judge {
  readonly toCheck: (repoPath: string, stagedPath: string) => DownloadToCheck;
  readonly keep: Keep;
}

/**
 * Every archive is checked whole before anything is inflated; then each target is inflated into
 * a temporary file beside it (with dry-run: into a folder of the temporary folder) and compared
 * with the repository's copy while its bytes are in memory. A file whose bytes are the
 * repository's is removed again; the others wait for `commit`.
 */
async function stageArchives(
  options: DownloadOptions,
  plan: DownloadPlan,
  archives: readonly DownloadedArchive[],
  tempDir: string,
  judge: Judge,
): Promise<StagedDownloads> {
  const { workspace, logger, dryRun } = options;
  const { downloads, localSha1 } = plan;
  const checked: { archive: CheckedArchive; budget: number }[] = [];
  let write: RepositoryWrite | undefined;
  try {
    for (const archive of archives) {
      const inArchive = (locale: string) =>
        archive.locale === undefined || sameLocale(locale, archive.locale);
      // Only the planned target files may be written; the project's other files are expected in
      // the archive and skipped quietly; anything else is skipped with a warning (R22).
      const allowed = new Map(
        downloads
          .filter((download) => inArchive(download.locale))
          .map((download) => [download.path, download.path]),
      );
      const limits = extractLimitsFor(
        plan.remoteFiles.filter((file) => inArchive(file.locale)),
        archive.bytes,
        options.extractLimits,
      );
      const checkedArchive = await checkArchive({
        archivePath: archive.path,
        allowed,
        known: plan.known,
        limits,
        logger,
      });
      checked.push({ archive: checkedArchive, budget: limits.maxTotalBytes });
    }
    const stagingDir = path.join(tempDir, 'staged');
    if (dryRun) await mkdir(stagingDir);
    else
      write = await RepositoryWrite.prepare(
        workspace,
        downloads.map((download) => download.path),
      );
    const repository = write;
    const { compareDownload, readRepositoryCopy } = await import('./removal-guard.js');
    const files: StagedFile[] = [];
    const comparisons: Comparison[] = [];
    /** Comparisons of the files that differ from the repository's, by path, as they are inflated. */
    const differing = new Map<string, Comparison>();
    /** The size and SHA-1 of the files keep-formatting rewrote, by path. */
    const edited = new Map<string, { size: number; sha1: string }>();
    try {
      for (const [number, { archive, budget }] of checked.entries()) {
        const inflated = await inflateArchive(archive, {
          budget: { remainingTotalBytes: budget },
          destination: (target, index) =>
            repository === undefined
              ? Promise.resolve(path.join(stagingDir, `${number}-${index}`))
              : repository.temporaryFor(target.repoPath),
          inspect: ({ target, sha1, path: stagedPath }, bytes) => {
            const { repoPath } = target;
            if (localSha1.get(repoPath) === sha1) return;
            // prepare found no file there: a first pull reads nothing of the repository.
            const hasCopy = repository === undefined || repository.slot(repoPath).existing !== undefined;
            const local = hasCopy ? readRepositoryCopy(workspace, repoPath) : undefined;
            const remote = bytes ?? readFileSync(stagedPath);
            const outcome = judge.keep(repoPath, remote, local);
            if (outcome.kind === 'untouched') return;
            if (outcome.kind === 'edited') {
              writeFileSync(stagedPath, outcome.bytes);
              edited.set(repoPath, { size: outcome.bytes.length, sha1: outcome.sha1 });
            }
            const written = outcome.kind === 'edited' ? outcome.bytes : remote;
            differing.set(
              repoPath,
              compareDownload(judge.toCheck(repoPath, stagedPath), written, local, logger),
            );
          },
        });
        for (const { target, size, sha1, path: stagedPath } of inflated) {
          const comparison = differing.get(target.repoPath);
          if (comparison === undefined) await repository?.drop(target.repoPath);
          else {
            const file = { entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 };
            files.push({ ...file, ...edited.get(target.repoPath) });
            comparisons.push(comparison);
          }
        }
      }
      if (repository !== undefined)
        await settleAll(files.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
    } catch (error) {
      if (error instanceof ArchiveError || repository === undefined) throw error;
      throw asWriteError(
        error,
        files.map((file) => file.repoPath),
      );
    }
    return {
      files,
      comparisons,
      present: checked.flatMap(({ archive }) => archive.plan.targets.map((target) => target.repoPath)),
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
    await write?.discard();
    throw error;
  } finally {
    for (const { archive } of checked) archive.zipfile.close();
  }
}
