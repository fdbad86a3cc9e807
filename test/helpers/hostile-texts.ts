/**
 * Seeded hostile texts for the platform fuzz tests (issue 56): each text joins a few fragments a
 * translator may type, chosen by a seeded generator, so a failure names its seed and reproduces.
 */

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` texts of one to four of `fragments` each, the same for the same seed. */
export function hostileTexts(seed: number, count: number, fragments: readonly string[]): string[] {
  const next = generator(seed);
  const pick = (): string => fragments[Math.floor(next() * fragments.length)] ?? '';
  return Array.from({ length: count }, () => {
    const parts = 1 + Math.floor(next() * 4);
    return Array.from({ length: parts }, pick).join('');
  });
}

/** What a platform made of a file: its refusal, or each key's value as it loads there. */
export interface PlatformReading {
  readonly error?: string;
  readonly values: ReadonlyMap<string, string | undefined>;
}

/**
 * The contract of the pull (issue 56) for one file made from `texts`: each text the platform
 * check does not name loads exactly as given, once the named ones are left out (a file with one
 * named is held back whole, as is one the check cannot read at all). Returns how many texts were
 * checked and those that break the contract, each with what the platform did.
 */
export function breaches(options: {
  texts: readonly string[];
  keyOf: (index: number) => string;
  make: (texts: readonly string[]) => Uint8Array;
  /** The keys the platform check names; undefined for a problem of the whole file. */
  named: (bytes: Uint8Array) => readonly (string | undefined)[];
  /** The platform's reading of each file, in order (one process for many files where it can). */
  read: (files: readonly Uint8Array[]) => PlatformReading[];
  /** Whether the platform's value of a text is compared (markup compiles to its text alone). */
  compared?: (text: string) => boolean;
  /** The values our reader gives, when those are the ones to compare (a service's raw bytes). */
  ours?: (bytes: Uint8Array) => ReadonlyMap<string, string | undefined>;
}): { checked: number; breaches: string[] } {
  const { texts, keyOf, make, named, read } = options;
  const alone = (list: readonly string[], index: number): Uint8Array =>
    make(list.map((text, at) => (at === index ? text : 'x')));
  const flagged = new Set<string | undefined>();
  const without = (): string[] => texts.map((text, index) => (flagged.has(keyOf(index)) ? 'x' : text));
  // A text that makes the whole file unreadable to the check holds the file back: left out too,
  // and then the file is named again, since an unreadable file names no key.
  const first = named(make(texts));
  if (first.includes(undefined))
    texts.forEach((_, index) => {
      if (named(alone(texts, index)).includes(undefined)) flagged.add(keyOf(index));
    });
  for (const key of [...first, ...(first.includes(undefined) ? named(make(without())) : [])])
    if (key !== undefined) flagged.add(key);
  const kept = without();
  const bytes = make(kept);
  const found: string[] = [];
  const left = named(bytes);
  if (left.length > 0) found.push(`still named once the named texts are out: ${left.join(', ')}`);
  const [reading] = read([bytes]);
  if (reading?.error !== undefined) {
    // Which texts the platform refuses, one file each: only on failure.
    const candidates = kept.flatMap((text, index) => {
      const file = alone(kept, index);
      return named(file).length === 0 ? [{ text, file }] : [];
    });
    read(candidates.map((candidate) => candidate.file)).forEach((one, at) => {
      const text = candidates[at]?.text ?? '';
      if (one.error !== undefined)
        found.push(`${JSON.stringify(text)}: refused: ${one.error.split('\n')[0] ?? ''}`);
    });
    if (found.length === 0) found.push(`the file is refused: ${reading.error}`);
  } else {
    const ours = options.ours?.(bytes);
    kept.forEach((text, index) => {
      if (flagged.has(keyOf(index)) || options.compared?.(text) === false) return;
      const value = reading?.values.get(keyOf(index));
      const wanted = ours === undefined ? text : ours.get(keyOf(index));
      // A value our reader takes for no translation (a number, a boolean) is not one to compare.
      if (ours !== undefined && wanted === undefined) return;
      if (value !== wanted)
        found.push(
          `${JSON.stringify(text)}: loads as ${JSON.stringify(value)}, not ${JSON.stringify(wanted)}`,
        );
    });
  }
  return { checked: texts.length - flagged.size, breaches: found };
}
