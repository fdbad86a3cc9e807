import { describe, expect, it } from 'vitest';
import { checkTargetFile, describeIssue } from '../../src/check/placeholder-check.js';
import { parseLocaleFile } from '../../src/formats/index.js';
import type { SegmentText } from '../../src/formats/types.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** The mismatches of one translation against its source, as the check of a target file finds them. */
function comparePlaceholders(key: string, source: SegmentText, target: SegmentText) {
  const issues = checkTargetFile({
    path: 'fr.yml',
    locale: 'fr',
    bytes: encode(''),
    master: [{ key, text: source }],
    segments: [{ key, text: target }],
  });
  return issues.map(({ key: found, form, missing, extra }) =>
    form === undefined ? { key: found, missing, extra } : { key: found, form, missing, extra },
  );
}

describe('the placeholders of one translation', () => {
  it('accepts translations that keep every placeholder, in any order', () => {
    expect(comparePlaceholders('k', '%{name} has %{count}', '%{count} pour %{name}')).toEqual([]);
    expect(comparePlaceholders('k', '{{a}} {b} %1$s %d', '%d %1$s {b} {{a}}')).toEqual([]);
  });

  it('reports lost, renamed and doubled placeholders', () => {
    expect(comparePlaceholders('k', 'Hello, %{name}!', 'Bonjour, %{nom} !')).toEqual([
      { key: 'k', missing: ['%{name}'], extra: ['%{nom}'] },
    ]);
    expect(comparePlaceholders('k', '%s and %s', '%s et')).toEqual([
      { key: 'k', missing: ['%s'], extra: [] },
    ]);
  });

  it('leaves ICU arguments to the ICU check, so one renamed argument is reported once', () => {
    const source = '{count, plural, one {# file from {user}} other {# files from {user}}}';
    expect(comparePlaceholders('k', source, '{n, plural, other {# fichiers}}')).toEqual([]);
  });

  it('lets the one form of a plural drop the count, but never add a placeholder', () => {
    const source = { one: '%{count} message', other: '%{count} messages' };
    expect(comparePlaceholders('k', source, { one: 'Un message', other: '%{count} messages' })).toEqual([]);
    expect(comparePlaceholders('k', source, { one: '%{n} message', other: 'messages' })).toEqual([
      { key: 'k', form: 'one', missing: [], extra: ['%{n}'] },
      { key: 'k', form: 'other', missing: ['%{count}'], extra: [] },
    ]);
  });
});

describe('checkTargetFile', () => {
  it('points each mismatch at the line of its key in a YAML target', () => {
    const master = parseLocaleFile('yaml', encode('en:\n  hello: "Hi"\n  greeting: "Hello, %{name}!"\n'));
    const issues = checkTargetFile({
      path: 'config/locales/fr.yml',
      locale: 'fr',
      bytes: encode('fr:\n  hello: "Salut"\n  greeting: "Bonjour, %{nom} !"\n'),
      master,
    });
    expect(issues).toMatchObject([{ file: 'config/locales/fr.yml', key: 'greeting', line: 3 }]);
    const [issue] = issues;
    if (issue === undefined) throw new Error('expected one issue');
    expect(describeIssue(issue)).toBe(
      'The fr translation of "greeting" lacks %{name} and has %{nom} that the source does not.',
    );
  });

  it('points at the plural form in an i18next JSON target', () => {
    const master = parseLocaleFile(
      'json',
      encode('{"items_one": "{{count}} item", "items_other": "{{count}} items"}'),
    );
    const issues = checkTargetFile({
      path: 'locales/fr/common.json',
      locale: 'fr',
      bytes: encode('{\n  "items_one": "un élément",\n  "items_other": "{{total}} éléments"\n}\n'),
      master,
    });
    expect(issues).toMatchObject([
      { key: 'items', form: 'other', line: 3, missing: ['{{count}}'], extra: ['{{total}}'] },
    ]);
  });

  it('ignores keys the master does not have and files of unknown formats', () => {
    const master = parseLocaleFile('yaml', encode('en:\n  a: "%s"\n'));
    expect(
      checkTargetFile({ path: 'fr.yml', locale: 'fr', bytes: encode('fr:\n  b: "%d"\n'), master }),
    ).toEqual([]);
    expect(checkTargetFile({ path: 'fr.txt', locale: 'fr', bytes: encode('%d'), master })).toEqual([]);
  });
});
