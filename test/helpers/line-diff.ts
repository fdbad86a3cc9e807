/**
 * A small line diff (longest common subsequence) for the in-place editors' tests: which lines of
 * `before` went and which lines of `after` came, so a test can say "one line changed".
 */
export interface LineDiff {
  removed: string[];
  added: string[];
}

export function lineDiff(before: string, after: string): LineDiff {
  const left = before.split('\n');
  const right = after.split('\n');
  // common[i][j]: the longest common subsequence of left[i..] and right[j..].
  const common = Array.from({ length: left.length + 1 }, () => new Array<number>(right.length + 1).fill(0));
  for (let i = left.length - 1; i >= 0; i -= 1) {
    const row = common[i] ?? [];
    const below = common[i + 1] ?? [];
    for (let j = right.length - 1; j >= 0; j -= 1) {
      row[j] = left[i] === right[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const diff: LineDiff = { removed: [], added: [] };
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i < left.length && j < right.length && left[i] === right[j]) {
      i += 1;
      j += 1;
    } else if (
      j < right.length &&
      (i === left.length || (common[i]?.[j + 1] ?? 0) >= (common[i + 1]?.[j] ?? 0))
    ) {
      diff.added.push(right[j] ?? '');
      j += 1;
    } else {
      diff.removed.push(left[i] ?? '');
      i += 1;
    }
  }
  return diff;
}
