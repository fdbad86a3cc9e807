import { lstat, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openRepository, runnerFor } from '../git/git.js';
import type { GitRunner } from '../git/runner.js';
import type { PullResult } from '../sync/pull.js';
import type { RunContext } from './event.js';
import { gitAuth } from './git-auth.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './logger.js';
import type { ProjectScope } from './project-scope.js';

/**
 * A pull limited to some locales (`/translation-sync pull fr`, a dispatch's locales, the `locales`
 * input) rebuilds the translation branch from the files of those locales only; the branch's other
 * files would fall back to the base's, and the pull request would lose the other locales'
 * translations until the next full pull. So the files the branch's commit changes that this pull
 * does not bring are written into the workspace as the branch has them, and committed again.
 * Only where the workspace still holds what the branch's commit started from: a file the base
 * changed since is left as the base has it (the next full pull brings it), never put back over a
 * person's edit.
 */

async function isRegularFile(file: string): Promise<boolean> {
  return (await lstat(file).catch(() => undefined))?.isFile() === true;
}

/** No folder on the way is a link: a file written there would land outside the repository. */
async function plainFolders(root: string, file: string): Promise<boolean> {
  const segments = file.split('/').slice(0, -1);
  for (let index = 1; index <= segments.length; index++) {
    const stats = await lstat(path.join(root, ...segments.slice(0, index))).catch(() => undefined);
    if (stats !== undefined && !stats.isDirectory()) return false;
  }
  return true;
}

/** The blob id of `spec` (`<commit>:<path>`), or undefined when there is no such file. */
async function blobAt(git: GitRunner, spec: string): Promise<string | undefined> {
  return (
    (await git.tryRun(['rev-parse', '--verify', '--quiet', '--end-of-options', spec]))?.trim() || undefined
  );
}

/** Whether the workspace's file is what the branch's commit started from (absent, if it added it). */
async function unchangedSince(git: GitRunner, parent: string, file: string): Promise<boolean> {
  const absolute = path.join(git.dir, ...file.split('/'));
  const before = await blobAt(git, `${parent}:${file}`);
  if (before === undefined) return (await lstat(absolute).catch(() => undefined)) === undefined;
  if (!(await isRegularFile(absolute))) return false;
  return (await git.run(['hash-object', '--', file])).trim() === before;
}

export async function keepOtherLocales(options: {
  inputs: ActionInputs;
  context: RunContext;
  scope: ProjectScope;
  pull: PullResult;
  logger: Logger;
}): Promise<PullResult> {
  const { inputs, context, scope, pull, logger } = options;
  // With a pull request per locale or per project, the others' pull requests are not this run's.
  if (inputs.locales.length === 0 || inputs.pullRequestPer !== 'run') return pull;
  const repository = await openRepository({ dir: context.workspace, logger, ...gitAuth(inputs, context) });
  const git = runnerFor(repository);
  const tracking = `refs/remotes/origin/${inputs.branch}`;
  // Two commits deep on a shallow checkout: the branch's commit and the base it was made on.
  const depth = (await repository.isShallow()) ? ['--depth=2'] : [];
  const fetched = await git.tryRun(
    [
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      ...depth,
      '--end-of-options',
      'origin',
      `+refs/heads/${inputs.branch}:${tracking}`,
    ],
    { network: true },
  );
  const tip = fetched === undefined ? undefined : await blobAt(git, `${tracking}^{commit}`);
  const parent = tip === undefined ? undefined : await blobAt(git, `${tip}^`);
  if (tip === undefined || parent === undefined) return pull;
  const listed = await git.run([
    'diff',
    '--name-only',
    '--no-renames',
    '-z',
    '--diff-filter=AM',
    parent,
    tip,
    '--',
  ]);
  const own = new Set(pull.targetPaths.map((file) => scope.toRepoPath(file)));
  const others = listed.split('\0').filter((file) => file !== '' && !own.has(file));
  const kept: string[] = [];
  for (const file of scope.fromRepoPaths(others)) {
    const repoPath = scope.toRepoPath(file);
    if (!(await plainFolders(git.dir, repoPath)) || !(await unchangedSince(git, parent, repoPath))) {
      logger.info(
        `${repoPath} changed on the base since the translation branch was made; it is left as the base has it.`,
      );
      continue;
    }
    const absolute = path.join(git.dir, ...repoPath.split('/'));
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, await git.readBlob(`${tip}:${repoPath}`));
    kept.push(file);
  }
  if (kept.length === 0) return pull;
  logger.info(
    `Kept ${kept.length} file${kept.length === 1 ? '' : 's'} of other locales that the pull request already had: ${kept.join(', ')}.`,
  );
  // The worktree's blobs the pull recorded no longer describe every file: the branch reads them again.
  return { ...pull, targetPaths: [...pull.targetPaths, ...kept], worktreeBlobs: undefined };
}
