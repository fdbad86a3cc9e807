/**
 * `npm run bench [-- --quick] [-- --out FILE]`: speed, requests and memory of the action against
 * the lower bound and against the established client's way, on the local emulator only. Prints
 * Markdown tables and writes the same figures as JSON (default bench/results/latest.json).
 * docs/benchmarks.md says what every column means.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../src/emulator/index.js';
import { actionNode, measureColdStart, runBundledPull, type ColdStart } from './bench/action-process.js';
import { REPO_ROOT, runJob } from './bench/child.js';
import { runProjectJobs, type BenchConfig, type JobRow, type ProjectContext } from './bench/jobs.js';
import type { JobKind } from './bench/lower-bound.js';
import {
  describeMachine,
  describeProject,
  renderReport,
  type ArchiveRow,
  type BenchResults,
  type ProjectProfile,
} from './bench/report.js';
import { benchLargeCheck, renderLargeCheck, type LargeCheckRow } from './bench/large-check.js';
import { benchSeed, BENCH_TOKEN, type ProjectShape } from './bench/seeds.js';
import { profileService } from './bench/service-profile.js';
import { benchWholeProcess, renderWholeProcess, WHOLE_PROCESS_NAMES } from './bench/whole-process.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(REPO_ROOT, 'bench/results/latest.json') },
    /**
     * Comma-separated names: projects (small, medium, large, "900 files", archive-20MB,
     * archive-200MB), check-50k-keys, or one whole-process job (large-full-pull, large-no-op,
     * large-one-change).
     */
    only: { type: 'string' },
    /** Another build's dist/index.js (e.g. an older commit's), run beside ours in the whole-process rows. */
    'compare-dist': { type: 'string' },
  },
  strict: true,
});
const quick = values.quick;
const only = values.only?.split(',').map((name) => name.trim());
const known = new Set(['medium', 'check-50k-keys', ...WHOLE_PROCESS_NAMES]);
const unknown = only?.filter((name) => !known.has(name)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`--only: no such row ${unknown.join(', ')}; choose from ${[...known].join(', ')}.\n`);
  process.exit(2);
}
const selected = (candidate: { name: string; inQuick: boolean }) =>
  only === undefined ? !quick || candidate.inQuick : only.includes(candidate.name);

const IMPORT_DURATIONS = { queuedMs: 200, processingMs: 300 };
const WORDS = { keysPerMaster: 67, text: 'words' } as const;
const PROJECTS: { name: string; shape: ProjectShape; inQuick: boolean }[] = [
  { name: 'small', shape: { masters: 5, targets: 3, ...WORDS }, inQuick: true },
  { name: 'medium', shape: { masters: 50, targets: 10, ...WORDS }, inQuick: true },
  { name: 'large', shape: { masters: 300, targets: 30, ...WORDS }, inQuick: false },
];
// Random text barely compresses, so these archives are about 20 MB and 200 MB on the wire.
const RANDOM = { masters: 20, targets: 10, text: 'random', valueChars: 1000 } as const;
const ARCHIVES: { name: string; shape: ProjectShape; inQuick: boolean }[] = [
  { name: 'archive-20MB', shape: { ...RANDOM, keysPerMaster: 115 }, inQuick: true },
  { name: 'archive-200MB', shape: { ...RANDOM, keysPerMaster: 1150 }, inQuick: false },
];
const LATENCIES = [0, 50];
const PROJECT_JOBS: JobKind[] = ['no-op sync', 'one master changed', 'full pull'];

const config: BenchConfig = {
  runs: quick ? 1 : 3,
  minRuns: quick ? 1 : 2,
  cellBudgetMs: quick ? 0 : 8_000,
  singleRunMs: 12_000,
  childTimeoutMs: 180_000,
  importDurationMs: IMPORT_DURATIONS.queuedMs + IMPORT_DURATIONS.processingMs,
};

const startedAt = new Date();
const profiles: ProjectProfile[] = [];
const scratchRoot = await mkdtemp(path.join(tmpdir(), 'translation-sync-bench-'));
const log = (message: string) =>
  process.stderr.write(`[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s] ${message}\n`);

async function benchProject(
  name: string,
  shape: ProjectShape,
  latencies: readonly number[],
  jobs: readonly JobKind[],
  extra?: (context: ProjectContext) => Promise<void>,
): Promise<JobRow[]> {
  const strings = shape.masters * shape.keysPerMaster;
  const seed = benchSeed(name, shape);
  const scratchDir = await mkdtemp(path.join(scratchRoot, `${name}-`));
  const pristineDir = path.join(scratchDir, 'pristine');
  const rows: JobRow[] = [];
  let profile: ProjectContext['profile'] | undefined;
  for (const latencyMs of latencies) {
    log(`${name}: emulator at ${latencyMs} ms`);
    const emulator = await startEmulator({ seed, latencyMs, importDurations: IMPORT_DURATIONS });
    try {
      // The emulator's own cost is measured once, without latency.
      profile ??= await profileService({
        url: emulator.url,
        token: BENCH_TOKEN,
        runs: quick ? 1 : 3,
        checkoutDir: pristineDir,
        scratchDir,
      });
      const context: ProjectContext = { name, shape, emulator, latencyMs, profile, pristineDir, scratchDir };
      rows.push(...(await runProjectJobs(context, config, jobs)));
      if (latencyMs === 0) await extra?.(context);
    } finally {
      await emulator.close();
    }
  }
  await rm(scratchDir, { recursive: true, force: true });
  if (profile !== undefined) profiles.push(describeProject(name, shape, strings, profile));
  return rows;
}

try {
  const floor = await runJob(
    [],
    {
      mode: 'idle',
      command: 'pull',
      url: '',
      token: '',
      workspace: scratchRoot,
      tempRoot: scratchRoot,
    },
    config.childTimeoutMs,
  );
  const rows: JobRow[] = [];
  let coldStart: ColdStart | undefined;
  for (const project of PROJECTS.filter(selected)) {
    rows.push(
      ...(await benchProject(project.name, project.shape, LATENCIES, PROJECT_JOBS, async (context) => {
        if (project.name !== 'small') return;
        log('cold start');
        coldStart = await measureColdStart({
          emulator: context.emulator,
          workspace: context.pristineDir,
          scratchDir: context.scratchDir,
          runs: quick ? 1 : 5,
          timeoutMs: config.childTimeoutMs,
        });
      })),
    );
  }
  const archives: ArchiveRow[] = [];
  for (const archive of ARCHIVES.filter(selected)) {
    let bundled = { maxRssKiB: Number.NaN, wallMs: Number.NaN };
    const [row] = await benchProject(archive.name, archive.shape, [0], ['archive pull'], async (context) => {
      log(`${archive.name}: node dist/index.js pull, dry-run`);
      const empty = await mkdtemp(path.join(context.scratchDir, 'bundled-'));
      bundled = await runBundledPull({ ...context, workspace: empty, timeoutMs: config.childTimeoutMs });
    });
    if (row === undefined) continue;
    archives.push({
      row,
      archiveBytes: row.ours.downloadedBytes,
      bundledPeakRssMiB: bundled.maxRssKiB / 1024,
      bundledWallMs: bundled.wallMs,
    });
  }

  let largeCheck: LargeCheckRow[] = [];
  if (selected({ name: 'check-50k-keys', inQuick: true })) {
    log('check on a 50,000-key target');
    largeCheck = await benchLargeCheck(scratchRoot);
  }

  const wholeProcess = await benchWholeProcess({
    quick,
    only,
    scratchRoot,
    timeoutMs: config.childTimeoutMs,
    roundTripMs: 50,
    log,
    compareDist: values['compare-dist'] === undefined ? undefined : path.resolve(values['compare-dist']),
  });
  const results: BenchResults = {
    machine: describeMachine(actionNode().version),
    options: { quick, ...config, importDurations: IMPORT_DURATIONS, latencies: LATENCIES },
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    runnerFloorRssMiB: floor.maxRssKiB / 1024,
    projects: profiles,
    rows,
    coldStart,
    archives,
  };
  const processTable = renderWholeProcess(wholeProcess, { coldStart });
  const checkTable = largeCheck.length === 0 ? '' : `\n\n${renderLargeCheck(largeCheck)}`;
  process.stdout.write(`${renderReport(results)}\n\n${processTable}${checkTable}\n`);
  await mkdir(path.dirname(values.out), { recursive: true });
  await writeFile(values.out, `${JSON.stringify({ ...results, wholeProcess, largeCheck }, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), values.out)}`);
} finally {
  await rm(scratchRoot, { recursive: true, force: true });
}
