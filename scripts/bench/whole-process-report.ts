/**
 * The whole-process figures (whole-process.ts) as Markdown: one row per project and job with both
 * times of ours, the reference, the ratio of the medians a target is about, and then the targets
 * (issues 37 and 58), each with its ratio and whether it is met.
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
  job: 'full pull' | 'no-op sync' | 'one change';
  /** Ours, spawn to exit: the whole action (git, push and pull request included). */
  exit: Sample;
  /** Ours, spawn to the end of the pull group: the pull written, git not started. */
  pulled: Sample | undefined;
  /** Which of the two the ratio (and the issue's target) takes. */
  measure: 'exit' | 'pulled';
  reference: Sample;
  referenceName: string;
  /** ours median (of `measure`) / reference median. */
  ratio: number;
  /** The target for this ratio; only the 300 × 30 project has them. */
  target: number | undefined;
  oursPeakRssMiB: number;
  wti?: Sample | undefined;
  /** The other build's runs (`--compare-dist`), by the same measure as the ratio. */
  other?: Sample | undefined;
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

/** The targets (issues 37 and 58): ours against the reference measured in the same run. */
export const FULL_PULL_TARGET = 1.6;
export const NO_OP_TARGET = 1.5;
export const ONE_CHANGE_TARGET = 1.5;
const WTI_TARGET = 15;
const COLD_START_TARGET = 1.5;
const MEMORY_TARGET = 2;

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
      `| ${row.project} | ${row.job} | ${spread(row.exit)}${mark('exit')} | ${pulled} | ${row.referenceName} | ${spread(row.reference)} | ${row.ratio.toFixed(2)}× | ${row.target === undefined ? '-' : `≤ ${row.target}×`} | ${row.oursPeakRssMiB.toFixed(0)} | ${wti} | ${wtiRatio} |`,
    );
  }
  const find = (project: string, job: ProcessRow['job']) =>
    results.rows.find((row) => row.project === project && row.job === job);
  const large = find('large', 'full pull');
  const rss = (project: string) => find(project, 'full pull')?.oursPeakRssMiB;
  const rssRatio = (big: number | undefined, small: number | undefined) =>
    big === undefined || small === undefined ? undefined : big / small;
  // The targets, each a ratio of two figures of this run.
  const targets: {
    name: string;
    value: number | undefined;
    goal: string;
    met: (value: number) => boolean;
  }[] = [
    {
      name: 'full pull 300 × 30 / curl + unzip',
      value: large?.ratio,
      goal: `≤ ${FULL_PULL_TARGET}`,
      met: (v) => v <= FULL_PULL_TARGET,
    },
    {
      name: 'wti pull 300 × 30 / ours',
      value: large?.wti === undefined ? undefined : large.wti.median / (compared(large)?.median ?? NaN),
      goal: `≥ ${WTI_TARGET}`,
      met: (v) => v >= WTI_TARGET,
    },
    {
      name: 'cold start / bare node request',
      value: extra.coldStart === undefined ? undefined : extra.coldStart.oursMs / extra.coldStart.bareNodeMs,
      goal: `≤ ${COLD_START_TARGET}`,
      met: (v) => v <= COLD_START_TARGET,
    },
    {
      name: 'no-op 300 × 30, every feature / sha1sum + one request',
      value: find('large', 'no-op sync')?.ratio,
      goal: `≤ ${NO_OP_TARGET}`,
      met: (v) => v <= NO_OP_TARGET,
    },
    {
      name: 'one changed text 300 × 30, with its pull request / the shell script',
      value: find('large', 'one change')?.ratio,
      goal: `≤ ${ONE_CHANGE_TARGET}`,
      met: (v) => v <= ONE_CHANGE_TARGET,
    },
    {
      name: 'peak RSS 200 MB / 20 MB archive',
      value: rssRatio(rss('archive-200MB'), rss('archive-20MB')),
      goal: `≤ ${MEMORY_TARGET}`,
      met: (v) => v <= MEMORY_TARGET,
    },
  ];
  lines.push(
    '',
    'The targets (issues 37 and 58), from this run (the 30,000-file pull is test/integration/pull-large.test.ts, run by `npm test`):',
    '',
    '| target | ratio | goal | met |',
    '| --- | --- | --- | --- |',
  );
  for (const { name, value, goal, met } of targets) {
    lines.push(
      value === undefined || Number.isNaN(value)
        ? `| ${name} | not measured in this run | ${goal} | - |`
        : `| ${name} | ${value.toFixed(2)}× | ${goal} | ${met(value) ? 'yes' : '**no**'} |`,
    );
  }
  const withOther = results.rows.filter((row) => row.other !== undefined);
  if (withOther.length > 0) {
    lines.push(
      '',
      'The other build (`--compare-dist`), run alternated with ours, by the measure marked * above:',
      '',
      '| project | job | ours ms | other build ms | other / ours | other / reference |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const row of withOther) {
      const ours = compared(row);
      const other = row.other;
      if (ours === undefined || other === undefined) continue;
      lines.push(
        `| ${row.project} | ${row.job} | ${spread(ours)} | ${spread(other)} | ${(other.median / ours.median).toFixed(2)}× | ${(other.median / row.reference.median).toFixed(2)}× |`,
      );
    }
  }
  for (const note of results.notes) lines.push('', `Note: ${note}`);
  return lines.join('\n');
}
