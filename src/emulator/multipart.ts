/** Multipart form parsing for uploads (Create File, Update File, Create Project with an icon). */
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields; a repeated field keeps its last value, as Rails params do. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function isMultipart(headers: IncomingHttpHeaders): boolean {
  return (headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** Parses a whole multipart body; rejects (the server answers 400) when it is not well formed. */
export function parseMultipart(headers: IncomingHttpHeaders, body: Buffer): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: [] };
    let parser: busboy.Busboy;
    try {
      // defParamCharset utf8: file names with non-ASCII characters arrive as sent.
      parser = busboy({ headers, defParamCharset: 'utf8' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        form.files.push({
          field,
          fileName: info.filename ?? '',
          contentType: info.mimeType,
          bytes: Buffer.concat(chunks),
        });
      });
    });
    parser.on('error', (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
    parser.on('close', () => resolve(form));
    parser.end(body);
  });
}
