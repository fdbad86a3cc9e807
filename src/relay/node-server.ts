/**
 * The relay under node:http, for a host that runs Node rather than Workers or Deno: each request
 * becomes a web-standard Request for the same handler, and its Response is written back. Its one
 * request to GitHub goes through undici with the environment's proxy settings, as curl reads them.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';
import { DispatchNetworkError, type DispatchFetch } from './dispatch.js';
import { createRelay, type RelayEnv } from './webhook.js';

/** The relay's settings and the proxy variables of the environment, either case (lower case first, as curl). */
interface NodeRelayEnv extends RelayEnv {
  readonly [name: string]: string | undefined;
}

/** How long a client may take to send its headers, and its whole request; tests shorten them. */
interface ClientLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

/** The service gives up after 10 s, so a request that dribbles in longer than that is not waited for. */
const CLIENT_LIMITS: ClientLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 10_000 };

/**
 * How often Node looks for clients past those limits: it checks every 30 s by default, which let a
 * 10 s limit run to ~30 s. A tenth of the shorter limit (at most 1 s) cuts them within 110 %.
 */
const checkingIntervalOf = (limits: ClientLimits): number =>
  Math.max(10, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 10)));

/** The proxy variables of the relay's environment. */
interface ProxySettings {
  readonly http: string;
  readonly https: string;
  readonly noProxy: string;
}

/** What went wrong, from undici's codes and the proxy's status: never a message, which may quote the URL. */
function failureOf(error: unknown): string {
  let code = '';
  // undici wraps the cause in one or two errors ("fetch failed", "Request was cancelled").
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const refused = /^Proxy response \((\d{3})\)/.exec(cause.message)?.[1];
    if (refused !== undefined) return `the proxy answered ${refused}`;
    const named = (cause as { code?: unknown }).code;
    if (typeof named === 'string' && /^[\w.-]{1,60}$/.test(named)) code = named;
  }
  return code === '' ? 'a network error' : code;
}

/** The proxy by its origin only: a proxy URL may hold a user name and password. */
function proxyNamed(proxy: string, variable: string, noProxy: string): string {
  let origin: string;
  try {
    origin = new URL(proxy).origin;
  } catch {
    return ` (${variable} is not a URL)`;
  }
  return ` (proxy ${origin} from ${variable}${noProxy === '' ? '' : ', unless NO_PROXY names the host'})`;
}

/**
 * undici's fetch with HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case, lower case first as curl
 * reads them); Node adds NODE_EXTRA_CA_CERTS to the CAs every TLS connection trusts by itself.
 */
function proxyAwareFetch(env: NodeRelayEnv): DispatchFetch {
  const variable = (name: string): string => env[name.toLowerCase()] ?? env[name] ?? '';
  const proxies: ProxySettings = {
    http: variable('HTTP_PROXY'),
    https: variable('HTTPS_PROXY'),
    noProxy: variable('NO_PROXY'),
  };
  const dispatcher = new EnvHttpProxyAgent({
    httpProxy: proxies.http,
    httpsProxy: proxies.https,
    noProxy: proxies.noProxy,
  });
  return async (url, init) => {
    try {
      return await undiciFetch(url, { ...init, dispatcher });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw error;
      const https = url.startsWith('https:');
      // Unset, https:// URLs take HTTP_PROXY too (undici's rule).
      const [proxy, name] =
        https && proxies.https !== '' ? [proxies.https, 'HTTPS_PROXY'] : [proxies.http, 'HTTP_PROXY'];
      const through = proxy === '' ? '' : proxyNamed(proxy, name, proxies.noProxy);
      throw new DispatchNetworkError(`${failureOf(error)}${through}`, { cause: error });
    }
  };
}

function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  const bodyless = incoming.method === 'GET' || incoming.method === 'HEAD';
  // Only the path matters to the relay; the Host header is the caller's to choose, so it is not used.
  return new Request(new URL(incoming.url ?? '/', 'http://relay.invalid'), {
    method: incoming.method ?? 'GET',
    headers,
    body: bodyless ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>),
    duplex: 'half',
  });
}

interface RelayServer {
  /** The server's root, e.g. http://127.0.0.1:8787; the webhook URL is `${url}/hook/<secret>`. */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveRelay(
  env: NodeRelayEnv,
  port: number,
  host: string,
  limits: ClientLimits = CLIENT_LIMITS,
): Promise<RelayServer> {
  const relay = createRelay(proxyAwareFetch(env));
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalOf(limits),
    },
    (incoming, outgoing) => {
      relay
        .fetch(toRequest(incoming), env)
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => outgoing.destroy());
    },
  );
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
