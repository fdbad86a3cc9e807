import type { Logger } from '../client/logger.js';
import type { PlatformProblem } from '../formats/platform-safety.js';

/**
 * One bad file holds back one file (issue 57): a target whose download fails a check of its own
 * is not written, and every other file of the run is. This is what a held-back file is and how
 * the log, the job summary, the pull request body and the `held-back-files` output say it; the
 * pull decides (src/sync/held-back-judge.ts, and the archive's per-file limits).
 */

type HoldBackCode =
  | 'too-large'
  | 'compresses-too-well'
  | 'unreadable-download'
  | 'translations-would-be-lost'
  | 'empty-download'
  | 'platform-would-refuse';

/** A target file the pull did not write, and why. Every text here is ours: keys are apart. */
export interface HeldBackFile {
  /** Project path (the pull's own; the outputs make it a repository path). */
  readonly path: string;
  readonly locale: string;
  readonly code: HoldBackCode;
  /** What is wrong with the service's copy, as a clause. */
  readonly reason: string;
  /** What to do about it, as a sentence. */
  readonly advice: string;
  /** The keys at fault, when keys are the cause (translations lost; the platform's problems). */
  readonly keys?: readonly string[];
  /** The platform's problems, key and problem (platform-safety.ts). */
  readonly problems?: readonly PlatformProblem[];
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Each code's reason (from what the check measured) and advice. */
const WORDS: Record<HoldBackCode, { reason: (detail: string) => string; advice: string }> = {
  'too-large': {
    reason: (detail) => `the service's copy ${detail}`,
    advice: 'Look on the translation service for an unexpectedly long text in this file (docs/limits.md).',
  },
  'compresses-too-well': {
    reason: (detail) => `the service's copy ${detail}`,
    advice:
      'Look on the translation service for a long repeated text in this file, such as a pasted log (docs/limits.md).',
  },
  'unreadable-download': {
    reason: () =>
      "its format cannot read the service's copy (an error page instead of the file, or a damaged file)",
    advice:
      'Rerun later; if it persists, open the file on the translation service and check that it can be exported.',
  },
  'translations-would-be-lost': {
    reason: (detail) =>
      `the service's copy would remove ${detail} that the repository has, for keys its master still has`,
    advice:
      "The service does not have them: set upload-translations: true to send them to the service (they never overwrite a translation it has), or allow-removals: true to accept the service's version.",
  },
  'empty-download': {
    reason: () => "the service's copy holds no translation, while the repository's has some",
    advice:
      "Set upload-translations: true to send the repository's translations to the service; if the file should really be empty, delete it from the repository.",
  },
  'platform-would-refuse': {
    reason: (detail) => `the platform would refuse it (${detail})`,
    advice: 'Fix these translations on the translation service: the next run brings them.',
  },
};

/** A held-back file in the words of its code; `detail` is what the check measured. */
export function heldBack(
  path: string,
  locale: string,
  code: HoldBackCode,
  found: { detail?: string; keys?: readonly string[]; problems?: readonly PlatformProblem[] } = {},
): HeldBackFile {
  const { problems } = found;
  const keys = found.keys ?? (problems === undefined ? undefined : problemKeys(problems));
  const detail =
    found.detail ??
    (problems !== undefined ? count(problems.length, 'problem') : count(keys?.length ?? 0, 'translation'));
  return {
    path,
    locale,
    code,
    reason: WORDS[code].reason(detail),
    advice: WORDS[code].advice,
    ...(keys === undefined ? {} : { keys }),
    ...(problems === undefined ? {} : { problems }),
  };
}

function problemKeys(problems: readonly PlatformProblem[]): string[] {
  return [...new Set(problems.flatMap((problem) => (problem.key === undefined ? [] : [problem.key])))];
}

/** Keys named in a log line; the output and the body list them all. */
const KEYS_LOGGED = 5;

function listed(items: readonly string[], separator: string): string {
  const shown = items.slice(0, KEYS_LOGGED).join(separator);
  return items.length > KEYS_LOGGED ? `${shown}${separator}…` : shown;
}

/** One sentence for the log and the annotation: which file, why, what to do. */
function describeHeldBack(file: HeldBackFile): string {
  const problems = file.problems?.map((problem) =>
    problem.key === undefined ? problem.problem : `${problem.key}: ${problem.problem}`,
  );
  const detail =
    problems !== undefined
      ? `: ${listed(problems, '; ')}`
      : file.keys !== undefined && file.keys.length > 0
        ? ` (${listed(file.keys, ', ')})`
        : '';
  return `Held back ${file.path}: ${file.reason}${detail}. It was not written; every other file of the run was pulled. ${file.advice}`;
}

/** A warning annotation on each held-back file. */
export function warnHeldBack(files: readonly HeldBackFile[], logger: Logger): void {
  for (const file of files)
    logger.warning(describeHeldBack(file), { file: file.path, title: 'Translation file held back' });
}
