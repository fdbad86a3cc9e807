import { readFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import type { FakePull } from '../helpers/github-fake.js';
import { addMasterKey, createScenario, OWNER, REPO, type Scenario } from '../helpers/scenario.js';

/**
 * The pull request step of a run with nothing to bring (node dist/index.js): the pull's own hashing
 * tells git that the base has every file, and the look for an open pull request, begun while the
 * service answered, is used when it is recent and asked again when it is not.
 */

const BRANCH = 'translation-sync';
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

function openPull(current: Scenario, number: number): FakePull {
  const pull: FakePull = {
    number,
    owner: OWNER,
    repo: REPO,
    state: 'open',
    title: 'Update translations',
    body: 'From an earlier run',
    draft: false,
    head: BRANCH,
    base: 'main',
    labels: [],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
  };
  current.github.pulls.push(pull);
  return pull;
}

const lookups = (current: Scenario): number =>
  current.github.requests.filter((request) => request.route === 'GET /repos/{owner}/{repo}/pulls').length;

describe('a run whose base already has every translation', () => {
  it('builds no index, asks GitHub once and closes the pull request left open', async () => {
    // In a project folder: the pull's paths become repository paths before git compares them.
    scenario = await createScenario({ prefix: 'apps/web' });
    const stale = openPull(scenario, 3);
    const trace = path.join(scenario.runnerTemp, 'git-trace');

    const result = await scenario.run({
      event: 'schedule',
      inputs: { 'working-directory': 'apps/web' },
      env: { GIT_TRACE: trace },
      checkout: true,
    });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('The translations on main are already up to date; nothing to push.');
    expect(await readFile(trace, 'utf8')).not.toMatch(/\bgit (update-index|read-tree|write-tree)\b/);
    expect(result.outputs['has-changes']).toBe('false');
    expect(result.outputs['pull-request-operation']).toBe('closed');
    expect(stale.state).toBe('closed');
    expect(lookups(scenario)).toBe(1);
  });
});

describe('the look for an open pull request, begun before the pull', () => {
  it('is done again after a long import wait (slow: a 5 s import, so that the first lookup is stale): a pull request closed meanwhile is not updated', async () => {
    // The lookup's answer is over 5 s old by the time the branch is pushed.
    scenario = await createScenario({ importDurations: { queuedMs: 100, processingMs: 5_200 } });
    const current = scenario;
    const closedMeanwhile = openPull(current, 3);
    const push = await addMasterKey(current, 'farewell', 'Bye');

    const running = current.run({ event: 'push', payload: push, checkout: true });
    // Closed once the run has looked it up and is waiting for the import.
    const waiting = () =>
      lookups(current) > 0 && current.emulator.log.some((entry) => entry.endpoint === 'updateFile');
    while (!waiting()) await sleep(20);
    expect(lookups(current)).toBe(1);
    closedMeanwhile.state = 'closed';
    const teammate = await current.repo.clone('teammate');
    const newBase = await teammate.commitAll('Meanwhile on main', { 'docs/notes.md': 'Notes\n' });
    await teammate.git(['push', '--quiet', 'origin', 'main']);
    const result = await running;

    expect(result.exitCode).toBe(0);
    expect(lookups(current)).toBe(2);
    expect(result.outputs['pull-request-operation']).toBe('created');
    const created = current.github.pulls.find(
      (pull) => String(pull.number) === result.outputs['pull-request-number'],
    );
    expect(created).toMatchObject({ state: 'open', head: BRANCH });
    expect(created?.number).not.toBe(3);
    expect(closedMeanwhile).toMatchObject({ state: 'closed', body: 'From an earlier run' });
    expect(current.github.writes().some((request) => request.path.endsWith('/pulls/3'))).toBe(false);
    // And the branch starts from main as it is at the step, not as it was when the run began.
    expect((await current.repo.origin(['rev-parse', `${BRANCH}^`])).trim()).toBe(newBase);
  }, 30_000);
});

describe('the look for an open pull request, when its early try fails', () => {
  it('is done again in the step, and the run goes on', async () => {
    scenario = await createScenario();
    const open = openPull(scenario, 3);
    scenario.github.fail(
      'GET /repos/{owner}/{repo}/pulls',
      { status: 502, body: { message: 'Bad gateway' } },
      1,
    );

    const result = await scenario.run({ event: 'schedule', checkout: true });

    expect(result.exitCode).toBe(0);
    expect(lookups(scenario)).toBe(2);
    // The run found the open pull request after all: the base has every file, so it is closed.
    expect(result.outputs['pull-request-operation']).toBe('closed');
    expect(open.state).toBe('closed');
  });
});

/** A server that takes connections and never says a word, and the sockets it took. */
async function silentServer(): Promise<{ url: string; sockets: Socket[]; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    },
  };
}

/**
 * Runs the scenario on schedule with Show Project answered late, so that what is begun early is
 * on its way when the archive fails the pull (the checkout lacks its translations).
 */
async function runFailingPull(current: Scenario, env: Record<string, string>, workspace?: string) {
  current.emulator.faults.add({ endpoint: 'showProject', action: { kind: 'delay', ms: 500 } });
  current.emulator.faults.add({
    endpoint: 'zipFile',
    action: { kind: 'archive', archive: 'traversal-dotdot' },
  });
  return workspace === undefined
    ? current.run({ event: 'schedule', env, checkout: true })
    : current.run({ event: 'schedule', env, workspace });
}

describe('a run that fails before its pull request step', () => {
  it('ends at once, though GitHub never answers the look begun early', async () => {
    scenario = await createScenario({ files: 'masters' });
    const silent = await silentServer();
    try {
      const result = await runFailingPull(scenario, { GITHUB_API_URL: silent.url });

      expect(result.exitCode).toBe(1);
      expect(result.stdout).toMatch(/::error::/);
      expect(silent.sockets.length).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  }, 20_000);

  it('ends at once, though the remote never answers the ls-remote begun early', async () => {
    scenario = await createScenario({ files: 'masters' });
    // origin never answers: git's remote helper waits on it, and keeps the pipes it shares with
    // the action open, however the action gives up on it.
    const silent = await silentServer();
    const { dir } = await scenario.checkout();
    await runGit(dir, ['remote', 'set-url', 'origin', `${silent.url}/${OWNER}/${REPO}.git`]);
    try {
      const result = await runFailingPull(scenario, { GITHUB_SERVER_URL: silent.url }, dir);

      expect(result.exitCode).toBe(1);
      expect(result.stdout).toMatch(/::error::/);
      // The ls-remote was on its way when the pull failed.
      expect(silent.sockets.length).toBeGreaterThan(0);
    } finally {
      await silent.close();
    }
  }, 20_000);
});
