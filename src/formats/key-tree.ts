import type { Segment } from './types.js';

/**
 * Nested locale data (Rails YAML, nested JSON) and its flat, dotted keys. Maps are `Map`s, not
 * objects, so keys such as `404` keep their place instead of moving to the front.
 */
/** A leaf is a string, or a number or boolean written with its own type (Segment.scalar). */
export type TreeNode = string | number | boolean | KeyTree | Array<TreeNode | null>;
export type KeyTree = Map<string, TreeNode>;

/** Two keys that cannot both live in one nested file, such as `a` and `a.b`. */
export class KeyConflictError extends Error {
  readonly code = 'key-conflict' as const;
  constructor(readonly key: string) {
    super(`the key "${key}" clashes with another key when nested`);
    this.name = 'KeyConflictError';
  }
}

/** `a.b[2]` → ['a', 'b', 2]. Only the last part may carry an array index, as flattening produces. */
export function splitKey(key: string): Array<string | number> {
  const parts: Array<string | number> = key.split('.');
  const last = parts.at(-1);
  if (typeof last !== 'string' || !last.endsWith(']')) return parts;
  const open = last.lastIndexOf('[');
  const digits = last.slice(open + 1, -1);
  if (open <= 0 || digits === '' || String(Number(digits)) !== digits) return parts;
  return [...parts.slice(0, -1), last.slice(0, open), Number(digits)];
}

/** Builds the nested tree of entries; throws KeyConflictError when a key is both a leaf and a branch. */
export function buildKeyTree(entries: ReadonlyArray<readonly [string, TreeNode]>): KeyTree {
  const root: KeyTree = new Map();
  for (const [key, value] of entries) {
    const parts = splitKey(key);
    const index = typeof parts.at(-1) === 'number' ? (parts.pop() as number) : undefined;
    const leafName = parts.pop() as string;
    let level = root;
    for (const part of parts as string[]) {
      const existing = level.get(part);
      if (existing === undefined) {
        const child: KeyTree = new Map();
        level.set(part, child);
        level = child;
      } else if (existing instanceof Map) {
        level = existing;
      } else {
        throw new KeyConflictError(key);
      }
    }
    if (index === undefined) {
      if (level.has(leafName)) throw new KeyConflictError(key);
      level.set(leafName, value);
      continue;
    }
    const existing = level.get(leafName) ?? [];
    if (!Array.isArray(existing) || existing[index] != null) throw new KeyConflictError(key);
    // Holes (a translated day_names[1] without [0]) stay null, as Rails' own `~` entries do.
    while (existing.length < index) existing.push(null);
    existing[index] = value;
    level.set(leafName, existing);
  }
  return root;
}

/** A segment's leaf: its text, or the number or boolean it spells (Segment.scalar). */
export function scalarOf(segment: Segment): TreeNode {
  const text = segment.text as string;
  if (segment.scalar === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  // A value that is not a finite number (a translator's text) stays text rather than becoming null.
  if (segment.scalar === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

export function joinKey(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`;
}
