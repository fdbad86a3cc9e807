/**
 * Whole processes, timed from spawn to exit through a latency proxy (latency-proxy.ts), each
 * against a reference job done with standard tools in the same run, runs alternated:
 * - full pull: the engine bundled as the action is (esbuild of runner.ts: `node runner.mjs`,
 *   process start included, git and the pull request left out) into an empty folder, against
 *   `curl -o` of the Zip File then `unzip -o -q` into an empty folder;
 * - no-op sync on a checkout identical to the service, against `sha1sum` of the same target files
 *   then `curl` of Show Project;
 * - the service's own command-line client, `wti pull`, as the peer of the full pull (when Ruby and
 *   ../shared/tools/wti are present; otherwise a note says it was skipped).
 * Peak RSS (VmHWM) of our full pulls is compared across sizes: 200 MB against 20 MB of archive,
 * 9,000 against 900 files.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmulator } from '../../src/emulator/index.js';
import { REPO_ROOT } from './child.js';
import { startLatencyProxy } from './latency-proxy.js';
import type { RunnerJob, RunnerReport } from './runner.js';
import { benchSeed, BENCH_TOKEN, type ProjectShape } from './seeds.js';

export const WTI = path.resolve(REPO_ROOT, '../shared/tools/wti/wti');

export interface Sample {
  runs: number[];
  min: number;
  median: number;
  max: number;
}

export interface ProcessRow {
  project: string;
  job: 'full pull' | 'no-op sync';
  ours: Sample;
  reference: Sample;
  referenceName: string;
  /** ours median / reference median. */
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

function sample(runs: number[]): Sample {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? NaN)
      : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { runs, min: sorted[0] ?? NaN, median, max: sorted[sorted.length - 1] ?? NaN };
}

/** Runs a command to its end; the wall time from spawn to exit, and its stdout. */
function timed(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, [...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, stdout });
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}): ${stderr.slice(-1500)}`));
    });
  });
}

/** The engine runner bundled into one file, as ncc bundles the action: no tsx at run time. */
async function bundleRunner(scratchRoot: string, timeoutMs: number): Promise<string> {
  const outfile = path.join(scratchRoot, 'runner.mjs');
  await timed(
    path.join(REPO_ROOT, 'node_modules/.bin/esbuild'),
    [
      'scripts/bench/runner.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${outfile}`,
      '--log-level=error',
      "--banner:js=import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    ],
    { timeoutMs },
  );
  return outfile;
}

interface Project {
  name: string;
  shape: ProjectShape;
  noOp: boolean;
  wti: boolean;
}

export async function benchWholeProcess(options: {
  quick: boolean;
  only: readonly string[] | undefined;
  scratchRoot: string;
  timeoutMs: number;
  roundTripMs: number;
  log: (message: string) => void;
}): Promise<WholeProcessResults> {
  const { quick, scratchRoot, timeoutMs, roundTripMs, log } = options;
  const words = { keysPerMaster: 67, text: 'words' } as const;
  const random = { masters: 20, targets: 10, text: 'random', valueChars: 1000 } as const;
  const projects: Project[] = [
    { name: 'small', shape: { masters: 5, targets: 3, ...words }, noOp: true, wti: false },
    { name: '900 files', shape: { masters: 30, targets: 30, ...words }, noOp: false, wti: false },
    { name: 'large', shape: { masters: 300, targets: 30, ...words }, noOp: true, wti: true },
    { name: 'archive-20MB', shape: { ...random, keysPerMaster: 115 }, noOp: false, wti: false },
    { name: 'archive-200MB', shape: { ...random, keysPerMaster: 1150 }, noOp: false, wti: false },
  ].filter((project) =>
    options.only === undefined
      ? !quick || ['small', '900 files', 'archive-20MB'].includes(project.name)
      : options.only.includes(project.name),
  );
  const notes: string[] = [];
  const wtiAvailable =
    existsSync(WTI) &&
    (await timed('ruby', ['--version'], { timeoutMs }).then(
      () => true,
      () => false,
    ));
  if (!wtiAvailable) notes.push(`wti pull skipped: Ruby or ${WTI} is not available on this machine.`);
  const runner = await bundleRunner(scratchRoot, timeoutMs);
  const rows: ProcessRow[] = [];
  for (const project of projects) {
    log(`whole process: ${project.name}`);
    const emulator = await startEmulator({
      seed: benchSeed(project.name, project.shape),
      importDurations: { queuedMs: 200, processingMs: 300 },
    });
    const proxy = await startLatencyProxy(emulator.url, roundTripMs);
    const dir = await mkdtemp(path.join(scratchRoot, 'process-'));
    try {
      const zipUrl = `${proxy.url}/api/projects/${BENCH_TOKEN}/zip_file`;
      // Prime the emulator's cache: every run then gets the same, already built archive.
      await timed('curl', ['-sS', '-o', path.join(dir, 'prime.zip'), zipUrl], { timeoutMs });
      const runs = quick ? 1 : project.shape.keysPerMaster > 1000 ? 2 : 3;
      const ours: number[] = [];
      const rss: number[] = [];
      const reference: number[] = [];
      let checkout = '';
      for (let run = 0; run < runs; run++) {
        const oursDir = await mkdtemp(path.join(dir, 'ours-'));
        const job: RunnerJob = {
          mode: 'ours',
          command: 'pull',
          url: proxy.url,
          token: BENCH_TOKEN,
          workspace: oursDir,
          tempRoot: dir,
        };
        const result = await timed(process.execPath, [runner, JSON.stringify(job)], { timeoutMs });
        ours.push(result.ms);
        rss.push(
          (JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as RunnerReport).maxRssKiB / 1024,
        );
        if (checkout !== '') await rm(checkout, { recursive: true, force: true });
        checkout = oursDir;
        const refDir = await mkdtemp(path.join(dir, 'reference-'));
        const zip = path.join(refDir, 'project.zip');
        const out = path.join(refDir, 'out');
        reference.push(
          (
            await timed(
              'sh',
              ['-c', 'curl -sS -o "$1" "$2" && unzip -o -q "$1" -d "$3"', 'sh', zip, zipUrl, out],
              {
                timeoutMs,
              },
            )
          ).ms,
        );
        await rm(refDir, { recursive: true, force: true });
      }
      let wti: Sample | undefined;
      if (project.wti && wtiAvailable && !quick) {
        log(`whole process: ${project.name}, wti pull`);
        const wtiDir = await mkdtemp(path.join(dir, 'wti-'));
        const result = await timed(WTI, ['-u', proxy.url, '-t', BENCH_TOKEN, '-C', wtiDir, 'pull'], {
          timeoutMs: Math.max(timeoutMs, 600_000),
        });
        wti = sample([result.ms]);
      }
      const oursSample = sample(ours);
      const referenceSample = sample(reference);
      rows.push({
        project: project.name,
        job: 'full pull',
        ours: oursSample,
        reference: referenceSample,
        referenceName: 'curl + unzip',
        ratio: oursSample.median / referenceSample.median,
        target: 1.5,
        oursPeakRssMiB: sample(rss).median,
        wti,
      });
      if (project.noOp) {
        const noOp: number[] = [];
        const noOpReference: number[] = [];
        const list = path.join(dir, 'files.txt');
        const files = (await timed('find', [checkout, '-type', 'f'], { timeoutMs })).stdout;
        await writeFile(list, files);
        const showUrl = `${proxy.url}/api/projects/${BENCH_TOKEN}.json`;
        const noOpRss: number[] = [];
        for (let run = 0; run < runs; run++) {
          const job: RunnerJob = {
            mode: 'ours',
            command: 'sync',
            url: proxy.url,
            token: BENCH_TOKEN,
            workspace: checkout,
            tempRoot: dir,
          };
          const result = await timed(process.execPath, [runner, JSON.stringify(job)], { timeoutMs });
          noOp.push(result.ms);
          noOpRss.push(
            (JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as RunnerReport).maxRssKiB / 1024,
          );
          noOpReference.push(
            (
              await timed(
                'sh',
                [
                  '-c',
                  'xargs -d "\\n" sha1sum < "$1" > /dev/null && curl -sS -o /dev/null "$2"',
                  'sh',
                  list,
                  showUrl,
                ],
                { timeoutMs },
              )
            ).ms,
          );
        }
        const oursNoOp = sample(noOp);
        const referenceNoOp = sample(noOpReference);
        rows.push({
          project: project.name,
          job: 'no-op sync',
          ours: oursNoOp,
          reference: referenceNoOp,
          referenceName: 'sha1sum + one request',
          ratio: oursNoOp.median / referenceNoOp.median,
          target: 1.3,
          oursPeakRssMiB: sample(noOpRss).median,
        });
      }
    } finally {
      await proxy.close();
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { roundTripMs, rows, notes };
}

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
    `Whole processes through a ${results.roundTripMs} ms round trip (one more for each new connection), ms as min / median / max (runs):`,
    '',
    '| project | job | ours | reference | reference ms | ours / reference | target | peak RSS MiB ours | wti pull ms | wti / ours |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of results.rows) {
    const wti = row.wti === undefined ? '-' : fmt(row.wti.median);
    const wtiRatio = row.wti === undefined ? '-' : `${(row.wti.median / row.ours.median).toFixed(1)}×`;
    lines.push(
      `| ${row.project} | ${row.job} | ${spread(row.ours)} | ${row.referenceName} | ${spread(row.reference)} | ${row.ratio.toFixed(2)}× | ≤ ${row.target}× | ${row.oursPeakRssMiB.toFixed(0)} | ${wti} | ${wtiRatio} |`,
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
    large?.wti === undefined ? undefined : large.wti.median / large.ours.median,
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
