import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RelayEnv } from '../../src/relay/webhook.js';
import { serveRelay } from '../../src/relay/node-server.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';
import { batchPayload, change, PROJECT_TOKEN_IN_API_URL, singlePayload } from './webhook-payloads.js';

/**
 * The webhook relay (R54) under its node:http wrapper on 127.0.0.1, in front of the GitHub fake,
 * which checks every request against GitHub's description: real payload shapes of the service,
 * and everything else it must refuse without a dispatch.
 */

const SECRET = 'relay-secret-3f9a1c7e5b2d4068';
const TOKEN = 'github_pat_relay_0123456789abcdef';
const DISPATCH = 'POST /repos/{owner}/{repo}/dispatches';
/** The documented cap on a webhook's body: 1 MiB. */
const MAX_BODY_BYTES = 1024 * 1024;

let github: GitHubFake;
let relay: Awaited<ReturnType<typeof serveRelay>> | undefined;
let logs: string[];

beforeEach(async () => {
  github = await startGitHubFake();
  logs = [];
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
});

afterEach(async () => {
  await relay?.close();
  relay = undefined;
  vi.restoreAllMocks();
  await github.close();
});

async function startRelay(env: Partial<RelayEnv> = {}): Promise<string> {
  relay = await serveRelay(
    {
      RELAY_SECRET: SECRET,
      GITHUB_TOKEN: TOKEN,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
      ...env,
    },
    0,
    '127.0.0.1',
  );
  return `${relay.url}/hook/${SECRET}`;
}

const post = (url: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

const dispatches = () => github.requests.filter((request) => request.route === DISPATCH);

/** Neither secret, nor the token, nor anything of the payload reached the log or the answer. */
function expectNothingLeaked(answerText: string): void {
  for (const text of [...logs, answerText]) {
    for (const secret of [SECRET, TOKEN, PROJECT_TOKEN_IN_API_URL, 'supprimer'])
      expect(text, 'a secret or payload content leaked').not.toContain(secret);
  }
}

describe('the webhook relay under node:http', () => {
  it('turns one saved translation into one repository_dispatch for its locale', async () => {
    const url = await startRelay();
    const response = await post(url, singlePayload('fr'));
    expect(response.status).toBe(202);
    expectNothingLeaked(await response.text());
    expect(dispatches()).toHaveLength(1);
    const [sent] = dispatches();
    expect(sent?.path).toBe('/repos/acme/app/dispatches');
    expect(sent?.body).toEqual({ event_type: 'translation-sync', client_payload: { locales: ['fr'] } });
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['user-agent']).toBeTruthy();
    expect(logs.join('\n')).toContain('dispatched translation-sync to acme/app for fr');
  });

  it('sends one dispatch for a batch of 100 changes, naming each locale once', async () => {
    const url = await startRelay();
    const response = await post(url, batchPayload(['pt-BR', 'de', 'fr', 'de']));
    expect(response.status).toBe(202);
    expectNothingLeaked(await response.text());
    expect(dispatches().map((request) => request.body)).toEqual([
      { event_type: 'translation-sync', client_payload: { locales: ['de', 'fr', 'pt-BR'] } },
    ]);
  });

  it('takes the bare change, the bare array and a form field `payload` too', async () => {
    const url = await startRelay();
    const bodies: [string, string][] = [
      [JSON.stringify(change('ja')), 'application/json'],
      [JSON.stringify([change('ja'), change('sr@latin')]), 'application/json'],
      [
        new URLSearchParams({ payload: JSON.stringify([change('es-419')]) }).toString(),
        'application/x-www-form-urlencoded',
      ],
    ];
    for (const [body, type] of bodies)
      expect((await post(url, body, { 'content-type': type })).status).toBe(202);
    expect(dispatches().map((request) => request.body)).toEqual([
      { event_type: 'translation-sync', client_payload: { locales: ['ja'] } },
      { event_type: 'translation-sync', client_payload: { locales: ['ja', 'sr@latin'] } },
      { event_type: 'translation-sync', client_payload: { locales: ['es-419'] } },
    ]);
  });

  it('asks for every locale when a change names none, or when it names more than 50', async () => {
    const url = await startRelay();
    const unnamed = change('fr');
    delete unnamed.locale;
    delete unnamed.translation;
    expect((await post(url, JSON.stringify({ payload: [change('fr'), unnamed] }))).status).toBe(202);
    const many = Array.from(
      { length: 60 },
      (_, index) => `x${String.fromCharCode(97 + (index % 26))}-${index}`,
    );
    expect((await post(url, JSON.stringify(many.map((locale) => change(locale))))).status).toBe(202);
    expect(dispatches().map((request) => request.body)).toEqual([
      { event_type: 'translation-sync', client_payload: {} },
      { event_type: 'translation-sync', client_payload: {} },
    ]);
  });

  it('answers 400 to a body that is no payload of the service, and dispatches nothing', async () => {
    const url = await startRelay();
    const bodies = [
      '{"payload": [{"locale": "fr"}',
      '',
      '"fr"',
      '[]',
      '{"payload": []}',
      '[42]',
      JSON.stringify({ payload: [change('../../etc')] }),
      JSON.stringify({ payload: [{ locale: 7 }] }),
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    ];
    for (const body of bodies) {
      const response = await post(url, body);
      expect(response.status, String(body)).toBe(400);
      expect(await response.text()).not.toContain('etc');
    }
    const form = await post(url, 'locale=fr', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    expect(dispatches()).toEqual([]);
    expectNothingLeaked('');
  });

  it('answers 404 to a wrong secret, a wrong method or a wrong path, whatever the body', async () => {
    const url = await startRelay();
    const root = relay?.url ?? '';
    const attempts: [string, string][] = [
      [`${root}/hook/relay-secret-3f9a1c7e5b2d4069`, 'POST'],
      [`${root}/hook/${SECRET.slice(0, -1)}`, 'POST'],
      [`${root}/hook/${SECRET}x`, 'POST'],
      [`${root}/hook/${SECRET}/extra`, 'POST'],
      [`${root}/hook/`, 'POST'],
      [`${root}/${SECRET}/hook`, 'POST'],
      [url, 'GET'],
      [url, 'PUT'],
      [url, 'DELETE'],
    ];
    for (const [target, method] of attempts) {
      const body = method === 'GET' ? null : singlePayload();
      const response = await fetch(target, { method, body });
      expect(response.status, `${method} ${target.replace(root, '')}`).toBe(404);
      expect(await response.text()).not.toContain(SECRET);
    }
    expect(dispatches()).toEqual([]);
  });

  it('answers 413 to a body over the cap, read no further, whatever Content-Length says', async () => {
    const url = await startRelay();
    // Streamed without Content-Length: only counting the bytes while reading finds it too big.
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 4 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(url, {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    });
    expect(streamed.status).toBe(413);
    const declared = await post(url, ' '.repeat(MAX_BODY_BYTES + 1));
    expect(declared.status).toBe(413);
    expect(dispatches()).toEqual([]);
  });

  it('answers 502 within its bound while GitHub does not answer the dispatch, and does not retry', async () => {
    const url = await startRelay({ RELAY_DISPATCH_TIMEOUT_MS: '300' });
    const held = github.holdNext(DISPATCH);
    const response = await post(url, singlePayload('de'));
    expect(response.status).toBe(502);
    expectNothingLeaked(await response.text());
    await held.reached;
    held.release();
    expect(dispatches()).toHaveLength(1);
    expect(logs.join('\n')).toContain('GitHub did not answer within 300 ms');
  });

  it.each([
    [401, 'Bad credentials', 'GITHUB_TOKEN is not accepted'],
    [404, 'Not Found', 'GITHUB_REPOSITORY is not found'],
  ])(
    'answers 502 when GitHub refuses the dispatch with %i, and logs what to do',
    async (status, message, advice) => {
      const url = await startRelay();
      github.fail(DISPATCH, { status, body: { message, documentation_url: 'https://docs.github.com/rest' } });
      const response = await post(url, singlePayload('fr'));
      expect(response.status).toBe(502);
      expectNothingLeaked(await response.text());
      expect(logs.join('\n')).toContain(`GitHub answered ${status}: ${advice}`);
      expect(logs.join('\n')).toMatch(
        /: GitHub answered \d+: [^\n]+ \(https:\/\/docs\.github\.com\/rest\)$/m,
      );
      expect(logs.join('\n')).not.toContain(message);
      expect(dispatches()).toHaveLength(1);
    },
  );

  it('logs the status and a docs page of a refused dispatch, never an answer that quotes the token', async () => {
    // GitHub, or a proxy in front of it, answering 422 with the request's Authorization header in its
    // message, its errors, a header and its documentation_url.
    const echoes = (authorization: string): string[] => [
      `https://docs.github.com/rest/repos/repos?echo=${encodeURIComponent(authorization)}#${authorization}`,
      `https://docs.github.com/${authorization.replace('Bearer ', '')}`,
      `https://proxy.example/denied/${authorization.replace('Bearer ', '')}`,
      `https://docs.github.com:8443/rest`,
    ];
    let answered = 0;
    const echo = createServer((request, response) => {
      const authorization = request.headers.authorization ?? '';
      const documentationUrl = echoes(authorization)[answered % 4] ?? '';
      answered += 1;
      request.resume();
      response.writeHead(422, { 'content-type': 'application/json', 'x-echo': authorization });
      response.end(
        JSON.stringify({
          message: `Invalid request. Authorization: ${authorization}`,
          errors: [{ resource: 'Request', field: 'authorization', value: authorization }],
          documentation_url: documentationUrl,
        }),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const url = await startRelay({
        GITHUB_API_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
      });
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await post(url, singlePayload('fr'))).status).toBe(502);
    } finally {
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
    expect(answered).toBe(4);
    for (const line of logs) expect(line).not.toContain(TOKEN);
    const refusals = logs.filter((line) => line.includes('GitHub answered 422'));
    expect(refusals).toEqual([
      expect.stringMatching(
        /GitHub refused the dispatch’s body \(https:\/\/docs\.github\.com\/rest\/repos\/repos\)$/,
      ),
      expect.stringMatching(/GitHub refused the dispatch’s body$/),
      expect.stringMatching(/GitHub refused the dispatch’s body$/),
      expect.stringMatching(/GitHub refused the dispatch’s body$/),
    ]);
    expectNothingLeaked('');
  });

  it('answers 500 and names the missing settings, never their values, when it is not configured', async () => {
    const url = await startRelay({ RELAY_SECRET: 'short', GITHUB_REPOSITORY: 'not a repository' });
    const response = await post(url.replace(SECRET, 'short'), singlePayload());
    expect(response.status).toBe(500);
    expect(logs.join('\n')).toMatch(/RELAY_SECRET .*GITHUB_REPOSITORY/);
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(dispatches()).toEqual([]);
  });
});
