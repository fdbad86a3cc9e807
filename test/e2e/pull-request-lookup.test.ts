import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakePull } from '../helpers/github-fake.js';
import { createScenario, OWNER, REPO, type Scenario } from '../helpers/scenario.js';

/**
 * The pull request step of a run with nothing to bring (node dist/index.js): the pull's own hashing
 * tells git that the base has every file.
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
