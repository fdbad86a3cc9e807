import picomatch from 'picomatch';
import type { Project } from '../client/models.js';
import { ProjectError } from './errors.js';
import { checkEntryName } from './names.js';

/**
 * The project's files: as Show Project lists them, as the repository holds its masters
 * (`source-files`), and which of them the user ignores. Shared by the sync and the check.
 */

/** A file record of Show Project, in the engine's own terms. */
export interface RemoteFile {
  readonly id: number;
  /** The file's path as the service names it; also its path in the repository and in the zip. */
  readonly name: string;
  readonly locale: string;
  /** null for a master file; the master's id for a target file. */
  readonly masterId: number | null;
  /** undefined when the service shows it blank: unknown, so never "same as local" (docs/decisions.md). */
  readonly hashFile: string | undefined;
  readonly fresh: boolean;
  readonly updatedAt: string | undefined;
}

/**
 * Show Project's files in the engine's terms. A file name becomes a path in the repository, so a
 * name that could leave it (`../x`, `/abs`, backslashes, NUL) fails the run before any I/O.
 */
export function remoteFilesOf(project: Project): RemoteFile[] {
  return project.projectFiles.map((file) => {
    const problem = checkEntryName(file.name);
    // Targets are screened by the pull's target path policy, which refuses them one by one.
    if (problem !== undefined && file.masterProjectFileId === null) {
      throw new ProjectError(
        `The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
          'Rename the file on the service.',
      );
    }
    return {
      id: file.id,
      name: file.name,
      locale: file.localeCode,
      masterId: file.masterProjectFileId,
      // Blank (null or '') while an upload waits for its import: unknown, never a checksum.
      hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
      fresh: file.fresh,
      updatedAt: file.updatedAt,
    };
  });
}

/** Repository paths (posix, relative) matching the `source-files` globs. */
export async function findSourceFiles(workspace: string, patterns: readonly string[]): Promise<string[]> {
  if (patterns.length === 0) return [];
  // Loaded here: a pull never searches for source files.
  const { glob } = await import('tinyglobby');
  const found = await glob([...patterns], {
    cwd: workspace,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    ignore: ['.git/**', '**/node_modules/**'],
  });
  return found.sort();
}

/**
 * One matcher for both kinds of ignore rule. The `ignore-files` input uses ordinary globs; the
 * `.wti` patterns are matched as the established client's File.fnmatch does, where a single `*`
 * also crosses `/` (picomatch's `bash` mode), so its users need not rewrite them.
 */
export function createIgnoreMatcher(
  inputGlobs: readonly string[],
  wtiGlobs: readonly string[],
): (file: string) => boolean {
  const matchers = [
    ...inputGlobs.map((pattern) => picomatch(pattern, { dot: true })),
    ...wtiGlobs.map((pattern) => picomatch(pattern, { dot: true, bash: true })),
  ];
  return (file) => matchers.some((matches) => matches(file));
}
