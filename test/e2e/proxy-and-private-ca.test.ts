import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  deadPort,
  makePrivateCa,
  startConnectProxy,
  startTlsFront,
  type PrivateCa,
} from '../helpers/network-fronts.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * A self-hosted runner behind a corporate proxy: the service and GitHub have host names that do
 * not resolve (`.invalid`), are served over TLS with certificates of a private authority, and only
 * the CONNECT proxy knows where they are. The runner gives the authority through
 * NODE_EXTRA_CA_CERTS and the proxy through HTTPS_PROXY, as GitHub's documentation tells.
 */

const SERVICE = 'https://service.invalid';
const GITHUB = 'https://github.invalid';

let ca: PrivateCa | undefined;
let scenario: Scenario | undefined;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ca = await makePrivateCa(['service.invalid', 'github.invalid', 'localhost']);
});

afterAll(async () => {
  await ca?.cleanup();
});

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await scenario?.close();
  scenario = undefined;
});

/**
 * A scenario whose GitHub fake names `githubOrigin` in its links, with TLS fronts for it and the
 * emulator, and a proxy that tunnels service.invalid and github.invalid to them.
 */
async function behindProxy(authority: PrivateCa, githubOrigin = GITHUB) {
  let githubPort = 0;
  let servicePort = 0;
  const githubFront = await startTlsFront(() => githubPort, authority);
  closers.push(() => githubFront.close());
  const origin = githubOrigin.replace('FRONT_PORT', String(githubFront.port));
  const current = await createScenario({ github: { origin } });
  scenario = current;
  githubPort = current.github.port;
  servicePort = Number(new URL(current.emulator.url).port);
  const serviceFront = await startTlsFront(() => servicePort, authority);
  closers.push(() => serviceFront.close());
  const proxy = await startConnectProxy({
    'service.invalid:443': serviceFront.port,
    'github.invalid:443': githubFront.port,
  });
  closers.push(() => proxy.close());
  await translateOnService(current.client, 'nav.settings', 'fr', 'Paramètres');
  return { scenario: current, proxy, origin };
}

function runThrough(current: Scenario, env: Record<string, string>, inputs: Record<string, string> = {}) {
  return current.run({
    event: 'schedule',
    inputs: { 'api-url': SERVICE, ...inputs },
    env: { GITHUB_API_URL: GITHUB, ...env },
  });
}

describe('behind a CONNECT proxy with a private CA (node dist/index.js)', () => {
  it('a scheduled pull reaches the service and GitHub through HTTPS_PROXY and opens its pull request', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const { scenario: current, proxy } = await behindProxy(ca);
    const result = await runThrough(current, {
      HTTPS_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caPath,
    });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).toBe('config/locales/fr.yml');
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(current.github.pulls).toHaveLength(1);
    expect(result.outputs['pull-request-url']).toBe(`${GITHUB}/acme/web/pull/1`);
    expect(new Set(proxy.targets)).toEqual(new Set(['service.invalid:443', 'github.invalid:443']));
    // Every GitHub call went through the tunnel: the fake saw them all, none came another way.
    expect(current.github.requests.some((request) => request.method === 'POST')).toBe(true);
  });

  it('NO_PROXY (lower case, as curl reads it) sends a host straight out, the rest through the proxy', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    // GitHub at https://localhost:PORT, a name that resolves: reachable without the proxy, and
    // refused by it (403), so the run succeeds only if NO_PROXY sends it straight out.
    const { scenario: current, proxy, origin } = await behindProxy(ca, 'https://localhost:FRONT_PORT');
    const result = await runThrough(current, {
      https_proxy: proxy.url,
      no_proxy: 'example.com, localhost',
      NODE_EXTRA_CA_CERTS: ca.caPath,
      GITHUB_API_URL: origin,
    });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    expect(proxy.targets).toContain('service.invalid:443');
    expect(proxy.targets.filter((target) => target.startsWith('localhost'))).toEqual([]);
  });

  it('a proxy that refuses the tunnel is named, as host:port without its credentials', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const { scenario: current, proxy } = await behindProxy(ca);
    const withPassword = proxy.url.replace('http://', 'http://corp-user:s3cret-pass@');
    const result = await runThrough(
      current,
      { HTTPS_PROXY: withPassword, NODE_EXTRA_CA_CERTS: ca.caPath },
      { 'api-url': 'https://blocked.invalid' },
    );
    expect(result.exitCode).not.toBe(0);
    const port = new URL(proxy.url).port;
    expect(result.stdout).toContain(
      `the proxy 127.0.0.1:${port} (from HTTPS_PROXY) refused the connection to blocked.invalid (HTTP 403)`,
    );
    expect(`${result.stdout}${result.stderr}${result.summary}`).not.toContain('s3cret-pass');
    expect(current.github.pulls).toHaveLength(0);
  });

  it('without the private CA the TLS failure says where the CA goes', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const { scenario: current, proxy } = await behindProxy(ca);
    const result = await runThrough(current, { HTTPS_PROXY: proxy.url });
    expect(result.exitCode).not.toBe(0);
    const named = `service.invalid through the proxy 127.0.0.1:${new URL(proxy.url).port} (from HTTPS_PROXY)`;
    expect(result.stdout).toContain(`the TLS connection to ${named} failed (`);
    expect(result.stdout).toContain('a private CA goes in NODE_EXTRA_CA_CERTS');
  });

  it('a proxy that is down is named (slow: the client tries a refused connection five times)', async (context) => {
    if (ca === undefined) return context.skip('openssl is not installed: the test needs a private CA');
    const { scenario: current } = await behindProxy(ca);
    const port = await deadPort();
    const result = await runThrough(current, {
      https_proxy: `http://corp-user:s3cret-pass@127.0.0.1:${port}`,
      NODE_EXTRA_CA_CERTS: ca.caPath,
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.stdout).toContain(`the proxy 127.0.0.1:${port} (from https_proxy) could not be reached`);
    expect(`${result.stdout}${result.stderr}${result.summary}`).not.toContain('s3cret-pass');
  });
});
