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
 * table at the end. The two lifecycles (test/e2e/lifecycle.test.ts, and steps 1, 2, 3, 4 and 6 again
 * with sign-commits in test/e2e/lifecycle-sign-commits.test.ts) share nothing, so they are two
 * files that vitest runs side by side: about 20 and 12 runs of the action, a second or two each.
 */

const STEP_TIMEOUT = 120_000;
const race = /GIT_BRANCH_RACE/;

/** Steps 2, 3, 4 and 6 are the same with sign-commits (step 8); 1 opens the pull request they need. */
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

    it(
      '4. a reviewer commits on the branch, then makes a "Commit suggestion": each fix goes to the service, the branch keeps it under the translators’ next change, a rerun changes nothing; once main moves the branch is rebuilt and names whom it folded in',
      async () => {
        const reviewed = await world.reviewerCommit('Reviewer: warmer greeting', {
          [FR]: (current) => current.replace('Bonjour à tous', 'Bonjour tout le monde'),
        });
        // A translator changes another key of the very file the reviewer edits.
        await translateOnService(world.scenario.client, 'goodbye', 'fr', 'À la prochaine');
        const result = await world.run('4 reviewer commit', 'schedule');
        expectOk(result, 'updated');
        const served = await world.serviceText('fr');
        expect(served).toContain('Bonjour tout le monde');
        expect(served).toContain('À la prochaine');
        // The reviewer's commit stays, the action's goes on top: no force over it.
        const head = (await world.shaOf(BRANCH)) ?? '';
        expect(result.outputs['pull-request-head-sha']).toBe(head);
        expect((await world.origin(['rev-parse', `${head}^`])).trim()).toBe(reviewed);
        expect(
          (await world.origin(['cat-file', '-p', head])).trimEnd().endsWith('Translation-Sync: managed'),
        ).toBe(true);
        const onBranch = await world.origin(['show', `${BRANCH}:${FR}`]);
        expect(onBranch).toContain('Bonjour tout le monde');
        expect(onBranch).toMatch(/goodbye: "?À la prochaine/);
        expect(JSON.parse(result.outputs['sent-from-pull-request'] ?? '')).toEqual([
          {
            branch: BRANCH,
            path: FR,
            locale: 'fr',
            key: 'hello',
            text: 'Bonjour tout le monde',
            commit: reviewed,
            author: 'Rita Reviewer',
          },
        ]);
        expect(result.summary).toContain('### Sent to the service from this pull request');
        const [pull] = world.openPulls();
        expect(world.openPulls()).toHaveLength(1);
        expect(pull?.body).toContain('### Sent to the service from this pull request');
        expect(pull?.body).toMatch(
          /`hello` \| fr \| `Bonjour tout le monde` \| [0-9a-f]{12} by `Rita Reviewer`/,
        );
        expect(pull?.body).toContain(
          `The branch keeps these commits, with this action's commit on top: ${reviewed.slice(0, 12)} by \`Rita Reviewer\``,
        );

        const again = await world.run('4 rerun', 'schedule');
        expect(again.exitCode, again.stdout).toBe(0);
        expect(await world.shaOf(BRANCH)).toBe(head);
        expect(again.outputs['sent-from-pull-request']).toBe('[]');

        // GitHub's "Commit suggestion" on a review comment: GitHub commits it, the reviewer is its author.
        const suggested = await world.suggestCommit('Apply suggestions from code review', FR, (text) =>
          text.replace(/goodbye: "?À la prochaine"?/, 'goodbye: "À très vite"'),
        );
        await translateOnService(world.scenario.client, 'nav.home', 'fr', 'Accueil');
        const afterSuggestion = await world.run('4 suggestion', 'schedule');
        expectOk(afterSuggestion, 'updated');
        expect(await world.serviceText('fr')).toContain('À très vite');
        const next = (await world.shaOf(BRANCH)) ?? '';
        expect((await world.origin(['rev-parse', `${next}^`])).trim()).toBe(suggested);
        expect(await world.origin(['show', `${BRANCH}:${FR}`])).toContain('Accueil');
        expect(await world.origin(['log', '--format=%H', BRANCH])).toContain(reviewed);

        // main moves: the branch is rebuilt on it; the download still holds both fixes.
        await world.commitOnMain('Docs: a word on review', {
          'README.md': '# Acme Web\n\nReview in the pull request.\n',
        });
        const moved = await world.run('4 main moved', 'schedule');
        expectOk(moved, 'updated');
        await world.expectBranchOnMain();
        const rebuilt = await world.origin(['show', `${BRANCH}:${FR}`]);
        expect(rebuilt).toContain('Bonjour tout le monde');
        expect(rebuilt).toContain('À très vite');
        expect(world.openPulls()[0]?.body).toContain(
          `these commits were folded in, their edits coming back from the service: ${reviewed.slice(0, 12)} by \`Rita Reviewer\`, ${suggested.slice(0, 12)} by \`Rita Reviewer\``,
        );
      },
      STEP_TIMEOUT,
    );

    if (all) {
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
