import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateOnService } from './service-workspace.js';
import { BRANCH, createWorld, expectOk, FR, type World } from './lifecycle-world.js';
import type { ActionRun } from './run-action.js';

/**
 * The action's life in one repository over weeks: `node dist/index.js` again and again, each run
 * in a fresh workspace made as actions/checkout makes it (one commit deep, no tags), against the
 * emulator and the GitHub fake, whose git over HTTP is the origin and whose merge route merges the
 * way GitHub does. After every run: the exit code, the outputs, the branch, the open pull requests
 * and the service. The steps build on each other, in order; each describe prints its run-by-run
 * table at the end. The two lifecycles (test/e2e/lifecycle.test.ts, and steps 1, 2, 3 and 6 again
 * with sign-commits in test/e2e/lifecycle-sign-commits.test.ts) share nothing, so they are two
 * files that vitest runs side by side: about 20 and 12 runs of the action, a second or two each.
 */

const STEP_TIMEOUT = 120_000;
const race = /GIT_BRANCH_RACE/;

/** Steps 2, 3 and 6 are the same with sign-commits (step 8); 1 opens the pull request they need. */
export function lifecycle(title: string, inputs: Record<string, string>, all: boolean): void {
  describe(title, () => {
    let world: World;
    beforeAll(async () => {
      world = await createWorld({ inputs });
    }, STEP_TIMEOUT);
    afterAll(async () => {
      world?.printTable(title);
      await world?.close();
    });

    it(
      '1. the first sync opens the pull request',
      async () => {
        await translateOnService(world.scenario.client, 'nav.settings', 'fr', 'Paramètres');
        const result = await world.run('1 first sync', 'schedule');
        expectOk(result, 'created');
        const head = await world.expectBranchOnMain();
        expect(result.outputs['pull-request-head-sha']).toBe(head);
        expect(world.openPulls().map((pull) => pull.number)).toEqual([1]);
        expect(await world.proposed()).toEqual({ [FR]: ['    settings: Paramètres'] });
        if (inputs['sign-commits'] === 'true') expect(world.scenario.github.apiCommits.has(head)).toBe(true);
      },
      STEP_TIMEOUT,
    );

    it(
      '2. main moves and a translator changes a text: the scheduled pull updates the same pull request, rebuilt on the new main',
      async () => {
        await world.commitOnMain('Docs: a word on setup', { 'README.md': '# Acme Web\n\nSetup: npm ci.\n' });
        await translateOnService(world.scenario.client, 'nav.sign_out', 'fr', 'Se déconnecter');
        const result = await world.run('2 main moved', 'schedule');
        expectOk(result, 'updated');
        await world.expectBranchOnMain();
        expect(world.openPulls().map((pull) => pull.number)).toEqual([1]);
        expect(await world.proposed()).toEqual({
          [FR]: ['    settings: Paramètres', '    sign_out: Se déconnecter'],
        });
        // A rerun with nothing new changes nothing, on a full history too (fetch-depth: 0).
        const again = await world.run('2 rerun, fetch-depth 0', 'schedule', { checkout: { fetchDepth: 0 } });
        expectOk(again, 'none');
        expect(world.openPulls().map((pull) => pull.number)).toEqual([1]);
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
          // Squash and rebase merges leave no ancestry: GitHub's merged state says the commit is in.
          if (reviewed)
            await world.reviewerCommit(`Reviewer: a note before the ${method}`, {
              'NOTES.md': `${method}\n`,
            });
          const push = await world.mergeOpenPull(method);
          expect(world.openPulls()).toEqual([]);
          const afterMerge = await world.run(`3 ${method}: push`, 'push', { payload: push });
          expect(afterMerge.exitCode, afterMerge.stdout).toBe(0);
          expect(afterMerge.outputs['uploaded-files']).toBe('');
          expect(world.openPulls()).toEqual([]);

          await translateOnService(world.scenario.client, key, 'fr', text);
          const result = await world.run(`3 ${method}: next change`, 'schedule');
          expectOk(result, 'created');
          if (reviewed) expect(result.stdout).toMatch(/GitHub merged [0-9a-f]{12} through a pull request/);
          await world.expectBranchOnMain();
          expect(world.openPulls()).toHaveLength(1);
          const proposed = await world.proposed();
          expect(Object.keys(proposed)).toEqual([FR]);
          expect(proposed[FR]).toEqual([expect.stringContaining(text)]);
        },
        STEP_TIMEOUT,
      );
    }

    if (all) {
      it(
        '4. a reviewer commits on the branch: the next run pushes nothing over it, names the commit and says how to go on',
        async () => {
          const reviewed = await world.reviewerCommit('Reviewer: warmer greeting', {
            [FR]: (current) => current.replace('Bonjour à tous', 'Bonjour tout le monde'),
          });
          // A translator changes another key of the very file the reviewer edits: the push of the
          // merge below sends fr.yml (upload-translations) and must not put "Au revoir" back.
          await translateOnService(world.scenario.client, 'goodbye', 'fr', 'À la prochaine');
          const result = await world.run('4 reviewer commit', 'schedule');
          expect(result.exitCode).toBe(1);
          expect(result.stdout).toContain(`${reviewed.slice(0, 12)} by Rita Reviewer <rita@acme.test>`);
          expect(result.stdout).toMatch(/Nothing was pushed\..*\(GIT_BRANCH_NOT_OWNED\)/);
          expect(result.summary).toMatch(/GIT\\?_BRANCH\\?_NOT\\?_OWNED/);
          expect(result.summary).toContain(reviewed.slice(0, 12));
          expect(result.summary).toMatch(/To go on, merge the pull request/);
          expect(await world.shaOf(BRANCH)).toBe(reviewed);
          expect(world.openPulls()).toHaveLength(1);

          // The reviewer's pull request is merged; with upload-translations the push sends the text on.
          const push = await world.mergeOpenPull('merge');
          const afterMerge = await world.run('4 merged: push', 'push', {
            payload: push,
            inputs: { 'upload-translations': 'true' },
          });
          expect(afterMerge.exitCode, afterMerge.stdout).toBe(0);
          // The service holds the reviewer's text and the translator's newer one.
          const served = await world.serviceText('fr');
          expect(served).toContain('Bonjour tout le monde');
          expect(served).toContain('À la prochaine');
          expect(served).not.toContain('Au revoir');
          // Only the reviewer's key is sent as an edit; the translator's newer text stays.
          expect(afterMerge.stdout).toContain(`Set on the service as this push's edits of ${FR}: hello`);
          expect(afterMerge.outputs['uploaded-files']).toBe(FR);
          // The service's "Bonjour à tous" came after main's "Bonjour": both sides edited hello.
          expect(afterMerge.stdout).toMatch(
            /::warning title=Translation edited on both sides,file=config\/locales\/fr\.yml::.*hello.*replaces the service's "Bonjour à tous"/,
          );
          expect(afterMerge.summary).toContain("the push's edits set: `hello`");
          // The push's pull brings the change the stopped run could not push: the reviewer's
          // commit, merged, no longer stops anything.
          expect(afterMerge.stdout).toMatch(/GitHub merged [0-9a-f]{12} through a pull request/);
          expect(afterMerge.outputs['pull-request-operation']).toBe('created');
          await world.expectBranchOnMain();
          expect(await world.proposed()).toEqual({
            [FR]: [expect.stringMatching(/^ {2}goodbye: "?À la prochaine/)],
          });

          await translateOnService(world.scenario.client, 'nav.sign_out', 'fr', 'Quitter');
          const next = await world.run('4 next change', 'schedule');
          expectOk(next, 'updated');
          await world.expectBranchOnMain();
          expect(world.openPulls()).toHaveLength(1);
          expect(await world.origin(['show', `main:${FR}`])).toContain('Bonjour tout le monde');
          expect(await world.origin(['show', `${BRANCH}:${FR}`])).toContain('Bonjour tout le monde');
          // fr.yml only gains the service's texts: neither the reviewer's nor the translator's is reverted.
          expect(await world.proposed()).toEqual({
            [FR]: [
              expect.stringMatching(/^ {4}sign_out: "?Quitter/),
              expect.stringMatching(/^ {2}goodbye: "?À la prochaine/),
            ],
          });
          const servedNext = await world.serviceText('fr');
          expect(servedNext).toContain('Bonjour tout le monde');
          expect(servedNext).toContain('À la prochaine');
        },
        STEP_TIMEOUT,
      );

      it(
        '5. the pull request is closed unmerged and its branch deleted: the next change opens a new one (persist-credentials: false)',
        async () => {
          const closed = await world.closeOpenPullAndDeleteBranch();
          await translateOnService(world.scenario.client, 'nav.sign_out', 'fr', 'Déconnexion');
          const result = await world.run('5 after close', 'schedule', {
            checkout: { persistCredentials: false },
          });
          expectOk(result, 'created');
          await world.expectBranchOnMain();
          expect(world.openPulls()).toHaveLength(1);
          expect(world.openPulls()[0]?.number).not.toBe(closed);
        },
        STEP_TIMEOUT,
      );
    }

    it(
      '6. two runs at once, without a concurrency group: each passes or names the race, nothing is lost, one pull request remains',
      async () => {
        // Both would create the branch and the pull request: the first merged the last one.
        await world.mergeOpenPull('squash');
        await translateOnService(world.scenario.client, 'nav.home', 'fr', 'Accueil général');
        const results = await world.runTogether('6 at once', 2);
        for (const result of results) {
          if (result.exitCode !== 0) expect(result.stdout).toMatch(race);
          else expect(['created', 'updated', 'none']).toContain(result.outputs['pull-request-operation']);
        }
        expect(results.some((result) => result.exitCode === 0)).toBe(true);
        const head = await world.expectBranchOnMain();
        expect(world.openPulls()).toHaveLength(1);
        expect((await world.proposed())[FR]).toEqual([expect.stringContaining('Accueil général')]);
        const again = await world.run('6 rerun', 'schedule');
        expectOk(again, 'none');
        expect(await world.shaOf(BRANCH)).toBe(head);
        expect(world.openPulls()).toHaveLength(1);
      },
      STEP_TIMEOUT,
    );

    if (all) {
      it(
        '7. a run killed (SIGTERM, then SIGKILL) in the middle of its push: the next run converges',
        async () => {
          await translateOnService(world.scenario.client, 'goodbye', 'fr', 'À bientôt');
          const before = await world.shaOf(BRANCH);
          const hold = world.scenario.github.holdNextPush();
          let reached = false;
          void hold.reached.then(() => (reached = true));
          const killed: ActionRun = await world.run('7 killed mid-push', 'schedule', {
            killWhen: () => reached,
          });
          expect(reached).toBe(true);
          expect(killed.exitCode).not.toBe(0);
          hold.release();
          await hold.finished;
          // The killed push never landed: its client was gone before git took it in.
          expect(await world.shaOf(BRANCH)).toBe(before);

          const next = await world.run('7 next run', 'schedule');
          expectOk(next, 'updated');
          await world.expectBranchOnMain();
          expect(world.openPulls()).toHaveLength(1);
          expect((await world.proposed())[FR]).toContainEqual(expect.stringContaining('À bientôt'));
        },
        STEP_TIMEOUT,
      );
    }
  });
}
