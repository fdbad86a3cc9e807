import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { ArchiveError } from '../../src/archive/extract.js';
import { runPull } from '../../src/sync/pull.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';
import { pullOptionsFor } from '../helpers/engine-options.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';
import { EXTRACT_LIMITS } from '../helpers/zip.js';

let fixture: ServiceFixture | undefined;

afterEach(async () => {
  if (fixture !== undefined) await rm(`${fixture.workspace}-temp`, { recursive: true, force: true });
  await fixture?.close();
  fixture = undefined;
});

// Codes of a locale's shape (aa, ab, ... bd): the target path policy skips any other shape.
const LOCALES = Array.from(
  { length: 30 },
  (_, index) => String.fromCharCode(97 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26)),
);

/** A project of `masters` one-key JSON masters, each translated into 30 locales. */
function manyFilesSeed(masters: number): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Many files',
        readOnlyKey: 'org_ro_many0000000001',
        readWriteKey: 'org_rw_many0000000001',
        privateKey: 'org_pk_many0000000001',
        projects: [
          {
            name: 'Many files',
            privateApiToken: 'proj_rw_many00000000000001',
            publicApiToken: 'proj_ro_many00000000000001',
            sourceLocale: 'en',
            targetLocales: LOCALES,
            files: Array.from({ length: masters }, (_, index) => ({
              name: `locales/en/f${index}.json`,
              content: `{"k": "Text ${index}"}\n`,
              targets: Object.fromEntries(LOCALES.map((locale) => [locale, `{"k": "${locale} ${index}"}\n`])),
            })),
          },
        ],
      },
    ],
  };
}

describe('pull: many files', () => {
  it('fails whole when the last entry of a 300-file archive is damaged: no file written, no temporary left', async () => {
    // 300 targets: 299 of them are inflated beside their targets before the damaged one.
    fixture = await startServiceFixture({ seed: manyFilesSeed(10), mirror: 'none' });
    await mkdir(path.join(fixture.workspace, 'locales', 'aa'), { recursive: true });
    await writeFile(path.join(fixture.workspace, 'locales', 'aa', 'f0.json'), '{"k": "kept"}\n');
    const before = await snapshotTree(fixture.workspace);
    fixture.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'damaged-last-entry' } });
    const options = pullOptionsFor(fixture);
    const error = await runPull(options).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).code).toBe('archive-corrupt');
    // Give a late write every chance to show up before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
    expect(await readdir(options.tempRoot ?? '')).toEqual([]);
  });

  it('writes every file of a 300-file archive whole', async () => {
    fixture = await startServiceFixture({ seed: manyFilesSeed(10), mirror: 'none' });
    const result = await runPull(pullOptionsFor(fixture));
    expect(result.files).toHaveLength(300);
    const tree = await snapshotTree(fixture.workspace);
    // 300 files, 30 locale folders and locales/: nothing else, no temporary left.
    expect(Object.keys(tree)).toHaveLength(331);
    for (const locale of LOCALES)
      for (let index = 0; index < 10; index++) {
        const file = path.join(fixture.workspace, 'locales', locale, `f${index}.json`);
        expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ k: `${locale} ${index}` });
      }
  });
});

describe('pull: limits that scale with the project', () => {
  // Slow (several seconds, far more on a busy machine): the emulator seeds 31,000 files and zips
  // 30,000 of them, the pull writes them all.
  it('pulls a 30,000-file project, three times the old fixed limit of 10,000 entries (slow: 30,000 files to seed and write)', async () => {
    fixture = await startServiceFixture({ seed: manyFilesSeed(1_000), mirror: 'none' });
    const result = await runPull(pullOptionsFor(fixture));
    expect(result.archives).toBe(1);
    expect(result.files).toHaveLength(30_000);
    expect(result.files.every((file) => file.status === 'added')).toBe(true);
    expect(30_000).toBeGreaterThan(EXTRACT_LIMITS.maxEntries);
    const folders = await readdir(path.join(fixture.workspace, 'locales'));
    expect(folders.sort()).toEqual([...LOCALES].sort());
    expect(await readdir(path.join(fixture.workspace, 'locales', 'bd'))).toHaveLength(1_000);
    // One summary line in the log, not 30,000; the debug log still names every file.
    const planned = (level: string) =>
      fixture?.logger.lines.filter(
        (line) => line.level === level && line.message.startsWith('Needs download:'),
      );
    expect(planned('info')).toEqual([]);
    expect(planned('debug')).toHaveLength(30_000);
    expect(fixture.logger.lines).toContainEqual({
      level: 'info',
      message: '30000 files need a download (30000 new on the service); the debug log lists them.',
    });
  }, 180_000);
});
