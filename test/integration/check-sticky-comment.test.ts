import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../../src/action/logger.js';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { GitHubError } from '../../src/github/errors.js';
import { upsertStickyComment } from '../../src/github/sticky-comment.js';
import { githubFaults, startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';

const MARKER = '<!-- translation-sync:check -->';
let fake: GitHubFake;
let github: GitHubClient;

beforeEach(async () => {
  fake = await startGitHubFake();
  github = createGitHubClient({
    token: 'ghs_stickyTest',
    baseUrl: fake.url,
    logger: createRecordingLogger(),
    minimumWaitMs: 0,
    secondMs: 1,
  });
});
afterEach(() => fake.close());

const upsert = (body: string) =>
  upsertStickyComment(
    github,
    { owner: 'acme', repo: 'app', issueNumber: 7, marker: MARKER, body },
    createRecordingLogger(),
  );

describe('upsertStickyComment', () => {
  it('creates the comment once, then edits it in place, and leaves an identical one alone', async () => {
    const first = await upsert('Report 1');
    const second = await upsert('Report 2');
    const third = await upsert('Report 2');
    expect([first.operation, second.operation, third.operation]).toEqual(['created', 'updated', 'unchanged']);
    expect(second.id).toBe(first.id);
    expect(fake.comments.map((comment) => comment.body)).toEqual([`${MARKER}\nReport 2`]);
    expect(fake.writes().map((request) => request.route)).toEqual([
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    ]);
  });

  it('finds its comment on a later page, and ignores comments that only quote the marker', async () => {
    for (let index = 0; index < 150; index += 1)
      fake.comments.push({
        id: index + 1,
        owner: 'acme',
        repo: 'app',
        issueNumber: 7,
        body: `> ${MARKER} quoted`,
        user: 'ada',
      });
    fake.comments.push({
      id: 500,
      owner: 'acme',
      repo: 'app',
      issueNumber: 7,
      body: `${MARKER}\nold`,
      user: 'github-actions[bot]',
    });
    const result = await upsert('new');
    expect(result).toMatchObject({ operation: 'updated', id: 500 });
    expect(fake.comments.find((comment) => comment.id === 500)?.body).toBe(`${MARKER}\nnew`);
    expect(fake.comments).toHaveLength(151);
  });

  it("never adopts another user's comment that starts with the marker, and posts its own", async () => {
    fake.comments.push({
      id: 40,
      owner: 'acme',
      repo: 'app',
      issueNumber: 7,
      body: `${MARKER}\nmine`,
      user: 'ada',
    });
    const result = await upsert('report');
    expect(result.operation).toBe('created');
    expect(fake.comments.map((comment) => [comment.user, comment.body])).toEqual([
      ['ada', `${MARKER}\nmine`],
      ['github-actions[bot]', `${MARKER}\nreport`],
    ]);
    expect((await upsert('report 2')).id).toBe(result.id);
  });

  it("with a user's token adopts only that user's comment (GET /user)", async () => {
    await fake.close();
    fake = await startGitHubFake({ login: 'release-bot' });
    github = createGitHubClient({
      token: 'ghp_user',
      baseUrl: fake.url,
      logger: createRecordingLogger(),
      minimumWaitMs: 0,
    });
    for (const [id, user] of [
      [41, 'github-actions[bot]'],
      [42, 'release-bot'],
    ] as const)
      fake.comments.push({ id, owner: 'acme', repo: 'app', issueNumber: 7, body: `${MARKER}\nold`, user });
    expect(await upsert('new')).toMatchObject({ operation: 'updated', id: 42 });
    expect(fake.comments.find((comment) => comment.id === 41)?.body).toBe(`${MARKER}\nold`);
  });

  it('reports a token that may not comment as a permission error', async () => {
    fake.fail('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', githubFaults.notAccessible);
    const error = await upsert('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ code: 'GITHUB_PERMISSION', status: 403 });
    expect(fake.comments).toHaveLength(0);
  });

  it('never posts twice when the answer to the create is lost', async () => {
    fake.fail('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...githubFaults.badGateway,
      afterHandling: true,
    });
    await expect(upsert('x')).rejects.toThrow(GitHubError);
    expect(fake.comments).toHaveLength(1);
    expect((await upsert('x')).operation).toBe('unchanged');
  });
});
