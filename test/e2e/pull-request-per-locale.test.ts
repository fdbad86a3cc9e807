import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * `pull-request-per: locale` through `node dist/index.js`, run after run in fresh runner
 * checkouts against the emulator and the GitHub fake (whose git over HTTP is the origin): one
 * download becomes one pull request per locale, each with its files, title and reviewers; a rerun
 * touches only the locale that changed; a locale whose files reach the base closes its pull
 * request and deletes its branch. The steps build on each other, in order. Slow: GitHub asks for
 * a second between writes, and the first run makes about a dozen of them.
 */

const STEP_TIMEOUT = 120_000;
const BRANCH = 'translation-sync';
const LOCALES = ['de', 'fr', 'pt-BR', 'zh-Hant-TW'];
const INPUTS = {
  'pull-request-per': 'locale',
  'delete-branch': 'true',
  reviewers: 'lead',
  'locale-reviewers': 'fr: alice, acme/french\nde: bob\npt_BR: @carla',
};

interface PullRequestOutput {
  number: number | null;
  url: string | null;
  branch: string;
  operation: string;
  locales: string[];
  projects: string[];
}

let scenario: Scenario;
beforeAll(async () => {
  // The repository has the masters only: the first run brings every locale's files.
  scenario = await createScenario({ files: 'masters', gitOverHttp: true, github: { login: 'release-bot' } });
}, STEP_TIMEOUT);
afterAll(async () => scenario?.close());

function run(): Promise<ActionRun> {
  return scenario.run({ event: 'schedule', inputs: INPUTS, checkout: true });
}

function pullRequests(result: ActionRun): PullRequestOutput[] {
  expect(result.exitCode, result.stdout).toBe(0);
  return JSON.parse(result.outputs['pull-requests'] ?? '') as PullRequestOutput[];
}

/** The files a branch changes against main on the origin. */
async function filesOf(branch: string): Promise<string[]> {
  const names = await runGit(scenario.repo.originDir, ['diff', '--name-only', 'main', branch]);
  return names.split('\n').filter((name) => name !== '');
}

async function headOf(branch: string): Promise<string | undefined> {
  const sha = await runGit(scenario.repo.originDir, [
    'for-each-ref',
    '--format=%(objectname)',
    `refs/heads/${branch}`,
  ]);
  return sha.trim() || undefined;
}

const pullOn = (branch: string) => scenario.github.pulls.find((pull) => pull.head === branch);

describe('pull-request-per: locale (slow: four pull requests, a dozen writes each)', () => {
  it(
    '1. one download opens four pull requests, each with its locale’s files, title and reviewers',
    async () => {
      const result = await run();
      const described = pullRequests(result);
      expect(described.map((pr) => [pr.branch, pr.operation, pr.locales, pr.projects])).toEqual(
        LOCALES.map((locale) => [`${BRANCH}/${locale}`, 'created', [locale], ['']]),
      );
      expect(scenario.github.pulls.filter((pull) => pull.state === 'open')).toHaveLength(4);
      for (const locale of LOCALES) {
        const branch = `${BRANCH}/${locale}`;
        const files = await filesOf(branch);
        expect(files.length, branch).toBeGreaterThan(0);
        // Every file of the branch is one of the locale's: its name carries the locale code.
        for (const file of files) expect(file, branch).toContain(locale);
        const pull = pullOn(branch);
        expect(pull?.title).toBe(`Update translations (${locale})`);
        expect(pull?.base).toBe('main');
        const output = described.find((pr) => pr.branch === branch);
        expect(output?.number).toBe(pull?.number);
      }
      // The files of all four are every target the service has, each on exactly one branch.
      const all = (await Promise.all(LOCALES.map((locale) => filesOf(`${BRANCH}/${locale}`)))).flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(8);
      expect(pullOn(`${BRANCH}/fr`)).toMatchObject({
        reviewers: ['lead', 'alice'],
        teamReviewers: ['french'],
      });
      expect(pullOn(`${BRANCH}/de`)).toMatchObject({ reviewers: ['lead', 'bob'], teamReviewers: [] });
      expect(pullOn(`${BRANCH}/pt-BR`)).toMatchObject({ reviewers: ['lead', 'carla'], teamReviewers: [] });
      expect(pullOn(`${BRANCH}/zh-Hant-TW`)).toMatchObject({ reviewers: ['lead'], teamReviewers: [] });
      // The single-value outputs describe the first pull request, by branch name.
      expect(result.outputs['pull-request-branch']).toBe(`${BRANCH}/de`);
      expect(result.outputs['pull-request-number']).toBe(String(pullOn(`${BRANCH}/de`)?.number));
      expect(result.outputs['pull-request-operation']).toBe('created');
      expect(result.summary).toContain('### Pull requests');
    },
    STEP_TIMEOUT,
  );

  it(
    '2. a rerun with one locale changed on the service updates only that pull request',
    async () => {
      const heads = new Map(
        await Promise.all(
          LOCALES.map(async (locale) => [locale, await headOf(`${BRANCH}/${locale}`)] as const),
        ),
      );
      await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
      const before = scenario.github.requests.length;
      const result = await run();
      const described = pullRequests(result);
      expect(described.map((pr) => [pr.branch, pr.operation])).toEqual(
        LOCALES.map((locale) => [`${BRANCH}/${locale}`, locale === 'fr' ? 'updated' : 'none']),
      );
      for (const locale of LOCALES) {
        const head = await headOf(`${BRANCH}/${locale}`);
        if (locale === 'fr') expect(head).not.toBe(heads.get(locale));
        else expect(head, locale).toBe(heads.get(locale));
      }
      // GitHub saw writes for the French pull request only.
      const fr = pullOn(`${BRANCH}/fr`)?.number;
      const writes = scenario.github.requests
        .slice(before)
        .filter((request) => request.method !== 'GET' && request.route !== 'POST /graphql');
      expect(writes.length).toBeGreaterThan(0);
      for (const write of writes)
        expect(write.path, write.route).toMatch(new RegExp(`/(pulls|issues)/${fr}(/|$)`));
      expect(await runGit(scenario.repo.originDir, ['show', `${BRANCH}/fr:config/locales/fr.yml`])).toContain(
        'settings: Paramètres',
      );
    },
    STEP_TIMEOUT,
  );

  it(
    '3. a locale whose files reach the base closes its pull request and deletes its branch',
    async () => {
      // Someone brings the German files to main by hand, exactly as the branch has them.
      const branch = `${BRANCH}/de`;
      const files: Record<string, string> = {};
      for (const file of await filesOf(branch))
        files[file] = await runGit(scenario.repo.originDir, ['show', `${branch}:${file}`]);
      // No run pushes to main: the scenario's clone is still at its head.
      await scenario.pushCommit('German translations by hand', files);

      const result = await run();
      const described = pullRequests(result);
      expect(described.find((pr) => pr.branch === branch)?.operation).toBe('closed');
      // The others are rebuilt on the new main, as the one branch of a run always is, and keep their files.
      expect(described.map((pr) => pr.operation)).toEqual(['closed', 'updated', 'updated', 'updated']);
      for (const locale of LOCALES.filter((other) => other !== 'de'))
        for (const file of await filesOf(`${BRANCH}/${locale}`)) expect(file).toContain(locale);
      expect(pullOn(branch)?.state).toBe('closed');
      expect(await headOf(branch)).toBeUndefined();
      expect(scenario.github.pulls.filter((pull) => pull.state === 'open').map((pull) => pull.head)).toEqual(
        LOCALES.filter((locale) => locale !== 'de').map((locale) => `${BRANCH}/${locale}`),
      );
      expect(scenario.github.violations).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});

describe('pull-request-per: project, in a project folder', () => {
  it(
    'opens one pull request on <branch>/<folder, slashes as dashes> that asks every locale’s reviewers',
    async () => {
      const inFolder = await createScenario({
        prefix: 'apps/web',
        files: 'masters',
        gitOverHttp: true,
        github: { login: 'release-bot' },
      });
      try {
        const result = await inFolder.run({
          event: 'schedule',
          inputs: {
            'working-directory': 'apps/web',
            'pull-request-per': 'project',
            'locale-reviewers': 'fr: alice\nde: bob, acme/german',
          },
          checkout: true,
        });
        expect(JSON.parse(result.outputs['pull-requests'] ?? '')).toEqual([
          {
            number: 1,
            url: expect.stringContaining('/pull/1') as string,
            branch: `${BRANCH}/apps-web`,
            operation: 'created',
            locales: ['de', 'fr', 'pt-BR', 'zh-Hant-TW'],
            projects: ['apps/web'],
          },
        ]);
        expect(inFolder.github.pulls).toMatchObject([
          {
            head: `${BRANCH}/apps-web`,
            title: 'Update translations (apps/web)',
            // The locales' reviewers in the order of their locales: de, then fr.
            reviewers: ['bob', 'alice'],
            teamReviewers: ['german'],
          },
        ]);
        const files = await runGit(inFolder.repo.originDir, [
          'diff',
          '--name-only',
          'main',
          `${BRANCH}/apps-web`,
        ]);
        // Every target, and the project's record of what the checks found in them (issue 58).
        expect(files.split('\n').filter((file) => file !== '')).toHaveLength(9);
      } finally {
        await inFolder.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe('switching from one pull request to one per locale', () => {
  it(
    'stops before any push while the run’s own branch is still there, and says what to do',
    async () => {
      const switching = await createScenario({ files: 'masters', gitOverHttp: true });
      try {
        const first = await switching.run({ event: 'schedule', checkout: true });
        expect(first.outputs['pull-request-operation'], first.stdout).toBe('created');
        const heads = async () =>
          (
            await runGit(switching.repo.originDir, ['for-each-ref', '--format=%(refname)', 'refs/heads/'])
          ).trim();
        const before = await heads();

        const split = await switching.run({
          event: 'schedule',
          inputs: { 'pull-request-per': 'locale' },
          checkout: true,
        });

        expect(split.exitCode).toBe(1);
        expect(split.stdout).toContain(
          `The branch ${BRANCH} exists, and git cannot keep the split pull requests' branches (${BRANCH}/…) beside it. Merge or close its pull request and delete the branch ${BRANCH}`,
        );
        expect(await heads()).toBe(before);
        expect(switching.github.pulls).toHaveLength(1);
      } finally {
        await switching.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe('switching from one pull request per locale back to one per run', () => {
  it(
    'stops before any push while the split branches are still there, and says what to do',
    async () => {
      const switching = await createScenario({ files: 'masters', gitOverHttp: true });
      try {
        // What a split run left: the branches of its pull requests (made here without them).
        for (const locale of ['de', 'fr'])
          await runGit(switching.repo.originDir, ['branch', `${BRANCH}/${locale}`, 'main']);
        const heads = async () =>
          (
            await runGit(switching.repo.originDir, ['for-each-ref', '--format=%(refname)', 'refs/heads/'])
          ).trim();
        const before = await heads();

        const run = await switching.run({ event: 'schedule', checkout: true });

        expect(run.exitCode).toBe(1);
        // The old code went on to the push, and git refused the ref with its own words.
        expect(run.stdout).toContain(
          `::error::The branches ${BRANCH}/de, ${BRANCH}/fr exist (from pull-request-per: locale or project), and git cannot keep the branch ${BRANCH} of one pull request per run beside them. Merge or close their pull requests and delete those branches, or set the branch input to another name`,
        );
        expect(run.stdout).not.toContain('cannot lock ref');
        expect(await heads()).toBe(before);
        expect(switching.github.pulls).toHaveLength(0);
        switching.github.assertNoViolations();
      } finally {
        await switching.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe('a split run that fails part way', () => {
  it(
    'lists in pull-requests the pull requests it handled before the failure',
    async () => {
      const failing = await createScenario({ files: 'masters', gitOverHttp: true });
      try {
        // A person's commit on the French branch: the action does not own it, and stops there.
        await failing.repo.git(['checkout', '--quiet', '-b', `${BRANCH}/fr`]);
        await failing.repo.commitAll('Notes for the French reviewers', { 'NOTES.md': 'Tu, not vous.\n' });
        await failing.repo.git(['push', '--quiet', failing.repo.originDir, `${BRANCH}/fr`]);
        await failing.repo.git(['checkout', '--quiet', 'main']);

        const result = await failing.run({
          event: 'schedule',
          inputs: { 'pull-request-per': 'locale' },
          checkout: true,
        });

        expect(result.exitCode).toBe(1);
        expect(result.stdout).toContain('GIT_BRANCH_NOT_OWNED');
        const listed = JSON.parse(result.outputs['pull-requests'] ?? '') as {
          branch: string;
          operation: string;
        }[];
        expect(listed.map((pr) => [pr.branch, pr.operation])).toEqual([[`${BRANCH}/de`, 'created']]);
        expect(failing.github.pulls.map((pull) => pull.head)).toEqual([`${BRANCH}/de`]);
      } finally {
        await failing.close();
      }
    },
    STEP_TIMEOUT,
  );
});

describe('a reviewer’s fix on one locale’s branch (R60)', () => {
  it(
    'goes to the service, and that branch keeps the commit under the action’s next one (slow: four pull requests, a dozen writes each)',
    async () => {
      const world = await createScenario({ files: 'masters', gitOverHttp: true });
      try {
        const inputs = { 'pull-request-per': 'locale' };
        expect((await world.run({ event: 'schedule', inputs, checkout: true })).exitCode).toBe(0);
        const reviewer = await world.repo.clone('reviewer');
        await reviewer.git(['checkout', '--quiet', `${BRANCH}/fr`]);
        const fr = 'config/locales/fr.yml';
        const text = await runGit(reviewer.dir, ['show', `HEAD:${fr}`]);
        expect(text).toMatch(/hello: "?Bonjour"?/);
        const reviewed = await reviewer.commitAll(
          'Reviewer: friendlier greeting',
          { [fr]: text.replace(/hello: "?Bonjour"?/, 'hello: "Salut"') },
          {
            GIT_AUTHOR_NAME: 'Rita Reviewer',
            GIT_AUTHOR_EMAIL: 'rita@acme.test',
            GIT_COMMITTER_NAME: 'Rita Reviewer',
            GIT_COMMITTER_EMAIL: 'rita@acme.test',
          },
        );
        await reviewer.git(['push', '--quiet', 'origin', `${BRANCH}/fr`]);
        await translateOnService(world.client, 'goodbye', 'fr', 'À la prochaine');

        const result = await world.run({ event: 'schedule', inputs, checkout: true });
        expect(result.exitCode, result.stdout).toBe(0);
        const sent = JSON.parse(result.outputs['sent-from-pull-request'] ?? '') as {
          key: string;
          branch: string;
        }[];
        expect(sent.map((edit) => [edit.branch, edit.key])).toEqual([[`${BRANCH}/fr`, 'hello']]);
        const head = (await runGit(world.repo.originDir, ['rev-parse', `${BRANCH}/fr`])).trim();
        expect((await runGit(world.repo.originDir, ['rev-parse', `${head}^`])).trim()).toBe(reviewed);
        const onBranch = await runGit(world.repo.originDir, ['show', `${BRANCH}/fr:${fr}`]);
        expect(onBranch).toContain('Salut');
        expect(onBranch).toContain('À la prochaine');
        const body = world.github.pulls.find((pull) => pull.head === `${BRANCH}/fr`)?.body ?? '';
        expect(body).toContain('### Sent to the service from this pull request');
        expect(world.github.pulls.find((pull) => pull.head === `${BRANCH}/de`)?.body).not.toContain(
          'Sent to the service',
        );
        const listed = await world.client.projects.show();
        const master = listed.projectFiles.find((file) => file.masterProjectFileId === null);
        const served = await world.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
        expect(served.status === 'ok' ? served.body.toString('utf8') : '').toContain('Salut');
        world.github.assertNoViolations();
      } finally {
        await world.close();
      }
    },
    STEP_TIMEOUT,
  );
});
