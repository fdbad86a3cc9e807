import { lstatSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../action/logger.js';
import type { Project } from '../client/models.js';
import type { ExtractLimits } from './extract.js';
import { hookSettingsOf, runHook, type HookSettings } from './hooks.js';
import { checkEntryName } from './extract-names.js';
import { FolderListings } from './folder-listing.js';
import { HashThread } from './hash-thread.js';
import { localSha1Map, type GitBlob } from './local-files.js';
import {
  byPath,
  planPull,
  localeKey,
  localeMatcher,
  selectLocales,
  type LocaleSelection,
  type PlannedDownload,
  type RemoteFile,
} from './plan.js';
// The download, the extraction and the write (pull-staging.ts, with yauzl's reader and the threads)
// load when there is something to download, and the removal guard, with the format parsers, once
// the archive request is sent (guard()): a pull with nothing to do, and the start of every run, do
// without them.
import type { Staging } from './pull-staging.js';
import type { KeyCounts } from './removal-guard.js';
import type { ProjectService } from './service.js';
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
  /** Show Project already on its way (EngineOptions.listing), when there is no `project`. */
  readonly listing?: Promise<Project> | undefined;
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
  /** Also learn the git blob of every target file while hashing it (PullResult.worktreeBlobs). */
  readonly recordGitBlobs?: boolean;
  /**
   * The hashing's second thread, started as the listing came (hashThreadFor); the pull closes it.
   * Without it the pull starts one itself when its listing is big enough.
   */
  readonly hashThread?: Promise<HashThread | undefined> | undefined;
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
  /**
   * With `recordGitBlobs`, when the pull wrote nothing and no after_pull hook ran: the git blob of
   * every target file, by path, as the files are now. The pull request step then learns from the
   * base's tree alone whether the base already has them (src/git/translation-branch.ts). Whoever
   * writes a file after the pull does not keep this.
   */
  readonly worktreeBlobs?: ReadonlyMap<string, GitBlob> | undefined;
}

/** The pull's staging module: what a pull with something to download needs (preparePull). */
const pullStaging = () => import('./pull-staging.js');

/**
 * Starts loading what a pull with files to download needs, so that it compiles while a request
 * is on its way (the engine calls it at its start) rather than between Show Project and the
 * archive request.
 */
export function preparePull(): void {
  pullStaging().catch(() => undefined); // A failure to load surfaces where the pull awaits it.
}

/**
 * From this many files in the listing on, a second thread shares the hashing of the local files
 * (hash-thread.ts): it is ready in about 50 ms, while the main thread hashes some 1,500 files.
 */
const HASH_THREAD_FROM = 2_000;

/** How many of a listing's targets are looked for on disk to tell whether the checkout has them. */
const TARGETS_PROBED = 8;

/**
 * A thread to share the hashing of what `listed` names, when there are enough files to pay for it
 * and the checkout seems to hold them: one of the first targets is a regular file in `workspace`.
 * A first pull into a checkout without translations hashes nothing, and a thread would only add
 * its memory to the pull's peak.
 */
export function hashThreadFor(workspace: string, listed: Project): HashThread | undefined {
  if (listed.projectFiles.length < HASH_THREAD_FROM) return undefined;
  const probed = listed.projectFiles
    .filter((file) => file.masterProjectFileId !== null && checkEntryName(file.name) === undefined)
    .slice(0, TARGETS_PROBED);
  return probed.some((file) => isRegularFile(path.join(workspace, file.name)))
    ? HashThread.tryStart()
    : undefined;
}

function isRegularFile(file: string): boolean {
  try {
    return lstatSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false; // ENOTDIR, EACCES: not a file the pull would hash either
  }
}

/** The removal guard, through the staging module that loads it. */
const guard = async () => (await pullStaging()).guard();

/** Downloads listed one per line in the log; more are summed up there, and listed in the debug log. */
const DOWNLOADS_LISTED = 20;

/**
 * One log line per planned download for a few files; for more, one line with the count of each
 * reason and every file in the debug log: a first pull of 9,000 files would print 9,000 lines.
 * Returns what lists them in the debug log, for the caller to call once the downloads are asked
 * for: 9,000 lines take 30 ms, which need not come before the request.
 */
function logPlannedDownloads(downloads: readonly PlannedDownload[], logger: Logger): () => void {
  const line = (download: PlannedDownload) => `Needs download: ${download.path} (${download.reason})`;
  if (downloads.length <= DOWNLOADS_LISTED) {
    for (const download of downloads) logger.info(line(download));
    return () => undefined;
  }
  const reasons = new Map<string, number>();
  for (const download of downloads) reasons.set(download.reason, (reasons.get(download.reason) ?? 0) + 1);
  const counts = [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', ');
  logger.info(`${downloads.length} files need a download (${counts}); the debug log lists them.`);
  let listed = false;
  return () => {
    if (listed) return;
    listed = true;
    for (const download of downloads) logger.debug(line(download));
  };
}

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

  const listed = options.project ?? (await (options.listing ?? service.projects.show()));
  // Started before the screen, so that it is ready by the time the hashing begins.
  const thread =
    options.hashThread === undefined ? hashThreadFor(workspace, listed) : await options.hashThread;
  try {
    return await pullListed(options, listed, thread);
  } finally {
    await thread?.close();
  }
}

async function pullListed(
  options: PullOptions,
  listed: Project,
  thread: HashThread | undefined,
): Promise<PullResult> {
  const { service, workspace, logger, dryRun } = options;
  // The screen and the hashing read each folder once between them.
  const listings = new FolderListings(workspace);
  const { remoteFiles, selection, targets, refusedTargets, warnings } = await screenListing(
    options,
    listed,
    listings,
  );
  const blobs = options.recordGitBlobs === true ? new Map<string, GitBlob>() : undefined;
  const localSha1 = await localSha1Map(
    workspace,
    targets.map((file) => file.name),
    { blobs, listings, thread },
  );
  const plan = planPull({ remoteFiles, locales: selection.locales, localSha1, isIgnored: options.isIgnored });
  const listPlannedDownloads = logPlannedDownloads(plan.downloads, logger);

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
    // Loaded on first use, after the archive request is on its way (stageDownloads).
    let keysOfMaster: ((masterId: number) => Promise<ReadonlySet<string> | undefined>) | undefined;
    const masterKeys = async (masterId: number) => {
      keysOfMaster ??= (await guard()).masterKeysFrom({
        service,
        workspace,
        remoteFiles,
        sourceLocale: listed.sourceLocale.code,
        logger,
      });
      return keysOfMaster(masterId);
    };
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
      listPlannedDownloads,
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
  const unchanged = blobs !== undefined && result.files.length === 0 && options.hooks?.after === undefined;
  return {
    ...result,
    locales: summarizeLocales(result.files),
    ...(unchanged ? { worktreeBlobs: blobs } : {}),
  };
}

/**
 * Show Project's listing after the target path policy (R39, R40): the files that may be planned,
 * the locale selection, the selected targets, and what was refused, in warnings that name it.
 */
async function screenListing(options: PullOptions, listed: Project, listings: FolderListings) {
  const localeSelection = selectLocales({
    sourceLocale: listed.sourceLocale.code,
    targetLocales: listed.targetLocales.map((locale) => locale.code).filter(isLocaleCode),
    wanted: options.locales,
    ignored: options.ignoreLocales,
  });
  const selected = localeMatcher(localeSelection.locales);
  const screened = await screenTargets(options.workspace, listed, {
    listings,
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

async function downloadAndWrite(
  options: PullOptions,
  downloads: readonly PlannedDownload[],
  selection: LocaleSelection,
  remoteFiles: readonly RemoteFile[],
  known: ReadonlySet<string>,
  localSha1: ReadonlyMap<string, string | undefined>,
  masterKeys: (masterId: number) => Promise<ReadonlySet<string> | undefined>,
  /** Lists the planned downloads in the debug log; called once the downloads are asked for. */
  listPlannedDownloads: () => void,
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
    const { stageDownloads } = await pullStaging();
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
      listPlannedDownloads,
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
    listPlannedDownloads(); // When the downloads failed before they were asked for.
    await staging?.discard();
    await rm(tempDir, { recursive: true, force: true });
  }
}
