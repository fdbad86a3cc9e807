import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import type { Logger } from '../client/logger.js';
import { proxyConfigured } from '../client/proxy.js';
import { redact, registerSecret } from '../client/redact.js';
import { createProxiedFetch } from './proxied-fetch.js';
import { sharedWritePacer, type WritePacer } from './write-pacer.js';

const ActionOctokit = Octokit.plugin(retry, throttling);

/** Octokit with the retry and throttling plugins, as createGitHubClient() builds it. */
export type GitHubClient = InstanceType<typeof ActionOctokit>;

interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL: https://api.github.com, or https://HOST/api/v3 on GitHub Enterprise Server. */
  baseUrl: string;
  /** GITHUB_GRAPHQL_URL; unset, Octokit's own (`/api/graphql` next to a `/api/v3` baseUrl). */
  graphqlUrl?: string | undefined;
  logger: Logger;
  /** A rate limit that asks us to wait longer than this fails at once instead. Default 300 s. */
  retryAfterCapSeconds?: number;
  /** Spacing between write requests, as GitHub asks of integrations. Default one second (secondMs). */
  minimumWaitMs?: number;
  /**
   * How long one second of Retry-After (and of retry backoff) lasts. Default 1000 ms, or
   * TRANSLATION_SYNC_GITHUB_SECOND_MS (githubSecondMs()); tests pass 1.
   */
  secondMs?: number;
  /** Where writes wait their turn; default the process's shared pacer (write-pacer.ts). */
  writePacer?: WritePacer;
}

const RATE_LIMIT_RETRIES = 2;

/**
 * How long a second of GitHub's lasts for the process: for the spacing of writes, Retry-After and
 * the retries' backoff. 1000 ms unless TRANSLATION_SYNC_GITHUB_SECOND_MS says otherwise: the
 * end-to-end tests shorten it, since against a local fake every such second is only waiting (the
 * pacing and the retries have tests of their own, on a clock of theirs). GitHub's limit of 80
 * writes a minute holds whatever it is (write-pacer.ts).
 */
function githubSecondMs(env: NodeJS.ProcessEnv): number {
  const text = env['TRANSLATION_SYNC_GITHUB_SECOND_MS'] ?? '';
  return /^\d{1,4}$/.test(text) ? Number(text) : 1000;
}

/**
 * The GitHub client (R35). Throttling waits out primary and secondary rate limits (Retry-After,
 * or 60 s when GitHub gives none) a bounded number of times. The retry plugin repeats 5xx and
 * network failures; the one call that is not safe to repeat, creating a pull request, turns it
 * off per request (see pull-request.ts).
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  registerSecret(options.token);
  const { logger } = options;
  const cap = options.retryAfterCapSeconds ?? 300;
  const secondMs = options.secondMs ?? githubSecondMs(process.env);
  const minimumWaitMs = options.minimumWaitMs ?? secondMs;

  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      const what = `${request.method} ${request.url}`;
      if (retryCount >= RATE_LIMIT_RETRIES || retryAfter > cap) {
        logger.warning(
          `GitHub ${kind} hit on ${what}; not waiting ${retryAfter} s (limit ${cap} s, try ${retryCount + 1}).`,
        );
        return false;
      }
      logger.warning(`GitHub ${kind} hit on ${what}; waiting ${retryAfter} s before retrying.`);
      return true;
    };

  const octokit = new ActionOctokit({
    auth: options.token,
    // Only on a runner with proxy variables: elsewhere Octokit keeps Node's fetch.
    ...(proxyConfigured() ? { request: { fetch: createProxiedFetch() } } : {}),
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: 'translation-sync',
    log: {
      debug: (message: string) => logger.debug(message),
      info: (message: string) => logger.debug(message),
      warn: (message: string) => logger.warning(message),
      // Octokit logs every failed request here, also the 4xx answers we handle (the create race, a
      // refused reviewer, a deleted branch): at error level each printed a red ::error:: on a green
      // run. The failures that matter reach the step through GitHubError instead.
      error: (message: string) => logger.debug(message),
    },
    retry: {
      // 429 and rate-limit 403s belong to the throttling plugin; retrying them here would double up.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      retries: 3,
      retryAfterBaseValue: secondMs,
    },
    throttle: {
      // Writes (and GraphQL, which the plugin counts as writes) wait in the pacer every client of
      // the process shares, retries included: GitHub's limit counts them all, not one client's.
      write: pacedGroup(options.writePacer ?? sharedWritePacer, minimumWaitMs),
      // Our own group, so that the spacing follows minimumWaitMs rather than Octokit's 3 s.
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: minimumWaitMs }),
      retryAfterBaseValue: secondMs,
      fallbackSecondaryRateRetryAfter: 60,
      onRateLimit: onLimit('rate limit'),
      onSecondaryRateLimit: onLimit('secondary rate limit'),
    },
  });
  // What the action writes on GitHub (comments, replies, pull request titles and bodies) is
  // redacted as it leaves, whichever module built it: a comment is public on a public repository.
  octokit.hook.before('request', (request) => {
    const fields = request as Record<string, unknown>;
    for (const field of ['body', 'title'])
      if (typeof fields[field] === 'string') fields[field] = redact(fields[field]);
  });
  if (options.graphqlUrl !== undefined && options.graphqlUrl !== '') {
    octokit.graphql = octokit.graphql.defaults({ url: options.graphqlUrl });
  }
  return octokit;
}

/**
 * The throttling plugin asks its write group for `key(id).schedule(options, job)` before each
 * write; this gives it the pacer's turn instead of a Bottleneck queue of its own.
 */
function pacedGroup(pacer: WritePacer, spacingMs: number): Bottleneck.Group {
  const limiter = {
    schedule: async <T>(_options: unknown, job: () => Promise<T>): Promise<T> => {
      await pacer.pace(spacingMs);
      return job();
    },
  };
  return { key: () => limiter } as unknown as Bottleneck.Group;
}
