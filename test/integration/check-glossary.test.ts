import { lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullGlossary } from '../../src/action/steps/glossary-step.js';
import type { PullResult } from '../../src/sync/pull.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

let service: ServiceFixture;
beforeEach(async () => {
  service = await startServiceFixture({ mirror: 'none' });
});
afterEach(() => service.close());

const emptyPull: PullResult = {
  planned: [],
  archives: 0,
  downloadedBytes: 0,
  files: [],
  locales: [],
  selectedLocales: ['fr'],
  targetPaths: ['config/locales/fr.yml'],
  targetLocales: new Map([['config/locales/fr.yml', 'fr']]),
  warnings: [],
  refusedTargets: [],
  dryRun: false,
};

const pull = (pullResult = emptyPull) =>
  pullGlossary({
    terms: service.client.terms,
    workspace: service.workspace,
    repoPath: 'glossary/terms.tbx',
    pull: pullResult,
    tempRoot: undefined,
    logger: service.logger,
  });

describe('pullGlossary', () => {
  it('writes the TBX export and adds it to the files of the pull request, then leaves it alone', async () => {
    const first = await pull();
    const written = await readFile(path.join(service.workspace, 'glossary/terms.tbx'), 'utf8');
    expect(written).toContain('martif');
    expect(written).toContain('Tableau de bord');
    expect(first.files).toEqual([
      { path: 'glossary/terms.tbx', locale: '', status: 'added', keys: undefined },
    ]);
    const before = await lstat(path.join(service.workspace, 'glossary/terms.tbx'));
    const second = await pull();
    expect(second.files).toEqual([]);
    // Unchanged, it still belongs on the translation branch, which is rebuilt from every target path.
    expect(second.targetPaths).toEqual(['config/locales/fr.yml', 'glossary/terms.tbx']);
    expect((await lstat(path.join(service.workspace, 'glossary/terms.tbx'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('rewrites a glossary that differs from the service', async () => {
    await mkdir(path.join(service.workspace, 'glossary'));
    await writeFile(path.join(service.workspace, 'glossary/terms.tbx'), 'old');
    expect((await pull()).files).toMatchObject([{ status: 'changed' }]);
    expect(await readFile(path.join(service.workspace, 'glossary/terms.tbx'), 'utf8')).toContain('martif');
  });

  it('never writes through a symlink in the repository', async () => {
    await writeFile(path.join(service.workspace, 'outside.txt'), 'keep');
    await symlink(path.join(service.workspace, 'outside.txt'), path.join(service.workspace, 'glossary.tbx'));
    await expect(
      pullGlossary({
        terms: service.client.terms,
        workspace: service.workspace,
        repoPath: 'glossary.tbx',
        pull: emptyPull,
        tempRoot: undefined,
        logger: service.logger,
      }),
    ).rejects.toMatchObject({ code: 'write-symlink' });
    expect(await readFile(path.join(service.workspace, 'outside.txt'), 'utf8')).toBe('keep');
  });
});
