/** Finding the file a Files route names: by master id and locale, a target's own id, or `?file_path=`. */
import { ensureTargetFiles } from '../files-model.js';
import { HttpError, type EmulatorRequest } from '../router.js';
import { findFile, type FileFormat, type Project, type ProjectFile } from '../state.js';

/** The literal path segment of the by-path alternates, `/files/...?file_path=` (docs/decisions.md). */
export const BY_PATH = '...';

export function isProjectLocale(project: Project, locale: string): boolean {
  return locale === project.sourceLocale || project.targetLocales.includes(locale);
}

/** A file id from the path: digits only, so `12abc` or a string's key finds nothing. */
function fileIdOf(request: EmulatorRequest): number {
  const raw = request.params['file_id'] ?? '';
  if (!/^\d+$/.test(raw)) throw new HttpError(404, 'File not found');
  return Number(raw);
}

/**
 * The master or target file of `/files/:file_id/locales/:locale_code` (`file_id` the master's id,
 * or a target's own id with that target's locale), or the file (master or
 * target) whose name is `file_path`. A created master is found while its first import runs, so
 * Update File can answer the busy messages for it.
 */
export function lookUpFile(request: EmulatorRequest, project: Project): ProjectFile {
  const locale = request.params['locale_code'];
  if (locale === undefined) {
    const path = request.query.get('file_path');
    const file = path === null ? undefined : project.files.find((candidate) => candidate.name === path);
    if (file === undefined) throw new HttpError(404, 'File not found');
    return file;
  }
  if (!isProjectLocale(project, locale)) throw new HttpError(404, 'Locale not found');
  const fileId = fileIdOf(request);
  // The service's own client names a target file by its own id (docs/decisions.md): that id
  // serves only its own locale; any other locale with it is "File not found".
  const own = project.files.find((candidate) => candidate.id === fileId && candidate.masterId !== null);
  if (own !== undefined) {
    if (own.locale !== locale) throw new HttpError(404, 'File not found');
    return own;
  }
  const masterId = fileId;
  const master = findFile(project, masterId, project.sourceLocale);
  if (master === undefined) throw new HttpError(404, 'File not found');
  let file = findFile(project, masterId, locale);
  if (file === undefined && master.imported) {
    ensureTargetFiles(request.context.state, project, master, request.context.now());
    file = findFile(project, masterId, locale);
  }
  if (file === undefined && master.pendingImport !== undefined) throw busyError(master, 'Master File');
  if (file === undefined) throw new HttpError(404, 'File not found');
  return file;
}

/** The service's 503 while `file` waits for or goes through its import. */
export function busyError(file: ProjectFile, subject: 'File' | 'Master File'): HttpError {
  const queued = file.pendingImport?.state === 'queued';
  if (subject === 'File') {
    return new HttpError(
      503,
      queued ? 'File is already queued for import' : 'File is being processed at the moment',
    );
  }
  return new HttpError(
    503,
    queued ? 'Master File is queued for import' : 'Master File is being processed at the moment',
  );
}

/** A file a client can read: created masters are invisible until their first import completes. */
export function lookUpReadableFile(request: EmulatorRequest, project: Project): ProjectFile {
  const file = lookUpFile(request, project);
  if (!file.imported) throw new HttpError(404, 'File not found');
  return file;
}

const CONTENT_TYPES: Record<FileFormat, string> = {
  yaml: 'application/x-yaml',
  json: 'application/json',
  po: 'text/x-gettext-translation',
  properties: 'text/x-java-properties',
  'android-xml': 'application/xml',
  'ios-strings': 'text/plain',
  text: 'text/plain',
};

export function fileContentType(file: ProjectFile): string {
  return CONTENT_TYPES[file.format];
}
