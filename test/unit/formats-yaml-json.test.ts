import { describe, expect, it } from 'vitest';
import { FormatError } from '../../src/formats/format-error.js';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const RAILS_MASTER = `# Master strings of the shop
en:
  # Shown on the home page
  welcome: "Welcome, %{name}!"
  cart:
    # The cart page's heading
    title: Your cart
    items:
      zero: Your cart is empty
      one: "%{count} item"
      other: "%{count} items"
    # Not a plural: "total" is not a plural category
    summary:
      one: Single
      total: Total
  date:
    day_names: [~, Monday, Tuesday]
  number:
    precision: 3
  "404": Page not found
  unicode: "Ünïcödé ✓"
`;

describe('Rails YAML', () => {
  it('flattens nested maps to dotted keys and reads plural maps as one segment, in file order', () => {
    const segments = parseLocaleFile('yaml', encode(RAILS_MASTER), { fileName: 'config/locales/en.yml' });
    expect(segments).toEqual([
      { key: 'welcome', text: 'Welcome, %{name}!', comment: 'Shown on the home page' },
      { key: 'cart.title', text: 'Your cart', comment: "The cart page's heading" },
      {
        key: 'cart.items',
        text: { zero: 'Your cart is empty', one: '%{count} item', other: '%{count} items' },
      },
      // The comment above `summary:` describes a group, not a segment.
      { key: 'cart.summary.one', text: 'Single' },
      { key: 'cart.summary.total', text: 'Total' },
      { key: 'date.day_names[1]', text: 'Monday' },
      { key: 'date.day_names[2]', text: 'Tuesday' },
      { key: '404', text: 'Page not found' },
      { key: 'unicode', text: 'Ünïcödé ✓' },
    ]);
  });

  it('writes the target locale as the root key with the plural forms that locale uses', () => {
    const segments: Segment[] = [
      { key: 'welcome', text: 'Bem-vindo, %{name}!' },
      { key: 'cart.items', text: { one: '%{count} item', few: 'ignored', other: '%{count} itens' } },
      { key: '404', text: 'Página não encontrada' },
    ];
    const written = decode(
      writeLocaleFile('yaml', segments, { locale: 'pt-BR', template: encode(RAILS_MASTER) }),
    );
    expect(written).toBe(
      [
        'pt-BR:',
        '  welcome: Bem-vindo, %{name}!',
        '  cart:',
        '    items:',
        '      one: "%{count} item"',
        '      other: "%{count} itens"',
        // The master's numbers are not copied: a locale's number is its own translation (issue 35).
        '  "404": Página não encontrada',
        '',
      ].join('\n'),
    );
    expect(parseLocaleFile('yaml', encode(written))).toEqual([
      segments[0],
      { key: 'cart.items', text: { one: '%{count} item', other: '%{count} itens' } },
      segments[2],
    ]);
  });

  it('writes arrays back as YAML sequences, holes as ~', () => {
    const written = writeLocaleFile(
      'yaml',
      [
        { key: 'date.day_names[1]', text: 'Montag' },
        { key: 'date.day_names[2]', text: 'Dienstag' },
      ],
      { locale: 'de' },
    );
    expect(decode(written)).toContain('day_names:\n      - null\n      - Montag\n      - Dienstag');
    expect(parseLocaleFile('yaml', written).map((segment) => segment.key)).toEqual([
      'date.day_names[1]',
      'date.day_names[2]',
    ]);
  });

  it('keeps segment comments above their keys', () => {
    const written = writeLocaleFile('yaml', [{ key: 'a.b', text: 'x', comment: 'Two\nlines' }], {
      locale: 'de',
    });
    expect(parseLocaleFile('yaml', written)).toEqual([{ key: 'a.b', text: 'x', comment: 'Two\nlines' }]);
  });

  it('refuses a key that is both a text and a parent, naming it', () => {
    const write = (): unknown =>
      writeLocaleFile(
        'yaml',
        [
          { key: 'a', text: 'x' },
          { key: 'a.b', text: 'y' },
        ],
        { locale: 'de' },
      );
    expect(write).toThrow(FormatError);
    expect(write).toThrow(/"a\.b"/);
  });

  it.each([
    ['broken syntax', 'en:\n  a: [1\n', /at line 3/],
    ['duplicate keys', 'en:\n  a: x\n  a: y\n', /Map keys must be unique/],
    ['no locale root', 'hello: world\nbye: now\n', /one locale root key/],
    ['a list at the top', '- en\n', /one locale root key/],
  ])('throws FormatError naming the file for %s', (_name, source, problem) => {
    const attempt = (): unknown =>
      parseLocaleFile('yaml', encode(source), { fileName: 'config/locales/de.yml' });
    expect(attempt).toThrow(FormatError);
    expect(attempt).toThrow(/^config\/locales\/de\.yml: not a valid yaml locale file/);
    expect(attempt).toThrow(problem);
  });
});

const I18NEXT_NESTED = `{
    "header": {
        "title": "Welcome {{name}}",
        "nav": { "home": "Home", "about": "About" }
    },
    "file_one": "{{count}} file",
    "file_other": "{{count}} files",
    "user_name": "User name",
    "colors": ["red", "green"],
    "enabled": true,
    "emoji": "🎉 ✓ \\u00e9"
}
`;

describe('JSON', () => {
  it('flattens nested objects and joins i18next plural suffixes into one segment', () => {
    expect(parseLocaleFile('json', encode(I18NEXT_NESTED))).toEqual([
      { key: 'header.title', text: 'Welcome {{name}}' },
      { key: 'header.nav.home', text: 'Home' },
      { key: 'header.nav.about', text: 'About' },
      { key: 'file', text: { one: '{{count}} file', other: '{{count}} files' } },
      { key: 'user_name', text: 'User name' },
      { key: 'colors[0]', text: 'red' },
      { key: 'colors[1]', text: 'green' },
      { key: 'emoji', text: '🎉 ✓ é' },
    ]);
  });

  it('reads flat files with dotted keys to the same segments as nested ones', () => {
    const flat =
      '{"header.title": "Hi", "file_one": "1 file", "file_other": "{{count}} files", "a_one": "no other"}';
    expect(parseLocaleFile('json', encode(flat))).toEqual([
      { key: 'header.title', text: 'Hi' },
      { key: 'file', text: { one: '1 file', other: '{{count}} files' } },
      { key: 'a_one', text: 'no other' },
    ]);
  });

  it('writes nested with the template indentation when the master is nested', () => {
    const segments = parseLocaleFile('json', encode(I18NEXT_NESTED));
    const translated = segments.map((segment) =>
      segment.key === 'file'
        ? {
            key: 'file',
            text: {
              one: '{{count}} plik',
              few: '{{count}} pliki',
              many: '{{count}} plików',
              other: '{{count}} pliku',
            },
          }
        : segment,
    );
    const written = decode(
      writeLocaleFile('json', translated, { locale: 'pl', template: encode(I18NEXT_NESTED) }),
    );
    expect(written.startsWith('{\n    "header": {\n        "title": "Welcome {{name}}",')).toBe(true);
    expect(written).toContain(
      '"file_one": "{{count}} plik",\n    "file_few": "{{count}} pliki",\n    "file_many"',
    );
    expect(written).toContain('"colors": [\n        "red",\n        "green"\n    ]');
    expect(parseLocaleFile('json', encode(written))).toEqual(translated);
  });

  it('writes flat when the master is flat, and keeps "404" in its place', () => {
    const template = encode('{\n  "a.b": "x"\n}');
    const segments: Segment[] = [
      { key: 'z.title', text: 'Z' },
      { key: '404', text: 'Nicht gefunden' },
    ];
    const written = decode(writeLocaleFile('json', segments, { locale: 'de', template }));
    expect(written).toBe('{\n  "z.title": "Z",\n  "404": "Nicht gefunden"\n}');
  });

  it('falls back to flat keys when keys cannot nest, losing none', () => {
    const segments: Segment[] = [
      { key: 'a', text: 'parent' },
      { key: 'a.b', text: 'child' },
    ];
    const written = writeLocaleFile('json', segments, { locale: 'de', template: encode(I18NEXT_NESTED) });
    expect(parseLocaleFile('json', written)).toEqual(segments);
  });

  it.each([
    ['a trailing comma', '{"a": "b",}'],
    ['an array at the top', '["a"]'],
    ['a bare string', '"hello"'],
  ])('throws FormatError naming the file for %s', (_name, source) => {
    const attempt = (): unknown =>
      parseLocaleFile('json', encode(source), { fileName: 'locales/de/common.json' });
    expect(attempt).toThrow(FormatError);
    expect(attempt).toThrow(/^locales\/de\/common\.json: not a valid json locale file: /);
  });
});
