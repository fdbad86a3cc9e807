/**
 * The problems of the formats whose platforms read them with our readers' rules (issue 56): JSON
 * as JSON.parse reads it (i18next, the browser; no comments, no raw controls), iOS .strings and Java
 * .properties as our readers, written after Apple's and Java's, read them; plus what no escape of
 * theirs can carry: a .strings `\U` escape of half a surrogate pair, which Foundation refuses.
 */
import { parseLocaleFile } from '../index.js';
import { decodeText } from '../text-codec.js';
import type { PlatformProblem } from './problem.js';
import type { LocaleFormat, ParseOptions, Segment } from '../types.js';

function unreadable(format: LocaleFormat, bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  try {
    parseLocaleFile(format, bytes, options);
    return [];
  } catch (error) {
    return [
      { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
}

export function jsonProblems(bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  const problems = unreadable('json', bytes, options);
  if (problems.length > 0) return problems;
  try {
    JSON.parse(decodeText(bytes, options.fileName ?? '(json file)', 'json').text);
    return [];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      { problem: `JSON.parse refuses the file (comments, a trailing comma or a raw control?): ${reason}` },
    ];
  }
}

export function stringsProblems(bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  let segments: Segment[];
  try {
    segments = parseLocaleFile('ios-strings', bytes, options);
  } catch (error) {
    return [
      { problem: `the file does not parse: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  return segments
    .filter((segment) => typeof segment.text === 'string' && lone.test(segment.text))
    .map((segment) => ({
      key: segment.key,
      problem:
        'holds half a surrogate pair, which no UTF-8 or UTF-16 reader of Foundation can be relied on to load',
    }));
}

export function propertiesProblems(bytes: Uint8Array, options: ParseOptions): PlatformProblem[] {
  return unreadable('properties', bytes, options);
}
