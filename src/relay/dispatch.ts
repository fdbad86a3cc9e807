/**
 * The one request the relay makes: `POST /repos/{owner}/{repo}/dispatches`, with a bounded wait so
 * the service (which drops a webhook after 10 s) always gets an answer. No retry: the next saved
 * translation sends another webhook, and the scheduled run catches up with anything missed.
 */
import type { LocaleRequest } from './payload.js';

const DISPATCH_EVENT_TYPE = 'translation-sync';

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

/** GitHub's own short `message` (e.g. "Bad credentials"), cut and stripped of control characters. */
async function githubMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message.replace(/[\p{Cc}]/gu, ' ').slice(0, 200) : '';
  } catch {
    return '';
  }
}

export async function sendDispatch(target: DispatchTarget, request: LocaleRequest): Promise<DispatchOutcome> {
  const clientPayload = request.kind === 'some' ? { locales: request.locales } : {};
  let response: Response;
  try {
    response = await fetch(`${target.apiUrl}/repos/${target.repository}/dispatches`, {
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
        : `GitHub could not be reached (${error instanceof Error ? error.name : 'error'})`,
    };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  const message = await githubMessage(response);
  const advice =
    ADVICE[response.status] ?? 'GitHub failed; the next webhook or the scheduled run will try again';
  return {
    ok: false,
    reason: `GitHub answered ${response.status}${message === '' ? '' : ` "${message}"`}: ${advice}`,
  };
}
