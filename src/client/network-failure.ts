/**
 * What went wrong when no HTTP answer came: the host name did not resolve, the connection was
 * refused or cut, no answer came in time, or TLS failed. Read from the error codes of the error
 * and its causes (Node's, undici's, our transport's), so that a message never invents an HTTP
 * status for a request that got none.
 */

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

type ConnectionFailureKind = 'dns' | 'refused' | 'unreachable' | 'timeout' | 'reset' | 'tls';

interface ConnectionFailure {
  readonly kind: ConnectionFailureKind;
  readonly code: string;
  /** One clause for a message: what happened, in words, with the code. */
  readonly text: string;
}

function kindOf(code: string): ConnectionFailureKind | undefined {
  if (DNS.has(code)) return 'dns';
  if (REFUSED.has(code)) return 'refused';
  if (UNREACHABLE.has(code)) return 'unreachable';
  if (TIMEOUT.has(code)) return 'timeout';
  if (CUT.has(code)) return 'reset';
  if (TLS.test(code)) return 'tls';
  return undefined;
}

function textOf(kind: ConnectionFailureKind, code: string, host: string | undefined): string {
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
      return `the TLS connection${at === '' ? '' : ` to${at}`} failed (${code}): check the server's certificate`;
  }
}

/** The connection failure behind `error`, looking through its causes; undefined for anything else. */
export function connectionFailureOf(error: unknown): ConnectionFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    const { code, hostname, host, address, port } = current as unknown as Record<string, unknown>;
    const kind = typeof code === 'string' ? kindOf(code) : undefined;
    if (kind !== undefined && typeof code === 'string') {
      const at = typeof port === 'number' ? `${String(address)}:${port}` : address;
      const name = [hostname, host, at].find((value): value is string => typeof value === 'string');
      return { kind, code, text: textOf(kind, code, name) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
