import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
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

  it('cuts a body GitHub would refuse at whole lines, with a line that says so, and leaves it alone on a rerun', async () => {
    // 1,000 lines of 80 characters: 81,000 with the newlines, over GitHub's 65,536.
    const lines = Array.from(
      { length: 1000 },
      (_, index) => `| \`key.${String(index).padStart(4, '0')}\` | ${'x'.repeat(64)} |`,
    );
    const note = '_…cut here: the job summary has the whole report._';
    const report = (last: string) =>
      upsertStickyComment(
        github,
        {
          owner: 'acme',
          repo: 'app',
          issueNumber: 7,
          marker: MARKER,
          body: [...lines, last].join('\n'),
          cutNote: note,
        },
        createRecordingLogger(),
      );

    const first = await report('first');
    const rerun = await report('first');
    const other = await report('second');

    expect([first.operation, rerun.operation, other.operation]).toEqual([
      'created',
      'unchanged',
      'unchanged',
    ]);
    const [comment] = fake.comments;
    const body = comment?.body ?? '';
    expect(Array.from(body).length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(`${MARKER}\n${lines[0]}\n`)).toBe(true);
    expect(body.endsWith(`\n\n${note}`)).toBe(true);
    // Whole lines only: every line but the note is one of the report's.
    const kept = body.split('\n').slice(1, -2);
    expect(kept.length).toBeGreaterThan(700);
    expect(kept).toEqual(lines.slice(0, kept.length));
    fake.assertNoViolations();
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

  // GitHub answers GET /user with 403 for GITHUB_TOKEN; proxies and GitHub Enterprise setups have
  // answered 404 and 5xx. None of them may stop the comment or adopt a person's comment.
  describe.each([
    ['403 (GITHUB_TOKEN)', githubFaults.notAccessible, false],
    [
      '404 (a proxy)',
      { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } },
      true,
    ],
    ['500', { status: 500, body: { message: 'Server Error' } }, true],
  ] as const)('when GET /user answers %s', (_name, answer, warns) => {
    const run = async (body: string) => {
      const logger = createRecordingLogger();
      fake.fail('GET /user', answer, 10);
      const result = await upsertStickyComment(
        github,
        { owner: 'acme', repo: 'app', issueNumber: 7, marker: MARKER, body },
        logger,
      );
      return {
        result,
        warnings: logger.lines.filter((entry) => entry.level === 'warning').map((entry) => entry.message),
      };
    };

    it("posts its comment, then edits it, and leaves a person's marker comment alone", async () => {
      fake.comments.push({
        id: 40,
        owner: 'acme',
        repo: 'app',
        issueNumber: 7,
        body: `${MARKER}\nmine`,
        user: 'ada',
      });
      const first = await run('report 1');
      expect(first.result.operation).toBe('created');
      const second = await run('report 2');
      expect(second.result).toMatchObject({ operation: 'updated', id: first.result.id });
      expect(fake.comments.map((comment) => [comment.user, comment.body])).toEqual([
        ['ada', `${MARKER}\nmine`],
        ['github-actions[bot]', `${MARKER}\nreport 2`],
      ]);
      if (!warns) expect(second.warnings).toEqual([]);
      else {
        expect(second.warnings).toHaveLength(1);
        expect(second.warnings[0]).toContain(`GET /user, ${answer.status}`);
        expect(second.warnings[0]).toContain('still written');
        // No permission makes GET /user answer: the warning must not send people after one.
        expect(second.warnings[0]).not.toMatch(/permission|pull-requests: write|issues: write/);
      }
    });
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
