/**
 * Show, Update, Create and Delete File (with the by-path alternates), Zip File and Refresh Files.
 * Uploads name a file on disk that is read again for every attempt; the zip is streamed to disk.
 */
import type { CallOptions } from './call-options.js';
import type { CallSpec } from './call.js';
import type { ResourceContext } from './context.js';
import { streamBodyToFile } from './download-file.js';
import { readBody, type MultipartField } from './http.js';
import { MAX_BODY_BYTES, readId, readNothing } from './readers.js';
import { buildUrl, type QueryValue } from './url.js';

/** The literal path segment of the by-path alternates, `/files/...?file_path=` (docs/decisions.md). */
const BY_PATH = '...';

export type FileContent =
  { status: 'not-modified' } | { status: 'ok'; body: Buffer; lastModified?: string; contentType?: string };

export interface ShowFileOptions extends CallOptions {
  /** Asks for a 304 when the hosted file has not changed since then (sent as an RFC 2822 date). */
  ifModifiedSince?: Date | string;
}

/** A local file to upload; `name` is the file name of the multipart part (default: its base name). */
export interface UploadSource {
  path: string;
  name?: string;
}

export interface UpdateFileOptions extends CallOptions {
  file: UploadSource;
  /** New file name. */
  name?: string;
  /** With `name` on a master: rename the target files too. */
  renameOthers?: boolean;
  /** true: do not overwrite existing strings. */
  merge?: boolean;
  /** true: do not obsolete strings missing from the upload. */
  ignoreMissing?: boolean;
  /** true: a source text change does not flag translations as to verify. */
  minorChanges?: boolean;
  /** Label given to all changes of this update. */
  label?: string;
}

export interface DownloadZipOptions extends CallOptions {
  /** Only the files of this locale. */
  locale?: string;
  /** Where the archive is written; it appears only once complete. */
  destination: string;
  /** The transfer is stopped past this many bytes (R16). */
  maxBytes: number;
  /** Called with the bytes received so far, as they arrive. */
  onProgress?: (bytes: number) => void;
}

export interface FilesApi {
  /**
   * Show File: the file of `locale` whose master is `masterFileId`, as bytes (at most 64 MiB), or
   * `not-modified` when `ifModifiedSince` is given and the file is unchanged. Either project token.
   */
  show(options: { masterFileId: number; locale: string } & ShowFileOptions): Promise<FileContent>;
  /** Show File by the file's path on the service (`file_path`), as `show` does. Either project token. */
  showByPath(options: { filePath: string } & ShowFileOptions): Promise<FileContent>;
  /**
   * Update File (master or target) from a file on disk, read again for every attempt. Resolves once
   * the service accepted it (202); the import runs afterwards, and a file still importing answers
   * ServiceBusyError. Sent again after failures: it replaces the file. Read-write project token.
   */
  update(options: { masterFileId: number; locale: string } & UpdateFileOptions): Promise<void>;
  /** Update File by the file's path on the service (`file_path`), as `update` does. Read-write project token. */
  updateByPath(options: { filePath: string } & UpdateFileOptions): Promise<void>;
  /**
   * Create File: a new master file from a file on disk; resolves with its id. Not sent again after
   * an attempt that may have reached the service (it would create two). Read-write project token.
   */
  create(options: { file: UploadSource; name?: string } & CallOptions): Promise<{ id: number }>;
  /** Delete File: a master with its targets. A retry that finds it gone counts as done. Read-write project token. */
  delete(fileId: number, options?: CallOptions): Promise<void>;
  /** Delete File by the file's path on the service (`file_path`), as `delete` does. Read-write project token. */
  deleteByPath(filePath: string, options?: CallOptions): Promise<void>;
  /**
   * Zip File: every file of the project (or of one locale) as a zip archive, streamed to
   * `destination` through a `.partial` file renamed at the end, so a cut-off archive never
   * appears there. Stopped past `maxBytes`. A retry starts the archive again. Either project token.
   */
  downloadZip(options: DownloadZipOptions): Promise<{ bytes: number; contentType?: string }>;
  /**
   * Refresh Files: re-fetches files added from a URL; their import then runs in the background.
   * No per-request timeout: the service answers once every remote file is fetched, so only the
   * client's `deadlineMs` (and the signal) bound it. Either project token.
   */
  refresh(options?: CallOptions): Promise<void>;
}

function flag(fields: MultipartField[], name: string, value: boolean | undefined): void {
  if (value !== undefined) fields.push({ name, value: String(value) });
}

function uploadFields(options: UpdateFileOptions): MultipartField[] {
  const fields: MultipartField[] = [
    {
      name: 'file',
      filePath: options.file.path,
      ...(options.file.name === undefined ? {} : { fileName: options.file.name }),
    },
  ];
  if (options.name !== undefined) fields.push({ name: 'name', value: options.name });
  flag(fields, 'rename_others', options.renameOthers);
  flag(fields, 'merge', options.merge);
  flag(fields, 'ignore_missing', options.ignoreMissing);
  flag(fields, 'minor_changes', options.minorChanges);
  if (options.label !== undefined) fields.push({ name: 'label', value: options.label });
  return fields;
}

function httpDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  // An unreadable date is sent as given: the service then answers the file, never a wrong 304.
  return Number.isNaN(date.getTime()) ? String(value) : date.toUTCString();
}

export function createFilesApi(context: ResourceContext): FilesApi {
  const files = (segments: (string | number)[], query?: Record<string, QueryValue>): URL =>
    buildUrl(
      context.baseUrl,
      ['api', 'projects', context.projectToken(), 'files', ...segments],
      query === undefined ? {} : { query },
    );

  const show = (url: URL, options: ShowFileOptions): Promise<FileContent> =>
    context.caller.call({
      signal: options.signal,
      endpoint: 'showFile',
      method: 'GET',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      headers:
        options.ifModifiedSince === undefined
          ? {}
          : { 'if-modified-since': httpDate(options.ifModifiedSince) },
      okStatuses: [304],
      read: async (response): Promise<FileContent> => {
        if (response.status === 304) {
          await readNothing(response);
          return { status: 'not-modified' };
        }
        const body = await readBody(response, MAX_BODY_BYTES);
        const lastModified = response.headers['last-modified'];
        const contentType = response.headers['content-type'];
        return {
          status: 'ok',
          body,
          ...(lastModified === undefined ? {} : { lastModified }),
          ...(contentType === undefined ? {} : { contentType }),
        };
      },
    });

  // Update File replaces the file, so repeating it is safe (R1, R5); a 404 after a retry stays an error.
  const update = (url: URL, options: UpdateFileOptions): Promise<void> =>
    context.caller.call({
      signal: options.signal,
      endpoint: 'updateFile',
      method: 'PATCH',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      body: { kind: 'multipart', fields: uploadFields(options) },
      read: readNothing,
    });

  const remove = (url: URL, options: CallOptions): Promise<void> =>
    context.caller.call({
      signal: options.signal,
      endpoint: 'deleteFile',
      method: 'DELETE',
      url,
      tokenKind: 'project',
      repeat: 'idempotent',
      // A repeated delete whose first attempt went through finds nothing left to delete.
      goneAfterRetryIsOk: true,
      read: readNothing,
    } satisfies CallSpec<void>);

  return {
    show: async (options) => show(files([options.masterFileId, 'locales', options.locale]), options),
    showByPath: async (options) => show(files([BY_PATH], { file_path: options.filePath }), options),
    update: async (options) => update(files([options.masterFileId, 'locales', options.locale]), options),
    updateByPath: async (options) => update(files([BY_PATH], { file_path: options.filePath }), options),

    create: async (options) => {
      const fields: MultipartField[] = [
        {
          name: 'file',
          filePath: options.file.path,
          ...(options.file.name === undefined ? {} : { fileName: options.file.name }),
        },
      ];
      if (options.name !== undefined) fields.push({ name: 'name', value: options.name });
      return context.caller.call({
        signal: options.signal,
        endpoint: 'createFile',
        method: 'POST',
        url: files([]),
        tokenKind: 'project',
        repeat: 'once',
        body: { kind: 'multipart', fields },
        read: async (response, call) => ({ id: await readId(response, call) }),
      });
    },

    delete: async (fileId, options = {}) => remove(files([fileId]), options),
    deleteByPath: async (filePath, options = {}) =>
      remove(files([BY_PATH], { file_path: filePath }), options),

    downloadZip: async (options) =>
      context.caller.call({
        endpoint: 'zipFile',
        method: 'GET',
        url: buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'zip_file'], {
          query: { locale: options.locale },
        }),
        tokenKind: 'project',
        repeat: 'idempotent',
        signal: options.signal,
        read: async (response) => {
          // A retry after a reset mid-body starts the archive again from byte zero (R6).
          const bytes = await streamBodyToFile(
            response,
            options.destination,
            options.maxBytes,
            options.onProgress,
          );
          const contentType = response.headers['content-type'];
          return { bytes, ...(contentType === undefined ? {} : { contentType }) };
        },
      }),

    refresh: async (options = {}) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'refreshFiles',
        method: 'POST',
        url: buildUrl(context.baseUrl, ['api', 'projects', context.projectToken(), 'refresh_files']),
        tokenKind: 'project',
        // Re-fetching twice changes nothing more than once (docs/decisions.md).
        repeat: 'idempotent',
        // The service answers only after downloading every remote file: wait up to the deadline.
        timeoutMs: 0,
        read: readNothing,
      }),
  };
}
