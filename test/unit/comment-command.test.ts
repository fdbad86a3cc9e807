import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpReply, parseCommentCommand } from '../../src/action/commands/comment-command.js';
import { readRunContext } from '../../src/action/runner/event.js';
import type { ActionInputs } from '../../src/action/runner/inputs.js';
import { startTrigger } from '../../src/action/commands/triggers.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';

/** What the runner sets for every step, besides what a test names. */
const RUNNER = { GITHUB_WORKSPACE: '/work/app' };

/** Starts the run a repository_dispatch of type translation-sync asks for, with this payload. */
async function dispatch(inputs: ActionInputs, clientPayload?: unknown) {
  const event = {
    action: 'translation-sync',
    ...(clientPayload === undefined ? {} : { client_payload: clientPayload }),
  };
  const context = { ...readRunContext({ ...RUNNER, GITHUB_EVENT_NAME: 'repository_dispatch' }), event };
  return startTrigger({ inputs, context, logger: createRecordingLogger(), failureMessage: String });
}

describe('parseCommentCommand', () => {
  it('reads the verb and the locales of the first line only', () => {
    expect(parseCommentCommand('/translation-sync pull fr pt-BR fr\nand de please')).toEqual({
      kind: 'pull',
      locales: ['fr', 'pt-BR'],
    });
    expect(parseCommentCommand('  /translation-sync   PULL\r\n')).toEqual({ kind: 'pull', locales: [] });
    expect(parseCommentCommand('/translation-sync check')).toEqual({ kind: 'check' });
    expect(parseCommentCommand('/translation-sync help')).toEqual({ kind: 'help' });
    expect(parseCommentCommand('/translation-sync')).toEqual({ kind: 'help' });
  });

  it('is no command unless the first line starts with it as a word', () => {
    for (const body of [
      '',
      'Please run /translation-sync pull',
      '/translation-syncing pull',
      '> /translation-sync pull',
      'hi\n/translation-sync pull',
    ])
      expect(parseCommentCommand(body)).toEqual({ kind: 'none' });
  });

  it('answers an unknown verb with the help, quoting it only as code', () => {
    expect(parseCommentCommand('/translation-sync rebase')).toEqual({ kind: 'help', unknown: 'rebase' });
    const reply = helpReply('@acme/team<img src=x>');
    expect(reply).toContain('`@acme/team<img src=x>`');
    expect(helpReply('x'.repeat(500))).toContain(`\`${'x'.repeat(40)}…\``);
  });

  it('refuses what is not a locale code, arguments to check, and over-long or over-full lines', () => {
    expect(parseCommentCommand('/translation-sync pull fr ../etc')).toMatchObject({
      kind: 'invalid',
      reason: '`../etc` is not a locale code such as fr, pt-BR or zh-Hant-TW.',
    });
    expect(parseCommentCommand('/translation-sync check fr')).toMatchObject({
      kind: 'invalid',
      verb: 'check',
    });
    expect(parseCommentCommand(`/translation-sync pull ${'fr '.repeat(400)}`)).toMatchObject({
      kind: 'invalid',
    });
    const many = Array.from(
      { length: 101 },
      (_, index) => `x${String.fromCharCode(97 + (index % 26))}-${index}`,
    );
    expect(parseCommentCommand(`/translation-sync pull ${many.join(' ')}`)).toMatchObject({
      kind: 'invalid',
      reason: 'name at most 100 locales.',
    });
  });
});

describe('repository_dispatch locales', () => {
  const every = { locales: [] } as unknown as ActionInputs;
  const localesOf = async (clientPayload: unknown) => (await dispatch(every, clientPayload)).inputs.locales;

  it('takes a list of locale codes, and nothing else', async () => {
    expect(await localesOf({ locales: ['de', 'de', 'pt_BR'] })).toEqual(['de', 'pt_BR']);
    expect(await localesOf({})).toEqual([]);
    expect((await dispatch(every)).inputs.locales).toEqual([]);
    for (const locales of ['de', [1], ['de; rm -rf /'], Array.from({ length: 101 }, () => 'de')])
      await expect(localesOf({ locales })).rejects.toThrow(/must be a list of at most 100 locale codes/);
  });
});

describe('the locales a request names', () => {
  const inputs = (locales: string[]) => ({ locales }) as unknown as ActionInputs;
  const limited = async (pulled: string[], named: string[]) =>
    (await dispatch(inputs(pulled), { locales: named })).inputs.locales;

  it('narrow the run to the locales named, within those the workflow pulls', async () => {
    expect(await limited([], ['fr'])).toEqual(['fr']);
    expect(await limited(['fr', 'pt-BR'], ['pt_BR'])).toEqual(['pt_BR']);
    expect(await limited(['fr'], [])).toEqual(['fr']);
    await expect(limited(['fr'], ['de'])).rejects.toThrow(/names de, which this workflow does not pull/);
  });
});

describe('the reply to a command that failed', () => {
  let fake: GitHubFake | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await fake?.close();
    fake = undefined;
  });

  it('makes the reason inert Markdown and links the run', async () => {
    fake = await startGitHubFake({ roles: { mona: 'write' } });
    const command = {
      id: 11,
      owner: 'o',
      repo: 'r',
      issueNumber: 7,
      body: '/translation-sync pull',
      user: 'mona',
    };
    fake.comments.push(command);
    vi.stubEnv('GITHUB_RUN_ID', '1');
    const context = {
      ...readRunContext({
        ...RUNNER,
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_API_URL: fake.url,
      }),
      event: {
        action: 'created',
        comment: { id: 11, body: command.body, user: { login: 'mona' } },
        issue: { number: 7 },
      },
    };
    const inputs = { locales: [], githubToken: 'ghs_test' } as unknown as ActionInputs;
    const run = await startTrigger({
      inputs,
      context,
      logger: createRecordingLogger(),
      failureMessage: String,
    });
    await run.finish('The service said: "@acme/team ![x](https://e.x/a.png)"');
    const text = fake.comments.find((comment) => comment.id !== command.id)?.body ?? '';
    expect(text).toContain('`/translation-sync pull` failed: ');
    expect(text).not.toContain('![x](');
    expect(text).not.toMatch(/@acme/);
    expect(text).toContain("[The run's log](https://github.com/o/r/actions/runs/1)");
  });
});
