/** Zip File: the project's files, each at its name, generated fresh. */
import { setImmediate } from 'node:timers/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { generateFile } from '../files-model.js';
import { HttpError, projectOf, type EmulatorRequest, type RouteDefinition } from '../router.js';
import type { Project, ProjectFile } from '../state.js';
import { visibleFiles } from '../views.js';
import { isProjectLocale } from './file-lookup.js';

/**
 * A file's deflated bytes and CRC-32, kept until the file changes: a file's `bytes` are replaced,
 * never changed in place, when it is imported or generated again, so the entry goes with them.
 * Zipping a large project from scratch on every request takes seconds before the first byte;
 * with the cache a repeated Zip File only writes headers, so a client's own time is what shows.
 */
interface Compressed {
  readonly deflated: Buffer;
  readonly crc: number;
}
const compressedBytes = new WeakMap<Uint8Array, Compressed>();

function compress(bytes: Uint8Array): Compressed {
  let entry = compressedBytes.get(bytes);
  if (entry === undefined) {
    entry = { deflated: deflateRawSync(bytes), crc: crc32(bytes) >>> 0 };
    compressedBytes.set(bytes, entry);
  }
  return entry;
}

const DEFLATE = 8;
/** Bit 11: the name is UTF-8 (zip spec 4.4.4). */
const UTF8_NAMES = 0x0800;
const VERSION_NEEDED = 20;
/** Made by Unix (3), spec version 2.0: the high half of the external attributes is a Unix mode. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const REGULAR_FILE_MODE = 0o100644;
const ZIP32_MAX = 0xffffffff;
const ZIP32_MAX_ENTRIES = 0xffff;
const CHUNK_BYTES = 256 * 1024;

/** MS-DOS date and time, as zip headers store them (local time, two-second steps). */
function dosDateTime(date: Date): { date: number; time: number } {
  return {
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
  };
}

interface Written {
  readonly name: Buffer;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly offset: number;
  readonly stamp: { date: number; time: number };
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(entry.stamp.time, 10);
  header.writeUInt16LE(entry.stamp.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralRecord(entry: Written): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  record.writeUInt16LE(VERSION_NEEDED, 6);
  record.writeUInt16LE(UTF8_NAMES, 8);
  record.writeUInt16LE(DEFLATE, 10);
  record.writeUInt16LE(entry.stamp.time, 12);
  record.writeUInt16LE(entry.stamp.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.compressedSize, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, internal attributes: none.
  record.writeUInt32LE((REGULAR_FILE_MODE << 16) >>> 0, 38);
  record.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([record, entry.name]);
}

function endOfCentralDirectory(entries: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entries, 8);
  record.writeUInt16LE(entries, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/**
 * The archive of `files`, streamed as it is built: each file is generated from its strings when
 * stale and compressed (or taken from the cache), then sent, so the first bytes leave at once
 * instead of after the whole archive was built in memory. Zip64 is not written: an archive past
 * 65,535 entries or 4 GiB fails loudly rather than being silently wrong.
 */
async function* zipStream(project: Project, files: readonly ProjectFile[]): AsyncGenerator<Buffer> {
  if (files.length > ZIP32_MAX_ENTRIES) throw new Error('The emulator writes no Zip64: too many files');
  const written: Written[] = [];
  let offset = 0;
  // Files are sent in chunks of about CHUNK_BYTES: a chunk per small file made the client's HTTP
  // parser the slowest part of a download (9,300 chunks of 1.5 KB: seconds).
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for (const file of files) {
    generateFile(project, file);
    const { deflated, crc } = compress(file.bytes);
    const entry: Written = {
      name: Buffer.from(file.name, 'utf8'),
      crc,
      compressedSize: deflated.length,
      size: file.bytes.length,
      offset,
      stamp: dosDateTime(new Date(file.updatedAt)),
    };
    const header = localHeader(entry);
    offset += header.length + deflated.length;
    if (offset > ZIP32_MAX) throw new Error('The emulator writes no Zip64: the archive is too big');
    written.push(entry);
    pending.push(header, deflated);
    pendingBytes += header.length + deflated.length;
    if (pendingBytes >= CHUNK_BYTES) {
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      // Let other requests in between chunks: compressing thousands of files is work on this thread.
      await setImmediate();
    }
  }
  const central = Buffer.concat(written.map(centralRecord));
  yield Buffer.concat([...pending, central, endOfCentralDirectory(written.length, central.length, offset)]);
}

/** The whole archive of `files` in memory (tests, and faults that cut the body in half). */
export async function zipFiles(project: Project, files: readonly ProjectFile[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(project, files)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function filesForZip(project: Project, locale: string | null): ProjectFile[] {
  return visibleFiles(project).filter((file) => locale === null || file.locale === locale);
}

function zipFile(request: EmulatorRequest) {
  const project = projectOf(request);
  const locale = request.query.get('locale');
  if (locale !== null && locale !== '' && !isProjectLocale(project, locale))
    throw new HttpError(404, 'Locale not found');
  const files = filesForZip(project, locale === '' ? null : locale);
  const suffix = locale === null || locale === '' ? '' : `-${locale}`;
  return {
    status: 200,
    stream: () => zipStream(project, files),
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
