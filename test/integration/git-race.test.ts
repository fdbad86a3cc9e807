import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { GitError } from '../../src/git/errors.js';
import { openRepository } from '../../src/git/git.js';
import { updateTranslationBranch } from '../../src/git/translation-branch.js';
import type { TranslationCommitResult } from '../../src/git/translation-branch.js';
import { GITHUB_ACTIONS_BOT, createRepoWithOrigin, writeFiles } from '../helpers/git-repo.js';
import type { Clone, RepoWithOrigin } from '../helpers/git-repo.js';

/** The trailer that marks the action's commits, as a reviewer sees it in the branch's history. */
const MANAGED_TRAILER = 'Translation-Sync: managed';
const BRANCH = 'translations/update';
const BOT = GITHUB_ACTIONS_BOT;

let repo: RepoWithOrigin;
afterEach(async () => repo.cleanup());

/**
 * The origin with main two commits deep, and a runner's checkout of it for the action: one
 * commit deep, as actions/checkout makes it.
 */
async function setUp(): Promise<Clone> {
  repo = await createRepoWithOrigin();
  await repo.commitAll('More history', { 'src/app.ts': 'export {};\n' });
  await repo.git(['push', '--quiet', 'origin', 'main']);
  const runner = await repo.runner('runner');
  expect((await runner.git(['rev-parse', '--is-shallow-repository'])).trim()).toBe('true');
  return runner;
}

async function run(
  clone: Clone,
  german: string,
  logger = createRecordingLogger(),
): Promise<TranslationCommitResult> {
  await writeFiles(clone.dir, { 'locales/de.json': german });
  return updateTranslationBranch({
    repo: await openRepository({ dir: clone.dir, logger }),
    base: 'main',
    branch: BRANCH,
    paths: ['locales/de.json'],
    message: 'Update translations',
    author: GITHUB_ACTIONS_BOT,
    committer: GITHUB_ACTIONS_BOT,
  });
}

/**
 * Makes "another run" push the branch after we fetched it and just before our push is received:
 * the work clone's `remote.origin.receivepack` is a wrapper that first pushes from a second clone
 * and then hands over to the real receive-pack. The advertisement our push sees then no longer
 * matches the sha we fetched, which is exactly the window `--force-with-lease` guards.
 */
async function interleaveOtherRun(
  runner: Clone,
  other: Clone,
  times: 'once' | 'always',
  who: 'the action' | 'a person' = 'the action',
): Promise<void> {
  const identity = who === 'the action' ? BOT : { name: 'Rita Reviewer', email: 'rita@acme.test' };
  const marker = join(repo.originDir, '..', 'raced');
  const script = [
    '#!/bin/sh',
    times === 'once' ? `if [ ! -e '${marker}' ]; then` : 'if true; then',
    `  echo raced >> '${marker}'`,
    `  cd '${other.dir}' || exit 1`,
    // Another run of the action commits with its committer and trailer (R43); a person does not.
    `  env -i PATH="$PATH" HOME="$HOME" GIT_AUTHOR_NAME="${identity.name}" GIT_AUTHOR_EMAIL="${identity.email}" GIT_COMMITTER_NAME="${identity.name}" GIT_COMMITTER_EMAIL="${identity.email}" \\`,
    `    sh -c 'git commit --quiet --allow-empty -m "other run" -m "${MANAGED_TRAILER}" && git push --quiet --force origin HEAD:refs/heads/${BRANCH}' >&2`,
    'fi',
    'exec git receive-pack "$@"',
  ].join('\n');
  const wrapper = join(repo.originDir, '..', 'racing-receive-pack.sh');
  await writeFile(wrapper, `${script}\n`);
  await chmod(wrapper, 0o755);
  await runner.git(['config', 'remote.origin.receivepack', wrapper]);
}

describe('pushing the translation branch with a lease', () => {
  it('does not overwrite a branch another run pushed in between; it rebuilds once on top of what it saw (R29)', async () => {
    const runner = await setUp();
    const other = await repo.clone('other-run');
    await other.commitAll('other translations', { 'locales/de.json': '{"other":"run"}\n' });
    await interleaveOtherRun(runner, other, 'once');
    const logger = createRecordingLogger();

    const result = await run(runner, '{"hello":"Hallo"}\n', logger);

    expect(result.operation).toBe('pushed');
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(result.headSha);
    expect(
      logger.lines.some((line) => line.level === 'warning' && line.message.includes('rebuilding once')),
    ).toBe(true);
    // The rebuilt commit sits on main and holds our translations, not a mix with the other run's.
    expect(await repo.origin(['show', `${BRANCH}:locales/de.json`])).toBe('{"hello":"Hallo"}\n');
    expect((await repo.origin(['rev-parse', `${BRANCH}^`])).trim()).toBe(
      (await repo.origin(['rev-parse', 'main'])).trim(),
    );
  });

  it('fails with a clear error and leaves the other run’s push in place when the race repeats (R29)', async () => {
    const runner = await setUp();
    const other = await repo.clone('other-run');
    await other.commitAll('other translations', { 'locales/de.json': '{"other":"run"}\n' });
    await interleaveOtherRun(runner, other, 'always');

    const failure = await run(runner, '{"hello":"Hallo"}\n').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GitError);
    expect(failure).toMatchObject({
      code: 'GIT_BRANCH_RACE',
      message: expect.stringContaining('concurrency:') as unknown,
    });
    const otherHead = (await other.git(['rev-parse', 'HEAD'])).trim();
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(otherHead);
  });

  it('stops instead of rebuilding over a person’s commit pushed in between (R43)', async () => {
    const runner = await setUp();
    const other = await repo.clone('reviewer');
    await interleaveOtherRun(runner, other, 'once', 'a person');

    const failure = await run(runner, '{"hello":"Hallo"}\n').catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'GIT_BRANCH_NOT_OWNED' });
    const reviewed = (await other.git(['rev-parse', 'HEAD'])).trim();
    expect((failure as Error).message).toContain(`${reviewed.slice(0, 12)} by Rita Reviewer`);
    expect((await repo.origin(['rev-parse', BRANCH])).trim()).toBe(reviewed);
  });

  it('keeps the branch whole when two runs push at once (R30)', async () => {
    const runner = await setUp();
    const second = await repo.runner('second-run');
    const contents = ['{"hello":"Hallo"}\n', '{"hello":"Servus"}\n'];

    const outcomes = await Promise.allSettled([
      run(runner, contents[0] ?? ''),
      run(second, contents[1] ?? ''),
    ]);

    // Each run either pushed or stopped with the typed race error, never with a git failure.
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'GIT_BRANCH_RACE' });
    }
    const pushed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    expect(pushed.length).toBeGreaterThan(0);
    const head = (await repo.origin(['rev-parse', BRANCH])).trim();
    expect(pushed.map((result) => result.headSha)).toContain(head);
    // One commit on main holding exactly one run's file.
    expect((await repo.origin(['rev-parse', `${BRANCH}^`])).trim()).toBe(
      (await repo.origin(['rev-parse', 'main'])).trim(),
    );
    expect(contents).toContain(await repo.origin(['show', `${BRANCH}:locales/de.json`]));
  });
});
