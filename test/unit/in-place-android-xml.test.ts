import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile } from '../../src/formats/index.js';
import { diffKeyValues, keyValuesOf } from '../../src/formats/key-values.js';
import { editAndroidXmlInPlace } from '../../src/formats/in-place/android-xml.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { lineDiff } from '../helpers/line-diff.js';
import { realFixture } from '../helpers/real-files.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const FR = realFixture('android/fr.xml');
const MASTER = realFixture('android/res/values/strings.xml');
const options = { parse: { fileName: 'res/values-fr/strings.xml', locale: 'fr' } };

function edit(local: string, remote: string): string {
  return editAndroidXmlInPlace(local, remote, options);
}

const work = mkdtempSync(path.join(tmpdir(), 'in-place-android-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** aapt2's findings on a strings file, as an Android build would compile it. */
function aapt2Compile(text: string): { status: number | null; stderr: string } {
  const folder = path.join(work, 'res', 'values-fr');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'strings.xml'), text);
  const result = runTool('aapt2', ['compile', '-o', work, path.join(folder, 'strings.xml')]);
  return { status: result.status, stderr: result.stderr };
}

/** The contract: the result reads, with the format's reader, as the service's file does. */
function expectReadsAs(result: string, remote: string): void {
  const read = (text: string) => keyValuesOf('android-xml', encode(text), options.parse);
  expect(diffKeyValues(read(result), read(remote))).toEqual({ added: [], changed: [], removed: [] });
  // A second run with the same download changes nothing.
  expect(edit(result, remote)).toBe(result);
  if (!noteMissing('aapt2', 'aapt2 compile of an in-place Android edit')) {
    expect(aapt2Compile(result)).toEqual({ status: 0, stderr: '' });
  }
}

/** The service's rendering of the file: its own layout and escaping, the master's comments added. */
function serviceCopy(local: string, change: (text: string) => string = (text) => text): string {
  const master = new Map(
    parseLocaleFile('android-xml', encode(MASTER)).map((segment) => [segment.key, segment.comment]),
  );
  const segments = parseLocaleFile('android-xml', encode(local), options.parse).map((segment) => {
    const comment = master.get(segment.key);
    return comment === undefined ? segment : { ...segment, comment };
  });
  return change(decode(writeLocaleFile('android-xml', segments, { locale: 'fr', template: encode(MASTER) })));
}

describe('editAndroidXmlInPlace on the real French strings', () => {
  it('returns the repository text itself when the service holds the same strings in its own layout', () => {
    const remote = serviceCopy(FR);
    expect(remote).toContain('<!-- Shown on the first screen -->');
    expect(edit(FR, remote)).toBe(FR);
  });

  it('rewrites only the changed string, escaping its apostrophe as the file does', () => {
    const remote = serviceCopy(FR, (text) =>
      text.replace('N\\&apos;oubliez', "N'oubliez jamais").replace("N\\'oubliez pas", "N\\'oubliez jamais"),
    );
    const result = edit(FR, remote);
    expect(lineDiff(FR, result)).toEqual({
      removed: ['    <string name="apostrophe">N\\\'oubliez pas votre panier</string>'],
      added: ['    <string name="apostrophe">N\\\'oubliez jamais votre panier</string>'],
    });
    expect(result).not.toContain('Shown on the first screen');
    expectReadsAs(result, remote);
  });

  it('changes one plural item and one string-array item, each on its own line', () => {
    const remote = serviceCopy(FR, (text) =>
      text
        .replace("%d d\\'articles dans votre panier", "%d d\\'articles au panier")
        .replace('<item>Terre</item>', '<item>La Terre</item>'),
    );
    const result = edit(FR, remote);
    expect(lineDiff(FR, result)).toEqual({
      removed: [
        '        <item quantity="many">%d d\\\'articles dans votre panier</item>',
        '        <item>Terre</item>',
      ],
      added: [
        '        <item quantity="many">%d d\\\'articles au panier</item>',
        '        <item>La Terre</item>',
      ],
    });
    expectReadsAs(result, remote);
  });

  it('empties a string-array item the service left untranslated, keeping the indexes after it', () => {
    const remote = serviceCopy(FR, (text) => text.replace('<item>Vénus</item>', '<item></item>'));
    const result = edit(FR, remote);
    expect(lineDiff(FR, result)).toEqual({
      removed: ['        <item>Vénus</item>'],
      added: ['        <item></item>'],
    });
    expectReadsAs(result, remote);
  });

  it('opens a self-closing item the service now translates', () => {
    const local = FR.replace('<item>Vénus</item>', '<item />');
    const remote = serviceCopy(FR);
    const result = edit(local, remote);
    expect(result).toBe(FR.replace('<item>Vénus</item>', '<item >Vénus</item>'));
    expectReadsAs(result, remote);
  });

  it('keeps markup (xliff:g) as markup when its string changes', () => {
    const remote = serviceCopy(FR, (text) => text.replace('Bienvenue, <xliff:g', 'Bonjour, <xliff:g'));
    const result = edit(FR, remote);
    expect(lineDiff(FR, result).added).toEqual([
      '    <string name="welcome">Bonjour, <xliff:g id="name" example="Ada">%1$s</xliff:g> !</string>',
    ]);
    expectReadsAs(result, remote);
  });

  it('places a new string after its predecessor in the service order, indented as its neighbours', () => {
    const remote = serviceCopy(FR, (text) =>
      text.replace(
        '<plurals name="items_in_cart">',
        '<string name="checkout">Passer à la caisse</string>\n    <plurals name="items_in_cart">',
      ),
    );
    const result = edit(FR, remote);
    expect(lineDiff(FR, result)).toEqual({
      removed: [],
      added: ['    <string name="checkout">Passer à la caisse</string>'],
    });
    expect(result).toContain('votre panier</string>\n    <string name="checkout">');
    expectReadsAs(result, remote);
  });

  it('takes out the line of a string the service no longer has, and adds a plural form', () => {
    const remote = serviceCopy(FR, (text) =>
      text
        .replace(/ *<string name="apostrophe">.*\n/, '')
        .replace(
          '<item quantity="many">',
          '<item quantity="few">%d articles (quelques)</item>\n        <item quantity="many">',
        ),
    );
    const result = edit(FR, remote);
    expect(lineDiff(FR, result)).toEqual({
      removed: ['    <string name="apostrophe">N\\\'oubliez pas votre panier</string>'],
      added: ['        <item quantity="few">%d articles (quelques)</item>'],
    });
    expectReadsAs(result, remote);
  });
});

const HAND_MADE = [
  '<?xml version="1.0" encoding="utf-8" standalone="no"?>',
  '<!-- Translated by the French team. -->',
  '<resources xmlns:tools="http://schemas.android.com/tools">',
  '\t<string name="app_name" translatable="false">NewPipe</string>',
  '\t<!-- Main screen -->',
  '\t<string name="search">Rechercher</string>',
  '\t<string name="share_dialog_title" formatted="false">Partager avec l\\&apos;appli %s</string>',
  '\t<string name="html_note"><![CDATA[Voir <b>ici</b> & là]]></string>',
  '\t<string name="padded">"  Espaces gardés  "</string>',
  '\t<plurals name="subscribers">',
  '\t\t<item quantity="one">%s abonné</item>',
  '\t\t<item quantity="other">%s abonnés</item>',
  '\t</plurals>',
  '</resources>',
  '',
].join('\r\n');

/** The same strings as the service writes them: four spaces, `\'`, no CDATA, LF. */
const SERVICE = (changes: Record<string, string> = {}): string => {
  const value = (name: string, text: string) => changes[name] ?? text;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<resources xmlns:tools="http://schemas.android.com/tools">',
    '    <!-- Main screen -->',
    `    <string name="search">${value('search', 'Rechercher')}</string>`,
    `    <string name="share_dialog_title">${value('share_dialog_title', "Partager avec l\\'appli %s")}</string>`,
    `    <string name="html_note">${value('html_note', 'Voir &lt;b&gt;ici&lt;/b&gt; &amp; là')}</string>`,
    `    <string name="padded">${value('padded', '\\u0020 Espaces gardés \\u0020')}</string>`,
    '    <plurals name="subscribers">',
    '        <item quantity="one">%s abonné</item>',
    '        <item quantity="other">%s abonnés</item>',
    '    </plurals>',
    '</resources>',
    '',
  ].join('\n');
};

describe('editAndroidXmlInPlace on a hand-made file (tabs, CRLF, \\&apos;, CDATA, quoted text)', () => {
  it('returns the repository text itself when only the layout and escaping differ', () => {
    expect(edit(HAND_MADE, SERVICE())).toBe(HAND_MADE);
  });

  it('writes a changed apostrophe as \\&apos; and keeps the formatted attribute and CRLF', () => {
    const remote = SERVICE({ share_dialog_title: "Partager via l\\'appli %s" });
    const result = edit(HAND_MADE, remote);
    expect(result).toBe(HAND_MADE.replace('Partager avec l\\&apos;appli', 'Partager via l\\&apos;appli'));
    expectReadsAs(result, remote);
  });

  it('keeps a CDATA value in CDATA and a quoted value quoted', () => {
    const remote = SERVICE({
      html_note: 'Voir &lt;b&gt;là-bas&lt;/b&gt; &amp; ici',
      padded: '\\u0020 Espaces tenus \\u0020',
    });
    const result = edit(HAND_MADE, remote);
    expect(lineDiff(HAND_MADE, result).added).toEqual([
      '\t<string name="html_note"><![CDATA[Voir <b>là-bas</b> & ici]]></string>\r',
      '\t<string name="padded">"  Espaces tenus  "</string>\r',
    ]);
    expectReadsAs(result, remote);
  });

  it('adds a new string with a tab and CRLF, without the service comments', () => {
    const remote = SERVICE().replace(
      '    <plurals',
      '    <!-- Settings -->\n    <string name="settings">Paramètres</string>\n    <plurals',
    );
    const result = edit(HAND_MADE, remote);
    expect(lineDiff(HAND_MADE, result)).toEqual({
      removed: [],
      added: ['\t<string name="settings">Paramètres</string>\r'],
    });
    expectReadsAs(result, remote);
  });

  it('refuses a file that gives one name twice', () => {
    const local = HAND_MADE.replace(
      '</resources>',
      '\t<string name="search">Chercher</string>\r\n</resources>',
    );
    expect(() => edit(local, SERVICE({ search: 'Trouver' }))).toThrow(InPlaceEditError);
  });

  it('refuses a file that does not parse, naming it', () => {
    expect(() => edit(HAND_MADE.replace('</plurals>', ''), SERVICE())).toThrow(
      /strings\.xml: cannot edit in place/,
    );
  });
});
