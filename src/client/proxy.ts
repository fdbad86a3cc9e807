/**
 * Which proxy a request goes through, read from the environment as curl and GitHub's toolkit read
 * it: HTTPS_PROXY for https URLs, HTTP_PROXY for http ones, NO_PROXY for the hosts that go direct;
 * each in lower or upper case, the lower one first. Used for the service's client and for
 * Octokit alike, so both take the same way out (docs/runners-and-networks.md).
 */

export interface ProxyRoute {
  /** The proxy's URL, credentials included: only the dispatcher sees it. */
  readonly url: string;
  /** `host:port` of the proxy, never its credentials: what messages name. */
  readonly label: string;
  /** The variable it came from, e.g. `HTTPS_PROXY` (or `https_proxy`). */
  readonly variable: string;
}

function variable(env: NodeJS.ProcessEnv, name: string): { name: string; value: string } | undefined {
  // An empty variable counts as unset, as the toolkit reads it (curl does the same).
  for (const candidate of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[candidate]?.trim();
    if (value !== undefined && value !== '') return { name: candidate, value };
  }
  return undefined;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * True when NO_PROXY names the host: `*` (alone) for every host; `example.com`, `.example.com`
 * or `*.example.com` for that domain and its subdomains; `host:port` for that port only.
 * Entries are separated by commas or spaces. No CIDR ranges (neither the toolkit nor undici has
 * them), and loopback is not exempt unless named, as with curl and undici (docs/decisions.md).
 */
function bypassed(url: URL, noProxy: string): boolean {
  const hostname = url.hostname.toLowerCase();
  const port = Number.parseInt(url.port, 10) || DEFAULT_PORTS[url.protocol] || 0;
  for (const entry of noProxy.split(/[,\s]+/)) {
    if (entry === '') continue;
    if (entry === '*') return true;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed?.[1] ?? entry).replace(/^\*?\./, '').toLowerCase();
    if (parsed?.[2] !== undefined && Number.parseInt(parsed[2], 10) !== port) continue;
    if (hostname === host || hostname.endsWith(`.${host}`)) return true;
  }
  return false;
}

/** `host:port` of a proxy URL, its credentials left out. */
function labelOf(proxy: URL): string {
  const port = proxy.port === '' ? String(DEFAULT_PORTS[proxy.protocol] ?? '') : proxy.port;
  return port === '' ? proxy.hostname : `${proxy.hostname}:${port}`;
}

/** A proxy variable that is not a URL; the message never repeats its value (it may hold a password). */
class ProxyConfigurationError extends Error {
  readonly code = 'PROXY_CONFIGURATION';
  constructor(readonly variable: string) {
    super(`${variable} is not a proxy URL such as http://proxy.example.com:3128`);
    this.name = 'ProxyConfigurationError';
  }
}

/** The proxy for `url` from the environment, or undefined when the request goes direct. */
export function proxyForUrl(url: URL, env: NodeJS.ProcessEnv = process.env): ProxyRoute | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const found = variable(env, url.protocol === 'https:' ? 'https_proxy' : 'http_proxy');
  if (found === undefined) return undefined;
  const noProxy = variable(env, 'no_proxy');
  if (noProxy !== undefined && bypassed(url, noProxy.value)) return undefined;
  // curl and the toolkit take a bare host:port as an http proxy.
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(found.value) ? found.value : `http://${found.value}`;
  let proxy: URL;
  try {
    proxy = new URL(text);
  } catch {
    throw new ProxyConfigurationError(found.name);
  }
  return { url: proxy.href, label: labelOf(proxy), variable: found.name };
}

/** True when any proxy variable is set: the only case in which the proxy code is loaded. */
export function proxyConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return variable(env, 'https_proxy') !== undefined || variable(env, 'http_proxy') !== undefined;
}

/**
 * A request that went through a proxy failed before an answer came: the proxy could not be
 * reached, or it refused the tunnel. Wraps the failure (its code still decides on a retry).
 */
export class ProxyFailure extends Error {
  constructor(
    readonly proxy: ProxyRoute,
    readonly target: string,
    failure: unknown,
  ) {
    super(`through the proxy ${proxy.label} (${proxy.variable})`, { cause: failure });
    this.name = 'ProxyFailure';
  }
}
