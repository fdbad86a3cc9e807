/**
 * Seeds for the benchmark: projects of a chosen size, built in the emulator's own seed format
 * (src/emulator/seed.ts) so every file goes through the same import code as an upload. Text is
 * drawn from a seeded generator, so every run of the benchmark measures the same bytes.
 */
import { randomBytes } from 'node:crypto';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import type { SeedFile } from '../../src/emulator/seed.js';

export interface ProjectShape {
  readonly masters: number;
  readonly targets: number;
  readonly keysPerMaster: number;
  /** 'words' gives ordinary, compressible UI text; 'random' gives incompressible text of `valueChars`. */
  readonly text: 'words' | 'random';
  readonly valueChars?: number;
}

export const BENCH_TOKEN = 'proj_rw_bench000000000001';

/** Thirty target locales, as many as the large project needs; smaller projects take the first ones. */
const TARGET_LOCALES = [
  'fr', 'de', 'es', 'it', 'pt-BR', 'ja', 'ko', 'zh-CN', 'zh-TW', 'ru',
  'pl', 'nl', 'sv', 'da', 'fi', 'nb', 'tr', 'cs', 'hu', 'ro',
  'uk', 'el', 'he', 'ar', 'th', 'vi', 'id', 'ms', 'hi', 'bg',
]; // prettier-ignore

const WORDS = (
  'account settings save cancel delete message inbox profile search filter upload download share ' +
  'invite member team project file folder report invoice payment order cart checkout address ' +
  'password email notification reminder calendar event schedule task status priority comment ' +
  'review approve reject archive restore export import preview publish draft version history'
).split(' ');

/** mulberry32: a small seeded generator, good enough to vary text reproducibly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next: () => number): string {
  const length = 3 + Math.floor(next() * 8);
  const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)] ?? 'text');
  const first = words[0] ?? 'Text';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

export function targetLocalesOf(count: number): string[] {
  if (count > TARGET_LOCALES.length) throw new Error(`At most ${TARGET_LOCALES.length} target locales`);
  return TARGET_LOCALES.slice(0, count);
}

/** Key `k` of a master: grouped in sections of ten, so files nest as real i18next files do. */
export function keyPath(k: number): [string, string] {
  return [`section_${String(Math.floor(k / 10)).padStart(3, '0')}`, `key_${String(k).padStart(4, '0')}`];
}

/** One locale file of a master as nested JSON; `value(k)` gives the text of key k. */
export function jsonFile(keys: number, value: (k: number) => string): string {
  const tree: Record<string, Record<string, string>> = {};
  for (let k = 0; k < keys; k++) {
    const [section, key] = keyPath(k);
    (tree[section] ??= {})[key] = value(k);
  }
  return `${JSON.stringify(tree, null, 2)}\n`;
}

export function masterName(index: number, locale = 'en'): string {
  return `locales/${locale}/feature-${String(index).padStart(3, '0')}.json`;
}

function textSource(shape: ProjectShape, seed: number): (k: number) => string {
  if (shape.text === 'random') {
    // base64 of random bytes: deflate gains little, so the archive is as big as the text.
    const bytes = Math.ceil(((shape.valueChars ?? 1000) * 3) / 4);
    return () => randomBytes(bytes).toString('base64');
  }
  const next = generator(seed);
  return () => sentence(next);
}

/** A project with every target fully translated, under one organization, reachable with BENCH_TOKEN. */
export function benchSeed(name: string, shape: ProjectShape): EmulatorSeed {
  const locales = targetLocalesOf(shape.targets);
  const files: SeedFile[] = [];
  for (let m = 0; m < shape.masters; m++) {
    const source = textSource(shape, m + 1);
    const targets: Record<string, string> = {};
    for (const [index, locale] of locales.entries()) {
      const translated = textSource(shape, (m + 1) * 1000 + index);
      targets[locale] = jsonFile(shape.keysPerMaster, (k) =>
        shape.text === 'random' ? translated(k) : `[${locale}] ${translated(k)}`,
      );
    }
    files.push({ name: masterName(m), content: jsonFile(shape.keysPerMaster, source), targets });
  }
  return {
    organizations: [
      {
        name: 'Bench Org',
        readOnlyKey: 'org_ro_bench00000001',
        readWriteKey: 'org_rw_bench00000001',
        privateKey: 'org_pk_bench00000001',
        projects: [
          {
            name,
            privateApiToken: BENCH_TOKEN,
            publicApiToken: 'proj_ro_bench000000000001',
            sourceLocale: 'en',
            targetLocales: locales,
            files,
          },
        ],
      },
    ],
  };
}

/** The master a "one master changed" job edits: a new key and one changed source text. */
export function changedMaster(shape: ProjectShape, marker: string): string {
  const source = textSource(shape, 1);
  const texts = Array.from({ length: shape.keysPerMaster }, (_, k) => source(k));
  texts[0] = `${texts[0] ?? ''} (${marker})`;
  return jsonFile(shape.keysPerMaster + 1, (k) => texts[k] ?? `New text ${marker}`);
}
