/**
 * The jobs of one project at one latency, each done our way and the baseline's way, runs
 * interleaved so that a busy moment on the shared machine hits both. Every job starts from a
 * checkout that matches the service byte for byte (the pristine copy), except the full pull,
 * which starts from an empty folder each run.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTranslationClient } from '../../src/client/index.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { sha1OfFile } from '../../src/sync/local-files.js';
import { runJob, type JobRun } from './child.js';
import { lowerBoundOf, type JobKind, type LowerBound } from './lower-bound.js';
import type { RunnerJob } from './runner.js';
import { BENCH_TOKEN, changedMaster, masterName, targetLocalesOf, type ProjectShape } from './seeds.js';
import type { ServiceProfile } from './service-profile.js';
import { median, ratio } from './stats.js';

export interface BenchConfig {
  /** Most runs of one job in one mode. */
  runs: number;
  /** Fewest runs, unless one run takes longer than `singleRunMs`. */
  minRuns: number;
  /** A mode stops repeating a job (past minRuns) once its runs took this long. */
  cellBudgetMs: number;
  /** A job whose first run took longer than this is measured once. */
  singleRunMs: number;
  childTimeoutMs: number;
  importDurationMs: number;
}

export interface ModeSummary {
  runs: number;
  wallMs: number;
  importWaitMs: number;
  /** Local work after the last archive was on disk (unzip, compare, write); NaN when none. */
  afterDownloadMs: number;
  requests: number;
  byEndpoint: Record<string, number>;
  peakRssMiB: number;
  downloadedBytes: number;
  samples: JobRun[];
}

export interface JobRow {
  project: string;
  latencyMs: number;
  job: JobKind;
  ours: ModeSummary;
  baseline: ModeSummary;
  lowerBound: LowerBound;
  oursToLowerBound: number;
  oursToBaseline: number;
}

export interface ProjectContext {
  name: string;
  shape: ProjectShape;
  emulator: RunningEmulator;
  latencyMs: number;
  profile: ServiceProfile;
  pristineDir: string;
  scratchDir: string;
}

export function summarize(samples: JobRun[]): ModeSummary {
  const middle = [...samples].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(samples.length / 2)];
  return {
    runs: samples.length,
    wallMs: median(samples.map((run) => run.wallMs)),
    importWaitMs: median(samples.map((run) => run.importWaitMs)),
    afterDownloadMs: median(
      samples.flatMap((run) => (run.downloadDoneMs === undefined ? [] : [run.wallMs - run.downloadDoneMs])),
    ),
    requests: median(samples.map((run) => run.requests.total)),
    byEndpoint: middle?.requests.byEndpoint ?? {},
    peakRssMiB: median(samples.map((run) => run.maxRssKiB / 1024)),
    downloadedBytes: median(samples.map((run) => run.downloadedBytes)),
    samples,
  };
}

type Mode = 'ours' | 'baseline';

/** Runs both modes of one job, interleaved, each within its own run count and time budget. */
async function measurePair(
  config: BenchConfig,
  run: (mode: Mode, index: number) => Promise<JobRun>,
): Promise<Record<Mode, JobRun[]>> {
  const samples: Record<Mode, JobRun[]> = { ours: [], baseline: [] };
  const spent: Record<Mode, number> = { ours: 0, baseline: 0 };
  for (let index = 0; index < config.runs; index++) {
    for (const mode of ['ours', 'baseline'] as const) {
      const enough =
        index >= config.minRuns ? spent[mode] > config.cellBudgetMs : spent[mode] > config.singleRunMs;
      if (index > 0 && enough) continue;
      const started = performance.now();
      samples[mode].push(await run(mode, index));
      spent[mode] += performance.now() - started;
    }
  }
  return samples;
}

/** Waits until Show Project reports the uploaded master's bytes, so the next run finds no import running. */
async function settleImport(context: ProjectContext, masterPath: string): Promise<void> {
  const client = createTranslationClient({ baseUrl: context.emulator.url, projectToken: BENCH_TOKEN });
  try {
    const expected = sha1OfFile(masterPath);
    for (let attempt = 0; attempt < 100; attempt++) {
      const project = await client.projects.show();
      const master = project.projectFiles.find((file) => file.name === masterName(0));
      if (master?.hashFile === expected) return;
      await sleep(100);
    }
    throw new Error('The baseline upload was never imported.');
  } finally {
    await client.close();
  }
}

function neededBytes(context: ProjectContext, masters: readonly number[]): number {
  let bytes = 0;
  for (const master of masters) {
    for (const locale of targetLocalesOf(context.shape.targets))
      bytes += context.profile.compressedSizes.get(masterName(master, locale)) ?? 0;
  }
  return bytes;
}

function row(
  context: ProjectContext,
  config: BenchConfig,
  job: JobKind,
  samples: Record<Mode, JobRun[]>,
  needed: number,
): JobRow {
  const ours = summarize(samples.ours);
  const baseline = summarize(samples.baseline);
  const lowerBound = lowerBoundOf({
    job,
    latencyMs: context.latencyMs,
    profile: context.profile,
    neededBytes: needed,
    importDurationMs: config.importDurationMs,
  });
  return {
    project: context.name,
    latencyMs: context.latencyMs,
    job,
    ours,
    baseline,
    lowerBound,
    oursToLowerBound: ratio(ours.wallMs, lowerBound.totalMs),
    oursToBaseline: ratio(ours.wallMs, baseline.wallMs),
  };
}

export async function runProjectJobs(
  context: ProjectContext,
  config: BenchConfig,
  jobs: readonly JobKind[],
): Promise<JobRow[]> {
  const base = { url: context.emulator.url, token: BENCH_TOKEN, tempRoot: context.scratchDir };
  const job = (mode: Mode, extra: Pick<RunnerJob, 'command' | 'workspace'> & Partial<RunnerJob>) =>
    runJob(context.emulator.log, { mode, ...base, ...extra }, config.childTimeoutMs);
  const allMasters = Array.from({ length: context.shape.masters }, (_, index) => index);
  const rows: JobRow[] = [];

  const workspace = await mkdtemp(path.join(context.scratchDir, 'checkout-'));
  await cp(context.pristineDir, workspace, { recursive: true });
  try {
    if (jobs.includes('no-op sync')) {
      const samples = await measurePair(config, (mode) => job(mode, { command: 'sync', workspace }));
      rows.push(row(context, config, 'no-op sync', samples, 0));
    }
    if (jobs.includes('one master changed')) {
      const master = path.join(workspace, masterName(0));
      const samples = await measurePair(config, async (mode, index) => {
        await writeFile(master, changedMaster(context.shape, `${mode} ${context.latencyMs} ms run ${index}`));
        const result = await job(mode, { command: 'sync', workspace, changedInPush: [masterName(0)] });
        // The baseline does not wait for its import; the next run must not find it running.
        if (mode === 'baseline') await settleImport(context, master);
        return result;
      });
      rows.push(row(context, config, 'one master changed', samples, neededBytes(context, [0])));
    }
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }

  for (const kind of ['full pull', 'archive pull'] as const) {
    if (!jobs.includes(kind)) continue;
    const samples = await measurePair(config, async (mode) => {
      const empty = await mkdtemp(path.join(context.scratchDir, 'empty-'));
      try {
        return await job(mode, { command: 'pull', workspace: empty });
      } finally {
        await rm(empty, { recursive: true, force: true });
      }
    });
    rows.push(row(context, config, kind, samples, neededBytes(context, allMasters)));
  }
  return rows;
}
