import { describe, expect, it } from 'vitest';
import { parseLocaleFile, writeLocaleFile, type Segment } from '../../src/formats/index.js';
import { editIosStringsInPlace } from '../../src/formats/in-place/ios-strings.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { changedLines, editChecked, inPlaceFixture } from '../helpers/in-place.js';
import { realFixture } from '../helpers/real-files.js';

/** Home Assistant's layout: a header comment, group comments, a `//` note, a continued line. */
const HOME_ASSISTANT = inPlaceFixture('home-assistant-fr.strings');
const FR = realFixture('ios/fr.strings');

/** The Home Assistant file with a key the team keeps empty until it is translated. */
const WITH_EMPTY = HOME_ASSISTANT.replace(
  '"widgets.actions.title" = "Actions";\n',
  '"widgets.actions.title" = "Actions";\n"widgets.todo.title" = "";\n',
);
const parse = { fileName: 'fr.lproj/Localizable.strings', locale: 'fr' };
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The service's rendering of the file after `change`: its own layout, comments as it keeps them. */
function serviceCopy(text: string, change: (segments: Segment[]) => Segment[]): string {
  const segments = parseLocaleFile('ios-strings', encode(text), parse);
  return decode(writeLocaleFile('ios-strings', change(segments), { locale: 'fr' }));
}

const setText = (key: string, text: string) => (segments: Segment[]) =>
  segments.map((segment) => (segment.key === key ? { ...segment, text } : segment));

const edit = (local: string, remote: string) =>
  editChecked('ios-strings', editIosStringsInPlace, local, remote, parse);

describe('iOS .strings edited in place', () => {
  it('changes one value as one line, keeping the header and group comments', () => {
    const remote = serviceCopy(HOME_ASSISTANT, setText('widgets.actions.title', 'Raccourcis'));
    expect(changedLines(HOME_ASSISTANT, edit(HOME_ASSISTANT, remote))).toEqual({
      removed: ['"widgets.actions.title" = "Actions";'],
      added: ['"widgets.actions.title" = "Raccourcis";'],
    });
  });

  it('changes one value of a real file as one line', () => {
    const remote = serviceCopy(FR, setText('cart.quote', 'Dites « bonjour »'));
    expect(changedLines(FR, edit(FR, remote))).toEqual({
      removed: ['"cart.quote" = "Dites « salut »";'],
      added: ['"cart.quote" = "Dites « bonjour »";'],
    });
  });

  it('returns the file itself when only the layout differs', () => {
    for (const local of [HOME_ASSISTANT, FR]) {
      const remote = serviceCopy(local, (segments) => segments.reverse());
      expect(remote).not.toBe(local);
      expect(editIosStringsInPlace(local, remote, { parse })).toBe(local);
    }
  });

  it('keeps a key left empty that the service leaves out: the file itself when nothing else differs', () => {
    const remote = serviceCopy(WITH_EMPTY, (segments) => segments);
    expect(remote).not.toContain('widgets.todo.title');
    expect(editIosStringsInPlace(WITH_EMPTY, remote, { parse })).toBe(WITH_EMPTY);
    expect(edit(WITH_EMPTY, remote)).toBe(WITH_EMPTY);
  });

  it('keeps a key left empty that the service leaves out, changing only the key that changed', () => {
    const remote = serviceCopy(WITH_EMPTY, setText('widgets.actions.title', 'Raccourcis'));
    expect(remote).not.toContain('widgets.todo.title');
    const result = edit(WITH_EMPTY, remote);
    expect(changedLines(WITH_EMPTY, result)).toEqual({
      removed: ['"widgets.actions.title" = "Actions";'],
      added: ['"widgets.actions.title" = "Raccourcis";'],
    });
    expect(result).toContain('"widgets.actions.title" = "Raccourcis";\n"widgets.todo.title" = "";\n');
  });

  it('writes a line break as the file continues its lines, and escapes quotes', () => {
    const remote = serviceCopy(
      HOME_ASSISTANT,
      setText('onboarding.welcome.description', 'Connectez « %@ ».\nLe "serveur" reste chez vous.'),
    );
    expect(changedLines(HOME_ASSISTANT, edit(HOME_ASSISTANT, remote))).toEqual({
      removed: [
        '"onboarding.welcome.description" = "Cette application se connecte à votre serveur Home Assistant et \\',
        'vous permet d\'intégrer les données de votre appareil.";',
      ],
      added: [
        '"onboarding.welcome.description" = "Connectez « %@ ».\\',
        'Le \\"serveur\\" reste chez vous.";',
      ],
    });
  });

  it('puts a new key after its neighbour in the service and takes a removed one out', () => {
    const remote = serviceCopy(HOME_ASSISTANT, (segments) => {
      const kept = segments.filter((segment) => segment.key !== 'settings.connection_section.error');
      const at = kept.findIndex((segment) => segment.key === 'widgets.actions.title');
      return [...kept.slice(0, at + 1), { key: 'widgets.gauge.title', text: 'Jauge' }, ...kept.slice(at + 1)];
    });
    const result = edit(HOME_ASSISTANT, remote);
    expect(changedLines(HOME_ASSISTANT, result)).toEqual({
      removed: ['"settings.connection_section.error" = "Le serveur ne répond pas : \\"%@\\"";'],
      added: ['"widgets.gauge.title" = "Jauge";'],
    });
    // The note above the removed entry described it; it stays, as a person deleting the line would leave it.
    expect(result).toContain('"widgets.actions.title" = "Actions";\n"widgets.gauge.title" = "Jauge";\n');
  });

  it("keeps the file's \\U escapes, its spacing, CRLF and the short form's key", () => {
    const local = '/* Menu */\r\n"menu.coffee"="Caf\\U00E9";\r\n"OK";\r\n';
    const remote = '"menu.coffee" = "Thé";\n"OK" = "D\'accord";\n"menu.tea"= "Thé";\n';
    expect(edit(local, remote)).toBe(
      '/* Menu */\r\n"menu.coffee"="Th\\U00E9";\r\n"OK"="D\'accord";\r\n"menu.tea"="Th\\U00E9";\r\n',
    );
  });

  it('takes a removed entry out with the note on its line, and only the entry from a shared line', () => {
    const local = '"a" = "1"; /* note on a */\n"b" = "2"; "c" = "3";\n"d" = "4"; // note on d\n';
    expect(edit(local, '"b" = "2";\n')).toBe('"b" = "2";\n');
  });

  it('refuses a file with a key given twice, or one that does not parse', () => {
    for (const local of ['"a" = "1";\n"a" = "2";\n', '/* open\n"a" = "1";\n'])
      expect(() => editIosStringsInPlace(local, '"a" = "3";\n', { parse })).toThrow(InPlaceEditError);
  });
});

function randomOf(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const SAMPLES = ['nouveau', '« guillemets » "x"', 'a\\b', 'ligne\nsuivante', '%1$@ %d', '🎉', 'tab\t', ''];

describe('iOS .strings edited in place, over random edits', () => {
  it('holds the contract for 300 random downloads', () => {
    const random = randomOf(47);
    for (let run = 0; run < 300; run += 1) {
      const local = run % 2 === 0 ? HOME_ASSISTANT : FR;
      const remote = serviceCopy(local, (segments) => {
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
        return segments;
      });
      edit(local, remote);
    }
  });
});
