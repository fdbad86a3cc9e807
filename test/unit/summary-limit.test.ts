import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSummary } from '../../src/action/steps/summary.js';
import { cutMarkdown } from '../../src/github/markdown.js';

/** GitHub drops a step's job summary past 1 MiB: the summary is cut to fit, with a line that says so. */

const MIB = 1024 * 1024;
let dir: string;
let summaryFile: string;
const previous = process.env['GITHUB_STEP_SUMMARY'];

// One summary file for the whole file, emptied before each test: @actions/core, like the runner,
// keeps one job summary per process and resolves its path once.
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ts-summary-'));
  summaryFile = path.join(dir, 'summary');
  process.env['GITHUB_STEP_SUMMARY'] = summaryFile;
});
beforeEach(async () => {
  await writeFile(summaryFile, '');
});
afterAll(async () => {
  if (previous === undefined) delete process.env['GITHUB_STEP_SUMMARY'];
  else process.env['GITHUB_STEP_SUMMARY'] = previous;
  await rm(dir, { recursive: true, force: true });
});

/** A table of many files, its names in a script of three bytes a character in UTF-8. */
function bigTable(rows: number): string {
  const lines = ['| File | Locale |', '| --- | --- |'];
  for (let index = 0; index < rows; index++)
    lines.push(`| \`config/locales/${'語'.repeat(40)}-${index}.yml\` | ja |`);
  return lines.join('\n');
}

describe('the job summary within 1 MiB', () => {
  it('cuts a summary past 1 MiB (counted in bytes) at a whole row, with a line that says so', async () => {
    const markdown = bigTable(12_000);
    expect(markdown.length).toBeLessThan(MIB);
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(MIB);

    await writeSummary(markdown);

    const written = await readFile(summaryFile);
    expect(written.length).toBeLessThanOrEqual(MIB);
    const text = written.toString('utf8');
    expect(text.trimEnd()).toMatch(
      /\n\n_…cut here: GitHub shows at most 1 MiB of a step’s job summary\. The log has the whole run\._$/,
    );
    const rows = text.split('\n\n')[0]?.split('\n') ?? [];
    expect(rows.length).toBeGreaterThan(1_000);
    expect(markdown.startsWith(rows.join('\n'))).toBe(true);
    expect(markdown.split('\n')[rows.length]).toMatch(/^\| `config\/locales\/語+-\d+\.yml` \| ja \|$/);
  });

  it('counts what the step wrote to its summary already', async () => {
    await writeFile(summaryFile, 'x'.repeat(MIB - 1000));
    await writeSummary(bigTable(50));
    expect((await readFile(summaryFile)).length).toBeLessThanOrEqual(MIB);
    expect(await readFile(summaryFile, 'utf8')).toContain('cut here');
  });

  it('leaves a summary within the limit as it is', async () => {
    await writeSummary(bigTable(10));
    expect(await readFile(summaryFile, 'utf8')).toBe(`${bigTable(10)}\n`);
  });
});

describe('cutMarkdown', () => {
  it('keeps whole lines and the note within the limit, or nothing when even the note does not fit', () => {
    const text = ['one', 'two', 'three', 'four'].join('\n');
    expect(cutMarkdown(text, { limit: 100, note: 'cut' })).toBe(text);
    expect(cutMarkdown(text, { limit: 14, note: 'cut' })).toBe('one\ntwo\n\ncut');
    expect(cutMarkdown(text, { limit: 2, note: 'cut' })).toBe('');
  });
});
