/**
 * What a `.wti` file says once read (wti-config.ts reads it, wti-config-parse.ts parses it), and
 * how reading it fails: below both, so that neither imports the other.
 */

export interface WtiHooks {
  readonly beforePull: string | undefined;
  readonly afterPull: string | undefined;
  readonly beforePush: string | undefined;
  readonly afterPush: string | undefined;
}

export interface WtiConfig {
  readonly path: string;
  readonly apiKey: string | undefined;
  /** Environment variables `api_key` reads (`<%= ENV['NAME'] %>`) that are unset or empty. */
  readonly unsetVariables: readonly string[];
  /** Globs matched as the client's File.fnmatch does: a single `*` also crosses `/`. */
  readonly ignoreFiles: readonly string[];
  readonly neededLocales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly hooks: WtiHooks;
}

export class WtiConfigError extends Error {
  readonly code: 'wti-config' | 'wti-too-large';
  constructor(message: string, options?: ErrorOptions & { code?: 'wti-too-large' }) {
    super(message, options);
    this.name = 'WtiConfigError';
    this.code = options?.code ?? 'wti-config';
  }
}

/** Past this many items a list of the `.wti` file is a mistake or an attack on the runner's memory. */
export const WTI_MAX_LIST_ITEMS = 5_000;
