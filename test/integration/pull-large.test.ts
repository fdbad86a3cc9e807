import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { DEFAULT_EXTRACT_LIMITS } from '../../src/sync/extract.js';
import { runPull } from '../../src/sync/pull.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

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

describe('pull: limits that scale with the project', () => {
  // Slow (about a minute on a busy machine): most of it is the emulator seeding 31,000 files.
  it('pulls a 30,000-file project, three times the old fixed limit of 10,000 entries', async () => {
    fixture = await startServiceFixture({ seed: manyFilesSeed(1_000), mirror: 'none' });
    const result = await runPull({
      service: fixture.client,
      workspace: fixture.workspace,
      logger: fixture.logger,
      locales: [],
      ignoreLocales: [],
      isIgnored: () => false,
      dryRun: false,
      tempRoot: `${fixture.workspace}-temp`,
    });
    expect(result.archives).toBe(1);
    expect(result.files).toHaveLength(30_000);
    expect(result.files.every((file) => file.status === 'added')).toBe(true);
    expect(30_000).toBeGreaterThan(DEFAULT_EXTRACT_LIMITS.maxEntries);
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
      message: '30000 files need a download (30000 missing-locally); the debug log lists them.',
    });
  }, 180_000);
});
