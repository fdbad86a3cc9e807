import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewPulledFiles } from '../../src/check/pulled-files.js';

/** Completion and checks of the files a pull wrote (issue 49), read from a workspace. */

let workspace: string | undefined;
afterEach(async () => {
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
  workspace = undefined;
});

async function files(tree: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pulled-files-'));
  for (const [name, text] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  workspace = dir;
  return dir;
}

const MASTER = `en:
  hello: "Hello"
  empty: ""
  bye: "Goodbye"
  files: "{count, plural, one {# file} other {# files}}"
  inbox:
    one: "%{count} message"
    other: "%{count} messages"
`;

describe('reviewPulledFiles', () => {
  it('counts strings once and plural strings once per form the locale needs, from the files as written', async () => {
    const dir = await files({
      'en.yml': MASTER,
      // Russian needs one, few, many and other: two of four forms, and two of three strings.
      'ru.yml': `ru:\n  hello: "Привет"\n  bye: ""\n  files: "{count, plural, one {# файл} other {# файлов}"\n  inbox:\n    one: "%{count} сообщение"\n    other: "%{count} сообщений"\n`,
      'de.yml': `de:\n  hello: "Hallo"\n  bye: "Tschüss"\n  files: "{count, plural, one {# Datei} other {# Dateien}}"\n  inbox:\n    one: "%{count} Nachricht"\n    other: "%{count} Nachrichten"\n`,
    });
    const review = await reviewPulledFiles({
      workspace: dir,
      targets: [
        { path: 'ru.yml', locale: 'ru', master: 'en.yml', sourceLocale: 'en' },
        { path: 'de.yml', locale: 'de', master: 'en.yml', sourceLocale: 'en' },
        // Not written: nothing of it is translated.
        { path: 'ja.yml', locale: 'ja', master: 'en.yml', sourceLocale: 'en' },
      ],
      glossary: [],
    });
    expect(review.completion).toEqual([
      { locale: 'de', translated: 5, total: 5, percent: 100 },
      { locale: 'ja', translated: 0, total: 4, percent: 0 },
      { locale: 'ru', translated: 4, total: 7, percent: 57.1 },
    ]);
    // The unclosed ICU message is found, as check finds it, and nothing in German is.
    expect(review.findings.map(({ kind, file, key }) => ({ kind, file, key }))).toEqual(
      expect.arrayContaining([{ kind: 'icu', file: 'ru.yml', key: 'files' }]),
    );
    expect(review.findings.filter((finding) => finding.file === 'de.yml')).toEqual([]);
  });
});
