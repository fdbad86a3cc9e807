import { describe, expect, it } from 'vitest';
import { diffKeyValues, keyCountOf, keyValuesOf, missingTranslations } from '../../src/formats/key-values.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('exact key counts over every value type', () => {
  it('counts removed numbers, booleans and nulls of Rails YAML as removed keys', () => {
    const before = keyValuesOf(
      'yaml',
      bytes(
        'de:\n  number:\n    format:\n      precision: 3\n      strip: true\n      unit: "€"\n  empty:\n  tilde: ~\n  inbox:\n    one: "Eine"\n    other: "%{count}"\n',
      ),
    );
    const after = keyValuesOf(
      'yaml',
      bytes(
        'de:\n  number:\n    format:\n      unit: "€"\n  inbox:\n    one: "Eine"\n    other: "%{count} neu"\n',
      ),
    );
    expect(diffKeyValues(before, after)).toEqual({
      added: [],
      changed: ['inbox (form other)'],
      removed: ['empty', 'number.format.precision', 'number.format.strip', 'tilde'],
    });
    // A locale's own number is its translation of the setting (issue 35).
    expect(before.get('number.format.precision')).toMatchObject({ empty: false, translatable: true });
    expect(before.get('tilde')).toMatchObject({ empty: true });
    expect(before.get('inbox')).toMatchObject({ empty: false, translatable: true });
  });

  it('tells a number from the same digits as a string, and counts JSON settings and plural forms', () => {
    const before = keyValuesOf(
      'json',
      bytes('{"a": 3, "b": "x", "n": null, "items_one": "1", "items_other": "n"}'),
    );
    const after = keyValuesOf(
      'json',
      bytes('{"a": "3", "b": "x", "flag": false, "items_one": "1", "items_other": "n", "items_few": "f"}'),
    );
    expect(diffKeyValues(before, after)).toEqual({
      added: ['flag', 'items (form few)'],
      changed: ['a'],
      removed: ['n'],
    });
  });

  it('an unchanged file has no changes', () => {
    const text = 'fr:\n  a: "x"\n  n: 1\n';
    expect(diffKeyValues(keyValuesOf('yaml', bytes(text)), keyValuesOf('yaml', bytes(text)))).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
  });
});

describe('missingTranslations (what an upload adds, what a pull loses)', () => {
  it('names numbers, booleans and each plural form the other copy lacks, not nulls or empty strings', () => {
    const local = keyValuesOf(
      'yaml',
      bytes(
        'ru:\n  precision: 1\n  strip: false\n  none: ~\n  blank: ""\n  days:\n    one: "день"\n    few: "дня"\n    many: "дней"\n    other: "дня"\n',
      ),
    );
    const service = keyValuesOf(
      'yaml',
      bytes('ru:\n  days:\n    one: "день"\n    other: "дня"\n    few: ""\n'),
    );
    expect(missingTranslations(local, service)).toEqual([
      { key: 'days', form: 'few' },
      { key: 'days', form: 'many' },
      { key: 'precision' },
      { key: 'strip' },
    ]);
    expect(missingTranslations(service, local)).toEqual([]);
  });
});

describe('keyCountOf', () => {
  const samples: [Parameters<typeof keyCountOf>[0], string][] = [
    [
      'json',
      '{"a": 3, "b": {"c": "x", "d": [1, "y", null]}, "n": null, "items_one": "1", "items_other": "n"}',
    ],
    ['json', '{"a": "x", "a_one": "1", "a_other": "n", "b_few": "f", "b_other": "o"}'],
    // Names that make two paths one key, or look like plural forms from anywhere in the path.
    ['json', '{"a.b": "x", "a": {"b": "y", "c": 1}, "d": ["e", {"f": null}], "d[0]": "z", "g": []}'],
    ['json', '{"": {"x": "1", "y": true}, "x": "2", "n": {"_one": "1", "_other": "n"}}'],
    ['json', '{"s": {"items_one": "1", "items_other": "n", "list": [{"k_other": "o", "k_one": "1"}]}}'],
    ['json', '{"plain": {"deep": {"deeper": ["a", "b", 3, false, null]}}, "count": 2}'],
    [
      'yaml',
      'de:\n  number:\n    precision: 3\n  empty:\n  inbox:\n    one: "Eine"\n    other: "%{count}"\n',
    ],
    [
      'po',
      'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\nmsgid "a"\nmsgstr "b"\n\nmsgid "f"\nmsgid_plural "fs"\nmsgstr[0] "x"\nmsgstr[1] "y"\n',
    ],
    ['properties', 'a=1\nb=2\na=3\n'],
  ];
  it.each(samples)('gives the number of keys keyValuesOf gives (%s)', (format, text) => {
    const count = keyCountOf(format, bytes(text));
    // A new file's diff: every translation of keyValuesOf added, a plural string form by form.
    expect(count).toBe(diffKeyValues(new Map(), keyValuesOf(format, bytes(text))).added.length);
    expect(count).toBeGreaterThan(1);
  });

  it('throws where keyValuesOf throws', () => {
    expect(() => keyValuesOf('json', bytes('<html>'))).toThrow();
    expect(() => keyCountOf('json', bytes('<html>'))).toThrow();
  });
});
