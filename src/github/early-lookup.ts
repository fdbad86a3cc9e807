import { HttpTransport, readBody } from '../client/http.js';
import type { PullSummary } from './pull-request.js';

/**
 * The look for an open pull request that beginPublish (action/publish/publish.ts) begins while Show
 * Project is on its way, sent through the action's own HTTP transport rather than Octokit.
 * Octokit's first request loads Node's `fetch`, whose undici takes tens of milliseconds to compile
 * and stays in memory: paid there, that work would land in the pull. This is
 * one GET, tried once; anything but a 200 with a list of pull requests throws, and the pull
 * request step then looks again through Octokit, with its retries and its error messages.
 */

interface EarlyLookup {
  /** GITHUB_API_URL, e.g. https://api.github.com or a GitHub Enterprise server's /api/v3. */
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  base: string;
  branch: string;
  /** Ends the request: a run that failed before the step does not wait for GitHub. */
  signal?: AbortSignal | undefined;
}

/** GitHub answers a list of at most 10 pull requests in far less. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export async function findOpenPullEarly(lookup: EarlyLookup): Promise<PullSummary | undefined> {
  const url = new URL(
    `${lookup.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(lookup.owner)}/${encodeURIComponent(lookup.repo)}/pulls`,
  );
  url.search = new URLSearchParams({
    head: `${lookup.owner}:${lookup.branch}`,
    base: lookup.base,
    state: 'open',
    per_page: '10',
  }).toString();
  const transport = new HttpTransport({
    userAgent: 'translation-sync',
    connections: 1,
    connectTimeoutMs: 10_000,
    network: 'env',
  });
  try {
    const response = await transport.send({
      method: 'GET',
      url,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `token ${lookup.token}`,
        'x-github-api-version': '2022-11-28',
      },
      signal: lookup.signal ?? new AbortController().signal, // none: never ended early
      timeoutMs: 30_000,
    });
    const body = await readBody(response, MAX_ANSWER_BYTES);
    if (response.status !== 200) throw new Error(`GitHub answered ${response.status}.`);
    const pulls: unknown = JSON.parse(body.toString('utf8'));
    if (!Array.isArray(pulls)) throw new Error('GitHub did not answer a list of pull requests.');
    const first: unknown = pulls[0];
    if (first === undefined) return undefined;
    if (!isPullSummary(first)) throw new Error('GitHub answered a pull request without its number.');
    return first;
  } finally {
    // Its socket must not keep the process alive, nor outlive the answer.
    await transport.close();
  }
}

function isPullSummary(value: unknown): value is PullSummary {
  if (typeof value !== 'object' || value === null) return false;
  const pull = value as Partial<Record<keyof PullSummary, unknown>>;
  return (
    typeof pull.number === 'number' &&
    typeof pull.html_url === 'string' &&
    typeof pull.node_id === 'string' &&
    typeof pull.head === 'object' &&
    pull.head !== null
  );
}
