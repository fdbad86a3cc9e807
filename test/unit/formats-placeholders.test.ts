import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../src/formats/index.js';

describe('placeholdersOf', () => {
  it.each([
    ['printf', 'Hello %s, you have %d new and %.2f%% done', ['%.2f', '%d', '%s']],
    ['positional printf', '%2$s before %1$s', ['%1$s', '%2$s']],
    ['Objective-C and long', '%@ has %lld items and %lu left', ['%@', '%lld', '%lu']],
    ['Ruby named', 'Hi %{name}, %{count} items', ['%{count}', '%{name}']],
    [
      'i18next',
      'Hi {{name}}, {{ count }} items, {{price, currency}}',
      ['{{count}}', '{{name}}', '{{price}}'],
    ],
    ['ICU simple and numbered', 'Hi {name}, file {0} of {1}', ['{0}', '{1}', '{name}']],
    ['ICU with a format', 'Paid {amount, number, currency} on {day, date, short}', ['{amount}', '{day}']],
  ])('finds %s placeholders', (_style, text, expected) => {
    expect(placeholdersOf(text)).toEqual(expected);
  });

  it('keeps duplicates and sorts', () => {
    expect(placeholdersOf('%s and %s and {b} and {a}')).toEqual(['%s', '%s', '{a}', '{b}']);
  });

  it('names a plural by its argument and counts nested placeholders once per branch', () => {
    const message =
      '{count, plural, =0 {No files for {user}} one {# file for {user}} other {# files for {user} in {folder}}}';
    expect(placeholdersOf(message)).toEqual(['{count}', '{folder}', '{user}']);
  });

  it('reads select and selectordinal like plural', () => {
    expect(
      placeholdersOf(
        '{gender, select, female {She} other {They}} came {n, selectordinal, one {#st} other {#th}}',
      ),
    ).toEqual(['{gender}', '{n}']);
  });

  it('ignores literal percent signs, quoted ICU braces and braces that are not arguments', () => {
    expect(placeholdersOf("100% sure, 50 %% off, '{'literal'}', {}, { \"json\": 1 }, don't")).toEqual([]);
  });

  it('tells a translation that lost a placeholder from one that kept them all', () => {
    const source = placeholdersOf('Delete %1$s from {folder}?');
    expect(placeholdersOf('¿Eliminar %1$s de {folder}?')).toEqual(source);
    expect(placeholdersOf('¿Eliminar de {folder}?')).not.toEqual(source);
  });
});
