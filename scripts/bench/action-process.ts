/**
 * The bundled action as the runner starts it: `node dist/index.js` with the runner's INPUT_* and
 * GITHUB_* environment (test/helpers/action-env.ts), with rss-probe.mjs preloaded to report its
 * peak RSS. Used for the cold start (process start to the emulator's first request, against a bare
 * `node` that sends one request) and to check the memory of a pull in the real bundle.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerEnvironment } from '../../test/helpers/action-env.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { REPO_ROOT, RSS_PROBE, runChild } from './child.js';
import { BENCH_TOKEN } from './seeds.js';
import { median } from './stats.js';

const DIST_ENTRY = path.join(REPO_ROOT, 'dist/index.js');

/** The smallest Node process that sends the same first request: the cold start's lower bound. */
const BARE_REQUEST = "require('node:http').get(process.env.BENCH_URL, (response) => response.resume());";

export interface ActionRun {
  firstRequestMs: number;
  wallMs: number;
  maxRssKiB: number;
  requests: number;
}

/** One `node dist/index.js` run of `pull` with dry-run on the workspace; undefined RSS fails it. */
export async function runBundledPull(options: {
  emulator: RunningEmulator;
  workspace: string;
  scratchDir: string;
  timeoutMs: number;
}): Promise<ActionRun> {
  const runnerDir = await mkdtemp(path.join(options.scratchDir, 'runner-'));
  try {
    const files = ['output', 'summary', 'rss'].map((name) => path.join(runnerDir, name));
    const [output = '', summary = '', rss = ''] = files;
    for (const file of [output, summary]) await writeFile(file, '');
    const eventPath = path.join(runnerDir, 'event.json');
    await writeFile(eventPath, '{}');
    const env = runnerEnvironment(
      {
        'api-url': options.emulator.url,
        'project-token': BENCH_TOKEN,
        command: 'pull',
        'dry-run': 'true',
        'github-token': 'ghs_bench_token_0123456789',
      },
      {
        GITHUB_WORKSPACE: options.workspace,
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_REPOSITORY: 'acme/web',
        RUNNER_TEMP: runnerDir,
        BENCH_RSS_FILE: rss,
      },
    );
    const mark = options.emulator.log.length;
    const outcome = await runChild({
      args: ['--import', RSS_PROBE, DIST_ENTRY],
      env,
      cwd: options.workspace,
      timeoutMs: options.timeoutMs,
    });
    const wallMs = Date.now() - outcome.spawnedAt;
    const first = options.emulator.log[mark];
    if (outcome.exitCode !== 0 || first === undefined) {
      throw new Error(`node dist/index.js failed (exit ${outcome.exitCode}): ${outcome.stdout.slice(-2000)}`);
    }
    return {
      firstRequestMs: first.startedAt - outcome.spawnedAt,
      wallMs,
      maxRssKiB: Number(await readFile(rss, 'utf8')),
      requests: options.emulator.log.length - mark,
    };
  } finally {
    await rm(runnerDir, { recursive: true, force: true });
  }
}

export interface ColdStart {
  runs: number;
  oursMs: number;
  bareNodeMs: number;
  oursToLowerBound: number;
  /** Peak RSS of the whole dry-run pull, which starts from a checkout in step with the service. */
  peakRssMiB: number;
  samples: { ours: number[]; bare: number[] };
}

export async function measureColdStart(options: {
  emulator: RunningEmulator;
  workspace: string;
  scratchDir: string;
  runs: number;
  timeoutMs: number;
}): Promise<ColdStart> {
  const ours: number[] = [];
  const bare: number[] = [];
  const rss: number[] = [];
  const url = `${options.emulator.url}/api/projects/${BENCH_TOKEN}.json`;
  for (let run = 0; run < options.runs; run++) {
    const action = await runBundledPull(options);
    ours.push(action.firstRequestMs);
    rss.push(action.maxRssKiB / 1024);
    const mark = options.emulator.log.length;
    const outcome = await runChild({
      args: ['-e', BARE_REQUEST],
      env: { ...process.env, BENCH_URL: url },
      timeoutMs: options.timeoutMs,
    });
    const first = options.emulator.log[mark];
    if (first === undefined) throw new Error(`The bare request was never made: ${outcome.stderr}`);
    bare.push(first.startedAt - outcome.spawnedAt);
  }
  const oursMs = median(ours);
  const bareNodeMs = median(bare);
  return {
    runs: options.runs,
    oursMs,
    bareNodeMs,
    oursToLowerBound: oursMs / bareNodeMs,
    peakRssMiB: median(rss),
    samples: { ours, bare },
  };
}
