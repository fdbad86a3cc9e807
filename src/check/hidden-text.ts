import { decodeCharacterReferences } from './character-references.js';
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
// joiners, soft hyphen, word joiner, variation selectors, tags, Hangul fillers, bidi controls);
// control characters, which a diff shows as nothing either; and every space but the plain one,
// which a diff shows as a plain space (a no-break space, U+2028).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/gu;
// The plain space, tab and line break are what they show; they count as such only against another space.
const SHOWN_AS_IS = new Set([' ', '\t', '\n', '\r']);
const NAMES: Readonly<Record<string, string>> = {
  ...BIDI_CONTROLS,
  ' ': 'space',
  '\u00A0': 'no-break space',
  '\u00AD': 'soft hyphen',
  '\u034F': 'combining grapheme joiner',
  '\u200B': 'zero width space',
  '\u200C': 'zero width non-joiner',
  '\u200D': 'zero width joiner',
  '\u202F': 'narrow no-break space',
  '\u2060': 'word joiner',
  '\uFEFF': 'zero width no-break space',
};

/** The text as a diff shows it: composed (NFC), without what shows as nothing, every space one space. */
function asShown(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, (char) => (/[\p{Zs}\p{Zl}\p{Zp}\t\n\r]/u.test(char) ? ' ' : ''));
}

/** The characters of a text a diff does not show as they are: invisible ones, and spaces when another differs. */
function hiddenOf(text: string, withSpaces: boolean): string[] {
  return (text.match(INVISIBLE) ?? []).filter((char) => withSpaces || !SHOWN_AS_IS.has(char));
}

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
  // Also as a character reference (`&#x202E;`, `&rlm;`), which an app rendering HTML shows as one.
  const controlsOf = (text: string): string[] => decodeCharacterReferences(text).match(BIDI) ?? [];
  const added = without(controlsOf(target), controlsOf(source));
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
  if (asShown(previous) !== asShown(current)) return [];
  const spaceKind = (chars: readonly string[]): boolean => chars.some((char) => /\p{Zs}/u.test(char));
  // A plain space given for a no-break space (or back) is half of the change: name both.
  const withSpaces = spaceKind(hiddenOf(previous, false)) || spaceKind(hiddenOf(current, false));
  const before = hiddenOf(previous, withSpaces);
  const after = hiddenOf(current, withSpaces);
  const added = without(after, before);
  const removed = without(before, after);
  const change = [
    added.length > 0 ? `adds ${listed(added)}` : '',
    removed.length > 0 ? `removes ${listed(removed)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' and ');
  // Same characters, other places: moved, which neither list shows; or only composed otherwise.
  const described =
    change ||
    (previous.normalize('NFC') === current.normalize('NFC')
      ? 'changes only how its characters are composed, its Unicode normalization'
      : 'moves invisible characters');
  return [
    `changes only invisible characters against the repository's text (${described}), a change no reviewer can see`,
  ];
}
