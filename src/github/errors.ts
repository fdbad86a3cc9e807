import { connectionFailureOf } from '../client/network-failure.js';
import { redact } from '../client/redact.js';

type GitHubErrorCode = 'GITHUB_PERMISSION' | 'GITHUB_RATE_LIMITED' | 'GITHUB_API_ERROR';

/** A failed GitHub API call. Message and cause are redacted; `status` is the HTTP status, if any. */
export class GitHubError extends Error {
  override readonly name = 'GitHubError';
  readonly code: GitHubErrorCode;
  readonly status: number | undefined;

  constructor(code: GitHubErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    const cause = options.cause === undefined ? undefined : new Error(redact(errorText(options.cause)));
    super(redact(message), cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = options.status;
  }
}

function errorText(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}

/** The parts of Octokit's RequestError we read, without depending on its class identity. */
interface RequestFailure {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

/**
 * A call GitHub answered with an error status. Octokit gives a request that got no answer at all
 * (DNS, a refused connection, TLS, an abort) the status 500 but no response: not one of these.
 */
export function isRequestFailure(error: unknown): error is RequestFailure {
  return (
    error instanceof Error &&
    typeof (error as { status?: unknown }).status === 'number' &&
    (error as { response?: unknown }).response !== undefined
  );
}

const PERMISSION_HINT =
  'Give the workflow `permissions: contents: write` and `pull-requests: write`, and turn on the repository ' +
  'setting "Allow GitHub Actions to create and approve pull requests" (Settings > Actions > General), ' +
  'or pass a github-token that may create pull requests.';

/**
 * Maps a failed call to an error that says what to do. The 403 for a missing permission (R34) and
 * the one for the repository setting are told apart from a rate limit by GitHub's own message.
 */
export function toGitHubError(error: unknown, action: string): GitHubError {
  if (!isRequestFailure(error)) {
    const failure = connectionFailureOf(error);
    const what =
      failure === undefined
        ? errorText(error)
        : `no answer came from GitHub: ${failure.text}. Check GITHUB_API_URL and the runner's network, then re-run the workflow`;
    return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action}: ${what}.`, { cause: error });
  }
  const { status, message } = error;
  if (
    status === 403 &&
    /not accessible by integration|not permitted to create or approve pull requests/i.test(message)
  ) {
    return new GitHubError(
      'GITHUB_PERMISSION',
      `GitHub refused to ${action} (403: ${message}). ${PERMISSION_HINT}`,
      { status, cause: error },
    );
  }
  if ((status === 403 || status === 429) && /rate limit/i.test(message)) {
    return new GitHubError(
      'GITHUB_RATE_LIMITED',
      `GitHub's rate limit stopped the attempt to ${action} (${status}: ${message}). Re-run the workflow later.`,
      {
        status,
        cause: error,
      },
    );
  }
  return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action} (${status}: ${message}).`, {
    status,
    cause: error,
  });
}
