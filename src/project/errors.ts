/**
 * The project itself cannot be synced or checked as it is: a file name the service lists, or the
 * `working-directory`, would lead outside the repository. The message says what to change.
 */
export class ProjectError extends Error {
  override readonly name = 'ProjectError';
  readonly code = 'unsafe-path';
  /** The paths the error is about. */
  readonly files: readonly string[];

  constructor(message: string, options: { files?: readonly string[] } = {}) {
    super(message);
    this.files = options.files ?? [];
  }
}
