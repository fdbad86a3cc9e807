import {
  detectFormat,
  parseLocaleFile,
  placeholdersAnywhere,
  placeholdersOf,
  type PluralForm,
  type Segment,
  type SegmentText,
} from '../formats/index.js';
import { decodeText } from '../formats/text-codec.js';
import { keyLineFinder } from './key-lines.js';
import { FORMS_THAT_MAY_DROP, formsOf, sourceFor, without } from './segment-forms.js';

/**
 * Every translation must keep the placeholders of its source: one that is lost prints a hole, one
 * that is added (or misspelt, `%{nom}`) crashes or prints raw at run time. Compared as multisets,
 * so `%s %s` needs two `%s`.
 */

interface PlaceholderMismatch {
  readonly key: string;
  /** The plural form at fault, for plural strings. */
  readonly form?: PluralForm;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
}

export interface PlaceholderIssue extends PlaceholderMismatch {
  readonly file: string;
  readonly locale: string;
  /** Undefined when the key's line could not be found. */
  readonly line: number | undefined;
}

/** The mismatches of one translation against its source. */
function comparePlaceholders(key: string, source: SegmentText, target: SegmentText): PlaceholderMismatch[] {
  const mismatches: PlaceholderMismatch[] = [];
  for (const [form, text] of formsOf(target)) {
    const sourceText = sourceFor(source, form);
    const expected = placeholdersOf(sourceText);
    const actual = placeholdersOf(text);
    // One hidden where the top-level scan skips (an ICU branch, braces, quotes) counts once.
    const known = placeholdersAnywhere(sourceText);
    const hidden = [...placeholdersAnywhere(text)].filter(
      (placeholder) => !known.has(placeholder) && !actual.includes(placeholder),
    );
    const extra = [...without(actual, expected), ...hidden];
    const missing = form !== undefined && FORMS_THAT_MAY_DROP.has(form) ? [] : without(expected, actual);
    if (extra.length === 0 && missing.length === 0) continue;
    mismatches.push(form === undefined ? { key, missing, extra } : { key, form, missing, extra });
  }
  return mismatches;
}

/** The mismatches of a target file (its bytes) against its master's segments, with key lines. */
export function checkTargetFile(options: {
  path: string;
  locale: string;
  bytes: Uint8Array;
  master: readonly Segment[];
  /** The target's segments when the caller has read them already (the other checks read them too). */
  segments?: readonly Segment[];
}): PlaceholderIssue[] {
  const format = detectFormat(options.path);
  if (format === undefined) return [];
  const target =
    options.segments ??
    parseLocaleFile(format, options.bytes, { fileName: options.path, locale: options.locale });
  const sources = new Map(options.master.map((segment) => [segment.key, segment.text]));
  const mismatches = target.flatMap((segment) => {
    const source = sources.get(segment.key);
    return source === undefined ? [] : comparePlaceholders(segment.key, source, segment.text);
  });
  if (mismatches.length === 0) return [];
  const lineOf = keyLineFinder(format, decodeText(options.bytes, options.path, format).text);
  return mismatches.map((mismatch) => ({
    ...mismatch,
    file: options.path,
    locale: options.locale,
    line: lineOf(mismatch.key, mismatch.form),
  }));
}

/** One line for the log and the annotation. */
export function describeIssue(issue: PlaceholderIssue): string {
  const where = issue.form === undefined ? `"${issue.key}"` : `"${issue.key}" (${issue.form})`;
  const parts = [
    issue.missing.length > 0 ? `lacks ${issue.missing.join(' ')}` : '',
    issue.extra.length > 0 ? `has ${issue.extra.join(' ')} that the source does not` : '',
  ].filter((part) => part !== '');
  return `The ${issue.locale} translation of ${where} ${parts.join(' and ')}.`;
}
