import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * A run costs what changed, not what the repository holds (issue 58), counted rather than timed:
 * the debug line the action prints at the end says what it read whole, hashed, parsed and asked
 * the service. Over 40 masters x 5 locales, with auto-merge and the completion table on, run
 * after run as a scheduled workflow does: after one pull request is merged, a no-op reads no
 * target and asks the service once; one changed text parses that target and its master; a
 * person's edit of a target on main, which the pull has no reason to download, is checked anew.
 * The steps build on each other.
 */

const STEP_TIMEOUT = 120_000;
const LOCALES = ['aa', 'bb', 'cc', 'dd', 'ee'];
const MASTERS = 40;
const BRANCH = 'translation-sync';

function keysOf(locale: string, master: number): Record<string, unknown> {
  return {
    [`title${master}`]: `${locale} title ${master}`,
    [`greeting${master}`]: `${locale} hello %{name} ${master}`,
    nested: { a: `${locale} a ${master}`, b: `${locale} b ${master}` },
  };
}

function manyTargetsSeed(): EmulatorSeed {
  const file = (locale: string, master: number) => `${JSON.stringify(keysOf(locale, master), null, 2)}\n`;
  return {
    organizations: [
      {
        name: 'Counted',
        readOnlyKey: 'org_ro_counted_0001',
        readWriteKey: 'org_rw_counted_0001',
        privateKey: 'org_pk_counted_0001',
        projects: [
          {
            name: 'Counted',
            privateApiToken: 'proj_rw_counted_0001',
            publicApiToken: 'proj_ro_counted_0001',
            sourceLocale: 'en',
            targetLocales: LOCALES,
            files: Array.from({ length: MASTERS }, (_, master) => ({
              name: `locales/en/f${master}.json`,
              content: file('en', master),
              targets: Object.fromEntries(LOCALES.map((locale) => [locale, file(locale, master)])),
            })),
          },
        ],
      },
    ],
  };
}

interface Work {
  read: number;
  hashed: number;
  parsedFiles: number;
  parses: number;
  requests: number;
}

/** The run's one work line from its debug log. */
function workOf(result: ActionRun): Work {
  const match =
    /::debug::Work: read (\d+) files \(\d+ bytes\), hashed (\d+) files \(\d+ bytes\), parsed (\d+) files \((\d+) parses\), sent (\d+) requests/.exec(
      result.stdout,
    );
  if (match === null) throw new Error(`no work line in the log:\n${result.stdout}`);
  const [read, hashed, parsedFiles, parses, requests] = match.slice(1).map(Number);
  return {
    read: read ?? NaN,
    hashed: hashed ?? NaN,
    parsedFiles: parsedFiles ?? NaN,
    parses: parses ?? NaN,
    requests: requests ?? NaN,
  };
}

describe('R73: a run does work in proportion to what changed (slow: 200 targets, five runs of the action)', () => {
  let scenario: Scenario;
  const inputs = { command: 'pull', 'auto-merge': 'squash', 'locale-min-completion': 'default: 50' };
  const run = async () => {
    const result = await scenario.run({ event: 'schedule', inputs, env: { RUNNER_DEBUG: '1' } });
    expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
    return result;
  };
  /** The team merges the pull request (a fast-forward), and the test's clone of main follows. */
  const mergeBranch = async () => {
    await scenario.repo.origin(['update-ref', 'refs/heads/main', `refs/heads/${BRANCH}`]);
    const pull = scenario.github.pulls.find((candidate) => candidate.state === 'open');
    if (pull !== undefined) Object.assign(pull, { state: 'closed', mergedAt: new Date().toISOString() });
    await scenario.repo.git(['fetch', '--quiet', scenario.repo.originDir, 'main']);
    await scenario.repo.git(['reset', '--quiet', '--hard', 'FETCH_HEAD']);
  };
  const refs = () => scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);

  beforeAll(async () => {
    scenario = await createScenario({ seed: manyTargetsSeed(), github: { allowAutoMerge: true } });
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    '1. the first pull that brings a translation checks every target, and its pull request brings what it learned',
    async () => {
      await translateOnService(scenario.client, 'title3', 'aa', 'aa new title 3');
      const result = await run();
      expect(result.outputs['downloaded-files']).toBe('locales/aa/f3.json');
      const files = await scenario.repo.origin(['diff', '--name-only', 'main', BRANCH]);
      expect(files.trim().split('\n')).toEqual(['.wti-pulled.json', 'locales/aa/f3.json']);
      expect(JSON.parse(result.outputs['completion'] ?? '')).toEqual(
        Object.fromEntries(LOCALES.map((locale) => [locale, 100])),
      );
      await mergeBranch();
    },
    STEP_TIMEOUT,
  );

  it(
    '2. a no-op reads no target file, parses nothing and sends one request; it changes nothing',
    async () => {
      const before = await refs();
      const result = await run();
      const work = workOf(result);
      // Every target and master hashed, as sha1sum would; whole, only the pulled record is read.
      expect(work).toMatchObject({ read: 1, parsedFiles: 0, parses: 0, requests: 1 });
      expect(work.hashed).toBe(MASTERS * LOCALES.length + MASTERS);
      expect(result.outputs['pull-request-operation']).toBe('none');
      expect(JSON.parse(result.outputs['completion'] ?? '')).toEqual(
        Object.fromEntries(LOCALES.map((locale) => [locale, 100])),
      );
      expect(await refs()).toBe(before);
    },
    STEP_TIMEOUT,
  );

  it(
    '3. one changed text parses that target and its master, and nothing else',
    async () => {
      await translateOnService(scenario.client, 'title5', 'bb', 'bb new title 5');
      const result = await run();
      expect(result.outputs['downloaded-files']).toBe('locales/bb/f5.json');
      const work = workOf(result);
      expect(work.parsedFiles).toBe(2);
      // The record, the copy the download replaces and the master.
      expect(work.read).toBe(3);
      expect(work.requests).toBeLessThanOrEqual(3);
      expect(scenario.github.pulls.at(-1)?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      await mergeBranch();
    },
    STEP_TIMEOUT,
  );

  it(
    "4. a person's edit of a target on main, which the pull does not download, is checked again and named",
    async () => {
      // The service has the edit too (a translator made the same change there), so the file on
      // main is the service's: nothing to download, and only the hash says it changed.
      await translateOnService(scenario.client, 'greeting7', 'cc', 'cc hello 7');
      const listed = await scenario.client.projects.show();
      const target = listed.projectFiles.find((file) => file.name === 'locales/cc/f7.json');
      const served = await scenario.client.files.show({
        masterFileId: target?.masterProjectFileId ?? 0,
        locale: 'cc',
      });
      if (served.status !== 'ok') throw new Error('the service has no locales/cc/f7.json');
      await scenario.pushCommit('Drop the name from a greeting', {
        'locales/cc/f7.json': Buffer.from(served.body).toString('utf8'),
      });
      const result = await run();
      expect(result.outputs['downloaded-files']).toBe('');
      expect(result.stdout).toMatch(
        /::warning title=Placeholder mismatch,file=locales\/cc\/f7\.json,line=\d+::.*"greeting7" lacks/,
      );
      const work = workOf(result);
      expect(work.parsedFiles).toBe(2);
      expect(work.requests).toBe(1);
    },
    STEP_TIMEOUT,
  );
});
