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

/**
 * The translation branch holds a person's commit that the action will neither drop nor send
 * (R43, R69): the run stops with nothing pushed. `actionsBranch` when an own commit of the action
 * is under it, so that its pull request is the action's and may be told why (issue 56);
 * `refused` says which commit and why, for that pull request's body.
 */
export class BranchNotOwnedError extends GitError {
  constructor(
    readonly branch: string,
    readonly found: { readonly actionsBranch: boolean; readonly refused: string },
    message: string,
    options?: { cause?: unknown },
  ) {
    super('GIT_BRANCH_NOT_OWNED', message, options);
  }
}
