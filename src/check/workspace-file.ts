import { LOCALE_FILE_MAX_BYTES, readInRepositoryLater, SafeReadError } from '../project/safe-read.js';

/**
 * A regular file of the workspace, or undefined: nothing there, or a file the safe read refuses
 * (a symbolic link, a device or pipe, past 64 MiB: safe-read.ts), whose message goes to `refused`.
 */
export async function readWorkspaceFile(
  workspace: string,
  file: string,
  refused?: (message: string) => void,
): Promise<Buffer | undefined> {
  try {
    return await readInRepositoryLater(workspace, file, {
      maxBytes: LOCALE_FILE_MAX_BYTES,
      links: 'never',
      label: 'The file',
    });
  } catch (error) {
    if (!(error instanceof SafeReadError)) throw error;
    refused?.(error.message);
    return undefined;
  }
}
