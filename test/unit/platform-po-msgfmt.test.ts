/**
 * gettext PO judged by `msgfmt -c` (issue 56, R67): hostile texts written by the writer and by the
 * in-place editor, checked by msgfmt and read back through msgfmt and msgunfmt (gettext's own
 * reading); and platformProblems compared entry by entry with what msgfmt -c refuses.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { editPoInPlace } from '../../src/formats/in-place/po.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { writePo } from '../../src/formats/po-format.js';
import { msgfmtCheck, msgunfmtText, scratchDir } from '../helpers/platform-readers.js';
import { noteMissing } from '../helpers/real-tools.js';

const TEXTS = [
  'say "hi"',
  'back\\slash \\n literal',
  'tab\there',
  'vertical\u000btab',
  'del\u007f nel\u0085 ls\u2028',
  'carriage\rreturn',
  'middle\nbreak',
  '100% sure',
  'msgstr "x"',
  '#~ not obsolete',
  'emoji 😀',
  '\u00a0non-breaking',
];

const HEADER =
  'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n"Language: fr\\n"\n';
const segments = TEXTS.map((text, index) => ({ key: `source ${index}`, text }));

/** gettext's own reading of the file: msgfmt compiles it, msgunfmt gives it back. */
function gettextValues(file: string): Map<string, string> {
  const text = msgunfmtText(file);
  expect(text).toBeDefined();
  // msgunfmt writes a vertical tab as `\v`, which gettext-parser does not decode: given raw instead.
  const raw = (text ?? '').replace(/\\\\|\\v/g, (escape) => (escape === '\\v' ? '\v' : escape));
  const table = po.parse(Buffer.from(raw));
  return new Map(
    Object.values(table.translations[''] ?? {})
      .filter((entry) => entry.msgid !== '')
      .map((entry) => [entry.msgid, entry.msgstr[0] ?? '']),
  );
}

function expectGettextReads(bytes: Uint8Array | string, name: string): void {
  const file = path.join(scratchDir('msgfmt'), name);
  writeFileSync(file, bytes);
  expect(msgfmtCheck(file).problems).toEqual([]);
  const values = gettextValues(file);
  expect(TEXTS.map((_, index) => values.get(`source ${index}`))).toEqual(TEXTS);
}

describe.skipIf(noteMissing('msgfmt', 'PO files checked by msgfmt -c'))(
  'PO as msgfmt -c checks it (R67)',
  () => {
    it("writes every hostile text, as the service's bytes, so that gettext reads exactly it", () => {
      expectGettextReads(writePo(segments, { locale: 'fr' }), 'writer.po');
    });

    it("edits every hostile text into a team's file so that gettext reads exactly it", () => {
      const local = `${HEADER}${TEXTS.map((_, index) => `\nmsgid "source ${index}"\nmsgstr "ancien ${index}"\n`).join('')}`;
      const remote = new TextDecoder().decode(writePo(segments, { locale: 'fr' }));
      const edited = editPoInPlace(local, remote, { parse: { fileName: 'fr.po', locale: 'fr' } });
      expectGettextReads(edited, 'in-place.po');
    });

    it('names exactly the entries msgfmt -c refuses', () => {
      const entries: Record<string, string> = {
        ends: 'msgid "a"\nmsgstr "a\\n"',
        begins: 'msgid "\\nb"\nmsgstr "b"',
        dropped: '#, c-format\nmsgid "%d files"\nmsgstr "fichiers"',
        added: '#, c-format\nmsgid "%d files"\nmsgstr "%d fichiers %s"',
        retyped: '#, c-format\nmsgid "%s and %d"\nmsgstr "%d et %s"',
        python_named: '#, python-format\nmsgid "%(name)s has %(n)d"\nmsgstr "%(n)d pour %(nom)s"',
        python_count: '#, python-format\nmsgid "%s of %s"\nmsgstr "%s"',
        forms: 'msgid "p"\nmsgid_plural "ps"\nmsgstr[0] "x"\nmsgstr[1] "y"\nmsgstr[2] "z"',
        fine_reordered: '#, c-format\nmsgid "%1$s and %2$d"\nmsgstr "%2$d et %1$s"',
        fine_one_form:
          '#, c-format\nmsgid "one %d"\nmsgid_plural "many %d"\nmsgstr[0] "un"\nmsgstr[1] "%d plusieurs"',
        fine_percent: 'msgid "100%"\nmsgstr "100 %"',
        fine_fuzzy: '#, fuzzy, c-format\nmsgid "%d f"\nmsgstr "f"',
      };
      const fileOf = (names: readonly string[]) =>
        `${HEADER}${names.map((name) => `\n${entries[name] ?? ''}\n`).join('')}`;
      const names = Object.keys(entries);
      const problems = platformProblems('po', new TextEncoder().encode(fileOf(names)), {});
      const flagged = new Set(problems.map((problem) => problem.key));
      const dir = scratchDir('msgfmt-entries');
      for (const name of names) {
        const file = path.join(dir, `${name}.po`);
        writeFileSync(file, fileOf([name]));
        const refused = msgfmtCheck(file).status !== 0;
        const key = Object.values(po.parse(Buffer.from(fileOf([name]))).translations[''] ?? {}).find(
          (entry) => entry.msgid !== '',
        )?.msgid;
        expect({ name, refused }).toEqual({ name, refused: !name.startsWith('fine') });
        expect({ name, flagged: flagged.has(key ?? '') }).toEqual({ name, flagged: refused });
      }
    });
  },
);
