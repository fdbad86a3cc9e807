/**
 * The one request the relay makes: `POST /repos/{owner}/{repo}/dispatches`, with a bounded wait so
 * the service (which drops a webhook after 10 s) always gets an answer. No retry: the next saved
 * translation sends another webhook, and the scheduled run catches up with anything missed.
 */
import type { LocaleRequest } from './payload.js';

const DISPATCH_EVENT_TYPE = 'translation-sync';

/** What the dispatch reads of an answer: the web-standard Response and undici's both fit. */
interface DispatchAnswer {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The host's fetch, as the dispatch calls it. */
export type DispatchFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal;
  },
) => Promise<DispatchAnswer>;

/**
 * The network failed under a host's own fetch (node-server.ts): the message is built from codes and
 * the proxy's origin only, so it is safe to log as is.
 */
export class DispatchNetworkError extends Error {
  readonly code = 'RELAY_NETWORK_FAILED';
  constructor(reason: string, options?: { cause: unknown }) {
    super(reason, options);
    this.name = 'DispatchNetworkError';
  }
}

interface DispatchTarget {
  readonly apiUrl: string;
  readonly repository: string;
  readonly token: string;
  readonly timeoutMs: number;
}

/** How the dispatch went, in words safe to log: never the token, never the webhook's content. */
type DispatchOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** What to do about a refusal, by GitHub's status. */
const ADVICE: Record<number, string> = {
  401: 'GITHUB_TOKEN is not accepted (expired or revoked?): make a new token',
  403: 'GITHUB_TOKEN may not dispatch to this repository: give it Contents: read and write',
  404: 'GITHUB_REPOSITORY is not found with this token: check the name and the token’s repository access',
  422: 'GitHub refused the dispatch’s body',
};

/** Where GitHub's documentation lives; GitHub Enterprise Server's is there too (`/enterprise-server@…`). */
const GITHUB_DOCS_HOST = 'docs.github.com';

/**
 * GitHub's `documentation_url`, when it is a page of GitHub's docs: origin and path only, and
 * nothing that holds the token. GitHub's `message`, and anything else of the body, is never read: a
 * proxy, or GitHub itself on a 422, may quote the request, Authorization header included.
 */
async function documentationUrl(response: DispatchAnswer, token: string): Promise<string> {
  let url: URL;
  try {
    const body = await response.json();
    const wanted =
      typeof body === 'object' && body !== null
        ? (body as { documentation_url?: unknown }).documentation_url
        : '';
    url = new URL(typeof wanted === 'string' ? wanted : '');
  } catch {
    return '';
  }
  const page = `${url.origin}${url.pathname}`;
  const trusted =
    url.protocol === 'https:' &&
    url.hostname === GITHUB_DOCS_HOST &&
    url.port === '' &&
    url.username === '' &&
    /^\/[\w\-./@]{0,200}$/.test(url.pathname) &&
    !page.includes(token);
  return trusted ? page : '';
}

export async function sendDispatch(
  send: DispatchFetch,
  target: DispatchTarget,
  request: LocaleRequest,
): Promise<DispatchOutcome> {
  const clientPayload = request.kind === 'some' ? { locales: request.locales } : {};
  let response: DispatchAnswer;
  try {
    response = await send(`${target.apiUrl}/repos/${target.repository}/dispatches`, {
      method: 'POST',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${target.token}`,
        'content-type': 'application/json',
        // GitHub refuses requests without a User-Agent; Workers' fetch sends none by itself.
        'user-agent': 'translation-sync-relay',
        'x-github-api-version': '2022-11-28',
      },
      body: JSON.stringify({ event_type: DISPATCH_EVENT_TYPE, client_payload: clientPayload }),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      reason: timedOut
        ? `GitHub did not answer within ${target.timeoutMs} ms`
        : error instanceof DispatchNetworkError
          ? `GitHub could not be reached: ${error.message}`
          : `GitHub could not be reached (${error instanceof Error ? error.name : 'error'})`,
    };
  }
  if (response.ok) {
    await response.arrayBuffer();
    return { ok: true };
  }
  const documentation = await documentationUrl(response, target.token);
  const advice =
    ADVICE[response.status] ?? 'GitHub failed; the next webhook or the scheduled run will try again';
  return {
    ok: false,
    reason: `GitHub answered ${response.status}: ${advice}${documentation === '' ? '' : ` (${documentation})`}`,
  };
}
