import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSkipReason, readRunContext, resolveCommand } from '../../src/action/runner/event.js';
import { getInputs } from '../../src/action/runner/inputs.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { startTrigger } from '../../src/action/commands/triggers.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

/** What the runner sets for every step, besides what a test names. */
const RUNNER = { GITHUB_WORKSPACE: '/work/app' };

async function eventFile(payload: unknown): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'event-')), 'event.json');
  await writeFile(file, JSON.stringify(payload));
  return file;
}

describe('run context', () => {
  it('reads a push range, the repository and its default branch from the runner', async () => {
    const context = readRunContext({
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: await eventFile({
        before: 'a'.repeat(40),
        after: 'b'.repeat(40),
        repository: { default_branch: 'trunk' },
      }),
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_WORKSPACE: '/work/app',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
    });
    expect(context).toMatchObject({
      eventName: 'push',
      owner: 'octo',
      repo: 'app',
      defaultBranch: 'trunk',
      workspace: '/work/app',
      apiUrl: 'https://ghe.example.com/api/v3',
      push: { before: 'a'.repeat(40), after: 'b'.repeat(40) },
    });
  });

  it('treats an all-zero before (a new branch) as no range', async () => {
    const context = readRunContext({
      ...RUNNER,
      GITHUB_EVENT_PATH: await eventFile({ before: '0'.repeat(40), after: 'c'.repeat(40) }),
    });
    expect(context.push.before).toBeUndefined();
    expect(context.push.after).toBe('c'.repeat(40));
  });

  it('recognises a pull request from a fork', async () => {
    const context = readRunContext({
      ...RUNNER,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: await eventFile({
        pull_request: {
          number: 7,
          base: { sha: 'b1', ref: 'main', repo: { full_name: 'octo/app' } },
          head: { sha: 'h1', ref: 'feature', repo: { full_name: 'someone/app' } },
        },
      }),
    });
    expect(context.pullRequest).toEqual({
      number: 7,
      baseSha: 'b1',
      headSha: 'h1',
      baseRef: 'main',
      fromFork: true,
    });
  });

  it('refuses an event file that is missing, not JSON or not an object, and reads none as empty', async () => {
    const missing = path.join(tmpdir(), 'no-such-dir', 'event.json');
    expect(() => readRunContext({ ...RUNNER, GITHUB_EVENT_PATH: missing })).toThrow(
      expect.objectContaining({ code: 'runner-event' }),
    );
    expect(() => readRunContext({ ...RUNNER, GITHUB_EVENT_PATH: missing })).toThrow(missing);
    const broken = await eventFile({});
    await writeFile(broken, '{"before": ');
    expect(() => readRunContext({ ...RUNNER, GITHUB_EVENT_PATH: broken })).toThrow('is not JSON');
    const list = await eventFile([1]);
    expect(() => readRunContext({ ...RUNNER, GITHUB_EVENT_PATH: list })).toThrow('holds no JSON object');
    expect(readRunContext(RUNNER).event).toEqual({});
  });

  it('refuses to guess the workspace of a run that writes; a dry run reads the working directory', () => {
    expect(() => readRunContext({})).toThrow(expect.objectContaining({ code: 'runner-workspace' }));
    const notes: string[] = [];
    const context = readRunContext({}, { dryRun: true, note: (line) => notes.push(line) });
    expect(context.workspace).toBe(process.cwd());
    expect(notes).toEqual([
      `GITHUB_WORKSPACE is not set: this dry run reads the working directory, ${process.cwd()}.`,
    ]);
  });
});

describe('resolveCommand', () => {
  it('picks by event for auto and keeps an explicit command', () => {
    expect(resolveCommand('auto', 'push')).toBe('sync');
    expect(resolveCommand('auto', 'schedule')).toBe('pull');
    expect(resolveCommand('auto', 'workflow_dispatch')).toBe('pull');
    expect(resolveCommand('auto', 'pull_request')).toBe('check');
    expect(resolveCommand('auto', 'release')).toBeUndefined();
    expect(resolveCommand('upload', 'release')).toBe('upload');
  });
});

describe('pushSkipReason', () => {
  const context = async (payload: Record<string, unknown>, eventName = 'push') =>
    readRunContext({ ...RUNNER, GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: await eventFile(payload) });

  it('skips tag pushes and the deletion of a branch or tag, and syncs branch pushes', async () => {
    const sha = 'b'.repeat(40);
    const zero = '0'.repeat(40);
    expect(pushSkipReason(await context({ ref: 'refs/tags/v1.0', before: zero, after: sha }))).toMatch(
      /tag v1\.0: tags bring no new strings/,
    );
    expect(
      pushSkipReason(await context({ ref: 'refs/heads/old', before: sha, after: zero, deleted: true })),
    ).toMatch(/deleted branch old/);
    expect(pushSkipReason(await context({ ref: 'refs/tags/v1', before: sha, after: zero }))).toMatch(
      /deleted tag v1/,
    );
    expect(
      pushSkipReason(await context({ ref: 'refs/heads/main', before: zero, after: sha })),
    ).toBeUndefined();
    expect(pushSkipReason(await context({ ref: 'refs/tags/v1' }, 'workflow_dispatch'))).toBeUndefined();
  });
});

describe('the event file', () => {
  afterEach(() => {
    clearInputs();
    vi.unstubAllEnvs();
  });

  it('is read once: a dispatch takes what it asks for from the run context, not from the file again', async () => {
    const payload = { action: 'translation-sync', client_payload: { locales: ['fr'] } };
    const file = await eventFile(payload);
    const context = readRunContext({
      ...RUNNER,
      GITHUB_EVENT_NAME: 'repository_dispatch',
      GITHUB_EVENT_PATH: file,
    });
    expect(context.event).toEqual(payload);
    // The file is gone: only what was read with the context can say what the dispatch asks for.
    await rm(file);
    vi.stubEnv('GITHUB_EVENT_PATH', file);
    setInputs({ 'api-url': 'https://translate.example.com' });

    const run = await startTrigger({
      inputs: getInputs(),
      context,
      logger: createRecordingLogger(),
      failureMessage: String,
    });

    expect(run.command).toBe('pull');
    expect(run.inputs.locales).toEqual(['fr']);
  });
});
