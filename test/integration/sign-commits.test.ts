import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { managedCommitMessage } from '../../src/git/ownership.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import { publishApiCommit } from '../../src/github/api-commit.js';
import { createGitHubClient } from '../../src/github/client.js';
import {
  GITHUB_ACTIONS_BOT,
  createRepoWithOrigin,
  runGit,
  writeFiles,
  type RepoWithOrigin,
} from '../helpers/git-repo.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';

/** What the translation branch hands to `publish`: the commit to make through the API. */
type CommitToPublish = Parameters<NonNullable<Parameters<typeof updateTranslationBranch>[0]['publish']>>[0];

const BRANCH = 'translations/update';
let repo: RepoWithOrigin;
let fake: GitHubFake;
afterEach(async () => {
  await fake.close();
  await repo.cleanup();
});

let runs = 0;

async function setUp(files: Record<string, string> = { 'locales/en.json': '{"hi":"Hi"}\n' }) {
  repo = await createRepoWithOrigin({ files });
  // Main two commits deep, so that each run's checkout is one commit deep of it.
  await repo.commitAll('More history', { 'README.md': '# App\n' });
  await repo.git(['push', '--quiet', 'origin', 'main']);
  fake = await startGitHubFake({ git: { dir: repo.originDir } });
}

/**
 * One run of sign-commits in a fresh runner checkout that the pull wrote `files` into: the branch
 * built locally, the commit made through the fake's API.
 */
async function signedRun(
  files: Record<string, string | Buffer>,
  before?: (commit: CommitToPublish, attempt: number) => Promise<void>,
) {
  const paths = Object.keys(files);
  const { dir } = await repo.runner(`runner-${++runs}`);
  await writeFiles(dir, files);
  const logger = createRecordingLogger();
  const github = createGitHubClient({
    token: 'ghs_sign',
    baseUrl: fake.url,
    logger,
    minimumWaitMs: 0,
    secondMs: 1,
  });
  let attempt = 0;
  const result = await updateTranslationBranch({
    repo: await openRepository({ dir, logger }),
    base: 'main',
    branch: BRANCH,
    paths,
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
    publish: async (commit) => {
      attempt += 1;
      await before?.(commit, attempt);
      return publishApiCommit(
        github,
        {
          ...commit,
          owner: 'acme',
          repo: 'app',
          branch: BRANCH,
          message: managedCommitMessage('Update translations'),
          author: GITHUB_ACTIONS_BOT,
        },
        logger,
      );
    },
  });
  return { result, logger, attempts: attempt };
}

const onOrigin = async (args: string[]) => (await repo.origin(args)).trim();
/** A commit another run of the action makes through the API: GitHub commits it, with the trailer (R43). */
const otherRunCommit = async (main: string, subject: string) =>
  (
    await runGit(
      repo.originDir,
      ['commit-tree', '-p', main, '-m', managedCommitMessage(subject), `${main}^{tree}`],
      {
        // GitHub commits what the API creates as itself.
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com',
      },
    )
  ).trim();

describe('sign-commits: the translation commit made through the Git Database API', () => {
  it('creates a commit GitHub made and signed, with the trailer, holding exactly the pulled files', async () => {
    await setUp();
    const { result } = await signedRun({
      'locales/de.json': '{"hi":"Hallo"}\n',
      'locales/fr.json': '{"hi":"Salut"}\n',
    });

    expect(result.operation).toBe('pushed');
    const head = await onOrigin(['rev-parse', BRANCH]);
    expect(result.headSha).toBe(head);
    expect(fake.apiCommits.has(head)).toBe(true);
    expect(await onOrigin(['log', '-1', '--format=%cn <%ce>|%an|%B', BRANCH])).toBe(
      'GitHub <noreply@github.com>|github-actions[bot]|Update translations\n\nTranslation-Sync: managed',
    );
    expect(await onOrigin(['rev-parse', `${BRANCH}^`])).toBe(await onOrigin(['rev-parse', 'main']));
    expect(await onOrigin(['diff', '--name-only', 'main', BRANCH])).toBe('locales/de.json\nlocales/fr.json');
    expect(await onOrigin(['show', `${BRANCH}:locales/fr.json`])).toBe('{"hi":"Salut"}');
  });

  it('carries a change of thousands of files in a few tree calls, binary files as blobs (slow: 2,500 files)', async () => {
    await setUp();
    const files: Record<string, string | Buffer> = {};
    for (let index = 0; index < 2500; index += 1)
      files[`locales/page-${index}/de.json`] = `{"n":"${index}"}\n`;
    files['locales/de.mo'] = Buffer.from([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 0xff]);
    const { result } = await signedRun(files);

    expect(result.operation).toBe('pushed');
    expect(result.files).toHaveLength(2501);
    const routes = fake.writes().map((request) => request.route);
    expect(routes.filter((route) => route === 'POST /repos/{owner}/{repo}/git/trees')).toHaveLength(3);
    expect(routes.filter((route) => route === 'POST /repos/{owner}/{repo}/git/blobs')).toHaveLength(1);
    expect(await onOrigin(['ls-tree', '-r', '--name-only', BRANCH, 'locales/'])).toContain(
      'locales/page-2499/de.json',
    );
    expect(await repo.origin(['cat-file', 'blob', `${BRANCH}:locales/de.mo`])).toBe(
      Buffer.from([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 0xff]).toString('utf8'),
    );
  }, 60_000);

  it('moves an existing branch only when it is still what the run saw, and a rerun changes nothing', async () => {
    await setUp();
    const first = (await signedRun({ 'locales/de.json': '{"hi":"Hallo"}\n' })).result;

    const second = (await signedRun({ 'locales/de.json': '{"hi":"Guten Tag"}\n' })).result;
    const third = (await signedRun({ 'locales/de.json': '{"hi":"Guten Tag"}\n' })).result;

    expect(second.operation).toBe('pushed');
    expect(second.headSha).not.toBe(first.headSha);
    expect(await onOrigin(['rev-parse', BRANCH])).toBe(second.headSha);
    expect(third.operation).toBe('unchanged');
    expect(
      fake.writes().filter((request) => request.route === 'PATCH /repos/{owner}/{repo}/git/refs/{ref}'),
    ).toHaveLength(1);
  });

  it('rebuilds once when another run moved the branch first, never overwriting it blindly', async () => {
    await setUp();
    await signedRun({ 'locales/de.json': '{"hi":"Hallo"}\n' });
    const main = await onOrigin(['rev-parse', 'main']);
    let other = '';

    const servus = { 'locales/de.json': '{"hi":"Servus"}\n' };
    const { result, attempts, logger } = await signedRun(servus, async (_commit, attempt) => {
      if (attempt !== 1) return;
      // Another writer moves the branch between this run's fetch and its update.
      other = await otherRunCommit(main, 'other run');
      await repo.origin(['update-ref', `refs/heads/${BRANCH}`, other]);
    });

    expect(attempts).toBe(2);
    expect(result.operation).toBe('pushed');
    expect(await onOrigin(['rev-parse', BRANCH])).toBe(result.headSha);
    expect(
      logger.lines.some((line) => line.level === 'warning' && line.message.includes('changed on the remote')),
    ).toBe(true);
  });

  it('stops with GIT_BRANCH_RACE when the branch keeps moving, and loses a create race without harm', async () => {
    await setUp();
    const main = await onOrigin(['rev-parse', 'main']);
    let count = 0;
    const failure = await signedRun({ 'locales/de.json': '{"hi":"Hallo"}\n' }, async () => {
      // Every attempt: someone creates or moves the branch first.
      count += 1;
      const sha = await otherRunCommit(main, `other ${count}`);
      await repo.origin(['update-ref', `refs/heads/${BRANCH}`, sha]);
    }).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'GIT_BRANCH_RACE' });
    expect(await onOrigin(['log', '-1', '--format=%s', BRANCH])).toBe('other 2');
    const creates = fake
      .writes()
      .filter((request) => request.route === 'POST /repos/{owner}/{repo}/git/refs');
    expect(creates).toHaveLength(1);
  });
});
