import { parse } from 'yaml';
import { WTI_MAX_LIST_ITEMS, WtiConfigError, type WtiConfig } from './wti-config-model.js';

/**
 * The text of a `.wti` file to settings: ERB's one supported form, then YAML (wti-config.ts reads
 * the file; this module, with the yaml library, loads only when there is one).
 */

const ERB_TAG = /<%(=?)([\s\S]*?)%>/g;
const ENV_EXPRESSION =
  /^\s*ENV(?:\[\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\1\s*\]|\.fetch\(\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\3\s*\))\s*$/;

/** Expands `<%= ENV['NAME'] %>`; an unset variable expands to nothing, as ERB does with nil. */
function expandErb(text: string, env: NodeJS.ProcessEnv, fileName: string): string {
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

/**
 * The environment variables the `api_key` line reads and the step leaves empty: what a project
 * without a token must set (projects.ts names them).
 */
function unsetKeyVariables(text: string, env: NodeJS.ProcessEnv): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    if (!/^\s*["']?api_key["']?\s*:/.test(line)) continue;
    for (const [, , expression] of line.matchAll(ERB_TAG)) {
      const match = ENV_EXPRESSION.exec(expression ?? '');
      const name = match?.[2] ?? match?.[4];
      if (name !== undefined && (env[name] ?? '') === '' && !names.includes(name)) names.push(name);
    }
  }
  return names;
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
    apiKey: optionalText(settings['api_key'], 'api_key', fileName)?.trim() || undefined,
    unsetVariables: unsetKeyVariables(text, env),
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
