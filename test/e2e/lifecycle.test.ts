import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import {
  createScenario,
  DEFAULT_MASTER,
  GITHUB_TOKEN,
  OWNER,
  REPO,
  type Scenario,
} from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';
import type { ActionRun } from '../helpers/run-action.js';

/**
 * The action's life in one repository over weeks: `node dist/index.js` again and again, each run
 * in a fresh workspace made as actions/checkout makes it (one commit deep, no tags), against the
 * emulator and the GitHub fake, whose git over HTTP is the origin and whose merge route merges the
 * way GitHub does. After every run: the exit code, the outputs, the branch, the open pull requests
 * and the service. The steps build on each other, in order; the run-by-run table is printed at the
 * end. Slow (about 25 runs of the action, a second or two each), hence the long timeouts.
 */

const BRANCH = 'translation-sync';
const FR = 'config/locales/fr.yml';
const TRAILER = 'Translation-Sync: managed';
const RITA = {
  GIT_AUTHOR_NAME: 'Rita Reviewer',
  GIT_AUTHOR_EMAIL: 'rita@acme.test',
  GIT_COMMITTER_NAME: 'Rita Reviewer',
  GIT_COMMITTER_EMAIL: 'rita@acme.test',
};
const STEP_TIMEOUT = 120_000;

interface Row {
  step: string;
  event: string;
  exit: number | null;
  operation: string;
  head: string;
  open: string;
}

let scenario: Scenario;
/** A developer's full clone of origin: commits land on main from here, straight into the bare repository. */
let developer: string;
const table: Row[] = [];
let reviewers = 0;

beforeAll(async () => {
  scenario = await createScenario({ gitOverHttp: true });
  developer = path.join(path.dirname(scenario.repo.dir), 'developer');
  await runGit(path.dirname(developer), ['clone', '--quiet', scenario.repo.originDir, developer]);
}, STEP_TIMEOUT);

afterAll(async () => {
  const lines = [
    '| step | event | exit | operation | branch head | open pull requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...table.map(
      (row) => `| ${row.step} | ${row.event} | ${row.exit} | ${row.operation} | ${row.head} | ${row.open} |`,
    ),
  ];
  console.log(`Lifecycle, run by run:\n${lines.join('\n')}`);
  await scenario?.close();
});

const origin = (args: readonly string[]): Promise<string> => scenario.repo.origin([...args]);
const shaOf = async (ref: string): Promise<string | undefined> =>
  (await origin(['for-each-ref', '--format=%(objectname)', `refs/heads/${ref}`])).trim() || undefined;
const openPulls = () => scenario.github.pulls.filter((pull) => pull.state === 'open');

/** One run of the action in a fresh runner checkout of main, recorded in the table. */
async function runAction(
  step: string,
  event: 'schedule' | 'push',
  options: { payload?: Record<string, unknown>; inputs?: Record<string, string> } = {},
): Promise<ActionRun> {
  const { dir, sha } = await scenario.checkout();
  expect((await runGit(dir, ['rev-parse', '--is-shallow-repository'])).trim()).toBe('true');
  const result = await scenario.run({
    event,
    workspace: dir,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.inputs === undefined ? {} : { inputs: options.inputs }),
    env: { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main' },
  });
  const head = await shaOf(BRANCH);
  table.push({
    step,
    event,
    exit: result.exitCode,
    operation: result.outputs['pull-request-operation'] ?? '',
    head: head?.slice(0, 12) ?? '(none)',
    open:
      openPulls()
        .map((pull) => `#${pull.number}`)
        .join(' ') || '(none)',
  });
  return result;
}

/** Commits `files` on main as a developer would (from an up-to-date clone) and pushes; the push event's payload. */
async function commitOnMain(message: string, files: Record<string, string>) {
  await runGit(developer, ['fetch', '--quiet', 'origin']);
  await runGit(developer, ['reset', '--quiet', '--hard', 'origin/main']);
  const before = (await runGit(developer, ['rev-parse', 'HEAD'])).trim();
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(developer, file), text);
  await runGit(developer, ['add', '--all']);
  await runGit(developer, ['commit', '--quiet', '-m', message]);
  await runGit(developer, ['push', '--quiet', 'origin', 'HEAD:main']);
  return { ref: 'refs/heads/main', before, after: (await runGit(developer, ['rev-parse', 'HEAD'])).trim() };
}

/** A reviewer's commit on the translation branch, pushed from a clone of their own; its sha. */
async function reviewerCommit(message: string, files: Record<string, string | ((text: string) => string)>) {
  const reviewer = path.join(path.dirname(developer), `reviewer-${++reviewers}`);
  await runGit(path.dirname(reviewer), [
    'clone',
    '--quiet',
    '--branch',
    BRANCH,
    scenario.repo.originDir,
    reviewer,
  ]);
  for (const [file, change] of Object.entries(files)) {
    const before = await readFile(path.join(reviewer, file), 'utf8').catch(() => '');
    await writeFile(path.join(reviewer, file), typeof change === 'string' ? change : change(before));
  }
  await runGit(reviewer, ['add', '--all']);
  await runGit(reviewer, ['commit', '--quiet', '-m', message], RITA);
  await runGit(reviewer, ['push', '--quiet', 'origin', BRANCH]);
  return (await runGit(reviewer, ['rev-parse', 'HEAD'])).trim();
}

/** Merges the one open pull request through GitHub's merge route; the push event that follows. */
async function mergeOpenPull(method: 'merge' | 'squash' | 'rebase') {
  const [pull] = openPulls();
  if (pull === undefined) throw new Error('no open pull request to merge');
  const before = await shaOf('main');
  const response = await fetch(`${scenario.github.url}/repos/${OWNER}/${REPO}/pulls/${pull.number}/merge`, {
    method: 'PUT',
    headers: { authorization: `token ${GITHUB_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ merge_method: method }),
  });
  expect(response.status).toBe(200);
  return { ref: 'refs/heads/main', before, after: await shaOf('main') };
}

/** The translation branch is the action's: one commit with the trailer, right on main's tip. */
async function expectBranchOnMain(): Promise<string> {
  const head = await shaOf(BRANCH);
  expect(head).toBeDefined();
  const raw = await origin(['cat-file', '-p', head ?? '']);
  expect(raw.match(/^parent /gm)).toHaveLength(1);
  expect(raw).toContain(`parent ${await shaOf('main')}`);
  expect(raw.trimEnd().endsWith(TRAILER)).toBe(true);
  return head ?? '';
}

/** What the branch proposes to main: the lines it adds, by file. */
async function proposed(): Promise<Record<string, string[]>> {
  const diff = await origin(['diff', '-U0', '--no-color', 'main', BRANCH]);
  const files: Record<string, string[]> = {};
  let file = '';
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ b/')) file = line.slice('+++ b/'.length);
    else if (line.startsWith('+') && !line.startsWith('+++')) (files[file] ??= []).push(line.slice(1));
  }
  return files;
}

async function serviceText(locale: string): Promise<string> {
  const project = await scenario.client.projects.show();
  const master = project.projectFiles.find((file) => file.name === DEFAULT_MASTER);
  const content = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale });
  return content.status === 'ok' ? content.body.toString('utf8') : '';
}

function expectOk(result: ActionRun, operation: string): void {
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.outputs['pull-request-operation']).toBe(operation);
  expect(result.outputs['uploaded-files']).toBe('');
}

describe('the lifecycle of a translation pull request, on runner checkouts (slow: about 25 runs of the action)', () => {
  it(
    '1. the first sync opens the pull request',
    async () => {
      await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
      const result = await runAction('1 first sync', 'schedule');
      expectOk(result, 'created');
      const head = await expectBranchOnMain();
      expect(result.outputs['pull-request-head-sha']).toBe(head);
      expect(openPulls().map((pull) => pull.number)).toEqual([1]);
      expect(await proposed()).toEqual({ [FR]: ['    settings: Paramètres'] });
    },
    STEP_TIMEOUT,
  );

  it(
    '2. main moves and a translator changes a text: the scheduled pull updates the same pull request, rebuilt on the new main',
    async () => {
      await commitOnMain('Docs: a word on setup', { 'README.md': '# Acme Web\n\nSetup: npm ci.\n' });
      await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Se déconnecter');
      const result = await runAction('2 main moved', 'schedule');
      expectOk(result, 'updated');
      await expectBranchOnMain();
      expect(openPulls().map((pull) => pull.number)).toEqual([1]);
      expect(await proposed()).toEqual({
        [FR]: ['    settings: Paramètres', '    sign_out: Se déconnecter'],
      });
      // A rerun with nothing new changes nothing.
      const again = await runAction('2 rerun', 'schedule');
      expectOk(again, 'none');
      expect(openPulls().map((pull) => pull.number)).toEqual([1]);
      expect(again.outputs['pull-request-head-sha']).toBe(result.outputs['pull-request-head-sha']);
    },
    STEP_TIMEOUT,
  );

  for (const [method, key, text, reviewed] of [
    ['merge', 'goodbye', 'Au revoir', false],
    ['squash', 'greeting', 'Salut, %{name} !', true],
    ['rebase', 'hello', 'Bonjour à tous', true],
  ] as const) {
    it(
      `3. merged with a ${method} (branch kept${reviewed ? ', a reviewer’s commit on top' : ''}): the push of the merge passes, the next change opens one pull request with only itself`,
      async () => {
        // Squash and rebase merges leave no ancestry: only GitHub's merged state says the reviewer's commit is in.
        if (reviewed)
          await reviewerCommit(`Reviewer: a note before the ${method}`, { 'NOTES.md': `${method}\n` });
        const push = await mergeOpenPull(method);
        expect(openPulls()).toEqual([]);
        const afterMerge = await runAction(`3 ${method}: push`, 'push', { payload: push });
        expect(afterMerge.exitCode, afterMerge.stdout).toBe(0);
        expect(afterMerge.outputs['uploaded-files']).toBe('');
        expect(openPulls()).toEqual([]);

        await translateOnService(scenario.client, key, 'fr', text);
        const result = await runAction(`3 ${method}: next change`, 'schedule');
        expectOk(result, 'created');
        if (reviewed) expect(result.stdout).toMatch(/GitHub merged [0-9a-f]{12} through a pull request/);
        await expectBranchOnMain();
        expect(openPulls()).toHaveLength(1);
        const added = (await proposed())[FR] ?? [];
        expect(Object.keys(await proposed())).toEqual([FR]);
        expect(added).toHaveLength(1);
        expect(added[0]).toContain(text);
      },
      STEP_TIMEOUT,
    );
  }

  it(
    '4. a reviewer commits on the branch: the next run pushes nothing over it, names the commit and says how to go on',
    async () => {
      const reviewed = await reviewerCommit('Reviewer: warmer greeting', {
        [FR]: (text) => text.replace('Bonjour à tous', 'Bonjour tout le monde'),
      });

      // In another file than the reviewer's: the push below uploads fr.yml (upload-translations).
      await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');
      const result = await runAction('4 reviewer commit', 'schedule');
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain(`${reviewed.slice(0, 12)} by Rita Reviewer <rita@acme.test>`);
      expect(result.stdout).toMatch(/Nothing was pushed\..*\(GIT_BRANCH_NOT_OWNED\)/);
      expect(result.summary).toMatch(/GIT\\?_BRANCH\\?_NOT\\?_OWNED/);
      expect(result.summary).toContain(reviewed.slice(0, 12));
      expect(result.summary).toMatch(/To go on, merge the pull request/);
      expect(await shaOf(BRANCH)).toBe(reviewed);
      expect(openPulls()).toHaveLength(1);

      // The reviewer's pull request is merged; with upload-translations the push sends the text on.
      const push = await mergeOpenPull('merge');
      const afterMerge = await runAction('4 merged: push', 'push', {
        payload: push,
        inputs: { 'upload-translations': 'true' },
      });
      expect(afterMerge.exitCode, afterMerge.stdout).toBe(0);
      expect(await serviceText('fr')).toContain('Bonjour tout le monde');
      // The push's pull already brought the change the stopped run could not push: the reviewer's
      // commit, merged, no longer stops anything.
      expect(afterMerge.stdout).toMatch(/GitHub merged [0-9a-f]{12} through a pull request/);
      expect(afterMerge.outputs['pull-request-operation']).toBe('created');
      await expectBranchOnMain();
      expect((await proposed())['config/locales/de.yml']).toContainEqual(expect.stringContaining('Abmelden'));
      expect(result.stdout).not.toContain('GitHub merged');

      await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
      const next = await runAction('4 next change', 'schedule');
      expectOk(next, 'updated');
      await expectBranchOnMain();
      expect(openPulls()).toHaveLength(1);
      expect(await origin(['show', `main:${FR}`])).toContain('Bonjour tout le monde');
      expect(await origin(['show', `${BRANCH}:${FR}`])).toContain('Bonjour tout le monde');
      // fr.yml only gains the new text: nothing of the reviewer's is reverted.
      expect((await proposed())[FR]).toEqual([expect.stringContaining('Quitter')]);
    },
    STEP_TIMEOUT,
  );

  it(
    '5. the pull request is closed unmerged and its branch deleted: the next change opens a new one',
    async () => {
      await translateOnService(scenario.client, 'nav.settings', 'fr', 'Réglages');
      const opened = await runAction('5 change', 'schedule');
      expect(opened.exitCode, opened.stdout).toBe(0);
      const [pull] = openPulls();
      expect(pull).toBeDefined();
      const api = `${scenario.github.url}/repos/${OWNER}/${REPO}`;
      const headers = { authorization: `token ${GITHUB_TOKEN}`, 'content-type': 'application/json' };
      expect(
        (
          await fetch(`${api}/pulls/${pull?.number}`, {
            method: 'PATCH',
            headers,
            body: '{"state":"closed"}',
          })
        ).status,
      ).toBe(200);
      expect((await fetch(`${api}/git/refs/heads/${BRANCH}`, { method: 'DELETE', headers })).status).toBe(
        204,
      );

      await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Déconnexion');
      const result = await runAction('5 after close', 'schedule');
      expectOk(result, 'created');
      await expectBranchOnMain();
      expect(openPulls()).toHaveLength(1);
      expect(openPulls()[0]?.number).not.toBe(pull?.number);
    },
    STEP_TIMEOUT,
  );
});
