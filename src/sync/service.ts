import type { FilesApi } from '../client/files.js';
import type { Project } from '../client/models.js';
import type { StringsApi } from '../client/strings.js';

/**
 * The part of the client the engine uses. The engine receives it as an argument, so tests hand it
 * a real client pointed at the emulator and the benchmarks can count its requests.
 */
export interface ProjectService {
  readonly projects: { show(): Promise<Project> };
  readonly files: Pick<FilesApi, 'update' | 'create' | 'downloadZip' | 'show'>;
  /**
   * upload-translations sets a push's own edits of a target key by key (push-edits.ts); a push
   * renames the strings of renamed keys (rename-on-service.ts) and counts the Obsolete ones.
   */
  readonly strings?: Pick<StringsApi, 'list' | 'listPage' | 'show' | 'update'>;
}
