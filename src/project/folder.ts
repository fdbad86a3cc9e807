import path from 'node:path';
import { ProjectError } from './errors.js';
import { lstatKind } from './path-kind.js';

/**
 * The project's folder must be a real folder inside the repository: every part of
 * `working-directory` is checked with lstat from the workspace root, so a committed symlink to a
 * folder outside the repository fails the run before anything is read or written there.
 */
export function assertProjectFolder(repoRoot: string, prefix: string): void {
  if (prefix === '') return;
  let folder = repoRoot;
  for (const part of prefix.split('/')) {
    folder = path.join(folder, part);
    // The same look as each target's walk in src/sync: a missing part ends the walk.
    const { kind } = lstatKind(folder);
    if (kind === 'missing') return;
    if (kind !== 'folder') {
      throw new ProjectError(
        `working-directory "${prefix}" passes through ${JSON.stringify(path.relative(repoRoot, folder))}, which is ${kind === 'symlink' ? 'a symbolic link' : 'not a folder'}; ` +
          'translations are only read and written inside the repository. Point working-directory at the real folder.',
        { files: [prefix] },
      );
    }
  }
}
