import { PLURAL_FORMS, type Segment, type SegmentText } from './types.js';

interface SegmentDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Equal when both are the same string, or plural texts with the same forms, form by form. */
function sameText(before: SegmentText, after: SegmentText): boolean {
  if (typeof before === 'string' || typeof after === 'string') return before === after;
  return PLURAL_FORMS.every((form) => before[form] === after[form]);
}

function byCodeUnit(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * What changed between two versions of a locale file, by key, each list sorted by code unit so the
 * report does not depend on the runner's locale. A repeated key counts with its last text, as the
 * formats' own readers do.
 */
export function diffSegments(before: readonly Segment[], after: readonly Segment[]): SegmentDiff {
  const old = new Map(before.map((segment) => [segment.key, segment.text]));
  const current = new Map(after.map((segment) => [segment.key, segment.text]));
  const added: string[] = [];
  const changed: string[] = [];
  for (const [key, text] of current) {
    const previous = old.get(key);
    if (previous === undefined) added.push(key);
    else if (!sameText(previous, text)) changed.push(key);
  }
  const removed = [...old.keys()].filter((key) => !current.has(key));
  return {
    added: added.sort(byCodeUnit),
    changed: changed.sort(byCodeUnit),
    removed: removed.sort(byCodeUnit),
  };
}
