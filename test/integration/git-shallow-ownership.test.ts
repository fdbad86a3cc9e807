import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import {
  GITHUB_ACTIONS_BOT,
  createRepoWithOrigin,
  runGit,
  writeFiles,
  type Clone,
  type RepoWithOrigin,
} from '../helpers/git-repo.js';

type TranslationCommitRequest = Parameters<typeof updateTranslationBranch>[0];

/**
 * Ownership (R43) on the checkout a runner really has: one commit deep, the translation branch
 * fetched one commit deep too. The action's own commit at that shallow boundary is still its own;
 * a person's commit still stops the run, unless it is already in the base: merged by hand (found by
 * deepening the base's history) or merged through a pull request (GitHub's merged state).
 */

const BRANCH = 'translation-sync';
const SOURCE = { 'README.md': '# App\n', 'locales/en.json': '{"hello":"Hello"}\n' };
const RITA = {
  GIT_AUTHOR_NAME: 'Rita Reviewer',
  GIT_AUTHOR_EMAIL: 'rita@acme.test',
  GIT_COMMITTER_NAME: 'Rita Reviewer',
  GIT_COMMITTER_EMAIL: 'rita@acme.test',
};

let repo: RepoWithOrigin;
let runs = 0;
afterEach(async () => {
  await repo.cleanup();
});

/** One run of the pull request step in a fresh runner checkout of main, writing `files`. */
async function runOnRunner(
  files: Record<string, string>,
  overrides: Partial<TranslationCommitRequest> = {},
): Promise<ReturnType<typeof updateTranslationBranch>> {
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
    ...overrides,
  });
}

/** A developer's clone, up to date with origin. */
async function developer(): Promise<Clone> {
  const clone = await repo.clone(`developer-${++runs}`);
  return clone;
}

async function commitOnMain(count: number): Promise<void> {
  const clone = await developer();
  for (let index = 0; index < count; index++)
    await clone.commitAll(`Unrelated ${index}`, { 'README.md': `# App ${index}\n` });
  await clone.git(['push', '--quiet', 'origin', 'main']);
}

async function reviewerCommit(): Promise<{ clone: Clone; sha: string }> {
  const clone = await developer();
  await clone.git(['checkout', '--quiet', BRANCH]);
  await writeFiles(clone.dir, { 'locales/de.json': '{"hello":"Servus"}\n' });
  await clone.git(['commit', '--quiet', '--all', '-m', 'Reviewer: friendlier'], RITA);
  await clone.git(['push', '--quiet', 'origin', BRANCH]);
  return { clone, sha: (await clone.git(['rev-parse', 'HEAD'])).trim() };
}

describe('ownership on a runner checkout (one commit deep)', () => {
  it('rebuilds over its own commit at the shallow boundary after main moved', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    expect((await runOnRunner({ 'locales/de.json': '{"hello":"Hallo"}\n' })).operation).toBe('pushed');
    await commitOnMain(1);
    const second = await runOnRunner({ 'locales/de.json': '{"hello":"Hallo!"}\n' });
    expect(second.operation).toBe('pushed');
    expect((await repo.origin(['rev-parse', `${BRANCH}^`])).trim()).toBe(
      (await repo.origin(['rev-parse', 'main'])).trim(),
    );
  });

  it('stops on a person’s commit that is not in the base, naming it, at any depth', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await runOnRunner({ 'locales/de.json': '{"hello":"Hallo"}\n' });
    const { sha } = await reviewerCommit();
    await commitOnMain(3);
    const merged = (): Promise<boolean> => Promise.resolve(false);
    const stopped: unknown = await runOnRunner(
      { 'locales/fr.json': '{"hello":"Bonjour"}\n' },
      { mergedOnGitHub: merged },
    ).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ code: 'GIT_BRANCH_NOT_OWNED' });
    expect(String(stopped)).toContain(`${sha.slice(0, 12)} by Rita Reviewer`);
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(sha);
  });

  it('goes on when the person’s commit was merged into the base by hand, deepening the base to see it', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await runOnRunner({ 'locales/de.json': '{"hello":"Hallo"}\n' });
    await reviewerCommit();
    const clone = await developer();
    await clone.git(['merge', '--quiet', '--no-ff', '-m', 'Merge translations', `origin/${BRANCH}`]);
    await clone.git(['push', '--quiet', 'origin', 'main']);
    await commitOnMain(5); // the merge is now 6 commits below main's tip, out of a depth-1 checkout's sight
    const result = await runOnRunner({ 'locales/fr.json': '{"hello":"Bonjour"}\n' });
    expect(result.operation).toBe('pushed');
  });

  it('goes on after a squash merge only when GitHub says that pull request merged that very head', async () => {
    repo = await createRepoWithOrigin({ files: SOURCE });
    await runOnRunner({ 'locales/de.json': '{"hello":"Hallo"}\n' });
    const { sha } = await reviewerCommit();
    const clone = await developer();
    await clone.git(['merge', '--quiet', '--squash', `origin/${BRANCH}`]);
    await clone.git(['commit', '--quiet', '-m', 'Translations (#1)']);
    await clone.git(['push', '--quiet', 'origin', 'main']);
    const asked: string[] = [];
    const failing = (): Promise<boolean> => Promise.reject(new Error('GitHub answered 502'));
    await expect(
      runOnRunner({ 'locales/fr.json': '{"hello":"Bonjour"}\n' }, { mergedOnGitHub: failing }),
    ).rejects.toMatchObject({ code: 'GIT_BRANCH_NOT_OWNED' });
    await expect(runOnRunner({ 'locales/fr.json': '{"hello":"Bonjour"}\n' })).rejects.toMatchObject({
      code: 'GIT_BRANCH_NOT_OWNED',
    });
    const merged = (head: string): Promise<boolean> => {
      asked.push(head);
      return Promise.resolve(head === sha);
    };
    const result = await runOnRunner(
      { 'locales/fr.json': '{"hello":"Bonjour"}\n' },
      { mergedOnGitHub: merged },
    );
    expect(result.operation).toBe('pushed');
    expect(asked).toEqual([sha]);
    expect(await runGit(repo.originDir, ['show', `${BRANCH}:locales/de.json`])).toBe('{"hello":"Servus"}\n');
  });
});
