import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { createRepoWithOrigin, runGit, type RepoWithOrigin } from '../helpers/git-repo.js';
import { startGitHubFake, type GitHubFake, type GitHubFakeOptions } from '../helpers/github-fake.js';

/** The fake itself: what it refuses must be what GitHub's description refuses. */

let fake: GitHubFake | undefined;
let repo: RepoWithOrigin | undefined;
afterEach(async () => {
  // A test that provoked violations on purpose has checked them; close without failing on them.
  fake?.violations.splice(0);
  await fake?.close();
  await repo?.cleanup();
  fake = undefined;
  repo = undefined;
});

async function start(options: GitHubFakeOptions = {}): Promise<{ fake: GitHubFake; github: GitHubClient }> {
  fake = await startGitHubFake(options);
  const github = createGitHubClient({
    token: 'ghs_fake',
    baseUrl: fake.url,
    logger: createRecordingLogger(),
    minimumWaitMs: 0,
    secondMs: 1,
  });
  return { fake, github };
}

describe('the validating GitHub fake', () => {
  it('records a body that breaks the operation schema, answers 422, and fails on close', async () => {
    const { fake: current, github } = await start();
    current.pulls.push({
      number: 1,
      owner: 'acme',
      repo: 'app',
      state: 'open',
      title: 't',
      body: '',
      draft: false,
      head: 'b',
      base: 'main',
      labels: [],
      assignees: [],
      reviewers: [],
      teamReviewers: [],
    });
    const failure = await github
      .request('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
        owner: 'acme',
        repo: 'app',
        pull_number: 1,
        team_reviewers: [7 as unknown as string],
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422 });
    expect(current.violations).toEqual([
      expect.stringContaining('request body/team_reviewers/0 must be string'),
    ]);
    await expect(current.close()).rejects.toThrow(/GitHub would refuse/);
    fake = undefined;
  });

  it('records an unknown route, an unknown query parameter and an invalid GraphQL document', async () => {
    const { fake: current, github } = await start();
    await github
      .request('GET /repos/{owner}/{repo}/no-such-thing', { owner: 'acme', repo: 'app' })
      .catch(() => undefined);
    await github
      .request('GET /repos/{owner}/{repo}/pulls', { owner: 'acme', repo: 'app', colour: 'red' })
      .catch(() => undefined);
    await github.graphql('query { viewer { loginName } }').catch(() => undefined);
    expect(current.violations).toEqual([
      expect.stringContaining("GET /repos/acme/app/no-such-thing: no operation in GitHub's description"),
      expect.stringContaining('query parameter colour is not one the operation takes'),
      expect.stringContaining('Cannot query field "loginName"'),
    ]);
  });

  it('checks its own answers against the response schema (completing only what it does not model)', async () => {
    const { fake: current, github } = await start({ login: 'release-bot' });
    const { data } = await github.rest.users.getAuthenticated();
    expect(data.login).toBe('release-bot');
    const created = await github.rest.pulls.create({
      owner: 'acme',
      repo: 'app',
      head: 'b',
      base: 'main',
      title: 't',
    });
    // Required fields the fake does not model are there, in GitHub's types.
    expect(typeof created.data.id).toBe('number');
    expect(created.data.user.login).toBe('release-bot');
    expect(current.violations).toEqual([]);
  });

  it('serves the repository over HTTP with the token only, and deletes refs for real', async () => {
    repo = await createRepoWithOrigin({ files: { 'a.txt': 'a\n' } });
    const { fake: current, github } = await start({ git: { dir: repo.originDir, token: 'ghs_fake' } });
    const remote = `${current.origin}/acme/app.git`;
    await expect(runGit(repo.dir, ['ls-remote', remote])).rejects.toThrow();
    const header = `AUTHORIZATION: basic ${Buffer.from('x-access-token:ghs_fake').toString('base64')}`;
    const auth = ['-c', `http.extraheader=${header}`];
    await runGit(repo.dir, [...auth, 'push', '--quiet', remote, 'HEAD:refs/heads/feature']);
    expect(current.branches.get('feature')).toBe((await repo.git(['rev-parse', 'HEAD'])).trim());

    await github.rest.git.deleteRef({ owner: 'acme', repo: 'app', ref: 'heads/feature' });
    expect(await runGit(repo.dir, [...auth, 'ls-remote', '--heads', remote])).not.toContain('feature');
    const again = await github.rest.git
      .deleteRef({ owner: 'acme', repo: 'app', ref: 'heads/feature' })
      .catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 422 });
  });
});
