import { createHash } from 'node:crypto';
import type { TranslationFinding } from './findings.js';
import type { GlossaryTerm } from './glossary-check.js';
import type { PlaceholderIssue } from './placeholder-check.js';

/**
 * What the pull's checks learned of each target, kept in the pulled record's `checked` (issue 58,
 * docs/decisions.md "What the checks learned"): by target, the SHA-1 of the file as git stores
 * it, its completion counts and its findings as found, before any input classifies them; by
 * master, the SHA-1 its targets were checked against; and the key of what else the findings
 * depend on (these checks' version, the glossary). A later run takes an entry whose target and
 * master hash as recorded instead of reading and parsing them: an edit by a person changes the
 * hash, so the file is checked again.
 */

/** Changed whenever what a check finds changes: every kept entry is then checked again. */
const CHECKS_VERSION = 1;

export interface CheckedTarget {
  /** SHA-1 of the target as the plan hashed it. */
  readonly file: string;
  readonly translated: number;
  readonly total: number;
  readonly placeholderIssues?: readonly PlaceholderIssue[];
  /** Without `invisible` ones: they compare with the copy a pull replaced, and only that run has it. */
  readonly findings?: readonly TranslationFinding[];
  /** Why the target could not be checked: said on every run, as when it was read. */
  readonly unreadable?: readonly string[];
}

export interface CheckedState {
  readonly inputs: string;
  readonly masters: ReadonlyMap<string, string>;
  readonly targets: ReadonlyMap<string, CheckedTarget>;
}

/** The key of what findings depend on beside the files: a new glossary checks every file again. */
export function checksKey(glossary: readonly GlossaryTerm[]): string {
  return createHash('sha1')
    .update(JSON.stringify({ version: CHECKS_VERSION, glossary }))
    .digest('hex');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isSha1 = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isListOf = (value: unknown, item: (entry: unknown) => boolean): boolean =>
  value === undefined || (Array.isArray(value) && value.every(item));
const hasText = (entry: unknown, ...names: string[]) =>
  isObject(entry) && names.every((name) => typeof entry[name] === 'string');

/** A kept entry as the record has it, or undefined when it is not one (a person edited it). */
function targetOf(value: unknown): CheckedTarget | undefined {
  if (!isObject(value) || !isSha1(value['file'])) return undefined;
  const { translated, total, placeholderIssues, findings, unreadable } = value;
  if (!isCount(translated) || !isCount(total) || translated > total) return undefined;
  if (
    !isListOf(placeholderIssues, (entry) => hasText(entry, 'file', 'locale', 'key')) ||
    !isListOf(findings, (entry) => hasText(entry, 'kind', 'file', 'locale', 'problem')) ||
    !isListOf(unreadable, (entry) => typeof entry === 'string')
  )
    return undefined;
  return value as unknown as CheckedTarget;
}

/**
 * The record's `checked` when it was written for the same `inputs` (checksKey); undefined when
 * there is none, it is of other inputs, or it is not of this shape. Entries that are not of it
 * are left out: their files are checked again.
 */
export function readChecked(raw: unknown, inputs: string): CheckedState | undefined {
  if (!isObject(raw) || raw['inputs'] !== inputs || !isObject(raw['masters']) || !isObject(raw['targets']))
    return undefined;
  const masters = new Map(
    Object.entries(raw['masters']).filter((entry): entry is [string, string] => isSha1(entry[1])),
  );
  const targets = new Map<string, CheckedTarget>();
  for (const [path, value] of Object.entries(raw['targets'])) {
    const target = targetOf(value);
    if (target !== undefined) targets.set(path, target);
  }
  return { inputs, masters, targets };
}

/** The state as the record's `checked` holds it (pulled-record.ts lays it out). */
export function checkedForRecord(state: CheckedState): unknown {
  return {
    inputs: state.inputs,
    masters: Object.fromEntries(state.masters),
    targets: Object.fromEntries(state.targets),
  };
}
