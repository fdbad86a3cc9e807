import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import type { Project } from '../client/models.js';
import { downloadTargetFiles } from './download.js';
import { writeStagedFiles } from './write-safely.js';
import { localSha1Map } from './local-files.js';
import { byPath } from './plan.js';
import type { FileChange } from './pull.js';
import { guardDownloads } from './removal-guard.js';
import { type ProjectService } from './service.js';
import { remoteFilesOf } from '../project/files.js';

/**
 * `pull-masters: true`: a master whose text was changed on the service (a copywriter fixed a
 * typo) comes back into the translation pull request, instead of drifting until the next upload
 * overwrites the fix. Only masters this run did not send, whose bytes differ from `hash_file` (or
 * that the service marks as not `fresh`),
 * and that the service changed after the repository did: on a push, those the push left alone
 * (`changed-on-service`); otherwise, those whose `updated_at` is later than the last commit that
 * touched the file. A master the repository changed last is never replaced.
 */

interface MasterPullOptions {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly logger: Logger;
  readonly project: Project;
  readonly isIgnored: (file: string) => boolean;
  /** Masters this run uploaded or created: the service has the repository's text. */
  readonly sent: ReadonlySet<string>;
  /** Masters the push found changed on the service and did not upload. */
  readonly changedOnService: ReadonlySet<string>;
  /** When the repository last changed a file (git), undefined when unknown. */
  readonly lastLocalChange: (file: string) => Promise<Date | undefined>;
  readonly dryRun: boolean;
  readonly tempRoot?: string | undefined;
}

interface MasterPullResult {
  readonly files: readonly FileChange[];
  /** Every master whose repository copy is the service's, written now or before: it rides on the branch. */
  readonly paths: readonly string[];
  readonly locale: string;
}

async function serviceIsNewer(
  options: MasterPullOptions,
  file: string,
  updatedAt: string | undefined,
): Promise<boolean> {
  if (options.changedOnService.has(file)) return true;
  const service = Date.parse(updatedAt ?? '');
  const local = await options.lastLocalChange(file);
  return !Number.isNaN(service) && local !== undefined && service > local.getTime();
}

export async function pullMasters(options: MasterPullOptions): Promise<MasterPullResult> {
  const { logger, workspace } = options;
  const locale = options.project.sourceLocale.code;
  const masters = remoteFilesOf(options.project).filter(
    (file) => file.masterId === null && file.hashFile !== undefined && !options.isIgnored(file.name),
  );
  const localSha1 = localSha1Map(
    workspace,
    masters.map((file) => file.name),
  );
  // `fresh: false` means the service changed the master since it last generated it: its hash is old.
  const same = masters
    .filter((file) => file.fresh && localSha1.get(file.name) === file.hashFile)
    .map((file) => file.name);
  const wanted = [];
  for (const file of masters) {
    const local = localSha1.get(file.name);
    if (local === undefined || (file.fresh && local === file.hashFile) || options.sent.has(file.name))
      continue;
    if (await serviceIsNewer(options, file.name, file.updatedAt)) wanted.push(file);
    else
      logger.info(`${file.name} differs from the service, but the repository changed it last; it is kept.`);
  }
  if (wanted.length === 0) return { files: [], paths: same.sort(), locale };

  const root = options.tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  const tempDir = await mkdtemp(path.join(root, 'translation-sync-masters-'));
  try {
    const staged = await downloadTargetFiles({
      service: options.service,
      downloads: wanted.map((file) => ({ path: file.name, locale, file, reason: 'differs-from-service' })),
      stagingDir: tempDir,
      logger,
    });
    // The same gate as translations: an unreadable or emptied master is never written.
    const keys = await guardDownloads({
      workspace,
      files: staged.map((file) => ({ ...file, locale, masterId: 0 })),
      allowRemovals: true,
      masterKeys: () => Promise.resolve(new Set<string>()),
      logger,
    });
    for (const file of staged)
      logger.info(
        `${options.dryRun ? 'Would bring back' : 'Bringing back'} ${file.repoPath}: changed on the service.`,
      );
    const statusOf = new Map<string, 'added' | 'changed'>();
    if (options.dryRun) for (const file of staged) statusOf.set(file.repoPath, 'changed');
    else {
      const written = await writeStagedFiles({ repoRoot: workspace, files: staged });
      for (const file of written.written) statusOf.set(file.repoPath, file.status);
    }
    const files = staged.flatMap((file, index): FileChange[] => {
      const status = statusOf.get(file.repoPath);
      return status === undefined ? [] : [{ path: file.repoPath, locale, status, keys: keys[index] }];
    });
    return { files: files.sort(byPath), paths: [...same, ...files.map((file) => file.path)].sort(), locale };
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
