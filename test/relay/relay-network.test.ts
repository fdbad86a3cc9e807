import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';
import { singlePayload } from './webhook-payloads.js';

/**
 * relay-node on a corporate network (issue 53): GitHub Enterprise Server on a host of its own
 * (`GITHUB_API_URL` with `/api/v3`), reachable only through a CONNECT proxy (HTTPS_PROXY), with a
 * certificate of a private CA (NODE_EXTRA_CA_CERTS, which Node reads at start: hence a process).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'network-secret-4b7d1e9c2a8f6053';
const TOKEN = 'github_pat_network_13579bdf2468ace0';
const GHE_HOST = 'ghe.acme.test';
const DISPATCH = 'POST /repos/{owner}/{repo}/dispatches';

const noOpenssl = noteMissing('openssl', 'the relay behind a proxy with a private CA');

let certs: string;
let github: GitHubFake;
/** The GitHub Enterprise host: TLS with the private CA's certificate, in front of the fake. */
let enterprise: Server;
/** What reached the Enterprise host: `Host` and request line. */
let reachedEnterprise: string[];
/** A CONNECT proxy that knows the Enterprise host only, and what was asked of it. */
let proxy: Server;
let askedProxy: string[];
let refuseTunnels: boolean;
const children: ChildProcess[] = [];

/** A private CA and a certificate it signed for the Enterprise host, made with openssl. */
function makeCertificates(dir: string): void {
  const run = (...args: string[]) => {
    const result = runTool('openssl', args, { cwd: dir });
    if (result.status !== 0) throw new Error(`openssl ${args[0] ?? ''}: ${result.stderr}`);
  };
  const key = ['-newkey', 'rsa:2048', '-nodes'];
  run(
    'req',
    '-x509',
    ...key,
    '-days',
    '2',
    '-subj',
    '/CN=Acme Private CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  run('req', ...key, '-subj', `/CN=${GHE_HOST}`, '-keyout', 'ghe.key', '-out', 'ghe.csr');
  writeFileSync(path.join(dir, 'ghe.ext'), `subjectAltName=DNS:${GHE_HOST}\n`);
  run(
    'x509',
    '-req',
    '-in',
    'ghe.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'ghe.ext',
    '-out',
    'ghe.pem',
  );
}

const listen = async (server: Server): Promise<number> => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  if (noOpenssl) return;
  certs = mkdtempSync(path.join(tmpdir(), 'relay-certs-'));
  makeCertificates(certs);
  github = await startGitHubFake({ pathPrefix: '/api/v3' });
  const fake = new URL(github.origin);
  enterprise = createHttpsServer(
    { key: readFileSync(path.join(certs, 'ghe.key')), cert: readFileSync(path.join(certs, 'ghe.pem')) },
    (incoming, outgoing) => {
      reachedEnterprise.push(`${incoming.headers.host ?? ''} ${incoming.method ?? ''} ${incoming.url ?? ''}`);
      const forwarded = httpRequest(
        {
          host: fake.hostname,
          port: fake.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    },
  );
  const enterprisePort = await listen(enterprise);
  proxy = createServer((incoming, outgoing) => {
    askedProxy.push(`${incoming.method ?? ''} ${incoming.url ?? ''}`);
    outgoing.writeHead(502).end();
  });
  proxy.on('connect', (incoming: { url?: string }, client: Socket) => {
    askedProxy.push(`CONNECT ${incoming.url ?? ''}`);
    if (refuseTunnels || incoming.url !== `${GHE_HOST}:443`) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(enterprisePort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await listen(proxy);
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
});

afterAll(async () => {
  if (noOpenssl) return;
  enterprise.closeAllConnections();
  proxy.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => enterprise.close(resolve)),
    new Promise((resolve) => proxy.close(resolve)),
  ]);
  await github.close();
  rmSync(certs, { recursive: true, force: true });
});

/** `node src/relay/node-main.ts` with these settings: its webhook URL and its output so far. */
async function startRelay(env: Record<string, string>): Promise<{ hook: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/relay/node-main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      RELAY_SECRET: SECRET,
      GITHUB_TOKEN: TOKEN,
      GITHUB_REPOSITORY: 'acme/app',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await vi.waitFor(() => expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/), {
    timeout: 15_000,
  });
  const root = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
  return { hook: `${root}/hook/${SECRET}`, output: () => output };
}

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: singlePayload('fr') });

const proxyUrl = (): string => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

describe.skipIf(noOpenssl)('relay-node behind a proxy, in front of GitHub Enterprise Server', () => {
  it('dispatches to GITHUB_API_URL on /api/v3 through HTTPS_PROXY, trusting the CA of NODE_EXTRA_CA_CERTS', async () => {
    reachedEnterprise = [];
    askedProxy = [];
    refuseTunnels = false;
    const dispatchesBefore = github.requests.filter((sent) => sent.route === DISPATCH).length;
    const relay = await startRelay({
      GITHUB_API_URL: `https://${GHE_HOST}/api/v3`,
      HTTPS_PROXY: proxyUrl(),
      NODE_EXTRA_CA_CERTS: path.join(certs, 'ca.pem'),
    });
    const response = await post(relay.hook);
    expect(response.status, relay.output()).toBe(202);
    expect(askedProxy).toEqual([`CONNECT ${GHE_HOST}:443`]);
    expect(reachedEnterprise).toEqual([`${GHE_HOST} POST /api/v3/repos/acme/app/dispatches`]);
    const dispatches = github.requests.filter((sent) => sent.route === DISPATCH);
    expect(dispatches.length - dispatchesBefore).toBe(1);
    expect(dispatches.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(relay.output()).toContain('dispatched translation-sync to acme/app for fr');

    // The same without the private CA: TLS refuses the host's certificate, and the log says so.
    const untrusting = await startRelay({
      GITHUB_API_URL: `https://${GHE_HOST}/api/v3`,
      HTTPS_PROXY: proxyUrl(),
    });
    expect((await post(untrusting.hook)).status).toBe(502);
    expect(reachedEnterprise).toHaveLength(1);
    await vi.waitFor(() =>
      expect(untrusting.output()).toMatch(
        /GitHub could not be reached: UNABLE_TO_VERIFY_LEAF_SIGNATURE \(proxy http:\/\/127\.0\.0\.1:\d+ from HTTPS_PROXY\)/,
      ),
    );
  });

  it('goes around the proxy for NO_PROXY, and names the proxy when it refuses', async () => {
    reachedEnterprise = [];
    askedProxy = [];
    refuseTunnels = true;
    // Lower case, as many runners export them; GitHub (the fake, on 127.0.0.1) is named in no_proxy.
    const direct = await startRelay({
      GITHUB_API_URL: github.url,
      http_proxy: proxyUrl(),
      https_proxy: proxyUrl(),
      no_proxy: 'localhost,127.0.0.1',
    });
    const refused = await startRelay({
      GITHUB_API_URL: `https://${GHE_HOST}/api/v3`,
      HTTPS_PROXY: proxyUrl().replace('http://', 'http://proxyuser:proxypass@'),
      NODE_EXTRA_CA_CERTS: path.join(certs, 'ca.pem'),
    });
    expect((await post(direct.hook)).status, direct.output()).toBe(202);
    expect(askedProxy).toEqual([]);
    expect((await post(refused.hook)).status).toBe(502);
    expect(askedProxy).toEqual([`CONNECT ${GHE_HOST}:443`]);
    expect(reachedEnterprise).toEqual([]);
    await vi.waitFor(() =>
      expect(refused.output()).toContain(
        `GitHub could not be reached: the proxy answered 403 (proxy ${proxyUrl()} from HTTPS_PROXY)`,
      ),
    );
    expect(refused.output()).not.toContain('proxypass');
    expect(refused.output()).not.toContain(TOKEN);
  });
});
