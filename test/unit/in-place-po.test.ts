import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile } from '../../src/formats/index.js';
import { diffKeyValues, keyValuesOf } from '../../src/formats/key-values.js';
import { ownPluralForms } from '../../src/formats/po-format.js';
import { editPoInPlace } from '../../src/formats/in-place/po.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { lineDiff } from '../helpers/line-diff.js';
import { realFixture } from '../helpers/real-files.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const work = mkdtempSync(path.join(tmpdir(), 'in-place-po-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SPHINX_FR = realFixture('sphinx/fr/LC_MESSAGES/sphinx.po');
const SPHINX_RU = realFixture('sphinx/ru/LC_MESSAGES/sphinx.po');
const SPHINX_POT = realFixture('sphinx/sphinx.pot');
const SHOP_FR = realFixture('gettext/fr.po');

function edit(local: string, remote: string, locale: string): string {
  return editPoInPlace(local, remote, { parse: { fileName: `${locale}.po`, locale } });
}

/** msgfmt -c's findings on a text, without the file's name. */
function msgfmtCheck(text: string, locale: string): { status: number | null; findings: string } {
  const file = path.join(work, `${locale}.po`);
  writeFileSync(file, text);
  const check = runTool('msgfmt', ['-c', '-o', '/dev/null', file]);
  return { status: check.status, findings: check.stderr.replaceAll(file, '') };
}

/**
 * The contract: the result reads as the service's file does, and msgfmt -c finds nothing in it
 * that it does not find in the repository's file (a hand-made header lacking fields, say).
 */
function expectReadsAs(result: string, remote: string, locale: string, local?: string): void {
  const options = { fileName: `${locale}.po`, locale };
  const diff = diffKeyValues(
    keyValuesOf('po', encode(result), options),
    keyValuesOf('po', encode(remote), options),
  );
  expect(diff).toEqual({ added: [], changed: [], removed: [] });
  // A second run with the same download changes nothing.
  expect(edit(result, remote, locale)).toBe(result);
  if (noteMissing('msgfmt', 'msgfmt -c on an in-place PO edit')) return;
  const check = msgfmtCheck(result, locale);
  expect(check).toEqual(local === undefined ? { status: 0, findings: '' } : msgfmtCheck(local, locale));
}

/** The service's rendering of a target: the emulator's writer, from the template, as it serves files. */
function serviceCopy(
  local: string,
  locale: string,
  change: (text: string) => string = (text) => text,
): string {
  const segments = parseLocaleFile('po', encode(local), { fileName: `${locale}.po`, locale });
  const pluralForms = ownPluralForms(encode(local), locale);
  const written = decode(
    writeLocaleFile('po', segments, {
      locale,
      template: encode(SPHINX_POT),
      ...(pluralForms === undefined ? {} : { pluralForms }),
    }),
  );
  return change(written);
}

describe('editPoInPlace on Sphinx catalogues', () => {
  it('returns the repository text itself when the service holds the same translations in its own layout', () => {
    const remote = serviceCopy(SPHINX_FR, 'fr');
    expect(remote).not.toBe(SPHINX_FR);
    expect(edit(SPHINX_FR, remote, 'fr')).toBe(SPHINX_FR);
  });

  it('rewrites only the msgstr line of the one translation the service changed', () => {
    const remote = serviceCopy(SPHINX_FR, 'fr', (text) =>
      text.replace('msgstr "Paramètres"', 'msgstr "Paramètres de la fonction"'),
    );
    const result = edit(SPHINX_FR, remote, 'fr');
    expect(lineDiff(SPHINX_FR, result)).toEqual({
      removed: ['msgstr "Paramètres"'],
      added: ['msgstr "Paramètres de la fonction"'],
    });
    expectReadsAs(result, remote, 'fr');
  });

  it('keeps a long value on one line in a file that does not wrap', () => {
    const long = 'a construit %s, %s avertissements (les avertissements sont considérés comme des erreurs).';
    const remote = serviceCopy(SPHINX_FR, 'fr', (text) =>
      // The service wraps at 76 columns; the repository's file never wraps.
      text.replace(
        /msgstr\[2\] ""\n"a construit %s, %s avertissements \(avec[^]*?erreurs\)\."/,
        `msgstr[2] "${long}"`,
      ),
    );
    const result = edit(SPHINX_FR, remote, 'fr');
    const diff = lineDiff(SPHINX_FR, result);
    expect(diff.added).toEqual([`msgstr[2] "${long}"`]);
    expect(diff.removed).toHaveLength(1);
    expectReadsAs(result, remote, 'fr');
  });

  it('changes only the changed plural slot of a Russian four-form entry', () => {
    const remote = serviceCopy(SPHINX_RU, 'ru', (text) =>
      text.replace(
        /(msgid "build %s, %s warning\."[\s\S]*?msgstr\[2\] ")[^"]*/,
        '$1собрано %s, %s предупреждений (новое)',
      ),
    );
    const result = edit(SPHINX_RU, remote, 'ru');
    const diff = lineDiff(SPHINX_RU, result);
    expect(diff.added).toEqual(['msgstr[2] "собрано %s, %s предупреждений (новое)"']);
    expect(diff.removed).toHaveLength(1);
    expect(diff.removed[0]).toMatch(/^msgstr\[2\] /);
    expectReadsAs(result, remote, 'ru');
  });
});

/** The text as gettext's msgcat writes it (wrapped at 79 columns, as Sphinx's catalogues are). */
function msgcat(text: string, locale: string): string {
  const file = path.join(work, `${locale}-wrap.po`);
  writeFileSync(file, text);
  const result = runTool('msgcat', [file]);
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('editPoInPlace on a catalogue gettext wrapped at 79 columns', () => {
  // Lengths around the width: msgstr "…" of 79 and 80 columns, and values of several lines.
  const values = [
    'Exactement soixante-dix-neuf colonnes avec le mot clé msgstr et guillemets',
    'Exactement quatre-vingts colonnes avec le mot clé msgstr et guillemets ok',
    'Ce guide explique comment la documentation du projet est construite, relue, traduite et publiée à chaque version, puis envoyée aux traducteurs.',
    'Ligne une\nLigne deux qui est assez longue pour devoir être coupée quelque part vers la fin de cette phrase.',
  ];
  it.each(values)('writes %j as msgcat would, changing only that msgstr', (value) => {
    if (noteMissing('msgcat', 'wrapping compared with gettext')) return;
    const local = msgcat(SPHINX_FR, 'fr');
    expect(local).not.toBe(SPHINX_FR);
    const remote = serviceCopy(SPHINX_FR, 'fr', (text) =>
      text.replace('msgstr "Paramètres"', `msgstr "${value.replaceAll('\n', '\\n')}"`),
    );
    const result = edit(local, remote, 'fr');
    const diff = lineDiff(local, result);
    expect(diff.removed).toEqual(['msgstr "Paramètres"']);
    expect(result).toBe(msgcat(result, 'fr'));
    expectReadsAs(result, remote, 'fr');
  });

  it("wraps at gettext's 79 columns in a file of short values that shows no width of its own", () => {
    if (noteMissing('msgcat', 'wrapping compared with gettext')) return;
    const long = 'Bonjour, %s ! Nous sommes ravis de vous revoir dans la boutique, votre panier vous attend.';
    const remote = SHOP_FR.replace('msgstr "Bonjour, %s !"', `msgstr "${long}"`);
    const result = edit(SHOP_FR, remote, 'fr');
    expect(lineDiff(SHOP_FR, result).removed).toEqual(['msgstr "Bonjour, %s !"']);
    expect(result).toContain(
      'msgstr ""\n"Bonjour, %s ! Nous sommes ravis de vous revoir dans la boutique, votre "\n',
    );
    expect(result).toBe(msgcat(result, 'fr'));
    expectReadsAs(result, remote, 'fr', SHOP_FR);
  });
});

const WRAPPED = `# Translators:
# Jane Doe <jane@example.org>, 2024
msgid ""
msgstr ""
"Project-Id-Version: Docs 1.0\\n"
"PO-Revision-Date: 2024-01-01 10:00+0000\\n"
"Last-Translator: Jane Doe <jane@example.org>\\n"
"Language-Team: French <docs-fr@example.org>\\n"
"Language: fr\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"
"Generated-By: Babel 2.16.0\\n"

#: ../../intro.rst:3
msgid "Welcome"
msgstr "Bienvenue"

#: ../../intro.rst:5
msgid ""
"This guide explains how the documentation is built, translated and published "
"for every release of the project."
msgstr ""
"Ce guide explique comment la documentation est construite, traduite et "
"publiée pour chaque version du projet."

#: ../../intro.rst:9
msgctxt "button"
msgid "Open"
msgstr "Ouvrir"

#, fuzzy
#| msgid "Close the window"
msgid "Close"
msgstr "Fermer la fenêtre"

#: ../../intro.rst:12
msgid "Next"
msgstr "Suivant"

#~ msgid "Old text"
#~ msgstr "Ancien texte"
`;

/** The same translations as the service renders them: no comments, no wrapping, its own header. */
function flatten(entries: ReadonlyArray<[string, string, string?]>): string {
  const header =
    'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"PO-Revision-Date: 2026-11-29 04:00+0000\\n"\n"X-Generator: service\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n';
  const body = entries.map(
    ([msgid, msgstr, msgctxt]) =>
      `\n${msgctxt === undefined ? '' : `msgctxt "${msgctxt}"\n`}msgid "${msgid}"\nmsgstr "${msgstr}"\n`,
  );
  return header + body.join('');
}

const LONG_ID =
  'This guide explains how the documentation is built, translated and published for every release of the project.';
const LONG_FR =
  'Ce guide explique comment la documentation est construite, traduite et publiée pour chaque version du projet.';
const BASE: Array<[string, string, string?]> = [
  ['Welcome', 'Bienvenue'],
  [LONG_ID, LONG_FR],
  ['Open', 'Ouvrir', 'button'],
  ['Next', 'Suivant'],
];

describe('editPoInPlace on a wrapped catalogue with a translators list', () => {
  it('changes nothing when only the header and layout differ (PO-Revision-Date, X-Generator)', () => {
    expect(edit(WRAPPED, flatten(BASE), 'fr')).toBe(WRAPPED);
  });

  it('wraps a changed long value at the width of the file, keeping the header and translators', () => {
    const changed =
      'Ce guide explique comment la documentation du projet est construite, relue, traduite et publiée à chaque version.';
    const remote = flatten(BASE.map((entry) => (entry[0] === LONG_ID ? [LONG_ID, changed] : entry)));
    const result = edit(WRAPPED, remote, 'fr');
    const diff = lineDiff(WRAPPED, result);
    expect(diff.removed).toEqual([
      '"Ce guide explique comment la documentation est construite, traduite et "',
      '"publiée pour chaque version du projet."',
    ]);
    expect(diff.added.length).toBeGreaterThan(1);
    for (const line of diff.added) expect(Array.from(line).length).toBeLessThanOrEqual(79);
    expect(diff.added.every((line) => line.startsWith('"'))).toBe(true);
    expectReadsAs(result, remote, 'fr');
  });

  it('changes a msgctxt entry by its context and msgid', () => {
    const remote = flatten(
      BASE.map((entry) => (entry[2] === 'button' ? ['Open', 'Ouvrir…', 'button'] : entry)),
    );
    const result = edit(WRAPPED, remote, 'fr');
    expect(lineDiff(WRAPPED, result)).toEqual({ removed: ['msgstr "Ouvrir"'], added: ['msgstr "Ouvrir…"'] });
    expectReadsAs(result, remote, 'fr');
  });

  it('places a new entry after the one before it in the service order, written as its neighbours', () => {
    const remote = flatten([...BASE.slice(0, 3), ['Previous', 'Précédent'], ...BASE.slice(3)]);
    const result = edit(WRAPPED, remote, 'fr');
    const diff = lineDiff(WRAPPED, result);
    expect(diff.removed).toEqual([]);
    expect(diff.added.sort()).toEqual(['', 'msgid "Previous"', 'msgstr "Précédent"']);
    expect(result).toContain('msgstr "Ouvrir"\n\nmsgid "Previous"\nmsgstr "Précédent"\n\n#, fuzzy');
    expectReadsAs(result, remote, 'fr');
  });

  it('takes a removed entry out with its comments and one blank line, keeping obsolete entries', () => {
    const remote = flatten(BASE.filter((entry) => entry[0] !== 'Next'));
    const result = edit(WRAPPED, remote, 'fr');
    expect(lineDiff(WRAPPED, result)).toEqual({
      removed: ['#: ../../intro.rst:12', 'msgid "Next"', 'msgstr "Suivant"', ''],
      added: [],
    });
    expect(result).toContain('#~ msgid "Old text"\n#~ msgstr "Ancien texte"\n');
    expectReadsAs(result, remote, 'fr');
  });

  it('clears the fuzzy flag and the previous msgid when the service gives the entry a translation', () => {
    const remote = flatten([...BASE, ['Close', 'Fermer']]);
    const result = edit(WRAPPED, remote, 'fr');
    expect(lineDiff(WRAPPED, result)).toEqual({
      removed: ['#, fuzzy', '#| msgid "Close the window"', 'msgstr "Fermer la fenêtre"'],
      added: ['msgstr "Fermer"'],
    });
    expectReadsAs(result, remote, 'fr');
  });

  it('empties the msgstr of an entry the service keeps untranslated', () => {
    const remote = `${flatten(BASE.filter((entry) => entry[0] !== 'Welcome'))}\nmsgid "Welcome"\nmsgstr ""\n`;
    const result = edit(WRAPPED, remote, 'fr');
    expect(lineDiff(WRAPPED, result)).toEqual({ removed: ['msgstr "Bienvenue"'], added: ['msgstr ""'] });
    expectReadsAs(result, remote, 'fr');
  });

  it('keeps CRLF line ends and a missing final newline', () => {
    const local = WRAPPED.trimEnd().replaceAll('\n', '\r\n');
    const remote = flatten(BASE.map((entry) => (entry[0] === 'Next' ? ['Next', 'Suivant →'] : entry)));
    const result = edit(local, remote, 'fr');
    expect(result).toBe(local.replace('msgstr "Suivant"', 'msgstr "Suivant →"'));
  });

  it('refuses a file its reader cannot read, naming it', () => {
    const local = WRAPPED.replace('msgid "Next"', 'msgid "Next');
    expect(() => edit(local, flatten(BASE), 'fr')).toThrow(
      /fr\.po: cannot edit in place \(the repository's file/,
    );
  });

  it('refuses a file that holds the same msgid twice', () => {
    const local = `${WRAPPED}\nmsgid "Next"\nmsgstr "Encore"\n`;
    const remote = flatten(BASE.map((entry) => (entry[0] === 'Next' ? ['Next', 'Suivant →'] : entry)));
    expect(() => edit(local, remote, 'fr')).toThrow(InPlaceEditError);
  });
});

describe('editPoInPlace at the edges of a catalogue', () => {
  const header = [
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: shop 1.0\\n"',
    '"PO-Revision-Date: 2026-01-01 10:00+0000\\n"',
    '"Last-Translator: Ivan <ivan@example.org>\\n"',
    '"Language-Team: Russian <ru@example.org>\\n"',
    '"Language: ru\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"',
    '',
  ].join('\n');
  const files =
    '\n#: a.c:1\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d файл"\nmsgstr[1] "%d файла"\n';

  it('puts a new first entry right after the header, and adds the plural slot the file lacked', () => {
    const remote = `${header}\nmsgid "First"\nmsgstr "Первый"\n${files}msgstr[2] "%d файлов"\n`;
    const result = edit(header + files, remote, 'ru');
    expect(result).toBe(`${header}\nmsgid "First"\nmsgstr "Первый"\n${files}msgstr[2] "%d файлов"\n`);
    expectReadsAs(result, remote, 'ru');
  });
});

describe('editPoInPlace on a msgmerge catalogue with plurals and a fuzzy entry', () => {
  it('changes one plural slot and clears the fuzzy flag of the entry the service translated', () => {
    const remote = SHOP_FR.replace('msgstr[1] "%d fichiers"', 'msgstr[1] "%d fichiers joints"').replace(
      '#, fuzzy, c-format',
      '#, c-format',
    );
    const result = edit(SHOP_FR, remote, 'fr');
    expect(lineDiff(SHOP_FR, result)).toEqual({
      removed: ['msgstr[1] "%d fichiers"', '#, fuzzy, c-format'],
      added: ['msgstr[1] "%d fichiers joints"', '#, c-format'],
    });
    expectReadsAs(result, remote, 'fr', SHOP_FR);
  });
});
