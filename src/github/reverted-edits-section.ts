import { codeSpan, markdownWord } from './markdown.js';

/**
 * The pull request body's section for translations a person changed on the base after the service
 * last changed their file, which this pull request puts back to the service's text
 * (src/action/publish/reverted-edits.ts finds them). Kept apart from pr-body.ts, which only places it.
 */

export interface RevertedKey {
  readonly key: string;
  /** The text on the base (the person's). */
  readonly repository: string;
  /** The text this pull request brings (the service's). */
  readonly service: string;
}

export interface RevertedEdit {
  /** The file's path in the repository. */
  readonly path: string;
  /** The newest commit that changed these keys. */
  readonly commit: {
    readonly sha: string;
    readonly author: string;
    readonly subject: string;
    readonly date: string;
  };
  readonly keys: readonly RevertedKey[];
}

/** A text longer than this is cut in the table: the file itself shows it whole. */
const TEXT_SHOWN = 160;

function shortText(text: string): string {
  if (text.length <= TEXT_SHOWN) return text;
  // Cut between graphemes, so that no letter or emoji is split in half.
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
  let cut = '';
  for (const { segment } of segments) {
    if (cut.length + segment.length > TEXT_SHOWN) break;
    cut += segment;
  }
  return `${cut}…`;
}

/**
 * The section's lines, at most `budget` characters with their newlines; no lines without edits.
 * Rows that do not fit are counted in a note instead.
 */
export function revertedEditsSection(edits: readonly RevertedEdit[], budget: number): string[] {
  const rows = edits.flatMap((edit) =>
    edit.keys.map(
      (key) =>
        `| ${codeSpan(edit.path, true)} | ${codeSpan(key.key, true)} | ${codeSpan(shortText(key.repository), true)} | ${codeSpan(shortText(key.service), true)} | ${markdownWord(edit.commit.sha.slice(0, 12), true)} |`,
    ),
  );
  if (rows.length === 0) return [];
  const lines = [
    '',
    '### Repository edits this pull request changes back',
    '',
    "These translations were changed on the base after the translation service last changed their file, so the service's text is older. " +
      "Merging puts the service's text back; to keep the repository's, make the same change on the service first.",
    '',
    '| File | Key | On the base | From the service | Commit |',
    '| --- | --- | --- | --- | --- |',
  ];
  const cost = (line: string) => line.length + 1;
  const note = (count: number) =>
    `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'key' : 'keys'}: the run's log names every file._`;
  let used = lines.reduce((sum, line) => sum + cost(line), 0);
  const reserve = cost('') + cost(note(rows.length));
  if (used + cost(rows[0] ?? '') + reserve > budget) return [];
  let shown = 0;
  for (const row of rows) {
    const last = shown === rows.length - 1;
    if (used + cost(row) + (last ? 0 : reserve) > budget) break;
    lines.push(row);
    used += cost(row);
    shown += 1;
  }
  if (shown < rows.length) lines.push('', note(rows.length - shown));
  return lines;
}
