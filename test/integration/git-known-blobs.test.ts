import { randomBytes } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository, runnerFor } from '../../src/git/git.js';
import { askRemote, type RemoteAsked } from '../../src/git/remote-state.js';
import { updateTranslationBranch, type WorktreeBlob } from '../../src/git/translation-branch.js';
import type { TranslationCommitResult } from '../../src/git/translation-branch.js';
import { localSha1Map, type GitBlob } from '../../src/sync/local-files.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, runGit, writeFiles } from '../helpers/git-repo.js';
import type { RepoWithOrigin } from '../helpers/git-repo.js';

// A pull that wrote nothing knows the git blob of every target file from its own hashing: when the
// base's tree already has them all, the branch would be the base, and no index is built. Anything
// else must give what building the tree gives.

const BRANCH = 'translations/update';
const PATHS = ['locales/de.json', 'locales/fr.json'];
const SOURCE = {
  'README.md': '# App\n',
  'locales/en.json': '{"hello":"Hello"}\n',
  'locales/de.json': '{"hello":"Hallo"}\n',
  'locales/fr.json': '{"hello":"Bonjour"}\n',
};

let repo: RepoWithOrigin;
afterEach(async () => {
  vi.unstubAllEnvs();
  await repo.cleanup();
});

/**
 * The action's workspace as actions/checkout makes it: main, moved one commit on so that the
 * checkout is really one commit deep (shallow), fetched by a runner.
 */
async function runnerWorkspace(): Promise<string> {
  await repo.commitAll('More history', { 'notes/history.md': 'more\n' });
  await repo.git(['push', '--quiet', 'origin', 'main']);
  const runner = await repo.runner('runner');
  expect((await runner.git(['rev-parse', '--is-shallow-repository'])).trim()).toBe('true');
  return runner.dir;
}

/** The blobs as the pull learns them: from the hashing of the target files. */
function blobsOf(dir: string, paths: readonly string[]): Map<string, GitBlob> {
  const blobs = new Map<string, GitBlob>();
  localSha1Map(dir, paths, { blobs });
  return blobs;
}

async function sync(
  dir: string,
  worktreeBlobs: ReadonlyMap<string, WorktreeBlob>,
  remoteAsked?: RemoteAsked,
): Promise<TranslationCommitResult> {
  return updateTranslationBranch({
    repo: await openRepository({ dir, logger: createRecordingLogger() }),
    ...(remoteAsked === undefined ? {} : { remoteAsked }),
    base: 'main',
    branch: BRANCH,
    paths: PATHS,
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
    worktreeBlobs,
  });
}

/** The git commands run from now on (GIT_TRACE's built-in lines, read after the sync). */
function traceCommands(dir: string): () => Promise<string[]> {
  const trace = join(dir, '..', 'git-trace');
  vi.stubEnv('GIT_TRACE', trace);
  return async () =>
    [...(await readFile(trace, 'utf8')).matchAll(/trace: built-in: git ([a-z-]+)/g)].map(
      (match) => match[1] ?? '',
    );
}

/** Whether the next sync built a tree in an index (GIT_TRACE, read after the sync). */
function traceIndexBuild(dir: string): () => Promise<boolean> {
  const commands = traceCommands(dir);
  return async () =>
    (await commands()).some((command) => ['update-index', 'read-tree', 'write-tree'].includes(command));
}

describe('the git blobs the pull learns while hashing', () => {
  it('are the ids and modes git stores, for small, empty, multi-read and executable files', async () => {
    const big = randomBytes(600 * 1024 + 7);
    repo = await createRepoWithOrigin({
      files: { 'a.json': '{"a":"A"}\n', 'empty.json': '', 'big.bin': big, 'run.sh': 'echo\n' },
    });
    const dir = await runnerWorkspace();
    await chmod(join(dir, 'run.sh'), 0o755);
    const paths = ['a.json', 'empty.json', 'big.bin', 'run.sh'];

    const blobs = blobsOf(dir, paths);

    for (const file of paths) {
      const id = (await runGit(dir, ['hash-object', '--', file])).trim();
      expect(blobs.get(file)).toEqual({ id, executable: file === 'run.sh' });
    }
  });
});

describe('a pull request step that knows every blob', () => {
  it('finds the base already has them without building an index', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const built = traceIndexBuild(dir);

    const result = await sync(dir, blobsOf(dir, PATHS));

    expect(result.operation).toBe('no-diff-from-base');
    expect(result.files).toEqual([]);
    expect(await built()).toBe(false);
  });

  it('builds the branch when the base moved on to other translations', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Newer French', { 'locales/fr.json': '{"hello":"Salut"}\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const built = traceIndexBuild(dir);

    // The checkout (and the service) still have the older French: the branch brings it back.
    const result = await sync(dir, blobsOf(dir, PATHS));

    expect(await built()).toBe(true);
    expect(result.operation).toBe('pushed');
    expect(result.files).toEqual([{ path: 'locales/fr.json', status: 'changed' }]);
    expect(await repo.origin(['show', `${BRANCH}:locales/fr.json`])).toBe('{"hello":"Bonjour"}\n');
  });

  it('builds the branch when a file kept its bytes but became executable', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    await chmod(join(dir, 'locales/de.json'), 0o755);
    const built = traceIndexBuild(dir);

    const result = await sync(dir, blobsOf(dir, PATHS));

    // What building the tree gives, as before: git records the mode it sees.
    expect(await built()).toBe(true);
    expect(result.operation).toBe('pushed');
    expect(await repo.origin(['ls-tree', BRANCH, '--', 'locales/de.json'])).toMatch(/^100755 /);
  });

  it('builds the tree when one path has no known blob', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    // The pull did not learn de.json's blob: here it was rewritten after the hashing.
    const blobs = blobsOf(dir, ['locales/fr.json']);
    await writeFiles(dir, { 'locales/de.json': '{"hello":"Guten Tag"}\n' });
    const built = traceIndexBuild(dir);

    const result = await sync(dir, blobs);

    expect(await built()).toBe(true);
    expect(result.operation).toBe('pushed');
    expect(result.files).toEqual([{ path: 'locales/de.json', status: 'changed' }]);
  });

  it('without a translation branch, needs ls-remote and one ls-tree: no commit read, nothing fetched', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const commands = traceCommands(dir);

    const result = await sync(dir, blobsOf(dir, PATHS));

    expect(result).toMatchObject({ operation: 'no-diff-from-base', headSha: undefined, deletable: true });
    const ran = await commands();
    expect(ran).toContain('ls-remote');
    expect(ran.filter((command) => command === 'ls-tree')).toHaveLength(1);
    expect(ran).not.toContain('cat-file');
    expect(ran).not.toContain('fetch');
  });

  it('takes the ls-remote asked before the step, for its own names only', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const opened = await openRepository({ dir: dir, logger: createRecordingLogger() });
    const asked = askRemote(runnerFor(opened), { remote: 'origin', base: 'main', branch: BRANCH });
    const other = askRemote(runnerFor(opened), { remote: 'origin', base: 'main', branch: 'elsewhere' });
    await Promise.all([asked.heads, other.heads]);
    const blobs = blobsOf(dir, PATHS);

    const asking = traceCommands(dir);
    expect((await sync(dir, blobs, asked)).operation).toBe('no-diff-from-base');
    expect(await asking()).not.toContain('ls-remote');

    // Asked for another branch: the step asks again.
    const again = traceCommands(dir);
    expect((await sync(dir, blobs, other)).operation).toBe('no-diff-from-base');
    expect(await again()).toContain('ls-remote');
  });

  it('fetches a base the checkout lacks, then finds it already has every file', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Docs', { 'README.md': '# App, documented\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const commands = traceCommands(dir);

    const result = await sync(dir, blobsOf(dir, PATHS));

    expect(result.operation).toBe('no-diff-from-base');
    expect(await commands()).toContain('fetch');
    expect(await repo.origin(['branch', '--list', BRANCH])).toBe('');
  });

  it('fetches only the moved base when the checkout has the branch already: the branch is not fetched twice', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const teammate = await repo.clone('teammate');
    // The branch at the commit the runner checked out (as a run's review fetch leaves it), then
    // the base moves on.
    await teammate.git(['push', '--quiet', 'origin', `main:refs/heads/${BRANCH}`]);
    const branchSha = (await teammate.git(['rev-parse', 'HEAD'])).trim();
    await teammate.commitAll('Docs', { 'README.md': '# App, documented\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const trace = join(dir, '..', 'git-trace');
    vi.stubEnv('GIT_TRACE', trace);

    const result = await sync(dir, blobsOf(dir, PATHS));

    expect(result.operation).toBe('no-diff-from-base');
    expect(result.previousSha).toBe(branchSha);
    // The fetches of branches by name (a deepen of the history for the in-base check is another).
    const fetches = (await readFile(trace, 'utf8'))
      .split('\n')
      .filter((line) => /built-in: git fetch .*refs\/heads\//.test(line));
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toContain('refs/heads/main:');
    expect(fetches[0]).not.toContain(`refs/heads/${BRANCH}:`);
  });

  it('with a translation branch, looks at it: the base has every file, so its pull request closes', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const dir = await runnerWorkspace();
    const teammate = await repo.clone('teammate');
    await teammate.git(['push', '--quiet', 'origin', `main:refs/heads/${BRANCH}`]);
    const commands = traceCommands(dir);

    const result = await sync(dir, blobsOf(dir, PATHS));

    // The branch was read (its commits are the action's to drop or not): not the no-op's way.
    expect(result.operation).toBe('no-diff-from-base');
    expect(result.previousSha).toMatch(/^[0-9a-f]{40}$/);
    expect(await commands()).toContain('cat-file');
  });
});
