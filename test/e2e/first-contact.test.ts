/**
 * The mistakes a new user makes first (issue 36), each run through `node dist/index.js`: the step
 * fails with a message that names the input as action.yml spells it, and nothing reaches the
 * service where the action could know before asking it; where it needs the answer of Show Project
 * (locales) or of the remote (base), that is all that was asked, and nothing was downloaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createScenario, GITHUB_TOKEN, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

let scenario: Scenario;
let declared: Set<string>;

beforeAll(async () => {
  scenario = await createScenario();
  const action = parse(await readFile(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>;
  };
  declared = new Set(Object.keys(action.inputs));
});

afterAll(async () => {
  await scenario.close();
});

/** A port nothing listens on: one the system just gave out and took back. */
/**
 * A port nothing listens on for the whole run. Not one a closed server has just given back: that
 * comes from the ephemeral range every server of the suite is given its port from (listen(0)), and
 * a test running beside this one could be listening on it a moment later. 1024 is below that
 * range, no test listens on a fixed port, and fetch does not refuse it as it refuses the ports of
 * well-known services.
 */
const CLOSED_PORT = 1024;

/** The step's error annotation, one line. */
function errorLine(stdout: string): string {
  return stdout.split('\n').find((line) => line.startsWith('::error')) ?? '';
}

/** Every `Input "x"` of a message names an input of action.yml. */
function expectDeclaredNames(message: string): void {
  for (const match of message.matchAll(/Input "([^"]+)"/g)) expect(declared).toContain(match[1]);
}

async function runMistake(inputs: Record<string, string>, event = 'workflow_dispatch') {
  scenario.emulator.log.length = 0;
  const githubBefore = scenario.github.requests.length;
  const refsBefore = await scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);
  const result = await scenario.run({ event, inputs });
  expect(result.exitCode).toBe(1);
  // Nothing changed anywhere: no branch, no pull request, no upload.
  expect(await scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)'])).toBe(refsBefore);
  expect(scenario.github.requests.slice(githubBefore).filter((request) => request.method !== 'GET')).toEqual(
    [],
  );
  const endpoints = scenario.emulator.log.map((entry) => entry.endpoint);
  const message = errorLine(result.stdout);
  expectDeclaredNames(message);
  // The job summary is written on a failure too: what failed, that nothing changed, what to do.
  expect(result.summary).toContain('failed');
  expect(result.summary).toContain('No branch was pushed and no pull request was changed.');
  expect(result.summary).toContain('### What to do');
  expect(result.outputs['has-changes']).toBe('false');
  return { result, endpoints, message };
}

describe.each([false, true])('first-contact mistakes fail before any download (dry run: %s)', (dryRun) => {
  const dry = dryRun ? { 'dry-run': 'true' } : {};

  it('a misspelled input: named, with the input meant, before any request', async () => {
    const { endpoints, message } = await runMistake({ ...dry, dryrun: 'true' });
    expect(message).toContain('The step sets an input "dryrun"');
    expect(message).toContain('Did you mean dry-run?');
    expect(endpoints).toEqual([]);
  });

  it('a working-directory that does not exist: named, with the folders there are', async () => {
    const { endpoints, message } = await runMistake({ ...dry, 'working-directory': 'apps/web' });
    expect(message).toContain('Input "working-directory": "apps/web" is not a folder');
    expect(message).toContain('its folders are config, locales');
    expect(endpoints).toEqual([]);
  });

  it('a config that does not exist', async () => {
    const { endpoints, message } = await runMistake({ ...dry, config: 'ci/.wti' });
    expect(message).toContain('Input "config": "ci/.wti" is not a file');
    expect(endpoints).toEqual([]);
  });

  it('an api-url ending in /api', async () => {
    const { endpoints, message } = await runMistake({ ...dry, 'api-url': `${scenario.emulator.url}/api` });
    expect(message).toContain(`Input "api-url": "${scenario.emulator.url}/api" ends in /api`);
    expect(message).toContain(`use ${scenario.emulator.url}.`);
    expect(endpoints).toEqual([]);
  });

  it('an empty github-token for a run that opens a pull request', async () => {
    const { endpoints, message } = await runMistake({ ...dry, 'github-token': '' });
    expect(message).toContain('Input "github-token": is empty');
    expect(endpoints).toEqual([]);
  });

  it('a locale the project does not have: the target locales listed, only Show Project asked', async () => {
    const { endpoints, message } = await runMistake({ ...dry, locales: 'fr, xx-INVALID' });
    expect(message).toContain('Input "locales": the project has no target locale "xx-INVALID".');
    expect(message).toContain('Its target locales are de, fr, pt-BR, zh-Hant-TW; en is its source locale.');
    expect(endpoints).toEqual(['showProject']);
  });

  it('the source locale as a locale to download', async () => {
    const { endpoints, message } = await runMistake({ ...dry, locales: 'en' });
    expect(message).toContain(`Input "locales": "en" is the project's source locale`);
    expect(endpoints).toEqual(['showProject']);
  });

  it('the read-only project token for a run that uploads: only reads were sent', async () => {
    const readOnly = scenario.emulator.keys.projects[0]?.publicApiToken ?? '';
    const { endpoints, message } = await runMistake({ ...dry, command: 'upload', 'project-token': readOnly });
    expect(message).toContain(
      'Input "project-token": is a token the service accepts for reading but not for writing',
    );
    expect(endpoints.sort()).toEqual(['listTerms', 'showProject']);
  });

  it('a base that does not exist: the input is called base', async () => {
    const { endpoints, message } = await runMistake({ ...dry, base: 'develop' });
    expect(message).toContain('Input "base": the branch "develop" does not exist on acme/web.');
    expect(message).not.toContain('base-branch');
    expect(endpoints).toEqual(['showProject']);
  });
});

describe('a failure after the branch was pushed', () => {
  it('GitHub unreachable, after three retries: says what happened, never an HTTP status, and what the run had done', async () => {
    const current = await createScenario();
    try {
      // A translator adds French on the service, so the run pushes its branch; then GitHub's API
      // refuses every connection (nothing listens on the port).
      await translateOnService(current.client, 'nav.settings', 'fr', 'Paramètres');
      const fr = 'config/locales/fr.yml';
      const port = CLOSED_PORT;
      const result = await current.run({
        event: 'workflow_dispatch',
        env: { GITHUB_API_URL: `http://127.0.0.1:${port}` },
      });
      expect(result.exitCode).toBe(1);
      const message = errorLine(result.stdout);
      expect(message).toContain(
        `no answer came from GitHub: the connection to 127.0.0.1:${port} was refused (ECONNREFUSED)`,
      );
      expect(message).not.toMatch(/\b500\b/);
      const head = (await current.repo.origin(['rev-parse', 'translation-sync'])).trim();
      expect(result.outputs['pull-request-head-sha']).toBe(head);
      expect(result.outputs['has-changes']).toBe('true');
      expect(result.outputs['downloaded-files']).toContain(fr);
      expect(result.outputs['pull-request-operation']).toBe('none');
      expect(result.summary).toContain(`Pushed the branch \`translation-sync\` at \`${head.slice(0, 12)}\``);
      expect(result.summary).toContain('the pull request was not created or updated');
      expect(result.summary).toContain('re-run the workflow');
      const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
      expect(shown.join('\n')).not.toContain(GITHUB_TOKEN);
      expect(result.summary).not.toContain(GITHUB_TOKEN);
    } finally {
      await current.close();
    }
  }, 60_000);
});
