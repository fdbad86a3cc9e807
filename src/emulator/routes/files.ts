/** Show File, Update File, Create File, Delete File and Refresh Files. */
import { fileFormatOf, isHashBased } from '../file-formats.js';
import { generateFile } from '../files-model.js';
import {
  emptyReply,
  HttpError,
  isTrue,
  projectOf,
  type EmulatorRequest,
  type HttpMethod,
  type RouteDefinition,
} from '../router.js';
import { nextId, type ImportOptions, type Project, type ProjectFile } from '../state.js';
import type { UploadedFile } from '../multipart.js';
import { BY_PATH, busyError, fileContentType, lookUpFile, lookUpReadableFile } from './file-lookup.js';

const FILE = '/api/projects/:project_token/files/:file_id/locales/:locale_code';
const FILE_BY_PATH = `/api/projects/:project_token/files/${BY_PATH}`;

/** The `file` part; each part must carry a file name, a bare text field is no attachment. */
function attachment(request: EmulatorRequest): UploadedFile {
  const upload = request.form?.files.find((file) => file.field === 'file');
  if (upload === undefined) throw new HttpError(400, 'File attachment not found');
  return upload;
}

function importOptions(request: EmulatorRequest): ImportOptions {
  const fields = request.form?.fields ?? {};
  const options: ImportOptions = {
    merge: isTrue(fields['merge']),
    ignoreMissing: isTrue(fields['ignore_missing']),
    minorChanges: isTrue(fields['minor_changes']),
    renameOthers: isTrue(fields['rename_others']),
  };
  const label = fields['label'];
  if (label !== undefined && label !== '') options.label = label;
  const name = fields['name'];
  if (name !== undefined && name !== '') options.name = name;
  return options;
}

/** Whole seconds: HTTP dates carry no milliseconds. */
function httpDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toUTCString();
}

function showFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const file = lookUpReadableFile(request, project);
  generateFile(project, file);
  // Date.parse reads RFC 2822 / RFC 7231 dates; an unreadable header is ignored, as HTTP says.
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const lastModified = Math.floor(file.updatedAt / 1000) * 1000;
  if (!Number.isNaN(since) && lastModified <= since)
    return { status: 304, headers: { 'Last-Modified': httpDate(file.updatedAt) } };
  return {
    status: 200,
    body: file.bytes,
    contentType: fileContentType(file),
    headers: {
      'Last-Modified': httpDate(file.updatedAt),
      'Content-Disposition': `attachment; filename="${encodeURIComponent(file.name.split('/').pop() ?? file.name)}"`,
    },
  };
}

function updateFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const file = lookUpFile(request, project);
  const upload = attachment(request);
  if (file.masterId !== null && isHashBased(file.name)) {
    throw new HttpError(
      422,
      'Pushing a target hash-based file (.txt, .html, .textile or Markdown) is not allowed.',
    );
  }
  // The busy checks come after validation, so a malformed request is refused as such even while busy.
  if (file.pendingImport !== undefined) throw busyError(file, 'File');
  const master =
    file.masterId === null ? undefined : project.files.find((candidate) => candidate.id === file.masterId);
  if (master?.pendingImport !== undefined) throw busyError(master, 'Master File');
  if (file.importFailure !== undefined) {
    // A failed import is reported once, to the next upload of that file (docs/decisions.md).
    const failure = file.importFailure;
    delete file.importFailure;
    throw new HttpError(422, failure);
  }
  request.context.imports.enqueue(project, file, {
    bytes: upload.bytes,
    fileName: upload.fileName,
    options: importOptions(request),
  });
  return emptyReply(202);
}

function createFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const upload = attachment(request);
  // Without `name`, the part's file name is the file's path in the project, as wti sends it.
  const name = request.form?.fields['name'] || upload.fileName;
  const format = fileFormatOf(name);
  if (format === undefined) throw new HttpError(422, `File format not supported: ${name}`);
  // A master whose first import failed never existed for clients: a new Create File replaces it.
  project.files = project.files.filter(
    (file) => file.imported || file.pendingImport !== undefined || file.name !== name,
  );
  if (project.files.some((file) => file.name === name)) {
    throw new HttpError(422, `Name has already been taken: ${name}`);
  }
  const { state } = request.context;
  const now = () => request.context.now();
  const master: ProjectFile = {
    id: nextId(state),
    name,
    locale: project.sourceLocale,
    format,
    masterId: null,
    imported: false,
    bytes: new Uint8Array(),
    hash: '',
    updatedAt: now(),
    revision: 0,
    generatedRevision: 0,
  };
  project.files.push(master);
  request.context.imports.enqueue(project, master, {
    bytes: upload.bytes,
    fileName: upload.fileName,
    options: { ...importOptions(request), name },
  });
  return { status: 201, body: String(master.id), contentType: 'text/plain; charset=utf-8' };
}

/** Deletes a master with its targets and strings; done at once, the spec's job is not emulated. */
function deleteFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const raw = request.params['file_id'];
  const path = request.query.get('file_path');
  const master = project.files.find(
    (file) =>
      file.masterId === null &&
      (raw === undefined ? file.name === path : /^\d+$/.test(raw) && file.id === Number(raw)),
  );
  if (master === undefined) throw new HttpError(404, 'File not found');
  project.files = project.files.filter((file) => file.id !== master.id && file.masterId !== master.id);
  project.strings = project.strings.filter((entry) => entry.fileId !== master.id);
  project.updatedAt = request.context.now();
  return emptyReply(202);
}

/** Re-fetches every master added from a URL, then queues its import; a failed fetch fails the import. */
async function refreshFiles(request: EmulatorRequest) {
  const project: Project = projectOf(request);
  for (const master of project.files) {
    if (master.sourceUrl === undefined || master.pendingImport !== undefined) continue;
    try {
      const response = await fetch(master.sourceUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      request.context.imports.enqueue(project, master, {
        bytes,
        fileName: master.name,
        options: { merge: false, ignoreMissing: false, minorChanges: false, renameOthers: false },
      });
    } catch (error) {
      master.importFailure = `Could not fetch ${master.sourceUrl}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return emptyReply(200);
}

const UPDATE: readonly HttpMethod[] = ['PATCH', 'PUT'];

export const fileRoutes: RouteDefinition[] = [
  { endpoint: 'showFile', methods: ['GET'], pattern: FILE, handle: showFile },
  { endpoint: 'showFile', methods: ['GET'], pattern: FILE_BY_PATH, handle: showFile },
  // Rails routes PUT like PATCH; older clients (wti) still send PUT.
  { endpoint: 'updateFile', methods: UPDATE, pattern: FILE, handle: updateFile },
  { endpoint: 'updateFile', methods: UPDATE, pattern: FILE_BY_PATH, handle: updateFile },
  {
    endpoint: 'createFile',
    methods: ['POST'],
    pattern: '/api/projects/:project_token/files',
    handle: createFile,
  },
  {
    endpoint: 'deleteFile',
    methods: ['DELETE'],
    pattern: '/api/projects/:project_token/files/:file_id',
    handle: deleteFile,
  },
  { endpoint: 'deleteFile', methods: ['DELETE'], pattern: FILE_BY_PATH, handle: deleteFile },
  {
    endpoint: 'refreshFiles',
    methods: ['POST'],
    pattern: '/api/projects/:project_token/refresh_files',
    handle: refreshFiles,
  },
];
