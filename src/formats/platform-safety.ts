import { androidProblems } from './platform/android-problems.js';
import { jsonProblems, propertiesProblems, stringsProblems } from './platform/text-problems.js';
import { poProblems } from './platform/po-problems.js';
import { yamlProblems } from './platform/yaml-problems.js';
import type { PlatformProblem } from './platform/problem.js';
import type { LocaleFormat, ParseOptions } from './types.js';

export type { PlatformProblem } from './platform/problem.js';

/**
 * Whether a target file loads in the platform that reads it in production, exactly as the
 * translators wrote it (issue 56): Rails YAML as Ruby's Psych loads it, Android XML as aapt2
 * compiles it, gettext PO as `msgfmt -c` checks it, JSON, .strings and .properties with their
 * platforms' escapes. The pull calls it on the bytes it is about to write (the service's, or the
 * repository's copy edited in place); a file with a problem is held back, not written (issue 57).
 */

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
