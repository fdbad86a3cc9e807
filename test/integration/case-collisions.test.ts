import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import { runPull } from '../../src/sync/pull.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

/**
 * A macOS or Windows runner folds letter case: two names that differ only in case are one file
 * there. Such a pull is refused before anything is written, naming both spellings. These run on
 * Linux, whose file system keeps both: the check reads the names, not the file system's answer.
 */

let fixture: ServiceFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

function pull(current: ServiceFixture) {
  return runPull({
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    locales: [],
    ignoreLocales: [],
    isIgnored: () => false,
    dryRun: false,
    tempRoot: path.join(current.workspace, '..', `${path.basename(current.workspace)}-temp`),
  });
}

interface CaseCollisionError extends Error {
  readonly code: string;
  readonly files: readonly string[];
}

async function refusal(current: ServiceFixture): Promise<CaseCollisionError> {
  const error: unknown = await pull(current).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toMatchObject({ name: 'CaseCollisionError', code: 'case-collision' });
  return error as CaseCollisionError;
}

describe('pull: names that differ only in case', () => {
  it('refuses a target whose file the repository spells in another case (zh-hant-tw.yml, zh-Hant-TW.yml)', async () => {
    fixture = await startServiceFixture();
    const folder = path.join(fixture.workspace, 'config/locales');
    await rename(path.join(folder, 'zh-Hant-TW.yml'), path.join(folder, 'zh-hant-tw.yml'));
    const before = await snapshotTree(fixture.workspace);
    const error = await refusal(fixture);
    expect(error.code).toBe('case-collision');
    expect(error.message).toContain('config/locales/zh-Hant-TW.yml (from the service)');
    expect(error.message).toContain('config/locales/zh-hant-tw.yml (in the repository)');
    expect(error.message).toMatch(/nothing was written.*git mv/);
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });

  it('refuses a locale folder the repository renamed by case, naming both folders', async () => {
    fixture = await startServiceFixture();
    const locales = path.join(fixture.workspace, 'locales');
    await rename(path.join(locales, 'zh-Hant-TW'), path.join(locales, 'zh-hant-tw'));
    const before = await snapshotTree(fixture.workspace);
    const error = await refusal(fixture);
    expect(error.files).toEqual(['locales/zh-Hant-TW', 'locales/zh-hant-tw']);
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });

  it('refuses a target in a folder another file of the service spells in another case', async () => {
    const seed = defaultSeed();
    const project = seed.organizations[0]?.projects?.[0];
    project?.files?.push({
      name: 'Config/app/en.yml',
      content: 'en:\n  other: "Other"\n',
      targets: { fr: 'fr:\n  other: "Autre"\n' },
    });
    fixture = await startServiceFixture({ seed });
    // On Linux both folders are there; the pull would write config/locales/fr.yml again.
    await rm(path.join(fixture.workspace, 'config/locales/fr.yml'));
    const before = await snapshotTree(fixture.workspace);
    const error = await refusal(fixture);
    expect(error.message).toContain('config (from the service) and Config (also from the service)');
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });

  it('writes a target whose folder has the same spelling as the repository', async () => {
    fixture = await startServiceFixture({ mirror: 'masters' });
    await mkdir(path.join(fixture.workspace, 'locales/fr'), { recursive: true });
    await writeFile(path.join(fixture.workspace, 'locales/fr/other.json'), '{}\n');
    const result = await pull(fixture);
    expect(result.files.map((file) => file.path)).toContain('locales/fr/common.json');
  });
});
