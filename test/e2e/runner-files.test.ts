import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

/**
 * A step started without what the runner hands it (by hand, by a tool, on a broken runner):
 * `node dist/index.js` fails with one error line that names what is missing, before it sends
 * anything anywhere, and never writes into a folder it was not given.
 */

let scenario: Scenario;
let scratch: string;

beforeAll(async () => {
  scenario = await createScenario();
  scratch = await mkdtemp(path.join(tmpdir(), 'ts-runner-files-'));
});

afterAll(async () => {
  await scenario.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Requests that reached the service or GitHub, and origin's refs. */
async function world() {
  return {
    service: scenario.emulator.log.length,
    github: scenario.github.requests.length,
    refs: await scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']),
  };
}

/** A run that must stop at once: one `::error::` line, no stack trace, nothing sent. */
async function expectRefused(
  env: Record<string, string>,
  options: { inputs?: Record<string, string>; workspace?: string } = {},
) {
  const before = await world();
  const result = await scenario.run({ event: 'workflow_dispatch', env, ...options });
  expect(result.exitCode).toBe(1);
  const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error'));
  expect(errors).toHaveLength(1);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at /m);
  expect(await world()).toEqual(before);
  return errors[0] ?? '';
}

describe('the runner’s files and variables', () => {
  it('a GITHUB_OUTPUT that names a missing file is one error line, not a stack trace', async () => {
    const missing = path.join(scratch, 'no-such-output');
    const error = await expectRefused({ GITHUB_OUTPUT: missing });
    expect(error).toContain(`GITHUB_OUTPUT names ${missing}, which does not exist`);
  });

  it('a GITHUB_STEP_SUMMARY that names a missing file stops the run before it starts', async () => {
    const missing = path.join(scratch, 'no-such-summary.md');
    const error = await expectRefused({ GITHUB_STEP_SUMMARY: missing });
    expect(error).toContain(`GITHUB_STEP_SUMMARY names ${missing}, which does not exist`);
  });

  it('an event file that is missing or not JSON is an error, never an empty event', async () => {
    const missing = path.join(scratch, 'no-such-event.json');
    expect(await expectRefused({ GITHUB_EVENT_PATH: missing })).toContain(
      `GITHUB_EVENT_PATH names ${missing}, which cannot be read`,
    );
    const broken = path.join(scratch, 'broken-event.json');
    await writeFile(broken, '{"action": "created", ');
    expect(await expectRefused({ GITHUB_EVENT_PATH: broken })).toContain(
      `The event file ${broken} (GITHUB_EVENT_PATH) is not JSON`,
    );
  });

  it('without GITHUB_WORKSPACE a run that writes refuses, and leaves the folder it was started in alone', async () => {
    // The working directory of a process started by hand is often the action's own checkout.
    const { dir } = await scenario.checkout();
    const files = await snapshotTree(dir);
    const error = await expectRefused(
      { GITHUB_WORKSPACE: '' },
      { inputs: { command: 'pull' }, workspace: dir },
    );
    expect(error).toContain('GITHUB_WORKSPACE is not set');
    expect(await snapshotTree(dir)).toEqual(files);
  });
});
