import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, writeFiles } from '../helpers/git-repo.js';
import type { Clone, FileTree, RepoWithOrigin } from '../helpers/git-repo.js';

type TranslationCommitRequest = Parameters<typeof updateTranslationBranch>[0];

const BRANCH = 'translations/update';
const SOURCE = {
  'README.md': '# App\n',
  'locales/en.json': '{"hello":"Hello"}\n',
  'src/app.ts': 'export {};\n',
};
const GERMAN = { 'locales/de.json': '{"hello":"Hallo"}\n', 'locales/fr.json': '{"hello":"Bonjour"}\n' };

let repo: RepoWithOrigin;
let runs = 0;
afterEach(async () => {
  vi.unstubAllEnvs();
  await repo.cleanup();
});

/** The request of a run in `workspace`, a checkout of the origin as a runner has it. */
async function request(
  workspace: Clone,
  overrides: Partial<TranslationCommitRequest> = {},
  logger = createRecordingLogger(),
): Promise<TranslationCommitRequest> {
  return {
    repo: await openRepository({ dir: workspace.dir, logger }),
    base: 'main',
    branch: BRANCH,
    paths: Object.keys(GERMAN),
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
    ...overrides,
  };
}

/** A run in a fresh checkout as actions/checkout makes it, which the pull wrote `files` into. */
async function onRunner(
  files: FileTree,
  overrides: Partial<TranslationCommitRequest> = {},
  logger = createRecordingLogger(),
): Promise<TranslationCommitRequest> {
  const workspace = await repo.runner(`runner-${++runs}`);
  await writeFiles(workspace.dir, files);
  return request(workspace, overrides, logger);
}

/** What other clients see: the branch's commits on top of main and the files that differ. */
async function remoteBranch(): Promise<{ sha: string; parents: string; files: string[] }> {
  const sha = (await repo.origin(['rev-parse', `refs/heads/${BRANCH}`])).trim();
  const parents = (await repo.origin(['rev-parse', `${sha}^@`])).trim();
  const files = (await repo.origin(['diff', '--name-only', 'main', sha])).trim().split('\n').filter(Boolean);
  return { sha, parents, files };
}

describe('updateTranslationBranch', () => {
  it('commits any number of paths with any characters in one tree', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const odd = [
      'locales/-dash.json',
      'locales/with space.json',
      'locales/ünï cödé.json',
      'locales/tab\tname.json',
    ];
    const many = Array.from(
      { length: 450 },
      (_, index) => `locales/many/${String(index).padStart(3, '0')}.json`,
    );
    const paths = [...odd, ...many];
    const files = Object.fromEntries(paths.map((file) => [file, `{"file":${JSON.stringify(file)}}\n`]));

    const result = await updateTranslationBranch(await onRunner(files, { paths }));

    expect(result.operation).toBe('pushed');
    expect(result.files.map((file) => file.path).sort()).toEqual([...paths].sort());
    const listed = await repo.origin(['ls-tree', '-r', '-z', '--name-only', BRANCH, '--', 'locales']);
    expect(
      listed
        .split('\0')
        .filter((name) => name !== '' && name !== 'locales/en.json')
        .sort(),
    ).toEqual([...paths].sort());
  });

  it('pushes one commit on the base holding only the translation files, with the given identity', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const workspace = await repo.runner('runner');
    await writeFiles(workspace.dir, GERMAN);
    const configBefore = await readFile(join(workspace.dir, '.git/config'), 'utf8');

    const result = await updateTranslationBranch(await request(workspace));

    expect(result.operation).toBe('pushed');
    expect(result.files).toEqual([
      { path: 'locales/de.json', status: 'added' },
      { path: 'locales/fr.json', status: 'added' },
    ]);
    const branch = await remoteBranch();
    expect(branch.sha).toBe(result.headSha);
    expect(branch.parents).toBe((await repo.origin(['rev-parse', 'main'])).trim());
    expect(branch.files).toEqual(['locales/de.json', 'locales/fr.json']);
    const people = await repo.origin(['log', '-1', '--format=%an <%ae>|%cn <%ce>|%s', BRANCH]);
    expect(people.trim()).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|' +
        'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|Update translations',
    );
    // Identity and hook settings went per command; the repository's config is byte for byte the same.
    expect(await readFile(join(workspace.dir, '.git/config'), 'utf8')).toBe(configBefore);
  });

  it('pushes nothing the second time when the translations are the same (R28)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const first = await updateTranslationBranch(await onRunner(GERMAN));

    const second = await updateTranslationBranch(await onRunner(GERMAN, { message: 'A different message' }));

    expect(second).toMatchObject({ operation: 'unchanged', headSha: first.headSha });
    expect((await remoteBranch()).sha).toBe(first.headSha);
  });

  it('reports no-diff-from-base and pushes nothing when the base already has these translations', async () => {
    repo = await createRepoWithOrigin({ files: { ...SOURCE, ...GERMAN } });

    const result = await updateTranslationBranch(await onRunner({}));

    expect(result).toMatchObject({ operation: 'no-diff-from-base', headSha: undefined, changedFiles: [] });
    expect(await repo.origin(['branch', '--list', BRANCH])).toBe('');
  });

  it('fetches only when the checkout lacks a commit that the remote names', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    // One workspace over three runs, as a self-hosted runner keeps it.
    const workspace = await repo.runner('runner');
    await writeFiles(workspace.dir, GERMAN);
    const trace = join(workspace.dir, '..', 'git-trace');
    vi.stubEnv('GIT_TRACE', trace);
    const fetched = async (): Promise<boolean> => {
      const commands = await readFile(trace, 'utf8');
      await rm(trace);
      return commands.includes('built-in: git fetch ');
    };

    // The base is this checkout's HEAD and the branch does not exist yet.
    expect((await updateTranslationBranch(await request(workspace))).operation).toBe('pushed');
    expect(await fetched()).toBe(false);
    // The branch's commit was made here.
    expect((await updateTranslationBranch(await request(workspace))).operation).toBe('unchanged');
    expect(await fetched()).toBe(false);
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Feature work', { 'src/app.ts': 'export const feature = 1;\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);

    const moved = await updateTranslationBranch(await request(workspace));

    expect(await fetched()).toBe(true);
    expect(moved.operation).toBe('pushed');
    expect((await remoteBranch()).parents).toBe((await repo.origin(['rev-parse', 'main'])).trim());
  });

  it('recreates the branch from the base after it was merged and deleted (R32)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await updateTranslationBranch(await onRunner(GERMAN));
    await repo.git(['push', '--quiet', 'origin', `:refs/heads/${BRANCH}`]);

    const result = await updateTranslationBranch(
      await onRunner({ ...GERMAN, 'locales/de.json': '{"hello":"Guten Tag"}\n' }),
    );

    expect(result.operation).toBe('pushed');
    const branch = await remoteBranch();
    expect(branch.sha).toBe(result.headSha);
    expect(branch.parents).toBe((await repo.origin(['rev-parse', 'main'])).trim());
  });

  it('rebuilds the branch on a base that moved, keeping the diff to translations (R33)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await updateTranslationBranch(await onRunner(GERMAN));
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Feature work', { 'src/app.ts': 'export const feature = 1;\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);

    const result = await updateTranslationBranch(await onRunner(GERMAN));

    expect(result.operation).toBe('pushed');
    const branch = await remoteBranch();
    expect(branch.parents).toBe((await repo.origin(['rev-parse', 'main'])).trim());
    expect(branch.files).toEqual(['locales/de.json', 'locales/fr.json']);
    // The feature commit is kept, not reverted by an old snapshot of src/app.ts.
    expect(await repo.origin(['show', `${BRANCH}:src/app.ts`])).toBe('export const feature = 1;\n');
  });

  it('keeps the files the keep rule names as the branch has them, unless the base changed one since', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const more = { 'locales/it.json': '{"hello":"Ciao"}\n', 'locales/es.json': '{"hello":"Hola"}\n' };
    await updateTranslationBranch(
      await onRunner({ ...GERMAN, ...more }, { paths: [...Object.keys(GERMAN), ...Object.keys(more)] }),
    );
    const teammate = await repo.clone('teammate');
    await teammate.commitAll('Italian by hand', { 'locales/it.json': '{"hello":"Ciao!"}\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const logger = createRecordingLogger();

    // The workspace's French is not what the branch has: the kept file is the branch's.
    const result = await updateTranslationBranch(
      await onRunner(
        { 'locales/de.json': GERMAN['locales/de.json'], 'locales/fr.json': '{"hello":"Salut"}\n' },
        { paths: ['locales/de.json'], keep: (file) => file !== 'locales/es.json' },
        logger,
      ),
    );

    expect(result.operation).toBe('pushed');
    expect((await remoteBranch()).files).toEqual(['locales/de.json', 'locales/fr.json']);
    expect(await repo.origin(['show', `${BRANCH}:locales/fr.json`])).toBe(GERMAN['locales/fr.json']);
    expect(await repo.origin(['show', `${BRANCH}:locales/it.json`])).toBe('{"hello":"Ciao!"}\n');
    const said = logger.lines.map((line) => line.message);
    expect(said).toContain(
      'locales/it.json changed on the base since the translation branch was made; it is left as the base has it.',
    );
    expect(said).toContain(
      'Kept 1 file that the pull request already had and this run did not bring: locales/fr.json.',
    );
  });

  it('rebuilds the branch on a force-pushed base without carrying the old history (R33)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const oldBase = await repo.commitAll('Commit that will be rewritten', { 'src/old.ts': 'old\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    await updateTranslationBranch(await onRunner(GERMAN));
    const teammate = await repo.clone('teammate');
    await teammate.git(['reset', '--quiet', '--hard', 'HEAD~1']);
    await teammate.commitAll('Rewritten history', { 'src/new.ts': 'new\n' });
    await teammate.git(['push', '--quiet', '--force', 'origin', 'main']);

    await updateTranslationBranch(await onRunner(GERMAN));

    const branch = await remoteBranch();
    expect(branch.files).toEqual(['locales/de.json', 'locales/fr.json']);
    const history = await repo.origin(['rev-list', BRANCH]);
    expect(history).not.toContain(oldBase);
  });

  it('stages only translation paths in a dirty worktree, runs no hooks and leaves the rest as it was (R36)', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    const workspace = await repo.runner('runner');
    await writeFiles(workspace.dir, {
      'README.md': '# App, edited but not committed\n',
      'notes.txt': 'untracked\n',
    });
    await writeFiles(workspace.dir, { 'src/app.ts': 'export const staged = true;\n' });
    await workspace.git(['add', 'src/app.ts']);
    await writeFiles(workspace.dir, GERMAN);
    const statusBefore = await workspace.git(['status', '--porcelain=v1', '--untracked-files=all']);
    const stagedBefore = await workspace.git(['diff', '--cached']);
    const headBefore = await workspace.git(['rev-parse', 'HEAD']);
    // Failing hooks go in last: the test's own git commands above would run them too.
    const marker = join(workspace.dir, '..', 'hook-ran');
    for (const hook of [
      'pre-commit',
      'commit-msg',
      'post-commit',
      'pre-push',
      'reference-transaction',
      'post-index-change',
    ]) {
      const path = join(workspace.dir, '.git/hooks', hook);
      await writeFile(path, `#!/bin/sh\necho ${hook} >> '${marker}'\nexit 1\n`);
      await chmod(path, 0o755);
    }

    const result = await updateTranslationBranch(await request(workspace));

    expect(existsSync(marker)).toBe(false);
    expect(result.operation).toBe('pushed');
    expect((await remoteBranch()).files).toEqual(['locales/de.json', 'locales/fr.json']);
    expect(await workspace.git(['status', '--porcelain=v1', '--untracked-files=all'])).toBe(statusBefore);
    expect(await workspace.git(['diff', '--cached'])).toBe(stagedBefore);
    expect(await workspace.git(['rev-parse', 'HEAD'])).toBe(headBefore);
    expect(await readFile(join(workspace.dir, 'README.md'), 'utf8')).toBe(
      '# App, edited but not committed\n',
    );
  });

  it('builds the commit but leaves the remote alone in a dry run', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });

    const result = await updateTranslationBranch(await onRunner(GERMAN, { dryRun: true }));

    expect(result).toMatchObject({
      operation: 'pushed',
      dryRun: true,
      changedFiles: ['locales/de.json', 'locales/fr.json'],
    });
    expect(await repo.origin(['branch', '--list', BRANCH])).toBe('');
  });

  it('works in a shallow checkout as actions/checkout makes by default, and converges on a rerun', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await repo.commitAll('More history', { 'src/app.ts': 'export const more = 1;\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    // Each run a fresh checkout one commit deep, as a rerun on GitHub gets.
    const first = await updateTranslationBranch(await onRunner(GERMAN));
    const second = await updateTranslationBranch(await onRunner(GERMAN));

    expect(first.operation).toBe('pushed');
    expect(second).toMatchObject({ operation: 'unchanged', headSha: first.headSha });
    expect((await remoteBranch()).files).toEqual(['locales/de.json', 'locales/fr.json']);
  });

  it('pushes nothing when the commit the branch was made on cannot be fetched to check the kept files', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await updateTranslationBranch(await onRunner(GERMAN));
    const before = await remoteBranch();
    await repo.commitAll('Feature work', { 'src/app.ts': 'export const feature = 1;\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    // One commit deep, and a server that gives no commit its refs do not name (protocol v0).
    const workspace = await repo.runner('protocol-v0');
    await workspace.git(['config', 'protocol.version', '0']);
    await writeFiles(workspace.dir, { 'locales/de.json': '{"hello":"Hallo!"}\n' });

    const attempt = updateTranslationBranch(
      await request(workspace, { paths: ['locales/de.json'], keep: () => true }),
    );

    await expect(attempt).rejects.toMatchObject({
      code: 'GIT_COMMAND_FAILED',
      message: expect.stringMatching(
        /^Could not fetch [0-9a-f]{12} from origin, .*Nothing was pushed/,
      ) as unknown,
    });
    expect((await remoteBranch()).sha).toBe(before.sha);
  });
});
