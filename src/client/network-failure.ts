/**
 * What went wrong when no HTTP answer came: the host name did not resolve, the connection was
 * refused or cut, no answer came in time, or TLS failed. Read from the error codes of the error
 * and its causes (Node's, undici's, our transport's), so that a message never invents an HTTP
 * status for a request that got none.
 */
import { ProxyFailure } from './proxy.js';

const DNS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);
const REFUSED = new Set(['ECONNREFUSED']);
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN']);
const TIMEOUT = new Set([
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'HEADERS_TIMEOUT',
  'BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const CUT = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED']);
const TLS = /^(?:ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|ERR_OSSL_)/;

type ConnectionFailureKind = 'dns' | 'refused' | 'unreachable' | 'timeout' | 'reset' | 'tls' | 'proxy';

interface ConnectionFailure {
  readonly kind: ConnectionFailureKind;
  readonly code: string;
  /** One clause for a message: what happened, in words, with the code. */
  readonly text: string;
}

type CodeKind = Exclude<ConnectionFailureKind, 'proxy'>;

function kindOf(code: string): CodeKind | undefined {
  if (DNS.has(code)) return 'dns';
  if (REFUSED.has(code)) return 'refused';
  if (UNREACHABLE.has(code)) return 'unreachable';
  if (TIMEOUT.has(code)) return 'timeout';
  if (CUT.has(code)) return 'reset';
  if (TLS.test(code)) return 'tls';
  return undefined;
}

function textOf(kind: CodeKind, code: string, host: string | undefined): string {
  const at = host === undefined ? '' : ` ${host}`;
  switch (kind) {
    case 'dns':
      return `the host name${at} did not resolve (DNS: ${code})`;
    case 'refused':
      return `the connection to${at === '' ? ' the server' : at} was refused (${code})`;
    case 'unreachable':
      return `the network could not reach${at === '' ? ' the server' : at} (${code})`;
    case 'timeout':
      return `no answer came in time (timeout: ${code})`;
    case 'reset':
      return `the connection was closed before an answer came (${code})`;
    case 'tls':
      return `the TLS connection${at === '' ? '' : ` to${at}`} failed (${code}): check the server's certificate (a private CA goes in NODE_EXTRA_CA_CERTS)`;
  }
}

/** The status of a proxy's refused CONNECT, from undici's message for it. */
const TUNNEL_REFUSED = /^Proxy response \((\d{3})\) !== 200/;

/** The connection failure behind `error`, looking through its causes; undefined for anything else. */
export function connectionFailureOf(error: unknown): ConnectionFailure | undefined {
  let current: unknown = error;
  let proxy: ProxyFailure | undefined;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof ProxyFailure) proxy = current;
    const { code, hostname, host, address, port } = current as unknown as Record<string, unknown>;
    const refusedTunnel = proxy === undefined ? null : TUNNEL_REFUSED.exec(current.message);
    if (proxy !== undefined && refusedTunnel !== null) {
      const { label, variable } = proxy.proxy;
      return {
        kind: 'proxy',
        code: `HTTP ${refusedTunnel[1]}`,
        text: `the proxy ${label} (from ${variable}) refused the connection to ${proxy.target} (HTTP ${refusedTunnel[1]}): check that it allows this host and your proxy credentials`,
      };
    }
    const kind = typeof code === 'string' ? kindOf(code) : undefined;
    if (kind !== undefined && typeof code === 'string') {
      const at = typeof port === 'number' ? `${String(address)}:${port}` : address;
      const name = [hostname, host, at].find((value): value is string => typeof value === 'string');
      if (proxy === undefined) return { kind, code, text: textOf(kind, code, name) };
      return { kind, code, text: throughProxy(kind, code, name, proxy) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A failure on the way through a proxy, naming it (host:port only) and the variable it came from. */
function throughProxy(kind: CodeKind, code: string, host: string | undefined, failure: ProxyFailure): string {
  const { label, variable } = failure.proxy;
  const proxy = `the proxy ${label} (from ${variable})`;
  // The tunnel's own socket goes to the proxy: a refusal or a name that did not resolve is the proxy's.
  if (kind === 'dns' || kind === 'refused' || kind === 'unreachable') {
    return `${proxy} could not be reached: ${textOf(kind, code, host)}`;
  }
  // TLS is spoken with the server at the far end of the tunnel.
  if (kind === 'tls') return textOf(kind, code, `${failure.target} through ${proxy}`);
  return `${textOf(kind, code, host)}, on the way through ${proxy} to ${failure.target}`;
}
