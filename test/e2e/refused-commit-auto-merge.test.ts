import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_BOT } from '../helpers/git-repo.js';
import { markdownProblems } from '../helpers/inert-markdown.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * A person's commit on the translation branch that the run refuses turns auto-merge off before
 * the run stops (issue 56, R69), and git metadata reaches the body inert (R71), through
 * `node dist/index.js` against the emulator and the GitHub fake with `auto-merge: squash`: a
 * workflow file added beside a fix, a key the service lacks, a merge of main into the branch.
 * Each stops the run with nothing pushed; the pull request's auto-merge, which an earlier run or a
 * person turned on, goes off, and its body says why and what to do, in inert Markdown, though the
 * commit's author and subject are hostile. The steps build on each other.
 */

const STEP_TIMEOUT = 120_000;
const BRANCH = 'translation-sync';
const FR = 'config/locales/fr.yml';
// An author and subject that would mention a team and load an image, were they rendered raw.
const MALLORY = {
  GIT_AUTHOR_NAME: 'Mallory @acme/admins',
  GIT_AUTHOR_EMAIL: 'mallory@evil.test',
  GIT_COMMITTER_NAME: 'Mallory @acme/admins',
  GIT_COMMITTER_EMAIL: 'mallory@evil.test',
};
const SUBJECT = 'Fix greeting @acme/security ![x](https://evil.test/x.png)';

describe('a refused person’s commit turns auto-merge off (slow: six runs of the action with GitHub’s write pacing)', () => {
  let scenario: Scenario;
  let own = '';
  let reviewers = 0;
  const run = async () =>
    scenario.run({ event: 'schedule', inputs: { command: 'pull', 'auto-merge': 'squash' }, checkout: true });
  const pull = () => scenario.github.pulls.find((candidate) => candidate.head === BRANCH);
  const tip = async () => (await scenario.repo.origin(['rev-parse', BRANCH])).trim();

  /** A clone on the branch, a commit of `change` in it by Mallory, pushed. */
  async function onBranch(change: (dir: string, git: (args: string[]) => Promise<string>) => Promise<void>) {
    const reviewer = await scenario.repo.clone(`reviewer-${++reviewers}`);
    await reviewer.git(['checkout', '--quiet', BRANCH]);
    await change(reviewer.dir, (args) => reviewer.git(args, MALLORY));
    await reviewer.git(['push', '--quiet', 'origin', BRANCH]);
    return (await reviewer.git(['rev-parse', 'HEAD'])).trim();
  }

  function expectStopped(result: ActionRun): string {
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.stdout).toMatch(/\(GIT_BRANCH_NOT_OWNED\)/);
    expect(pull()?.autoMerge).toBeUndefined();
    const body = pull()?.body ?? '';
    expect(
      body.startsWith(
        '> [!CAUTION]\n> **Auto-merge is off**: the last run stopped without updating this pull request',
      ),
    ).toBe(true);
    expect(body).toContain('Revert that commit, or move it to a branch of its own');
    // The author and subject are in it, as text only; so in the step's summary.
    expect(body).toContain('Mallory @\u200Bacme/admins');
    expect(markdownProblems(body)).toEqual([]);
    expect(markdownProblems(result.summary)).toEqual([]);
    return body;
  }

  beforeAll(async () => {
    scenario = await createScenario({ github: { allowAutoMerge: true } });
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    '1. a clean pull turns auto-merge on',
    async () => {
      await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
      const result = await run();
      expect(result.exitCode, result.stdout).toBe(0);
      expect(pull()?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      own = await tip();
    },
    STEP_TIMEOUT,
  );

  it(
    '2. a commit that also adds a workflow file stops the run, and auto-merge is turned off first (R69)',
    async () => {
      const refused = await onBranch(async (dir, git) => {
        await writeFile(
          path.join(dir, FR),
          (await readFile(path.join(dir, FR), 'utf8')).replace('Bonjour', 'Salut'),
        );
        await mkdir(path.join(dir, '.github/workflows'), { recursive: true });
        await writeFile(path.join(dir, '.github/workflows/x.yml'), 'on: push\njobs: {}\n');
        await git(['add', '--all']);
        await git(['commit', '--quiet', '-m', SUBJECT]);
      });
      const result = await run();
      const body = expectStopped(result);
      expect(body).toContain('and it turned auto-merge off');
      expect(body).toContain(
        'changes .github/workflows/x.yml, which is not a translation file of the service',
      );
      expect(result.stdout).toContain(
        `Turned off auto-merge for pull request #1: branch ${BRANCH} holds a commit this run refused.`,
      );
      // Nothing was pushed over the refused commit.
      expect(await tip()).toBe(refused);
    },
    STEP_TIMEOUT,
  );

  it(
    '3. once the commit is gone, the next run gives the body back and turns auto-merge on again',
    async () => {
      await scenario.repo.origin(['update-ref', `refs/heads/${BRANCH}`, own]);
      const result = await run();
      expect(result.exitCode, result.stdout).toBe(0);
      expect(pull()?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      expect(pull()?.body).not.toContain('the last run stopped');
      expect(pull()?.body).toContain('**Auto-merge (squash) is on**');
    },
    STEP_TIMEOUT,
  );

  it(
    '4. a commit that adds a key the service lacks stops the run, sending nothing, and auto-merge is turned off (R69)',
    async () => {
      await onBranch(async (dir, git) => {
        await writeFile(
          path.join(dir, FR),
          `${await readFile(path.join(dir, FR), 'utf8')}  farewell: "Adieu"\n`,
        );
        await git(['commit', '--quiet', '--all', '-m', SUBJECT]);
      });
      const result = await run();
      const body = expectStopped(result);
      expect(body).toContain('changes farewell in config/locales/fr.yml, and the service has no such string');
    },
    STEP_TIMEOUT,
  );

  it(
    '5. a merge of main into the branch stops the run; auto-merge a person turned on by hand is turned off (R69)',
    async () => {
      await scenario.repo.origin(['update-ref', `refs/heads/${BRANCH}`, own]);
      await scenario.pushCommit('Docs: a word on setup', { 'README.md': '# Acme Web\n\nSetup: npm ci.\n' });
      await onBranch(async (_dir, git) => {
        await git(['fetch', '--quiet', 'origin', 'main']);
        await git(['merge', '--quiet', '--no-ff', '-m', SUBJECT, 'origin/main']);
      });
      // As GitHub's "Enable auto-merge" button would.
      const open = pull();
      if (open === undefined) throw new Error('no pull request');
      open.autoMerge = { mergeMethod: 'MERGE' };
      const result = await run();
      const body = expectStopped(result);
      expect(body).toContain('and it turned auto-merge off');
      // One paragraph, the latest: the earlier run's is replaced, not stacked.
      expect(body.match(/the last run stopped/g)).toHaveLength(1);
    },
    STEP_TIMEOUT,
  );
});

describe('trailers of a commit that looks like the action’s own (slow: one run of the action)', () => {
  let scenario: Scenario;
  beforeAll(async () => {
    scenario = await createScenario();
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    'reach the body inert: no mention, link or image of theirs renders (R71)',
    async () => {
      await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
      expect((await scenario.run({ event: 'schedule', checkout: true })).exitCode).toBe(0);
      // The committer and the trailer are the action's: anyone can write both.
      const fake = await scenario.repo.clone('forger');
      await fake.git(['checkout', '--quiet', BRANCH]);
      const bot = {
        GIT_AUTHOR_NAME: GITHUB_ACTIONS_BOT.name,
        GIT_AUTHOR_EMAIL: GITHUB_ACTIONS_BOT.email,
        GIT_COMMITTER_NAME: GITHUB_ACTIONS_BOT.name,
        GIT_COMMITTER_EMAIL: GITHUB_ACTIONS_BOT.email,
      };
      const trailers = [
        'Translation-Sync-Reviewed: @acme/admins',
        'Translation-Sync-Reviewed: ![](//evil.test/a.png) @acme/admins',
        `Translation-Sync-Reviewed: ${'0123456789ab'.repeat(3)}0123 ![](//evil.test/b.png) @acme/admins #12`,
        'Translation-Sync: managed',
      ];
      await fake.git(
        ['commit', '--quiet', '--allow-empty', '-m', 'Update translations', '-m', trailers.join('\n')],
        bot,
      );
      await fake.git(['push', '--quiet', 'origin', BRANCH]);

      await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Se déconnecter');
      const result = await scenario.run({ event: 'schedule', checkout: true });
      expect(result.exitCode, result.stdout).toBe(0);
      const body = scenario.github.pulls[0]?.body ?? '';
      // The one trailer that names a commit is listed, its author as code; the others are no commits.
      expect(body).toContain('0123456789ab by `![](//evil.test/b.png) @acme/admins #12`');
      expect(body).not.toContain('a.png');
      expect(markdownProblems(body)).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
