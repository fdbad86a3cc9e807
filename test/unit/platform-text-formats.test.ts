/**
 * JSON, Java .properties and iOS .strings with their platforms' escapes (issue 56): hostile texts
 * (controls, half a surrogate pair, line separators) written by the writer and by the in-place
 * editor, and read by JSON.parse (i18next, the browser), by Java's PropertyResourceBundle (UTF-8, else
 * ISO-8859-1) and by our .strings reader, written after Apple's.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editIosStringsInPlace } from '../../src/formats/in-place/ios-strings.js';
import { editJsonInPlace } from '../../src/formats/in-place/json.js';
import { editPropertiesInPlace } from '../../src/formats/in-place/properties.js';
import { parseLocaleFile, writeLocaleFile } from '../../src/formats/index.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { scratchDir } from '../helpers/platform-readers.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';

const TEXTS = [
  'vertical\u000btab',
  'nul\u0000byte',
  'esc\u001b del\u007f',
  'ls\u2028ps\u2029nel\u0085',
  'lone \uD800 half',
  'lone \uDC00 other half',
  'emoji 😀 pair',
  '  leading space',
  'tab\tline\nbreak\rreturn',
  'back\\slash "quoted" \\u0041 literal',
  '= : # ! separators',
  'caf\u00e9 \u4e2d\u6587',
];
const segments = TEXTS.map((text, index) => ({ key: `k${index}`, text }));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Java's reading of a .properties file as ResourceBundle reads it (UTF-8, else ISO-8859-1), each
 * value as its UTF-16 code units (lone halves too).
 */
const JAVA = `
import java.io.*; import java.util.*;
public class Read { public static void main(String[] files) throws Exception {
  for (String file : files) { ResourceBundle p;
    try (InputStream in = new FileInputStream(file)) { p = new PropertyResourceBundle(in); }
    for (int i = 0; p.containsKey("k" + i); i++) { StringBuilder b = new StringBuilder();
      for (char c : p.getString("k" + i).toCharArray()) b.append(String.format("%04x", (int) c));
      System.out.println(b); }
    System.out.println("--"); } } }`;

const unitsOf = (text: string) =>
  Array.from({ length: text.length }, (_, index) =>
    text.charCodeAt(index).toString(16).padStart(4, '0'),
  ).join('');

describe('JSON, .properties and .strings with their platforms escapes (R67)', () => {
  const local = {
    json: `{\n  "k0": "ancien"\n}\n`,
    properties: 'k0 = ancien café\n',
    'ios-strings': '"k0" = "ancien";\n',
  } as const;
  const editors = {
    json: editJsonInPlace,
    properties: editPropertiesInPlace,
    'ios-strings': editIosStringsInPlace,
  };

  for (const format of ['json', 'properties', 'ios-strings'] as const) {
    it(`${format}: writer and in-place editor keep every text exactly, and platformProblems agrees`, () => {
      const written = writeLocaleFile(format, segments, { locale: 'fr' });
      const edited = encoder.encode(
        editors[format](local[format], decoder.decode(written), {
          parse: { fileName: `fr.${format}`, locale: 'fr' },
        }),
      );
      for (const bytes of [written, edited]) {
        const read = parseLocaleFile(format, bytes, { locale: 'fr' });
        expect(read.map((segment) => segment.text)).toEqual(TEXTS);
        if (format === 'json')
          expect(Object.values(JSON.parse(decoder.decode(bytes)) as object)).toEqual(TEXTS);
        // Half a surrogate pair is named for .strings only: JSON and Java hold it as an escape.
        const expected = format === 'ios-strings' ? ['k4', 'k5'] : [];
        expect(platformProblems(format, bytes, {}).map((problem) => problem.key)).toEqual(expected);
      }
    });
  }

  it.skipIf(noteMissing('java', "Java's PropertyResourceBundle"))(
    '.properties: Java loads exactly each text',
    () => {
      const dir = scratchDir('java-properties');
      writeFileSync(path.join(dir, 'Read.java'), JAVA);
      const written = writeLocaleFile('properties', segments, { locale: 'fr' });
      const edited = editPropertiesInPlace('k0 = ancien café\n', decoder.decode(written), {
        parse: { locale: 'fr' },
      });
      const files = [
        ['written', written],
        ['edited', encoder.encode(edited)],
      ].map(([name, bytes]) => {
        const file = path.join(dir, `${String(name)}.properties`);
        writeFileSync(file, bytes as Uint8Array);
        return file;
      });
      // One JVM for both files.
      const result = runTool('java', [path.join(dir, 'Read.java'), ...files]);
      expect(result.stderr).toBe('');
      const expected = TEXTS.map(unitsOf).join('\n');
      expect(result.stdout).toBe(`${expected}\n--\n${expected}\n--\n`);
    },
  );
});
