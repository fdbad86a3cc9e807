import { readFile } from 'node:fs/promises';
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
import { translateOnService } from '../helpers/service-workspace.js';
import { PULLED_RECORD } from '../../src/project/pulled-record.js';

/**
 * `/translation-sync` comments and `repository_dispatch` through `node dist/index.js`, on a
 * runner-like checkout of the default branch (what an issue_comment run has), against the
 * emulator and the validating GitHub fake.
 */

const BRANCH = 'translation-sync';
const FRENCH = 'config/locales/fr.yml';
const GERMAN = 'config/locales/de.yml';
const MASTER = 'config/locales/en.yml';
const CHECK_MARKER = '<!-- translation-sync:check -->';
const ROLES = { alice: 'write', maya: 'maintain', rob: 'read' } as const;
let scenario: Scenario | undefined;
let nextCommentId = 500;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The comment as GitHub has it (so it can be reacted to) and its issue_comment event. */
function comment(
  current: Scenario,
  options: { body: string; login: string; issue?: number; onPullRequest?: boolean; action?: string },
) {
  const id = nextCommentId++;
  const issue = options.issue ?? 42;
  current.github.comments.push({
    id,
    owner: OWNER,
    repo: REPO,
    issueNumber: issue,
    body: options.body,
    user: options.login,
  });
  return {
    id,
    payload: {
      action: options.action ?? 'created',
      issue: {
        number: issue,
        ...(options.onPullRequest === true
          ? { pull_request: { url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${issue}` } }
          : {}),
      },
      // What author_association says is never taken for a permission: GitHub is asked.
      comment: { id, body: options.body, user: { login: options.login }, author_association: 'OWNER' },
    },
  };
}

const reactionsTo = (current: Scenario, id: number): string[] =>
  current.github.reactions
    .filter((reaction) => reaction.commentId === id)
    .map((reaction) => reaction.content);

const repliesOn = (current: Scenario, issue: number): string[] =>
  current.github.comments
    .filter((entry) => entry.issueNumber === issue && entry.user === 'github-actions[bot]')
    .map((entry) => entry.body);

/** The files the translation branch changes against main. */
async function branchFiles(current: Scenario): Promise<string[]> {
  const names = await current.repo.origin(['diff', '--name-only', `main...${BRANCH}`]);
  return names.split('\n').filter(Boolean);
}

async function createWorld(): Promise<Scenario> {
  return createScenario({ github: { roles: { ...ROLES } } });
}

describe('/translation-sync pull', () => {
  it('by a collaborator: updates the translation pull request with the locales named only, 👀 then 🚀 (slow: two runs)', async () => {
    scenario = await createWorld();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    await translateOnService(scenario.client, 'nav.settings', 'de', 'Kontoeinstellungen');
    const first = await scenario.run({ event: 'schedule', checkout: true });
    expect(first.outputs['pull-request-operation']).toBe('created');
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');
    const { id, payload } = comment(scenario, { body: '/translation-sync pull fr\nplease', login: 'alice' });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['changed-locales']).toBe('fr');
    expect(result.outputs['pull-request-operation']).toBe('updated');
    expect(result.outputs['pull-request-number']).toBe('1');
    // German is not pulled: the pull request keeps the German it had, without the new text.
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, GERMAN, FRENCH]);
    const french = await scenario.repo.origin(['show', `${BRANCH}:${FRENCH}`]);
    expect(french).toContain('Quitter');
    const german = await scenario.repo.origin(['show', `${BRANCH}:${GERMAN}`]);
    expect(german).toContain('Kontoeinstellungen');
    expect(german).not.toContain('Abmelden');
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'rocket']);
    expect(repliesOn(scenario, 42)).toEqual([]);
    const permission = scenario.github.requests.find((request) => request.route?.endsWith('/permission'));
    expect(permission?.path).toBe(`/repos/${OWNER}/${REPO}/collaborators/alice/permission`);
  });

  it("never puts the pull request's German back over a German file the base changed since", async () => {
    scenario = await createWorld();
    await translateOnService(scenario.client, 'nav.settings', 'de', 'Kontoeinstellungen');
    expect(
      (await scenario.run({ event: 'schedule', checkout: true })).outputs['pull-request-operation'],
    ).toBe('created');
    const german = await readFile(path.join(scenario.repo.dir, GERMAN), 'utf8');
    await scenario.pushCommit('Fix a German typo', { [GERMAN]: `${german}# reviewed\n` });
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    const { payload } = comment(scenario, { body: '/translation-sync pull fr', login: 'alice' });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`${GERMAN} changed on the base since the translation branch was made`);
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, FRENCH]);
    expect(await scenario.repo.origin(['show', `${BRANCH}:${GERMAN}`])).toContain('# reviewed');
  });

  it('with pull-request-per: project: the project’s pull request keeps the German it had', async () => {
    scenario = await createWorld();
    const inputs = { 'pull-request-per': 'project' };
    const branch = `${BRANCH}/root`;
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    await translateOnService(scenario.client, 'nav.settings', 'de', 'Kontoeinstellungen');
    const first = await scenario.run({ event: 'schedule', inputs, checkout: true });
    expect(first.outputs['pull-request-operation'], first.stdout).toBe('created');
    const germanBefore = await scenario.repo.origin(['show', `${branch}:${GERMAN}`]);
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');
    const { payload } = comment(scenario, { body: '/translation-sync pull fr', login: 'alice' });

    const result = await scenario.run({ event: 'issue_comment', payload, inputs, checkout: true });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['pull-request-branch']).toBe(branch);
    expect(result.outputs['pull-request-operation']).toBe('updated');
    // The old code rebuilt the project's branch from the French alone: the German left the pull request.
    const files = await scenario.repo.origin(['diff', '--name-only', `main...${branch}`]);
    expect(files.split('\n').filter(Boolean)).toEqual([PULLED_RECORD, GERMAN, FRENCH]);
    expect(await scenario.repo.origin(['show', `${branch}:${GERMAN}`])).toBe(germanBefore);
    expect(await scenario.repo.origin(['show', `${branch}:${FRENCH}`])).toContain('Quitter');
    expect(scenario.github.pulls.map((pull) => [pull.head, pull.state])).toEqual([[branch, 'open']]);
  });

  it('with pull-request-per: locale: leaves the German pull request and its branch as they are', async () => {
    scenario = await createWorld();
    const inputs = { 'pull-request-per': 'locale' };
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    await translateOnService(scenario.client, 'nav.settings', 'de', 'Kontoeinstellungen');
    const first = await scenario.run({ event: 'schedule', inputs, checkout: true });
    expect(first.exitCode, first.stdout).toBe(0);
    const german = `${BRANCH}/de`;
    const germanHead = await scenario.repo.origin(['rev-parse', german]);
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');
    const { payload } = comment(scenario, { body: '/translation-sync pull fr', login: 'alice' });
    const before = scenario.github.requests.length;

    const result = await scenario.run({ event: 'issue_comment', payload, inputs, checkout: true });

    expect(result.exitCode, result.stdout).toBe(0);
    const listed = JSON.parse(result.outputs['pull-requests'] ?? '') as {
      branch: string;
      operation: string;
    }[];
    expect(listed.map((pr) => [pr.branch, pr.operation])).toEqual([[`${BRANCH}/fr`, 'updated']]);
    expect(await scenario.repo.origin(['rev-parse', german])).toBe(germanHead);
    expect(await scenario.repo.origin(['show', `${BRANCH}/fr:${FRENCH}`])).toContain('Quitter');
    const germanPull = scenario.github.pulls.find((pull) => pull.head === german);
    expect(germanPull?.state).toBe('open');
    const touchedGerman = scenario.github.requests
      .slice(before)
      .filter(
        (request) =>
          request.method !== 'GET' &&
          new RegExp(`/(pulls|issues)/${germanPull?.number}(/|$)`).test(request.path),
      );
    expect(touchedGerman).toEqual([]);
  });

  it('by someone who may only read: one short reply, nothing else, and no request to the service', async () => {
    scenario = await createWorld();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    scenario.emulator.log.length = 0;
    const { id, payload } = comment(scenario, { body: '/translation-sync pull fr', login: 'rob' });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(scenario.emulator.log).toEqual([]);
    expect(repliesOn(scenario, 42)).toEqual([
      'Only people with write, maintain or admin permission on this repository may use `/translation-sync` commands; nothing was run.',
    ]);
    expect(reactionsTo(scenario, id)).toEqual([]);
    expect(scenario.github.pulls).toEqual([]);
    // The reply is the one write.
    expect(scenario.github.writes().map((request) => request.route)).toEqual([
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    ]);
  });

  it('with a malformed locale: says why on the comment (😕) and calls nothing', async () => {
    scenario = await createWorld();
    scenario.emulator.log.length = 0;
    const { id, payload } = comment(scenario, {
      body: '/translation-sync pull fr ![x](https://e.x/a.png)@acme/team',
      login: 'maya',
    });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(scenario.emulator.log).toEqual([]);
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'confused']);
    const [replyText] = repliesOn(scenario, 42);
    expect(replyText).toContain('was not run:');
    // The comment's text comes back only inside a code span, where nothing renders.
    expect(replyText).toContain('`![x](https://e.x/a.png)@acme/team`');
  });

  it('a failure answers 😕 with the reason and a link to the run, never the token', async () => {
    scenario = await createWorld();
    scenario.emulator.faults.add({
      endpoint: 'showProject',
      times: Infinity,
      action: { kind: 'status', status: 401 },
    });
    const { id, payload } = comment(scenario, { body: '/translation-sync pull', login: 'alice' });

    const result = await scenario.run({
      event: 'issue_comment',
      payload,
      checkout: true,
      env: { GITHUB_RUN_ID: '9001' },
    });

    expect(result.exitCode).toBe(1);
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'confused']);
    const [replyText = ''] = repliesOn(scenario, 42);
    expect(replyText).toContain('`/translation-sync pull` failed:');
    expect(replyText).toContain('project token was rejected');
    expect(replyText).toContain(`(https://github.com/${OWNER}/${REPO}/actions/runs/9001)`);
    expect(replyText).not.toContain(scenario.token);
  });
});

describe('/translation-sync help, unknown verbs and comments that are not commands', () => {
  it('answers an unknown verb with the help, calling no service', async () => {
    scenario = await createWorld();
    scenario.emulator.log.length = 0;
    const { id, payload } = comment(scenario, { body: '/translation-sync frobnicate', login: 'alice' });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(scenario.emulator.log).toEqual([]);
    const [replyText = ''] = repliesOn(scenario, 42);
    expect(replyText).toContain('does not know the command `frobnicate`');
    for (const verb of ['pull [locale ...]', 'check', 'help'])
      expect(replyText).toContain(`/translation-sync ${verb}`);
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'confused']);
  });

  it('ignores an edited comment and a comment that is no command: no request anywhere', async () => {
    scenario = await createWorld();
    scenario.emulator.log.length = 0;
    const edited = comment(scenario, { body: '/translation-sync pull', login: 'alice', action: 'edited' });
    const chat = comment(scenario, { body: 'Could someone run /translation-sync pull?', login: 'alice' });

    for (const { payload } of [edited, chat]) {
      const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });
      expect(result.exitCode).toBe(0);
    }

    expect(scenario.emulator.log).toEqual([]);
    expect(scenario.github.requests).toEqual([]);
  });
});

/** Pull request 7, from a fork: its head adds a key to the master and changes the French greeting. */
async function forkPullRequest(current: Scenario, greeting: string, base?: string) {
  const baseSha = base ?? (await current.repo.git(['rev-parse', 'main'])).trim();
  await current.repo.git(['checkout', '--quiet', '-B', 'fork-work', baseSha]);
  const master = await readFile(path.join(current.repo.dir, MASTER), 'utf8');
  const french = await readFile(path.join(current.repo.dir, FRENCH), 'utf8');
  const headSha = await current.repo.commitAll('A farewell', {
    [MASTER]: `${master}  farewell: "See you, %{name}"\n`,
    [FRENCH]: french.replace('Bonjour, %{name} !', greeting),
  });
  await current.repo.git(['checkout', '--quiet', 'main']);
  await createPullRefs({
    originDir: current.repo.originDir,
    source: current.repo.dir,
    number: 7,
    baseSha,
    headSha,
  });
  return { baseSha, headSha };
}

describe('/translation-sync check', () => {
  it("checks a fork's pull request again at its current head and edits the check comment", async () => {
    scenario = await createWorld();
    const { baseSha, headSha } = await forkPullRequest(scenario, 'Bonjour, %{nom} !');
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
    scenario.github.pulls.push(pull);
    const event = pullRequestPayload({ baseSha, headSha, headRef: 'farewell', headRepo: 'contributor/web' });
    const first = await scenario.run({ event: 'pull_request', payload: event, checkout: mergeCheckout() });
    expect(first.exitCode).toBe(0);
    const checkComment = scenario.github.comments.find((entry) => entry.body.startsWith(CHECK_MARKER));
    expect(checkComment?.body).toContain('1 placeholder mismatch');
    // The contributor fixes the placeholder; no pull_request run has seen the new head yet.
    const fixed = await forkPullRequest(scenario, 'Bonjour, %{name} !', baseSha);
    pull.fork = { fullName: 'contributor/web', headSha: fixed.headSha };
    const { id, payload } = comment(scenario, {
      body: '/translation-sync check',
      login: 'maya',
      issue: 7,
      onPullRequest: true,
    });

    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`Checking pull request #7 at its head ${fixed.headSha.slice(0, 7)}`);
    const checkComments = scenario.github.comments.filter((entry) => entry.body.startsWith(CHECK_MARKER));
    expect(checkComments.map((entry) => entry.id)).toEqual([checkComment?.id]);
    expect(checkComments[0]?.body).not.toContain('placeholder mismatch');
    expect(checkComments[0]?.body).toContain('farewell');
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'rocket']);
    expect(scenario.github.writes().map((request) => request.route)).toContain(
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    );
  });

  it('on an issue: says that it checks pull requests', async () => {
    scenario = await createWorld();
    const { id, payload } = comment(scenario, { body: '/translation-sync check', login: 'alice' });
    const result = await scenario.run({ event: 'issue_comment', payload, checkout: true });
    expect(result.exitCode).toBe(0);
    expect(repliesOn(scenario, 42)[0]).toContain('checks a pull request');
    expect(reactionsTo(scenario, id)).toEqual(['eyes', 'confused']);
  });
});

describe('repository_dispatch', () => {
  it('of type translation-sync with locales [de]: pulls de only', async () => {
    scenario = await createWorld();
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');

    const result = await scenario.run({
      event: 'repository_dispatch',
      payload: { action: 'translation-sync', client_payload: { locales: ['de'] } },
      checkout: true,
    });

    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).toBe(GERMAN);
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, GERMAN]);
  });

  it('of another type: a notice, and nothing is done', async () => {
    scenario = await createWorld();
    scenario.emulator.log.length = 0;
    const result = await scenario.run({
      event: 'repository_dispatch',
      payload: { action: 'deploy', client_payload: {} },
      checkout: true,
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /::notice::translation-sync pulls on a repository_dispatch of type translation-sync/,
    );
    expect(scenario.emulator.log).toEqual([]);
    expect(scenario.github.requests).toEqual([]);
  });

  it('with locales that are not a list of locale codes: fails before any request', async () => {
    scenario = await createWorld();
    scenario.emulator.log.length = 0;
    const result = await scenario.run({
      event: 'repository_dispatch',
      payload: { action: 'translation-sync', client_payload: { locales: 'fr; rm -rf /' } },
      checkout: true,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::client_payload.locales of the repository_dispatch must be a list/,
    );
    expect(scenario.emulator.log).toEqual([]);
  });
});
