import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import type { TranslationCommitResult } from '../../src/git/translation-branch.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, runGit, writeFiles } from '../helpers/git-repo.js';
import type { RepoWithOrigin } from '../helpers/git-repo.js';

// The pull request's tree is built in a copy of the checkout's own index (its stat data spares
// hashing unchanged files): whatever that index holds, the tree must be the one a fresh index
// gives.
// The workspace is the full clone on purpose: each test commits, merges or adds worktrees in it
// to leave its index in a state a user can leave it in; only HEAD and the base tip are read, so
// the checkout's depth plays no part (git-known-blobs and git-translation-branch run on runner
// checkouts).

const BRANCH = 'translations/update';
const SOURCE = {
  'README.md': '# App\n',
  'src/app.ts': 'export {};\n',
  'locales/en.json': '{"hello":"Hello"}\n',
  'locales/de.json': '{"hello":"Hallo"}\n',
  'locales/fr.json': '{"hello":"Bonjour"}\n',
  'locales/it.json': '{"hello":"Ciao"}\n',
};

let repo: RepoWithOrigin;
afterEach(async () => {
  vi.unstubAllEnvs();
  await repo.cleanup();
});

async function sync(dir: string, paths: readonly string[]): Promise<TranslationCommitResult> {
  return updateTranslationBranch({
    repo: await openRepository({ dir, logger: createRecordingLogger() }),
    base: 'main',
    branch: BRANCH,
    paths,
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
  });
}

/** Whether the next sync reads the base over the copied index (GIT_TRACE, read after the sync). */
function traceReadTree(dir: string): () => Promise<boolean> {
  const trace = join(dir, '..', 'git-trace');
  vi.stubEnv('GIT_TRACE', trace);
  return async () => (await readFile(trace, 'utf8')).includes(' read-tree -m ');
}

/** The tree the way it was always built: origin's main read into an empty index, then the paths. */
async function freshIndexTree(dir: string, paths: readonly string[]): Promise<string> {
  const env = { GIT_INDEX_FILE: join(dir, '..', 'fresh-index') };
  try {
    await runGit(dir, ['read-tree', 'refs/remotes/origin/main'], env);
    await runGit(dir, ['update-index', '--add', '--', ...paths], env);
    return (await runGit(dir, ['write-tree'], env)).trim();
  } finally {
    await rm(env.GIT_INDEX_FILE, { force: true });
  }
}

const branchTree = async (): Promise<string> => (await repo.origin(['rev-parse', `${BRANCH}^{tree}`])).trim();
const onBranch = (path: string): Promise<string> => repo.origin(['show', `${BRANCH}:${path}`]);
const second = (ms: number): number => Math.floor(ms / 1000);

/** Waits into the next whole second, the resolution at which this git compares file times. */
async function nextSecond(): Promise<void> {
  await sleep(1000 - (Date.now() % 1000) + 30);
}

/** Rewrites the checkout's index a second after its files, as a later `git status` does: no entry is racy. */
async function settleIndex(dir: string): Promise<void> {
  await nextSecond();
  await runGit(dir, ['status', '--porcelain']);
}

describe('the pull request tree built from a copy of the checkout index', () => {
  it('equals the fresh-index tree for unchanged, rewritten, new and unrelated files on a base that moved ahead', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Newer base', {
      'locales/it.json': '{"hello":"Salve"}\n',
      'src/app.ts': 'export const feature = 1;\n',
    });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    await writeFiles(repo.dir, { 'src/app.ts': 'export const staged = true;\n' });
    await repo.git(['add', 'src/app.ts']);
    await settleIndex(repo.dir);
    const indexBefore = await readFile(join(repo.dir, '.git/index'));
    // The pull: de rewritten, es new, fr and it left as they are; README edited by hand.
    await writeFiles(repo.dir, {
      'locales/de.json': '{"hello":"Guten Tag"}\n',
      'locales/es.json': '{"hello":"Hola"}\n',
      'README.md': '# App, edited but not committed\n',
    });
    const paths = ['locales/de.json', 'locales/es.json', 'locales/fr.json', 'locales/it.json'];
    const seeded = traceReadTree(repo.dir);

    const result = await sync(repo.dir, paths);

    expect(await seeded()).toBe(true);
    expect(result.operation).toBe('pushed');
    expect(await branchTree()).toBe(await freshIndexTree(repo.dir, paths));
    expect(await onBranch('locales/de.json')).toBe('{"hello":"Guten Tag"}\n');
    expect(await onBranch('locales/es.json')).toBe('{"hello":"Hola"}\n');
    expect(await onBranch('locales/fr.json')).toBe('{"hello":"Bonjour"}\n');
    // The worktree's copy, as a fresh index gives it: the pull rewrites every file it owns.
    expect(await onBranch('locales/it.json')).toBe('{"hello":"Ciao"}\n');
    expect(await onBranch('src/app.ts')).toBe('export const feature = 1;\n');
    expect(await onBranch('README.md')).toBe('# App\n');
    expect(await readFile(join(repo.dir, '.git/index'))).toEqual(indexBefore);
  });

  it('commits a file rewritten with the same size in the second its index was written (racy git)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const german = join(repo.dir, 'locales/de.json');
    // The index records de.json, then de.json changes without changing size, all in one second: its
    // stat matches the entry to the second, and only the index's own time tells git to look inside.
    for (let attempt = 1; ; attempt++) {
      await nextSecond();
      await writeFile(german, SOURCE['locales/de.json']);
      const recorded = await stat(german);
      await repo.git(['add', 'locales/de.json']);
      await writeFile(german, '{"hello":"Hullo"}\n');
      const [rewritten, index] = await Promise.all([stat(german), stat(join(repo.dir, '.git/index'))]);
      const seconds = [recorded.mtimeMs, rewritten.mtimeMs, rewritten.ctimeMs, index.mtimeMs].map(second);
      if (seconds.every((value) => value === seconds[0])) break;
      if (attempt === 5) throw new Error('The machine is too slow to write two files in one second.');
    }
    // A copy stamped now would be a second newer than the entry, which would then look clean.
    await nextSecond();

    const result = await sync(repo.dir, ['locales/de.json']);

    expect(result.operation).toBe('pushed');
    expect(await onBranch('locales/de.json')).toBe('{"hello":"Hullo"}\n');
  });

  it('commits the files that the checkout marks assume-unchanged or skip-worktree', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await repo.git(['update-index', '--assume-unchanged', 'locales/de.json']);
    await repo.git(['update-index', '--skip-worktree', 'locales/fr.json']);
    await settleIndex(repo.dir);
    await writeFiles(repo.dir, {
      'locales/de.json': '{"hello":"Guten Tag"}\n',
      'locales/fr.json': '{"hello":"Salut"}\n',
    });
    const paths = ['locales/de.json', 'locales/fr.json'];

    const result = await sync(repo.dir, paths);

    expect(result.files.map((file) => file.path)).toEqual(paths);
    expect(await onBranch('locales/de.json')).toBe('{"hello":"Guten Tag"}\n');
    expect(await onBranch('locales/fr.json')).toBe('{"hello":"Salut"}\n');
    expect(await repo.git(['ls-files', '-v', ...paths])).toBe('h locales/de.json\nS locales/fr.json\n');
  });

  it('builds the tree in a checkout without an index file, and creates none', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await rm(join(repo.dir, '.git/index'));
    await writeFiles(repo.dir, { 'locales/de.json': '{"hello":"Guten Tag"}\n' });
    const paths = ['locales/de.json', 'locales/fr.json'];

    const result = await sync(repo.dir, paths);

    expect(result.files).toEqual([{ path: 'locales/de.json', status: 'changed' }]);
    expect(await branchTree()).toBe(await freshIndexTree(repo.dir, paths));
    expect(existsSync(join(repo.dir, '.git/index'))).toBe(false);
  });

  it('builds the tree while the checkout is in the middle of a merge conflict, leaving the conflict alone', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await repo.git(['checkout', '--quiet', '-b', 'topic']);
    await repo.commitAll('Topic', { 'README.md': '# Topic\n' });
    await repo.git(['checkout', '--quiet', 'main']);
    await repo.commitAll('Main', { 'README.md': '# Main\n' });
    await expect(repo.git(['merge', '--quiet', 'topic'])).rejects.toThrow();
    const conflict = await repo.git(['ls-files', '--unmerged']);
    expect(conflict).toContain('README.md');
    await writeFiles(repo.dir, { 'locales/de.json': '{"hello":"Guten Tag"}\n' });

    const result = await sync(repo.dir, ['locales/de.json']);

    expect(result.files).toEqual([{ path: 'locales/de.json', status: 'changed' }]);
    expect(await onBranch('README.md')).toBe('# App\n');
    expect(await repo.git(['ls-files', '--unmerged'])).toBe(conflict);
  });

  it('builds the tree from a linked worktree, whose index is not .git/index', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const linked = join(repo.dir, '..', 'linked');
    await repo.git(['worktree', 'add', '--quiet', '--detach', linked, 'main']);
    await settleIndex(linked);
    await writeFiles(linked, { 'locales/de.json': '{"hello":"Guten Tag"}\n' });
    const paths = ['locales/de.json', 'locales/fr.json'];
    const seeded = traceReadTree(linked);

    const result = await sync(linked, paths);

    expect(await seeded()).toBe(true);
    expect(result.files).toEqual([{ path: 'locales/de.json', status: 'changed' }]);
    expect(await branchTree()).toBe(await freshIndexTree(linked, paths));
    expect(await runGit(linked, ['status', '--porcelain'])).toBe(' M locales/de.json\n');
  });

  it('seeds the copy at HEAD while ls-remote runs, and again when the base moved on the remote', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await settleIndex(repo.dir);
    await writeFiles(repo.dir, { 'locales/de.json': '{"hello":"Guten Tag"}\n' });
    const paths = ['locales/de.json', 'locales/fr.json'];
    const head = (await repo.git(['rev-parse', 'HEAD'])).trim();
    const trace = join(repo.dir, '..', 'git-trace');
    vi.stubEnv('GIT_TRACE', trace);
    const readTrees = async () =>
      (await readFile(trace, 'utf8'))
        .split('\n')
        .filter((line) => line.includes(' read-tree '))
        .map((line) => line.slice(line.indexOf('read-tree')));

    // The checkout is the remote base: the copy seeded meanwhile is the one used.
    await sync(repo.dir, paths);
    expect(await readTrees()).toEqual([`read-tree -m ${head}`]);

    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Newer base', { 'src/app.ts': 'export const feature = 1;\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const base = (await teammate.git(['rev-parse', 'HEAD'])).trim();
    await rm(trace);

    await sync(repo.dir, paths);

    expect(await readTrees()).toEqual([`read-tree -m ${head}`, `read-tree -m ${base}`]);
    expect(await branchTree()).toBe(await freshIndexTree(repo.dir, paths));
    expect(await onBranch('src/app.ts')).toBe('export const feature = 1;\n');
    expect(await onBranch('locales/de.json')).toBe('{"hello":"Guten Tag"}\n');
  });

  it('leaves no throwaway index behind when the run stops before it builds the tree', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const runnerTemp = await mkdtemp(join(tmpdir(), 'ts-seed-temp-'));
    vi.stubEnv('RUNNER_TEMP', runnerTemp);
    try {
      await expect(
        updateTranslationBranch({
          repo: await openRepository({ dir: repo.dir, logger: createRecordingLogger() }),
          base: 'release',
          branch: BRANCH,
          paths: ['locales/de.json'],
          message: 'Update translations',
          author: GITHUB_ACTIONS_BOT,
          committer: GITHUB_ACTIONS_BOT,
        }),
      ).rejects.toMatchObject({ code: 'GIT_BASE_NOT_FOUND' });
      expect(await readdir(runnerTemp)).toEqual([]);
    } finally {
      await rm(runnerTemp, { recursive: true, force: true });
    }
  });
});
