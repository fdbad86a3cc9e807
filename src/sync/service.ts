import type { FilesApi } from '../client/files.js';
import type { Project } from '../client/models.js';
import { checkEntryName } from './extract-names.js';
import type { RemoteFile } from './plan.js';
import { SyncError } from './errors.js';

/**
 * The part of the client the engine uses. The engine receives it as an argument, so tests hand it
 * a real client pointed at the emulator and the benchmarks can count its requests.
 */
export interface ProjectService {
  readonly projects: { show(): Promise<Project> };
  readonly files: Pick<FilesApi, 'update' | 'create' | 'downloadZip' | 'show'>;
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
      throw new SyncError(
        'unsafe-path',
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
