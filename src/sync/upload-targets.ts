import type { Logger } from '../client/logger.js';
import { readPresentLocaleFile } from '../project/safe-read.js';
import type { Project } from '../client/models.js';
import { detectFormat } from '../formats/detect.js';
import { keyValuesOf, missingTranslations } from '../formats/key-values.js';
import { Deadline, IMPORT_POLL_SCHEDULE, type PollSchedule } from './backoff.js';
import { waitForImports } from './import-wait.js';
import { pushEditsOf, sendPushEdits, type PushEdit } from './push-edits.js';
import { withStoredCopies, type WorktreeBlobIds } from '../project/line-ends.js';
import { storedSha1Map } from './local-files.js';
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
 * translation reaches the translators. Every target goes up with `merge=true`, which adds the
 * translations the service lacks and never overwrites one it has: Update File with merge=false
 * replaces every string of the file, and would put the repository's older copy of a key back over
 * a translator's newer text of it. What a person changed is sent on its own:
 * - of a target the triggering push changed, the keys the push itself changed (the file at the
 *   push's `before` commit against the file now, push-edits.ts) are set with Update String, and
 *   only those; a key the service also changed since is still set, with a warning naming it;
 * - a push whose `before` cannot be read (a new branch, history that cannot be fetched) sends no
 *   key: it says so, and the file still fills what the service lacks;
 * - with the `merge` input true nothing overwrites the service, as the input says;
 * - hash-based files (.txt, .html, .textile, Markdown) are refused as targets by the service, so
 *   they are skipped with a notice.
 * The uploads are waited for like masters, so the pull that follows downloads their result.
 */

const HASH_BASED = /\.(txt|html?|textile|md|markdown)$/i;

interface PlannedTranslationUpload extends PlannedUpload {
  readonly locale: string;
  /** Always true: the file only fills what the service lacks; edits go by Update String. */
  readonly merge: true;
  /** The push changed it and the `merge` input is false: its keys the push changed are sent. */
  readonly sendsEdits: boolean;
  /** Whether the file itself goes up (false: the service has each of its translations). */
  readonly fileSent?: boolean;
  /** Keys set on the service as the push's edits (push-edits.ts). */
  readonly edits?: readonly string[];
}

interface TranslationUploadPlan {
  readonly uploads: readonly PlannedTranslationUpload[];
  /** Differing hash-based targets, which the service does not accept. */
  readonly hashBased: readonly string[];
}

function planTranslationUploads(input: {
  readonly remoteFiles: readonly RemoteFile[];
  readonly locales: readonly string[];
  readonly localSha1: ReadonlyMap<string, string | undefined>;
  readonly changedInPush: ReadonlySet<string> | undefined;
  readonly isIgnored: (path: string) => boolean;
  /** The `merge` input: true, nothing overwrites the service, not even the push's edits. */
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
      merge: true,
      sendsEdits: changed && !input.merge,
    });
  }
  return { uploads: uploads.sort(byPath), hashBased: hashBased.sort() };
}

interface TranslationUploadOptions {
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
  /**
   * A file as the push's `before` commit held it (undefined: not there), when the push range is
   * known; without it no key is sent as the push's edit.
   */
  readonly readBeforePush?: ((path: string) => Promise<Uint8Array | undefined>) | undefined;
  /** Git's blob ids of worktree files: translations are compared and sent as git stores them. */
  readonly blobIds?: WorktreeBlobIds | undefined;
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
    const local = parse(readPresentLocaleFile(options.workspace, upload.path));
    // Numbers, booleans and each plural form count: a form the service lacks is worth sending.
    return missingTranslations(local, service).length > 0;
  } catch (error) {
    options.logger.debug(
      `Cannot compare ${upload.path} with the service's copy: ${(error as Error).message}`,
    );
    return true;
  }
}

/**
 * Sets on the service the keys the push changed in `upload` (push-edits.ts) and returns them.
 * When the file at the push's `before` commit, or either copy, cannot be read, no key is sent:
 * the merge upload still fills what the service lacks, and a warning says the edit stayed behind.
 */
async function sendEditsOf(
  options: TranslationUploadOptions,
  upload: PlannedTranslationUpload,
): Promise<readonly string[]> {
  const { logger } = options;
  const format = detectFormat(upload.path);
  const strings = options.service.strings;
  if (format === undefined || options.readBeforePush === undefined || strings === undefined) return [];
  let edits: PushEdit[];
  try {
    const before = await options.readBeforePush(upload.path);
    const now = readPresentLocaleFile(options.workspace, upload.path);
    edits = pushEditsOf(format, before, now, { fileName: upload.path, locale: upload.locale });
  } catch (error) {
    logger.warning(
      `${upload.path}: cannot tell which translations this push changed (${(error as Error).message}); none is sent as an edit, the file only fills what the service lacks. Change them on the service if they must replace its text.`,
      { file: upload.path },
    );
    return [];
  }
  if (edits.length === 0) return [];
  const sent = await sendPushEdits({
    strings,
    masterId: upload.file.masterId ?? upload.file.id,
    locale: upload.locale,
    path: upload.path,
    edits,
    dryRun: options.dryRun,
    logger,
  });
  if (sent.sent.length > 0)
    logger.info(
      `${options.dryRun ? 'Would set' : 'Set'} on the service as this push's edits of ${upload.path}: ${sent.sent.join(', ')}`,
    );
  return sent.sent;
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
  const local = await storedSha1Map(options.workspace, targets, { blobIds: options.blobIds, logger });
  const planned = planTranslationUploads({
    remoteFiles,
    locales,
    localSha1: local.sha1,
    changedInPush: options.changedInPush,
    isIgnored: options.isIgnored,
    merge: options.settings.merge,
  });
  const adds = await Promise.all(planned.uploads.map((upload) => mergeAddsSomething(options, upload)));
  if (planned.uploads.some((upload) => upload.sendsEdits) && options.readBeforePush === undefined)
    logger.info(
      "The push's `before` commit cannot be read (a new branch, or history that cannot be fetched): no key is sent as this push's edit; the changed files only fill what the service lacks.",
    );
  // One file at a time: each sends its edits before the next is read, and a failure stops there.
  const uploads: PlannedTranslationUpload[] = [];
  for (const [index, upload] of planned.uploads.entries()) {
    const edits = upload.sendsEdits ? await sendEditsOf(options, upload) : [];
    const fileSent = adds[index] === true;
    if (!fileSent)
      logger.info(
        edits.length > 0
          ? `${upload.path}: the service already has each of its other translations; the file itself is not uploaded.`
          : `${upload.path} differs from the service, which already has each of its translations; not uploaded.`,
      );
    if (fileSent || edits.length > 0) uploads.push({ ...upload, fileSent, edits });
  }
  const plan = { ...planned, uploads };
  for (const path of plan.hashBased) {
    logger.notice(
      `${path} differs from the service but is not uploaded: the service does not accept hash-based files (.txt, .html, .textile, Markdown) as translations.`,
    );
  }
  const files = uploads.filter((upload) => upload.fileSent === true);
  for (const upload of files) {
    logger.info(
      `${dryRun ? 'Would upload' : 'Upload'} ${upload.path} (${uploadReason(upload.reason)}, merge=true: keeps the service translations)`,
    );
  }
  const result = { ...plan, importWaitMs: 0, dryRun, project };
  if (dryRun || files.length === 0) {
    if (plan.uploads.length === 0) logger.info('No translation file to upload: the service has them all.');
    // Update String changed the files' hashes: the pull plans from the project as it is now.
    return dryRun || plan.uploads.length === 0
      ? result
      : { ...result, project: await service.projects.show() };
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
  const sending = { files: files.map((file) => file.path), ...local };
  const sent = await withStoredCopies(options.workspace, sending, (storedCopies) =>
    sendMasters({ ...context, storedCopies }, files, []),
  );
  const wait = await waitForImports(context, sent);
  logger.info(
    `The service imported ${plural(sent.length, 'translation file')} in ${(wait.waitedMs / 1000).toFixed(1)} s (${wait.polls} polls).`,
  );
  return { ...result, importWaitMs: wait.waitedMs, project: wait.project };
}
