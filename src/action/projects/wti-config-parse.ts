import { parse } from 'yaml';
import { maskSecret } from '../runner/secrets.js';
import { WTI_MAX_LIST_ITEMS, WtiConfigError, type WtiConfig } from './wti-config-model.js';

/**
 * The text of a `.wti` file to settings: ERB's one supported form, then YAML (wti-config.ts reads
 * the file; this module, with the yaml library, loads only when there is one).
 */

const ERB_TAG = /<%(=?)([\s\S]*?)%>/g;
const ENV_EXPRESSION =
  /^\s*ENV(?:\[\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\1\s*\]|\.fetch\(\s*(['"])([A-Za-z_][A-Za-z0-9_]*)\3\s*\))\s*$/;

/** A value ERB put into the text, and the variable it came from. */
interface Expansion {
  readonly name: string;
  readonly value: string;
}

/**
 * Shorter expanded values are not registered as secrets: masking `fr` or `de` (a locale list read
 * from the environment) would cut every word holding them out of the log. Error messages still
 * name the variable instead of any expanded value, whatever its length (docs/decisions.md).
 */
const MIN_MASKED_LENGTH = 8;

/**
 * Expands `<%= ENV['NAME'] %>`; an unset variable expands to nothing, as ERB does with nil. Each
 * value is kept to be taken back out of error messages, and the long ones are masked: what ERB
 * read from the environment may be a secret (a token in a workflow's `env:`).
 */
function expandErb(
  text: string,
  env: NodeJS.ProcessEnv,
  fileName: string,
): { text: string; expansions: Expansion[] } {
  const expansions: Expansion[] = [];
  const expanded = text.replace(ERB_TAG, (tag: string, output: string, expression: string) => {
    const match = ENV_EXPRESSION.exec(expression);
    const name = match?.[2] ?? match?.[4];
    if (output !== '=' || name === undefined) {
      throw new WtiConfigError(
        `${fileName}: the ERB tag ${tag.slice(0, 60)} is not supported; only <%= ENV['NAME'] %> is. ` +
          'Replace it with a plain value or an environment variable.',
      );
    }
    const value = env[name] ?? '';
    if (value !== '') expansions.push({ name, value });
    if (value.trim().length >= MIN_MASKED_LENGTH) maskSecret(value.trim());
    return value;
  });
  return { text: expanded, expansions };
}

/** A message about the expanded text with each expanded value named as its variable instead. */
function nameVariables(message: string, expansions: readonly Expansion[]): string {
  let named = message;
  for (const { name, value } of [...expansions].sort((a, b) => b.value.length - a.value.length)) {
    for (const form of new Set([value, value.trim()]))
      if (form !== '') named = named.split(form).join(`ENV['${name}']`);
  }
  return named;
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
  const expanded = expandErb(text, env, fileName);
  try {
    document = parse(expanded.text);
  } catch (error) {
    // The parser quotes the expanded text (an alias, a tag, a line): only its first line is kept,
    // with the variables named instead of their values, and no cause that would carry the rest.
    const first = nameVariables((error as Error).message.split('\n')[0] ?? '', expanded.expansions);
    throw new WtiConfigError(`${fileName} is not valid YAML: ${first}`);
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
