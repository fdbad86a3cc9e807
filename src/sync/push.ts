import type { Logger } from '../client/logger.js';
import type { Project } from '../client/models.js';
import { Deadline, IMPORT_POLL_SCHEDULE, type PollSchedule } from './backoff.js';
import { hookSettingsOf, runHook, type HookSettings } from './hooks.js';
import { waitForImports } from './import-wait.js';
import { withStoredCopies, type WorktreeBlobIds } from '../project/line-ends.js';
import { storedSha1Map } from './local-files.js';
import { findSourceFiles } from '../project/files.js';
import { planPush, type PlannedCreate, type PlannedUpload, type SkippedFile } from './plan.js';
import { type ProjectService } from './service.js';
import { remoteFilesOf } from '../project/files.js';
import { sendMasters, type UploadSettings } from './upload.js';
import { plural, uploadReason } from './words.js';
import type { RenameReport } from '../renames/on-service.js';
import type { ObsoleteReport } from '../renames/obsolete.js';

/**
 * The push half of a sync: upload the masters that changed, create the new ones, and wait until
 * the service has imported them, so that the pull that follows downloads translations of the new
 * strings rather than of the old ones.
 */

interface PushOptions {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  readonly sourceFiles: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  /** Paths the triggering push touched, or undefined when unknown (see plan.ts). */
  readonly changedInPush: ReadonlySet<string> | undefined;
  readonly settings: UploadSettings;
  readonly importTimeoutMs: number;
  readonly dryRun: boolean;
  readonly hooks?: { readonly before?: string | undefined; readonly after?: string | undefined };
  readonly hookSettings?: HookSettings;
  readonly schedule?: PollSchedule;
  readonly probeAfterMs?: number;
  /** Show Project already on its way (EngineOptions.listing); asked for here when absent. */
  readonly listing?: Promise<Project> | undefined;
  /** Git's blob ids, so masters are compared and sent as git stores them (line-ends.ts). */
  readonly blobIds?: WorktreeBlobIds | undefined;
  /** The messages of the push's commits, whose `Renamed-key:` lines state renames (key-renames.ts). */
  readonly commitMessages?: readonly string[];
}

export interface PushResult {
  readonly uploaded: readonly PlannedUpload[];
  readonly created: readonly (PlannedCreate & { readonly fileId: number | undefined })[];
  readonly skipped: readonly SkippedFile[];
  readonly importWaitMs: number;
  readonly dryRun: boolean;
  /** The project as last seen: after the import wait, or the first Show Project when nothing was sent. */
  readonly project: Project;
  /** Renamed and moved keys, made on the service before the upload; undefined when no master was compared. */
  readonly renames?: RenameReport | undefined;
  /** The Obsolete strings the service holds, asked for by a push that uploaded a master. */
  readonly obsolete?: ObsoleteReport | undefined;
}

export async function runPush(options: PushOptions): Promise<PushResult> {
  const { service, workspace, logger, dryRun } = options;
  if (dryRun && options.hooks?.before !== undefined) logger.info('dry-run: the before_push hook is not run.');
  else
    await runHook({
      name: 'before_push',
      command: options.hooks?.before,
      cwd: workspace,
      logger,
      ...hookSettingsOf(options),
    });

  const project = await (options.listing ?? service.projects.show());
  const remoteFiles = remoteFilesOf(project);
  const candidates = await findSourceFiles(workspace, options.sourceFiles);
  const masterNames = remoteFiles.filter((file) => file.masterId === null).map((file) => file.name);
  const local = await storedSha1Map(workspace, [...masterNames, ...candidates], {
    blobIds: options.blobIds,
    logger,
  });
  const plan = planPush({
    remoteFiles,
    localSha1: local.sha1,
    changedInPush: options.changedInPush,
    sourceFileCandidates: candidates,
    isIgnored: options.isIgnored,
  });

  for (const upload of plan.uploads)
    logger.info(`${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${uploadReason(upload.reason)})`);
  for (const create of plan.creates)
    logger.info(`${dryRun ? 'Would create' : 'Create'} ${create.path} (${uploadReason(create.reason)})`);
  for (const skip of plan.skipped) logger.debug(`Skip ${skip.path} (${uploadReason(skip.reason)})`);

  const nothingToSend = plan.uploads.length === 0 && plan.creates.length === 0;
  // Only a push that uploads a master the service has can rename one of its strings.
  const renames = await findRenames(options, project, plan);
  if (dryRun || nothingToSend) {
    if (nothingToSend) logger.info('No master file to upload: the service has every change.');
    return {
      uploaded: plan.uploads,
      created: plan.creates.map((create) => ({ ...create, fileId: undefined })),
      skipped: plan.skipped,
      importWaitMs: 0,
      dryRun,
      project,
      renames,
      obsolete: await obsoleteOf(service, project, renames),
    };
  }

  const context = {
    service,
    workspace,
    sourceLocale: project.sourceLocale.code,
    settings: options.settings,
    // One deadline for the whole phase: busy answers to uploads and the import wait share it.
    deadline: new Deadline(options.importTimeoutMs),
    schedule: options.schedule ?? IMPORT_POLL_SCHEDULE,
    probeAfterMs: options.probeAfterMs,
    logger,
  };
  const renamed =
    renames === undefined || service.strings === undefined
      ? renames
      : await (await import('../renames/on-service.js')).applyRenames(service.strings, renames, logger);
  // A rename changes the master on the service: the import wait compares with its state after it.
  const uploads =
    renamed === undefined || renamed.renames.length === 0
      ? plan.uploads
      : withCurrentRecords(plan.uploads, await service.projects.show());
  const sending = { files: [...uploads, ...plan.creates].map((file) => file.path), ...local };
  const sent = await withStoredCopies(workspace, sending, (storedCopies) =>
    sendMasters({ ...context, storedCopies }, uploads, plan.creates),
  );
  const wait = await waitForImports(context, sent);
  logger.info(
    `The service imported ${plural(sent.length, 'file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`,
  );

  await runHook({
    name: 'after_push',
    command: options.hooks?.after,
    cwd: workspace,
    logger,
    ...hookSettingsOf(options),
  });
  const createdIds = new Map(
    sent.filter((file) => file.kind === 'created').map((file) => [file.path, file.fileId]),
  );
  return {
    uploaded: plan.uploads,
    created: plan.creates.map((create) => ({ ...create, fileId: createdIds.get(create.path) })),
    skipped: plan.skipped,
    importWaitMs: wait.waitedMs,
    dryRun,
    project: wait.project,
    renames: renamed,
    obsolete: await obsoleteOf(service, wait.project, renamed),
  };
}

/** The renames of the uploads (src/renames), found before anything is sent. */
async function findRenames(options: PushOptions, project: Project, plan: ReturnType<typeof planPush>) {
  const strings = options.service.strings;
  if (strings === undefined || plan.uploads.length === 0) return undefined;
  const masters = [
    ...plan.uploads.map((upload) => ({ path: upload.path, fileId: upload.file.id })),
    ...plan.creates.map((create) => ({ path: create.path, fileId: undefined })),
  ];
  const { findRenames: find } = await import('../renames/on-service.js');
  return find({
    strings,
    workspace: options.workspace,
    sourceLocale: project.sourceLocale.code,
    masters,
    masterNames: [
      ...remoteFilesOf(project).map((file) => file.name),
      ...plan.creates.map((create) => create.path),
    ],
    commitMessages: options.commitMessages ?? [],
    dryRun: options.dryRun,
    logger: options.logger,
  });
}

/** The planned uploads with their masters as `project` lists them now. */
function withCurrentRecords(uploads: readonly PlannedUpload[], project: Project): PlannedUpload[] {
  const now = new Map(remoteFilesOf(project).map((file) => [file.id, file]));
  return uploads.map((upload) => ({ ...upload, file: now.get(upload.file.id) ?? upload.file }));
}

async function obsoleteOf(service: ProjectService, project: Project, renames: RenameReport | undefined) {
  if (service.strings === undefined || renames === undefined) return undefined;
  const { obsoleteReport } = await import('../renames/obsolete.js');
  return obsoleteReport(service.strings, project, renames);
}
