import { writeFile } from 'node:fs/promises';
import { downloadReason, plural } from './words.js';
import type { Logger } from '../client/logger.js';
import type { Project } from '../client/models.js';
import { hookSettingsOf, runHook, type HookSettings } from './hooks.js';
import { storedSha1Map, type GitBlob } from './local-files.js';
import type { WorktreeBlobIds } from '../project/line-ends.js';
import { assertNoCaseCollisions } from '../project/case-collisions.js';
import { planPull, type PlannedDownload } from './plan.js';
import {
  isKeptCopy,
  nextKeptEntries,
  PULLED_RECORD,
  pulledRecordText,
  readPulledRecord,
  type PulledRecordState,
} from '../project/pulled-record.js';
import { WrittenFiles, type KnownTargets } from '../project/written-files.js';
import { PathKinds } from './repository-paths.js';
import { RepositoryWrite } from './write-safely.js';
import { isLocaleCode, localeMatcher, selectLocales } from '../project/locales.js';
// The download, the extraction and the write (pull-download.ts, with yauzl) load when there is
// something to download, and the removal guard, with the format parsers, when the archives are
// checked: a pull with nothing to do, and the start of every run, do without them.
import type { DownloadOptions, FileChange } from './pull-download.js';
import type { KeyCounts } from './removal-guard.js';
import { describeRefusals, screenTargets, type RefusedTarget } from './target-policy.js';
import { warnHeldBack, type HeldBackFile } from '../project/held-back.js';
import type { RenameReport } from '../renames/on-service.js';
import { renamesByMaster } from '../renames/pairing.js';

/**
 * The pull half of a sync: download the translations that differ from the repository and write
 * them safely. When Show Project says every selected target matches, nothing is downloaded: a
 * sync with nothing to do costs one request.
 */

interface PullOptions extends DownloadOptions {
  /** The project as the push left it, to save asking again. */
  readonly project?: Project | undefined;
  /** Show Project already on its way (EngineOptions.listing), when there is no `project`. */
  readonly listing?: Promise<Project> | undefined;
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  readonly hooks?: { readonly before?: string | undefined; readonly after?: string | undefined };
  /** Hook time limit in milliseconds, and whether hooks run at all (`run-hooks`). */
  readonly hookSettings?: HookSettings;
  /** Globs of target paths allowed although the target path policy refuses their names. */
  readonly allowTargetPaths?: readonly string[];
  /** Also learn the git blob of every target file while hashing it (PullResult.worktreeBlobs). */
  readonly recordGitBlobs?: boolean;
  /** Git's blob ids of worktree files: targets are compared as git stores them (line-ends.ts). */
  readonly blobIds?: WorktreeBlobIds | undefined;
  /** What the push renamed on the service: each target holds its translations under the new keys. */
  readonly renamed?: RenameReport | undefined;
}

export type { FileChange } from './pull-download.js';

interface LocaleChange extends KeyCounts {
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
  /** Show Project's listing as the pull read it: each target's master, for the pull request's checks. */
  readonly project?: Project;
  readonly warnings: readonly string[];
  /** Targets of the listing that the target path policy refused: never downloaded or written. */
  readonly refusedTargets: readonly RefusedTarget[];
  /**
   * Targets downloaded but not written for a problem of their own (held-back.ts), by path: the
   * repository keeps its copy, and the translation branch the one it has.
   */
  readonly heldBack?: readonly HeldBackFile[];
  readonly dryRun: boolean;
  /**
   * With `recordGitBlobs`, when the pull wrote nothing and no after_pull hook ran: the git blob of
   * every target file, by path, as the files are now. The pull request step then learns from the
   * base's tree alone whether the base already has them (src/git/translation-branch.ts). Whoever
   * writes a file after the pull does not keep this.
   */
  readonly worktreeBlobs?: ReadonlyMap<string, GitBlob> | undefined;
  /** The push's renames and moves of keys, which the pull's files show: for the pull request. */
  readonly renamed?: RenameReport | undefined;
  /**
   * What the pull knows of the target files, for the checks of what it wrote (pull-review.ts):
   * each one's SHA-1 as it is now and the bytes it wrote and replaced (WrittenFiles). Undefined
   * with dry-run, or after an after_pull hook, which may have changed any file.
   */
  readonly known?: KnownTargets;
  /** With keep-formatting and no dry-run, when it may be written: the pulled record as the pull leaves it. */
  readonly record?: PulledRecordState;
}

/** Downloads listed one per line in the log; more are summed up there, and listed in the debug log. */
const DOWNLOADS_LISTED = 20;

/**
 * One log line per planned download for a few files; for more, one line with the count of each
 * reason and every file in the debug log: a first pull of 9,000 files would print 9,000 lines.
 * Returns what lists them in the debug log, for the caller to call once the downloads are asked
 * for: 9,000 lines take 30 ms, which need not come before the request.
 */
function logPlannedDownloads(downloads: readonly PlannedDownload[], logger: Logger): () => void {
  const line = (download: PlannedDownload) =>
    `Needs download: ${download.path} (${downloadReason(download.reason)})`;
  if (downloads.length <= DOWNLOADS_LISTED) {
    for (const download of downloads) logger.info(line(download));
    return () => undefined;
  }
  const reasons = new Map<string, number>();
  for (const download of downloads) reasons.set(download.reason, (reasons.get(download.reason) ?? 0) + 1);
  const counts = [...reasons].map(([reason, count]) => `${count} ${downloadReason(reason)}`).join(', ');
  logger.info(
    `${plural(downloads.length, 'file needs', 'files need')} a download (${counts}); the debug log lists them.`,
  );
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
  // The screen's lstat of each target is the hashing's too.
  const kinds = new PathKinds(workspace);
  const { remoteFiles, selection, targets, refusedTargets, warnings } = screenListing(options, listed, kinds);
  const blobs = options.recordGitBlobs === true ? new Map<string, GitBlob>() : undefined;
  const local = await storedSha1Map(
    workspace,
    targets.map((file) => file.name),
    { blobs, kinds, blobIds: options.blobIds, logger },
  );
  const localSha1 = local.sha1;
  const pulled = options.keepFormatting === true ? readPulledRecord(workspace) : undefined;
  // A record the safe read refused is as none; one that is not a plain file is not written over.
  const recordWritable = pulled?.refused === undefined || pulled.refused.code === 'read-too-large';
  if (pulled?.refused !== undefined)
    warnings.push(`${pulled.refused.message} The pull compares every target as without a record.`);
  const plan = planPull({
    remoteFiles,
    locales: selection.locales,
    localSha1,
    isIgnored: options.isIgnored,
    ...(pulled === undefined ? {} : { isKept: (file, sha1) => isKeptCopy(pulled.record, file, sha1) }),
  });
  const listPlannedDownloads = logPlannedDownloads(plan.downloads, logger);

  let downloaded = {
    archives: 0,
    downloadedBytes: 0,
    files: [] as FileChange[],
    heldBack: [] as HeldBackFile[],
    written: new WrittenFiles(),
  };
  let recordWritten = false;
  let record: PulledRecordState | undefined =
    pulled === undefined || !recordWritable || dryRun
      ? undefined
      : { files: pulled.record, checked: pulled.checked, text: pulled.text };
  if (plan.downloads.length > 0) {
    assertNoCaseCollisions(workspace, plan.downloads, listed.projectFiles);
    let keysOfMaster: ((masterId: number) => Promise<ReadonlySet<string> | undefined>) | undefined;
    const masterKeys = async (masterId: number) => {
      keysOfMaster ??= (await import('./removal-guard.js')).masterKeysFrom({
        service,
        workspace,
        remoteFiles,
        sourceLocale: listed.sourceLocale.code,
        logger,
      });
      return keysOfMaster(masterId);
    };
    const { downloadAndWrite } = await import('./pull-download.js');
    const result = await downloadAndWrite(
      { ...options, renamesIn: renamesByMaster(options.renamed?.renames ?? [], remoteFiles) },
      {
        downloads: plan.downloads,
        selection,
        remoteFiles,
        // Refused targets may still be in an archive: skipped there quietly, as they were warned about.
        known: new Set(listed.projectFiles.map((file) => file.name)),
        localSha1,
        checkoutCrlf: local.converted,
      },
      masterKeys,
      listPlannedDownloads,
    );
    warnings.push(...result.warnings);
    downloaded = result;
    // The record changes with the translations it describes, never alone: a pull request of the
    // record only would be the noise keep-formatting takes away (docs/decisions.md).
    if (record !== undefined && result.files.length > 0) {
      const files = nextKeptEntries(record.files, remoteFiles, result.kept);
      const text = pulledRecordText(files, record.checked, record.text !== undefined);
      record = { ...record, files };
      if (text !== undefined && text !== record.text) {
        await writePulledRecord(workspace, text);
        record = { ...record, text };
        recordWritten = true;
      }
    }
  } else {
    logger.info('Every selected translation file is up to date: nothing to download.');
  }
  for (const warning of warnings) logger.warning(warning);
  warnHeldBack(downloaded.heldBack, logger);
  const written = new Set(downloaded.files.map((file) => file.path));
  // A held-back file is not the run's to publish: the branch keeps what it has (publish.ts).
  const held = new Set(downloaded.heldBack.map((file) => file.path));
  const targetPaths = targets
    .map((file) => file.name)
    .filter(
      (name) =>
        !options.isIgnored(name) &&
        !held.has(name) &&
        (written.has(name) || localSha1.get(name) !== undefined),
    )
    .concat(recordWritten ? [PULLED_RECORD] : [])
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
  const unchanged =
    blobs !== undefined && downloaded.files.length === 0 && options.hooks?.after === undefined;
  return {
    planned: plan.downloads,
    archives: downloaded.archives,
    downloadedBytes: downloaded.downloadedBytes,
    files: downloaded.files,
    locales: summarizeLocales(downloaded.files),
    selectedLocales: selection.locales,
    targetPaths,
    targetLocales: new Map(targets.map((file) => [file.name, file.locale])),
    project: listed,
    warnings,
    refusedTargets,
    heldBack: downloaded.heldBack,
    dryRun,
    ...(unchanged ? { worktreeBlobs: blobs } : {}),
    ...(options.renamed === undefined ? {} : { renamed: options.renamed }),
    ...(dryRun || options.hooks?.after !== undefined ? {} : { known: downloaded.written.known(localSha1) }),
    ...(record === undefined ? {} : { record }),
  };
}

/** Writes the pulled record as translation files are written: a temporary renamed into place. */
export async function writePulledRecord(workspace: string, text: string): Promise<void> {
  const write = await RepositoryWrite.prepare(workspace, [PULLED_RECORD]);
  await writeFile(await write.temporaryFor(PULLED_RECORD), text, { flag: 'wx' })
    .then(() => write.commit())
    .catch(async (error: unknown) => {
      await write.discard();
      throw error;
    });
}

/**
 * Show Project's listing after the target path policy (R39, R40): the files that may be planned,
 * the locale selection, the selected targets, and what was refused, in warnings that name it.
 */
function screenListing(options: PullOptions, listed: Project, kinds: PathKinds) {
  const localeSelection = selectLocales({
    sourceLocale: listed.sourceLocale.code,
    targetLocales: listed.targetLocales.map((locale) => locale.code).filter(isLocaleCode),
    wanted: options.locales,
    ignored: options.ignoreLocales,
  });
  const selected = localeMatcher(localeSelection.locales);
  const screened = screenTargets(options.workspace, listed, {
    selected,
    isIgnored: options.isIgnored,
    kinds,
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
