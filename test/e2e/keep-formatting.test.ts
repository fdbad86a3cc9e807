import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * Issue 47, as a team that adopted the action runs it (`node dist/index.js` in a runner-like
 * checkout): the repository's French YAML is laid out by the team (comments, `---`, single quotes,
 * its own key order, a blank line), and holds what the service holds. The pull changes values,
 * not files: one translation changed on the service is one changed line in the pull request.
 */

const FR = 'config/locales/fr.yml';
const BRANCH = 'translation-sync';

const TEAM_FR = `# French strings of the web app, kept by the team.
---
fr:
  greeting: 'Bonjour, %{name} !' # the dashboard's heading
  hello: 'Bonjour'

  # Navigation
  nav:
    home: 'Accueil'
  inbox:
    messages:
      one: 'Vous avez %{count} nouveau message'
      other: 'Vous avez %{count} nouveaux messages'
`;

let scenario: Scenario;

beforeEach(async () => {
  scenario = await createScenario();
  await scenario.pushCommit('Lay out the French strings as the team likes them', { [FR]: TEAM_FR });
});

afterEach(async () => {
  await scenario.close();
});

const refs = () => scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);

/** The lines the translation branch changes in `file`, against main: `-old` and `+new`. */
async function changedLines(file: string): Promise<string[]> {
  const diff = await scenario.repo.origin(['diff', '--unified=0', 'main', BRANCH, '--', file]);
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

describe('keep-formatting (issue 47)', () => {
  it('the first pull after adoption, with equal content in another layout, opens no pull request; nor does the next', async () => {
    const before = await refs();
    for (const run of [1, 2]) {
      const result = await scenario.run({ event: 'schedule' });
      expect(result.exitCode, `run ${run}: ${result.stdout}`).toBe(0);
      expect(result.outputs['has-changes']).toBe('false');
      expect(result.outputs['pull-request-operation']).toBe('none');
      expect(await refs()).toBe(before);
    }
    expect(scenario.github.pulls).toEqual([]);
  });

  it("one translation changed on the service is that key's line in the pull request; then a no-op sync is one request", async () => {
    await translateOnService(scenario.client, 'hello', 'fr', 'Salut');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(await changedLines(FR)).toEqual(["-  hello: 'Bonjour'", "+  hello: 'Salut'"]);
    expect(await scenario.repo.origin(['show', `${BRANCH}:${FR}`])).toBe(
      TEAM_FR.replace("hello: 'Bonjour'", "hello: 'Salut'"),
    );
    // The one other file of the branch: the service version the kept file reflects.
    const files = await scenario.repo.origin(['diff', '--name-only', 'main', BRANCH]);
    expect(files.trim().split('\n')).toEqual(['.wti-pulled.json', FR]);

    // The team merges the pull request; the runs that follow find nothing to do.
    await scenario.repo.origin(['update-ref', 'refs/heads/main', `refs/heads/${BRANCH}`]);
    for (const run of [1, 2]) {
      scenario.emulator.log.length = 0;
      const again = await scenario.run({ event: 'schedule' });
      expect(again.exitCode, `run ${run}: ${again.stdout}`).toBe(0);
      expect(again.outputs['has-changes']).toBe('false');
      expect(scenario.emulator.log.map((entry) => entry.endpoint)).toEqual(['showProject']);
    }
  });

  it("keep-formatting: false writes the service's bytes, as before", async () => {
    await translateOnService(scenario.client, 'hello', 'fr', 'Salut');
    const result = await scenario.run({ event: 'schedule', inputs: { 'keep-formatting': 'false' } });
    expect(result.exitCode, result.stdout).toBe(0);
    const project = await scenario.client.projects.show();
    const target = project.projectFiles.find((file) => file.name === FR);
    const service = await scenario.client.files.show({
      masterFileId: target?.masterProjectFileId ?? 0,
      locale: 'fr',
    });
    expect(service.status).toBe('ok');
    expect(await scenario.repo.origin(['show', `${BRANCH}:${FR}`])).toBe(
      service.status === 'ok' ? Buffer.from(service.body).toString('utf8') : '',
    );
    const files = await scenario.repo.origin(['diff', '--name-only', 'main', BRANCH]);
    expect(files.trim().split('\n')).toEqual([FR]);
  });
});
