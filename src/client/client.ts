/**
 * createTranslationClient: the bundled client of the service, one method per endpoint, grouped by
 * resource family. One keep-alive Agent and one concurrency limit serve every call of a client.
 */
import { parseBaseUrl } from './base-url.js';
import { ServiceCaller } from './call.js';
import type { ClientLogger } from './client-logger.js';
import { createResourceContext } from './context.js';
import { ClientConfigurationError } from './errors.js';
import { createFilesApi, type FilesApi } from './files.js';
import { HttpTransport } from './http.js';
import type { Dispatcher } from 'undici';
import { createOrganizationsApi, type OrganizationsApi } from './organizations.js';
import { createProjectsApi, type ProjectsApi } from './projects.js';
import { registerSecret } from './redact.js';
import { RequestLimit } from './request-limit.js';
import { DEFAULT_RETRY, type RetryOptions } from './retry.js';
import { createStringsApi, type StringsApi } from './strings.js';
import { createTeamMembersApi, type TeamMembersApi } from './team-members.js';
import { createTermTranslationsApi, type TermTranslationsApi } from './term-translations.js';
import { createTermsApi, type TermsApi } from './terms.js';
import { CLIENT_VERSION } from './version.js';

/** The User-Agent the client sends unless told otherwise. */
export const USER_AGENT = `translation-sync-client/${CLIENT_VERSION}`;

export interface TranslationClientOptions {
  /** https, or http on a loopback address (127.0.0.0/8, ::1, localhost). */
  baseUrl: string;
  /** The project's read-write (private) or read-only (public) token. */
  projectToken?: string;
  /** An organization key, for organization, project creation and team calls. */
  organizationToken?: string;
  /** Where requests (debug) and retries (info) are logged, `console` for one. Default: nowhere. */
  logger?: ClientLogger;
  /**
   * Requests in flight at once, across every call of this client; a call beyond it waits for a
   * slot (a download holds its slot until the file is written). Default 4.
   */
  concurrency?: number;
  /**
   * A limit shared with other clients (createRequestLimit): their requests together stay within
   * its concurrency and rate, and a 429 pauses all of them. When given, `concurrency` is its.
   */
  limit?: RequestLimit;
  /**
   * Longest wait for a connection, for the response headers, and between two chunks of a body.
   * Default 30 s. Refresh Files waits for its headers up to `deadlineMs` instead.
   */
  requestTimeoutMs?: number;
  /** Overall limit of one call, every attempt and every wait between them included. Default 120 s. */
  deadlineMs?: number;
  /** How often and after how long a failed attempt is tried again (see RetryOptions). */
  retry?: Partial<RetryOptions>;
  /** Replaces `translation-sync-client/<version>`. */
  userAgent?: string;
  /**
   * 'env': honour HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case, the lower one first) as curl
   * does; a failure on the way names the proxy. Default: connect straight to the service.
   */
  proxy?: 'env';
  /** An undici Dispatcher (a ProxyAgent, an Agent with TLS options) for every request; you close it. */
  dispatcher?: Dispatcher;
}

export interface TranslationClient {
  readonly organizations: OrganizationsApi;
  readonly projects: ProjectsApi;
  readonly files: FilesApi;
  readonly strings: StringsApi;
  readonly terms: TermsApi;
  readonly termTranslations: TermTranslationsApi;
  readonly teamMembers: TeamMembersApi;
  /**
   * Settles once every request asked for so far has been written to its connection, or its call
   * has ended: work that needs the processor can then run while the answers are on their way.
   */
  sent(): Promise<void>;
  /** Closes the kept-alive connections. */
  close(): Promise<void>;
}

function positive(name: string, value: number | undefined, fallback: number, minimum = 1): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < minimum) {
    throw new ClientConfigurationError(`${name} must be a number of at least ${minimum}, got ${value}`);
  }
  return value;
}

/**
 * Builds a client of the service. Checks its options at once (a ClientConfigurationError names the
 * one that is wrong) and sends nothing until a method is called. Call `close()` when done, or the
 * kept-alive connections hold the process open for a few seconds.
 */
export function createTranslationClient(options: TranslationClientOptions): TranslationClient {
  // Registered first, so that even a configuration error cannot print them.
  registerSecret(options.projectToken);
  registerSecret(options.organizationToken);
  const baseUrl = parseBaseUrl(options.baseUrl);
  const limit =
    options.limit ??
    new RequestLimit({ concurrency: Math.floor(positive('concurrency', options.concurrency, 4)) });
  const concurrency = limit.concurrency;
  const requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs, 30_000);
  const retry: RetryOptions = {
    attempts: Math.floor(positive('retry.attempts', options.retry?.attempts, DEFAULT_RETRY.attempts)),
    baseDelayMs: positive('retry.baseDelayMs', options.retry?.baseDelayMs, DEFAULT_RETRY.baseDelayMs, 0),
    maxDelayMs: positive('retry.maxDelayMs', options.retry?.maxDelayMs, DEFAULT_RETRY.maxDelayMs, 0),
    retryAfterCapMs: positive(
      'retry.retryAfterCapMs',
      options.retry?.retryAfterCapMs,
      DEFAULT_RETRY.retryAfterCapMs,
      0,
    ),
  };
  if (options.proxy !== undefined && options.proxy !== 'env') {
    throw new ClientConfigurationError(`proxy must be 'env' or left out, got ${String(options.proxy)}`);
  }
  if (options.proxy !== undefined && options.dispatcher !== undefined) {
    throw new ClientConfigurationError('Pass proxy or dispatcher, not both');
  }
  const network = options.dispatcher ?? options.proxy;
  const transport = new HttpTransport({
    userAgent: options.userAgent ?? USER_AGENT,
    connections: concurrency,
    connectTimeoutMs: requestTimeoutMs,
    ...(network === undefined ? {} : { network }),
  });
  const caller = new ServiceCaller({
    transport,
    logger: options.logger,
    limit,
    requestTimeoutMs,
    deadlineMs: positive('deadlineMs', options.deadlineMs, 120_000),
    retry,
    secrets: [options.projectToken, options.organizationToken].filter(
      (token): token is string => token !== undefined && token !== '',
    ),
  });
  const context = createResourceContext(caller, baseUrl, {
    projectToken: options.projectToken,
    organizationToken: options.organizationToken,
  });
  return {
    organizations: createOrganizationsApi(context),
    projects: createProjectsApi(context),
    files: createFilesApi(context),
    strings: createStringsApi(context),
    terms: createTermsApi(context),
    termTranslations: createTermTranslationsApi(context),
    teamMembers: createTeamMembersApi(context),
    sent: () => caller.sent(),
    close: () => transport.close(),
  };
}
