import { stringify } from 'dot-properties';
import { describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';
import { editPropertiesInPlace } from '../../src/formats/in-place/properties.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { changedLines, editChecked, inPlaceFixture } from '../helpers/in-place.js';

/** A team's resource bundles: French in UTF-8 (Java 9+), German with `\uXXXX` escapes. */
const FR = inPlaceFixture('messages_fr.properties');
const DE = inPlaceFixture('messages_de.properties');

const parse = (locale: string) => ({ fileName: `messages_${locale}.properties`, locale });
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function pairsOf(text: string): Array<[string, string]> {
  return parseLocaleFile('properties', encode(text)).map((segment) => [segment.key, segment.text as string]);
}

/** The service's rendering: no comments, its own separator, everything outside Latin-1 escaped. */
function serviceCopy(
  text: string,
  change: (pairs: Array<[string, string]>) => Array<[string, string]>,
): string {
  return stringify(change(pairsOf(text)), { keySep: ': ', lineWidth: null });
}

/** The service's own writer's rendering: it leaves untranslated keys (`key=`) out. */
function serviceWrite(
  text: string,
  change: (pairs: Array<[string, string]>) => Array<[string, string]>,
): string {
  const segments = change(pairsOf(text)).map(([key, value]): Segment => ({ key, text: value }));
  return decode(writeLocaleFile('properties', segments, { locale: 'fr' }));
}

const setValue =
  (key: string, value: string) =>
  (pairs: Array<[string, string]>): Array<[string, string]> =>
    pairs.map(([name, text]) => [name, name === key ? value : text]);

const edit = (local: string, remote: string, locale = 'fr') =>
  editChecked('properties', editPropertiesInPlace, local, remote, parse(locale));

describe('.properties edited in place', () => {
  it('changes one value as one line, in UTF-8 as the file has it', () => {
    const remote = serviceCopy(FR, setValue('home.subtitle', 'Réservez une salle en un clic'));
    expect(changedLines(FR, edit(FR, remote))).toEqual({
      removed: ['home.subtitle = Réservez une salle en quelques secondes'],
      added: ['home.subtitle = Réservez une salle en un clic'],
    });
  });

  it('writes a changed value with \\u escapes in a file that escapes', () => {
    const remote = serviceCopy(DE, setValue('booking.cancel', 'Stornieren – später'));
    expect(changedLines(DE, edit(DE, remote, 'de'))).toEqual({
      removed: ['booking.cancel=Abbrechen'],
      added: ['booking.cancel=Stornieren \\u2013 sp\\u00e4ter'],
    });
  });

  it('returns the file itself when only the layout differs', () => {
    const remote = serviceCopy(FR, (pairs) => pairs.reverse());
    expect(editPropertiesInPlace(FR, remote, { parse: parse('fr') })).toBe(FR);
    const written = decode(
      writeLocaleFile('properties', parseLocaleFile('properties', encode(DE)), { locale: 'de' }),
    );
    expect(written).not.toBe(DE);
    expect(editPropertiesInPlace(DE, written, { parse: parse('de') })).toBe(DE);
  });

  it('keeps a key left empty that the service leaves out: the file itself when nothing else differs', () => {
    const remote = serviceWrite(FR, (pairs) => pairs);
    expect(remote).not.toContain('booking.empty');
    expect(editPropertiesInPlace(FR, remote, { parse: parse('fr') })).toBe(FR);
    expect(edit(FR, remote)).toBe(FR);
  });

  it('keeps a key left empty that the service leaves out, changing only the key that changed', () => {
    const remote = serviceWrite(FR, setValue('booking.cancel', 'Annuler la réservation'));
    expect(remote).not.toContain('booking.empty');
    const result = edit(FR, remote);
    expect(changedLines(FR, result)).toEqual({
      removed: ['booking.cancel=Annuler'],
      added: ['booking.cancel=Annuler la réservation'],
    });
    expect(result).toContain('booking.cancel=Annuler la réservation\nbooking.empty=\n');
  });

  it("puts a new key after its neighbour in the service, with that neighbour's separator", () => {
    const remote = serviceCopy(FR, (pairs) => {
      const at = pairs.findIndex(([key]) => key === 'booking.title');
      return [...pairs.slice(0, at + 1), ['booking.date', 'Date : {0}'], ...pairs.slice(at + 1)];
    });
    const result = edit(FR, remote);
    expect(changedLines(FR, result)).toEqual({ removed: [], added: ['booking.date : Date : {0}'] });
    expect(result).toContain('booking.title : Nouvelle réservation\nbooking.date : Date : {0}\n');
  });

  it('takes out a removed key, continuation lines included, and keeps every comment', () => {
    const remote = serviceCopy(FR, (pairs) =>
      pairs.filter(([key]) => key !== 'booking.help' && key !== 'home.title'),
    );
    const { removed, added } = changedLines(FR, edit(FR, remote));
    expect(added).toEqual([]);
    expect(removed).toEqual([
      'home.title=Accueil',
      'booking.help = Choisissez une salle, une date et une heure, puis \\',
      '               confirmez la réservation.',
    ]);
  });

  it('rewrites a continued value that changed as its own lines only', () => {
    const remote = serviceCopy(FR, setValue('booking.help', 'Choisissez une salle.'));
    expect(changedLines(FR, edit(FR, remote))).toEqual({
      removed: [
        'booking.help = Choisissez une salle, une date et une heure, puis \\',
        '               confirmez la réservation.',
      ],
      added: ['booking.help = Choisissez une salle.'],
    });
  });

  it('escapes what Java would misread, and keeps CRLF line ends', () => {
    const local = '# Title\r\nkey=value\r\n';
    const remote = 'key=value\nkey\\ two=\\ leading\\\\tab\\t\nbang=#!=:\n';
    const result = edit(local, remote);
    expect(result).toBe('# Title\r\nkey=value\r\nkey\\ two=\\ leading\\\\tab\\t\r\nbang=#!=:\r\n');
  });

  it('refuses a file with a key given twice, or a malformed escape', () => {
    for (const local of ['a=1\nb=2\na=3\n', 'a=\\u12\n'])
      expect(() => editPropertiesInPlace(local, 'a=4\n', { parse: parse('fr') })).toThrow(InPlaceEditError);
  });
});

function randomOf(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const SAMPLES = ['nouveau', ' espace', 'é “guillemets” \\ ', 'ligne\nsuivante', 'a=b:c', '#!', '🎉', 'x\ty'];

describe('.properties edited in place, over random edits', () => {
  it('holds the contract for 300 random downloads', () => {
    const random = randomOf(47);
    for (let run = 0; run < 300; run += 1) {
      const [local, locale] = run % 2 === 0 ? [FR, 'fr'] : [DE, 'de'];
      const segments: Segment[] = parseLocaleFile('properties', encode(local), parse(locale));
      for (let edits = 1 + random(4); edits > 0; edits -= 1) {
        const index = random(segments.length);
        const sample = SAMPLES[random(SAMPLES.length)] ?? '';
        const key = segments[index]?.key ?? 'key';
        const op = random(3);
        if (op === 0) segments.splice(index, 1);
        else if (op === 1)
          segments.splice(index, 0, { key: `${key}.${sample}${random(9)}`, text: `${sample}+` });
        else segments[index] = { key, text: `${sample}!` };
      }
      const remote = decode(writeLocaleFile('properties', segments, { locale }));
      edit(local, remote, locale);
    }
  });
});
