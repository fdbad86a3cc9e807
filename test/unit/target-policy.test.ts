import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/client/models.js';
import { describeRefusals, screenTargets } from '../../src/sync/target-policy.js';
import { assertProjectFolder } from '../../src/project/folder.js';
import { isLocaleCode } from '../../src/project/locales.js';

/** A file of the service's listing: its path, its locale, and for a target its master's path. */
interface ListedFile {
  readonly name: string;
  readonly locale: string;
  readonly masterName: string | null;
}

const master = (name: string): ListedFile => ({ name, locale: 'en', masterName: null });
const target = (name: string, masterName: string, locale = 'fr'): ListedFile => ({
  name,
  locale,
  masterName,
});

/** Show Project's listing of these files, as the client models it; ids follow the order. */
function projectOf(files: readonly ListedFile[]): Project {
  const masterIds = new Map<string, number>();
  for (const [index, file] of files.entries())
    if (file.masterName === null) masterIds.set(file.name, index + 1);
  return {
    id: 1,
    name: 'web',
    sourceLocale: { code: 'en', name: 'English' },
    targetLocales: [
      ...new Set(files.filter((file) => file.masterName !== null).map((file) => file.locale)),
    ].map((code) => ({ code, name: code })),
    projectFiles: files.map((file, index) => {
      const masterId = file.masterName === null ? null : masterIds.get(file.masterName);
      if (masterId === undefined) throw new Error(`no master ${String(file.masterName)} in the listing`);
      return {
        id: index + 1,
        name: file.name,
        localeCode: file.locale,
        masterProjectFileId: masterId,
        updatedAt: '2024-01-01T00:00:00Z',
        hashFile: null,
        fresh: true,
      };
    }),
  };
}

// An empty project folder: nothing on disk is in the way, so only the name rules refuse.
let emptyProject = '';
beforeAll(async () => {
  emptyProject = await mkdtemp(path.join(tmpdir(), 'policy-empty-'));
});
afterAll(async () => {
  await rm(emptyProject, { recursive: true, force: true });
});

/** The whole screen the pull applies, every locale selected and nothing ignored. */
const screen = (files: readonly ListedFile[], allow?: string[]) =>
  screenTargets(emptyProject, projectOf(files), {
    ...(allow === undefined ? {} : { allow }),
    selected: () => true,
    isIgnored: () => false,
  });

const refusedPaths = (files: readonly ListedFile[], allow?: string[]) =>
  Object.fromEntries(screen(files, allow).refused.map((file) => [file.path, file.code]));

describe('target path policy: names (R39)', () => {
  it('keeps the ordinary layouts of Rails, i18next, gettext, Android and iOS', () => {
    const files = [
      master('config/locales/en.yml'),
      target('config/locales/fr.yml', 'config/locales/en.yml'),
      master('locales/en/common.json'),
      target('locales/pt-BR/common.json', 'locales/en/common.json', 'pt-BR'),
      master('po/app.en.po'),
      target('po/app.fr.po', 'po/app.en.po'),
      master('res/values/strings.xml'),
      target('res/values-fr/strings.xml', 'res/values/strings.xml'),
      master('en.lproj/Localizable.strings'),
      target('fr.lproj/Localizable.strings', 'en.lproj/Localizable.strings'),
      master('docs/en/guide.md'),
      target('docs/fr/guide.md', 'docs/en/guide.md'),
    ];
    const { refused, remoteFiles } = screen(files);
    expect(refused).toEqual([]);
    expect(remoteFiles.map((file) => file.name)).toEqual(files.map((file) => file.name));
  });

  it('refuses a master path, a path listed twice (R21), dot folders (R22) and files that run or install', () => {
    const json = 'locales/en.json';
    const files = [
      master(json),
      master('config/locales/en.yml'),
      target('locales/en.json', json, 'de'),
      target('Locales/FR.json', json, 'fr'),
      target('locales/fr.json', json, 'pt-BR'),
      target('package.json', json, 'ja'),
      target('.github/workflows/x.yml', 'config/locales/en.yml', 'de'),
      target('.git/info/x.yml', 'config/locales/en.yml', 'ja'),
      target('app/.husky/fr.yml', 'config/locales/en.yml', 'fr'),
    ];
    expect(refusedPaths(files)).toEqual({
      'locales/en.json': 'target-refused',
      'Locales/FR.json': 'target-refused',
      'locales/fr.json': 'target-refused',
      'package.json': 'target-refused',
      '.github/workflows/x.yml': 'target-refused',
      '.git/info/x.yml': 'target-refused',
      'app/.husky/fr.yml': 'target-refused',
    });
    const reasons = screen(files).refused.map((file) => file.reason);
    expect(reasons).toContain('is the path of a master file');
    expect(reasons).toContain('is the path of another target file too');
  });

  it.each([
    'package.json',
    'sub/package-lock.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'Gemfile',
    'Gemfile.lock',
    'acme.gemspec',
    'setup.py',
    'pyproject.toml',
    'poetry.lock',
    'Cargo.toml',
    'Cargo.lock',
    'go.mod',
    'go.sum',
    'composer.json',
    'composer.lock',
    'build.gradle.kts',
    'pom.xml',
    'Makefile',
    'Dockerfile',
    'Dockerfile.dev',
    'Rakefile',
    'CMakeLists.txt',
    'scripts/fr.sh',
    'tools/fr.ps1',
    'web/fr.js',
    'action.yml',
    'nested/action.yaml',
    'requirements-dev.txt',
  ])('refuses %s as a file an ecosystem runs or installs from', (name) => {
    const [refused] = screen([master('i18n/en.json'), target(name, 'i18n/en.json')]).refused;
    expect(refused?.reason).toMatch(/run or install/);
  });

  it('refuses another format than the master, and allows what allow-target-paths names', () => {
    const files = [
      master('config/locales/en.yml'),
      target('config/locales/fr.json', 'config/locales/en.yml'),
      target('config/locales/it.yaml', 'config/locales/en.yml', 'it'),
      master('po/messages.pot'),
      target('po/fr.po', 'po/messages.pot'),
      master('docs/en/guide.md'),
      target('docs/fr/guide.txt', 'docs/en/guide.md'),
      target('.well-known/de.yml', 'config/locales/en.yml', 'de'),
      target('locales/ja.yml', 'config/locales/en.yml', 'ja'),
    ];
    expect(refusedPaths(files)).toEqual({
      'config/locales/fr.json': 'target-refused',
      'docs/fr/guide.txt': 'target-refused',
      '.well-known/de.yml': 'target-refused',
    });
    expect(refusedPaths(files, ['.well-known/*.yml', 'config/locales/*.json', 'docs/**'])).toEqual({});
  });

  it('never lets allow-target-paths lift a master path, a duplicate or an unsafe name', () => {
    const files = [
      master('locales/en.json'),
      target('locales/en.json', 'locales/en.json', 'de'),
      target(`locales/${'a'.repeat(256)}.json`, 'locales/en.json', 'fr'),
    ];
    expect(refusedPaths(files, ['**'])).toEqual({
      'locales/en.json': 'target-refused',
      [`locales/${'a'.repeat(256)}.json`]: 'unsafe-path',
    });
  });

  it.each([
    [`config/${'é'.repeat(128)}.yml`, /longer than 255 bytes/],
    [`${'a/'.repeat(2100)}fr.yml`, /longer than 4096 bytes/],
    ['config/CON.yml', /reserved name "CON.yml"/],
    ['config/lpt1', /reserved name/],
    ['config/fr.yml.', /ends with a dot or a space/],
    ['config /fr.yml', /ends with a dot or a space/],
    ['config/fr:stream.yml', /Windows refuses/],
    ['../fr.yml', /climbs out/],
    ['/etc/fr.yml', /absolute/],
  ])('refuses %s with the unsafe-path code, not a raw system error (R18)', (name, reason) => {
    const [refused] = screen([master('config/en.yml'), target(name, 'config/en.yml')]).refused;
    expect(refused?.reason).toMatch(reason);
    expect(refused?.code).toBe('unsafe-path');
  });

  it('refuses locale codes outside the BCP 47 / POSIX shape (R44)', () => {
    for (const code of ['fr', 'pt-BR', 'pt_BR', 'zh-Hant-TW', 'sr@latin', 'es-419'])
      expect(isLocaleCode(code)).toBe(true);
    for (const code of ['fr @acme/security-team ![x](https://evil.test/x.png)', '../fr', 'fr<img>', '', 'f'])
      expect(isLocaleCode(code)).toBe(false);
    const screened = screen([master('en.yml'), target('fr.yml', 'en.yml', 'fr @acme/security-team')]);
    expect(screened.refusedLocales).toEqual(['fr @acme/security-team']);
    expect(screened.refused).toEqual([]);
    expect(screened.remoteFiles.map((file) => file.name)).toEqual(['en.yml']);
  });

  it('describes every refusal in one warning, or none', () => {
    expect(describeRefusals([])).toBeUndefined();
    const warning = describeRefusals(
      screen([
        master('en.json'),
        target('package.json', 'en.json'),
        target('.github/x.json', 'en.json', 'de'),
      ]).refused,
    );
    expect(warning).toMatch(/lists 2 target files that this action does not write/);
    expect(warning).toContain('"package.json" ("fr", target-refused)');
    expect(warning).toContain('".github/x.json" ("de", target-refused)');
    expect(warning).toContain('allow-target-paths');
  });
});

/** Show Project's listing of one master and its targets, as [path, locale]. */
function listing(masterPath: string, targets: readonly (readonly [string, string])[]): Project {
  const file = (id: number, name: string, localeCode: string, masterProjectFileId: number | null) => ({
    id,
    name,
    localeCode,
    masterProjectFileId,
    updatedAt: '2024-01-01T00:00:00Z',
    hashFile: null,
    fresh: true,
  });
  return {
    id: 1,
    name: 'web',
    sourceLocale: { code: 'en', name: 'English' },
    targetLocales: targets.map(([, code]) => ({ code, name: code })),
    projectFiles: [
      file(1, masterPath, 'en', null),
      ...targets.map(([name, locale], index) => file(index + 2, name, locale, 1)),
    ],
  };
}

describe('target path policy: the file system (R40)', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const folder = async (name: string) => {
    const created = await mkdtemp(path.join(tmpdir(), name));
    folders.push(created);
    return created;
  };

  it('refuses a target behind a symlinked locale folder, or a link or folder at the target (R19, R20)', async () => {
    const repo = await folder('policy-repo-');
    const outside = await folder('policy-outside-');
    await mkdir(path.join(repo, 'config/locales'), { recursive: true });
    await symlink(outside, path.join(repo, 'config/de'));
    await symlink(path.join(outside, 'x.yml'), path.join(repo, 'config/locales/ja.yml'));
    await mkdir(path.join(repo, 'config/locales/pt.yml'));
    await writeFile(path.join(repo, 'config/locales/fr.yml'), 'fr: {}\n');
    const { refused, remoteFiles } = screenTargets(
      repo,
      listing('config/locales/en.yml', [
        ['config/locales/fr.yml', 'fr'],
        ['config/locales/it.yml', 'it'],
        ['config/de/app.yml', 'de'],
        ['config/locales/ja.yml', 'ja'],
        ['config/locales/pt.yml', 'pt'],
      ]),
      { selected: () => true, isIgnored: () => false },
    );
    expect(remoteFiles.map((file) => file.name)).toEqual([
      'config/locales/en.yml',
      'config/locales/fr.yml',
      'config/locales/it.yml',
    ]);
    expect(refused.map((file) => [file.path, file.code, file.reason])).toEqual([
      ['config/de/app.yml', 'unsafe-path', 'passes through the symbolic link "config/de"'],
      ['config/locales/ja.yml', 'unsafe-path', 'passes through the symbolic link "config/locales/ja.yml"'],
      ['config/locales/pt.yml', 'unsafe-path', 'meets "config/locales/pt.yml", which is not a regular file'],
    ]);
  });

  it('refuses a symlinked working-directory with the unsafe-path code', async () => {
    const repo = await folder('policy-repo-');
    const outside = await folder('policy-outside-');
    await mkdir(path.join(repo, 'apps'));
    await symlink(outside, path.join(repo, 'apps/web'));
    const refusal = () => assertProjectFolder(repo, 'apps/web');
    expect(refusal).toThrow(expect.objectContaining({ code: 'unsafe-path' }));
    expect(refusal).toThrow(
      /working-directory "apps\/web" passes through "apps\/web", which is a symbolic link/,
    );
    expect(assertProjectFolder(repo, 'apps')).toBeUndefined();
    expect(assertProjectFolder(repo, 'apps/missing')).toBeUndefined();
  });
});
