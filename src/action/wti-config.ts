import { open } from 'node:fs/promises';
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
  readonly code: 'wti-config' | 'wti-too-large';
  constructor(message: string, options?: ErrorOptions & { code?: 'wti-too-large' }) {
    super(message, options);
    this.name = 'WtiConfigError';
    this.code = options?.code ?? 'wti-config';
  }
}

/** A `.wti` file is a few lines; past these limits it is a mistake or an attack on the runner's memory. */
export const WTI_MAX_BYTES = 1024 * 1024;
export const WTI_MAX_LIST_ITEMS = 5_000;

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
  const ignoreFiles = stringList(settings['ignore_files'], 'ignore_files', fileName);
  const neededLocales = stringList(settings['needed_locales'], 'needed_locales', fileName);
  const ignoreLocales = stringList(settings['ignore_locales'], 'ignore_locales', fileName);
  const items = ignoreFiles.length + neededLocales.length + ignoreLocales.length;
  if (items > WTI_MAX_LIST_ITEMS) {
    throw new WtiConfigError(
      `${fileName} lists ${items} globs and locales, more than the ${WTI_MAX_LIST_ITEMS} this action reads. ` +
        'Match files with fewer, broader globs (a single * crosses folders).',
      { code: 'wti-too-large' },
    );
  }
  return Object.freeze({
    path: fileName,
    apiKey: optionalText(settings['api_key'], 'api_key', fileName)?.trim(),
    ignoreFiles,
    neededLocales,
    ignoreLocales,
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
    text = await readCapped(absolute, relative);
  } catch (error) {
    if (error instanceof WtiConfigError) throw error;
    if (!explicit && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new WtiConfigError(`Cannot read the config file "${relative}": ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseWtiConfig(text, relative, env);
}

/** Reads the file only when it is at most WTI_MAX_BYTES: a 20 MB file fails here, not in V8. */
async function readCapped(absolute: string, relative: string): Promise<string> {
  const handle = await open(absolute, 'r');
  try {
    const { size } = await handle.stat();
    if (size > WTI_MAX_BYTES) {
      throw new WtiConfigError(
        `The config file "${relative}" is ${size} bytes, more than the ${WTI_MAX_BYTES} (1 MiB) a .wti file may have. ` +
          'Point the config input at the right file, or shorten it.',
        { code: 'wti-too-large' },
      );
    }
    const buffer = Buffer.alloc(WTI_MAX_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > WTI_MAX_BYTES) {
      throw new WtiConfigError(`The config file "${relative}" grew past 1 MiB while it was read.`, {
        code: 'wti-too-large',
      });
    }
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
