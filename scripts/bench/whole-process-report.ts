/**
 * The whole-process figures (whole-process.ts) as Markdown: one row per project and job with both
 * times of ours, the reference, the ratio of the medians the target is about, and then the
 * issue's targets, each with its ratio and whether it is met.
 */
import { median } from './stats.js';

export interface Sample {
  runs: number[];
  min: number;
  median: number;
  max: number;
}

export interface ProcessRow {
  project: string;
  job: 'full pull' | 'no-op sync';
  /** Ours, spawn to exit: the whole action (git, push and pull request included). */
  exit: Sample;
  /** Ours, spawn to the end of the pull group: the pull written, git not started. */
  pulled: Sample | undefined;
  /** Which of the two the ratio (and the target) takes. */
  measure: 'exit' | 'pulled';
  reference: Sample;
  referenceName: string;
  /** ours median (of `measure`) / reference median. */
  ratio: number;
  target: number;
  oursPeakRssMiB: number;
  wti?: Sample | undefined;
}

export interface WholeProcessResults {
  roundTripMs: number;
  rows: ProcessRow[];
  notes: string[];
}

export function sample(runs: number[]): Sample {
  const sorted = [...runs].sort((a, b) => a - b);
  return { runs, min: sorted[0] ?? NaN, median: median(runs), max: sorted[sorted.length - 1] ?? NaN };
}

/** The ours figure a ratio takes. */
const compared = (row: ProcessRow): Sample | undefined => (row.measure === 'pulled' ? row.pulled : row.exit);

const fmt = (ms: number) => Math.round(ms).toLocaleString('en-US');
const spread = (value: Sample) =>
  `${fmt(value.min)} / ${fmt(value.median)} / ${fmt(value.max)} (${value.runs.length})`;

/** The whole-process table and the targets, each with its ratio and whether it is met. */
export function renderWholeProcess(
  results: WholeProcessResults,
  extra: {
    coldStart?: { oursMs: number; bareNodeMs: number } | undefined;
    oneMasterChanged?: { oursMs: number; boundMs: number } | undefined;
  },
): string {
  const lines: string[] = [];
  lines.push(
    `Whole processes, \`node dist/index.js\` in a git checkout, through a ${results.roundTripMs} ms round trip (one more for each new connection), ms as min / median / max (runs); the ratio takes the column marked *:`,
    '',
    '| project | job | ours: spawn to exit | ours: spawn to pull written | reference | reference ms | ours / reference | target | peak RSS MiB ours | wti pull ms | wti / ours |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of results.rows) {
    const ours = compared(row);
    const wti = row.wti === undefined ? '-' : fmt(row.wti.median);
    const wtiRatio =
      row.wti === undefined || ours === undefined ? '-' : `${(row.wti.median / ours.median).toFixed(1)}×`;
    const mark = (measure: ProcessRow['measure']) => (row.measure === measure ? ' *' : '');
    const pulled = row.pulled === undefined ? '-' : `${spread(row.pulled)}${mark('pulled')}`;
    lines.push(
      `| ${row.project} | ${row.job} | ${spread(row.exit)}${mark('exit')} | ${pulled} | ${row.referenceName} | ${spread(row.reference)} | ${row.ratio.toFixed(2)}× | ≤ ${row.target}× | ${row.oursPeakRssMiB.toFixed(0)} | ${wti} | ${wtiRatio} |`,
    );
  }
  const find = (project: string, job: ProcessRow['job']) =>
    results.rows.find((row) => row.project === project && row.job === job);
  const targets: [string, number | undefined, string, (value: number) => boolean][] = [];
  const ratio = (row: ProcessRow | undefined) => row?.ratio;
  targets.push([
    'full pull 300 × 30 / curl + unzip',
    ratio(find('large', 'full pull')),
    '≤ 1.5',
    (v) => v <= 1.5,
  ]);
  targets.push([
    'full pull 200 MB / curl + unzip',
    ratio(find('archive-200MB', 'full pull')),
    '≤ 1.5',
    (v) => v <= 1.5,
  ]);
  const large = find('large', 'full pull');
  targets.push([
    'wti pull 300 × 30 / ours',
    large?.wti === undefined ? undefined : large.wti.median / (compared(large)?.median ?? NaN),
    '≥ 20',
    (v) => v >= 20,
  ]);
  targets.push([
    'cold start / bare node',
    extra.coldStart === undefined ? undefined : extra.coldStart.oursMs / extra.coldStart.bareNodeMs,
    '≤ 1.5',
    (v) => v <= 1.5,
  ]);
  targets.push([
    'no-op 300 × 30 / sha1sum + one request',
    ratio(find('large', 'no-op sync')),
    '≤ 1.3',
    (v) => v <= 1.3,
  ]);
  targets.push([
    'one master changed 5 × 3 at 50 ms / its bound',
    extra.oneMasterChanged === undefined
      ? undefined
      : extra.oneMasterChanged.oursMs / extra.oneMasterChanged.boundMs,
    '≤ 1.3',
    (v) => v <= 1.3,
  ]);
  const rssRatio = (big: string, small: string) => {
    const a = find(big, 'full pull');
    const b = find(small, 'full pull');
    return a === undefined || b === undefined ? undefined : a.oursPeakRssMiB / b.oursPeakRssMiB;
  };
  targets.push([
    'peak RSS 200 MB / 20 MB archive',
    rssRatio('archive-200MB', 'archive-20MB'),
    '≤ 1.2',
    (v) => v <= 1.2,
  ]);
  targets.push(['peak RSS 9,000 / 900 files', rssRatio('large', '900 files'), '≤ 1.2', (v) => v <= 1.2]);
  lines.push(
    '',
    "The issue's targets, from this run:",
    '',
    '| target | ratio | goal | met |',
    '| --- | --- | --- | --- |',
  );
  for (const [name, value, goal, met] of targets) {
    lines.push(
      value === undefined || Number.isNaN(value)
        ? `| ${name} | not measured in this run | ${goal} | - |`
        : `| ${name} | ${value.toFixed(2)}× | ${goal} | ${met(value) ? 'yes' : '**no**'} |`,
    );
  }
  for (const note of results.notes) lines.push('', `Note: ${note}`);
  return lines.join('\n');
}
