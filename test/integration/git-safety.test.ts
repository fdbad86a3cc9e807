import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, writeFiles } from '../helpers/git-repo.js';
import type { RepoWithOrigin } from '../helpers/git-repo.js';

type TranslationCommitRequest = Parameters<typeof updateTranslationBranch>[0];
type GitAuth = NonNullable<Parameters<typeof openRepository>[0]['auth']>;

let repo: RepoWithOrigin;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await repo.cleanup();
});

async function attempt(overrides: Partial<TranslationCommitRequest> = {}, auth?: GitAuth): Promise<unknown> {
  const repository = await openRepository({
    dir: repo.dir,
    logger: createRecordingLogger(),
    ...(auth ? { auth } : {}),
  });
  return updateTranslationBranch({
    repo: repository,
    base: 'main',
    branch: 'translations/update',
    paths: ['locales/de.json'],
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
    ...overrides,
  }).catch((error: unknown) => error);
}

/** An HTTP "git server" that records the Authorization headers git sends and answers 404. */
async function startRecordingGitServer(): Promise<{
  url: string;
  authorizations: (string | string[] | undefined)[];
}> {
  const authorizations: (string | string[] | undefined)[] = [];
  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, authorizations };
}

describe('branch names and paths from inputs (R37)', () => {
  it.each(['--upload-pack=touch pwned', '-b', '@{-1}', 'HEAD', 'a b', 'a..b', 'x~1', 'feature\nmain'])(
    'rejects the branch %j before git sees it as anything but a name',
    async (branch) => {
      repo = await createRepoWithOrigin();
      await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });

      const failure = await attempt({ branch });

      expect(failure).toMatchObject({ code: 'GIT_INVALID_BRANCH' });
      expect(existsSync(join(repo.dir, 'pwned'))).toBe(false);
      expect(await repo.origin(['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/main\n');
    },
  );

  it('rejects a remote that is an option rather than a name', async () => {
    repo = await createRepoWithOrigin();
    await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });

    expect(await attempt({ remote: '--upload-pack=touch pwned' })).toMatchObject({
      code: 'GIT_INVALID_REMOTE',
    });
    expect(existsSync(join(repo.dir, 'pwned'))).toBe(false);
  });

  it('pushes a name with shell metacharacters literally and executes nothing', async () => {
    repo = await createRepoWithOrigin();
    await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });
    const names = [
      'l10n;touch${IFS}pwned',
      'l10n/$(touch${IFS}pwned)',
      'l10n`touch${IFS}pwned`',
      "l10n|touch'pwned'&",
    ];

    for (const branch of names)
      expect(await attempt({ branch })).toMatchObject({ operation: 'pushed', branch });

    const refs = (await repo.origin(['for-each-ref', '--format=%(refname)', 'refs/heads/']))
      .trim()
      .split('\n');
    expect(refs.sort()).toEqual(['refs/heads/main', ...names.map((name) => `refs/heads/${name}`)].sort());
    for (const dir of [repo.dir, join(repo.dir, '..'), process.cwd()])
      expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });

  it.each([
    '../outside.json',
    '.git/config',
    '/etc/passwd',
    'locales\\de.json',
    'locales/./de.json',
    'locales/missing.json',
  ])('refuses to stage the path %j', async (path) => {
    repo = await createRepoWithOrigin();
    await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });

    expect(await attempt({ paths: [path] })).toMatchObject({ code: 'GIT_INVALID_PATH' });
    expect(await repo.origin(['branch', '--list', 'translations/update'])).toBe('');
  });

  it('refuses to stage a translation path that is a symlink', async () => {
    repo = await createRepoWithOrigin();
    await symlink('/etc/hostname', join(repo.dir, 'de.json'));

    expect(await attempt({ paths: ['de.json'] })).toMatchObject({ code: 'GIT_INVALID_PATH' });
  });

  it.each([
    ['a symlink', 'locales/link.json', 'not a regular file'],
    ['a folder', 'locales/folder.json', 'not a regular file'],
    ['missing', 'locales/gone.json', 'missing from the worktree'],
  ])(
    'refuses a path that is %s among many files of one folder, which is listed once',
    async (_, odd, why) => {
      repo = await createRepoWithOrigin();
      const files = Array.from({ length: 20 }, (_, index) => `locales/${index}.json`);
      await writeFiles(repo.dir, Object.fromEntries(files.map((file) => [file, '{}\n'])));
      await symlink(join(repo.dir, 'locales/0.json'), join(repo.dir, 'locales/link.json'));
      await mkdir(join(repo.dir, 'locales/folder.json'));

      const error = await attempt({ paths: [...files, odd] });

      expect(error).toMatchObject({ code: 'GIT_INVALID_PATH' });
      expect(String(error)).toContain(`"${odd}": it is ${why}`);
      expect(await repo.origin(['branch', '--list', 'translations/update'])).toBe('');
    },
  );
});

describe('git credentials', () => {
  it('sends the github-token as a per-command header, never writes it to .git/config, and redacts it from errors', async () => {
    repo = await createRepoWithOrigin();
    await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });
    const server = await startRecordingGitServer();
    const token = 'ghs_tokenUnderTest0123456789abcdefABCDEF';
    // The token as a path segment makes git echo it in its own error message.
    await repo.git(['remote', 'set-url', 'origin', `${server.url}/${token}/app.git`]);
    const configBefore = await readFile(join(repo.dir, '.git/config'), 'utf8');

    const failure = await attempt({}, { token, serverUrl: server.url });

    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    expect(server.authorizations).toContain(`basic ${basic}`);
    expect(failure).toMatchObject({ code: 'GIT_COMMAND_FAILED' });
    const error = failure as Error & { cause?: Error };
    expect(error.message).toContain('***');
    for (const text of [
      error.message,
      error.stack ?? '',
      error.cause?.message ?? '',
      error.cause?.stack ?? '',
    ]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(basic);
    }
    const configAfter = await readFile(join(repo.dir, '.git/config'), 'utf8');
    expect(configAfter).toBe(configBefore);
    expect(configAfter).not.toContain(basic);
  });

  it('uses the credentials actions/checkout kept instead of adding a second header', async () => {
    repo = await createRepoWithOrigin();
    await writeFiles(repo.dir, { 'locales/de.json': '{}\n' });
    const server = await startRecordingGitServer();
    await repo.git(['remote', 'set-url', 'origin', `${server.url}/owner/app.git`]);
    await repo.git([
      'config',
      `http.${server.url}/.extraheader`,
      'AUTHORIZATION: basic Y2hlY2tvdXQ6a2VwdA==',
    ]);

    await attempt({}, { token: 'ghs_anotherTokenThatMustNotBeSent0123', serverUrl: server.url });

    expect(server.authorizations.length).toBeGreaterThan(0);
    expect(new Set(server.authorizations)).toEqual(new Set(['basic Y2hlY2tvdXQ6a2VwdA==']));
  });
});
