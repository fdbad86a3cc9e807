import type { Logger } from '../client/logger.js';
import type { Project } from '../client/models.js';
import type { PollSchedule } from './backoff.js';
import type { HookSettings } from './hooks.js';
import { byPath } from './plan.js';
import { runPull, summarizeLocales, type PullResult } from './pull.js';
import { runPush, type PushResult } from './push.js';
import type { ProjectService } from './service.js';
import type { TranslationUploadResult } from './upload-targets.js';
import type { UploadSettings } from './upload.js';
import type { WorktreeBlobIds } from '../project/line-ends.js';

/**
 * The engine: push, then pull, as the command asks. It receives its service client and reports
 * what it did; git and the pull request are the caller's, so the engine runs the same in the
 * action, in tests against the emulator and in the benchmarks.
 */

export type SyncCommand = 'sync' | 'push' | 'pull';

interface EngineOptions {
  readonly command: SyncCommand;
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  readonly dryRun: boolean;
  readonly sourceFiles: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  readonly changedInPush: ReadonlySet<string> | undefined;
  /** A file at the push's `before` commit (upload-targets.ts), when the push range is known. */
  readonly readBeforePush?: ((path: string) => Promise<Uint8Array | undefined>) | undefined;
  readonly upload: UploadSettings;
  /** Send the repository's translations after the masters (upload-targets.ts). */
  readonly uploadTranslations?: boolean;
  /** Let the pull remove translations the service lacks (removal-guard.ts). */
  readonly allowRemovals?: boolean;
  /** Edit pulled files in their own layout instead of writing the service's bytes (keep-formatting.ts). */
  readonly keepFormatting?: boolean;
  /** Bring back masters changed on the service (pull-masters.ts). */
  readonly pullMasters?: boolean;
  /** When the repository last changed a file; pull-masters keeps a master the repository changed last. */
  readonly lastLocalChange?: (file: string) => Promise<Date | undefined>;
  readonly importTimeoutMs: number;
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly tempRoot: string | undefined;
  readonly hooks: {
    readonly beforePush?: string | undefined;
    readonly afterPush?: string | undefined;
    readonly beforePull?: string | undefined;
    readonly afterPull?: string | undefined;
  };
  readonly hookSettings?: HookSettings;
  /** Globs of target paths the target path policy would refuse, allowed by the user. */
  readonly allowTargetPaths?: readonly string[];
  readonly schedule?: PollSchedule;
  readonly probeAfterMs?: number;
  /**
   * Show Project, sent by the caller before it loaded the engine, for the engine's first Show
   * Project (the push's, or the pull's). Only when no before hook precedes that request: a hook
   * runs before anything is asked of the service.
   */
  readonly listing?: Promise<Project> | undefined;
  /** The pull also learns the git blob of each target file it hashes (PullResult.worktreeBlobs). */
  readonly recordGitBlobs?: boolean;
  /** Git's blob ids of worktree files, so files are compared, sent and written as git stores them. */
  readonly blobIds?: WorktreeBlobIds | undefined;
  /** The messages of the push's commits: `Renamed-key:` lines state renames (key-renames.ts). */
  readonly commitMessages?: readonly string[];
}

export interface EngineResult {
  readonly push: PushResult | undefined;
  /** With upload-translations: the translation files sent. */
  readonly translations?: TranslationUploadResult | undefined;
  readonly pull: PullResult | undefined;
}

export async function runEngine(options: EngineOptions): Promise<EngineResult> {
  const { command, logger } = options;
  // Taken by the first step that asks for the project.
  let listing = options.listing;
  const takeListing = () => {
    const taken = listing;
    listing = undefined;
    return taken === undefined ? {} : { listing: taken };
  };
  let push: PushResult | undefined;
  if (command === 'sync' || command === 'push') {
    push = await logger.group('Push: upload changed master files and wait for the import', () =>
      runPush({
        service: options.service,
        workspace: options.workspace,
        logger,
        sourceFiles: options.sourceFiles,
        isIgnored: options.isIgnored,
        changedInPush: options.changedInPush,
        settings: options.upload,
        importTimeoutMs: options.importTimeoutMs,
        dryRun: options.dryRun,
        hooks: { before: options.hooks.beforePush, after: options.hooks.afterPush },
        ...(options.hookSettings === undefined ? {} : { hookSettings: options.hookSettings }),
        ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
        ...(options.probeAfterMs === undefined ? {} : { probeAfterMs: options.probeAfterMs }),
        blobIds: options.blobIds,
        ...(options.commitMessages === undefined ? {} : { commitMessages: options.commitMessages }),
        ...takeListing(),
      }),
    );
  }
  let translations: TranslationUploadResult | undefined;
  if (options.uploadTranslations === true) {
    // Loaded when asked for: it reads locale files, and the parsers are not needed to start.
    const { runTranslationUpload } = await import('./upload-targets.js');
    const first = takeListing().listing;
    translations = await logger.group(
      "Upload the repository's translations and wait for the import",
      async () =>
        runTranslationUpload({
          service: options.service,
          workspace: options.workspace,
          logger,
          // After a push the project holds the masters it created, and their target files.
          project: push?.project ?? (await first),
          locales: options.locales,
          ignoreLocales: options.ignoreLocales,
          isIgnored: options.isIgnored,
          changedInPush: options.changedInPush,
          readBeforePush: options.readBeforePush,
          settings: options.upload,
          importTimeoutMs: options.importTimeoutMs,
          dryRun: options.dryRun,
          ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
          ...(options.probeAfterMs === undefined ? {} : { probeAfterMs: options.probeAfterMs }),
          ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
          blobIds: options.blobIds,
        }),
    );
  }
  let pull: PullResult | undefined;
  if (command === 'sync' || command === 'pull') {
    pull = await logger.group('Pull: download translations', () =>
      runPull({
        service: options.service,
        workspace: options.workspace,
        logger,
        // After a push the project is as the last poll saw it; a dry run's push sent nothing.
        project: translations?.project ?? push?.project,
        locales: options.locales,
        ignoreLocales: options.ignoreLocales,
        isIgnored: options.isIgnored,
        dryRun: options.dryRun,
        allowRemovals: options.allowRemovals === true,
        keepFormatting: options.keepFormatting === true,
        tempRoot: options.tempRoot,
        hooks: { before: options.hooks.beforePull, after: options.hooks.afterPull },
        ...(options.hookSettings === undefined ? {} : { hookSettings: options.hookSettings }),
        ...(options.allowTargetPaths === undefined ? {} : { allowTargetPaths: options.allowTargetPaths }),
        ...(options.recordGitBlobs === true ? { recordGitBlobs: true } : {}),
        blobIds: options.blobIds,
        // A dry run renamed nothing: the service's files still hold the old keys.
        renamed: push?.dryRun === false ? push.renames : undefined,
        ...takeListing(),
      }),
    );
  }
  if (pull !== undefined && options.pullMasters === true) {
    const pulled = pull;
    pull = await logger.group('Pull masters changed on the service', () =>
      withMasters(options, pulled, push, translations),
    );
  }
  return { push, translations, pull };
}

async function withMasters(
  options: EngineOptions,
  pull: PullResult,
  push: PushResult | undefined,
  translations: TranslationUploadResult | undefined,
): Promise<PullResult> {
  const { pullMasters } = await import('./pull-masters.js');
  const masters = await pullMasters({
    service: options.service,
    workspace: options.workspace,
    logger: options.logger,
    project: translations?.project ?? push?.project ?? (await options.service.projects.show()),
    isIgnored: options.isIgnored,
    sent: new Set([...(push?.uploaded ?? []), ...(push?.created ?? [])].map((file) => file.path)),
    changedOnService: new Set(
      push?.skipped.filter((skip) => skip.reason === 'changed-on-service').map((skip) => skip.path) ?? [],
    ),
    lastLocalChange: options.lastLocalChange ?? (() => Promise.resolve(undefined)),
    dryRun: options.dryRun,
    tempRoot: options.tempRoot,
  });
  const files = [...pull.files, ...masters.files].sort(byPath);
  return {
    ...pull,
    // The blobs describe the files as the pull left them: a master written since is not among them.
    worktreeBlobs: masters.files.length === 0 ? pull.worktreeBlobs : undefined,
    files,
    locales: summarizeLocales(files),
    targetPaths: [...new Set([...pull.targetPaths, ...masters.paths])].sort(),
    targetLocales: new Map([
      ...pull.targetLocales,
      ...masters.paths.map((file) => [file, masters.locale] as const),
    ]),
  };
}
