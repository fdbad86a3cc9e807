import { without } from './segment-forms.js';

/**
 * Text a reviewer cannot see. A bidi control (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) reorders
 * what follows it on screen, so a translation can show one thing and hold another ("Trojan
 * Source"); and a change that only adds or removes invisible characters (a zero-width space, a
 * soft hyphen) shows no difference in the pull request's diff at all, yet changes what the app
 * compares, links to or prints. Neither can be judged by reading the pull request, so both keep
 * auto-merge off (docs/safety.md).
 */

// The explicit bidi formatting characters of UAX #9: embeddings and overrides, isolates, marks.
const BIDI_CONTROLS: Readonly<Record<string, string>> = {
  '\u061C': 'arabic letter mark',
  '\u200E': 'left-to-right mark',
  '\u200F': 'right-to-left mark',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
};
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

// Unicode's Default_Ignorable_Code_Point: what renderers draw as nothing (zero-width space and
// joiners, soft hyphen, word joiner, variation selectors, tags, Hangul fillers, bidi controls).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const NAMES: Readonly<Record<string, string>> = {
  ...BIDI_CONTROLS,
  '\u00AD': 'soft hyphen',
  '\u034F': 'combining grapheme joiner',
  '\u200B': 'zero width space',
  '\u200C': 'zero width non-joiner',
  '\u200D': 'zero width joiner',
  '\u2060': 'word joiner',
  '\uFEFF': 'zero width no-break space',
};

/** `U+202E (right-to-left override)`: the character named, never printed, since it is invisible. */
function named(char: string): string {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  const name = NAMES[char];
  return name === undefined ? code : `${code} (${name})`;
}

function listed(chars: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  return [...counts]
    .map(([char, count]) => (count === 1 ? named(char) : `${count} × ${named(char)}`))
    .join(', ');
}

/** The bidi controls of `target` beyond its source's, as one phrase; none when it adds none. */
export function bidiProblems(source: string, target: string): string[] {
  const added = without(target.match(BIDI) ?? [], source.match(BIDI) ?? []);
  if (added.length === 0) return [];
  return [
    `has the bidi control${added.length === 1 ? '' : 's'} ${listed(added)} that the source does not, which can make the text show other than it reads`,
  ];
}

/**
 * When `current` differs from `previous` (the repository's text before the pull) only by invisible
 * characters, the phrase that says which; none for an equal text or one with a visible change.
 */
export function invisibleChangeProblems(previous: string, current: string): string[] {
  if (previous === current) return [];
  if (previous.replace(INVISIBLE, '') !== current.replace(INVISIBLE, '')) return [];
  const before = previous.match(INVISIBLE) ?? [];
  const after = current.match(INVISIBLE) ?? [];
  const added = without(after, before);
  const removed = without(before, after);
  const change = [
    added.length > 0 ? `adds ${listed(added)}` : '',
    removed.length > 0 ? `removes ${listed(removed)}` : '',
  ]
    .filter((part) => part !== '')
    // Same characters, other places: moved, which neither list shows.
    .join(' and ');
  return [
    `changes only invisible characters against the repository's text (${change || 'moves invisible characters'}), a change no reviewer can see`,
  ];
}
