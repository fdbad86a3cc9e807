import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { runGit } from './git-repo.js';
import type { ActionRun } from './run-action.js';
import type { RunnerCheckoutOptions } from './runner-checkout.js';
import { createScenario, DEFAULT_MASTER, GITHUB_TOKEN, OWNER, REPO, type Scenario } from './scenario.js';

/**
 * One repository over many runs of `node dist/index.js` (test/e2e/lifecycle*.test.ts): each run
 * in a fresh runner checkout, the origin behind the GitHub fake's git over HTTP, pull requests
 * merged through the fake's merge route, people's commits pushed from clones of their own, and a
 * table of every run.
 */

export const BRANCH = 'translation-sync';
export const FR = 'config/locales/fr.yml';
const TRAILER = 'Translation-Sync: managed';
export const RITA = {
  GIT_AUTHOR_NAME: 'Rita Reviewer',
  GIT_AUTHOR_EMAIL: 'rita@acme.test',
  GIT_COMMITTER_NAME: 'Rita Reviewer',
  GIT_COMMITTER_EMAIL: 'rita@acme.test',
};

export interface Row {
  step: string;
  event: string;
  exit: number | null;
  operation: string;
  head: string;
  open: string;
}

export type PushPayload = { ref: string; before: string | undefined; after: string | undefined };

export interface RunOptions {
  payload?: Record<string, unknown>;
  inputs?: Record<string, string>;
  checkout?: Partial<Pick<RunnerCheckoutOptions, 'fetchDepth' | 'persistCredentials'>>;
  /** Kills the run (SIGTERM, then SIGKILL) once this returns true. */
  killWhen?: () => boolean;
}

export interface World {
  scenario: Scenario;
  table: Row[];
  /** Every run's inputs: the world's plus each run's own. */
  run(step: string, event: 'schedule' | 'push', options?: RunOptions): Promise<ActionRun>;
  /** Several runs started at once, each in its own checkout; recorded in the order they end. */
  runTogether(step: string, count: number, options?: RunOptions): Promise<ActionRun[]>;
  commitOnMain(message: string, files: Record<string, string>): Promise<PushPayload>;
  reviewerCommit(
    message: string,
    files: Record<string, string | ((text: string) => string)>,
  ): Promise<string>;
  /** GitHub's "Commit suggestion" on a review comment: a commit made through the API, GitHub its committer. */
  suggestCommit(message: string, file: string, change: (text: string) => string): Promise<string>;
  mergeOpenPull(method: 'merge' | 'squash' | 'rebase'): Promise<PushPayload>;
  closeOpenPullAndDeleteBranch(): Promise<number>;
  expectBranchOnMain(): Promise<string>;
  proposed(): Promise<Record<string, string[]>>;
  serviceText(locale: string): Promise<string>;
  shaOf(ref: string): Promise<string | undefined>;
  origin(args: readonly string[]): Promise<string>;
  openPulls(): Scenario['github']['pulls'];
  printTable(title: string): void;
  close(): Promise<void>;
}

export async function createWorld(options: { inputs?: Record<string, string> } = {}): Promise<World> {
  const scenario = await createScenario({ gitOverHttp: true });
  const root = path.dirname(scenario.repo.dir);
  const developer = path.join(root, 'developer');
  await runGit(root, ['clone', '--quiet', scenario.repo.originDir, developer]);
  const table: Row[] = [];
  let reviewers = 0;
  const origin = (args: readonly string[]): Promise<string> => scenario.repo.origin([...args]);
  const shaOf = async (ref: string): Promise<string | undefined> =>
    (await origin(['for-each-ref', '--format=%(objectname)', `refs/heads/${ref}`])).trim() || undefined;
  const openPulls = () => scenario.github.pulls.filter((pull) => pull.state === 'open');
  const api = `${scenario.github.url}/repos/${OWNER}/${REPO}`;
  const headers = { authorization: `token ${GITHUB_TOKEN}`, 'content-type': 'application/json' };

  const record = async (step: string, event: string, result: ActionRun): Promise<void> => {
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
  };
  const start = async (event: string, runOptions: RunOptions): Promise<ActionRun> => {
    const { dir, sha } = await scenario.checkout(runOptions.checkout ?? {});
    const shallow = (await runGit(dir, ['rev-parse', '--is-shallow-repository'])).trim();
    expect(shallow).toBe(runOptions.checkout?.fetchDepth === 0 ? 'false' : 'true');
    return scenario.run({
      event,
      workspace: dir,
      ...(runOptions.payload === undefined ? {} : { payload: runOptions.payload }),
      inputs: { ...options.inputs, ...runOptions.inputs },
      ...(runOptions.killWhen === undefined ? {} : { killWhen: runOptions.killWhen }),
      env: { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main' },
    });
  };

  return {
    scenario,
    table,
    async run(step, event, runOptions = {}) {
      const result = await start(event, runOptions);
      await record(step, event, result);
      return result;
    },
    async runTogether(step, count, runOptions = {}) {
      // Checkouts first, so that the runs themselves start as close together as they can.
      const results = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const result = await start('schedule', runOptions);
          await record(`${step} (${index + 1})`, 'schedule', result);
          return result;
        }),
      );
      return results;
    },
    async commitOnMain(message, files) {
      await runGit(developer, ['fetch', '--quiet', 'origin']);
      await runGit(developer, ['reset', '--quiet', '--hard', 'origin/main']);
      const before = (await runGit(developer, ['rev-parse', 'HEAD'])).trim();
      for (const [file, text] of Object.entries(files)) await writeFile(path.join(developer, file), text);
      await runGit(developer, ['add', '--all']);
      await runGit(developer, ['commit', '--quiet', '-m', message]);
      await runGit(developer, ['push', '--quiet', 'origin', 'HEAD:main']);
      return {
        ref: 'refs/heads/main',
        before,
        after: (await runGit(developer, ['rev-parse', 'HEAD'])).trim(),
      };
    },
    async reviewerCommit(message, files) {
      const reviewer = path.join(root, `reviewer-${++reviewers}`);
      await runGit(root, ['clone', '--quiet', '--branch', BRANCH, scenario.repo.originDir, reviewer]);
      for (const [file, change] of Object.entries(files)) {
        const before = await readFile(path.join(reviewer, file), 'utf8').catch(() => '');
        await writeFile(path.join(reviewer, file), typeof change === 'string' ? change : change(before));
      }
      await runGit(reviewer, ['add', '--all']);
      await runGit(reviewer, ['commit', '--quiet', '-m', message], RITA);
      await runGit(reviewer, ['push', '--quiet', 'origin', BRANCH]);
      return (await runGit(reviewer, ['rev-parse', 'HEAD'])).trim();
    },
    async suggestCommit(message, file, change) {
      const head = (await shaOf(BRANCH)) ?? '';
      const tree = (await origin(['rev-parse', `${head}^{tree}`])).trim();
      const content = change(await origin(['show', `${head}:${file}`]));
      const post = async (route: string, body: unknown, method = 'POST') => {
        const response = await fetch(`${api}/${route}`, { method, headers, body: JSON.stringify(body) });
        expect(response.status, route).toBeLessThan(300);
        return (await response.json()) as { sha: string };
      };
      const made = await post('git/trees', {
        base_tree: tree,
        tree: [{ path: file, mode: '100644', type: 'blob', content }],
      });
      const commit = await post('git/commits', {
        message,
        tree: made.sha,
        parents: [head],
        author: { name: RITA.GIT_AUTHOR_NAME, email: RITA.GIT_AUTHOR_EMAIL },
      });
      await post(`git/refs/heads/${BRANCH}`, { sha: commit.sha }, 'PATCH');
      return commit.sha;
    },
    async mergeOpenPull(method) {
      const [pull] = openPulls();
      if (pull === undefined) throw new Error('no open pull request to merge');
      const before = await shaOf('main');
      const response = await fetch(`${api}/pulls/${pull.number}/merge`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ merge_method: method }),
      });
      expect(response.status).toBe(200);
      return { ref: 'refs/heads/main', before, after: await shaOf('main') };
    },
    async closeOpenPullAndDeleteBranch() {
      const [pull] = openPulls();
      if (pull === undefined) throw new Error('no open pull request to close');
      const closed = await fetch(`${api}/pulls/${pull.number}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ state: 'closed' }),
      });
      expect(closed.status).toBe(200);
      expect((await fetch(`${api}/git/refs/heads/${BRANCH}`, { method: 'DELETE', headers })).status).toBe(
        204,
      );
      return pull.number;
    },
    async expectBranchOnMain() {
      const head = await shaOf(BRANCH);
      expect(head).toBeDefined();
      const raw = await origin(['cat-file', '-p', head ?? '']);
      expect(raw.match(/^parent /gm)).toHaveLength(1);
      expect(raw).toContain(`parent ${await shaOf('main')}`);
      expect(raw.trimEnd().endsWith(TRAILER)).toBe(true);
      return head ?? '';
    },
    async proposed() {
      // The translations only: the pulled record of what the checks found (issue 58) has tests of its own.
      const diff = await origin([
        'diff',
        '-U0',
        '--no-color',
        'main',
        BRANCH,
        '--',
        '.',
        ':!.wti-pulled.json',
      ]);
      const files: Record<string, string[]> = {};
      let file = '';
      for (const line of diff.split('\n')) {
        if (line.startsWith('+++ b/')) file = line.slice('+++ b/'.length);
        else if (line.startsWith('+') && !line.startsWith('+++')) (files[file] ??= []).push(line.slice(1));
      }
      return files;
    },
    async serviceText(locale) {
      const project = await scenario.client.projects.show();
      const master = project.projectFiles.find((file) => file.name === DEFAULT_MASTER);
      const content = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale });
      return content.status === 'ok' ? content.body.toString('utf8') : '';
    },
    shaOf,
    origin,
    openPulls,
    printTable(title) {
      const lines = [
        '| step | event | exit | operation | branch head | open pull requests |',
        '| --- | --- | --- | --- | --- | --- |',
        ...table.map(
          (row) =>
            `| ${row.step} | ${row.event} | ${row.exit} | ${row.operation} | ${row.head} | ${row.open} |`,
        ),
      ];
      console.log(`${title}, run by run:\n${lines.join('\n')}`);
    },
    close: () => scenario.close(),
  };
}

/** A run that went well: exit 0, the pull request operation, and nothing uploaded. */
export function expectOk(result: ActionRun, operation: string): void {
  expect(result.exitCode, result.stdout).toBe(0);
  expect(result.outputs['pull-request-operation']).toBe(operation);
  expect(result.outputs['uploaded-files']).toBe('');
}
