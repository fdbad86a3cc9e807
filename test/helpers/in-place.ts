/**
 * What the in-place editors' tests check (issue 47): the lines an edit changed, counted by a small
 * line diff, and the contract of src/formats/in-place/types.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { diffKeyValues, keyValuesOf, type KeyValues } from '../../src/formats/key-values.js';
import type { InPlaceEditor } from '../../src/formats/in-place/types.js';
import type { LocaleFormat, ParseOptions } from '../../src/formats/types.js';

export function inPlaceFixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'in-place', name), 'utf8');
}

/** The lines only `before` has and the lines only `after` has, by a longest common subsequence. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const left = before.split('\n');
  const right = after.split('\n');
  const rows = left.length + 1;
  const columns = right.length + 1;
  const common = new Array<number>(rows * columns).fill(0);
  for (let i = left.length - 1; i >= 0; i -= 1)
    for (let j = right.length - 1; j >= 0; j -= 1)
      common[i * columns + j] =
        left[i] === right[j]
          ? (common[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * columns + j] ?? 0, common[i * columns + j + 1] ?? 0);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i < left.length && j < right.length && left[i] === right[j]) {
      i += 1;
      j += 1;
    } else if (
      j >= right.length ||
      (i < left.length && (common[(i + 1) * columns + j] ?? 0) >= (common[i * columns + j + 1] ?? 0))
    ) {
      removed.push(left[i] ?? '');
      i += 1;
    } else {
      added.push(right[j] ?? '');
      j += 1;
    }
  }
  return { removed, added };
}

const encode = (text: string) => new TextEncoder().encode(text);

/** keyValuesOf as plain entries, for a readable failure. */
export function valuesOf(format: LocaleFormat, text: string, parse: ParseOptions): Array<[string, string]> {
  return entriesOf(keyValuesOf(format, encode(text), parse));
}

function entriesOf(values: KeyValues): Array<[string, string]> {
  return [...values]
    .map(([key, value]): [string, string] => [key, value.text])
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
}

/**
 * What the result must read as: the remote's values, and the local keys left empty that the remote
 * lacks (the service leaves untranslated keys out; the team's placeholders stay).
 */
function expectedValues(local: KeyValues, remote: KeyValues): KeyValues {
  const expected = new Map(remote);
  for (const [key, value] of local) if (value.empty && !remote.has(key)) expected.set(key, value);
  return expected;
}

/**
 * Runs the editor and checks the contract: the result reads as the remote (with the local empty
 * keys the remote lacks), a rerun changes nothing, and the lines that changed are those of the keys
 * that did (at most four lines a key: a continued value's old and new lines, a comma a neighbour
 * gains or loses, the braces of a new or removed JSON object).
 */
export function editChecked(
  format: LocaleFormat,
  editor: InPlaceEditor,
  local: string,
  remote: string,
  parse: ParseOptions,
): string {
  const result = editor(local, remote, { parse });
  const localValues = keyValuesOf(format, encode(local), parse);
  const expected = expectedValues(localValues, keyValuesOf(format, encode(remote), parse));
  expect(valuesOf(format, result, parse)).toEqual(entriesOf(expected));
  expect(editor(result, remote, { parse })).toBe(result);
  const { added, changed, removed } = diffKeyValues(localValues, expected);
  const lines = changedLines(local, result);
  expect(lines.removed.length + lines.added.length).toBeLessThanOrEqual(
    4 * (changed.length + removed.length + added.length),
  );
  if (changed.length + removed.length + added.length === 0) expect(result).toBe(local);
  return result;
}
