/**
 * Octokit's fetch on a runner behind a proxy. Node's own fetch ignores HTTPS_PROXY, HTTP_PROXY and
 * NO_PROXY; this one sends each request whose host the variables route through a proxy through
 * undici's ProxyAgent (CONNECT), by the same rules as the service's client (client/proxy.ts), and
 * leaves the others to Node's fetch. A failure on the way through names the proxy.
 */
import type * as Undici from 'undici';
import type { ProxyAgent } from 'undici';
import { ProxyFailure, proxyForUrl } from '../client/proxy.js';

type Fetch = typeof globalThis.fetch;

export function createProxiedFetch(): Fetch {
  let undici: Promise<typeof Undici> | undefined;
  const agents = new Map<string, ProxyAgent>();
  return async (input, init) => {
    // Octokit passes the URL as a string and the rest in `init`.
    const url = new URL(input instanceof Request ? input.url : String(input));
    const proxy = proxyForUrl(url);
    if (proxy === undefined) return globalThis.fetch(input, init);
    undici ??= import('undici');
    const { ProxyAgent, fetch } = await undici;
    let agent = agents.get(proxy.url);
    if (agent === undefined) {
      agent = new ProxyAgent({ uri: proxy.url });
      agents.set(proxy.url, agent);
    }
    try {
      // undici's fetch takes the same arguments as Node's; its types are its own copies of them.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- undici's Response is the class Node's own fetch is built from: the same shape, Octokit reads only that
      return await fetch(url, { ...init, dispatcher: agent } as Undici.RequestInit);
    } catch (error) {
      throw new ProxyFailure(proxy, url.host, error);
    }
  };
}
