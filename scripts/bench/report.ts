/**
 * The benchmark's results as Markdown tables (printed, and pasted into docs/benchmarks.md) and as
 * JSON (bench/results/latest.json). The tables and the JSON come from the same figures.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { ColdStart } from './action-process.js';
import type { JobRow } from './jobs.js';
import type { ProjectShape } from './seeds.js';
import type { ServiceProfile } from './service-profile.js';
import { ratio, round } from './stats.js';

export interface ArchiveRow {
  row: JobRow;
  archiveBytes: number;
  /** Peak RSS of `node dist/index.js` doing the same pull with dry-run (one run). */
  bundledPeakRssMiB: number;
  bundledWallMs: number;
}

/** A project as seeded, and what the emulator needs to serve it (service-profile.ts). */
export interface ProjectProfile {
  name: string;
  masters: number;
  targets: number;
  strings: number;
  files: number;
  archiveBytes: number;
  showProjectMs: number;
  zipMs: number;
  throughputMBps: number;
}

export function describeProject(
  name: string,
  shape: ProjectShape,
  strings: number,
  profile: ServiceProfile,
): ProjectProfile {
  return {
    name,
    masters: shape.masters,
    targets: shape.targets,
    strings,
    files: profile.compressedSizes.size,
    archiveBytes: profile.zipBytes,
    showProjectMs: profile.showProjectMs,
    zipMs: profile.zipMs,
    throughputMBps: profile.throughput / 1000,
  };
}

export interface BenchResults {
  machine: Machine;
  options: Record<string, unknown>;
  startedAt: string;
  durationMs: number;
  /** Peak RSS of the runner that loads the engine and does nothing: tsx's share of every figure. */
  runnerFloorRssMiB: number;
  projects: ProjectProfile[];
  rows: JobRow[];
  coldStart: ColdStart | undefined;
  archives: ArchiveRow[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** The Node that ran `node dist/index.js` and the bare request (action-node.ts). */
  actionNode: string;
  os: string;
}

export function describeMachine(actionNode: string): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('model name'));
    if (line !== undefined) cpu = line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // Not Linux: os.cpus() has the model too.
  }
  return {
    cpu,
    cores: os.cpus().length,
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    actionNode,
    os: `${os.type()} ${os.release()}`,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? round(value).toLocaleString('en-US') : '-');
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
const mib = (value: number) => round(value).toString();

function table(header: string[], lines: string[][]): string {
  const all = [header, header.map(() => '---'), ...lines];
  return all.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function jobsTable(rows: readonly JobRow[]): string {
  return table(
    [
      'project',
      'latency',
      'job',
      'requests ours / baseline',
      'ours ms (runs)',
      'ours: after download',
      'lower bound ms',
      'ours / lower bound',
      'baseline ms (runs)',
      'ours / baseline',
      'peak RSS MiB ours / baseline',
    ],
    rows.map((row) => [
      row.project,
      `${row.latencyMs} ms`,
      row.job,
      `${row.ours.requests} / ${row.baseline.requests}`,
      `${ms(row.ours.wallMs)} (${row.ours.runs})`,
      ms(row.ours.afterDownloadMs),
      ms(row.lowerBound.totalMs),
      times(row.oursToLowerBound),
      `${ms(row.baseline.wallMs)} (${row.baseline.runs})`,
      times(row.oursToBaseline),
      `${mib(row.ours.peakRssMiB)} / ${mib(row.baseline.peakRssMiB)}`,
    ]),
  );
}

/** The "one master changed" rows split into the import wait and the rest, each against its bound. */
export function importWaitTable(rows: readonly JobRow[]): string {
  return table(
    [
      'project',
      'latency',
      'import wait ms',
      'its lower bound',
      'ratio',
      'rest ms',
      'its lower bound',
      'ratio',
    ],
    rows
      .filter((row) => row.job === 'one master changed')
      .map((row) => {
        const rest = row.ours.wallMs - row.ours.importWaitMs;
        const restBound = row.lowerBound.totalMs - row.lowerBound.importMs;
        return [
          row.project,
          `${row.latencyMs} ms`,
          ms(row.ours.importWaitMs),
          ms(row.lowerBound.importMs),
          times(ratio(row.ours.importWaitMs, row.lowerBound.importMs)),
          ms(rest),
          ms(restBound),
          times(ratio(rest, restBound)),
        ];
      }),
  );
}

export function archiveTable(archives: readonly ArchiveRow[]): string {
  return table(
    [
      'archive',
      'requests ours / baseline',
      'ours ms (runs)',
      'ours: after download',
      'lower bound ms',
      'ours / lower bound',
      'baseline ms (runs)',
      'ours / baseline',
      'peak RSS MiB runner ours / baseline',
      'peak RSS MiB dist/index.js',
    ],
    archives.map(({ row, archiveBytes, bundledPeakRssMiB }) => [
      `${round(archiveBytes / 1e6)} MB`,
      `${row.ours.requests} / ${row.baseline.requests}`,
      `${ms(row.ours.wallMs)} (${row.ours.runs})`,
      ms(row.ours.afterDownloadMs),
      ms(row.lowerBound.totalMs),
      times(row.oursToLowerBound),
      `${ms(row.baseline.wallMs)} (${row.baseline.runs})`,
      times(row.oursToBaseline),
      `${mib(row.ours.peakRssMiB)} / ${mib(row.baseline.peakRssMiB)}`,
      mib(bundledPeakRssMiB),
    ]),
  );
}

export function coldStartTable(coldStart: ColdStart): string {
  return table(
    ['job', 'ours ms (runs)', 'lower bound ms (bare node)', 'ours / lower bound', 'peak RSS MiB'],
    [
      [
        'cold start to first request',
        `${ms(coldStart.oursMs)} (${coldStart.runs})`,
        ms(coldStart.bareNodeMs),
        times(coldStart.oursToLowerBound),
        mib(coldStart.peakRssMiB),
      ],
    ],
  );
}

export function projectsTable(projects: readonly ProjectProfile[]): string {
  return table(
    [
      'project',
      'masters × targets',
      'strings',
      'files',
      'Zip File',
      'emulator: Show Project ms',
      'emulator: Zip File ms',
      'emulator throughput MB/s',
    ],
    projects.map((project) => [
      project.name,
      `${project.masters} × ${project.targets}`,
      project.strings.toLocaleString('en-US'),
      project.files.toLocaleString('en-US'),
      `${(project.archiveBytes / 1e6).toFixed(1)} MB`,
      ms(project.showProjectMs),
      ms(project.zipMs),
      project.throughputMBps.toFixed(1),
    ]),
  );
}

export function renderReport(results: BenchResults): string {
  const { machine } = results;
  const parts = [
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}; \`node dist/index.js\` and the bare request on Node ${machine.actionNode}.`,
    `Runner floor (tsx + engine loaded, no work): ${mib(results.runnerFloorRssMiB)} MiB peak RSS.`,
    '',
    projectsTable(results.projects),
    '',
    jobsTable(results.rows),
    '',
    'Import wait (one master changed), apart from the rest:',
    '',
    importWaitTable(results.rows),
  ];
  if (results.coldStart !== undefined) parts.push('', coldStartTable(results.coldStart));
  if (results.archives.length > 0)
    parts.push('', 'Archive pulls (empty checkout, 0 ms):', '', archiveTable(results.archives));
  parts.push('', `Total: ${round(results.durationMs / 1000)} s.`);
  return parts.join('\n');
}
