/**
 * The real-project fixtures of issue 35 (rails-i18n YAML with per-locale numbers and booleans,
 * Sphinx gettext catalogues with French nplurals=3 and Russian's four forms, i18next JSON with
 * _one/_few/_many/_other), and the checks that a copy of one lost nothing: the same values by the
 * action's own reader, and the ecosystem's tools (Ruby's YAML, msgfmt -c) accepting it alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { expect } from 'vitest';
import { detectFormat } from '../../src/formats/detect.js';
import { keyValuesOf } from '../../src/formats/key-values.js';
import { hasTool, runTool } from './real-tools.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'real-projects');

export function realFixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

export interface RealProject {
  readonly master: { readonly name: string; readonly fixture: string };
  /** By locale: the repository path and the fixture. */
  readonly targets: Readonly<Record<string, { readonly name: string; readonly fixture: string }>>;
}

export const RAILS_I18N: RealProject = {
  master: { name: 'config/locales/en.yml', fixture: 'rails-i18n/en.yml' },
  targets: {
    ru: { name: 'config/locales/ru.yml', fixture: 'rails-i18n/ru.yml' },
    ar: { name: 'config/locales/ar.yml', fixture: 'rails-i18n/ar.yml' },
    ja: { name: 'config/locales/ja.yml', fixture: 'rails-i18n/ja.yml' },
  },
};

export const SPHINX: RealProject = {
  master: { name: 'sphinx/locale/sphinx.pot', fixture: 'sphinx/sphinx.pot' },
  targets: {
    fr: { name: 'sphinx/locale/fr/LC_MESSAGES/sphinx.po', fixture: 'sphinx/fr/LC_MESSAGES/sphinx.po' },
    ru: { name: 'sphinx/locale/ru/LC_MESSAGES/sphinx.po', fixture: 'sphinx/ru/LC_MESSAGES/sphinx.po' },
  },
};

export const I18NEXT: RealProject = {
  master: { name: 'locales/en/translation.json', fixture: 'i18next/locales/en/translation.json' },
  targets: {
    ru: { name: 'locales/ru/translation.json', fixture: 'i18next/locales/ru/translation.json' },
    pl: { name: 'locales/pl/translation.json', fixture: 'i18next/locales/pl/translation.json' },
  },
};

/** Ruby's reading of a YAML file (Psych, as Rails loads it), as JSON: types included. */
function rubyYaml(file: string): unknown {
  const result = runTool('ruby', [
    '-ryaml',
    '-rjson',
    '-e',
    'puts JSON.generate(YAML.load_file(ARGV[0]))',
    file,
  ]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

const pluralFormsOf = (text: string) => po.parse(Buffer.from(text)).headers['Plural-Forms'];

/** An empty string is no translation (docs/decisions.md, formats): a copy may leave it out. */
function withoutEmpty(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== '')
      .map(([key, child]) => [key, withoutEmpty(child)]),
  );
}

/**
 * Checks that `copy` (a file written at `file`) holds every value of the fixture, with its type
 * and every plural form, and that the format's own tool reads it as it reads the fixture.
 */
export function expectNothingLost(file: string, copy: string, fixture: string, locale: string): void {
  const format = detectFormat(file);
  if (format === undefined) throw new Error(`no format for ${file}`);
  const read = (text: string) =>
    Object.fromEntries(
      [...keyValuesOf(format, Buffer.from(text), { fileName: file, locale })].filter(
        ([, value]) => value.text !== '"',
      ),
    );
  expect(read(copy), file).toEqual(read(realFixture(fixture)));
  if (format === 'json')
    expect(withoutEmpty(JSON.parse(copy)), file).toEqual(withoutEmpty(JSON.parse(realFixture(fixture))));
  if (format === 'yaml' && hasTool('ruby'))
    expect(withoutEmpty(rubyYaml(file)), file).toEqual(withoutEmpty(rubyYaml(path.join(FIXTURES, fixture))));
  if (format === 'po') {
    expect(pluralFormsOf(copy), file).toBe(pluralFormsOf(realFixture(fixture)));
    if (hasTool('msgfmt')) {
      const result = runTool('msgfmt', ['-c', '-o', '/dev/null', file]);
      // A service's copy carries the template's header, placeholders included (docs/decisions.md,
      // formats): msgfmt warns about those, and must say nothing else.
      const problems = result.stderr
        .split('\n')
        .filter(
          (line) => line !== '' && !/header field '[\w-]+' still has the initial default value/.test(line),
        );
      expect(problems, file).toEqual([]);
      expect(result.status).toBe(0);
    }
  }
}
