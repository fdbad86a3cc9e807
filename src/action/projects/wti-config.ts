import path from 'node:path';
import { readInRepository, SafeReadError } from '../../project/safe-read.js';
import { WtiConfigError, type WtiConfig } from './wti-config-model.js';

/**
 * Reads the `.wti` file of the service's established command-line client, so a repository that
 * used it switches by adding a workflow and nothing else. That client runs the file through ERB
 * before YAML; we support the one ERB form its documentation shows, `<%= ENV['NAME'] %>` (and the
 * double-quoted and `ENV.fetch` spellings), and refuse any other ERB with a clear error rather
 * than executing or silently dropping it.
 */

/** A `.wti` file is a few lines; past this size it is a mistake or an attack on the runner's memory. */
export const WTI_MAX_BYTES = 1024 * 1024;

/**
 * Loads the `.wti` file: the `config` input when given (it must exist), else `.wti` at the
 * workspace root when present, else nothing.
 */
export async function loadWtiConfig(
  workspace: string,
  configPath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  /** The repository: a link in `.wti`'s place is followed only while it stays inside (safe-read.ts). */
  repositoryRoot: string = workspace,
): Promise<WtiConfig | undefined> {
  const explicit = configPath !== undefined;
  const relative = configPath ?? '.wti';
  const inRepository = path
    .relative(repositoryRoot, path.resolve(workspace, relative))
    .split(path.sep)
    .join('/');
  let bytes: Buffer | undefined;
  try {
    // Only read, never written: a `.wti` shared by linking it inside the repository is followed.
    bytes = readInRepository(repositoryRoot, inRepository, {
      maxBytes: WTI_MAX_BYTES,
      links: 'inside',
      label: 'The config file',
    });
  } catch (error) {
    if (error instanceof SafeReadError)
      throw new WtiConfigError(error.message, {
        cause: error,
        ...(error.code === 'read-too-large' ? { code: 'wti-too-large' as const } : {}),
      });
    throw new WtiConfigError(`Cannot read the config file "${relative}": ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (bytes === undefined) {
    if (!explicit) return undefined;
    throw new WtiConfigError(`Cannot read the config file "${relative}": there is no such file.`);
  }
  // The YAML reader loads only when there is a file to read: most runs have none.
  const { parseWtiConfig } = await import('./wti-config-parse.js');
  return parseWtiConfig(bytes.toString('utf8'), relative, env);
}
