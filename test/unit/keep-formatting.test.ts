import { describe, expect, it } from 'vitest';
import { keepFormatting } from '../../src/formats/in-place/keep-formatting.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const yaml = { repoPath: 'config/locales/fr.yml', locale: 'fr' };

describe('keepFormatting (issue 47)', () => {
  it('leaves a file with the same translations alone, whatever its layout', () => {
    const local = "# kept by hand\nfr:\n  b: 'deux'\n  a: 'un'\n  empty: ''\n";
    expect(keepFormatting(yaml, encode('fr:\n  a: un\n  b: deux\n'), encode(local)).kind).toBe('untouched');
  });

  it('edits a differing file in its own layout, keeping a UTF-8 byte order mark and CRLF', () => {
    const local = "\uFEFF# kept\r\nfr:\r\n  a: 'un'\r\n  b: 'deux'\r\n";
    const outcome = keepFormatting(yaml, encode('fr:\n  a: uno\n  b: deux\n'), encode(local));
    expect(outcome.kind).toBe('edited');
    if (outcome.kind !== 'edited') return;
    expect([...outcome.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(outcome.bytes)).toBe("# kept\r\nfr:\r\n  a: 'uno'\r\n  b: 'deux'\r\n");
  });

  it("writes the service's bytes, with a notice naming the file, when the repository's copy does not parse", () => {
    const outcome = keepFormatting(yaml, encode('fr:\n  a: un\n'), encode('fr:\n  a: [\n'));
    expect(outcome).toEqual({
      kind: 'service',
      notice: expect.stringContaining('config/locales/fr.yml: cannot edit in place') as unknown,
    });
  });

  it('leaves a PO file alone when only PO-Revision-Date and X-Generator differ', () => {
    const po = (date: string, generator: string) =>
      encode(
        `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"PO-Revision-Date: ${date}\\n"\n` +
          `"X-Generator: ${generator}\\n"\n"Language: fr\\n"\n\nmsgid "Hello"\nmsgstr "Bonjour"\n`,
      );
    const file = { repoPath: 'locale/fr/LC_MESSAGES/app.po', locale: 'fr' };
    expect(
      keepFormatting(
        file,
        po('2026-11-29 10:00+0000', 'the service'),
        po('2020-01-01 10:00+0000', 'Poedit 3.4'),
      ),
    ).toEqual({ kind: 'untouched', sha1: expect.any(String) as unknown });
  });

  it("edits a JSON file in its own layout, and writes the service's bytes for a new file", () => {
    const json = { repoPath: 'locales/fr/common.json', locale: 'fr' };
    const edited = keepFormatting(
      json,
      encode('{"a": "uno", "b": "deux"}'),
      encode('{\n  "b": "deux",\n  "a": "un"\n}\n'),
    );
    expect(edited.kind).toBe('edited');
    expect(edited.kind === 'edited' && new TextDecoder().decode(edited.bytes)).toBe(
      '{\n  "b": "deux",\n  "a": "uno"\n}\n',
    );
    expect(keepFormatting(json, encode('{"a": "un"}'), encode('{\n  "a": "un"\n}\n')).kind).toBe('untouched');
    expect(keepFormatting(yaml, encode('fr:\n  a: un\n'), undefined)).toEqual({ kind: 'service' });
  });
});
