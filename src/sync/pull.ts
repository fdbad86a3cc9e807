import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../action/logger.js';
import type { Project } from '../client/models.js';
import { downloadArchives, downloadTargetFiles, type DownloadedArchive } from './download.js';
import {
  ArchiveError,
  checkArchive,
  DEFAULT_EXTRACT_LIMITS,
  inflateArchive,
  writeStagedFiles,
  type CheckedArchive,
  type ExtractLimits,
  type PlannedTarget,
  type StagedFile,
} from './extract.js';
import { hookSettingsOf, runHook, type HookSettings } from './hooks.js';
import { localSha1Map } from './local-files.js';
import {
  byPath,
  planPull,
  localeKey,
  localeMatcher,
  sameLocale,
  selectLocales,
  type LocaleSelection,
  type PlannedDownload,
  type RemoteFile,
} from './plan.js';
// Loaded when there is something to download (guard()): it brings the format parsers, which a
// pull with nothing to do, and the start of every run, do without.
import type * as RemovalGuard from './removal-guard.js';
import type { Comparison, KeyCounts } from './removal-guard.js';
import type { ProjectService } from './service.js';
import { asWriteError, RepositoryWrite, settleAll } from './write-safely.js';
import { describeRefusals, isLocaleCode, screenTargets, type RefusedTarget } from './target-policy.js';

/**
 * The pull half of a sync: download the translations that differ from the repository and write
 * them safely. When Show Project says every selected target matches, nothing is downloaded: a
 * sync with nothing to do costs one request.
 */

export interface PullOptions {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  /** The project as the push left it, to save asking again. */
  readonly project?: Project | undefined;
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  readonly dryRun: boolean;
  /** Where archives are downloaded and staged: RUNNER_TEMP on a runner. */
  readonly tempRoot?: string | undefined;
  readonly maxArchiveBytes?: number;
  readonly extractLimits?: Partial<ExtractLimits>;
  readonly hooks?: { readonly before?: string | undefined; readonly after?: string | undefined };
  /** Accept the service's version even where it drops translations the repository has (removal-guard.ts). */
  readonly allowRemovals?: boolean;
  /** Hook time limit in milliseconds, and whether hooks run at all (`run-hooks`). */
  readonly hookSettings?: HookSettings;
  /** Globs of target paths allowed although the target path policy refuses their names. */
  readonly allowTargetPaths?: readonly string[];
}

export type { KeyCounts } from './removal-guard.js';

export interface FileChange {
  readonly path: string;
  readonly locale: string;
  readonly status: 'added' | 'changed';
  /** Undefined when the file's format could not be read. */
  readonly keys: KeyCounts | undefined;
}

export interface LocaleChange extends KeyCounts {
  readonly locale: string;
  readonly files: readonly string[];
}

export interface PullResult {
  readonly planned: readonly PlannedDownload[];
  readonly archives: number;
  readonly downloadedBytes: number;
  /** Files written into the repository (or that would be, with dry-run). */
  readonly files: readonly FileChange[];
  readonly locales: readonly LocaleChange[];
  readonly selectedLocales: readonly string[];
  /**
   * Every target file of the selected locales that the repository now holds, written this run or
   * earlier: the translation branch is built from all of them, so a rerun in a worktree that
   * already has the files rebuilds the same branch instead of an empty one.
   */
  readonly targetPaths: readonly string[];
  /** The locale of every target file of the selected locales, by path. */
  readonly targetLocales: ReadonlyMap<string, string>;
  readonly warnings: readonly string[];
  /** Targets of the listing that the target path policy refused: never downloaded or written. */
  readonly refusedTargets: readonly RefusedTarget[];
  readonly dryRun: boolean;
}

export const DEFAULT_MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

/** Downloads listed one per line in the log; more are summed up there, and listed in the debug log. */
const DOWNLOADS_LISTED = 20;

/**
 * One log line per planned download for a few files; for more, one line with the count of each
 * reason and every file in the debug log: a first pull of 9,000 files would print 9,000 lines.
 */
function logPlannedDownloads(downloads: readonly PlannedDownload[], logger: Logger): void {
  const line = (download: PlannedDownload) => `Needs download: ${download.path} (${download.reason})`;
  if (downloads.length <= DOWNLOADS_LISTED) {
    for (const download of downloads) logger.info(line(download));
    return;
  }
  const reasons = new Map<string, number>();
  for (const download of downloads) reasons.set(download.reason, (reasons.get(download.reason) ?? 0) + 1);
  const counts = [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
  logger.info(`${downloads.length} files need a download (${counts}); the debug log lists them.`);
  for (const download of downloads) logger.debug(line(download));
}

/** At most this many files go file by file, and only when they are at most a quarter of their locales' files. */
const FILE_BY_FILE_MAX = 64;
const FILE_BY_FILE_SHARE = 4;

export function summarizeLocales(files: readonly FileChange[]): LocaleChange[] {
  const byLocale = new Map<string, { added: number; changed: number; removed: number; files: string[] }>();
  for (const file of files) {
    const entry = byLocale.get(file.locale) ?? { added: 0, changed: 0, removed: 0, files: [] };
    entry.added += file.keys?.added ?? 0;
    entry.changed += file.keys?.changed ?? 0;
    entry.removed += file.keys?.removed ?? 0;
    entry.files.push(file.path);
    byLocale.set(file.locale, entry);
  }
  return [...byLocale.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([locale, entry]) => ({ locale, ...entry }));
}

export async function runPull(options: PullOptions): Promise<PullResult> {
  const { service, workspace, logger, dryRun } = options;
  if (dryRun && options.hooks?.before !== undefined) logger.info('dry-run: the before_pull hook is not run.');
  else
    await runHook({
      name: 'before_pull',
      command: options.hooks?.before,
      cwd: workspace,
      logger,
      ...hookSettingsOf(options),
    });

  const listed = options.project ?? (await service.projects.show());
  const { remoteFiles, selection, targets, refusedTargets, warnings } = await screenListing(options, listed);
  const localSha1 = await localSha1Map(
    workspace,
    targets.map((file) => file.name),
  );
  const plan = planPull({ remoteFiles, locales: selection.locales, localSha1, isIgnored: options.isIgnored });
  logPlannedDownloads(plan.downloads, logger);

  const result = {
    planned: plan.downloads,
    archives: 0,
    downloadedBytes: 0,
    files: [] as FileChange[],
    locales: [] as LocaleChange[],
    selectedLocales: selection.locales,
    targetPaths: [] as string[],
    targetLocales: new Map(targets.map((file) => [file.name, file.locale])),
    warnings,
    refusedTargets,
    dryRun,
  };
  if (plan.downloads.length > 0) {
    const { masterKeysFrom } = await guard();
    const masterKeys = masterKeysFrom({
      service,
      workspace,
      remoteFiles,
      sourceLocale: listed.sourceLocale.code,
      logger,
    });
    // Refused targets may still be in an archive: skipped there quietly, as they were warned about.
    const known = new Set(listed.projectFiles.map((file) => file.name));
    await downloadAndWrite(
      options,
      plan.downloads,
      selection,
      remoteFiles,
      known,
      localSha1,
      masterKeys,
      result,
    );
  } else {
    logger.info('Every selected translation file is up to date: nothing to download.');
  }
  for (const warning of warnings) logger.warning(warning);
  const written = new Set(result.files.map((file) => file.path));
  result.targetPaths = targets
    .map((file) => file.name)
    .filter((name) => !options.isIgnored(name) && (written.has(name) || localSha1.get(name) !== undefined))
    .sort();

  if (dryRun && options.hooks?.after !== undefined) logger.info('dry-run: the after_pull hook is not run.');
  else
    await runHook({
      name: 'after_pull',
      command: options.hooks?.after,
      cwd: workspace,
      logger,
      ...hookSettingsOf(options),
    });
  return { ...result, locales: summarizeLocales(result.files) };
}

/**
 * Downloaded translations, checked and waiting to be written: `files` are the ones whose bytes
 * differ from the repository's, each at a path of its own (beside its target, or in the staging
 * folder), ready for the key diffs and for whatever checks come before the write. `commit` writes
 * them; `discard` removes what was not written.
 */
interface Staging {
  readonly files: readonly StagedFile[];
  /** Key comparisons made while inflating, by repository path; the others are made from the files. */
  readonly compared: ReadonlyMap<string, Comparison>;
  /** Every planned path the downloads held, identical to the repository's or not. */
  readonly present: readonly string[];
  commit(): Promise<{ repoPath: string; status: 'added' | 'changed' }[]>;
  discard(): Promise<void>;
}

/** The removal guard and, with it, the format parsers. */
function guard(): Promise<typeof RemovalGuard> {
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
 * Show Project's listing after the target path policy (R39, R40): the files that may be planned,
 * the locale selection, the selected targets, and what was refused, in warnings that name it.
 */
async function screenListing(options: PullOptions, listed: Project) {
  const localeSelection = selectLocales({
    sourceLocale: listed.sourceLocale.code,
    targetLocales: listed.targetLocales.map((locale) => locale.code).filter(isLocaleCode),
    wanted: options.locales,
    ignored: options.ignoreLocales,
  });
  const selected = localeMatcher(localeSelection.locales);
  const screened = await screenTargets(options.workspace, listed, {
    selected,
    isIgnored: options.isIgnored,
    ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
  });
  const warnings: string[] = [];
  if (screened.refusedLocales.length > 0) {
    warnings.push(
      `The service lists target locale codes that are not of the form fr, pt-BR, pt_BR or sr@latin, so their files are skipped (locale-refused): ${screened.refusedLocales.map((code) => JSON.stringify(code)).join(', ')}.`,
    );
  }
  if (localeSelection.unknown.length > 0) {
    warnings.push(`The project has no target locale ${localeSelection.unknown.join(', ')}; it is skipped.`);
  }
  const refusal = describeRefusals(screened.refused);
  if (refusal !== undefined) warnings.push(refusal);
  return {
    remoteFiles: screened.remoteFiles,
    // The whole-project archive would carry the refused locales' files too: ask per locale then.
    selection: { ...localeSelection, all: localeSelection.all && screened.refusedLocales.length === 0 },
    targets: screened.remoteFiles.filter((file) => file.masterId !== null && selected(file.locale)),
    refusedTargets: screened.refused,
    warnings,
  };
}

/**
 * Downloads for a few files of big locales go file by file (Show File): after one master changed,
 * its target in each locale is all that is needed, and the locale archives would carry every other
 * file of those locales too. Otherwise archives: one for everything, or one per locale that needs
 * a download. Nothing reaches a target path before `commit`.
 */
async function stageDownloads(
  options: PullOptions,
  downloads: readonly PlannedDownload[],
  neededLocales: readonly string[],
  selection: LocaleSelection,
  remoteFiles: readonly RemoteFile[],
  localSha1: ReadonlyMap<string, string | undefined>,
  known: ReadonlySet<string>,
  tempDir: string,
  result: { archives: number; downloadedBytes: number },
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
    const staged = await downloadTargetFiles({
      service,
      downloads,
      stagingDir: path.join(tempDir, 'files'),
      logger,
    });
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
  const archives = await downloadArchives({
    service,
    // One archive of everything when every target locale needs it; otherwise only the locales that do.
    locales: selection.all && neededLocales.length === selection.locales.length ? 'all' : neededLocales,
    tempDir,
    maxBytes: options.maxArchiveBytes ?? DEFAULT_MAX_ARCHIVE_BYTES,
    logger,
  });
  result.archives = archives.length;
  result.downloadedBytes = archives.reduce((sum, archive) => sum + archive.bytes, 0);
  return stageArchives(options, archives, downloads, remoteFiles, localSha1, known, tempDir);
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
): Promise<Staging> {
  const { workspace, logger, dryRun } = options;
  // Only the planned target files may be written; the project's other files are expected in the
  // archive and skipped quietly; anything else is skipped with a warning (R22).
  const checked: CheckedArchive[] = [];
  const budgets: number[] = [];
  let write: RepositoryWrite | undefined;
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
    const { compareDownload } = await guard();
    const compared = new Map<string, Comparison>();
    const inspect = (target: PlannedTarget, bytes: Buffer) => {
      const download = downloadOf.get(target.repoPath);
      const previous =
        localSha1.get(target.repoPath) === undefined
          ? undefined
          : readIfPresent(path.join(workspace, target.repoPath));
      compared.set(
        target.repoPath,
        compareDownload(
          {
            repoPath: target.repoPath,
            stagedPath: '',
            locale: download?.locale ?? '',
            masterId: download?.file.masterId ?? 0,
          },
          bytes,
          previous,
          logger,
        ),
      );
    };
    const files: StagedFile[] = [];
    const stagingDir = path.join(tempDir, 'staged');
    if (dryRun) await mkdir(stagingDir);
    else
      write = await RepositoryWrite.prepare(
        workspace,
        targets.map((target) => target.repoPath),
      );
    const repository = write;
    try {
      for (const [number, archive] of checked.entries()) {
        const inflated = await inflateArchive(archive, {
          budget: { remainingTotalBytes: budgets[number] ?? 0 },
          keep: differs,
          inspect,
          destination: (target, index) =>
            repository === undefined
              ? Promise.resolve(path.join(stagingDir, `${number}-${index}`))
              : repository.temporaryFor(target.repoPath),
        });
        for (const { target, size, sha1, path: stagedPath } of inflated) {
          if (stagedPath === undefined) continue;
          files.push({ entryName: target.name, repoPath: target.repoPath, stagedPath, size, sha1 });
        }
      }
      if (repository !== undefined) {
        await settleAll(files.map((file) => repository.keepMode(file.repoPath, file.stagedPath)));
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
    await write?.discard();
    throw error;
  } finally {
    for (const archive of checked) await archive.close();
  }
}

async function downloadAndWrite(
  options: PullOptions,
  downloads: readonly PlannedDownload[],
  selection: LocaleSelection,
  remoteFiles: readonly RemoteFile[],
  known: ReadonlySet<string>,
  localSha1: ReadonlyMap<string, string | undefined>,
  masterKeys: (masterId: number) => Promise<ReadonlySet<string> | undefined>,
  result: { archives: number; downloadedBytes: number; files: FileChange[]; warnings: string[] },
): Promise<void> {
  const { logger } = options;
  const neededLocales = [...new Set(downloads.map((download) => download.locale))].sort();
  const root = options.tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  // Everything is downloaded and checked outside the repository: nothing lands there unvalidated.
  const tempDir = await mkdtemp(path.join(root, 'translation-sync-'));
  let staging: Staging | undefined;
  try {
    staging = await stageDownloads(
      options,
      downloads,
      neededLocales,
      selection,
      remoteFiles,
      localSha1,
      known,
      tempDir,
      result,
    );
    const changed = staging.files;
    const localeOf = new Map(downloads.map((download) => [download.path, download.locale]));
    const presentLocales = new Set(
      staging.present.map((repoPath) => localeKey(localeOf.get(repoPath) ?? '')),
    );
    for (const locale of neededLocales) {
      if (!presentLocales.has(localeKey(locale))) {
        result.warnings.push(
          `The archive holds no file of locale ${locale}; its files were left as they are.`,
        );
      }
    }
    // Nothing is renamed into place before every download is compared with the repository's copy:
    // one that would lose translations, or that cannot be read, fails the pull here.
    const masterOf = new Map(downloads.map((download) => [download.path, download.file.masterId ?? 0]));
    const { guardDownloads } = await guard();
    const keys = await guardDownloads({
      workspace: options.workspace,
      files: changed.map((file) => ({
        repoPath: file.repoPath,
        stagedPath: file.stagedPath,
        locale: localeOf.get(file.repoPath) ?? '',
        masterId: masterOf.get(file.repoPath) ?? 0,
      })),
      allowRemovals: options.allowRemovals === true,
      compared: staging.compared,
      masterKeys,
      logger,
    });
    const statusOf = new Map<string, 'added' | 'changed'>();
    if (options.dryRun) {
      for (const file of changed)
        statusOf.set(file.repoPath, localSha1.get(file.repoPath) === undefined ? 'added' : 'changed');
      logger.info(`dry-run: ${changed.length} files would be written; the repository is left as it is.`);
    } else {
      for (const file of await staging.commit()) statusOf.set(file.repoPath, file.status);
    }
    changed.forEach((file, index) => {
      const status = statusOf.get(file.repoPath);
      if (status === undefined) return;
      result.files.push({
        path: file.repoPath,
        locale: localeOf.get(file.repoPath) ?? '',
        status,
        keys: keys[index],
      });
    });
    result.files.sort(byPath);
  } finally {
    await staging?.discard();
    await rm(tempDir, { recursive: true, force: true });
  }
}
