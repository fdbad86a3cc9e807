import { describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';
import { editJsonInPlace } from '../../src/formats/in-place/json.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { changedLines, editChecked, inPlaceFixture } from '../helpers/in-place.js';
import { realFixture } from '../helpers/real-files.js';

const PL = realFixture('i18next/locales/pl/translation.json');
const EN = realFixture('i18next/locales/en/translation.json');
const EXCALIDRAW = inPlaceFixture('excalidraw-de.json');

const parse = (locale: string) => ({ fileName: `locales/${locale}/translation.json`, locale });
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The service's rendering of a changed file: its own layout (four spaces, no escapes, its order). */
function serviceCopy(text: string, change: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(text) as Record<string, unknown>;
  change(data);
  return `${JSON.stringify(data, null, 4)}\n`;
}

/** The service's own writer's rendering of the file after `change`: it leaves untranslated keys out. */
function serviceWrite(text: string, locale: string, change: (segments: Segment[]) => Segment[]): string {
  const segments = parseLocaleFile('json', encode(text), { ...parse(locale), scalars: true });
  return decode(writeLocaleFile('json', change(segments), { locale }));
}

function section(data: Record<string, unknown>, name: string): Record<string, unknown> {
  return data[name] as Record<string, unknown>;
}

const edit = (local: string, remote: string, locale = 'pl') =>
  editChecked('json', editJsonInPlace, local, remote, parse(locale));

describe('JSON edited in place', () => {
  it('changes one value as one line, whatever the layout of the download', () => {
    const remote = serviceCopy(EXCALIDRAW, (data) => {
      section(data, 'buttons').redo = 'Wiederherstellen';
    });
    const result = edit(EXCALIDRAW, remote, 'de');
    expect(changedLines(EXCALIDRAW, result)).toEqual({
      removed: ['    "redo": "Wiederholen",'],
      added: ['    "redo": "Wiederherstellen",'],
    });
  });

  it('changes one plural form of an i18next key as one line', () => {
    const remote = serviceCopy(PL, (data) => {
      section(data, 'cart').items_many = '{{count}} produktów w koszyku';
    });
    expect(changedLines(PL, edit(PL, remote))).toEqual({
      removed: ['    "items_many": "{{count}} produktów",'],
      added: ['    "items_many": "{{count}} produktów w koszyku",'],
    });
  });

  it('returns the file itself when only the layout differs', () => {
    const segments = parseLocaleFile('json', encode(PL), { ...parse('pl'), scalars: true });
    const flat = decode(writeLocaleFile('json', segments, { locale: 'pl' }));
    expect(flat).not.toBe(PL);
    expect(editJsonInPlace(PL, flat, { parse: parse('pl') })).toBe(PL);
    const minified = JSON.stringify(JSON.parse(EXCALIDRAW));
    expect(editJsonInPlace(EXCALIDRAW, minified, { parse: parse('de') })).toBe(EXCALIDRAW);
  });

  it('puts a new key where the service puts it, written as its neighbours', () => {
    const remote = serviceCopy(PL, (data) => {
      const { maxItems, showTotals, ...forms } = section(data, 'cart');
      data.cart = { ...forms, currency: 'zł', maxItems, showTotals };
    });
    const result = edit(PL, remote);
    expect(changedLines(PL, result)).toEqual({ removed: [], added: ['    "currency": "zł",'] });
    const lines = result.split('\n');
    expect(lines.indexOf('    "currency": "zł",')).toBe(
      lines.indexOf('    "items_other": "{{count}} produktu",') + 1,
    );
  });

  it('keeps sorted keys sorted, and nests a new section as the file does', () => {
    const remote = serviceCopy(EXCALIDRAW, (data) => {
      section(data, 'buttons').export = 'Exportieren';
      section(data, 'buttons').zoomIn = 'Vergrößern';
      data.toolBar = { arrow: 'Pfeil', text: 'Text' };
    });
    const result = edit(EXCALIDRAW, remote, 'de');
    const lines = result.split('\n');
    expect(lines.indexOf('    "export": "Exportieren",')).toBe(
      lines.indexOf('    "darkMode": "Dunkles Design",') + 1,
    );
    const { removed, added } = changedLines(EXCALIDRAW, result);
    // The closing brace of `stats` gains a comma: the line diff pairs it with the new section's.
    expect(removed).toEqual(['    "undo": "Rückgängig machen"']);
    expect(added.sort()).toEqual(
      [
        '    "undo": "Rückgängig machen",',
        '    "zoomIn": "Vergrößern"',
        '    "export": "Exportieren",',
        '  },',
        '  "toolBar": {',
        '    "arrow": "Pfeil",',
        '    "text": "Text"',
      ].sort(),
    );
  });

  it('takes a removed key out, and a section the service no longer has', () => {
    const remote = serviceCopy(EXCALIDRAW, (data) => {
      delete section(data, 'labels').delete;
      delete data.alerts;
    });
    const result = edit(EXCALIDRAW, remote, 'de');
    const { removed, added } = changedLines(EXCALIDRAW, result);
    expect(added).toEqual([]);
    expect(removed).toHaveLength(7);
    expect(removed).toContain('    "delete": "Löschen",');
    expect(result.startsWith('{\n  "buttons": {\n')).toBe(true);
  });

  it('keeps a key with an empty value that the service also leaves empty', () => {
    const remote = serviceCopy(EXCALIDRAW, (data) => {
      section(data, 'labels').paste = 'Einfügen (Strg+V)';
    });
    const result = edit(EXCALIDRAW, remote, 'de');
    expect(result).toContain('    "untitled": ""\n');
    expect(changedLines(EXCALIDRAW, result).removed).toEqual(['    "paste": "Einfügen",']);
  });

  it('keeps a key left empty that the service leaves out: the file itself when nothing else differs', () => {
    const remote = serviceWrite(EXCALIDRAW, 'de', (segments) => segments);
    expect(remote).not.toContain('untitled');
    expect(editJsonInPlace(EXCALIDRAW, remote, { parse: parse('de') })).toBe(EXCALIDRAW);
    expect(edit(EXCALIDRAW, remote, 'de')).toBe(EXCALIDRAW);
  });

  it('keeps a key left empty that the service leaves out, changing only the key that changed', () => {
    const remote = serviceWrite(EXCALIDRAW, 'de', (segments) =>
      segments.map((segment) =>
        segment.key === 'labels.paste' ? { ...segment, text: 'Einfügen (Strg+V)' } : segment,
      ),
    );
    expect(remote).not.toContain('untitled');
    const result = edit(EXCALIDRAW, remote, 'de');
    expect(changedLines(EXCALIDRAW, result)).toEqual({
      removed: ['    "paste": "Einfügen",'],
      added: ['    "paste": "Einfügen (Strg+V)",'],
    });
    expect(result).toContain('    "untitled": ""\n');
  });

  it('keeps a plural of empty forms, a null and an array of empties the service leaves out, not a translated form', () => {
    const empties = '  "files_one": "",\n  "files_other": "",\n  "gone": null,\n  "list": ["", null]';
    const local = `{\n  "a": "1",\n${empties}\n}\n`;
    expect(edit(local, '{"a": "1"}', 'de')).toBe(local);
    const translated = `{\n  "a": "1",\n${empties},\n  "inbox_one": "1 Nachricht",\n  "inbox_other": ""\n}\n`;
    expect(edit(translated, '{"a": "2"}', 'de')).toBe(`{\n  "a": "2",\n${empties}\n}\n`);
  });

  it("keeps the file's indentation, escapes, line ends and missing final newline", () => {
    const escaped = EXCALIDRAW.replaceAll('  ', '\t')
      .replace(/[^ -~\s]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .replaceAll('...', '\\/...')
      .replaceAll('\n', '\r\n')
      .trimEnd();
    const remote = serviceCopy(escaped, (data) => {
      section(data, 'labels').copy = 'Kopieren/Einfügen';
      section(data, 'stats').elements_one = 'Ein Element';
      section(data, 'stats').size = 'Größe';
    });
    const result = edit(escaped, remote, 'de');
    expect(result.endsWith('}')).toBe(true);
    expect(result.replaceAll('\r\n', '')).not.toContain('\n');
    const { removed, added } = changedLines(escaped, result);
    expect(removed).toEqual(['\t\t"copy": "Kopieren",\r', '\t\t"elements_one": "{{count}} Element",\r']);
    expect(added).toEqual([
      '\t\t"copy": "Kopieren\\/Einf\\u00fcgen",\r',
      '\t\t"elements_one": "Ein Element",\r',
      '\t\t"size": "Gr\\u00f6\\u00dfe",\r',
    ]);
  });

  it('keeps a flat file flat when the service nests its keys', () => {
    const local = '{\n  "home.title": "Accueil",\n  "home.greeting": "Bonjour"\n}\n';
    const remote = '{"home": {"title": "Accueil", "greeting": "Salut", "help": "Aide"}}';
    expect(edit(local, remote, 'fr')).toBe(
      '{\n  "home.title": "Accueil",\n  "home.greeting": "Salut",\n  "home.help": "Aide"\n}\n',
    );
  });

  it('changes numbers, booleans and types as values', () => {
    const remote = serviceCopy(PL, (data) => {
      section(data, 'cart').maxItems = 25;
      section(data, 'cart').showTotals = 'tak';
    });
    const { removed, added } = changedLines(PL, edit(PL, remote));
    expect(removed).toEqual(['    "maxItems": 20,', '    "showTotals": true']);
    expect(added).toEqual(['    "maxItems": 25,', '    "showTotals": "tak"']);
  });

  it('keeps a byte order mark', () => {
    const local = '\uFEFF{\n  "a": "1",\n  "b": "2"\n}\n';
    expect(edit(local, '{"a": "1", "b": "3"}', 'fr')).toBe('\uFEFF{\n  "a": "1",\n  "b": "3"\n}\n');
  });

  it('refuses a file whose keys collide, or that does not parse', () => {
    const remote = '{"a": {"b": "y"}}';
    for (const local of [
      '{"a.b": "x", "a": {"b": "x"}}',
      '{"a": {"b": "x", "b": "z"}}',
      '{"a": {"b": "x",}}',
    ])
      expect(() => editJsonInPlace(local, remote, { parse: parse('fr') })).toThrow(InPlaceEditError);
  });
});

/** A small seeded generator, so a failing case can be replayed. */
function randomOf(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const SAMPLES = ['nouveau', 'é “quoted” \\ back', 'line\nbreak', 'a/b', '', '🎉 emoji', '{{count}}'];

/** The service's copy after a few random edits of the segments, as its writer renders them. */
function randomRemote(local: string, locale: string, random: (below: number) => number): string {
  const segments: Segment[] = parseLocaleFile('json', encode(local), { locale, scalars: true });
  for (let edits = 1 + random(4); edits > 0; edits -= 1) {
    const index = random(segments.length);
    const segment = segments[index] as Segment;
    const sample = SAMPLES[random(SAMPLES.length)] ?? '';
    const op = random(4);
    if (op === 0) segments.splice(index, 1);
    else if (op === 1)
      segments.splice(index, 0, { key: `${segment.key}_${random(99)}.x`, text: `${sample}+` });
    else if (typeof segment.text === 'string') segments[index] = { key: segment.key, text: `${sample}!` };
    else segments[index] = { key: segment.key, text: { ...segment.text, other: `${sample}?` } };
  }
  const template = random(2) === 0 ? encode(local) : undefined;
  const options =
    template === undefined ? { locale, everyForm: true } : { locale, everyForm: true, template };
  return decode(writeLocaleFile('json', segments, options));
}

describe('JSON edited in place, over random edits', () => {
  it('holds the contract for 300 random downloads', () => {
    const random = randomOf(47);
    const files: Array<[string, string]> = [
      [PL, 'pl'],
      [EN, 'en'],
      [EXCALIDRAW, 'de'],
    ];
    for (let run = 0; run < 300; run += 1) {
      const [local, locale] = files[run % files.length] as [string, string];
      edit(local, randomRemote(local, locale, random), locale);
    }
  });
});
