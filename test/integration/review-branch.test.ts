import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository, runnerFor } from '../../src/git/git.js';
import { readBranchReview } from '../../src/git/review-commits.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import {
  GITHUB_ACTIONS_BOT,
  createRepoWithOrigin,
  writeFiles,
  type RepoWithOrigin,
} from '../helpers/git-repo.js';

/**
 * A person's commits on the translation branch whose edits went to the service (issue 48, R60):
 * the action's next commit goes on top of them, with no force over a person's commit; a rerun
 * changes nothing; when the base moved the branch is rebuilt on it and says whose commits it
 * folded in. Real git, a bare origin, each run in a fresh checkout as actions/checkout makes it.
 */

const BRANCH = 'translation-sync';
const RULES = { committer: GITHUB_ACTIONS_BOT, legacyMessage: 'Update translations' };
const RITA = {
  GIT_AUTHOR_NAME: 'Rita Reviewer',
  GIT_AUTHOR_EMAIL: 'rita@acme.test',
  GIT_COMMITTER_NAME: 'Rita Reviewer',
  GIT_COMMITTER_EMAIL: 'rita@acme.test',
};

describe('a reviewed translation branch (R60)', () => {
  let repo: RepoWithOrigin;
  let runs = 0;
  afterEach(async () => repo.cleanup());

  async function checkout() {
    const { dir } = await repo.runner(`runner-${++runs}`);
    return { dir, repository: await openRepository({ dir, logger: createRecordingLogger() }) };
  }

  /** A run that the pull wrote `files` into, with `reviewed` the commits whose edits it sent. */
  async function rebuild(files: Record<string, string>, reviewed?: ReadonlySet<string>) {
    const { dir, repository } = await checkout();
    await writeFiles(dir, files);
    return updateTranslationBranch({
      repo: repository,
      base: 'main',
      branch: BRANCH,
      paths: Object.keys(files),
      message: 'Update translations',
      author: GITHUB_ACTIONS_BOT,
      committer: GITHUB_ACTIONS_BOT,
      ...(reviewed === undefined ? {} : { reviewed }),
    });
  }

  async function reviewerFix(message: string, files: Record<string, string>): Promise<string> {
    const reviewer = await repo.clone(`reviewer-${++runs}`);
    await reviewer.git(['checkout', '--quiet', BRANCH]);
    const sha = await reviewer.commitAll(message, files, RITA);
    await reviewer.git(['push', '--quiet', 'origin', BRANCH]);
    return sha;
  }

  const parentsOf = async (sha: string) =>
    (await repo.origin(['cat-file', '-p', sha])).split('\n').filter((line) => line.startsWith('parent '));

  it('reads the people’s commits above the action’s last commit, from a one-commit-deep checkout', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"a":"A"}\n' } });
    const own = await rebuild({ 'locales/fr.json': '{"a":"Un"}\n' });
    const first = await reviewerFix('Reviewer: better a', { 'locales/fr.json': '{"a":"Une"}\n' });
    const second = await reviewerFix('Reviewer: even better a', { 'locales/fr.json': '{"a":"Uno"}\n' });
    const { repository } = await checkout();
    const review = await readBranchReview(runnerFor(repository), 'origin', BRANCH, second, RULES);
    expect(review).toMatchObject({
      branch: BRANCH,
      tip: second,
      anchor: { sha: own.headSha },
      commits: [
        { sha: first, authorName: 'Rita Reviewer', files: ['locales/fr.json'] },
        { sha: second, files: ['locales/fr.json'] },
      ],
    });
    // The action's own tip: nothing to review.
    expect(
      await readBranchReview(runnerFor(repository), 'origin', BRANCH, own.headSha ?? '', RULES),
    ).toBeUndefined();
  });

  it('puts its commit on top of a reviewed commit, changes nothing on a rerun, and folds it in once main moves', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"a":"A","b":"B"}\n' } });
    const first = await rebuild({ 'locales/fr.json': '{"a":"Un","b":"Deux"}\n' });
    expect(first.operation).toBe('pushed');
    const fix = await reviewerFix('Reviewer: better a', { 'locales/fr.json': '{"a":"Une","b":"Deux"}\n' });

    // The service now holds the reviewer's text, and a translator changed b.
    const files = { 'locales/fr.json': '{"a":"Une","b":"Zwei"}\n' };
    const stacked = await rebuild(files, new Set([fix]));
    expect(stacked.operation).toBe('pushed');
    expect(stacked.reviewed).toEqual({ kind: 'stack', commits: [{ sha: fix, author: 'Rita Reviewer' }] });
    const head = (await repo.origin(['rev-parse', BRANCH])).trim();
    expect(head).toBe(stacked.headSha);
    expect(await parentsOf(head)).toEqual([`parent ${fix}`]);
    expect(await repo.origin(['show', `${BRANCH}:locales/fr.json`])).toBe(files['locales/fr.json']);
    const message = await repo.origin(['log', '-1', '--format=%B', BRANCH]);
    expect(message).toContain(`Translation-Sync-Reviewed: ${fix} Rita Reviewer`);
    expect(message.trimEnd().endsWith('Translation-Sync: managed')).toBe(true);

    // The next run with nothing new; the one after with a new text goes on top again.
    const rerun = await rebuild(files);
    expect(rerun).toMatchObject({ operation: 'unchanged', headSha: head });
    const next = await rebuild({ 'locales/fr.json': '{"a":"Une","b":"Dos"}\n' });
    expect(next.operation).toBe('pushed');
    expect(await parentsOf(next.headSha ?? '')).toEqual([`parent ${head}`]);

    // main moves: rebuilt on it, the reviewer's commit named as folded in.
    await repo.commitAll('Move main on', { 'README.md': 'moved\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    const main = (await repo.origin(['rev-parse', 'main'])).trim();
    const rebuilt = await rebuild({ 'locales/fr.json': '{"a":"Une","b":"Dos"}\n' });
    expect(rebuilt.operation).toBe('pushed');
    expect(rebuilt.reviewed).toEqual({ kind: 'fold', commits: [{ sha: fix, author: 'Rita Reviewer' }] });
    expect(await parentsOf(rebuilt.headSha ?? '')).toEqual([`parent ${main}`]);
    expect(await repo.origin(['show', `${BRANCH}:locales/fr.json`])).toContain('"Une"');
  });

  it('still stops over a person’s commit whose edits this run did not send (R43)', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"a":"A"}\n' } });
    await rebuild({ 'locales/fr.json': '{"a":"Un"}\n' });
    const fix = await reviewerFix('Reviewer: better a', { 'locales/fr.json': '{"a":"Une"}\n' });
    await expect(rebuild({ 'locales/fr.json': '{"a":"Un"}\n' }, new Set())).rejects.toMatchObject({
      code: 'GIT_BRANCH_NOT_OWNED',
    });
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(fix);
  });
});
