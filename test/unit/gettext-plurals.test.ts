import { describe, expect, it } from 'vitest';
import { gettextPlurals, slotsOfHeader } from '../../src/formats/gettext-plurals.js';
import { parseLocaleFile, writeLocaleFile } from '../../src/formats/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('gettext plural slots', () => {
  it.each([
    ['fr', 'nplurals=2; plural=(n > 1);', ['one', 'other']],
    ['pt-BR', 'nplurals=2; plural=(n > 1);', ['one', 'other']],
    ['de', 'nplurals=2; plural=(n != 1);', ['one', 'other']],
    ['ja', 'nplurals=1; plural=0;', ['other']],
    ['zh-Hant-TW', 'nplurals=1; plural=0;', ['other']],
    ['pl', expect.stringContaining('nplurals=3;') as string, ['one', 'few', 'many']],
    ['cs', expect.stringContaining('nplurals=3;') as string, ['one', 'few', 'other']],
    ['ar', expect.stringContaining('nplurals=6;') as string, ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['sr@latin', expect.stringContaining('nplurals=3;') as string, ['one', 'few', 'other']],
  ])('%s is %s with slots %j', (locale, header, slots) => {
    expect(gettextPlurals(locale)).toEqual({ header, slots });
  });

  it("names a file's own slots by the first integer each takes, and refuses what is not arithmetic", () => {
    const russian =
      'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
    expect(slotsOfHeader(russian, 'ru')).toEqual(['one', 'few', 'many']);
    expect(slotsOfHeader('nplurals=2; plural=n != 1;', 'en')).toEqual(['one', 'other']);
    expect(slotsOfHeader('nplurals=2; plural=process.exit(1);', 'en')).toBeUndefined();
    expect(slotsOfHeader('nplurals=INTEGER; plural=EXPRESSION;', 'en')).toBeUndefined();
    // Slots no integer up to 1000 reaches (issue 35): Sphinx's French `many` (round millions) and
    // Transifex's Russian fourth form (fractions, CLDR's other).
    expect(
      slotsOfHeader('nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;', 'fr'),
    ).toEqual(['one', 'many', 'other']);
    expect(
      slotsOfHeader(
        'nplurals=4; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : n%10==0 || (n%10>=5 && n%10<=9) || (n%100>=11 && n%100<=14)? 2 : 3);',
        'ru',
      ),
    ).toEqual(['one', 'few', 'many', 'other']);
    // Two slots that CLDR names alike cannot be told apart.
    expect(slotsOfHeader('nplurals=2; plural=(n > 5);', 'en')).toBeUndefined();
  });

  it('reads a file without a header entry, and writes every target with a header', () => {
    const bare = encode(
      'msgid "Hi"\nmsgstr "Salut"\n\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "un"\nmsgstr[1] "des"\n',
    );
    expect(parseLocaleFile('po', bare, { fileName: 'fr.po', locale: 'fr' })).toEqual([
      { key: 'Hi', text: 'Salut' },
      { key: '%d file', text: { one: 'un', other: 'des' } },
    ]);
    expect(parseLocaleFile('po', bare)).toHaveLength(2);
    const written = new TextDecoder().decode(
      writeLocaleFile('po', [{ key: 'Hi', text: 'Hallo' }], {
        locale: 'de',
        template: encode('msgid "Hi"\nmsgstr ""\n'),
      }),
    );
    expect(written).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
  });
});
