import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';
import { keyValuesOf, sameTranslations } from '../../src/formats/key-values.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { editYaml } from '../../src/formats/in-place/yaml.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'real-projects');
const read = (name: string): string => readFileSync(path.join(FIXTURES, name), 'utf8');
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The file as the service renders it (writeYaml, as the emulator does), values changed by `edit`. */
function serviceCopy(
  text: string,
  locale: string,
  edit: (segments: Segment[]) => Segment[] = (s) => s,
): string {
  const segments = parseLocaleFile('yaml', encode(text), { locale, scalars: true });
  return new TextDecoder().decode(writeLocaleFile('yaml', edit(segments), { locale, everyForm: true }));
}

function changeValue(key: string, text: Segment['text']): (segments: Segment[]) => Segment[] {
  return (segments) => segments.map((segment) => (segment.key === key ? { ...segment, text } : segment));
}

/** The lines of `after` that are not the lines of `before` at the same place, and the other way round. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const old = before.split('\n');
  const next = after.split('\n');
  let head = 0;
  while (head < old.length && head < next.length && old[head] === next[head]) head++;
  let tail = 0;
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  )
    tail++;
  return { removed: old.slice(head, old.length - tail), added: next.slice(head, next.length - tail) };
}

const options = (locale: string) => ({ parse: { fileName: `${locale}.yml`, locale } });

function expectServiceValues(result: string, remote: string, locale: string): void {
  const values = (text: string) => keyValuesOf('yaml', encode(text), options(locale).parse);
  expect(sameTranslations(values(result), values(remote))).toBe(true);
}

describe('editYaml on real files', () => {
  it.each([
    ['rails-i18n/ru.yml', 'ru', 'datetime.distance_in_words.x_days', 'few'],
    ['rails-i18n/ar.yml', 'ar', 'datetime.distance_in_words.x_minutes', 'two'],
  ])('one plural form changed on the service changes that line only (%s)', (file, locale, key, form) => {
    const local = read(file);
    const remote = serviceCopy(local, locale, (segments) =>
      segments.map((segment) =>
        segment.key === key && typeof segment.text !== 'string'
          ? { ...segment, text: { ...segment.text, [form]: 'новое значение, с запятой' } }
          : segment,
      ),
    );
    expect(remote).not.toBe(local);
    const result = editYaml(local, remote, options(locale));
    const { removed, added } = changedLines(local, result);
    expect(removed).toHaveLength(1);
    // The file's own single quotes, at the line's own indentation.
    expect(added).toEqual([removed[0]?.replace(/'.*'$/, "'новое значение, с запятой'")]);
    expectServiceValues(result, remote, locale);
  });

  it.each([
    ['rails-i18n/ar.yml', 'ar'],
    ['rails-i18n/ja.yml', 'ja'],
    ['rails-i18n/ru.yml', 'ru'],
    ['rails/fr.yml', 'fr'],
  ])('the same content in the service layout leaves the file as it is (%s)', (file, locale) => {
    const local = read(file);
    const remote = serviceCopy(local, locale);
    expect(remote).not.toBe(local);
    expect(editYaml(local, remote, options(locale))).toBe(local);
  });

  it('keeps quoted YAML 1.1 keys and quotes a new value that Psych would read as a boolean', () => {
    const local = read('rails/fr.yml');
    const remote = serviceCopy(local, 'fr', changeValue('answers.yes', 'yes'));
    const result = editYaml(local, remote, options('fr'));
    expect(changedLines(local, result)).toEqual({
      removed: ["    'yes': 'Oui'"],
      added: ["    'yes': 'yes'"],
    });
  });
});

const LAYOUT = `---
# Shop strings, kept by hand.
fr:
  # The home page
  welcome: "Bienvenue, %{name} !" # shown once
  defaults: &defaults
    title: 'Titre'
  page:
    <<: *defaults
  about: |
    Nous vendons
    des choses.

  tagline: >-
    Une phrase longue
    repliée sur deux lignes.
  wrapped: "un texte
    sur deux lignes"
  days: [lundi, mardi]
  cart:
    # Plural forms
    items:
      one: un article
      other: "%{count} articles"
    empty: Vide
`;

describe('editYaml keeps the layout around what it changes', () => {
  const remoteOf = (edit: (segments: Segment[]) => Segment[]) => serviceCopy(LAYOUT, 'fr', edit);

  it('rewrites a double-quoted value in double quotes and keeps its trailing comment', () => {
    const remote = remoteOf(changeValue('welcome', 'Salut, %{name} !'));
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(changedLines(LAYOUT, result)).toEqual({
      removed: ['  welcome: "Bienvenue, %{name} !" # shown once'],
      added: ['  welcome: "Salut, %{name} !" # shown once'],
    });
  });

  it('rewrites a block value as a block at its own indentation', () => {
    const remote = remoteOf(changeValue('about', 'Nous vendons\ndes livres.\n'));
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(changedLines(LAYOUT, result)).toEqual({
      removed: ['    des choses.'],
      added: ['    des livres.'],
    });
  });

  it('rewrites a wrapped value and an item of a flow list, and nothing else', () => {
    const remote = remoteOf((segments) =>
      changeValue('days[1]', 'Mardi')(changeValue('wrapped', 'un texte court')(segments)),
    );
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(result).toBe(
      LAYOUT.replace('"un texte\n    sur deux lignes"', '"un texte court"').replace(
        '[lundi, mardi]',
        '[lundi, "Mardi"]',
      ),
    );
    expectServiceValues(result, remote, 'fr');
  });

  it('places a new key after its predecessor in the service order, and a new plural form among its forms', () => {
    const remote = remoteOf((segments) => {
      const at = segments.findIndex((segment) => segment.key === 'cart.items');
      const next = changeValue('cart.items', {
        one: 'un article',
        many: 'beaucoup',
        other: '%{count} articles',
      })(segments);
      next.splice(at + 1, 0, { key: 'cart.total', text: 'Total : %{sum}' });
      return next;
    });
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(result).toBe(
      LAYOUT.replace('      one: un article\n', '      one: un article\n      many: beaucoup\n').replace(
        '      other: "%{count} articles"\n',
        '      other: "%{count} articles"\n    total: "Total : %{sum}"\n',
      ),
    );
  });

  it('takes a removed key out with its lines only', () => {
    const remote = remoteOf((segments) => segments.filter((segment) => segment.key !== 'tagline'));
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(result).toBe(
      LAYOUT.replace('  tagline: >-\n    Une phrase longue\n    repliée sur deux lignes.\n', ''),
    );
  });

  it('puts a key that no local key precedes above the first one and its comment', () => {
    const remote = remoteOf((segments) => [{ key: 'aaa', text: 'premier' }, ...segments]);
    const result = editYaml(LAYOUT, remote, options('fr'));
    expect(result).toBe(LAYOUT.replace('  # The home page\n', '  aaa: "premier"\n  # The home page\n'));
  });

  it('keeps line ends and a missing final line break', () => {
    const local = 'fr:\r\n  a: "x"\r\n  b: "y"';
    const remote = 'fr:\n  a: z\n  b: y\n  c: w\n';
    expect(editYaml(local, remote, options('fr'))).toBe('fr:\r\n  a: "z"\r\n  b: "y"\r\n  c: "w"');
  });

  it('refuses what it cannot edit safely', () => {
    expect(() => editYaml('fr:\n  a: [\n', serviceCopy('fr:\n  a: b\n', 'fr'), options('fr'))).toThrow(
      InPlaceEditError,
    );
    expect(() => editYaml('fr:\n  a: b\n  a: c\n', 'fr:\n  a: d\n', options('fr'))).toThrow(/does not parse/);
    expect(() => editYaml('fr:\n  a:\n    b: c\n', 'fr:\n  a: d\n', options('fr'))).toThrow(/group of keys/);
  });
});
