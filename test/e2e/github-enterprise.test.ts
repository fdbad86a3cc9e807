import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  makePrivateCa,
  startConnectProxy,
  startTlsFront,
  type PrivateCa,
} from '../helpers/network-fronts.js';
import { createPullRefs } from '../helpers/runner-checkout.js';
import {
  addMasterKey,
  createScenario,
  mergeCheckout,
  OWNER,
  pullRequestPayload,
  REPO,
  type Scenario,
} from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * GitHub Enterprise Server: GitHub on a host of its own (ghes.invalid, over TLS with a private CA,
 * reachable through the proxy only), its REST API under /api/v3 and GraphQL at /api/graphql, as
 * the runner's GITHUB_SERVER_URL, GITHUB_API_URL and GITHUB_GRAPHQL_URL say. Git talks to it over
 * HTTP too: origin is https://ghes.invalid/acme/web.git, as actions/checkout sets it there.
 */

const GHES = 'https://ghes.invalid';
const FRENCH = 'config/locales/fr.yml';
const MASTER = 'config/locales/en.yml';

let ca: PrivateCa | undefined;
let scenario: Scenario | undefined;
const closers: (() => Promise<void>)[] = [];
/** The runner's environment for git (the test's own and the action's) and for the action. */
const RUNNER_NETWORK = ['HTTPS_PROXY', 'GIT_SSL_CAINFO', 'NODE_EXTRA_CA_CERTS'] as const;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  ca = await makePrivateCa(['ghes.invalid']);
  for (const name of RUNNER_NETWORK) saved.set(name, process.env[name]);
});

afterAll(async () => {
  await ca?.cleanup();
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await scenario?.close();
  scenario = undefined;
  for (const [name, value] of saved) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
});

/** A scenario on ghes.invalid: the fake under /api/v3 behind a TLS front, git over HTTP, a proxy. */
async function enterprise(authority: PrivateCa, roles: Record<string, 'write'> = {}): Promise<Scenario> {
  let githubPort = 0;
  const front = await startTlsFront(() => githubPort, authority);
  closers.push(() => front.close());
  const proxy = await startConnectProxy({ 'ghes.invalid:443': front.port });
  closers.push(() => proxy.close());
  // As on a runner behind the proxy: git (the checkout's and the action's) and node read these.
  process.env['HTTPS_PROXY'] = proxy.url;
  process.env['GIT_SSL_CAINFO'] = authority.caPath;
  process.env['NODE_EXTRA_CA_CERTS'] = authority.caPath;
  const current = await createScenario({
    gitOverHttp: true,
    github: { pathPrefix: '/api/v3', origin: GHES, roles },
  });
  scenario = current;
  githubPort = current.github.port;
  return current;
}

function runOn(current: Scenario, options: Parameters<Scenario['run']>[0]) {
  return current.run({
    ...options,
    env: {
      GITHUB_SERVER_URL: GHES,
      GITHUB_API_URL: `${GHES}/api/v3`,
      GITHUB_GRAPHQL_URL: `${GHES}/api/graphql`,
      GITHUB_RUN_ID: '4242',
      ...options.env,
    },
  });
}

/** Every API request came under /api/v3 (or to /api/graphql), and nothing the user reads names github.com. */
function expectEnterpriseOnly(current: Scenario, texts: string[]): void {
  const api = current.github.requests.map((request) => request.received);
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((received) => !received.startsWith('/api/v3/') && received !== '/api/graphql')).toEqual(
    [],
  );
  const shown = [
    ...texts,
    ...current.github.pulls.map((pull) => pull.body),
    ...current.github.comments.map((comment) => comment.body),
  ].join('\n');
  // The bot's commit e-mail (users.noreply.github.com) is the identity git commits carry, not a link.
  expect(shown.replaceAll('users.noreply.github.com', '')).not.toContain('github.com');
}

describe('GitHub Enterprise Server on a host of its own, through the proxy (node dist/index.js)', () => {
  it('push with sign-commits: the API commit, the pull request and its link are the server’s (slow: blob, tree, commit and ref writes)', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const current = await enterprise(ca);
    const push = await addMasterKey(current, 'farewell', 'Bye');

    const result = await runOn(current, { event: 'push', payload: push, inputs: { 'sign-commits': 'true' } });

    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(result.outputs['pull-request-url']).toBe(`${GHES}/${OWNER}/${REPO}/pull/1`);
    expect(result.summary).toContain(`(${GHES}/${OWNER}/${REPO}/pull/1)`);
    const head = (await current.repo.origin(['rev-parse', 'translation-sync'])).trim();
    expect(current.github.apiCommits.has(head)).toBe(true);
    expect(await current.repo.origin(['show', `translation-sync:${FRENCH}`])).toContain(
      'farewell: "[fr] Bye"',
    );
    expectEnterpriseOnly(current, [result.stdout, result.summary]);
  });

  it('pull request check: the comment is made through /api/v3', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const current = await enterprise(ca);
    const base = (await current.repo.git(['rev-parse', 'HEAD'])).trim();
    const master = await readFile(path.join(current.repo.dir, MASTER), 'utf8');
    const head = await current.repo.commitAll('Add a farewell', {
      [MASTER]: `${master}  farewell: "See you, %{name}"\n`,
    });
    await createPullRefs({
      originDir: current.repo.originDir,
      source: current.repo.dir,
      number: 7,
      baseSha: base,
      headSha: head,
    });

    const result = await runOn(current, {
      event: 'pull_request',
      payload: pullRequestPayload({ baseSha: base, headSha: head }),
      checkout: mergeCheckout(),
    });

    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(current.github.comments).toHaveLength(1);
    expect(current.github.comments[0]?.body).toContain('- Added (1): `farewell`');
    expect(result.summary).toContain('Pull request comment created');
    expectEnterpriseOnly(current, [result.stdout, result.summary]);
  });

  it('comment command: /translation-sync pull updates the pull request, and GraphQL makes it a draft (slow: two runs)', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const current = await enterprise(ca, { alice: 'write' });
    await translateOnService(current.client, 'nav.settings', 'fr', 'Paramètres');
    const first = await runOn(current, { event: 'schedule', checkout: true });
    expect(first.outputs['pull-request-operation']).toBe('created');
    await translateOnService(current.client, 'nav.sign_out', 'fr', 'Quitter');
    const id = 900;
    current.github.comments.push({
      id,
      owner: OWNER,
      repo: REPO,
      issueNumber: 42,
      body: '/translation-sync pull fr',
      user: 'alice',
    });
    const payload = {
      action: 'created',
      issue: { number: 42 },
      comment: {
        id,
        body: '/translation-sync pull fr',
        user: { login: 'alice' },
        author_association: 'MEMBER',
      },
    };

    const result = await runOn(current, {
      event: 'issue_comment',
      payload,
      inputs: { draft: 'true' },
      checkout: true,
    });

    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('updated');
    expect(
      current.github.reactions.filter((reaction) => reaction.commentId === id).map((r) => r.content),
    ).toEqual(['eyes', 'rocket']);
    expect(current.github.requests.filter((request) => request.received === '/api/graphql')).toHaveLength(1);
    expect(current.github.pulls[0]?.draft).toBe(true);
    expect(await current.repo.origin(['show', `translation-sync:${FRENCH}`])).toContain('Quitter');
    expectEnterpriseOnly(current, [first.stdout, first.summary, result.stdout, result.summary]);
  });
});
