import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import { runTranslationUpload } from '../../src/sync/upload-targets.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

/** Which targets `upload-translations: true` sends, and how: planned in a dry run, nothing sent. */

let fixture: ServiceFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

type TranslationUploadOptions = Parameters<typeof runTranslationUpload>[0];

/** The default project plus a hash-based master, whose targets the service refuses. */
async function start(): Promise<ServiceFixture> {
  const seed = defaultSeed();
  seed.organizations[0]?.projects?.[0]?.files?.push({
    name: 'docs/en.md',
    content: '# Help\n',
    targets: { fr: '# Aide\n' },
  });
  const started = await startServiceFixture({ seed });
  // Every target gains a key the service lacks, so each one differs and has something to add.
  for (const locale of ['fr', 'de', 'pt-BR'])
    await appendFile(path.join(started.workspace, `config/locales/${locale}.yml`), '  extra: "x"\n');
  await writeFile(path.join(started.workspace, 'docs/fr.md'), '# Aide locale\n');
  return started;
}

function options(
  current: ServiceFixture,
  overrides: Partial<TranslationUploadOptions> = {},
): TranslationUploadOptions {
  return {
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    locales: ['fr', 'de'],
    ignoreLocales: [],
    isIgnored: () => false,
    changedInPush: undefined,
    settings: { merge: false, ignoreMissing: false, minorChanges: false, label: undefined },
    importTimeoutMs: 10_000,
    dryRun: true,
    ...overrides,
  };
}

const planned = (result: Awaited<ReturnType<typeof runTranslationUpload>>) =>
  result.uploads.map((upload) => [upload.path, upload.reason, upload.merge, upload.sendsEdits]);

describe('runTranslationUpload: which targets go up', () => {
  it("uploads every differing target with merge=true; one the push changed also sends the push's edits", async () => {
    fixture = await start();
    fixture.resetLog();
    const result = await runTranslationUpload(
      options(fixture, { changedInPush: new Set(['config/locales/fr.yml']) }),
    );
    expect(planned(result)).toEqual([
      ['config/locales/de.yml', 'differs-from-service', true, false],
      ['config/locales/fr.yml', 'changed-in-push', true, true],
    ]);
    expect(result.hashBased).toEqual(['docs/fr.md']);
    expect(fixture.count('updateFile')).toBe(0);
  });

  it('with the merge input true, not even the push changed keys overwrite the service', async () => {
    fixture = await start();
    const result = await runTranslationUpload(
      options(fixture, {
        locales: ['fr'],
        changedInPush: new Set(['config/locales/fr.yml']),
        settings: { merge: true, ignoreMissing: false, minorChanges: false, label: undefined },
      }),
    );
    expect(planned(result)).toEqual([['config/locales/fr.yml', 'changed-in-push', true, false]]);
  });

  it('without a push range every upload merges; unselected and ignored locales are left out', async () => {
    fixture = await start();
    const result = await runTranslationUpload(
      options(fixture, { isIgnored: (file) => file === 'config/locales/de.yml' }),
    );
    expect(planned(result)).toEqual([['config/locales/fr.yml', 'differs-from-service', true, false]]);
  });
});
