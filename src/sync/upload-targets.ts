import { readFile } from 'node:fs/promises';
import nodePath from 'node:path';
import type { Logger } from '../action/logger.js';
import type { Project } from '../client/models.js';
import { detectFormat } from '../formats/detect.js';
import { keyValuesOf, missingTranslations } from '../formats/key-values.js';
import { Deadline, IMPORT_POLL_SCHEDULE, type PollSchedule } from './backoff.js';
import { waitForImports } from './import-wait.js';
import { localSha1Map } from './local-files.js';
import { byPath, type PlannedUpload } from './plan.js';
import { localeMatcher, selectLocales } from '../project/locales.js';
import { type RemoteFile } from '../project/files.js';
import type { ProjectService } from './service.js';
import { describeRefusals, screenTargets } from './target-policy.js';
import { sendMasters, type UploadSettings } from './upload.js';
import { plural, uploadReason } from './words.js';

/**
 * `upload-translations: true` (the `wti push --target` of the action): the repository's target
 * files of the selected locales are sent to the service when their bytes differ from `hash_file`,
 * so that a team adopting the service keeps its translations and a developer's fix to a
 * translation reaches the translators. The rules that keep the service's newer work safe:
 * - a target the triggering push changed is uploaded as the other uploads are: the edit is meant;
 * - any other differing target is uploaded with `merge=true`, which adds the translations the
 *   service lacks and never overwrites one it has, so a stale copy cannot replace a translator's work;
 * - hash-based files (.txt, .html, .textile, Markdown) are refused as targets by the service, so
 *   they are skipped with a notice.
 * The uploads are waited for like masters, so the pull that follows downloads their result.
 */

const HASH_BASED = /\.(txt|html?|textile|md|markdown)$/i;

export interface PlannedTranslationUpload extends PlannedUpload {
  readonly locale: string;
  /** true: only fills what the service lacks (any target the push did not change). */
  readonly merge: boolean;
}

export interface TranslationUploadPlan {
  readonly uploads: readonly PlannedTranslationUpload[];
  /** Differing hash-based targets, which the service does not accept. */
  readonly hashBased: readonly string[];
}

export function planTranslationUploads(input: {
  readonly remoteFiles: readonly RemoteFile[];
  readonly locales: readonly string[];
  readonly localSha1: ReadonlyMap<string, string | undefined>;
  readonly changedInPush: ReadonlySet<string> | undefined;
  readonly isIgnored: (path: string) => boolean;
  /** The `merge` input, for targets the push changed. */
  readonly merge: boolean;
}): TranslationUploadPlan {
  const uploads: PlannedTranslationUpload[] = [];
  const hashBased: string[] = [];
  const selected = localeMatcher(input.locales);
  for (const file of input.remoteFiles) {
    if (file.masterId === null || !selected(file.locale)) continue;
    const path = file.name;
    const localSha1 = input.localSha1.get(path);
    if (input.isIgnored(path) || localSha1 === undefined || localSha1 === file.hashFile) continue;
    if (HASH_BASED.test(path)) {
      hashBased.push(path);
      continue;
    }
    const changed = input.changedInPush?.has(path) === true;
    uploads.push({
      path,
      file,
      localSha1,
      locale: file.locale,
      reason: changed ? 'changed-in-push' : 'differs-from-service',
      merge: changed ? input.merge : true,
    });
  }
  return { uploads: uploads.sort(byPath), hashBased: hashBased.sort() };
}

export interface TranslationUploadOptions {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  /** The project as the push left it (its new masters' targets included), to save asking again. */
  readonly project?: Project | undefined;
  readonly locales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly isIgnored: (file: string) => boolean;
  readonly changedInPush: ReadonlySet<string> | undefined;
  readonly settings: UploadSettings;
  readonly importTimeoutMs: number;
  readonly dryRun: boolean;
  readonly schedule?: PollSchedule;
  readonly probeAfterMs?: number;
  /** The `allow-target-paths` input: globs the target path policy lets through. */
  readonly allowTargetPaths?: readonly string[];
}

/**
 * Whether a merge upload would add anything: false when the service's copy already has every
 * translation of the repository's copy (strings, numbers, booleans, each plural form). Such an upload changes nothing, and
 * the import wait could only confirm it with a probe (import-wait.ts), on every run until the
 * repository catches up. When either copy cannot be read, the upload goes ahead: merging is safe.
 */
async function mergeAddsSomething(
  options: TranslationUploadOptions,
  upload: PlannedTranslationUpload,
): Promise<boolean> {
  const format = detectFormat(upload.path);
  if (format === undefined) return true;
  try {
    const content = await options.service.files.show({
      masterFileId: upload.file.masterId ?? upload.file.id,
      locale: upload.locale,
    });
    if (content.status !== 'ok') return true;
    const parse = (bytes: Uint8Array) =>
      keyValuesOf(format, bytes, { fileName: upload.path, locale: upload.locale });
    const service = parse(content.body);
    const local = parse(await readFile(nodePath.join(options.workspace, upload.path)));
    // Numbers, booleans and each plural form count: a form the service lacks is worth sending.
    return missingTranslations(local, service).length > 0;
  } catch (error) {
    options.logger.debug(
      `Cannot compare ${upload.path} with the service's copy: ${(error as Error).message}`,
    );
    return true;
  }
}

export interface TranslationUploadResult extends TranslationUploadPlan {
  readonly importWaitMs: number;
  readonly dryRun: boolean;
  /** The project after the import wait: the pull plans from it. */
  readonly project: Project;
}

export async function runTranslationUpload(
  options: TranslationUploadOptions,
): Promise<TranslationUploadResult> {
  const { service, logger, dryRun } = options;
  const project = options.project ?? (await service.projects.show());
  const { locales } = selectLocales({
    sourceLocale: project.sourceLocale.code,
    targetLocales: project.targetLocales.map((locale) => locale.code),
    wanted: options.locales,
    ignored: options.ignoreLocales,
  });
  // The same target path policy as the pull (R39, R40): a listed target at a master's path, in a
  // dot folder or behind a symlinked folder is never read from the repository and sent.
  const selected = localeMatcher(locales);
  const { remoteFiles, refused } = screenTargets(options.workspace, project, {
    selected,
    isIgnored: options.isIgnored,
    ...(options.allowTargetPaths === undefined ? {} : { allow: options.allowTargetPaths }),
  });
  const refusal = describeRefusals(refused);
  if (refusal !== undefined) logger.warning(`Not uploaded: ${refusal}`);
  const targets = remoteFiles.filter((file) => file.masterId !== null).map((file) => file.name);
  const planned = planTranslationUploads({
    remoteFiles,
    locales,
    localSha1: localSha1Map(options.workspace, targets),
    changedInPush: options.changedInPush,
    isIgnored: options.isIgnored,
    merge: options.settings.merge,
  });
  const adds = await Promise.all(
    planned.uploads.map((upload) =>
      upload.merge ? mergeAddsSomething(options, upload) : Promise.resolve(true),
    ),
  );
  for (const [index, upload] of planned.uploads.entries()) {
    if (adds[index] !== true)
      logger.info(
        `${upload.path} differs from the service, which already has each of its translations; not uploaded.`,
      );
  }
  const plan = { ...planned, uploads: planned.uploads.filter((_, index) => adds[index] === true) };
  for (const path of plan.hashBased) {
    logger.notice(
      `${path} differs from the service but is not uploaded: the service does not accept hash-based files (.txt, .html, .textile, Markdown) as translations.`,
    );
  }
  for (const upload of plan.uploads) {
    logger.info(
      `${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${uploadReason(upload.reason)}${upload.merge ? ', merge=true: keeps the service translations' : ''})`,
    );
  }
  const result = { ...plan, importWaitMs: 0, dryRun, project };
  if (dryRun || plan.uploads.length === 0) {
    if (plan.uploads.length === 0) logger.info('No translation file to upload: the service has them all.');
    return result;
  }
  const context = {
    service,
    workspace: options.workspace,
    sourceLocale: project.sourceLocale.code,
    settings: options.settings,
    deadline: new Deadline(options.importTimeoutMs),
    schedule: options.schedule ?? IMPORT_POLL_SCHEDULE,
    probeAfterMs: options.probeAfterMs,
    logger,
  };
  const sent = await sendMasters(context, plan.uploads, []);
  const wait = await waitForImports(context, sent);
  logger.info(
    `The service imported ${plural(sent.length, 'translation file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`,
  );
  return { ...result, importWaitMs: wait.waitedMs, project: wait.project };
}
