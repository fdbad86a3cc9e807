import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TermsApi } from '../../client/terms.js';
import type { FileChange, PullResult } from '../../sync/pull.js';
import { stageBytes } from '../../sync/download.js';
import { writeStagedFiles } from '../../sync/write-safely.js';
import type { Logger } from '../runner/logger.js';

/**
 * The `glossary-file` step of a pull: the service's glossary as TBX (TermBase to TBX), written to
 * the repository only when its bytes differ, and added to the pull's files and target paths so
 * that it travels in the same translation pull request. The write goes through the same safe writer as
 * the translations: staged outside the repository, never through a symlink.
 */

export async function pullGlossary(options: {
  terms: Pick<TermsApi, 'toTbx'>;
  workspace: string;
  /** Repository path of the TBX file, checked by the inputs. */
  repoPath: string;
  pull: PullResult;
  tempRoot: string | undefined;
  logger: Logger;
}): Promise<PullResult> {
  const { logger, repoPath, pull } = options;
  const tbx = Buffer.from(await options.terms.toTbx(), 'utf8');
  const root = options.tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  const stagingDir = await mkdtemp(path.join(root, 'translation-sync-glossary-'));
  try {
    const result = await writeStagedFiles({
      repoRoot: options.workspace,
      files: [await stageBytes(path.join(stagingDir, 'glossary.tbx'), repoPath, tbx)],
    });
    // The branch is rebuilt from every target path, so the glossary joins them even when unchanged.
    const targetPaths = pull.targetPaths.includes(repoPath)
      ? pull.targetPaths
      : [...pull.targetPaths, repoPath];
    const written = result.written[0];
    if (written === undefined) {
      logger.info(`The glossary in ${repoPath} is up to date.`);
      return { ...pull, targetPaths };
    }
    logger.info(`Wrote the glossary to ${repoPath} (${written.status}).`);
    // Not a locale's file: it adds to the pull request's files, not to any locale's counts.
    const change: FileChange = { path: repoPath, locale: '', status: written.status, keys: undefined };
    // The pull's git blobs no longer describe the worktree once a file was written after it.
    return { ...pull, files: [...pull.files, change], targetPaths, worktreeBlobs: undefined };
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
