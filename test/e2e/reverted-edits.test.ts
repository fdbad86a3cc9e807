import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit, type FileTree } from '../helpers/git-repo.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * Never revert a person's edit silently (issue 34): a translation changed on the base after the
 * service last changed its file, which the pull would put back to the service's older text, is
 * warned about and listed in the pull request with both texts. `node dist/index.js` against the
 * emulator, the GitHub fake (git over HTTP) and real git, each run in a checkout as
 * actions/checkout makes it: one commit deep, or with fetch-depth: 0.
 */

const FR = 'config/locales/fr.yml';
const HEADING = '### Repository edits this pull request changes back';
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** Minutes from now as git's date: commit dates are seconds, so the order must not hang on a tie. */
const minutesFromNow = (minutes: number) => `@${Math.floor(Date.now() / 1000) + minutes * 60} +0000`;

/** Commits `files` on main as `who`, dated `date`, and pushes to the bare origin. */
function commitOnMain(
  current: Scenario,
  message: string,
  files: FileTree,
  options: { date: string; name?: string; email?: string },
): Promise<{ before: string; after: string }> {
  return current.pushCommit(message, files, {
    GIT_AUTHOR_DATE: options.date,
    GIT_COMMITTER_DATE: options.date,
    ...(options.name === undefined
      ? {}
      : { GIT_AUTHOR_NAME: options.name, GIT_COMMITTER_NAME: options.name }),
    ...(options.email === undefined
      ? {}
      : { GIT_AUTHOR_EMAIL: options.email, GIT_COMMITTER_EMAIL: options.email }),
  });
}

/** A scheduled run in a fresh checkout as actions/checkout makes it, `fetchDepth` 1 by default. */
async function scheduledRun(current: Scenario, fetchDepth = 1) {
  const { dir } = await current.checkout({ fetchDepth });
  const shallow = (await runGit(dir, ['rev-parse', '--is-shallow-repository'])).trim();
  expect(shallow).toBe(fetchDepth === 0 ? 'false' : 'true');
  return current.run({ event: 'schedule', workspace: dir });
}

const warningsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::warning'));

/**
 * The service changes `nav.home` (now), then a person changes `hello` on main two minutes later,
 * then (optionally) an unrelated commit lands on top: the pull brings the new `nav.home` and
 * would put the service's older `hello` back.
 */
async function personEditsAfterService(current: Scenario, unrelatedOnTop: boolean) {
  await translateOnService(current.client, 'nav.home', 'fr', "Page d'accueil");
  const fr = await readFile(path.join(current.repo.dir, FR), 'utf8');
  await commitOnMain(
    current,
    'Say hello less formally',
    { [FR]: fr.replace(/hello: .*/, 'hello: Salut') },
    { date: minutesFromNow(2), name: 'Ada Lovelace', email: 'ada@example.com' },
  );
  if (unrelatedOnTop)
    await commitOnMain(
      current,
      'Unrelated',
      { 'README.md': '# Acme Web, again\n' },
      { date: minutesFromNow(3) },
    );
}

describe("a person's edit of a translation on the base", () => {
  it.each([
    ['a checkout with fetch-depth: 0', 0],
    ['a checkout one commit deep, the edit below an unrelated commit', 1],
  ] as const)(
    'in %s: warns, names file and key, and the pull request lists both texts',
    async (_name, fetchDepth) => {
      scenario = await createScenario({ translator: false, gitOverHttp: true });
      await personEditsAfterService(scenario, fetchDepth === 1);
      const result = await scheduledRun(scenario, fetchDepth);
      expect(result.exitCode, result.stdout).toBe(0);
      const warnings = warningsOf(result.stdout).filter((line) => line.includes(FR));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("puts the service's older text back");
      expect(warnings[0]).toContain('for hello.');
      expect(warnings[0]).toContain('Ada Lovelace');
      expect(warnings[0]).not.toContain('nav.home');
      const body = scenario.github.pulls[0]?.body ?? '';
      expect(body).toContain(HEADING);
      expect(body).toContain('| `config/locales/fr.yml` | `hello` | `Salut` | `Bonjour` |');
      // The translator's change is an ordinary one: not listed as a reverted edit.
      expect(body.slice(body.indexOf(HEADING)).split('\n### ')[0]).not.toContain('nav.home');
      // The pull request still brings the service's text: the warning informs, it decides nothing.
      expect(await scenario.repo.origin(['show', `translation-sync:${FR}`])).toMatch(
        /home: "?Page d'accueil/,
      );
    },
  );

  it('a checkout one commit deep whose only new commit is unrelated warns about nothing', async () => {
    scenario = await createScenario({ translator: false, gitOverHttp: true });
    await translateOnService(scenario.client, 'nav.home', 'fr', "Page d'accueil");
    await commitOnMain(
      scenario,
      'Unrelated',
      { 'README.md': '# Acme Web, again\n' },
      { date: minutesFromNow(2) },
    );
    const result = await scheduledRun(scenario);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(warningsOf(result.stdout)).toEqual([]);
    expect(scenario.github.pulls[0]?.body).not.toContain(HEADING);
  });

  it("the action's own commit, rebase-merged after the service changed again, is not a person's edit", async () => {
    scenario = await createScenario({ translator: false, gitOverHttp: true });
    await translateOnService(scenario.client, 'nav.home', 'fr', "Page d'accueil");
    expect((await scheduledRun(scenario)).exitCode).toBe(0);
    // The translator changes the text again; the pull request is rebase-merged two minutes later:
    // GitHub recreates the action's commit with itself as committer.
    await translateOnService(scenario.client, 'nav.home', 'fr', 'Accueil du site');
    const { repo } = scenario;
    await repo.git(['fetch', '--quiet', repo.originDir, 'translation-sync']);
    await repo.git(['cherry-pick', 'FETCH_HEAD'], {
      GIT_COMMITTER_NAME: 'GitHub',
      GIT_COMMITTER_EMAIL: 'noreply@github.com',
      GIT_COMMITTER_DATE: minutesFromNow(2),
    });
    await repo.git(['push', '--quiet', repo.originDir, 'main']);
    const result = await scheduledRun(scenario);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(warningsOf(result.stdout)).toEqual([]);
    const pull = scenario.github.pulls.find((candidate) => candidate.state === 'open');
    expect(pull?.body).not.toContain(HEADING);
    expect(await repo.origin(['show', `translation-sync:${FR}`])).toMatch(/home: "?Accueil du site/);
  });

  it('with upload-translations: true the push of the edit sends it to the service, and nothing is reverted', async () => {
    scenario = await createScenario({ translator: false, gitOverHttp: true });
    const fr = await readFile(path.join(scenario.repo.dir, FR), 'utf8');
    const push = await commitOnMain(
      scenario,
      'Say hello less formally',
      { [FR]: fr.replace(/hello: .*/, 'hello: Salut') },
      { date: minutesFromNow(2), name: 'Ada Lovelace', email: 'ada@example.com' },
    );
    const pushed = await scenario.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true' },
    });
    expect(pushed.exitCode, pushed.stdout).toBe(0);
    expect(pushed.outputs['uploaded-files']).toBe(FR);
    expect(warningsOf(pushed.stdout)).toEqual([]);
    const project = await scenario.client.projects.show();
    const master = project.projectFiles.find((file) => file.name === 'config/locales/en.yml');
    const served = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
    expect(served.status === 'ok' ? served.body.toString() : '').toMatch(/hello: "?Salut/);
    // A translator's later change comes in; the person's text stays.
    await translateOnService(scenario.client, 'nav.home', 'fr', "Page d'accueil");
    const result = await scheduledRun(scenario);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(warningsOf(result.stdout)).toEqual([]);
    const branch = await scenario.repo.origin(['show', `translation-sync:${FR}`]);
    expect(branch).toMatch(/hello: "?Salut/);
    expect(branch).toMatch(/home: "?Page d'accueil/);
    expect(scenario.github.pulls.find((pull) => pull.state === 'open')?.body).not.toContain(HEADING);
  });
});
