import { androidProblems } from './platform/android-problems.js';
import { jsonProblems, propertiesProblems, stringsProblems } from './platform/text-problems.js';
import { poProblems } from './platform/po-problems.js';
import { yamlProblems } from './platform/yaml-problems.js';
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

type ProblemFinder = (bytes: Uint8Array, options: ParseOptions) => PlatformProblem[];

/** Each platform's rules, in a file of its own under platform/; each is linear in the file's size. */
const FINDERS: Readonly<Record<LocaleFormat, ProblemFinder>> = {
  yaml: yamlProblems,
  'android-xml': androidProblems,
  po: poProblems,
  json: jsonProblems,
  'ios-strings': stringsProblems,
  properties: propertiesProblems,
};

/**
 * The problems `bytes` would meet in its platform's reader; empty when it loads there as written.
 * This is the contract the pull's hold-back calls.
 */
export function platformProblems(
  format: LocaleFormat,
  bytes: Uint8Array,
  options: ParseOptions,
): readonly PlatformProblem[] {
  return FINDERS[format](bytes, options);
}
