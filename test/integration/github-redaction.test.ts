import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubResponder } from '../../src/action/commands/reactions.js';
import { registerSecret } from '../../src/client/redact.js';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { inertProse } from '../../src/github/markdown.js';
import { upsertStickyComment } from '../../src/github/sticky-comment.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';

/**
 * R63: whatever module built a comment, its body leaves for GitHub redacted, the Markdown-escaped
 * form of a secret (`proj\_rw\_…`, which GitHub renders back to the secret) included.
 */

const PROJECT_TOKEN = 'proj_rw_0a1b2c3d4e5f_github_redaction';
let fake: GitHubFake;
let github: GitHubClient;

beforeEach(async () => {
  fake = await startGitHubFake();
  github = createGitHubClient({
    token: 'ghs_redactionTest',
    baseUrl: fake.url,
    logger: createRecordingLogger(),
    minimumWaitMs: 0,
    secondMs: 1,
  });
  registerSecret(PROJECT_TOKEN);
});
afterEach(() => fake.close());

describe('what the action writes on GitHub (R63)', () => {
  it('a reply and the check comment never hold a secret, raw or Markdown-escaped', async () => {
    const ref = { owner: 'acme', repo: 'app', issueNumber: 7, commentId: 1 };
    await githubResponder(github, ref, createRecordingLogger()).reply(
      `Failed: ${inertProse(`no target locale ${PROJECT_TOKEN}`)}`,
    );
    await upsertStickyComment(
      github,
      { owner: 'acme', repo: 'app', issueNumber: 7, marker: '<!-- m -->', body: `| \`${PROJECT_TOKEN}\` |` },
      createRecordingLogger(),
    );
    const sent = JSON.stringify(fake.requests.map((request) => request.body ?? null));
    expect(sent.replace(/\\+/g, '')).not.toContain('0a1b2c3d4e5f');
    expect(fake.comments.map((comment) => comment.body).join('\n')).toContain('***');
  });
});
