import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { keyValuesOf } from '../../src/formats/key-values.js';
import { SyncError } from '../../src/sync/errors.js';
import { guardDownloads, type DownloadToCheck } from '../../src/sync/removal-guard.js';

/**
 * Issue 35: a locale's own number or boolean, and each form of a plural string, is a translation.
 * The repository's copies are shaped like rails-i18n, Sphinx (Transifex) and i18next files; each
 * download is what a service that lost them would send.
 */

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'real-projects');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const bytes = (text: string) => Buffer.from(text);

function file(repoPath: string, locale: string): DownloadToCheck {
  return { repoPath, stagedPath: '', locale, masterId: 1 };
}

/** The keys of a master fixture, as the guard asks for them; none when it cannot be read. */
function masterKeys(name: string | undefined, locale = 'en') {
  if (name === undefined) return () => Promise.resolve(undefined);
  const format = name.endsWith('.yml') ? 'yaml' : name.endsWith('.json') ? 'json' : 'po';
  const keys = new Set(keyValuesOf(format, fixture(name), { fileName: name, locale }).keys());
  return () => Promise.resolve(keys);
}

/** The repository's copy (none when undefined) and the download, on disk, through the guard. */
function guard(
  target: DownloadToCheck,
  previous: Buffer | undefined,
  next: Buffer,
  master: string | undefined,
  allowRemovals = false,
) {
  const logger = createRecordingLogger();
  const run = (async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'removal-guard-'));
    folders.push(workspace);
    const stagedPath = path.join(workspace, '.staged');
    await writeFile(stagedPath, next);
    if (previous !== undefined) {
      const repoFile = path.join(workspace, ...target.repoPath.split('/'));
      await mkdir(path.dirname(repoFile), { recursive: true });
      await writeFile(repoFile, previous);
    }
    return guardDownloads({
      workspace,
      files: [{ ...target, stagedPath }],
      allowRemovals,
      masterKeys: masterKeys(master),
      logger,
    });
  })();
  return { run, logger };
}

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function lossOf(run: Promise<unknown>): Promise<SyncError> {
  const error: unknown = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SyncError);
  expect((error as SyncError).code).toBe('translations-would-be-lost');
  return error as SyncError;
}

describe('numbers and booleans are translations (rails-i18n)', () => {
  const ru = fixture('rails-i18n/ru.yml');
  // The service's copy without the locale's own settings (they were never uploaded).
  const withoutSettings = bytes(
    ru
      .toString()
      .split('\n')
      .filter((line) => !/: (\d+|true|false)$/.test(line))
      .join('\n'),
  );

  it("a download without the locale's numbers and booleans stops, naming file and keys", async () => {
    const { run } = guard(file('config/locales/ru.yml', 'ru'), ru, withoutSettings, 'rails-i18n/en.yml');
    const error = await lossOf(run);
    expect(error.files).toEqual(['config/locales/ru.yml']);
    expect(error.message).toContain('config/locales/ru.yml (9 translations: ');
    expect(error.message).toContain('number.currency.format.precision');
  });

  it('names a lost number among a few keys', async () => {
    const dropped = bytes(ru.toString().replace('        precision: 1\n', ''));
    const { run } = guard(file('config/locales/ru.yml', 'ru'), ru, dropped, 'rails-i18n/en.yml');
    const error = await lossOf(run);
    expect(error.message).toContain('config/locales/ru.yml (1 translation: number.human.format.precision)');
  });

  it('a number the master does not have is an ordinary removal', async () => {
    const extra = bytes(ru.toString().replace('  support:\n', '  own_setting: 7\n  support:\n'));
    const { run } = guard(file('config/locales/ru.yml', 'ru'), extra, ru, 'rails-i18n/en.yml');
    await expect(run).resolves.toEqual([{ added: 0, changed: 0, removed: 1 }]);
  });

  it('allow-removals lets it through with a warning naming the key', async () => {
    const dropped = bytes(ru.toString().replace('      significant: false\n', ''));
    const { run, logger } = guard(file('ru.yml', 'ru'), ru, dropped, 'rails-i18n/en.yml', true);
    await expect(run).resolves.toEqual([{ added: 0, changed: 0, removed: 1 }]);
    expect(logger.lines).toContainEqual({
      level: 'warning',
      message: expect.stringContaining(
        'allow-removals: ru.yml loses 1 translation the service does not have (number.format.significant)',
      ) as string,
    });
  });
});

describe('each plural form is a translation', () => {
  it('Sphinx French with nplurals=3: a download with nplurals=2 loses the many form', async () => {
    const fr = fixture('sphinx/fr/LC_MESSAGES/sphinx.po');
    // What a service that rewrites the header with French's usual (n > 1) sends back.
    const two = bytes(
      fr
        .toString()
        .replace(/nplurals=3; plural=[^\\]*/, 'nplurals=2; plural=(n > 1);')
        .replace(/msgstr\[1\] .*\n/g, '')
        .replace(/msgstr\[2\]/g, 'msgstr[1]'),
    );
    const target = file('locale/fr/LC_MESSAGES/sphinx.po', 'fr');
    const { run } = guard(target, fr, two, 'sphinx/sphinx.pot');
    const error = await lossOf(run);
    expect(error.message).toContain(
      'locale/fr/LC_MESSAGES/sphinx.po (3 translations: %d source file given on command line (form many), ' +
        'build %s, %s warning (with warnings treated as errors). (form many), build %s, %s warning. (form many))',
    );
  });

  it('Sphinx Russian with four forms: dropping the fourth (fractions, CLDR other) is a loss', async () => {
    const ru = fixture('sphinx/ru/LC_MESSAGES/sphinx.po');
    const three = bytes(
      ru
        .toString()
        .replace(
          /nplurals=4; plural=[^\\]*/,
          'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
        )
        .replace(/msgstr\[3\] .*\n/g, ''),
    );
    const { run } = guard(file('ru/sphinx.po', 'ru'), ru, three, 'sphinx/sphinx.pot');
    const error = await lossOf(run);
    expect(error.message).toContain('ru/sphinx.po (3 translations: ');
    expect(error.message).toContain('build %s, %s warning. (form other)');
  });

  it('i18next Russian: a download without _few and _many stops, naming each form', async () => {
    const ru = fixture('i18next/locales/ru/translation.json');
    const oneOther = bytes(
      ru
        .toString()
        .split('\n')
        .filter((line) => !/_(few|many)"/.test(line))
        .join('\n'),
    );
    const { run } = guard(
      file('locales/ru/translation.json', 'ru'),
      ru,
      oneOther,
      'i18next/locales/en/translation.json',
    );
    const error = await lossOf(run);
    expect(error.message).toContain(
      'locales/ru/translation.json (4 translations: cart.items (form few), cart.items (form many), inbox.unread (form few), …)',
    );
  });

  it('counts forms one by one: a plural that gains a form and changes another', async () => {
    const before = bytes('{"items_one": "1 item", "items_other": "{{count}} items", "title": "Cart"}');
    const after = bytes(
      '{"items_one": "1 item", "items_few": "{{count}} items (few)", "items_other": "{{count}} things", "title": "Cart"}',
    );
    const { run } = guard(file('en-x.json', 'en'), before, after, 'i18next/locales/en/translation.json');
    await expect(run).resolves.toEqual([{ added: 1, changed: 1, removed: 0 }]);
    // Nothing is dropped: without the master's keys, every dropped translation would count as lost.
    await expect(guard(file('en-x.json', 'en'), before, after, undefined).run).resolves.toEqual([
      { added: 1, changed: 1, removed: 0 },
    ]);
    // A new file counts every form as added.
    const fresh = guard(
      file('ru.json', 'ru'),
      undefined,
      fixture('i18next/locales/ru/translation.json'),
      undefined,
    );
    await expect(fresh.run).resolves.toEqual([{ added: 11, changed: 0, removed: 0 }]);
  });
});
