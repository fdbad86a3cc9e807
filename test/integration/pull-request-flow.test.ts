import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import { renderPullRequestBody } from '../../src/github/pr-body.js';
import { createGitHubClient } from '../../src/github/client.js';
import { syncPullRequest } from '../../src/github/pull-request.js';
import type { PullRequestResult } from '../../src/github/pull-request.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, writeFiles } from '../helpers/git-repo.js';
import type { RepoWithOrigin } from '../helpers/git-repo.js';
import { startGitHubFake } from '../helpers/github-fake.js';
import type { GitHubFake } from '../helpers/github-fake.js';

const TOKEN = 'ghs_flowTestToken_9b8a7c6d5e4f3a2b1c';
const BRANCH = 'translations/update';

let repo: RepoWithOrigin;
let fake: GitHubFake;
afterEach(async () => {
  workspaces.length = 0;
  await fake.close();
  await repo.cleanup();
});

const GERMAN = { 'locales/de.json': '{"hi":"Hallo"}\n' };
const workspaces: string[] = [];

/**
 * One run of the git and pull request steps, the way the engine chains them, in a fresh checkout
 * as actions/checkout makes it, which the pull wrote German into.
 */
async function runOnce(): Promise<PullRequestResult> {
  const { dir } = await repo.runner(`runner-${workspaces.length + 1}`);
  workspaces.push(dir);
  await writeFiles(dir, GERMAN);
  const logger = createRecordingLogger();
  const repository = await openRepository({
    dir,
    logger,
    auth: { token: TOKEN, serverUrl: 'https://github.com' },
  });
  const branch = await updateTranslationBranch({
    repo: repository,
    base: 'main',
    branch: BRANCH,
    paths: ['locales/de.json'],
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
  });
  const github = createGitHubClient({
    token: TOKEN,
    baseUrl: fake.url,
    logger,
    minimumWaitMs: 0,
    secondMs: 1,
  });
  return syncPullRequest(
    github,
    {
      owner: 'acme',
      repo: 'app',
      base: 'main',
      branch: BRANCH,
      title: 'Update translations',
      body: renderPullRequestBody({
        locales: [{ locale: 'de', added: 1, changed: 0, removed: 0, files: ['locales/de.json'] }],
        files: branch.files,
      }),
      labels: ['translations'],
      assignees: [],
      reviewers: [],
      teamReviewers: [],
      draft: false,
      deleteBranch: true,
      branchState: branch.operation,
      ...(branch.headSha === undefined ? {} : { headSha: branch.headSha }),
    },
    logger,
  );
}

describe('a run, then the same run again', () => {
  it('creates the pull request once, and the second run pushes nothing, writes nothing and reports none', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"hi":"Hi"}\n' } });
    fake = await startGitHubFake({ labels: ['translations'], git: { dir: repo.originDir } });

    const first = await runOnce();
    const shaAfterFirst = (await repo.origin(['rev-parse', BRANCH])).trim();
    const writesAfterFirst = fake.writes().length;
    const second = await runOnce();

    expect(first).toMatchObject({ operation: 'created', number: 1, headSha: shaAfterFirst });
    expect(second).toEqual({
      operation: 'none',
      number: 1,
      url: first.url,
      branch: BRANCH,
      headSha: shaAfterFirst,
    });
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(shaAfterFirst);
    expect(fake.writes()).toHaveLength(writesAfterFirst);
    expect(fake.pulls[0]?.body).toContain('`locales/de.json`');
    const configs = await Promise.all(workspaces.map((dir) => readFile(join(dir, '.git/config'), 'utf8')));
    for (const text of [fake.pulls[0]?.body ?? '', ...configs]) expect(text).not.toContain(TOKEN);
  });

  it('closes the pull request and deletes the branch once the base holds the translations', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"hi":"Hi"}\n' } });
    fake = await startGitHubFake({ labels: ['translations'], git: { dir: repo.originDir } });
    await runOnce();
    // Someone merges the same translations into main.
    await repo.commitAll('Merge translations', GERMAN);
    await repo.git(['push', '--quiet', 'origin', 'main']);

    const result = await runOnce();

    expect(result).toMatchObject({ operation: 'closed', number: 1 });
    expect(fake.pulls[0]?.state).toBe('closed');
    expect(
      fake.requests.some(
        (request) =>
          request.method === 'DELETE' &&
          decodeURIComponent(request.path).endsWith('refs/heads/translations/update'),
      ),
    ).toBe(true);
    // The fake's repository is origin: the branch is really gone.
    expect(await repo.origin(['for-each-ref', '--format=%(refname)', 'refs/heads/'])).toBe(
      'refs/heads/main\n',
    );
  });
});
