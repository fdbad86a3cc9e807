import type { LocaleFormat, ParseOptions } from './types.js';

/**
 * Whether a target file loads in the platform that reads it in production, exactly as the
 * translators wrote it (issue 56): Rails YAML as Ruby's Psych loads it, Android XML as aapt2
 * compiles it, gettext PO as `msgfmt -c` checks it, JSON, .strings and .properties with their
 * platforms' escapes. The pull calls it on the bytes it is about to write (the service's, or the
 * repository's copy edited in place); a file with a problem is held back, not written (issue 57).
 */

/** One reason the platform would refuse the file, or load a value as something else. */
export interface PlatformProblem {
  /** The key whose value is the problem, when it is one value's. */
  readonly key?: string;
  /** What the platform would do, in a few words ("Psych loads it as a Symbol"). */
  readonly problem: string;
}

/**
 * The problems `bytes` would meet in its platform's reader; empty when it loads there as written.
 * This is the contract the pull's hold-back calls; the platform rules are filled in by issue 56.
 */
export const platformProblems: (
  format: LocaleFormat,
  bytes: Uint8Array,
  options: ParseOptions,
) => readonly PlatformProblem[] = () => [];
