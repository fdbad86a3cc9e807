import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { isOwnCommit, managedCommitMessage, type BranchCommit } from '../../src/git/ownership.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import {
  GITHUB_ACTIONS_BOT,
  createRepoWithOrigin,
  writeFiles,
  type RepoWithOrigin,
} from '../helpers/git-repo.js';

/** The trailer that marks the action's commits, as a reviewer sees it in the branch's history. */
const MANAGED_TRAILER = 'Translation-Sync: managed';
const BRANCH = 'translation-sync';
const RULES = { committer: GITHUB_ACTIONS_BOT, legacyMessage: 'Update translations' };
const BOT_ENV = {
  GIT_AUTHOR_NAME: GITHUB_ACTIONS_BOT.name,
  GIT_AUTHOR_EMAIL: GITHUB_ACTIONS_BOT.email,
  GIT_COMMITTER_NAME: GITHUB_ACTIONS_BOT.name,
  GIT_COMMITTER_EMAIL: GITHUB_ACTIONS_BOT.email,
};
const RITA = {
  GIT_AUTHOR_NAME: 'Rita Reviewer',
  GIT_AUTHOR_EMAIL: 'rita@acme.test',
  GIT_COMMITTER_NAME: 'Rita Reviewer',
  GIT_COMMITTER_EMAIL: 'rita@acme.test',
};

const commit = (overrides: Partial<BranchCommit>): BranchCommit => ({
  sha: 'a'.repeat(40),
  authorName: 'x',
  authorEmail: 'x@example.com',
  committerName: GITHUB_ACTIONS_BOT.name,
  committerEmail: GITHUB_ACTIONS_BOT.email,
  parents: ['b'.repeat(40)],
  message: managedCommitMessage('Update translations'),
  ...overrides,
});

describe('which commits are the action’s own (R43)', () => {
  it('puts the trailer in the last paragraph, once', () => {
    expect(managedCommitMessage('Update translations')).toBe(`Update translations\n\n${MANAGED_TRAILER}\n`);
    expect(managedCommitMessage(managedCommitMessage('Sync\n\nbody'))).toBe(
      `Sync\n\nbody\n\n${MANAGED_TRAILER}\n`,
    );
  });

  it.each([
    ['the trailer and the configured committer', {}, true],
    [
      'the trailer and GitHub as committer (sign-commits)',
      { committerName: 'GitHub', committerEmail: 'noreply@github.com' },
      true,
    ],
    [
      'the trailer and someone else as committer',
      { committerName: 'Rita', committerEmail: 'rita@acme.test' },
      false,
    ],
    ['the configured committer without the trailer, another message', { message: 'Fix typo\n' }, false],
    [
      'an earlier version’s commit: configured committer and message, no trailer',
      { message: 'Update translations\n' },
      true,
    ],
    ['a merge commit', { parents: ['b'.repeat(40), 'c'.repeat(40)] }, false],
    [
      'the trailer quoted in the body, not the last paragraph',
      { message: `x\n\n${MANAGED_TRAILER}\n\nmore\n` },
      false,
    ],
  ])('%s: own is %s', (_, overrides, own) => {
    expect(isOwnCommit(commit(overrides), RULES)).toBe(own);
  });
});

describe('the push stops before dropping foreign commits (R43)', () => {
  let repo: RepoWithOrigin;
  let runs = 0;
  afterEach(async () => repo.cleanup());

  /** A run in a fresh checkout as actions/checkout makes it, which the pull wrote `files` into. */
  async function rebuild(files: Record<string, string>) {
    const { dir } = await repo.runner(`runner-${++runs}`);
    await writeFiles(dir, files);
    return updateTranslationBranch({
      repo: await openRepository({ dir, logger: createRecordingLogger() }),
      base: 'main',
      branch: BRANCH,
      paths: Object.keys(files),
      message: 'Update translations',
      author: GITHUB_ACTIONS_BOT,
      committer: GITHUB_ACTIONS_BOT,
    });
  }

  it('lists a foreign commit and leaves the branch as it was', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{}\n' } });
    await repo.git(['checkout', '--quiet', '-b', BRANCH]);
    const foreign = await repo.commitAll('Reviewer fix', { 'locales/fr.json': '{"a":"b"}\n' }, RITA);
    await repo.git(['push', '--quiet', 'origin', BRANCH]);
    await repo.git(['checkout', '--quiet', 'main']);
    const failure = rebuild({ 'locales/de.json': '{"a":"c"}\n' });
    await expect(failure).rejects.toMatchObject({ code: 'GIT_BRANCH_NOT_OWNED' });
    await expect(failure).rejects.toThrow(
      `${foreign.slice(0, 12)} by Rita Reviewer <rita@acme.test>: "Reviewer fix"`,
    );
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(foreign);
  });

  it('rebuilds a branch already merged into the base, whoever made its commits', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{}\n' } });
    await repo.git(['checkout', '--quiet', '-b', BRANCH]);
    await repo.commitAll('Reviewer fix', { 'locales/fr.json': '{"a":"b"}\n' }, RITA);
    await repo.git(['push', '--quiet', 'origin', BRANCH]);
    await repo.git(['checkout', '--quiet', 'main']);
    await repo.git(['merge', '--quiet', '--no-ff', '-m', 'Merge translations', BRANCH]);
    await repo.git(['push', '--quiet', 'origin', 'main']);
    const result = await rebuild({ 'locales/de.json': '{"a":"c"}\n' });
    expect(result.operation).toBe('pushed');
  });

  it('rebuilds over its own commit made on an older base', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{}\n' } });
    await repo.git(['checkout', '--quiet', '-b', BRANCH]);
    await repo.commitAll(
      managedCommitMessage('Update translations'),
      { 'locales/fr.json': '{"a":"b"}\n' },
      BOT_ENV,
    );
    await repo.git(['push', '--quiet', 'origin', BRANCH]);
    await repo.git(['checkout', '--quiet', 'main']);
    await repo.commitAll('Move main on', { 'README.md': 'moved\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    const result = await rebuild({ 'locales/fr.json': '{"a":"c"}\n' });
    expect(result.operation).toBe('pushed');
  });
});
