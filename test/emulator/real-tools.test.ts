/**
 * The emulator's generated target files, checked with the tools of each ecosystem: Ruby's YAML
 * 1.1 reader (what Rails uses), gettext's `msgfmt -c`, Android's `aapt2 compile`. The masters and
 * uploaded targets are shaped like real projects' (test/fixtures/real-projects). A test whose tool
 * is missing is skipped and says so on the console; .ci/run installs the tools from Debian.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorSeed, RunningEmulator } from '../../src/emulator/index.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';
import { showProject, startTestEmulator, type ProjectFileRecord } from './support.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'real-projects');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');
const TOKEN = 'real_projects_rw_0123456789';
const TARGETS = ['fr', 'ru', 'pt-BR', 'zh-Hant-TW', 'sr@latin'];

async function seed(): Promise<EmulatorSeed> {
  return {
    organizations: [
      {
        name: 'Real',
        readOnlyKey: 'real_ro',
        readWriteKey: 'real_rw',
        privateKey: 'real_pk',
        projects: [
          {
            name: 'Real projects',
            privateApiToken: TOKEN,
            publicApiToken: 'real_projects_ro_0123456789',
            sourceLocale: 'en',
            targetLocales: TARGETS,
            files: [
              {
                name: 'config/locales/en.yml',
                content: await fixture('rails/en.yml'),
                targets: { fr: await fixture('rails/fr.yml') },
              },
              {
                name: 'po/messages.pot',
                content: await fixture('gettext/messages.pot'),
                targets: { fr: await fixture('gettext/fr.po'), ru: await fixture('gettext/ru.po') },
              },
              {
                name: 'app/src/main/res/values/strings.xml',
                content: await fixture('android/res/values/strings.xml'),
                targets: { fr: await fixture('android/fr.xml') },
              },
              {
                name: 'ios/en.lproj/Localizable.strings',
                content: await fixture('ios/en.lproj/Localizable.strings'),
                targets: { fr: await fixture('ios/fr.strings') },
              },
            ],
          },
        ],
      },
    ],
  };
}

let emulator: RunningEmulator;
let files: ProjectFileRecord[];
let dir: string;

/** Every file of the project, as wti pulls them: Show File by the file's own id. */
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: await seed() });
  files = await showProject(emulator, TOKEN);
  dir = await mkdtemp(path.join(tmpdir(), 'real-tools-'));
  for (const file of files) {
    const response = await fetch(
      `${emulator.url}/api/projects/${TOKEN}/files/${file.id}/locales/${file.locale_code}`,
    );
    expect(response.status).toBe(200);
    await mkdir(path.dirname(path.join(dir, file.name)), { recursive: true });
    await writeFile(path.join(dir, file.name), new Uint8Array(await response.arrayBuffer()));
  }
});
afterAll(async () => {
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

const namesOf = (master: string) =>
  files.filter((file) => file.master_project_file_id === files.find((m) => m.name === master)?.id);
const text = (name: string) => readFile(path.join(dir, name), 'utf8');

it('names every target as its platform does', () => {
  expect(files.map((file) => file.name).sort()).toEqual(
    [
      'app/src/main/res/values-b+sr+Latn/strings.xml',
      'app/src/main/res/values-b+zh+Hant+TW/strings.xml',
      'app/src/main/res/values-fr/strings.xml',
      'app/src/main/res/values-pt-rBR/strings.xml',
      'app/src/main/res/values-ru/strings.xml',
      'app/src/main/res/values/strings.xml',
      'config/locales/en.yml',
      'config/locales/fr.yml',
      'config/locales/pt-BR.yml',
      'config/locales/ru.yml',
      'config/locales/sr@latin.yml',
      'config/locales/zh-Hant-TW.yml',
      'ios/en.lproj/Localizable.strings',
      'ios/fr.lproj/Localizable.strings',
      'ios/pt-BR.lproj/Localizable.strings',
      'ios/ru.lproj/Localizable.strings',
      'ios/sr@latin.lproj/Localizable.strings',
      'ios/zh-Hant-TW.lproj/Localizable.strings',
      'po/fr.po',
      'po/messages.pot',
      'po/pt-BR.po',
      'po/ru.po',
      'po/sr@latin.po',
      'po/zh-Hant-TW.po',
    ].sort(),
  );
});

describe('Rails YAML, read by Ruby (YAML 1.1)', () => {
  /** Every leaf as [key path, class of the value, the value unless it is a String]; keys inspected. */
  const RUBY = `
    require 'yaml'; require 'json'
    def walk(h, path, out)
      h.each do |k, v|
        p = path + [k.inspect]
        v.is_a?(Hash) ? walk(v, p, out) : out << [p.join('/'), v.class.name, v.is_a?(String) ? nil : v]
      end
    end
    out = []; walk(YAML.load_file(ARGV[0]).values.first, [], out); puts JSON.generate(out)`;
  const leaves = (name: string): [string, string, unknown][] => {
    const result = runTool('ruby', ['-e', RUBY, path.join(dir, name)]);
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as [string, string, unknown][];
  };

  it.skipIf(noteMissing('ruby', 'YAML targets read by Ruby'))(
    'keeps the quoting of on/off/yes/no/y/n/~/1.0, and leaves out the numbers a target never had',
    () => {
      const master = leaves('config/locales/en.yml');
      const settings = master.filter(([, type]) => type !== 'String');
      expect(settings.map(([key]) => key)).toEqual([
        '"number"/"format"/"precision"',
        '"number"/"format"/"strip_insignificant_zeros"',
        '"number"/"currency"/"format"/"precision"',
      ]);
      for (const target of namesOf('config/locales/en.yml')) {
        const read = leaves(target.name);
        // Every key is a string key, as in the master (no `true:` from an unquoted on:).
        for (const [key] of read) expect(key.split('/').every((part) => part.startsWith('"'))).toBe(true);
        // A number is translated per locale (issue 35): none of these targets was sent one, and
        // an untranslated string is left out, so the master's values are not copied in.
        for (const [key] of settings) expect(read.map(([leaf]) => leaf)).not.toContain(key);
        for (const [key, type] of read) {
          const inMaster = master.find(([masterKey]) => masterKey === key);
          expect(inMaster?.[1], `${target.name} ${key}`).toBe(type);
        }
      }
      const french = leaves('config/locales/fr.yml');
      expect(french).toContainEqual(['"switch"/"on"', 'String', null]);
      expect(french).toContainEqual(['"version_label"', 'String', null]);
      expect(french).toContainEqual(['"empty_marker"', 'String', null]);
    },
  );
});

describe('gettext PO, checked by msgfmt -c', () => {
  it.skipIf(noteMissing('msgfmt', 'PO targets checked by msgfmt'))(
    "every target compiles, with its language's Plural-Forms and no fuzzy header or entry",
    async () => {
      for (const target of namesOf('po/messages.pot')) {
        const result = runTool('msgfmt', ['-c', '-o', '/dev/null', path.join(dir, target.name)]);
        // The template's placeholder header fields (PO-Revision-Date, Last-Translator,
        // Language-Team) are copied as they are: msgfmt warns about them, nothing else.
        const problems = result.stderr
          .split('\n')
          .filter(
            (line) => line !== '' && !/header field '[\w-]+' still has the initial default value/.test(line),
          );
        expect(problems, target.name).toEqual([]);
        expect(result.status).toBe(0);
        const content = await text(target.name);
        expect(content).not.toContain('#, fuzzy');
      }
      const french = await text('po/fr.po');
      expect(french).toContain('"Plural-Forms: nplurals=2; plural=(n > 1);\\n"');
      expect(french).toContain('msgstr[0] "%d fichier"\nmsgstr[1] "%d fichiers"');
      // The fuzzy entry of the uploaded French file was no translation.
      expect(french).not.toContain('à revoir');
      const russian = await text('po/ru.po');
      expect(russian).toContain('msgstr[0] "%d файл"\nmsgstr[1] "%d файла"\nmsgstr[2] "%d файлов"');
      expect(russian).not.toContain('Выйти');
      expect(await text('po/zh-Hant-TW.po')).toContain('"Plural-Forms: nplurals=1; plural=0;\\n"');
    },
  );
});

describe('Android strings.xml, compiled by aapt2', () => {
  it.skipIf(noteMissing('aapt2', 'Android targets compiled by aapt2'))(
    'the master and every target compile',
    async () => {
      const out = await mkdtemp(path.join(tmpdir(), 'aapt2-'));
      try {
        for (const file of [...namesOf('app/src/main/res/values/strings.xml')]) {
          const result = runTool('aapt2', ['compile', '-o', out, path.join(dir, file.name)]);
          expect(`${file.name}: ${result.stderr}`).toBe(`${file.name}: `);
          expect(result.status).toBe(0);
        }
      } finally {
        await rm(out, { recursive: true, force: true });
      }
      const french = await text('app/src/main/res/values-fr/strings.xml');
      expect(french).toContain('<item quantity="many">');
      expect(french).toContain('<item>Mercure</item>');
      expect(french).not.toContain('app_name');
    },
  );
});

describe('iOS .strings', () => {
  it("keeps the master's comments and blank lines, leaving out what is not translated", async () => {
    expect(await text('ios/fr.lproj/Localizable.strings')).toBe(
      [
        '/*',
        '  Localizable.strings',
        '  Acme for iOS',
        '*/',
        '',
        '/* Title of the home screen */',
        '"home.title" = "Accueil";',
        "/* Greeting, %@ is the user's name */",
        '"home.greeting" = "Bonjour, %@ !";',
        '',
        '// Cart',
        '"cart.empty" = "Votre panier est vide";',
        '"cart.quote" = "Dites « salut »";',
        '',
        '/* Settings */',
        '"settings.title" = "Réglages";',
        '',
      ].join('\n'),
    );
  });
});
