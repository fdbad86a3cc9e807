import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import type { RecordingLogger } from '../helpers/recording-logger.js';
import { GitHubError } from '../../src/github/errors.js';
import { createGitHubClient } from '../../src/github/client.js';
import { syncPullRequest } from '../../src/github/pull-request.js';
import type { PullRequestResult } from '../../src/github/pull-request.js';
import { githubFaults, startGitHubFake } from '../helpers/github-fake.js';
import type { FakePull, GitHubFake, GitHubFakeOptions } from '../helpers/github-fake.js';

type PullRequestRequest = Parameters<typeof syncPullRequest>[1];

const TOKEN = 'ghs_pullRequestTestToken0123456789AB';
const BRANCH = 'translations/update';
const SHA = 'a'.repeat(40);
const CREATE = 'POST /repos/{owner}/{repo}/pulls';
const LIST = 'GET /repos/{owner}/{repo}/pulls';

let fake: GitHubFake;
let logger: RecordingLogger;
afterEach(async () => fake.close());

/** By default a user's token (it may request team reviews) in a repository that has the labels. */
async function start(pathPrefix?: string, options: GitHubFakeOptions = {}): Promise<void> {
  fake = await startGitHubFake({
    login: 'release-bot',
    labels: ['translations', 'keep-me'],
    ...(pathPrefix === undefined ? {} : { pathPrefix }),
    ...options,
  });
  fake.branches.set(BRANCH, SHA);
  logger = createRecordingLogger();
}

function sync(
  overrides: Partial<PullRequestRequest> = {},
  retryAfterCapSeconds = 120,
): Promise<PullRequestResult> {
  const github = createGitHubClient({
    token: TOKEN,
    baseUrl: fake.url,
    logger,
    retryAfterCapSeconds,
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
      body: 'New strings for de and fr.',
      labels: ['translations'],
      assignees: ['octocat'],
      reviewers: ['hubot'],
      teamReviewers: ['l10n'],
      draft: false,
      deleteBranch: false,
      branchState: 'pushed',
      headSha: SHA,
      ...overrides,
    },
    logger,
  );
}

function existingPull(overrides: Partial<FakePull> = {}): FakePull {
  const pull: FakePull = {
    number: 7,
    owner: 'acme',
    repo: 'app',
    state: 'open',
    title: 'Old title',
    body: 'Old body',
    draft: false,
    head: BRANCH,
    base: 'main',
    labels: ['keep-me'],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
    ...overrides,
  };
  fake.pulls.push(pull);
  return pull;
}

const calls = (route: string): number => fake.requests.filter((request) => request.route === route).length;

describe('syncPullRequest', () => {
  it('creates the pull request with its labels, assignees, reviewers and team reviewers', async () => {
    await start();

    const result = await sync({ draft: true });

    expect(result).toEqual({
      operation: 'created',
      number: 1,
      url: `${fake.url}/acme/app/pull/1`,
      branch: BRANCH,
      headSha: SHA,
    });
    expect(fake.pulls[0]).toMatchObject({
      title: 'Update translations',
      body: 'New strings for de and fr.',
      draft: true,
      head: BRANCH,
      base: 'main',
      labels: ['translations'],
      assignees: ['octocat'],
      reviewers: ['hubot'],
      teamReviewers: ['l10n'],
    });
    expect(fake.requests.every((request) => request.headers.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('updates the open pull request instead of creating another, keeping labels people added (R31)', async () => {
    await start();
    existingPull();

    const result = await sync();

    expect(result).toMatchObject({ operation: 'updated', number: 7, headSha: SHA });
    expect(calls(CREATE)).toBe(0);
    expect(fake.pulls).toHaveLength(1);
    expect(fake.pulls[0]).toMatchObject({
      title: 'Update translations',
      body: 'New strings for de and fr.',
      labels: ['keep-me', 'translations'],
    });
  });

  it('finds and updates the pull request when creating it answers 422 "already exists" (R31)', async () => {
    await start();
    existingPull();
    // Another run created it after our look-up: the first list comes back empty.
    fake.fail(LIST, { status: 200, body: [] });

    const result = await sync();

    expect(result).toMatchObject({ operation: 'updated', number: 7 });
    expect(calls(CREATE)).toBe(1);
    expect(fake.pulls).toHaveLength(1);
    expect(fake.pulls[0]?.title).toBe('Update translations');
  });

  it('leaves an up-to-date pull request untouched and still reports it (R28)', async () => {
    await start();
    existingPull({ labels: ['translations'] });

    const result = await sync({ branchState: 'unchanged' });

    expect(result).toEqual({
      operation: 'none',
      number: 7,
      url: `${fake.url}/acme/app/pull/7`,
      branch: BRANCH,
      headSha: SHA,
    });
    expect(fake.writes()).toEqual([]);
  });

  it('creates the pull request for an unchanged branch that has none (a rerun after a failure)', async () => {
    await start();

    expect(await sync({ branchState: 'unchanged' })).toMatchObject({ operation: 'created', number: 1 });
  });

  it('closes the pull request and deletes the branch once the base has the translations', async () => {
    await start();
    existingPull();

    const result = await sync({ branchState: 'no-diff-from-base', deleteBranch: true });

    expect(result).toEqual({
      operation: 'closed',
      number: 7,
      url: `${fake.url}/acme/app/pull/7`,
      branch: BRANCH,
    });
    expect(fake.pulls[0]?.state).toBe('closed');
    expect(fake.branches.has(BRANCH)).toBe(false);
  });

  it('does nothing when there is neither a difference nor a pull request', async () => {
    await start();

    expect(await sync({ branchState: 'no-diff-from-base' })).toEqual({
      operation: 'none',
      branch: BRANCH,
      headSha: SHA,
    });
    expect(fake.writes()).toEqual([]);
  });

  it('cuts a body past 65,536 characters with a line that says so, on create and on update', async () => {
    await start();
    // A workflow's own `body` input can be that long: renderPullRequestBody() keeps to it otherwise.
    const row = (index: number) => `| fr | ${index} | ${'é'.repeat(60)} |`;
    const long = Array.from({ length: 1_200 }, (_, index) => row(index)).join('\n');
    expect(long.length).toBeGreaterThan(65_536);

    await sync({ body: long });
    const [created] = fake.pulls;
    expect(created?.body.length).toBeLessThanOrEqual(65_536);
    expect(created?.body).toMatch(
      /\n\n_…cut here: GitHub takes at most 65,536 characters in a pull request body\./,
    );
    // Whole rows only: every line before the note is a row as it was rendered.
    const kept = (created?.body ?? '').split('\n\n')[0]?.split('\n') ?? [];
    expect(kept.length).toBeGreaterThan(800);
    kept.forEach((line, index) => expect(line).toBe(row(index)));

    await sync({ body: `${long}\nmore`, branchState: 'pushed' });
    expect(fake.pulls[0]?.body.length).toBeLessThanOrEqual(65_536);
    expect(fake.violations).toEqual([]);
  });

  it.each([
    ['Resource not accessible by integration'],
    ['GitHub Actions is not permitted to create or approve pull requests.'],
  ])('fails on 403 "%s" naming the permissions and the repository setting (R34)', async (message) => {
    await start();
    fake.fail(CREATE, { status: 403, body: { message } });

    const failure = await sync().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GitHubError);
    const error = failure as GitHubError;
    expect(error.code).toBe('GITHUB_PERMISSION');
    expect(error.message).toContain('contents: write');
    expect(error.message).toContain('pull-requests: write');
    expect(error.message).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(calls(CREATE)).toBe(1);
  });

  it('waits out a secondary rate limit for the time GitHub asks, then creates the pull request (R35)', async () => {
    await start();
    fake.fail(CREATE, githubFaults.secondaryRateLimit(3));

    const result = await sync();

    expect(result.operation).toBe('created');
    expect(calls(CREATE)).toBe(2);
    expect(
      logger.lines.some((line) => line.level === 'warning' && line.message.includes('waiting 3 s')),
    ).toBe(true);
  });

  it('waits 60 s when a secondary rate limit gives no Retry-After, and gives up past the cap (R35)', async () => {
    await start();
    fake.fail(CREATE, { status: 403, body: { message: 'You have exceeded a secondary rate limit.' } });

    const failure = await sync({}, 30).catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'GITHUB_RATE_LIMITED' });
    expect(logger.lines.some((line) => line.message.includes('not waiting 60 s'))).toBe(true);
    expect(calls(CREATE)).toBe(1);
  });

  it('retries a read that met a 502 (R35)', async () => {
    await start();
    fake.fail(LIST, githubFaults.badGateway, 2);

    expect(await sync()).toMatchObject({ operation: 'created' });
    expect(calls(LIST)).toBe(3);
  });

  it('never repeats a create that met a 502; it looks the pull request up instead (R35)', async () => {
    await start();
    fake.fail(CREATE, { ...githubFaults.badGateway, afterHandling: true });

    const result = await sync();

    expect(result).toMatchObject({ operation: 'created', number: 1 });
    expect(calls(CREATE)).toBe(1);
    expect(fake.pulls).toHaveLength(1);
  });

  it('fails clearly when a create met a 502 and no pull request came of it', async () => {
    await start();
    fake.fail(CREATE, githubFaults.badGateway);

    const failure = await sync().catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'GITHUB_API_ERROR', status: 502 });
    expect(calls(CREATE)).toBe(1);
  });

  it('warns but carries on when GitHub refuses reviewers for a reason of its own', async () => {
    await start();
    fake.fail('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
      status: 422,
      body: { message: 'Reviews may only be requested from collaborators.' },
    });

    expect(await sync({ teamReviewers: [] })).toMatchObject({ operation: 'created' });
    expect(logger.lines.filter((line) => line.level === 'warning').map((line) => line.message)).toEqual([
      expect.stringContaining(
        'GitHub refused reviewer hubot on pull request #1: Reviews may only be requested from collaborators.',
      ),
    ]);
  });

  it('requests a valid reviewer beside the author, and users and teams apart (GITHUB_TOKEN)', async () => {
    await start(undefined, { login: 'github-actions[bot]' });

    await sync({ reviewers: ['github-actions[bot]', 'hubot', 'octocat'], teamReviewers: ['l10n'] });

    // The author is never asked; the users are asked in one call; the team (refused) in another.
    expect(fake.pulls[0]).toMatchObject({ reviewers: ['hubot', 'octocat'], teamReviewers: [] });
    const asked = fake.requests
      .filter(
        (request) => request.route === 'POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers',
      )
      .map((request) => request.body);
    expect(asked).toEqual([{ reviewers: ['hubot', 'octocat'] }, { team_reviewers: ['l10n'] }]);
    const warnings = logger.lines.filter((line) => line.level === 'warning').map((line) => line.message);
    expect(warnings).toEqual([
      expect.stringMatching(/refused team reviewer l10n .*GITHUB_TOKEN cannot request team reviews/),
    ]);
    expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('names each refused reviewer and still requests the others', async () => {
    await start(undefined, { login: 'github-actions[bot]', collaborators: ['hubot', 'monalisa', 'octocat'] });
    existingPull({ author: 'octocat' });

    await sync({ reviewers: ['hubot', 'octocat', 'stranger', 'monalisa'], teamReviewers: [] });

    expect(fake.pulls[0]?.reviewers).toEqual(['hubot', 'monalisa']);
    expect(logger.lines.filter((line) => line.level === 'warning').map((line) => line.message)).toEqual([
      expect.stringContaining('GitHub refused reviewer stranger on pull request #7: Validation Failed'),
    ]);
    expect(logger.lines.some((line) => line.message.includes('Not requesting a review from octocat'))).toBe(
      true,
    );
  });

  it('labels with a warning naming `issues: write` when the label cannot be created, and a rerun applies it', async () => {
    await start(undefined, { login: 'github-actions[bot]', labels: [] });

    expect(await sync({ teamReviewers: [] })).toMatchObject({ operation: 'created', number: 1 });
    expect(fake.pulls[0]?.labels).toEqual([]);
    expect(fake.pulls[0]?.reviewers).toEqual(['hubot']);
    const warnings = logger.lines.filter((line) => line.level === 'warning').map((line) => line.message);
    expect(warnings).toEqual([
      expect.stringMatching(/label pull request #1 with translations \(403.*`issues: write`/),
    ]);

    // Someone creates the label; the rerun finds the branch unchanged and still applies it.
    fake.labels.add('translations');
    expect(await sync({ teamReviewers: [], branchState: 'unchanged' })).toMatchObject({ operation: 'none' });
    expect(fake.pulls[0]?.labels).toEqual(['translations']);
  });

  it('talks to GitHub Enterprise under /api/v3 and turns an existing pull request into a draft over GraphQL', async () => {
    await start('/api/v3');
    existingPull();

    const result = await sync({ draft: true });

    expect(result.operation).toBe('updated');
    expect(fake.pulls[0]?.draft).toBe(true);
    expect(fake.requests.some((request) => request.route === 'POST /graphql')).toBe(true);
    expect(fake.requests.filter((request) => request.route === undefined)).toEqual([]);
  });

  it('keeps the token out of errors even when GitHub echoes it', async () => {
    await start();
    fake.fail(CREATE, { status: 400, body: { message: `Bad credentials for ${TOKEN}` } });

    const failure = (await sync().catch((error: unknown) => error)) as Error & { cause?: Error };

    expect(failure).toMatchObject({ code: 'GITHUB_API_ERROR' });
    for (const text of [failure.message, failure.stack ?? '', failure.cause?.message ?? ''])
      expect(text).not.toContain(TOKEN);
  });
});
