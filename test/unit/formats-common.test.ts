import { describe, expect, it } from 'vitest';
import { gettextPlurals } from '../../src/formats/gettext-plurals.js';
import { FormatError } from '../../src/formats/format-error.js';
import {
  detectFormat,
  diffSegments,
  parseLocaleFile,
  writeLocaleFile,
  type LocaleFormat,
  type Segment,
} from '../../src/formats/index.js';
import { intlLocaleOf, pluralFormsOf } from '../../src/formats/plural-rules.js';

const ALL_FORMATS: LocaleFormat[] = ['yaml', 'json', 'po', 'properties', 'android-xml', 'ios-strings'];
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

// Texts that break naive writers: quotes, newlines, tabs, backslashes, %, markup-like and Unicode.
const TRICKY: Segment[] = [
  { key: 'quotes', text: 'She said "hi" and it\'s fine' },
  { key: 'lines', text: 'first line\nsecond\tcolumn' },
  { key: 'backslash', text: 'C:\\Users\\%s and 100% sure' },
  { key: 'unicode', text: 'Grüße, 日本語, emoji 🎉, RTL עברית' },
  { key: 'spaces', text: '  two leading, double  inside, trailing ' },
  { key: 'angle', text: 'a < b & c > d' },
  { key: 'at', text: '@mention and ?question' },
  { key: 'ключ.ünïcode', text: 'unicode key' },
];

describe('every format', () => {
  it.each(ALL_FORMATS)(
    '%s keeps quotes, newlines, tabs, backslashes, %% and Unicode through write and parse',
    (format) => {
      const bytes = writeLocaleFile(format, TRICKY, { locale: 'de' });
      const parsed = parseLocaleFile(format, bytes, { locale: 'de' });
      expect(parsed.map(({ key, text }) => ({ key, text }))).toEqual(TRICKY);
    },
  );

  it.each(ALL_FORMATS)('%s writes identical bytes for the same input, ending in LF', (format) => {
    const first = writeLocaleFile(format, TRICKY, { locale: 'fr' });
    const second = writeLocaleFile(format, TRICKY, { locale: 'fr' });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(decode(first).endsWith('\n')).toBe(true);
    expect(decode(first)).not.toContain('\r');
  });

  it.each(ALL_FORMATS)('%s leaves untranslated segments out instead of writing them empty', (format) => {
    const bytes = writeLocaleFile(
      format,
      [
        { key: 'done', text: 'Fertig' },
        { key: 'missing', text: '' },
      ],
      { locale: 'de' },
    );
    expect(parseLocaleFile(format, bytes, { locale: 'de' }).map((segment) => segment.key)).toEqual(['done']);
  });

  it.each(ALL_FORMATS)('%s follows a CRLF template with CRLF line ends and reads them back', (format) => {
    const template = writeLocaleFile(format, [{ key: 'a', text: 'A' }], { locale: 'en' });
    const crlfTemplate = new TextEncoder().encode(decode(template).replaceAll('\n', '\r\n'));
    const bytes = writeLocaleFile(format, TRICKY, { locale: 'de', template: crlfTemplate });
    const written = decode(bytes);
    expect(written.split('\r\n').length).toBeGreaterThan(2);
    expect(written.replaceAll('\r\n', '')).not.toContain('\n');
    expect(parseLocaleFile(format, bytes, { locale: 'de' }).map(({ key, text }) => ({ key, text }))).toEqual(
      TRICKY,
    );
  });

  it.each(ALL_FORMATS)('%s names the file in a FormatError for bytes that are not valid text', (format) => {
    // A lone continuation byte is invalid UTF-8 (properties falls back to ISO-8859-1, as Java 8 read it).
    const invalid =
      format === 'properties' ? new TextEncoder().encode('bad = \\u12') : Uint8Array.of(0x80, 0x7b, 0x22);
    const attempt = (): unknown =>
      parseLocaleFile(format, invalid, { fileName: 'config/locales/broken.file' });
    expect(attempt).toThrow(FormatError);
    expect(attempt).toThrow(/^config\/locales\/broken\.file: not a valid /);
  });
});

describe('detectFormat', () => {
  it.each([
    ['config/locales/en.yml', 'yaml'],
    ['locales/EN.YAML', 'yaml'],
    ['public/locales/en/translation.json', 'json'],
    ['po/de.po', 'po'],
    ['po/messages.pot', 'po'],
    ['src/main/resources/messages_pt_BR.properties', 'properties'],
    ['app/src/main/res/values-es-rUS/strings.xml', 'android-xml'],
    ['ios/zh-Hant.lproj/Localizable.strings', 'ios-strings'],
  ] as const)('%s is %s', (fileName, format) => {
    expect(detectFormat(fileName)).toBe(format);
  });

  it('returns undefined for an unknown extension', () => {
    expect(detectFormat('README.md')).toBeUndefined();
    expect(detectFormat('locales/en.stringsdict')).toBeUndefined();
  });
});

describe('odd locale codes', () => {
  it.each([
    ['zh-Hant-TW', 'zh-Hant-TW', ['other']],
    ['sr@latin', 'sr', ['one', 'few', 'other']],
    ['pt_BR', 'pt-BR', ['one', 'many', 'other']],
    ['es-419', 'es-419', ['one', 'many', 'other']],
    ['not a locale!', 'not a locale!', ['one', 'other']],
  ])('%s maps to %s with plural forms %j', (code, intlCode, forms) => {
    expect(intlLocaleOf(code)).toBe(intlCode);
    expect(pluralFormsOf(code)).toEqual(forms);
  });

  it.each(['zh-Hant-TW', 'sr@latin', 'pt_BR', 'es-419'])(
    'writes and reads a plural file for %s',
    (locale) => {
      const segments: Segment[] = [
        { key: 'files', text: { one: 'one file', few: 'few files', many: 'many files', other: 'files' } },
      ];
      for (const format of ['yaml', 'json', 'po', 'android-xml'] as const) {
        const parsed = parseLocaleFile(format, writeLocaleFile(format, segments, { locale }), { locale });
        // PO files number their forms by gettext's Plural-Forms (pt-BR: one, other), the others by CLDR.
        const forms = format === 'po' ? gettextPlurals(locale).slots : pluralFormsOf(locale);
        const expected = Object.fromEntries(
          forms.map((form) => [form, (segments[0]?.text as Record<string, string>)[form]]),
        );
        expect(parsed).toEqual([{ key: 'files', text: expected }]);
      }
    },
  );

  it('uses the locale code as written for the YAML root key', () => {
    const yaml = decode(writeLocaleFile('yaml', [{ key: 'a', text: 'b' }], { locale: 'sr@latin' }));
    expect(yaml.startsWith('sr@latin:\n')).toBe(true);
  });
});

describe('diffSegments', () => {
  const before: Segment[] = [
    { key: 'title', text: 'Titel' },
    { key: 'kept', text: 'Gleich' },
    { key: 'gone', text: 'Weg' },
    { key: 'files', text: { one: 'Datei', other: 'Dateien' } },
    { key: 'items', text: { one: 'Element', other: 'Elemente' } },
  ];

  it('reports added, changed and removed keys, sorted', () => {
    const after: Segment[] = [
      { key: 'zeta', text: 'neu' },
      { key: 'title', text: 'Überschrift' },
      { key: 'kept', text: 'Gleich' },
      { key: 'files', text: { one: 'Datei', other: 'Dateien' } },
      { key: 'items', text: { one: 'Element', other: 'Elemente' } },
      { key: 'alpha', text: 'neu' },
    ];
    expect(diffSegments(before, after)).toEqual({
      added: ['alpha', 'zeta'],
      changed: ['title'],
      removed: ['gone'],
    });
  });

  it('sees a changed, added or dropped plural form as a change of that key', () => {
    const after: Segment[] = [
      ...before.slice(0, 3),
      { key: 'files', text: { one: 'Datei', other: 'Dateien (alle)' } },
      { key: 'items', text: { one: 'Element', few: 'Elementy', other: 'Elemente' } },
    ];
    expect(diffSegments(before, after).changed).toEqual(['files', 'items']);
    expect(diffSegments(after, before).changed).toEqual(['files', 'items']);
  });

  it('sees a string that became plural as changed, and nothing when equal', () => {
    const after = before.map((segment) =>
      segment.key === 'title' ? { key: 'title', text: { other: 'Titel' } } : segment,
    );
    expect(diffSegments(before, after)).toEqual({ added: [], changed: ['title'], removed: [] });
    expect(diffSegments(before, before)).toEqual({ added: [], changed: [], removed: [] });
  });
});
