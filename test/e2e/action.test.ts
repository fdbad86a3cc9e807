import { afterEach, describe, expect, it } from 'vitest';
import {
  addMasterKey,
  createScenario,
  DEFAULT_MASTER as MASTER,
  type Scenario,
} from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/**
 * What git fetches into a checkout one commit deep to read a push's range (objects, the deepened
 * shallow boundary, FETCH_HEAD) is a cache the user never sees: refs, the index and every file count.
 */
const FETCHED = /^\.git\/(objects\/|FETCH_HEAD$|shallow$)/;

/** Everything that can change outside the process: the workspace, origin's refs, GitHub, the service. */
async function worldState(current: Scenario, workspace: string) {
  const tree = Object.entries(await snapshotTree(workspace)).filter(([name]) => !FETCHED.test(name));
  return {
    workspace: Object.fromEntries(tree),
    refs: await current.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']),
    githubWrites: current.github.writes().length,
    serviceWrites: current.emulator.log.filter((entry) => entry.method !== 'GET').length,
  };
}

describe('the action end to end (node dist/index.js)', () => {
  it('push: uploads the changed master, waits, pulls and opens one pull request', async () => {
    scenario = await createScenario();
    const push = await addMasterKey(scenario, 'farewell', 'See you soon, %{name}');
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['uploaded-files']).toBe(MASTER);
    expect(result.outputs['has-changes']).toBe('true');
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(result.outputs['pull-request-number']).toBe('1');
    expect(result.outputs['changed-locales']).toBe('de,fr,pt-BR,zh-Hant-TW');
    // The new key arrives translated (by the emulator's translator) on the translation branch.
    const fr = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(fr).toContain('farewell: "[fr] See you soon, %{name}"');
    const log = await scenario.repo.origin(['log', '--format=%an|%s', 'main..translation-sync']);
    expect(log.trim()).toBe('github-actions[bot]|Update translations');
    expect(scenario.github.pulls[0]?.body).toContain('| fr |');
    // Written for the reviewer: the keys with their text, where to fix a translation, no codes.
    const body = scenario.github.pulls[0]?.body ?? '';
    expect(body).toContain('- added `farewell`: `[fr] See you soon, %{name}`');
    expect(body).toContain('change it on the translation service');
    for (const text of [body, result.summary]) {
      expect(text).not.toMatch(/\bR\d{1,2}\b/);
      expect(text).not.toMatch(/changed-in-push|differs-from-service|missing-locally|not-fresh|\b1 files\b/);
    }
    expect(result.summary).toContain('| `config/locales/en.yml` | changed in this push |');
    expect(result.stdout).toMatch(/The service imported 1 file in/);
  });

  it('a rerun with the same translations changes nothing and reports "none"', async () => {
    scenario = await createScenario();
    const push = await addMasterKey(scenario, 'farewell', 'Bye');
    expect((await scenario.run({ event: 'push', payload: push })).exitCode).toBe(0);
    // A rerun is a new job: a fresh checkout of the same commit.
    const { dir: workspace } = await scenario.checkout();
    const before = await worldState(scenario, workspace);
    const rerun = await scenario.run({ event: 'push', payload: push, workspace });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['uploaded-files']).toBe('');
    expect(rerun.outputs['pull-request-operation']).toBe('none');
    expect(rerun.outputs['pull-request-number']).toBe('1');
    const after = await worldState(scenario, workspace);
    expect(after.refs).toBe(before.refs);
    expect(after.githubWrites).toBe(before.githubWrites);
    expect(after.serviceWrites).toBe(before.serviceWrites);
  });

  it('schedule: pulls only, and opens the pull request with the new translation', async () => {
    scenario = await createScenario();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    scenario.emulator.log.length = 0;
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['uploaded-files']).toBe('');
    expect(result.outputs['downloaded-files']).toBe('config/locales/fr.yml');
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(scenario.emulator.log.some((entry) => entry.endpoint === 'updateFile')).toBe(false);
    expect(scenario.github.pulls[0]?.body).toMatch(/\| fr \| 1 \| 0 \| 0 \|/);
  });

  it('dry-run: prints the plan and changes nothing anywhere', async () => {
    scenario = await createScenario({ files: 'masters' });
    const push = await addMasterKey(scenario, 'dry', 'Dry run');
    const { dir: workspace } = await scenario.checkout();
    const before = await worldState(scenario, workspace);
    const result = await scenario.run({
      event: 'push',
      payload: push,
      inputs: { 'dry-run': 'true' },
      workspace,
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`Would upload ${MASTER} (changed in this push)`);
    expect(result.summary).toContain('dry-run: nothing was changed');
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(await worldState(scenario, workspace)).toEqual(before);
  });

  it('fails with a clear message and a non-zero exit when the token is rejected', async () => {
    scenario = await createScenario();
    const result = await scenario.run({ event: 'schedule', inputs: { 'project-token': 'not-a-real-token' } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/::error::.*project token was rejected/);
    // The client's message names no input; the action adds which one to fix.
    expect(result.stdout).toMatch(/::error::.*Check the project-token input/);
    expect(result.outputs['has-changes']).toBe('false');
    expect(result.outputs['pull-request-operation']).toBe('none');
  });

  it('ends with a notice, not a silent success, on an event it does not handle', async () => {
    scenario = await createScenario();
    const result = await scenario.run({ event: 'release' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/::notice::translation-sync has nothing to do on "release" events/);
    expect(result.outputs['pull-request-operation']).toBe('none');
  });
});

describe('R15: the token never shows, over a whole run', () => {
  it('is absent from stdout, stderr, the summary, outputs, the PR body and commit messages (slow: a second run retries a failing service until it gives up)', async () => {
    const token = 'tok/en+with space%&?=#';
    scenario = await createScenario({ projectToken: token });
    const push = await addMasterKey(scenario, 'secret', 'Secret');
    const ok = await scenario.run({ event: 'push', payload: push });
    expect(ok.exitCode).toBe(0);
    scenario.emulator.faults.add({
      endpoint: 'showProject',
      times: Infinity,
      action: { kind: 'status', status: 500 },
    });
    const failed = await scenario.run({ event: 'schedule' });
    expect(failed.exitCode).toBe(1);
    const commits = await scenario.repo.origin(['log', '--all', '--format=%B']);
    const forms = [token, encodeURIComponent(token), encodeURI(token)];
    for (const run of [ok, failed]) {
      const shown = run.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      const texts = [shown, run.stderr, run.summary, JSON.stringify(run.outputs)];
      for (const text of texts) for (const form of forms) expect(text).not.toContain(form);
    }
    for (const form of forms) {
      expect(JSON.stringify(scenario.github.pulls)).not.toContain(form);
      expect(commits).not.toContain(form);
    }
    // And the runner was told to mask every form the token takes in a URL.
    expect(ok.stdout).toContain(`::add-mask::${encodeURIComponent(token).replace(/%/g, '%25')}`);
  });
});
