import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import { ArchiveError } from '../../src/archive/extract.js';
import { runPull } from '../../src/sync/pull.js';
import {
  startServiceFixture,
  translateOnService,
  type ServiceFixture,
} from '../helpers/service-workspace.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

let fixture: ServiceFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

type PullOptions = Parameters<typeof runPull>[0];

function pullOptions(current: ServiceFixture, overrides: Partial<PullOptions> = {}): PullOptions {
  return {
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    locales: [],
    ignoreLocales: [],
    isIgnored: () => false,
    dryRun: false,
    tempRoot: path.join(current.workspace, '..', `${path.basename(current.workspace)}-temp`),
    ...overrides,
  };
}

describe('pull: download translations and write them safely', () => {
  it('downloads nothing when every target matches the service: one request', async () => {
    fixture = await startServiceFixture();
    fixture.resetLog();
    const before = await snapshotTree(fixture.workspace);
    const result = await runPull(pullOptions(fixture));
    expect(result.files).toEqual([]);
    expect(result.archives).toBe(0);
    expect(fixture.emulator.log.slice(-1).map((entry) => entry.endpoint)).toEqual(['showProject']);
    expect(fixture.count('showProject') + fixture.count('zipFile')).toBe(1);
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });

  it('writes exactly the changed target file and counts its keys', async () => {
    fixture = await startServiceFixture();
    await translateOnService(fixture.client, 'nav.settings', 'fr', 'Paramètres');
    await translateOnService(fixture.client, 'hello', 'fr', 'Salut');
    fixture.resetLog();
    const result = await runPull(pullOptions(fixture));
    expect(result.files).toEqual([
      {
        path: 'config/locales/fr.yml',
        locale: 'fr',
        status: 'changed',
        keys: { added: 1, changed: 1, removed: 0 },
      },
    ]);
    expect(result.locales).toEqual([
      { locale: 'fr', added: 1, changed: 1, removed: 0, files: ['config/locales/fr.yml'] },
    ]);
    // Only the one locale that changed is downloaded.
    expect(
      fixture.emulator.log.filter((entry) => entry.endpoint === 'zipFile').map((entry) => entry.query),
    ).toEqual(['locale=fr']);
    const written = await readFile(path.join(fixture.workspace, 'config/locales/fr.yml'), 'utf8');
    expect(written).toContain('Paramètres');
    expect(written).toContain('Salut');
    const master = (await fixture.client.projects.show()).projectFiles.find(
      (file) => file.name === 'config/locales/en.yml',
    );
    const served = await fixture.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
    expect(served.status === 'ok' ? served.body.toString('utf8') : undefined).toBe(written);
  });

  it('pulls every locale into a checkout without translations, in one archive', async () => {
    fixture = await startServiceFixture({ mirror: 'masters' });
    const result = await runPull(pullOptions(fixture));
    expect(result.archives).toBe(1);
    expect(
      fixture.emulator.log.filter((entry) => entry.endpoint === 'zipFile').map((entry) => entry.query),
    ).toEqual(['']);
    const locales = result.locales.map((locale) => locale.locale);
    expect(locales).toEqual(['de', 'fr', 'pt-BR', 'zh-Hant-TW']);
    expect(result.files.every((file) => file.status === 'added')).toBe(true);
    const project = await fixture.client.projects.show();
    const targets = project.projectFiles
      .filter((file) => file.masterProjectFileId !== null)
      .map((file) => file.name);
    expect(result.files.map((file) => file.path).sort()).toEqual(targets.sort());
    // A second pull finds everything up to date.
    fixture.resetLog();
    const again = await runPull(pullOptions(fixture));
    expect(again.files).toEqual([]);
    expect(fixture.count('zipFile')).toBe(0);
  });

  it('honours locales and ignore-locales, with pt_BR matching pt-BR', async () => {
    fixture = await startServiceFixture({ mirror: 'masters' });
    const result = await runPull(
      pullOptions(fixture, { locales: ['pt_BR', 'fr', 'xx'], ignoreLocales: ['fr'] }),
    );
    expect(result.selectedLocales).toEqual(['pt-BR']);
    expect(result.locales.map((locale) => locale.locale)).toEqual(['pt-BR']);
    expect(result.warnings).toEqual(['The project has no target locale xx; it is skipped.']);
  });

  it('dry-run downloads and compares but writes nothing into the repository', async () => {
    fixture = await startServiceFixture({ mirror: 'masters' });
    const before = await snapshotTree(fixture.workspace);
    const result = await runPull(pullOptions(fixture, { dryRun: true }));
    expect(result.files.length).toBeGreaterThan(0);
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });

  it('never deletes a local file the archive lacks', async () => {
    fixture = await startServiceFixture();
    await translateOnService(fixture.client, 'hello', 'de', 'Servus');
    fixture.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'archive', archive: 'empty' } });
    const before = await snapshotTree(fixture.workspace);
    const result = await runPull(pullOptions(fixture));
    expect(result.files).toEqual([]);
    expect(result.warnings).toEqual([
      'The archive holds no file of locale de; its files were left as they are.',
    ]);
    expect(await snapshotTree(fixture.workspace)).toEqual(before);
  });
});

describe('pull: the fewest bytes', () => {
  it('fetches a few files of big locales one by one instead of their whole archives', async () => {
    const seed = defaultSeed();
    const project = seed.organizations[0]?.projects?.[0];
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) {
      project?.files?.push({ name: `locales/en/${name}.json`, content: `{"title": "${name}"}\n` });
    }
    fixture = await startServiceFixture({ seed });
    await translateOnService(fixture.client, 'hello', 'fr', 'Coucou');
    await translateOnService(fixture.client, 'hello', 'de', 'Moin');
    fixture.resetLog();
    const result = await runPull(pullOptions(fixture));
    expect(result.files.map((file) => file.path)).toEqual(['config/locales/de.yml', 'config/locales/fr.yml']);
    expect(result.archives).toBe(0);
    expect(fixture.count('zipFile')).toBe(0);
    expect(fixture.count('showFile')).toBe(2);
    expect(await readFile(path.join(fixture.workspace, 'config/locales/fr.yml'), 'utf8')).toContain('Coucou');
  });
});

describe('pull: faults of the checklist', () => {
  it('R6: a reset in the middle of the download restarts it; the result is complete', async () => {
    fixture = await startServiceFixture({ mirror: 'masters' });
    fixture.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'reset', when: 'mid-body' } });
    const result = await runPull(pullOptions(fixture));
    expect(fixture.count('zipFile')).toBe(2);
    expect(result.locales).toHaveLength(4);
  });

  it.each(['truncated', 'html', 'traversal-dotdot', 'symlink', 'case-collision', 'lying-size'] as const)(
    'a hostile archive (%s) leaves the repository untouched and the temp folder clean',
    async (archive) => {
      fixture = await startServiceFixture({ mirror: 'masters' });
      const options = pullOptions(fixture);
      fixture.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'archive', archive } });
      const before = await snapshotTree(fixture.workspace);
      await expect(runPull(options)).rejects.toBeInstanceOf(ArchiveError);
      expect(await snapshotTree(fixture.workspace)).toEqual(before);
      expect(await readdir(options.tempRoot ?? '')).toEqual([]);
      await rm(options.tempRoot ?? '', { recursive: true, force: true });
    },
  );
});
