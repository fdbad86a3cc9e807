import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * Reads the `.wti` file of the service's established command-line client, so a repository that
 * used it switches by adding a workflow and nothing else. That client runs the file through ERB
 * before YAML; we support the one ERB form its documentation shows, `<%= ENV['NAME'] %>` (and the
 * double-quoted and `ENV.fetch` spellings), and refuse any other ERB with a clear error rather
 * than executing or silently dropping it.
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
  /** Globs matched as the client's File.fnmatch does: a single `*` also crosses `/`. */
  readonly ignoreFiles: readonly string[];
  readonly neededLocales: readonly string[];
  readonly ignoreLocales: readonly string[];
  readonly hooks: WtiHooks;
}

export class WtiConfigError extends Error {
  readonly code = 'wti-config';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WtiConfigError';
  }
}

const ERB_TAG = /<%(=?)([\s\S]*?)%>/g;
const ENV_EXPRESSION =
  /^\s*ENV(?:\[\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\1\s*\]|\.fetch\(\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\3\s*\))\s*$/;

/** Expands `<%= ENV['NAME'] %>`; an unset variable expands to nothing, as ERB does with nil. */
export function expandErb(text: string, env: NodeJS.ProcessEnv, fileName: string): string {
  return text.replace(ERB_TAG, (tag: string, output: string, expression: string) => {
    const match = ENV_EXPRESSION.exec(expression);
    const name = match?.[2] ?? match?.[4];
    if (output !== '=' || name === undefined) {
      throw new WtiConfigError(
        `${fileName}: the ERB tag ${tag.slice(0, 60)} is not supported; only <%= ENV['NAME'] %> is. ` +
          'Replace it with a plain value or an environment variable.',
      );
    }
    return env[name] ?? '';
  });
}

/** The client accepts a list, a single value, or a space-separated string for locale settings. */
function stringList(value: unknown, key: string, fileName: string): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter((item) => item !== '');
  if (typeof value === 'string' || typeof value === 'number') {
    return String(value)
      .split(/[\s,]+/)
      .filter((item) => item !== '');
  }
  throw new WtiConfigError(`${fileName}: "${key}" must be a list or a string.`);
}

function optionalText(value: unknown, key: string, fileName: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new WtiConfigError(`${fileName}: "${key}" must be a string.`);
}

export function parseWtiConfig(
  text: string,
  fileName: string,
  env: NodeJS.ProcessEnv = process.env,
): WtiConfig {
  let document: unknown;
  try {
    document = parse(expandErb(text, env, fileName));
  } catch (error) {
    if (error instanceof WtiConfigError) throw error;
    throw new WtiConfigError(
      `${fileName} is not valid YAML: ${(error as Error).message.split('\n')[0] ?? ''}`,
      {
        cause: error,
      },
    );
  }
  if (document === null || document === undefined) document = {};
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new WtiConfigError(
      `${fileName} must be a YAML mapping of settings such as api_key and ignore_files.`,
    );
  }
  const settings = document as Record<string, unknown>;
  return Object.freeze({
    path: fileName,
    apiKey: optionalText(settings['api_key'], 'api_key', fileName)?.trim(),
    ignoreFiles: stringList(settings['ignore_files'], 'ignore_files', fileName),
    neededLocales: stringList(settings['needed_locales'], 'needed_locales', fileName),
    ignoreLocales: stringList(settings['ignore_locales'], 'ignore_locales', fileName),
    hooks: Object.freeze({
      beforePull: optionalText(settings['before_pull'], 'before_pull', fileName),
      afterPull: optionalText(settings['after_pull'], 'after_pull', fileName),
      beforePush: optionalText(settings['before_push'], 'before_push', fileName),
      afterPush: optionalText(settings['after_push'], 'after_push', fileName),
    }),
  });
}

/**
 * Loads the `.wti` file: the `config` input when given (it must exist), else `.wti` at the
 * workspace root when present, else nothing.
 */
export async function loadWtiConfig(
  workspace: string,
  configPath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<WtiConfig | undefined> {
  const explicit = configPath !== undefined;
  const relative = configPath ?? '.wti';
  const absolute = path.resolve(workspace, relative);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    if (!explicit && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new WtiConfigError(`Cannot read the config file "${relative}": ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseWtiConfig(text, relative, env);
}
