import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';
import { batchPayload, PROJECT_TOKEN_IN_API_URL, singlePayload } from './webhook-payloads.js';

/**
 * The files users deploy, as built from the sources of this checkout: dist/relay.js in workerd
 * (Cloudflare's runtime, through miniflare) and called the way Workers call a module
 * (`default.fetch(request, env)`), and `node dist/relay-node.js` configured by its environment.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const SECRET = 'dist-relay-secret-77c2a9e41b';
const TOKEN = 'github_pat_dist_fedcba9876543210';
const DISPATCHED = { event_type: 'translation-sync', client_payload: { locales: ['nl'] } };

interface WorkerModule {
  default: { fetch(request: Request, env?: Record<string, string>): Promise<Response> };
}

let github: GitHubFake;
let child: ChildProcess | undefined;

// The bundles of these sources, not whatever dist/ holds: the test is about what build:relay makes.
beforeAll(() => {
  execFileSync('npm', ['run', 'build:relay'], { cwd: ROOT, stdio: 'pipe' });
});

beforeEach(async () => {
  github = await startGitHubFake();
});

afterEach(async () => {
  if (child !== undefined && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = undefined;
  vi.restoreAllMocks();
  await github.close();
});

describe('the built relay', () => {
  it('dist/relay.js is a self-contained ES module whose default export answers a Request', async () => {
    const source = readFileSync(path.join(DIST, 'relay.js'), 'utf8');
    // Workers and Deno load it as is: no import of Node's modules or of packages.
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
    const module = (await import(pathToFileURL(path.join(DIST, 'relay.js')).href)) as WorkerModule;
    // A Worker's main module exports handlers only: workerd refuses to start one with other exports.
    expect(Object.keys(module)).toEqual(['default']);
    const relay = module.default;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const env = {
      RELAY_SECRET: SECRET,
      GITHUB_TOKEN: TOKEN,
      GITHUB_REPOSITORY: 'acme/app',
      GITHUB_API_URL: github.url,
    };
    const request = (secret: string) =>
      new Request(`https://relay.example/hook/${secret}`, { method: 'POST', body: singlePayload('nl') });

    expect((await relay.fetch(request(`${SECRET}0`), env)).status).toBe(404);
    expect(github.requests).toEqual([]);
    const response = await relay.fetch(request(SECRET), env);
    expect(response.status).toBe(202);
    expect(github.requests.map((sent) => sent.body)).toEqual([DISPATCHED]);
    expect(github.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("dist/relay.js starts in workerd and dispatches the service's webhooks to GitHub", async () => {
    let output = '';
    const collect = (stream: Readable) =>
      stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const worker = new Miniflare({
      modules: true,
      scriptPath: path.join(DIST, 'relay.js'),
      compatibilityDate: '2025-01-01',
      bindings: {
        RELAY_SECRET: SECRET,
        GITHUB_TOKEN: TOKEN,
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: github.url,
      },
      handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
        collect(stdout);
        collect(stderr);
      },
    });
    try {
      const hook = (secret: string, body: string) =>
        worker.dispatchFetch(`https://translation-sync-relay.acme.workers.dev/hook/${secret}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
      const wrong = await hook(`${SECRET}0`, singlePayload('nl'));
      expect(wrong.status).toBe(404);
      await wrong.arrayBuffer();
      for (const body of [singlePayload('nl'), batchPayload(['pt-BR', 'de', 'de'])]) {
        const response = await hook(SECRET, body);
        expect(response.status).toBe(202);
        expect(await response.text()).toBe('Dispatched.\n');
      }
      expect(github.requests.map((sent) => sent.body)).toEqual([
        DISPATCHED,
        { event_type: 'translation-sync', client_payload: { locales: ['de', 'pt-BR'] } },
      ]);
      expect(github.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(github.requests[0]?.headers['user-agent']).toBe('translation-sync-relay');
      await vi.waitFor(() =>
        expect(output).toContain('dispatched translation-sync to acme/app for de, pt-BR'),
      );
      for (const secret of [SECRET, TOKEN, PROJECT_TOKEN_IN_API_URL]) expect(output).not.toContain(secret);
    } finally {
      await worker.dispose();
    }
  });

  it('node dist/relay-node.js serves it on 127.0.0.1 from its environment, and logs no secret', async () => {
    child = spawn(process.execPath, [path.join(DIST, 'relay-node.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        RELAY_SECRET: SECRET,
        GITHUB_TOKEN: TOKEN,
        GITHUB_REPOSITORY: 'acme/app',
        GITHUB_API_URL: github.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await vi.waitFor(() => expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/), {
      timeout: 10_000,
    });
    const root = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';

    const wrong = await fetch(`${root}/hook/not-the-secret-at-all`, {
      method: 'POST',
      body: singlePayload('nl'),
    });
    expect(wrong.status).toBe(404);
    const response = await fetch(`${root}/hook/${SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: singlePayload('nl'),
    });
    expect(response.status).toBe(202);
    expect(github.requests.map((sent) => sent.body)).toEqual([DISPATCHED]);
    await vi.waitFor(() => expect(output).toContain('dispatched translation-sync to acme/app for nl'));
    for (const secret of [SECRET, TOKEN, PROJECT_TOKEN_IN_API_URL]) expect(output).not.toContain(secret);
  });
});
