import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import { createPullRefs } from '../helpers/runner-checkout.js';
import {
  addMasterKey,
  createScenario,
  DEFAULT_MASTER as MASTER,
  mergeCheckout,
  pullRequestPayload,
  type Scenario,
} from '../helpers/scenario.js';

/**
 * The action against GitHub as it behaves (the validating fake): what GITHUB_TOKEN may not do,
 * the events `auto` must leave alone, private repositories without persisted credentials.
 */

const ZERO = '0'.repeat(40);
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

async function world(current: Scenario) {
  return {
    refs: await current.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']),
    github: current.github.requests.length,
    service: current.emulator.log.length,
  };
}

describe('events that auto leaves alone (node dist/index.js)', () => {
  it('a tag push under auto changes nothing and says why', async () => {
    scenario = await createScenario();
    const { after } = await addMasterKey(scenario, 'farewell', 'Bye');
    await scenario.repo.git(['tag', 'v1.0', after]);
    await scenario.repo.git(['push', '--quiet', scenario.repo.originDir, 'v1.0']);
    const before = await world(scenario);

    const result = await scenario.run({
      event: 'push',
      payload: { ref: 'refs/tags/v1.0', before: ZERO, after, created: true, deleted: false },
      env: { GITHUB_REF: 'refs/tags/v1.0' },
    });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/::notice::This push is of tag v1\.0: tags bring no new strings/);
    expect(await world(scenario)).toEqual(before);
    expect(result.outputs['pull-request-operation']).toBe('none');
  });

  it('the deletion of a branch under auto changes nothing', async () => {
    scenario = await createScenario();
    const head = (await scenario.repo.git(['rev-parse', 'HEAD'])).trim();
    const before = await world(scenario);

    const result = await scenario.run({
      event: 'push',
      payload: { ref: 'refs/heads/feature', before: head, after: ZERO, deleted: true },
    });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/::notice::This push deleted branch feature/);
    expect(await world(scenario)).toEqual(before);
  });
});

describe('GitHub as GITHUB_TOKEN meets it (node dist/index.js)', () => {
  it('requests the valid reviewer beside the author, and a label it may not create is only a warning (slow: two runs)', async () => {
    scenario = await createScenario();
    const push = await addMasterKey(scenario, 'farewell', 'Bye');

    const result = await scenario.run({
      event: 'push',
      payload: push,
      inputs: { labels: 'translations', reviewers: 'github-actions[bot],hubot' },
    });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(scenario.github.pulls[0]).toMatchObject({ reviewers: ['hubot'], labels: [] });
    expect(result.stdout).toMatch(
      /::warning::Could not label pull request #1 with translations \(403.*issues: write/,
    );
    expect(result.stdout).not.toContain('::error::');

    // With the label created in the meantime, a rerun (branch unchanged) applies it.
    scenario.github.labels.add('translations');
    const rerun = await scenario.run({ event: 'push', payload: push, inputs: { labels: 'translations' } });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['pull-request-operation']).toBe('none');
    expect(scenario.github.pulls[0]?.labels).toEqual(['translations']);
  });

  it('sign-commits: true makes the translation commit through the API, so GitHub signs it (slow: blob, tree, commit and ref writes)', async () => {
    scenario = await createScenario();
    const push = await addMasterKey(scenario, 'farewell', 'Bye');

    const result = await scenario.run({ event: 'push', payload: push, inputs: { 'sign-commits': 'true' } });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    const head = (await scenario.repo.origin(['rev-parse', 'translation-sync'])).trim();
    expect(result.outputs['pull-request-head-sha']).toBe(head);
    expect(scenario.github.apiCommits.has(head)).toBe(true);
    expect((await scenario.repo.origin(['log', '-1', '--format=%cn|%B', head])).trim()).toBe(
      'GitHub|Update translations\n\nTranslation-Sync: managed',
    );
    const fr = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(fr).toContain('farewell: "[fr] Bye"');
  });

  it('fetches the push range with the github-token when the checkout kept no credentials', async () => {
    scenario = await createScenario({ gitOverHttp: true });
    const push = await addMasterKey(scenario, 'farewell', 'Bye');
    // actions/checkout with persist-credentials: false: one commit deep, so `before` is not there,
    // and origin answers 401 without the token.
    const { dir: workspace } = await scenario.checkout({ persistCredentials: false });
    expect(await runGit(workspace, ['rev-parse', '--is-shallow-repository'])).toBe('true\n');
    expect(await runGit(workspace, ['config', '--get-regexp', 'extraheader']).catch(() => '')).toBe('');

    const result = await scenario.run({ event: 'push', payload: push, workspace });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toContain('The push range is unknown');
    expect(result.outputs['uploaded-files']).toBe(MASTER);
    expect(result.outputs['pull-request-operation']).toBe('created');
  });
});

describe('the pull request check (node dist/index.js)', () => {
  it('compares from the merge base, so keys the base gained since are not shown as removed', async () => {
    scenario = await createScenario();
    const { repo } = scenario;
    const master = await readFile(path.join(repo.dir, MASTER), 'utf8');
    const forkPoint = (await repo.git(['rev-parse', 'HEAD'])).trim();
    await repo.git(['checkout', '--quiet', '-b', 'feature']);
    const head = await repo.commitAll('Add a farewell', { [MASTER]: `${master}  farewell: "See you"\n` });
    await repo.git(['checkout', '--quiet', 'main']);
    // The base moves on after the branch left it: it gains a key the pull request never saw.
    const { after: base } = await scenario.pushCommit('Add extra', {
      // At the top, away from the branch's change, so GitHub can make the pull request's test merge.
      [MASTER]: master.replace('en:\n', 'en:\n  extra: "More"\n'),
    });
    expect(base).not.toBe(forkPoint);
    await createPullRefs({
      originDir: repo.originDir,
      source: repo.dir,
      number: 7,
      baseSha: base,
      headSha: head,
    });

    const result = await scenario.run({
      event: 'pull_request',
      payload: pullRequestPayload({ baseSha: base, headSha: head, headRepo: 'contributor/web' }),
      inputs: { 'project-token': '', 'source-files': MASTER },
      checkout: mergeCheckout(),
    });

    expect(result.exitCode).toBe(0);
    expect(result.summary).toContain('- Added (1): `farewell`');
    expect(result.summary).not.toContain('extra');
  });
});
