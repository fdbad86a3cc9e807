/**
 * The client as the action uses it: the runner's logger, the action's User-Agent, and the hints
 * that turn the client's library-neutral errors into what to change in the workflow.
 */
import packageJson from '../../../package.json' with { type: 'json' };
import {
  createRequestLimit,
  createTranslationClient,
  type RequestLimit,
  type TranslationClient,
} from '../../client/index.js';
import { clientLogger, type Logger } from '../runner/logger.js';

/** The service sees the action, not the bare client, in its logs. */
const ACTION_USER_AGENT = `translation-sync/${packageJson.version}`;

/**
 * The service documents 25 requests per second per address; 20 leaves room for the jitter
 * between when a request begins here and when it arrives there. Four at once, as the client's
 * default.
 */
const SERVICE_REQUESTS_PER_SECOND = 20;

/** Every limit the run made, for the count of its requests (serviceRequests). */
const limits: RequestLimit[] = [];

/** One limit for every client of a run: the projects of a monorepo share the runner's address. */
export function createServiceLimit(): RequestLimit {
  const limit = createRequestLimit({ concurrency: 4, perSecond: SERVICE_REQUESTS_PER_SECOND });
  limits.push(limit);
  return limit;
}

/** The requests the run has sent to the service, through every client of it. */
export function serviceRequests(): number {
  return limits.reduce((sum, limit) => sum + limit.requests, 0);
}

export function createServiceClient(options: {
  baseUrl: string;
  projectToken: string;
  logger: Logger;
  /** Shared with the run's other clients; a limit of its own when not given. */
  limit?: RequestLimit;
}): TranslationClient {
  return createTranslationClient({
    baseUrl: options.baseUrl,
    projectToken: options.projectToken,
    limit: options.limit ?? createServiceLimit(),
    logger: clientLogger(options.logger),
    userAgent: ACTION_USER_AGENT,
    // A self-hosted runner behind a proxy exports these, as the toolkit's actions expect.
    proxy: 'env',
  });
}

/**
 * What the action adds to a client error with this code: the client speaks of tokens and calls,
 * the user of the action sets inputs.
 */
const HINTS: Record<string, string> = {
  auth: "Check the project-token input (or WTI_PROJECT_API_KEY, or api_key in .wti): it must be the project's read-write token (private_api_token).",
  forbidden: "Give the project-token input the project's read-write token (private_api_token).",
  'local-io': 'On a runner the download goes to RUNNER_TEMP; nothing was written into the repository.',
};

/**
 * The hint for `error`, or for the client error it wraps: the engine wraps a failed download in a
 * SyncError of its own code, with the client's error as its cause.
 */
export function actionHint(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(HINTS, code)) return HINTS[code];
    current = current.cause;
  }
  return undefined;
}
