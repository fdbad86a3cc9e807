import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHostileArchive } from '../../src/emulator/hostile-archives.js';
import { ArchiveError } from '../../src/archive/extract.js';
import {
  createWorkspace,
  pullArchive,
  removeWorkspace,
  sha1,
  snapshotTree,
  zipWithYazl,
} from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

const repoFile = (repoPath: string): Promise<Buffer> =>
  readFile(join(workspace.repo, ...repoPath.split('/')));
const warnings = (): string[] =>
  workspace.logger.lines.filter((line) => line.level === 'warning').map((line) => line.message);

describe('stageArchive and writeStagedFiles on well-formed archives', () => {
  it('R27 keeps CRLF, LF and byte order marks exactly, and a rerun changes nothing', async () => {
    const crlfWithBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('fr:\r\n  greeting: "Bonjour"\r\n'),
    ]);
    const lf = Buffer.from('de:\n  greeting: "Hallo"\n');
    const utf16 = Buffer.from('\ufeffmsgid ""\r\n', 'utf16le');
    const archive = await zipWithYazl([
      { name: 'config/locales/fr.yml', data: crlfWithBom },
      { name: 'config/locales/de.yml', data: lf, compress: false },
      { name: 'po/ja.po', data: utf16 },
    ]);
    const allowed = ['config/locales/fr.yml', 'config/locales/de.yml', 'po/ja.po'];
    const { staged, result } = await pullArchive(workspace, archive, allowed);

    expect(await repoFile('config/locales/fr.yml')).toEqual(crlfWithBom);
    expect(await repoFile('config/locales/de.yml')).toEqual(lf);
    expect(await repoFile('po/ja.po')).toEqual(utf16);
    expect(staged.files.find((file) => file.repoPath === 'config/locales/fr.yml')?.sha1).toBe(
      sha1(crlfWithBom),
    );
    expect(result.written).toEqual([
      { repoPath: 'config/locales/de.yml', status: 'added' },
      { repoPath: 'config/locales/fr.yml', status: 'changed' },
      { repoPath: 'po/ja.po', status: 'added' },
    ]);

    const before = await snapshotTree(workspace.repo);
    const rerun = await pullArchive(workspace, archive, allowed);
    expect(rerun.result).toEqual({
      written: [],
      unchanged: ['config/locales/de.yml', 'config/locales/fr.yml', 'po/ja.po'],
    });
    expect(await snapshotTree(workspace.repo)).toEqual(before);
  });

  it('R25 maps names with spaces and Unicode to their repository paths', async () => {
    const names = [
      'config/locales/pt BR/ça va.yml',
      'locales/zh-Hant-TW/說明.json',
      'locales/sr@latin/ü ber.po',
    ];
    const archive = await zipWithYazl(names.map((name, index) => ({ name, data: `file ${index}\n` })));
    const { result } = await pullArchive(workspace, archive, names);
    expect(result.written.map((item) => item.repoPath).sort()).toEqual([...names].sort());
    for (const [index, name] of names.entries())
      expect((await repoFile(name)).toString()).toBe(`file ${index}\n`);
  });

  it('writes each entry to the repository path it is mapped to, whatever the entry is called', async () => {
    const archive = await zipWithYazl([{ name: 'fr.yml', data: 'fr: {}\n' }]);
    await pullArchive(workspace, archive, new Map([['fr.yml', 'config/locales/fr.yml']]));
    expect((await repoFile('config/locales/fr.yml')).toString()).toBe('fr: {}\n');
  });

  it('R21 matches a decomposed entry name to the composed name the service lists', async () => {
    const archive = await zipWithYazl([{ name: 'locales/cafe\u0301.yml', data: 'x: 1\n' }]);
    const { result } = await pullArchive(workspace, archive, ['locales/caf\u00e9.yml']);
    expect(result.written).toEqual([{ repoPath: 'locales/caf\u00e9.yml', status: 'added' }]);
  });

  it('R22 never writes entries that are not target files, and warns about them', async () => {
    const before = await readFile(join(workspace.repo, '.github', 'workflows', 'ci.yml'));
    const { staged, result } = await pullArchive(workspace, buildHostileArchive('outside-targets'), [
      'config/locales/fr.yml',
    ]);
    expect(staged.skipped).toEqual([
      { entryName: '.github/workflows/x.yml', reason: 'not-a-target-file' },
      { entryName: 'README.md', reason: 'not-a-target-file' },
    ]);
    expect(result.written).toEqual([{ repoPath: 'config/locales/fr.yml', status: 'changed' }]);
    expect(await readdir(join(workspace.repo, '.github', 'workflows'))).toEqual(['ci.yml']);
    expect(await readFile(join(workspace.repo, '.github', 'workflows', 'ci.yml'))).toEqual(before);
    expect(await readdir(workspace.repo)).not.toContain('README.md');
    expect(warnings()).toEqual([expect.stringContaining('".github/workflows/x.yml", "README.md"')]);
  });

  it('R23 treats an empty archive as no files, with a warning, and deletes nothing', async () => {
    const before = await snapshotTree(workspace.repo);
    const { staged, result } = await pullArchive(workspace, buildHostileArchive('empty'), [
      'config/locales/fr.yml',
    ]);
    expect(staged.files).toEqual([]);
    expect(result).toEqual({ written: [], unchanged: [] });
    expect(warnings()).toEqual([expect.stringContaining('The Zip File from the service is empty')]);
    expect(await snapshotTree(workspace.repo)).toEqual(before);
  });

  it('skips folder entries without a warning', async () => {
    const archive = await zipWithYazl([
      { name: 'config/locales', directory: true },
      { name: 'config/locales/de.yml', data: 'de: {}\n' },
    ]);
    const { staged } = await pullArchive(workspace, archive, ['config/locales/de.yml']);
    expect(staged.skipped).toEqual([{ entryName: 'config/locales/', reason: 'directory' }]);
    expect(warnings()).toEqual([]);
  });

  it('R24 decodes a name written in code page 437 (bit 11 off) per the zip spec', async () => {
    const target = 'config/locales/caf\u00e9.yml';
    const { result } = await pullArchive(
      workspace,
      buildHostileArchive('cp437-name', { targetName: target }),
      [target],
    );
    expect(result.written).toEqual([{ repoPath: target, status: 'added' }]);
  });

  it('R24 takes the Unicode Path extra field only when its CRC matches the header name', async () => {
    const target = 'config/locales/caf\u00e9.yml';
    const archive = buildHostileArchive('unicode-path-extra', { targetName: target });
    const { staged, result } = await pullArchive(workspace, archive, [target]);
    expect(result.written).toEqual([{ repoPath: target, status: 'added' }]);
    // The second entry's field claims "../café.yml" with a wrong CRC: ignored, so its header name stands.
    expect(staged.skipped).toEqual([
      { entryName: 'unicode-path-fallback/stale.yml', reason: 'not-a-target-file' },
    ]);
  });

  it('refuses an entry whose bytes fail the CRC-32 check, which yauzl itself does not check', async () => {
    const content = 'fr:\n  greeting: "Bonjour"\n';
    const archive = await zipWithYazl([{ name: 'config/locales/fr.yml', data: content, compress: false }]);
    const at = archive.indexOf(content);
    archive.write('X', at + 5);
    const error = await pullArchive(workspace, archive, ['config/locales/fr.yml']).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ArchiveError);
    expect(error).toMatchObject({ code: 'archive-corrupt', entries: ['config/locales/fr.yml'] });
    expect((await repoFile('config/locales/fr.yml')).toString()).toContain('(old)');
    expect(await readdir(workspace.staging)).toEqual([]);
  });
});

describe('extract limits', () => {
  const twoFiles = (): Promise<Buffer> =>
    zipWithYazl([
      { name: 'a.yml', data: 'a'.repeat(100) },
      { name: 'b.yml', data: 'b'.repeat(100) },
    ]);

  it.each([
    { limit: { maxEntries: 1 }, message: 'holds 2 entries, more than the limit of 1' },
    { limit: { maxEntryBytes: 50 }, message: 'declares 100 bytes, over the limit of 50 per file' },
    { limit: { maxTotalBytes: 150 }, message: 'declare 200 bytes in all, over the limit of 150' },
  ])('refuses an archive past $limit before writing anything', async ({ limit, message }) => {
    const before = await snapshotTree(workspace.root);
    const error = await pullArchive(workspace, await twoFiles(), ['a.yml', 'b.yml'], limit).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ code: 'archive-too-large' });
    expect((error as Error).message).toContain(message);
    const after = await snapshotTree(workspace.root);
    delete after['./runner-temp/zip-file.zip'];
    expect(after).toEqual(before);
  });

  it('lets small, very repetitive files through: the ratio limit is for files over 4 MiB', async () => {
    const archive = await zipWithYazl([{ name: 'a.yml', data: 'x'.repeat(500_000) }]);
    const { result } = await pullArchive(workspace, archive, ['a.yml'], { maxRatio: 2 });
    expect(result.written).toEqual([{ repoPath: 'a.yml', status: 'added' }]);
  });
});
