import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A regular file of the workspace (never read through a symlink), or undefined. */
export async function readWorkspaceFile(workspace: string, file: string): Promise<Buffer | undefined> {
  const absolute = path.join(workspace, file);
  const stats = await lstat(absolute).catch(() => undefined);
  return stats?.isFile() === true ? readFile(absolute) : undefined;
}
