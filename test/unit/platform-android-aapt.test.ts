/**
 * Android strings judged by aapt2 (issue 56, R67): translators' hostile texts written by the
 * writer (the service's own bytes in the emulator) and by the in-place editor (a team's file in
 * three styles), compiled with `aapt2 compile` and read back with `aapt2 dump apc`, each compiled
 * text compared with the translator's.
 */
import { describe, expect, it } from 'vitest';
import { editAndroidXmlInPlace } from '../../src/formats/in-place/android-xml.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { writeAndroidXml } from '../../src/formats/android-xml-format.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { aapt2Compile } from '../helpers/platform-readers.js';
import { noteMissing } from '../helpers/real-tools.js';

/** Plain texts, each compiled by aapt2 to exactly itself. */
const PLAIN = [
  "it's",
  'say "hi"',
  '@string/app_name',
  '?attr/colorPrimary',
  '@hello',
  'vertical\u000btab',
  'esc\u001b and nul-free',
  'del\u007f nel\u0085 ls\u2028 ps\u2029',
  'tab\tinside',
  'line\nbreak',
  '  spaced  out  ',
  'back\\slash \\n literal',
  'a < b & c > d',
  '100%',
  '%1$s of %2$s',
  '"wrapped"',
  "'single'",
  '# -- ]]> -->',
  'emoji 😀 ok',
];

/** Markup, and the text aapt2 compiles it to (its spans aside). */
const MARKUP: readonly [string, string][] = [
  ["<b>it's</b> here", "it's here"],
  ['<i>say "hi"</i>', 'say "hi"'],
  ['<xliff:g id="count">%1$d</xliff:g> files', '%1$d files'],
  ["<b>l'été</b> et <i>l'hiver</i>", "l'été et l'hiver"],
  ['<u>vertical\u000btab</u>', 'vertical\u000btab'],
];

const TEXTS = [...PLAIN, ...MARKUP.map(([markup]) => markup)];
const COMPILED = [...PLAIN, ...MARKUP.map(([, text]) => text)];
const segments = TEXTS.map((text, index) => ({ key: `k${index}`, text }));

function expectCompiled(xml: string | Uint8Array): void {
  const { errors, values } = aapt2Compile(xml);
  expect(errors).toEqual([]);
  const wrong = COMPILED.map((text, index) => ({
    key: `k${index}`,
    text,
    got: values.get(`string/k${index}`),
  })).filter(({ text, got }) => got !== text);
  expect(wrong).toEqual([]);
}

describe.skipIf(noteMissing('aapt2', 'Android strings compiled by aapt2'))(
  'Android XML as aapt2 compiles it',
  () => {
    it("writes every hostile text, as the service's bytes, so that aapt2 compiles exactly it", () => {
      const bytes = writeAndroidXml(segments, { locale: 'fr' });
      expectCompiled(bytes);
      expect(platformProblems('android-xml', bytes, { fileName: 'strings.xml' })).toEqual([]);
    });

    it("edits every hostile text into a team's file, in its plain, quoted and CDATA styles", () => {
      const styles = [(v: string) => v, (v: string) => `"${v}"`, (v: string) => `<![CDATA[${v}]]>`];
      const local = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">',
        ...TEXTS.map(
          (_, index) =>
            `    <string name="k${index}">${styles[index % styles.length]?.(`ancien ${index}`)}</string>`,
        ),
        '</resources>',
        '',
      ].join('\n');
      const remote = new TextDecoder().decode(writeAndroidXml(segments, { locale: 'fr' }));
      const edited = editAndroidXmlInPlace(local, remote, {
        parse: { fileName: 'strings.xml', locale: 'fr' },
      });
      expect(edited.split('\n')[1]).toBe('<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">');
      expectCompiled(edited);
      expect(platformProblems('android-xml', new TextEncoder().encode(edited), {})).toEqual([]);
    });

    it('declares xliff in the service bytes, and refuses to edit it into a file that does not', () => {
      const text = [{ key: 'count', text: '<xliff:g id="n">%1$d</xliff:g> fichiers' }];
      const bytes = writeAndroidXml(text, { locale: 'fr' });
      expect(aapt2Compile(bytes).errors).toEqual([]);
      const local =
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="count">%1$d fichiers</string>\n</resources>\n';
      expect(() =>
        editAndroidXmlInPlace(local, new TextDecoder().decode(bytes), { parse: { fileName: 'strings.xml' } }),
      ).toThrow(InPlaceEditError);
    });

    it('names every key of a file aapt2 refuses or compiles otherwise, and only those', () => {
      const entries: [string, string][] = [
        ['apostrophe', "it's"],
        ['markup_apostrophe', "<b>it's</b>"],
        ['markup_quote', '<b>say "hi"</b>'],
        ['unbound', '<xliff:g id="n">%s</xliff:g>'],
        ['raw_vt', 'a\u000bb'],
        ['vt_reference', 'a&#11;b'],
        ['reference', '@string/other'],
        ['non_positional', '%s and %s'],
        ['surrogate', 'lone \\ud800'],
        ['fine', "it\\'s <b>bold</b> %1$s %2$s"],
        ['fine_quoted', '"it\'s"'],
      ];
      const xml = `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${entries
        .map(([name, raw]) => `    <string name="${name}">${raw}</string>`)
        .join('\n')}\n</resources>\n`;
      const problems = platformProblems('android-xml', new TextEncoder().encode(xml), {});
      const keys = [...new Set(problems.map((problem) => problem.key))];
      expect(keys).toEqual(entries.map(([name]) => name).filter((name) => !name.startsWith('fine')));
      // aapt2 itself refuses the file; without the refused keys it compiles them as our reader reads them.
      expect(aapt2Compile(xml).errors).not.toEqual([]);
      const kept = entries.filter(([name]) => name.startsWith('fine'));
      const clean = `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${kept
        .map(([name, raw]) => `    <string name="${name}">${raw}</string>`)
        .join('\n')}\n</resources>\n`;
      expect(aapt2Compile(clean).errors).toEqual([]);
    });
  },
);
