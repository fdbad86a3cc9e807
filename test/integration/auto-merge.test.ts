import { afterEach, describe, expect, it } from 'vitest';
import { applyAutoMerge } from '../../src/github/auto-merge.js';
import { createGitHubClient } from '../../src/github/client.js';
import { createRecordingLogger, type RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubFake, type GitHubFake, type GitHubFakeOptions } from '../helpers/github-fake.js';

/**
 * Auto-merge through GitHub's GraphQL API (issue 49) against the GitHub fake, which checks each
 * query against GitHub's schema and refuses as GitHub does: on when clean, kept without a second
 * call, off when not clean, and a refusal as a warning that names what to change.
 */

let fake: GitHubFake;
let logger: RecordingLogger;
afterEach(async () => fake.close());

const TARGET = { owner: 'acme', repo: 'web', base: 'main', number: 1 };

async function start(options: GitHubFakeOptions, draft = false) {
  fake = await startGitHubFake(options);
  fake.pulls.push({
    number: 1,
    owner: 'acme',
    repo: 'web',
    state: 'open',
    title: 'Update translations',
    body: '',
    draft,
    head: 'translation-sync',
    base: 'main',
    labels: [],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
  });
  logger = createRecordingLogger();
  return createGitHubClient({ token: 'ghs_test', baseUrl: fake.url, logger, minimumWaitMs: 0, secondMs: 1 });
}

const graphqlCalls = () => fake.requests.filter((request) => request.path === '/graphql').length;

describe('applyAutoMerge', () => {
  it('turns auto-merge on when clean, keeps it without asking again, and turns it off on an error', async () => {
    const github = await start({ allowAutoMerge: true });
    expect(await applyAutoMerge(github, TARGET, { method: 'squash', clean: true }, logger)).toEqual({
      state: 'enabled',
      method: 'squash',
    });
    expect(fake.pulls[0]?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
    const before = graphqlCalls();
    expect((await applyAutoMerge(github, TARGET, { method: 'squash', clean: true }, logger)).state).toBe(
      'kept',
    );
    expect(graphqlCalls() - before).toBe(1);
    expect((await applyAutoMerge(github, TARGET, { method: 'squash', clean: false }, logger)).state).toBe(
      'disabled',
    );
    expect(fake.pulls[0]?.autoMerge).toBeUndefined();
    // Off already: nothing to turn off.
    expect((await applyAutoMerge(github, TARGET, { method: 'squash', clean: false }, logger)).state).toBe(
      'off',
    );
  });

  it('warns naming the setting when the repository does not allow auto-merge', async () => {
    const github = await start({});
    const outcome = await applyAutoMerge(github, TARGET, { method: 'merge', clean: true }, logger);
    expect(outcome.state).toBe('refused');
    expect(logger.lines.filter((line) => line.level === 'warning').map((line) => line.message)).toEqual([
      expect.stringContaining('"Allow auto-merge" in the repository\'s Settings > General > Pull Requests'),
    ]);
    expect(fake.pulls[0]?.autoMerge).toBeUndefined();
  });

  it('warns naming the permissions when the token may not write pull requests', async () => {
    const github = await start({ allowAutoMerge: true, permissions: { pullRequests: 'read' } });
    const outcome = await applyAutoMerge(github, TARGET, { method: 'rebase', clean: true }, logger);
    expect(outcome).toEqual({
      state: 'refused',
      warning: expect.stringContaining('`pull-requests: write`') as string,
    });
    expect(outcome.state === 'refused' && outcome.warning).toContain(
      'Resource not accessible by integration',
    );
  });

  it('warns naming branch protection when the base requires nothing to wait for', async () => {
    const github = await start({ allowAutoMerge: true, mergeableAtOnce: true });
    const outcome = await applyAutoMerge(github, TARGET, { method: 'squash', clean: true }, logger);
    expect(outcome.state === 'refused' && outcome.warning).toContain(
      'main has no required status check or review. Add a branch protection rule or ruleset',
    );
    expect(fake.pulls[0]?.autoMerge).toBeUndefined();
  });

  it('does not ask GitHub to auto-merge a draft', async () => {
    const github = await start({ allowAutoMerge: true }, true);
    const outcome = await applyAutoMerge(github, TARGET, { method: 'squash', clean: true }, logger);
    expect(outcome.state === 'refused' && outcome.warning).toContain('draft: false');
    expect(fake.writes().filter((request) => request.path === '/graphql')).toHaveLength(1);
  });
});
