import { describe, expect, it } from 'vitest';
import { FormatError } from '../../src/formats/format-error.js';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const ANDROID = `<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    <string name="app_name" translatable="false">Shop</string>
    <!-- Greeting on the home screen -->
    <string name="welcome">Don\\'t wait, %1$s!\\nWelcome &amp; enjoy</string>
    <string name="styled">Tap <b>here</b> for <xliff:g id="count">%d</xliff:g> items</string>
    <string name="quoted">"  keep   spaces  "</string>
    <string name="collapsed">
        one
        two
    </string>
    <string name="cdata"><![CDATA[<u>underlined</u>]]></string>
    <plurals name="files">
        <item quantity="one">%d file</item>
        <item quantity="other">%d files</item>
    </plurals>
    <string-array name="days">
        <item>Monday</item>
        <item>Tuesday</item>
    </string-array>
    <string name="unicode">日本語 \\u00e9 ✓</string>
</resources>
`;

describe('Android strings.xml', () => {
  it('reads strings, plurals and arrays with Android escapes, skipping untranslatable ones', () => {
    expect(parseLocaleFile('android-xml', encode(ANDROID), { fileName: 'res/values/strings.xml' })).toEqual([
      { key: 'welcome', text: "Don't wait, %1$s!\nWelcome & enjoy", comment: 'Greeting on the home screen' },
      { key: 'styled', text: 'Tap <b>here</b> for <xliff:g id="count">%d</xliff:g> items' },
      { key: 'quoted', text: '  keep   spaces  ' },
      { key: 'collapsed', text: 'one two' },
      { key: 'cdata', text: '<u>underlined</u>' },
      { key: 'files', text: { one: '%d file', other: '%d files' } },
      { key: 'days[0]', text: 'Monday' },
      { key: 'days[1]', text: 'Tuesday' },
      { key: 'unicode', text: '日本語 é ✓' },
    ]);
  });

  it('writes a Polish target with the master namespaces, markup kept and text escaped', () => {
    const master = parseLocaleFile('android-xml', encode(ANDROID));
    const translated: Segment[] = master.map((segment) =>
      segment.key === 'files'
        ? {
            key: 'files',
            text: { one: '%d plik', few: '%d pliki', many: '%d plików', other: '%d pliku', two: 'x' },
          }
        : segment,
    );
    const written = decode(
      writeLocaleFile('android-xml', translated, { locale: 'pl', template: encode(ANDROID) }),
    );
    expect(written).toContain('<resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff=');
    expect(written).toContain(`<string name="welcome">Don\\'t wait, %1$s!\\nWelcome &amp; enjoy</string>`);
    expect(written).toContain(
      '<string name="styled">Tap <b>here</b> for <xliff:g id="count">%d</xliff:g> items</string>',
    );
    expect(written).toContain('<item quantity="few">%d pliki</item>');
    expect(written).not.toContain('quantity="two"');
    expect(written).toContain(
      '<string-array name="days">\n        <item>Monday</item>\n        <item>Tuesday</item>',
    );
    // Polish has no "two" form, so that one is not written.
    const polishForms = { one: '%d plik', few: '%d pliki', many: '%d plików', other: '%d pliku' };
    expect(parseLocaleFile('android-xml', encode(written))).toEqual(
      translated.map((segment) => (segment.key === 'files' ? { key: 'files', text: polishForms } : segment)),
    );
  });

  it('escapes text that only looks like markup', () => {
    const segments: Segment[] = [{ key: 'cmp', text: 'if a <b then' }];
    const written = writeLocaleFile('android-xml', segments, { locale: 'de' });
    expect(decode(written)).toContain('<string name="cmp">if a &lt;b then</string>');
    expect(parseLocaleFile('android-xml', written)).toEqual(segments);
  });

  it('keeps array items in index order with holes left empty', () => {
    const written = writeLocaleFile(
      'android-xml',
      [
        { key: 'days[1]', text: 'Dienstag' },
        { key: 'title', text: 'Titel' },
        { key: 'days[0]', text: 'Montag' },
        { key: 'days[3]', text: 'Donnerstag' },
      ],
      { locale: 'de' },
    );
    expect(parseLocaleFile('android-xml', written).map((segment) => segment.key)).toEqual([
      'days[0]',
      'days[1]',
      'days[3]',
      'title',
    ]);
  });

  it.each([
    ['an unclosed tag', '<resources><string name="a">x</resources>', /line 1/],
    [
      'another root element',
      '<?xml version="1.0"?>\n<plist><dict/></plist>',
      /root element must be <resources>/,
    ],
  ])('throws FormatError naming the file for %s', (_name, source, problem) => {
    const attempt = (): unknown =>
      parseLocaleFile('android-xml', encode(source), { fileName: 'res/values-de/strings.xml' });
    expect(attempt).toThrow(FormatError);
    expect(attempt).toThrow(/^res\/values-de\/strings\.xml: not a valid android-xml locale file/);
    expect(attempt).toThrow(problem);
  });
});

const IOS = `/* Greeting on the home screen */
"welcome" = "Welcome, %@!";

// Count of unread messages
"unread" = "You have %1$ld \\"new\\" messages\\n";

"path" = "C:\\\\Users\\t%d%%";
unquoted_key = "Ünïcödé \\U00e9 日本";
"same";
"semicolon ; inside" = "a = b;";
`;

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const withMark = `\uFEFF${text}`;
  const bytes = new Uint8Array(withMark.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < withMark.length; index += 1)
    view.setUint16(index * 2, withMark.charCodeAt(index), littleEndian);
  return bytes;
}

const IOS_SEGMENTS: Segment[] = [
  { key: 'welcome', text: 'Welcome, %@!', comment: 'Greeting on the home screen' },
  { key: 'unread', text: 'You have %1$ld "new" messages\n', comment: 'Count of unread messages' },
  { key: 'path', text: 'C:\\Users\t%d%%' },
  { key: 'unquoted_key', text: 'Ünïcödé é 日本' },
  { key: 'same', text: 'same' },
  { key: 'semicolon ; inside', text: 'a = b;' },
];

describe('iOS .strings', () => {
  it.each([
    ['UTF-8', encode(IOS)],
    ['UTF-8 with a byte order mark', encode(`\uFEFF${IOS}`)],
    ['UTF-16LE with a byte order mark', utf16(IOS, true)],
    ['UTF-16BE with a byte order mark', utf16(IOS, false)],
  ])('reads entries, escapes and comments from %s', (_name, bytes) => {
    expect(parseLocaleFile('ios-strings', bytes)).toEqual(IOS_SEGMENTS);
  });

  it('writes in the template encoding and reads back the same segments', () => {
    const template = utf16(IOS, true);
    const written = writeLocaleFile('ios-strings', IOS_SEGMENTS, { locale: 'ja', template });
    expect([written[0], written[1]]).toEqual([0xff, 0xfe]);
    expect(parseLocaleFile('ios-strings', written)).toEqual(IOS_SEGMENTS);
  });

  it('writes Xcode layout: comment above the entry, a blank line between entries', () => {
    const written = writeLocaleFile('ios-strings', IOS_SEGMENTS.slice(0, 3), { locale: 'de' });
    expect(decode(written)).toBe(
      '/* Greeting on the home screen */\n"welcome" = "Welcome, %@!";\n\n' +
        '/* Count of unread messages */\n"unread" = "You have %1$ld \\"new\\" messages\\n";\n\n' +
        '"path" = "C:\\\\Users\\t%d%%";\n',
    );
  });

  it.each([
    ['a missing semicolon', '"a" = "b"\n"c" = "d";', 'line 2', /expected ";"/],
    ['an unclosed string', '"a" = "b;\n', 'line 2', /never closed/],
    ['an unclosed comment', '/* note\n"a" = "b";', 'line 2', /comment is never closed/],
    ['a missing equals sign', '\n"a" "b";', 'line 2', /expected "="/],
  ])('throws FormatError with the line for %s', (_name, source, line, problem) => {
    const attempt = (): unknown =>
      parseLocaleFile('ios-strings', encode(source), { fileName: 'en.lproj/Localizable.strings' });
    expect(attempt).toThrow(FormatError);
    expect(attempt).toThrow(`en.lproj/Localizable.strings: not a valid ios-strings locale file at ${line}`);
    expect(attempt).toThrow(problem);
  });
});
