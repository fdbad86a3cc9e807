import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { ProjectError } from './errors.js';

/**
 * The project's folder must be a real folder inside the repository: every part of
 * `working-directory` is checked with lstat from the workspace root, so a committed symlink to a
 * folder outside the repository fails the run before anything is read or written there.
 */
export async function assertProjectFolder(repoRoot: string, prefix: string): Promise<void> {
  if (prefix === '') return;
  let folder = repoRoot;
  for (const part of prefix.split('/')) {
    folder = path.join(folder, part);
    const stats = await lstat(folder).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (stats === undefined) return;
    if (stats.isSymbolicLink() || !stats.isDirectory()) {
      throw new ProjectError(
        `working-directory "${prefix}" passes through ${JSON.stringify(path.relative(repoRoot, folder))}, which is ${stats.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; ` +
          'translations are only read and written inside the repository. Point working-directory at the real folder.',
        { files: [prefix] },
      );
    }
  }
}
