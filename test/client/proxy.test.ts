import { readFile } from 'node:fs/promises';
import { ProxyAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslationClient } from '../../src/client/index.js';
import { proxyForUrl } from '../../src/client/proxy.js';
import { defaultSeed, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import {
  makePrivateCa,
  startConnectProxy,
  startTlsFront,
  type PrivateCa,
} from '../helpers/network-fronts.js';

describe('which proxy a URL goes through (HTTPS_PROXY, HTTP_PROXY, NO_PROXY)', () => {
  const route = (url: string, env: NodeJS.ProcessEnv) => proxyForUrl(new URL(url), env);

  it('reads each variable in either case, the lower one first, an empty one as unset', () => {
    expect(route('https://a.example', { HTTPS_PROXY: 'http://upper:3128' })?.variable).toBe('HTTPS_PROXY');
    expect(
      route('https://a.example', { https_proxy: 'http://lower:3128', HTTPS_PROXY: 'http://upper:3128' }),
    ).toMatchObject({ label: 'lower:3128', variable: 'https_proxy' });
    expect(route('https://a.example', { https_proxy: '', HTTPS_PROXY: 'http://upper:3128' })?.label).toBe(
      'upper:3128',
    );
    // http URLs take HTTP_PROXY only, https URLs HTTPS_PROXY only, as curl does.
    expect(route('http://a.example', { HTTPS_PROXY: 'http://p:1' })).toBeUndefined();
    expect(route('https://a.example', { HTTP_PROXY: 'http://p:1' })).toBeUndefined();
    expect(route('http://a.example', { http_proxy: 'p.corp:8080' })?.url).toBe('http://p.corp:8080/');
  });

  it('names a proxy as host:port, never with its credentials', () => {
    const proxy = route('https://a.example', { HTTPS_PROXY: 'http://user:secret@proxy.corp' });
    expect(proxy?.label).toBe('proxy.corp:80');
    expect(proxy?.url).toContain('secret');
    expect(() => route('https://a.example', { HTTPS_PROXY: 'http://user:secret@[bad' })).toThrow(
      /^HTTPS_PROXY is not a proxy URL/,
    );
  });

  it('sends the hosts NO_PROXY names straight out: domains with their subdomains, ports, *', () => {
    const env = (noProxy: string) => ({ HTTPS_PROXY: 'http://p:1', no_proxy: noProxy });
    expect(route('https://svc.corp.example', env('corp.example'))).toBeUndefined();
    expect(route('https://svc.corp.example', env('.corp.example'))).toBeUndefined();
    expect(route('https://svc.corp.example', env('*.corp.example'))).toBeUndefined();
    expect(route('https://notcorp.example', env('corp.example'))).toBeDefined();
    expect(route('https://svc.corp.example', env('svc.corp.example:8443'))).toBeDefined();
    expect(route('https://svc.corp.example:8443', env('svc.corp.example:8443'))).toBeUndefined();
    expect(route('https://any.example', env('*'))).toBeUndefined();
    expect(route('https://b.example', env('a.example b.example'))).toBeUndefined();
    expect(route('https://b.example', { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'B.example' })).toBeUndefined();
    // Loopback is not exempt unless named, as with curl and undici.
    expect(route('https://localhost:8443', env('corp.example'))).toBeDefined();
  });
});

describe('the client through a dispatcher of its user', () => {
  let ca: PrivateCa | undefined;
  let emulator: RunningEmulator | undefined;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ca = await makePrivateCa(['service.invalid']);
    emulator = await startEmulator({ seed: defaultSeed() });
  });

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await emulator?.close();
    await ca?.cleanup();
  });

  it('reaches a service known only to a CONNECT proxy, with a private CA given to the dispatcher', async (context) => {
    if (ca === undefined || emulator === undefined) return context.skip('openssl is not installed');
    const port = Number(new URL(emulator.url).port);
    const front = await startTlsFront(() => port, ca);
    closers.push(() => front.close());
    const proxy = await startConnectProxy({ 'service.invalid:443': front.port });
    closers.push(() => proxy.close());
    const dispatcher = new ProxyAgent({ uri: proxy.url, requestTls: { ca: await readFile(ca.caPath) } });
    closers.push(() => dispatcher.close());
    const token = emulator.keys.projects[0]?.privateApiToken ?? '';
    const client = createTranslationClient({
      baseUrl: 'https://service.invalid',
      projectToken: token,
      dispatcher,
    });
    try {
      expect((await client.projects.show()).name).toBeTruthy();
    } finally {
      await client.close();
    }
    expect(proxy.targets).toEqual(['service.invalid:443']);
  });

  it('refuses proxy and dispatcher together, and a proxy other than env', () => {
    const dispatcher = new ProxyAgent('http://127.0.0.1:9');
    closers.push(() => dispatcher.close());
    expect(() => createTranslationClient({ baseUrl: 'https://a.example', proxy: 'env', dispatcher })).toThrow(
      'Pass proxy or dispatcher, not both',
    );
    expect(() => createTranslationClient({ baseUrl: 'https://a.example', proxy: 'yes' as 'env' })).toThrow(
      "proxy must be 'env' or left out, got yes",
    );
  });
});
