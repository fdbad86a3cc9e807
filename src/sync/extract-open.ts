import { close, fstat, open } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { ArchiveError, listEntryNames } from './extract-errors.js';
import { BlockReader } from './extract-reader.js';

const openFd = promisify(open);
const fstatFd = promisify(fstat);
const closeFdPromise = promisify(close);

const LOCAL_HEADER_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SNIFF_BYTES = 512;
const SNIPPET_CHARACTERS = 120;

/**
 * What the extraction uses of a central directory record. yauzl's Entry also holds the raw name,
 * extra fields and comment as buffers, about 600 bytes of heap a file, which a pull of 9,000 files
 * kept from the check to its end (docs/benchmarks.md, sixteenth round): only these numbers are kept.
 */
export type EntryRecord = Readonly<
  Pick<
    Entry,
    | 'compressionMethod'
    | 'compressedSize'
    | 'uncompressedSize'
    | 'crc32'
    | 'generalPurposeBitFlag'
    | 'externalFileAttributes'
    | 'relativeOffsetOfLocalHeader'
  >
>;

/** An entry of the central directory with its name decoded per the zip spec. */
export interface ArchiveEntry {
  name: string;
  entry: EntryRecord;
}

function recordOf(entry: Entry): EntryRecord {
  return {
    compressionMethod: entry.compressionMethod,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    crc32: entry.crc32,
    generalPurposeBitFlag: entry.generalPurposeBitFlag,
    externalFileAttributes: entry.externalFileAttributes,
    relativeOffsetOfLocalHeader: entry.relativeOffsetOfLocalHeader,
  };
}

/**
 * Refuses a download that is not a zip before any zip parsing: the service's archive starts with
 * a local file header, or is the 22-byte empty archive. A self-extracting or prefixed zip would be
 * valid per the spec but is not what the service sends (see docs/decisions.md, Extraction).
 */
export async function sniffArchive(archivePath: string): Promise<void> {
  const handle = await openFile(archivePath, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const magic = head.subarray(0, 4);
  if (magic.equals(LOCAL_HEADER_MAGIC) || magic.equals(EMPTY_ARCHIVE_MAGIC)) return;
  if (head.length === 0) {
    throw new ArchiveError(
      'archive-not-zip',
      'The Zip File download is empty (0 bytes), not a zip archive.',
      {
        snippet: '',
      },
    );
  }
  const snippet = printableSnippet(head);
  throw new ArchiveError(
    'archive-not-zip',
    `The Zip File download is not a zip archive (no "PK" signature); it begins with: ${JSON.stringify(snippet)}.`,
    { snippet },
  );
}

/** The start of a body as one printable line: enough to recognise an HTML or JSON error page. */
function printableSnippet(head: Buffer): string {
  const text = head
    .toString('utf8')
    .replace(/[^\x20-\x7e\u00a0-\uffff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SNIPPET_CHARACTERS ? `${text.slice(0, SNIPPET_CHARACTERS)}...` : text;
}

/** An archive opened for reading: yauzl's view of it, and the block reader under it. */
export interface OpenedArchive {
  readonly zipfile: ZipFile;
  readonly reader: BlockReader;
}

/**
 * Opens the archive lazily from disk, through a BlockReader (few, large reads). Strings are
 * decoded by us (with yauzl's own decoder) rather than by yauzl, so that a bad name becomes a
 * listed problem instead of an anonymous stop. Closing the zipfile closes the file.
 */
export async function openArchive(archivePath: string): Promise<OpenedArchive> {
  // A bare descriptor, not a FileHandle: the reader closes it when yauzl lets go of it.
  const fd = await openFd(archivePath, 'r');
  const closeFd = () => closeFdPromise(fd).catch(() => undefined);
  let size: number;
  try {
    ({ size } = await fstatFd(fd));
  } catch (error) {
    await closeFd();
    throw error;
  }
  const reader = new BlockReader(fd, size);
  try {
    const zipfile = await yauzl.fromRandomAccessReaderPromise(reader, size, {
      autoClose: false,
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
    return { zipfile, reader };
  } catch (error) {
    await closeFd();
    throw archiveErrorFromReader(error, []);
  }
}

/** Reads the central directory, stopping at the entry limit whatever the end record claims. */
export async function readEntries(zipfile: ZipFile, maxEntries: number): Promise<ArchiveEntry[]> {
  if (zipfile.entryCount > maxEntries) throw tooManyEntries(zipfile.entryCount, maxEntries);
  const entries: ArchiveEntry[] = [];
  try {
    for await (const entry of zipfile.eachEntry()) {
      // strictFileNames keeps backslashes so that checkEntryName can refuse them.
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      entries.push({ name, entry: recordOf(entry) });
      if (entries.length > maxEntries) throw tooManyEntries(entries.length, maxEntries);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw archiveErrorFromReader(error, []);
  }
  return entries;
}

function tooManyEntries(count: number, maxEntries: number): ArchiveError {
  return new ArchiveError(
    'archive-too-large',
    `The Zip File holds ${count} entries, more than the limit of ${maxEntries}.`,
  );
}

const LOCAL_HEADER_BYTES = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;

/**
 * Refuses entries whose bytes overlap another entry's, the trick behind non-recursive zip bombs
 * (many central records inflating one shared stream). Each entry spans from its local header to
 * the end of its compressed data. Returns where each entry's data starts, in entry order: the
 * inflate reads it from there.
 */
export async function rejectOverlaps(
  reader: BlockReader,
  entries: readonly ArchiveEntry[],
): Promise<number[]> {
  const dataStarts: number[] = [];
  const spans: { name: string; start: number; end: number }[] = [];
  // One after another, in archive order: the block reader answers from memory but for the first
  // header of each block, so a header costs a few microseconds, not a read.
  for (const { name, entry } of entries) {
    const fileDataStart = await localDataStart(reader, entry, name);
    dataStarts.push(fileDataStart);
    spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: fileDataStart + entry.compressedSize });
  }
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  const overlapping = new Set<string>();
  for (let index = 1; index < spans.length; index++) {
    const previous = spans[index - 1];
    const current = spans[index];
    if (previous !== undefined && current !== undefined && current.start < previous.end) {
      overlapping.add(previous.name).add(current.name);
    }
  }
  if (overlapping.size > 0) {
    const names = [...overlapping];
    throw new ArchiveError(
      'archive-corrupt',
      `The Zip File has entries that share their data: ${listEntryNames(names)}.`,
      {
        entries: names,
      },
    );
  }
  return dataStarts;
}

/**
 * Where an entry's data starts: after its local header, whose name and extra field may differ in
 * length from the central directory's. The checks of yauzl's `readLocalFileHeader`, which read
 * this before: the signature, and data that ends inside the file.
 */
async function localDataStart(reader: BlockReader, entry: EntryRecord, name: string): Promise<number> {
  const offset = entry.relativeOffsetOfLocalHeader;
  let header: Buffer;
  try {
    header = await reader.readAt(offset, LOCAL_HEADER_BYTES);
  } catch (error) {
    throw archiveErrorFromReader(error, [name]);
  }
  if (header.length < LOCAL_HEADER_BYTES) throw archiveErrorFromReader(new Error('unexpected EOF'), [name]);
  const signature = header.readUInt32LE(0);
  if (signature !== LOCAL_HEADER_SIGNATURE)
    throw archiveErrorFromReader(
      new Error(`invalid local file header signature: 0x${signature.toString(16)}`),
      [name],
    );
  const start = offset + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > reader.size)
    throw archiveErrorFromReader(
      new Error(`file data overflows file bounds: ${start} + ${entry.compressedSize} > ${reader.size}`),
      [name],
    );
  return start;
}

/** Turns a yauzl error into an ArchiveError: a missing end of the archive means a short download. */
export function archiveErrorFromReader(error: unknown, entries: readonly string[]): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found|unexpected EOF/i.test(detail)) {
    return new ArchiveError('archive-truncated', `The Zip File download is incomplete (${detail}).`, {
      entries,
      cause: error,
    });
  }
  return new ArchiveError('archive-corrupt', `The Zip File is damaged (${detail}).`, {
    entries,
    cause: error,
  });
}
