import { open } from 'node:fs/promises';
import path from 'node:path';
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
  // The YAML reader loads only when there is a file to read: most runs have none.
  const { parseWtiConfig } = await import('./wti-config-parse.js');
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
