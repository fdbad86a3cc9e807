import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { Logger } from '../client/logger.js';
import { downloadArchives, downloadTargetFiles } from './download.js';
import type { ExtractLimits } from '../archive/entries.js';
import { byPath, type PlannedDownload } from './plan.js';
import { localeKey, localeMatcher, type LocaleSelection } from '../project/locales.js';
import { type RemoteFile } from '../project/files.js';
import type { DownloadToCheck, KeyCounts } from './removal-guard.js';
import { keepFormatting, sha1Of, type KeptOutcome } from '../formats/in-place/keep-formatting.js';
import type { ProjectService } from './service.js';
import type { PulledEntry } from '../project/pulled-record.js';
import type { StagedFile } from '../archive/extract.js';
import { writeStagedFiles } from './write-safely.js';
import { withCheckoutLineEnds } from '../project/line-ends.js';
import { stageArchives, type Judge, type Keep, type StagedDownloads } from './pull-archives.js';
import { heldBack as heldBackFile, type HeldBackFile } from '../project/held-back.js';
import { WrittenFiles } from '../project/written-files.js';
import type * as HeldBackJudge from './held-back-judge.js';
import type { Judged } from './held-back-judge.js';
import type * as RemovalGuard from './removal-guard.js';

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
  /**
   * A target that fails a check of its own is held back and the rest written (held-back.ts), the
   * default; false: it fails the whole pull before anything is written (`on-file-problem: fail`).
   */
  readonly holdBack?: boolean;
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
  /** Targets not written for a problem of their own (held-back.ts), by path. */
  heldBack: HeldBackFile[];
  /** The written files' bytes and hashes, and the copies they replaced, for the checks that follow. */
  written: WrittenFiles;
}

/**
 * Downloads what `plan` names, checks it, and writes what differs from the repository. Nothing is
 * written before every download is compared with the repository's copy: one that would lose
 * translations, cannot be read or is refused by its platform is held back (held-back-judge.ts),
 * or with `holdBack: false` fails the pull first.
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
    heldBack: [],
    written: new WrittenFiles(),
  };
  const holdBack = options.holdBack !== false;
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
  // The bytes about to be written, compared with the repository's copy and judged by their platform.
  const compare: Judge['compare'] = (repoPath, stagedPath, bytes, local) => {
    const file = toCheck(repoPath, stagedPath);
    if (judgeModule === undefined) throw new Error('compare called before loadJudge');
    const platform = judgeModule.platformCheck(repoPath, file.locale, bytes);
    if (!options.dryRun) result.written.hold(repoPath, bytes, local);
    return { ...judgeModule.compareDownload(file, bytes, local, logger), platform };
  };
  // The removal guard and the format parsers load once the downloads are asked for (loadJudge).
  let judgeModule: (typeof RemovalGuard & typeof HeldBackJudge) | undefined;
  const loadJudge = async () => {
    const [guard, judging] = await Promise.all([
      import('./removal-guard.js'),
      import('./held-back-judge.js'),
    ]);
    judgeModule = { ...guard, ...judging };
    return judgeModule;
  };
  const heldOver: Judge['heldOver'] = (repoPath, code, detail) =>
    result.heldBack.push(heldBackFile(repoPath, localeOf.get(repoPath) ?? '', code, { detail }));
  let staged: StagedDownloads | undefined;
  try {
    staged = await stageDownloads(options, plan, neededLocales, tempDir, result, afterRequests, {
      compare,
      keep,
      holdBack,
      heldOver,
      loadJudge,
    });
    const presentLocales = new Set(staged.present.map((repoPath) => localeKey(localeOf.get(repoPath) ?? '')));
    for (const locale of neededLocales) {
      if (!presentLocales.has(localeKey(locale)))
        result.warnings.push(
          `The archive holds no file of locale ${locale}; its files were left as they are.`,
        );
    }
    const { judgeDownloads } = await loadJudge();
    const judged = await judgeDownloads(staged.comparisons, {
      allowRemovals: options.allowRemovals === true,
      masterKeys,
      logger,
      holdBack,
    });
    // A file held back is not written, and the pulled record does not claim it either.
    const held = new Set(judged.heldBack.map((file) => file.path));
    for (const repoPath of held) {
      await staged.drop(repoPath);
      result.kept.delete(repoPath);
    }
    result.heldBack.push(...judged.heldBack);
    result.heldBack.sort(byPath);
    const writing = staged.files.filter((file) => !held.has(file.repoPath));
    const keys = judged.counts.filter((_, index) => !held.has(staged?.files[index]?.repoPath ?? ''));
    const statusOf = new Map<string, 'added' | 'changed'>();
    if (options.dryRun) {
      for (const file of writing)
        statusOf.set(file.repoPath, localSha1.get(file.repoPath) === undefined ? 'added' : 'changed');
      logger.info(`dry-run: ${writing.length} files would be written; the repository is left as it is.`);
    } else {
      await withCheckoutLineEnds(writing, plan.checkoutCrlf);
      for (const file of await staged.commit()) statusOf.set(file.repoPath, file.status);
    }
    writing.forEach((file, index) => {
      const status = statusOf.get(file.repoPath);
      if (status === undefined) return;
      const locale = localeOf.get(file.repoPath) ?? '';
      result.written.sha1.set(file.repoPath, file.sha1);
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
      // A file past the client's cap on an answer is held back, as one past the archive's per file.
      ...(judge.holdBack
        ? { onTooLarge: (repoPath: string, detail: string) => judge.heldOver(repoPath, 'too-large', detail) }
        : {}),
    });
    afterRequests();
    const fetched = await downloading;
    result.downloadedBytes = fetched.reduce((sum, file) => sum + file.size, 0);
    const { readRepositoryCopy } = await judge.loadJudge();
    const files: StagedFile[] = [];
    const comparisons: Judged[] = [];
    for (const file of fetched) {
      if (localSha1.get(file.repoPath) === file.sha1) continue;
      const local = readRepositoryCopy(options.workspace, file.repoPath);
      const remote = readFileSync(file.stagedPath);
      const outcome = judge.keep(file.repoPath, remote, local);
      if (outcome.kind === 'untouched') continue;
      if (outcome.kind === 'edited') writeFileSync(file.stagedPath, outcome.bytes);
      const bytes = outcome.kind === 'edited' ? outcome.bytes : remote;
      files.push(outcome.kind === 'edited' ? { ...file, size: bytes.length, sha1: outcome.sha1 } : file);
      comparisons.push(judge.compare(file.repoPath, file.stagedPath, bytes, local));
    }
    const dropped = new Set<string>();
    return {
      files,
      comparisons,
      present: fetched.map((file) => file.repoPath),
      drop: (repoPath) => Promise.resolve(void dropped.add(repoPath)),
      commit: async () =>
        (
          await writeStagedFiles({
            repoRoot: options.workspace,
            files: files.filter((file) => !dropped.has(file.repoPath)),
          })
        ).written,
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
