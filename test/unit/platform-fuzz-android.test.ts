/**
 * Android strings fuzzed against aapt2 (issue 56): seeded hostile texts written by the writer (the
 * service's bytes), edited into a team's file in its plain, quoted and CDATA styles, and written
 * raw as a service may. Each text the platform check does not name must compile; a plain one to
 * exactly the translator's text (or, for a service's raw bytes, to what our reader reads).
 */
import { describe, expect, it } from 'vitest';
import { parseAndroidXml, writeAndroidXml } from '../../src/formats/android-xml-format.js';
import { editAndroidXmlInPlace } from '../../src/formats/in-place/android-xml.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { breaches, hostileTexts, type PlatformReading } from '../helpers/hostile-texts.js';
import { aapt2Compile } from '../helpers/platform-readers.js';
import { noteMissing } from '../helpers/real-tools.js';

const PLAIN = [
  ...['<!--', '-->', '<![CDATA[', ']]>', '<!DOCTYPE x>', '<?x?>', '@', '?', '@string/x', '?attr/x'],
  ...['\\u', '\\u12', '\\uZZZZ', '\\', "'", '"', '&', '&amp;', '&foo;', '&#0;', '&#11;', '&#x1F600;'],
  ...['\u000b', '\u0000', '\u0001', '\ufffe', '\ud800', '\u0085', '\u2028', ' ', '  ', '\n', '\t', '\r'],
  ...['a', 'été', '%s', '%1$s', '%d', '%', '%%', '%n', '<', '>', '/>', '\\n', '\\t', "\\'", '\\"'],
  ...['\\@', '\\?', '#', '😀', '\u00a0'],
];
const MARKUP = [
  ...['<b>', '</b>', '<i>', '</i>', '<u>', '</u>', '<a href="x">', '</a>', '<br/>'],
  ...['<xliff:g id="a">', '</xliff:g>', '<font color="red">', '</font>', '<annotation k="v">'],
];
const SEEDS = [1, 2, 3, 4, 5];
const keyOf = (index: number): string => `k${index}`;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const hasMarkup = (text: string): boolean => /<\/?[a-z]/.test(text);

function named(bytes: Uint8Array): (string | undefined)[] {
  return platformProblems('android-xml', bytes, { fileName: 'strings.xml', locale: 'fr' }).map(
    (problem) => problem.key,
  );
}

function aapt2(files: readonly Uint8Array[]): PlatformReading[] {
  return files.map((bytes) => {
    const { errors, values } = aapt2Compile(bytes);
    return errors.length > 0
      ? { error: errors.join(' '), values: new Map() }
      : { values: new Map([...values].map(([name, text]) => [name.replace(/^string\//, ''), text])) };
  });
}

const writer = (texts: readonly string[]): Uint8Array =>
  writeAndroidXml(
    texts.map((text, index) => ({ key: keyOf(index), text })),
    { locale: 'fr' },
  );

function inPlace(texts: readonly string[]): Uint8Array {
  const styles = [(old: string) => old, (old: string) => `"${old}"`, (old: string) => `<![CDATA[${old}]]>`];
  const local = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">',
    ...texts.map(
      (_, index) => `    <string name="${keyOf(index)}">${styles[index % 3]?.(`ancien ${index}`)}</string>`,
    ),
    '</resources>',
    '',
  ].join('\n');
  try {
    const remote = decoder.decode(writer(texts));
    return encoder.encode(editAndroidXmlInPlace(local, remote, { parse: { fileName: 'strings.xml' } }));
  } catch (error) {
    if (error instanceof InPlaceEditError) return writer(texts);
    throw error;
  }
}

/** The texts as a service may write them itself: raw in the element, as if they were its XML. */
const serviceBytes = (texts: readonly string[]): Uint8Array =>
  encoder.encode(
    `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${texts
      .map((text, index) => `    <string name="${keyOf(index)}">${text}</string>`)
      .join('\n')}\n</resources>\n`,
  );

function ours(bytes: Uint8Array): Map<string, string | undefined> {
  try {
    return new Map(
      parseAndroidXml(bytes, { fileName: 'strings.xml' }).map((segment) => [
        segment.key,
        typeof segment.text === 'string' && !segment.text.includes('<') ? segment.text : undefined,
      ]),
    );
  } catch {
    return new Map();
  }
}

describe.skipIf(noteMissing('aapt2', 'Android strings fuzzed against aapt2'))(
  'Android strings fuzzed against aapt2',
  () => {
    it.each(SEEDS)('writes every text of seed %i so that aapt2 compiles exactly it, or names it', (seed) => {
      const texts = [...hostileTexts(seed, 150, PLAIN), ...hostileTexts(seed, 50, [...PLAIN, ...MARKUP])];
      const result = breaches({
        texts,
        keyOf,
        make: writer,
        named,
        read: aapt2,
        compared: (text) => !hasMarkup(text),
      });
      expect(result.breaches).toEqual([]);
      expect(result.checked).toBeGreaterThan(texts.length / 2);
    });

    it.each(SEEDS)(
      "edits every text of seed %i into a team's file so that aapt2 compiles it, or names it",
      (seed) => {
        const texts = [...hostileTexts(seed, 150, PLAIN), ...hostileTexts(seed, 50, [...PLAIN, ...MARKUP])];
        const result = breaches({
          texts,
          keyOf,
          make: inPlace,
          named,
          read: aapt2,
          compared: (text) => !hasMarkup(text),
        });
        expect(result.breaches).toEqual([]);
        expect(result.checked).toBeGreaterThan(texts.length / 2);
      },
    );

    it.each(SEEDS)(
      "names every string of a service's raw bytes (seed %i) that aapt2 refuses or reads otherwise",
      (seed) => {
        const texts = hostileTexts(seed, 150, [...PLAIN, ...MARKUP]);
        const result = breaches({ texts, keyOf, make: serviceBytes, named, read: aapt2, ours });
        expect(result.breaches).toEqual([]);
      },
    );
  },
);
