/**
 * Errors of the engine: each says what happened to which file and what to do about it. Client
 * errors (src/client/errors.ts) are kept as the `cause`, already redacted.
 */
type SyncErrorCode =
  | 'unsafe-path'
  | 'upload-failed'
  | 'create-failed'
  | 'project-busy'
  | 'import-timeout'
  | 'import-failed'
  | 'download-failed'
  | 'no-project'
  | 'translations-would-be-lost'
  | 'unreadable-download'
  | 'empty-download'
  | 'platform-would-refuse';

export class SyncError extends Error {
  readonly code: SyncErrorCode;
  /** The repository paths the error is about. */
  readonly files: readonly string[];

  constructor(
    code: SyncErrorCode,
    message: string,
    options: { files?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'SyncError';
    this.code = code;
    this.files = options.files ?? [];
  }
}
