/**
 * Rails YAML judged by Ruby's Psych, as Rails I18n loads it (issue 56, R67): translators' hostile
 * texts written by the writer (the service's own bytes in the emulator, keep-formatting off) and by
 * the in-place editor (a team's file), loaded with YAML.unsafe_load_file, each value compared with
 * the text. Psych's rules themselves (psych-scalars.ts) are compared with Psych's ScalarScanner.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editYaml } from '../../src/formats/in-place/yaml.js';
import { psychPlain } from '../../src/formats/platform/psych-scalars.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { writeYaml } from '../../src/formats/yaml-format.js';
import { psychLeaves, scratchDir } from '../helpers/platform-readers.js';
import { noteMissing, runTool } from '../helpers/real-tools.js';

/** Texts a translator may type that YAML 1.1, Psych or libyaml read otherwise when written raw. */
export const HOSTILE_YAML_TEXTS: readonly string[] = [
  ...['yes', 'No', 'oN', 'off', 'y', 'n', 'Y', '~', 'null', 'NULL', 'nUlL', 'true', 'FALSE'],
  ...[':other_key', ':"quoted_key"', ":'single'", '::twice', ':'],
  ...['1,000', '0o17', '017', '0x1F', '-0x1F', '0b101', '1_000', '1e3', '1.5e3', '1.', '.5', '+1', '0'],
  ...['.inf', '-.inf', '.NaN', '2024-01-01', '2024-1-1', '2024-01-01 12:30:45', '2024-01-01T12:30:45Z'],
  ...['12:30:45', '12:30', '1:00.5', '0x_', '0b,', '=', '<<'],
  ...['a\u2028b', 'a\u2029b', 'a\u0085b', 'del\u007f', 'vt\u000b', 'esc\u001b', 'c1\u0090', 'nul\u0000'],
  ...['bom\uFEFFx', '\uFFFE', 'cr\rlf', 'tab\tx', '\ttab first', 'emoji 😀 ok'],
  ...['  leading', 'trailing  ', 'multi\nline', 'multi\nline\n', '\nstarts', 'ends\n\n', ' \n '],
  ...['# not a comment', 'key: value', 'a #b', '- item', '? q', '@user', '`tick', '%d items'],
  ...['!tag', '&anchor', '*alias', "'quoted'", '"dq"', "it's", '[x]', '{y}', '|', '>', '-', '?'],
];

const keyOf = (index: number) => `k${index}`;
const segmentsOf = (texts: readonly string[]) => texts.map((text, index) => ({ key: keyOf(index), text }));
const encoder = new TextEncoder();

/** Every text loads in Psych as a String holding exactly that text. */
function expectPsychReads(file: string, texts: readonly string[], prefix = ''): void {
  const read = psychLeaves(file);
  expect(read.error).toBeUndefined();
  const byKey = new Map(read.leaves?.map((leaf) => [leaf.key, leaf]));
  const wrong = texts
    .map((text, index) => ({ text, leaf: byKey.get(`${prefix}${keyOf(index)}`) }))
    .filter(({ text, leaf }) => leaf?.type !== 'String' || leaf.value !== text);
  expect(wrong).toEqual([]);
}

describe.skipIf(noteMissing('ruby', "Rails YAML read by Ruby's Psych"))(
  'Rails YAML as Psych loads it',
  () => {
    it("resolves plain scalars as Psych's ScalarScanner does", () => {
      const candidates = [
        ...HOSTILE_YAML_TEXTS,
        '1:60',
        '99:00',
        '08',
        '1__0',
        '1,0,0',
        'Nein',
        'ok',
        '.',
        '-.',
      ];
      const ruby = `require 'psych'; require 'json'; require 'date'
      ss = Psych::ScalarScanner.new(Psych::ClassLoader.new)
      puts JSON.generate(JSON.parse(STDIN.read).map { |s| begin; v = ss.tokenize(s); v.is_a?(String) && v == s ? 'string' : 'other'; rescue ArgumentError; 'refused'; end })`;
      const result = runTool('ruby', ['-e', ruby], { input: JSON.stringify(candidates) });
      expect(result.stderr).toBe('');
      const psych = JSON.parse(result.stdout) as string[];
      const ours = candidates.map((text) => {
        const read = psychPlain(text);
        return read.kind === 'string' && read.value === text ? 'string' : 'other';
      });
      // A plain scalar Psych refuses to load (`0x_`) is one we never take for a string.
      expect(ours).toEqual(psych.map((kind) => (kind === 'refused' ? 'other' : kind)));
    });

    it("writes every hostile text, as the service's bytes, so that Psych loads exactly it", () => {
      const dir = scratchDir('psych-writer');
      const file = path.join(dir, 'fr.yml');
      writeFileSync(file, writeYaml(segmentsOf(HOSTILE_YAML_TEXTS), { locale: 'fr' }));
      expectPsychReads(file, HOSTILE_YAML_TEXTS);
    });

    it('quotes keys that Psych would take for booleans or numbers, the locale root `no` among them', () => {
      const dir = scratchDir('psych-keys');
      const file = path.join(dir, 'no.yml');
      const keys = ['yes', 'on', '1,000', ':sym', '12:30'];
      writeFileSync(
        file,
        writeYaml(
          keys.map((key) => ({ key: `k0.${key}`, text: 'x' })),
          { locale: 'no' },
        ),
      );
      const read = psychLeaves(file);
      expect(read.error).toBeUndefined();
      expect(read.leaves?.map((leaf) => leaf.key)).toEqual(keys.map((key) => `k0.${key}`));
      expect(runTool('ruby', ['-ryaml', '-e', 'p YAML.unsafe_load_file(ARGV[0]).keys', file]).stdout).toBe(
        '["no"]\n',
      );
    });

    it("edits every hostile text into a team's file in place so that Psych loads exactly it", () => {
      // The team's file quotes in every style; each value is replaced by a hostile text in its style.
      const styles = [
        (v: string) => v,
        (v: string) => `'${v}'`,
        (v: string) => `"${v}"`,
        (v: string) => `|\n      ${v}`,
      ];
      const local = `# Team's French\nfr:\n  nested:\n${HOSTILE_YAML_TEXTS.map(
        (_, index) => `    ${keyOf(index)}: ${styles[index % styles.length]?.(`ancien ${index}`)}\n`,
      ).join('')}`;
      const remote = new TextDecoder().decode(
        writeYaml(
          HOSTILE_YAML_TEXTS.map((text, index) => ({ key: `nested.${keyOf(index)}`, text })),
          { locale: 'fr' },
        ),
      );
      const edited = editYaml(local, remote, { parse: { fileName: 'fr.yml', locale: 'fr' } });
      expect(edited.startsWith("# Team's French\nfr:\n  nested:\n")).toBe(true);
      const dir = scratchDir('psych-in-place');
      const file = path.join(dir, 'fr.yml');
      writeFileSync(file, encoder.encode(edited));
      expectPsychReads(file, HOSTILE_YAML_TEXTS, 'nested.');
    });

    it('adds new keys holding hostile texts to a plain-style team file so that Psych loads them', () => {
      const local = 'fr:\n  title: Bonjour\n';
      const texts = HOSTILE_YAML_TEXTS;
      const remote = new TextDecoder().decode(
        writeYaml([{ key: 'title', text: 'Bonjour' }, ...segmentsOf(texts)], { locale: 'fr' }),
      );
      const edited = editYaml(local, remote, { parse: { fileName: 'fr.yml', locale: 'fr' } });
      const dir = scratchDir('psych-added');
      const file = path.join(dir, 'fr.yml');
      writeFileSync(file, encoder.encode(edited));
      expectPsychReads(file, texts);
    });

    it('names every key of a file that Psych refuses or loads otherwise, and only those', () => {
      // A service's bytes written by a YAML 1.2 writer: each plain value is a string to our reader.
      const values: Record<string, string> = {
        bool: 'yes',
        link: ':other_key',
        thousands: '1,000',
        octal: '017',
        underscored: '1_000',
        sexagesimal: '12:30',
        date: '2024-01-01',
        exponent: '1e3',
        lone: '"\\ud800"',
        separator: '"a\u2028b"',
        del: '"a\u007fb"',
        fine_plain: 'Bonjour',
        fine_quoted: "':other_key'",
        fine_escaped: '"a\\u2028b \\x7f"',
      };
      const entries = (keep: (key: string) => boolean) =>
        Object.entries(values)
          .filter(([key]) => keep(key))
          .map(([key, value]) => `  ${key}: ${value}\n`)
          .join('');
      // Rails' own lists of Symbols stay; a key Psych reads as a boolean is named.
      const text = `fr:\n${entries(() => true)}  order:\n    - :year\n  "yes": fine key\n  no: bad key\n`;
      const flagged = platformProblems('yaml', encoder.encode(text), { fileName: 'fr.yml' }).map(
        (p) => p.key,
      );
      expect([...new Set(flagged)]).toEqual([
        ...Object.keys(values).filter((key) => !key.startsWith('fine')),
        'no',
      ]);
      const file = path.join(scratchDir('psych-problems'), 'fr.yml');
      writeFileSync(file, text);
      expect(psychLeaves(file).error).toBeDefined();
      // Without them, Psych loads each value as our reader does.
      const fine = `fr:\n${entries((key) => key.startsWith('fine'))}`;
      writeFileSync(file, fine);
      expect(platformProblems('yaml', encoder.encode(fine), {})).toEqual([]);
      expect(psychLeaves(file).leaves?.map((leaf) => leaf.value)).toEqual([
        'Bonjour',
        ':other_key',
        'a\u2028b \x7f',
      ]);
    });
  },
);
