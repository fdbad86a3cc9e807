/** Zip File: the project's files, each at its name, generated fresh. */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { generateFile } from '../files-model.js';
import { HttpError, projectOf, type EmulatorRequest, type RouteDefinition } from '../router.js';
import type { Project, ProjectFile } from '../state.js';
import { visibleFiles } from '../views.js';
import { isProjectLocale } from './file-lookup.js';

/**
 * Zips files at their names; the masters too when no locale is asked for (docs/decisions.md).
 * Entries are compressed one after another as the zip is written: addBuffer would start a zlib
 * stream for every file at once, which made the 9,300-file archive of the benchmark's large
 * project take 6 to 10 s instead of 2 (docs/benchmarks.md).
 */
export async function zipFiles(files: readonly ProjectFile[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) {
    const bytes = Buffer.from(file.bytes);
    zip.addReadStreamLazy(file.name, { mtime: new Date(file.updatedAt), size: bytes.length }, (done) =>
      done(null, Readable.from([bytes])),
    );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function filesForZip(project: Project, locale: string | null): ProjectFile[] {
  return visibleFiles(project).filter((file) => locale === null || file.locale === locale);
}

async function zipFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const locale = request.query.get('locale');
  if (locale !== null && locale !== '' && !isProjectLocale(project, locale))
    throw new HttpError(404, 'Locale not found');
  const files = filesForZip(project, locale === '' ? null : locale);
  for (const file of files) generateFile(project, file);
  const body = await zipFiles(files);
  const suffix = locale === null || locale === '' ? '' : `-${locale}`;
  return {
    status: 200,
    body,
    contentType: 'application/zip',
    headers: {
      'Content-Disposition': `attachment; filename="${encodeURIComponent(project.name)}${suffix}.zip"`,
    },
  };
}

export const zipRoutes: RouteDefinition[] = [
  {
    endpoint: 'zipFile',
    methods: ['GET'],
    pattern: '/api/projects/:project_token/zip_file',
    handle: zipFile,
  },
];
