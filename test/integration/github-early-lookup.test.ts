import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { findOpenPullEarly } from '../../src/github/early-lookup.js';
import { createGitHubClient } from '../../src/github/client.js';
import { findOpenPull } from '../../src/github/pull-request.js';
import { startGitHubFake } from '../helpers/github-fake.js';
import type { FakePull, GitHubFake } from '../helpers/github-fake.js';

// The early look for the open pull request goes through the action's own HTTP transport: it must
// ask what Octokit asks (the fake checks every request against GitHub's description), answer what
// Octokit's look answers, and throw on anything else, so that the step asks again through Octokit.

const TOKEN = 'ghs_earlyLookupTestToken0123456789AB';
const BRANCH = 'translations/update';
const LIST = 'GET /repos/{owner}/{repo}/pulls';

let fake: GitHubFake;
afterEach(async () => fake.close());

function pull(number: number, overrides: Partial<FakePull> = {}): FakePull {
  const created: FakePull = {
    number,
    owner: 'acme',
    repo: 'app',
    state: 'open',
    title: 'Update translations',
    body: '',
    draft: false,
    head: BRANCH,
    base: 'main',
    labels: ['translations'],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
    ...overrides,
  };
  fake.pulls.push(created);
  return created;
}

const lookup = () => ({ owner: 'acme', repo: 'app', base: 'main', branch: BRANCH });
const early = () => findOpenPullEarly({ apiUrl: fake.url, token: TOKEN, ...lookup() });

describe('findOpenPullEarly', () => {
  for (const pathPrefix of [undefined, '/api/v3']) {
    it(`answers what Octokit's look answers${pathPrefix === undefined ? '' : ' on GitHub Enterprise'}`, async () => {
      fake = await startGitHubFake(pathPrefix === undefined ? {} : { pathPrefix });
      pull(1, { state: 'closed' });
      pull(2, { base: 'release' });
      pull(3);
      const github = createGitHubClient({ token: TOKEN, baseUrl: fake.url, logger: createRecordingLogger() });

      const found = await early();

      expect(found).toEqual(await findOpenPull(github, lookup()));
      expect(found).toMatchObject({ number: 3, head: { ref: BRANCH }, base: { ref: 'main' } });
      const [ours, octokits] = fake.requests.filter((request) => request.route === LIST);
      expect(ours?.query).toEqual(octokits?.query);
      expect(ours?.headers.authorization).toBe(`token ${TOKEN}`);
      fake.assertNoViolations();
    });
  }

  it('answers undefined when no pull request is open', async () => {
    fake = await startGitHubFake();
    pull(1, { state: 'closed' });

    expect(await early()).toBeUndefined();
  });

  it('throws on any other answer, for the step to ask again', async () => {
    fake = await startGitHubFake();
    pull(3);
    fake.fail(LIST, { status: 502, body: { message: 'Bad gateway' } }, 1);
    await expect(early()).rejects.toThrow(/502/);
    fake.fail(LIST, { status: 200, body: { message: 'not a list' } }, 1);
    await expect(early()).rejects.toThrow(/not answer a list/);
    fake.fail(LIST, { status: 200, body: [{ title: 'no number' }] }, 1);
    await expect(early()).rejects.toThrow(/without its number/);
    expect(await early()).toMatchObject({ number: 3 });
  });
});
