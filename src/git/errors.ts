import { redact } from '../client/redact.js';

type GitErrorCode =
  | 'GIT_COMMAND_FAILED'
  | 'GIT_TOO_OLD'
  | 'GIT_INVALID_BRANCH'
  | 'GIT_INVALID_REMOTE'
  | 'GIT_INVALID_PATH'
  | 'GIT_INVALID_IDENTITY'
  | 'GIT_BASE_NOT_FOUND'
  | 'GIT_BRANCH_RACE'
  | 'GIT_BRANCH_NOT_OWNED';

/**
 * Every failure of the git adapter. The message and the cause pass through redact(): git's stderr
 * can echo a remote URL or, with tracing on, a header that carries the token.
 */
export class GitError extends Error {
  override readonly name = 'GitError';
  readonly code: GitErrorCode;

  constructor(code: GitErrorCode, message: string, options?: { cause?: unknown }) {
    const cause = options?.cause === undefined ? undefined : redactedCause(options.cause);
    super(redact(message), cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

/** A copy of the cause that holds only redacted text, so no secret survives in `error.cause`. */
function redactedCause(cause: unknown): Error {
  if (cause instanceof Error) {
    const copy = new Error(redact(cause.message));
    copy.name = cause.name;
    copy.stack = redact(cause.stack ?? `${cause.name}: ${cause.message}`);
    return copy;
  }
  return new Error(redact(String(cause)));
}
