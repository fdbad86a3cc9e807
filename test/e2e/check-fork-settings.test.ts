import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakePull } from '../helpers/github-fake.js';
import { createPullRefs } from '../helpers/runner-checkout.js';
import {
  createScenario,
  mergeCheckout,
  OWNER,
  pullRequestPayload,
  REPO,
  type Scenario,
} from '../helpers/scenario.js';

/**
 * Issue 52: a fork's pull request is checked with the base's settings, and nothing of the job's
 * environment reaches any output (R62, R63). Its head's `.wti` has ERB naming the job's secrets;
 * its `.gitattributes` names a filter the runner's git configuration defines. Run through
 * `node dist/index.js`, for the `pull_request` event and for a `/translation-sync check` comment.
 */

const MASTER = 'config/locales/en.yml';
const CHECK_MARKER = '<!-- translation-sync:check -->';
const SOME_SECRET = 'proj_rw_s3cr3t_workflow_env_value';
const RUNTIME_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.runtime_s3cr3t_token_value';
const SECRET_ENV = { SOME_SECRET, ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN };
/** The base's own settings: a `.wti` that reads no environment. */
const BASE_WTI = 'needed_locales: fr\n';

let scenario: Scenario | undefined;
let scratch: string | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Pull request 7 from a fork: a new master key, and the head's own `.wti` and other files. */
async function forkPullRequest(current: Scenario, files: Record<string, string>) {
  const baseSha = (await current.repo.git(['rev-parse', 'main'])).trim();
  await current.repo.git(['checkout', '--quiet', '-B', 'fork-work', baseSha]);
  const master = await readFile(path.join(current.repo.dir, MASTER), 'utf8');
  const headSha = await current.repo.commitAll('A farewell', {
    [MASTER]: `${master}  farewell: "See you, %{name}"\n`,
    ...files,
  });
  await current.repo.git(['checkout', '--quiet', 'main']);
  await createPullRefs({
    originDir: current.repo.originDir,
    source: current.repo.dir,
    number: 7,
    baseSha,
    headSha,
  });
  const pull: FakePull = {
    number: 7,
    owner: OWNER,
    repo: REPO,
    state: 'open',
    title: 'A farewell',
    body: '',
    draft: false,
    head: 'farewell',
    base: 'main',
    labels: [],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
    author: 'contributor',
    fork: { fullName: 'contributor/web', headSha },
  };
  current.github.pulls.push(pull);
  return { baseSha, headSha };
}

function checkComment(id: number) {
  return {
    action: 'created',
    issue: {
      number: 7,
      pull_request: { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/7` },
    },
    comment: { id, body: '/translation-sync check', user: { login: 'maya' }, author_association: 'MEMBER' },
  };
}

async function world(): Promise<Scenario> {
  const current = await createScenario({ github: { roles: { maya: 'maintain' } } });
  await current.pushCommit('Translation settings', { '.wti': BASE_WTI });
  return current;
}

/**
 * Every text the run put out, as GitHub would show it: log, summary, outputs, and every body the
 * fake received. Markdown escapes and zero-width spaces are taken out, as rendering does.
 */
function everything(
  current: Scenario,
  run: { stdout: string; stderr: string; summary: string; outputs: Record<string, string> },
): string {
  const bodies = current.github.requests.map((request) => JSON.stringify(request.body ?? ''));
  const comments = current.github.comments.map((entry) => entry.body);
  return [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...bodies, ...comments]
    .join('\n')
    .replace(/\\+/g, '')
    .replace(/\u200B/g, '');
}

function expectNoSecret(text: string): void {
  for (const secret of [SOME_SECRET, RUNTIME_TOKEN]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(secret).toString('base64'));
    expect(text).not.toContain(encodeURIComponent(secret));
  }
  expect(text).not.toContain('s3cr3t');
}

describe("check of a fork's pull request that changes .wti (R62, R63)", () => {
  for (const [label, wti] of [
    [
      'ERB naming the secrets',
      "needed_locales: fr <%= ENV['SOME_SECRET'] %> <%= ENV['ACTIONS_RUNTIME_TOKEN'] %>\n",
    ],
    ['ERB that breaks the YAML', "ignore_files: *<%= ENV['SOME_SECRET'] %>\nneeded_locales: fr\n"],
  ] as const) {
    it(`a /translation-sync check comment: the base's settings, nothing of the environment anywhere (${label})`, async () => {
      scenario = await world();
      await forkPullRequest(scenario, { '.wti': wti });

      const result = await scenario.run({
        event: 'issue_comment',
        payload: checkComment(900),
        checkout: true,
        env: SECRET_ENV,
      });

      expectNoSecret(everything(scenario, result));
      expect(result.exitCode).toBe(0);
      const comment = scenario.github.comments.find((entry) => entry.body.startsWith(CHECK_MARKER));
      expect(comment?.body).toMatch(
        /This pull request changes \.wti: the check uses the settings of the base branch/,
      );
      expect(comment?.body).not.toMatch(/no target locale/);
    });
  }

  it('the pull_request event, on the merge checkout: the same', async () => {
    scenario = await world();
    const { baseSha, headSha } = await forkPullRequest(scenario, {
      '.wti': "needed_locales: fr <%= ENV['SOME_SECRET'] %> <%= ENV['ACTIONS_RUNTIME_TOKEN'] %>\n",
    });
    const event = pullRequestPayload({ baseSha, headSha, headRef: 'farewell', headRepo: 'contributor/web' });

    const result = await scenario.run({
      event: 'pull_request',
      payload: event,
      checkout: mergeCheckout(),
      env: SECRET_ENV,
    });

    expectNoSecret(everything(scenario, result));
    expect(result.exitCode).toBe(0);
    const comment = scenario.github.comments.find((entry) => entry.body.startsWith(CHECK_MARKER));
    expect(comment?.body).toMatch(/This pull request changes \.wti/);
  });
});

describe("a /translation-sync check reads the head's files without running anything (R62)", () => {
  it("runs no filter the runner's git configuration defines, whatever the head's .gitattributes names", async () => {
    scenario = await world();
    scratch = await mkdtemp(path.join(scenario.runnerTemp, 'filters-'));
    const marker = path.join(scratch, 'filter-ran');
    const command = `sh -c 'touch "${marker}"; cat'`;
    const globalConfig = path.join(scratch, 'gitconfig');
    await writeFile(
      globalConfig,
      [
        '[filter "x"]',
        `\tsmudge = ${command}`,
        `\tclean = ${command}`,
        '[diff "x"]',
        `\ttextconv = ${command}`,
        '',
      ].join('\n'),
    );
    await forkPullRequest(scenario, {
      '.gitattributes': '* filter=x diff=x\n',
      '.lfsconfig': '[lfs]\n\turl = http://127.0.0.1:9/lfs\n',
    });
    const checkout = await scenario.checkout();
    // The repository's own configuration defines it too, as a runner's could.
    await scenario.repo.git(['-C', checkout.dir, 'config', 'filter.x.smudge', command]);

    const result = await scenario.run({
      event: 'issue_comment',
      payload: checkComment(901),
      workspace: checkout.dir,
      env: { GIT_CONFIG_GLOBAL: globalConfig },
    });

    expect(result.exitCode).toBe(0);
    expect(scenario.github.comments.some((entry) => entry.body.startsWith(CHECK_MARKER))).toBe(true);
    await expect(access(marker)).rejects.toThrow();
  });
});
