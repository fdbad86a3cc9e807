import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import type { DownloadedArchive } from './download.js';
import { ArchiveError, checkArchive, inflateArchive, type CheckedArchive } from '../archive/extract.js';
import { extractLimitsFor, type ExtractLimits } from '../archive/entries.js';
import type { StagedFile } from '../archive/extract.js';
import type { KeptOutcome } from '../formats/in-place/keep-formatting.js';
import type { PlannedDownload } from './plan.js';
import type { RemoteFile } from '../project/files.js';
import { sameLocale } from '../project/locales.js';
import { asWriteError } from './repository-paths.js';
import type { Judged } from './held-back-judge.js';
import type * as RemovalGuard from './removal-guard.js';
import { RepositoryWrite, settleAll } from './write-safely.js';

/**
 * The archive half of a pull's staging (pull-download.ts plans, downloads and writes): every
 * archive checked whole, each target inflated beside its target and compared with the
 * repository's copy while its bytes are in memory, ready for one commit.
 */

/** What keep-formatting makes of a download (the service's bytes, and the repository's copy). */
export type Keep = (repoPath: string, remote: Uint8Array, local: Uint8Array | undefined) => KeptOutcome;

/**
 * Downloaded translations, checked and staged: `files` are the ones whose bytes differ from the
 * repository's. `commit` renames them into place; `discard` removes what was not.
 */
export interface StagedDownloads {
  readonly files: readonly StagedFile[];
  /** Each of `files` compared with the repository's copy (removal-guard.ts), in the same order. */
  readonly comparisons: readonly Judged[];
  /** Every planned path the downloads held, identical to the repository's or not. */
  readonly present: readonly string[];
  /** Leaves a staged file out of `commit` (it is held back). */
  drop(repoPath: string): Promise<void>;
  commit(): Promise<{ repoPath: string; status: 'added' | 'changed' }[]>;
  discard(): Promise<void>;
}

/** How a download is compared with the repository's copy, and what keep-formatting makes of it. */
export interface Judge {
  /** compareDownload of the bytes to be written, and the platform's check of them. */
  readonly compare: (
    repoPath: string,
    stagedPath: string,
    bytes: Uint8Array,
    local: Uint8Array | undefined,
  ) => Judged;
  readonly keep: Keep;
  readonly holdBack: boolean;
  /** Holds back a target over a per-file limit, never compared. */
  readonly heldOver: (repoPath: string, code: 'too-large' | 'compresses-too-well', detail: string) => void;
  /** Loads the removal guard and the judgement, before the first `compare`. */
  readonly loadJudge: () => Promise<typeof RemovalGuard>;
}

/**
 * Every archive is checked whole before anything is inflated; then each target is inflated into
 * a temporary file beside it (with dry-run: into a folder of the temporary folder) and compared
 * with the repository's copy while its bytes are in memory. A file whose bytes are the
 * repository's is removed again; the others wait for `commit`.
 */
export async function stageArchives(
  options: {
    readonly workspace: string;
    readonly logger: Logger;
    readonly dryRun: boolean;
    readonly extractLimits?: Partial<ExtractLimits> | undefined;
  },
  /** The pull's plan (pull-download.ts): the planned downloads, the listing, the repository's hashes. */
  plan: {
    readonly downloads: readonly PlannedDownload[];
    readonly remoteFiles: readonly RemoteFile[];
    readonly known: ReadonlySet<string>;
    readonly localSha1: ReadonlyMap<string, string | undefined>;
  },
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
        perTarget: judge.holdBack,
        logger,
      });
      for (const { target, code, reason } of checkedArchive.plan.heldBack)
        judge.heldOver(target.repoPath, code, reason);
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
    const { readRepositoryCopy } = await judge.loadJudge();
    const files: StagedFile[] = [];
    const comparisons: Judged[] = [];
    /** Comparisons of the files that differ from the repository's, by path, as they are inflated. */
    const differing = new Map<string, Judged>();
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
            differing.set(repoPath, judge.compare(repoPath, stagedPath, written, local));
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
      present: checked.flatMap(({ archive }) =>
        [...archive.plan.targets, ...archive.plan.heldBack.map((held) => held.target)].map(
          (target) => target.repoPath,
        ),
      ),
      drop: async (repoPath) => {
        await repository?.drop(repoPath);
      },
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
