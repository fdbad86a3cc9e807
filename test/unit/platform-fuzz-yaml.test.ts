/**
 * Rails YAML fuzzed against Ruby's Psych (issue 56): seeded hostile texts written by the writer
 * (the service's bytes), by the in-place editor into a team's file of every scalar style, and as a
 * hostile service may write them itself. Each text the platform check does not name must load in
 * Psych as exactly the translator's text (or, for a service's own bytes, as our reader reads it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editYaml } from '../../src/formats/in-place/yaml.js';
import { InPlaceEditError } from '../../src/formats/in-place/types.js';
import { platformProblems } from '../../src/formats/platform-safety.js';
import { parseYaml, writeYaml } from '../../src/formats/yaml-format.js';
import { breaches, hostileTexts, type PlatformReading } from '../helpers/hostile-texts.js';
import { psychLeavesOfMany, scratchDir } from '../helpers/platform-readers.js';
import { noteMissing } from '../helpers/real-tools.js';

const FRAGMENTS = [
  ...['\t', '%', '@', '`', '? ', '- ', '!', '&', '*', '|', '>', '#', ' #', ': ', ':', '"', "'", '\\'],
  ...['y', 'n', 'on', 'off', 'yes', 'TRUE', 'Null', '~', '<<', '=', '+', '-', '.', '---', '...'],
  ...['1:20', '0x1F', '.inf', '0o17', '1,000', '0b1', '1_0', '1e3', '0', '2024-01-01', ':a', ': x'],
  ...['\uFEFF', '\u2028', '\u2029', '\u0085', '\ud800', '\u007f', '\u0000', '\u000b', '\u001b'],
  ...['\n', '\r\n', '\r', ' ', '  ', '\n  ', '\t\n', '\n- x', '\u00a0', '\u200b', '\u{1F600}', '\uFFFE'],
  ...['a', 'Bonjour', 'é', 'e\u0301', '{', '}', '[', ']', ',', '%{x}', '<%= x %>', '\\n', '\\u0041'],
];
const SEEDS = [1, 2, 3, 4, 5, 6];
const keyOf = (index: number): string => `k${index}`;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function named(bytes: Uint8Array): (string | undefined)[] {
  return platformProblems('yaml', bytes, { fileName: 'fr.yml', locale: 'fr' }).map((problem) => problem.key);
}

function psych(files: readonly Uint8Array[]): PlatformReading[] {
  const dir = scratchDir('psych-fuzz');
  const paths = files.map((bytes, index) => {
    const file = path.join(dir, `fr-${index}.yml`);
    writeFileSync(file, bytes);
    return file;
  });
  return psychLeavesOfMany(paths).map((read) =>
    read.error !== undefined
      ? { error: read.error, values: new Map() }
      : {
          values: new Map(
            read.leaves?.map((leaf) => [leaf.key, leaf.type === 'String' ? leaf.value : leaf.type]),
          ),
        },
  );
}

const writer = (texts: readonly string[]): Uint8Array =>
  writeYaml(
    texts.map((text, index) => ({ key: keyOf(index), text })),
    { locale: 'fr' },
  );

/** A team's file, each key in one of the styles a team writes, edited as keep-formatting does. */
function inPlace(texts: readonly string[]): Uint8Array {
  const styles = [
    (old: string) => old,
    (old: string) => `'${old}'`,
    (old: string) => `"${old}"`,
    (old: string) => `|\n    ${old}`,
    (old: string) => `>-\n    ${old}`,
    (old: string) => `|+\n    ${old}\n`,
  ];
  const local = `fr:\n${texts.map((_, index) => `  ${keyOf(index)}: ${styles[index % styles.length]?.(`ancien ${index}`)}\n`).join('')}`;
  try {
    return encoder.encode(editYaml(local, decoder.decode(writer(texts)), { parse: { fileName: 'fr.yml' } }));
  } catch (error) {
    // What keep-formatting writes when the editor gives up: the service's bytes.
    if (error instanceof InPlaceEditError) return writer(texts);
    throw error;
  }
}

/** The texts as a service may write them itself: plain, quoted or as a block, unescaped. */
function serviceBytes(texts: readonly string[]): Uint8Array {
  const scalar = (text: string, index: number): string => {
    const lines = text.split('\n');
    switch (index % 4) {
      case 0:
        return lines.length === 1 ? text : JSON.stringify(text);
      case 1:
        return lines.length === 1 ? `'${text.replaceAll("'", "''")}'` : JSON.stringify(text);
      case 2:
        return JSON.stringify(text);
      default:
        return `|-\n${lines.map((line) => `    ${line}`).join('\n')}`;
    }
  };
  return encoder.encode(
    `fr:\n${texts.map((text, index) => `  ${keyOf(index)}: ${scalar(text, index)}\n`).join('')}`,
  );
}

function ours(bytes: Uint8Array): Map<string, string | undefined> {
  try {
    return new Map(
      parseYaml(bytes, { fileName: 'fr.yml', locale: 'fr' }).map((segment) => [
        segment.key,
        typeof segment.text === 'string' ? segment.text : undefined,
      ]),
    );
  } catch {
    return new Map();
  }
}

describe.skipIf(noteMissing('ruby', "Rails YAML fuzzed against Ruby's Psych"))(
  'Rails YAML fuzzed against Psych',
  () => {
    it.each(SEEDS)('writes every text of seed %i so that Psych loads exactly it, or names it', (seed) => {
      const texts = hostileTexts(seed, 200, FRAGMENTS);
      const result = breaches({ texts, keyOf, make: writer, named, read: psych });
      expect(result.breaches).toEqual([]);
      expect(result.checked).toBeGreaterThan(texts.length / 2);
    });

    it.each(SEEDS)(
      "edits every text of seed %i into a team's file so that Psych loads it, or names it",
      (seed) => {
        const texts = hostileTexts(seed, 200, FRAGMENTS);
        const result = breaches({ texts, keyOf, make: inPlace, named, read: psych });
        expect(result.breaches).toEqual([]);
        expect(result.checked).toBeGreaterThan(texts.length / 2);
      },
    );

    it.each(SEEDS)(
      "names every value of a service's own bytes (seed %i) that Psych refuses or reads otherwise",
      (seed) => {
        const texts = hostileTexts(seed, 200, FRAGMENTS);
        const make = (some: readonly string[]): Uint8Array => serviceBytes(some);
        const result = breaches({ texts, keyOf, make, named, read: psych, ours });
        expect(result.breaches).toEqual([]);
      },
    );
  },
);
