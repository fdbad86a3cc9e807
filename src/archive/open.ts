import { open as openFile, readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { ArchiveError, listEntryNames } from './errors.js';

const LOCAL_HEADER_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ARCHIVE_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const SNIFF_BYTES = 512;
const SNIPPET_CHARACTERS = 120;
const MiB = 1024 * 1024;

/**
 * Archives up to this size are read whole and opened with yauzl's `fromBuffer`: the central
 * directory, the local headers and the data of thousands of small entries are then slices of one
 * buffer instead of one small file read each. Bigger archives are read from disk as needed, so
 * that memory does not grow with the archive.
 */
const READ_WHOLE_MAX_BYTES = 64 * MiB;

/** An entry of the central directory with its name decoded per the zip spec. */
export interface ArchiveEntry {
  readonly name: string;
  readonly entry: Entry;
}

/**
 * Refuses a download that is not a zip before any zip parsing: the service's archive starts with
 * a local file header, or is the 22-byte empty archive. A self-extracting or prefixed zip would be
 * valid per the spec but is not what the service sends (see docs/decisions.md, Extraction).
 */
export async function sniffArchive(archivePath: string): Promise<number> {
  const handle = await openFile(archivePath, 'r');
  let head: Buffer;
  let size: number;
  try {
    ({ size } = await handle.stat());
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const magic = head.subarray(0, 4);
  if (magic.equals(LOCAL_HEADER_MAGIC) || magic.equals(EMPTY_ARCHIVE_MAGIC)) return size;
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

/** An open archive, and its bytes when it was read whole. */
interface OpenedArchive {
  readonly zipfile: ZipFile;
  readonly bytes: Buffer | undefined;
}

/**
 * Opens the archive with yauzl: whole from memory when it is small enough, else from disk. Names
 * are decoded by us (with yauzl's own decoder) rather than by yauzl, so that a bad name becomes a
 * listed problem instead of an anonymous stop; sizes are checked by our guard as the bytes stream
 * (inflate.ts), which also checks the CRC-32 that yauzl leaves unchecked.
 */
export async function openArchive(archivePath: string, size: number): Promise<OpenedArchive> {
  const options = {
    autoClose: false,
    lazyEntries: true,
    decodeStrings: false,
    validateEntrySizes: false,
    strictFileNames: true,
  };
  try {
    if (size > READ_WHOLE_MAX_BYTES)
      return { zipfile: await yauzl.openPromise(archivePath, options), bytes: undefined };
    const bytes = await readFile(archivePath);
    return { zipfile: await yauzl.fromBufferPromise(bytes, options), bytes };
  } catch (error) {
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
      entries.push({ name, entry });
      if (entries.length > maxEntries) throw tooManyEntries(entries.length, maxEntries);
    }
  } catch (error) {
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

/**
 * Reads every entry's local header (yauzl checks its signature, and that the data ends inside the
 * file), then refuses entries whose bytes overlap another entry's, the trick behind non-recursive
 * zip bombs (many central records inflating one shared stream). Each entry spans from its local
 * header to the end of its compressed data. Returns where each entry's data starts, in entry order.
 */
export async function findDataStarts(zipfile: ZipFile, entries: readonly ArchiveEntry[]): Promise<number[]> {
  const dataStarts: number[] = [];
  const spans: { name: string; start: number; end: number }[] = [];
  for (const { name, entry } of entries) {
    let start: number;
    try {
      ({ fileDataStart: start } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true }));
    } catch (error) {
      throw archiveErrorFromReader(error, [name]);
    }
    dataStarts.push(start);
    spans.push({ name, start: entry.relativeOffsetOfLocalHeader, end: start + entry.compressedSize });
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
      { entries: names },
    );
  }
  return dataStarts;
}

/** Turns a yauzl error into an ArchiveError: a missing end of the archive means a short download. */
function archiveErrorFromReader(error: unknown, entries: readonly string[]): ArchiveError {
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
