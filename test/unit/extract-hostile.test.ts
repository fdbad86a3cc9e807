import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerSecret } from '../../src/client/redact.js';
import { buildHostileArchive } from '../../src/emulator/hostile-archives.js';
import type { HostileArchiveKind } from '../../src/emulator/hostile-archives.js';
import { ArchiveError } from '../../src/archive/extract.js';
import type { ArchiveErrorCode } from '../../src/archive/errors.js';
import {
  createWorkspace,
  pullArchive,
  removeWorkspace,
  sha1,
  snapshotTree,
  zipWithYazl,
} from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

const TARGET = 'config/locales/fr.yml';
const CENTRAL_SIGNATURE = 0x02014b50;

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

/** Runs the pull on an archive and returns the error, after checking that nothing on disk moved. */
async function expectRefused(archive: Buffer, allowed: readonly string[] = [TARGET]): Promise<ArchiveError> {
  await writeFile(workspace.archivePath, archive);
  const before = await snapshotTree(workspace.root);
  const error = await pullArchive(workspace, archive, allowed).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  // The repository, the folder beside it and the staging folder are exactly as they were.
  expect(await snapshotTree(workspace.root)).toEqual(before);
  return error as ArchiveError;
}

describe('stageArchive refuses hostile archives and leaves everything untouched', () => {
  const cases: { row: string; kind: HostileArchiveKind; code: ArchiveErrorCode; entries: string[] }[] = [
    { row: 'R7', kind: 'truncated', code: 'archive-truncated', entries: [] },
    { row: 'R8', kind: 'html', code: 'archive-not-zip', entries: [] },
    { row: 'R8', kind: 'json', code: 'archive-not-zip', entries: [] },
    { row: 'R17', kind: 'lying-size', code: 'archive-corrupt', entries: [TARGET] },
    { row: 'R17', kind: 'high-ratio', code: 'archive-too-large', entries: [TARGET] },
    { row: 'R17', kind: 'too-many-entries', code: 'archive-too-large', entries: [] },
    {
      row: 'R17',
      kind: 'overlapping',
      code: 'archive-corrupt',
      entries: [TARGET, 'config/locales/fr-copy.yml'],
    },
    { row: 'R18', kind: 'traversal-dotdot', code: 'archive-unsafe-path', entries: ['../fr.yml'] },
    {
      row: 'R18',
      kind: 'traversal-nested',
      code: 'archive-unsafe-path',
      entries: ['config/locales/../../../fr.yml'],
    },
    { row: 'R18', kind: 'absolute', code: 'archive-unsafe-path', entries: ['/tmp/fr.yml'] },
    { row: 'R18', kind: 'drive-letter', code: 'archive-unsafe-path', entries: ['C:\\fr.yml'] },
    { row: 'R18', kind: 'backslash', code: 'archive-unsafe-path', entries: ['..\\..\\fr.yml'] },
    { row: 'R18', kind: 'nul-byte', code: 'archive-bad-name', entries: [`${TARGET}\u0000.sh`] },
    { row: 'R19', kind: 'symlink', code: 'archive-symlink', entries: [TARGET] },
    { row: 'R21', kind: 'duplicate', code: 'archive-duplicate', entries: [TARGET, TARGET] },
    {
      row: 'R21',
      kind: 'case-collision',
      code: 'archive-duplicate',
      entries: [TARGET, 'config/locales/FR.YML'],
    },
    {
      row: 'R21',
      kind: 'nfd-collision',
      code: 'archive-duplicate',
      entries: ['config/locales/fr-caf\u00e9.yml', 'config/locales/fr-cafe\u0301.yml'],
    },
  ];

  it.each(cases)('$row $kind -> $code', async ({ kind, code, entries }) => {
    const error = await expectRefused(buildHostileArchive(kind, { targetName: TARGET }));
    expect(error.code).toBe(code);
    expect(error.entries).toEqual(entries);
    expect(error.message).toContain('Nothing was written into the repository');
  });

  it('R18 names the entry and why it is unsafe', async () => {
    const archive = buildHostileArchive('traversal-dotdot');
    const error = await expectRefused(archive);
    expect(error.message).toContain('"../fr.yml" climbs out with ".."');
  });

  it('R21 shows both colliding names, marking the decomposed one', async () => {
    const error = await expectRefused(buildHostileArchive('nfd-collision'));
    expect(error.message).toContain(
      '"config/locales/fr-caf\u00e9.yml" and "config/locales/fr-cafe\u0301.yml" (decomposed Unicode)',
    );
  });

  it('R8 shows a short snippet of an HTML page so the user recognises an error page', async () => {
    const error = await expectRefused(buildHostileArchive('html'));
    expect(error.snippet).toContain('502 Bad Gateway');
    expect(error.message).toContain('502 Bad Gateway');
    expect(error.message).toContain('check its status page and the project token');
  });

  it('R8 redacts the token from the snippet of a JSON body', async () => {
    registerSecret('tok_hostile_archive_secret');
    const body = Buffer.from('{"error":"token tok_hostile_archive_secret is not valid for this project"}');
    const error = await expectRefused(body);
    expect(error.code).toBe('archive-not-zip');
    expect(error.message).not.toContain('tok_hostile_archive_secret');
    expect(error.snippet).not.toContain('tok_hostile_archive_secret');
    expect(error.snippet).toContain('***');
  });

  it('R8 refuses an empty body', async () => {
    const error = await expectRefused(Buffer.alloc(0));
    expect(error.code).toBe('archive-not-zip');
    expect(error.message).toContain('0 bytes');
  });

  it('R7 refuses an archive cut anywhere, even just before its last byte', async () => {
    const whole = buildHostileArchive('outside-targets');
    for (const length of [10, Math.floor(whole.length / 2), whole.length - 1]) {
      const error = await expectRefused(whole.subarray(0, length));
      expect(error.code).toBe('archive-truncated');
    }
  });

  it('R17 stops a lying entry at its declared size, however far it would inflate', async () => {
    const error = await expectRefused(buildHostileArchive('lying-size'));
    expect(error.message).toContain('expected 64');
  });

  it('R17 refuses a bomb whose entry is not even a target file', async () => {
    const error = await expectRefused(buildHostileArchive('high-ratio'), ['config/locales/de.yml']);
    expect(error.code).toBe('archive-too-large');
  });

  it('R18 refuses the whole archive when the unsafe entry is not a target', async () => {
    // The legitimate fr.yml in the same archive is not written either.
    const error = await expectRefused(buildHostileArchive('absolute'), [TARGET]);
    expect(error.code).toBe('archive-unsafe-path');
  });
});

/** Bigger than the 4 MiB up to which entries were once inflated in memory rather than streamed. */
const BIG_BYTES = 4 * 1024 * 1024;

/** Text that deflates a little, as translations of random strings do, over BIG_BYTES. */
function bigText(): Buffer {
  return Buffer.from(`fr:\n  text: "${randomBytes(BIG_BYTES).toString('base64')}"\n`);
}

/** Where a yazl archive's central directory starts: its end record, the last 22 bytes, says. */
function centralRecord(archive: Buffer): number {
  const start = archive.readUInt32LE(archive.length - 22 + 16);
  expect(archive.readUInt32LE(start)).toBe(CENTRAL_SIGNATURE);
  return start;
}

/**
 * Big entries stream from the archive to their file (extract-inflate.ts, inflateEntry) with the
 * same checks as the small ones: the declared size, the CRC-32, the deflate stream itself.
 */
describe('entries streamed from the archive', () => {
  it('writes a deflated and a stored big entry byte for byte', async () => {
    const deflated = bigText();
    const stored = bigText();
    const archive = await zipWithYazl([
      { name: TARGET, data: deflated },
      { name: 'config/locales/de.yml', data: stored, compress: false },
    ]);
    const { staged } = await pullArchive(workspace, archive, [TARGET, 'config/locales/de.yml']);

    // Compared by hash: vitest's deep equality walks a 5 MiB buffer byte by byte, for a minute.
    expect(sha1(await readFile(join(workspace.repo, 'config/locales/fr.yml')))).toBe(sha1(deflated));
    expect(sha1(await readFile(join(workspace.repo, 'config/locales/de.yml')))).toBe(sha1(stored));
    expect(staged.files.map((file) => [file.repoPath, file.size, file.sha1])).toEqual([
      [TARGET, deflated.length, sha1(deflated)],
      ['config/locales/de.yml', stored.length, sha1(stored)],
    ]);
  });

  it('refuses one whose CRC-32 does not match its bytes', async () => {
    const archive = await zipWithYazl([{ name: TARGET, data: bigText() }]);
    const crc = centralRecord(archive) + 16;
    archive.writeUInt32LE((archive.readUInt32LE(crc) ^ 1) >>> 0, crc);
    const error = await expectRefused(archive);
    expect(error.code).toBe('archive-corrupt');
    expect(error.message).toContain('fails its CRC-32 check');
    expect(error.entries).toEqual([TARGET]);
  });

  it('refuses one that inflates to more than it declares', async () => {
    const archive = await zipWithYazl([{ name: TARGET, data: bigText() }]);
    const size = centralRecord(archive) + 24;
    archive.writeUInt32LE(archive.readUInt32LE(size) - 1, size);
    const error = await expectRefused(archive);
    expect(error.code).toBe('archive-corrupt');
    expect(error.message).toContain('inflates to more than the');
    expect(error.entries).toEqual([TARGET]);
  });

  it('refuses one whose deflate stream is damaged', async () => {
    const archive = await zipWithYazl([{ name: TARGET, data: bigText() }]);
    // The middle of the compressed data: past the local header, well before the central directory.
    const middle = Math.floor(centralRecord(archive) / 2);
    archive.fill(0xff, middle, middle + 64);
    const error = await expectRefused(archive);
    expect(error.code).toBe('archive-corrupt');
    expect(error.entries).toEqual([TARGET]);
  });
});

describe('local headers, read before anything is inflated', () => {
  it('refuses an entry whose local header is not one, naming it', async () => {
    const archive = await zipWithYazl([
      { name: 'config/locales/de.yml', data: 'de:\n  greeting: "Hallo"\n' },
      { name: TARGET, data: 'fr:\n  greeting: "Bonjour"\n' },
    ]);
    // The second central record follows the first (46 bytes, then its name, extra field, comment);
    // at its offset 42, where the second entry's local header is. Its signature becomes "PK\x03\x05".
    const first = centralRecord(archive);
    const second =
      first +
      46 +
      archive.readUInt16LE(first + 28) +
      archive.readUInt16LE(first + 30) +
      archive.readUInt16LE(first + 32);
    archive.writeUInt8(0x05, archive.readUInt32LE(second + 42) + 3);
    const error = await expectRefused(archive, [TARGET, 'config/locales/de.yml']);
    expect(error.code).toBe('archive-corrupt');
    expect(error.message).toContain('invalid local file header signature');
    expect(error.entries).toEqual([TARGET]);
  });

  it('refuses an entry whose data would end past the end of the archive', async () => {
    const archive = await zipWithYazl([{ name: TARGET, data: 'fr:\n  greeting: "Bonjour"\n' }]);
    const compressedSize = centralRecord(archive) + 20;
    archive.writeUInt32LE(archive.length, compressedSize);
    const error = await expectRefused(archive);
    expect(error.code).toBe('archive-corrupt');
    expect(error.message).toContain('file data overflows file bounds');
    expect(error.entries).toEqual([TARGET]);
  });
});
