import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { PULLED_RECORD } from '../../src/project/pulled-record.js';
import { runGit } from '../helpers/git-repo.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';

/**
 * A service that lists hostile target files beside legitimate ones (R39, R40, R44): only the
 * legitimate translations may be written, committed and pushed, and they must be.
 */

const MARKDOWN_LOCALE = 'fr @acme/security-team ![x](https://evil.test/x.png)';
const LONG_NAME = `i18n/${'a'.repeat(300)}/app.yml`;

function hostileSeed(): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Acme Corp',
        readOnlyKey: 'org_ro_hostile_0001',
        readWriteKey: 'org_rw_hostile_0001',
        privateKey: 'org_pk_hostile_0001',
        projects: [
          {
            name: 'Hostile',
            privateApiToken: 'proj_rw_hostile_0001',
            publicApiToken: 'proj_ro_hostile_0001',
            sourceLocale: 'en',
            targetLocales: ['fr', 'de', 'ja', MARKDOWN_LOCALE],
            files: [
              {
                name: 'locales/en.json',
                content: '{\n  "title": "Dashboard"\n}\n',
                targets: {
                  fr: '{\n  "title": "Tableau"\n}\n',
                  de: '{\n  "title": "Übersicht"\n}\n',
                  ja: '{\n  "title": "x"\n}\n',
                },
                // A master's own path, and a manifest npm installs from.
                targetNames: {
                  de: 'locales/en.json',
                  ja: 'package.json',
                  [MARKDOWN_LOCALE]: 'locales/md.json',
                },
              },
              {
                name: 'config/locales/en.yml',
                content: 'en:\n  hello: "Hello"\n',
                targets: {
                  fr: 'fr:\n  hello: "Bonjour"\n',
                  de: 'de:\n  hello: "Hallo"\n',
                  ja: 'ja:\n  hello: "x"\n',
                },
                targetNames: {
                  de: '.github/workflows/x.yml',
                  ja: '.git/info/x.yml',
                  [MARKDOWN_LOCALE]: 'config/locales/md.yml',
                },
              },
              {
                name: 'i18n/en/app.yml',
                content: 'en:\n  save: "Save"\n',
                targets: {
                  fr: 'fr:\n  save: "Enregistrer"\n',
                  de: 'de:\n  save: "Speichern"\n',
                  ja: 'ja:\n  save: "x"\n',
                },
                // de keeps its derived name i18n/de/app.yml, below a symlinked folder.
                targetNames: { ja: LONG_NAME, [MARKDOWN_LOCALE]: 'i18n/md/app.yml' },
              },
            ],
          },
        ],
      },
    ],
  };
}

let scenario: Scenario | undefined;
let outside: string | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
  if (outside !== undefined) await rm(outside, { recursive: true, force: true });
  outside = undefined;
});

async function treeOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('a service that lists hostile targets (node dist/index.js)', () => {
  it('writes, commits and pushes only the legitimate translations, and names every refused file once (R22, R36, R39)', async () => {
    scenario = await createScenario({ seed: hostileSeed(), files: 'masters' });
    outside = await mkdtemp(path.join(tmpdir(), 'ts-outside-'));
    // A committed symlink from the locale folder to a folder outside the repository (R40).
    await mkdir(path.join(scenario.repo.dir, 'i18n'), { recursive: true });
    await symlink(outside, path.join(scenario.repo.dir, 'i18n/de'));
    await scenario.pushCommit('Link the German folder', {});
    const { dir } = await scenario.checkout();
    const masterBefore = await readFile(path.join(dir, 'locales/en.json'), 'utf8');

    const result = await scenario.run({ event: 'schedule', workspace: dir });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);

    // The legitimate targets of the same run are written and committed; nothing else is.
    const legitimate = ['config/locales/fr.yml', 'i18n/fr/app.yml', 'locales/fr.json'];
    expect(result.outputs['downloaded-files']?.split(/[\n,]/).sort()).toEqual(legitimate);
    const pushed = await scenario.repo.origin(['diff', '--name-only', 'main', 'translation-sync']);
    // With the pulled record of what the checks found in them (issue 58).
    expect(pushed.trim().split('\n').sort()).toEqual([PULLED_RECORD, ...legitimate]);
    expect(await readFile(path.join(dir, 'locales/fr.json'), 'utf8')).toContain('Tableau');
    expect(await readFile(path.join(dir, 'locales/en.json'), 'utf8')).toBe(masterBefore);
    expect(await treeOf(outside)).toEqual([]);
    const untracked = await runGit(dir, ['status', '--porcelain', '--untracked-files=all']);
    expect(untracked.trim().split('\n').sort()).toEqual(
      [PULLED_RECORD, ...legitimate].map((file) => `?? ${file}`),
    );
    await expect(readFile(path.join(dir, '.git/info/x.yml'))).rejects.toThrow(/ENOENT/);

    // One warning lists every refused file, with its code.
    const warnings = result.stdout.split('\n').filter((line) => line.includes('does not write'));
    expect(warnings).toHaveLength(1);
    for (const refused of [
      '"locales/en.json" ("de", target-refused)',
      '"package.json" ("ja", target-refused)',
      '".github/workflows/x.yml" ("de", target-refused)',
      '".git/info/x.yml" ("ja", target-refused)',
      '"i18n/de/app.yml" ("de", unsafe-path) passes through the symbolic link "i18n/de"',
      `"${LONG_NAME}" ("ja", unsafe-path) has a path part longer than 255 bytes`,
    ])
      expect(warnings[0]).toContain(refused);
    expect(result.stdout).toMatch(/target locale codes that are not of the form .*\(locale-refused\)/);
    expect(result.stdout + result.stderr).not.toMatch(/ENAMETOOLONG/);

    // The Markdown locale code reaches neither the pull request nor the summary as Markdown (R44).
    const body = scenario.github.pulls[0]?.body ?? '';
    expect(body).toContain('locales/fr.json');
    for (const rendered of [body, result.summary]) {
      expect(rendered).not.toMatch(/@acme\/security-team/);
      expect(rendered).not.toMatch(/!\[x\]\(/);
      expect(rendered).not.toMatch(/https:\/\/evil/);
    }
    expect(result.summary).toContain('target-refused');
  });

  it('upload-translations never reads a target through a symlinked folder and sends it (R40)', async () => {
    scenario = await createScenario({ seed: hostileSeed(), files: 'masters' });
    outside = await mkdtemp(path.join(tmpdir(), 'ts-outside-'));
    await writeFile(path.join(outside, 'app.yml'), 'de:\n  save: "LEAKED"\n  secret: "from outside"\n');
    await mkdir(path.join(scenario.repo.dir, 'i18n'), { recursive: true });
    await symlink(outside, path.join(scenario.repo.dir, 'i18n/de'));
    await scenario.pushCommit('Link the German folder', {});
    scenario.emulator.log.length = 0;

    const result = await scenario.run({
      event: 'schedule',
      inputs: { 'upload-translations': 'true' },
      checkout: true,
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(scenario.emulator.log.filter((entry) => entry.endpoint === 'updateFile')).toEqual([]);
    expect(result.stdout).toMatch(/Not uploaded: .*"i18n\/de\/app\.yml" \("de", unsafe-path\)/);
    expect(await treeOf(outside)).toEqual(['app.yml']);
  });

  it('refuses a working-directory that is a symlink to a folder outside the repository (R40)', async () => {
    scenario = await createScenario({ files: 'masters' });
    outside = await mkdtemp(path.join(tmpdir(), 'ts-outside-'));
    await writeFile(path.join(outside, '.wti'), 'api_key: from-outside\n');
    await symlink(outside, path.join(scenario.repo.dir, 'app'));
    await scenario.pushCommit('Link app outside', {});
    const result = await scenario.run({
      event: 'schedule',
      inputs: { 'working-directory': 'app' },
      checkout: true,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /working-directory "app" passes through "app", which is a symbolic link.*\(unsafe-path\)/,
    );
    expect(await treeOf(outside)).toEqual(['.wti']);
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(await scenario.repo.origin(['branch', '--list', 'translation-sync'])).toBe('');
  });
});
