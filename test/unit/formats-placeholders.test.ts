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
  ])('finds %s placeholders', (_style, text, expected) => {
    expect(placeholdersOf(text)).toEqual(expected);
  });

  it('keeps duplicates and sorts', () => {
    expect(placeholdersOf('%s and %{b} and %s and %{a}')).toEqual(['%s', '%s', '%{a}', '%{b}']);
  });

  it('skips ICU arguments whole, printf signs in their branches too (the ICU check reads them)', () => {
    expect(placeholdersOf('Hi {name}, file {0} of {1}, paid {amount, number, currency}')).toEqual([]);
    expect(
      placeholdersOf('%s: {count, plural, one {%d file for {user}} other {%d files for {user}}}'),
    ).toEqual(['%s']);
  });

  it('ignores literal percent signs, quoted ICU braces and braces that are not arguments', () => {
    expect(placeholdersOf("100% sure, 50 %% off, '{'literal'}', {}, { \"json\": 1 }, don't")).toEqual([]);
  });

  it('tells a translation that lost a placeholder from one that kept them all', () => {
    const source = placeholdersOf('Delete %1$s from %{folder}?');
    expect(placeholdersOf('¿Eliminar %1$s de %{folder}?')).toEqual(source);
    expect(placeholdersOf('¿Eliminar de %{folder}?')).not.toEqual(source);
  });
});
