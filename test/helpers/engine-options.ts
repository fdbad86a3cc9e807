/** Options of the engine's phases for tests against the service fixture, and a tree reader. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRecordingLogger } from './recording-logger.js';
import { runCheck, type CheckResult } from '../../src/check/run-check.js';
import { openRepository } from '../../src/git/git.js';
import type { runPull } from '../../src/sync/pull.js';
import type { runPush } from '../../src/sync/push.js';
import { createRepoWithOrigin, type FileTree } from './git-repo.js';
import type { ServiceFixture } from './service-workspace.js';

type PullOptions = Parameters<typeof runPull>[0];
type PushOptions = Parameters<typeof runPush>[0];
type CheckOptions = Parameters<typeof runCheck>[0];

/** Push options with a quick import poll. */
export function pushOptionsFor(current: ServiceFixture, overrides: Partial<PushOptions> = {}): PushOptions {
  return {
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    sourceFiles: [],
    isIgnored: () => false,
    changedInPush: undefined,
    settings: { merge: false, ignoreMissing: false, minorChanges: false, label: undefined },
    importTimeoutMs: 15_000,
    dryRun: false,
    schedule: { initialMs: 20, maxMs: 60, factor: 1.5 },
    probeAfterMs: 2_000,
    ...overrides,
  };
}

export function pullOptionsFor(current: ServiceFixture, overrides: Partial<PullOptions> = {}): PullOptions {
  return {
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    locales: [],
    ignoreLocales: [],
    isIgnored: () => false,
    dryRun: false,
    tempRoot: path.join(current.workspace, '..', `${path.basename(current.workspace)}-temp`),
    ...overrides,
  };
}

/** Every file under `dir`, by posix path. */
export async function treeOf(dir: string, prefix = ''): Promise<FileTree> {
  const tree: FileTree = {};
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(tree, await treeOf(dir, relative));
    else tree[relative] = await readFile(path.join(dir, relative));
  }
  return tree;
}

/** The check of a pull request with no commits, in a repository holding the fixture's workspace. */
export async function checkWorkspace(
  current: ServiceFixture,
  overrides: Partial<CheckOptions> = {},
): Promise<CheckResult> {
  const repo = await createRepoWithOrigin({ files: await treeOf(current.workspace) });
  try {
    const logger = createRecordingLogger();
    const base = (await repo.git(['rev-parse', 'HEAD'])).trim();
    return await runCheck({
      service: current.client,
      repository: await openRepository({ dir: repo.dir, logger }),
      workspace: repo.dir,
      range: { baseSha: base, headSha: base },
      sourceFiles: [],
      isIgnored: () => false,
      locales: [],
      ignoreLocales: [],
      gates: { requiredLocales: [], minCompletion: 0, failOnPlaceholderErrors: false },
      logger,
      ...overrides,
    });
  } finally {
    await repo.cleanup();
  }
}
