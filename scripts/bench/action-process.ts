/**
 * The bundled action as the runner starts it: `node dist/index.js` with the runner's INPUT_* and
 * GITHUB_* environment (test/helpers/action-env.ts), with rss-probe.mjs preloaded to report its
 * peak RSS. Used for the cold start (process start to the emulator's first request, against a bare
 * `node` that sends one request), to check the memory of a pull in the real bundle, and for the
 * whole-process runs (whole-process.ts), which also note when the pull is written.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerEnvironment } from '../../test/helpers/action-env.js';
import { parseOutputFile } from '../../test/helpers/run-action.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { resolveActionNode, type ActionNode } from './action-node.js';
import { REPO_ROOT, RSS_PROBE, runChild } from './child.js';
import { BENCH_TOKEN } from './seeds.js';
import { median } from './stats.js';

const DIST_ENTRY = path.join(REPO_ROOT, 'dist/index.js');

let resolved: ActionNode | undefined;

/** The Node that runs the action and the cold start's bare request: action.yml's (action-node.ts). */
export function actionNode(): ActionNode {
  resolved ??= resolveActionNode(REPO_ROOT);
  return resolved;
}

/** The smallest Node process that sends the same first request: the cold start's lower bound. */
const BARE_REQUEST = "require('node:http').get(process.env.BENCH_URL, (response) => response.resume());";

/** The line the action prints (src/action/runner/workflow-commands.ts) when the engine's pull group ends: the pull is written, git not started. */
const PULL_GROUP = '::group::Pull: download translations';
const GROUP_END = '::endgroup::';

export interface ActionProcess {
  /** Date.now() just before the spawn. */
  spawnedAt: number;
  /** From the spawn to the exit: the whole action. */
  exitMs: number;
  /** From the spawn to the stdout line that ends the pull group; undefined when there was none. */
  pulledMs: number | undefined;
  /** Peak RSS (VmHWM) of the action's process, from rss-probe.mjs. */
  maxRssKiB: number;
  /** $GITHUB_OUTPUT, parsed. */
  outputs: Record<string, string>;
  stdout: string;
}

/**
 * One `node dist/index.js` as the runner starts it: `INPUT_*` from `inputs`, the runner's files
 * (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH, RUNNER_TEMP) in a folder of its own,
 * `env` on top, the workspace as the working directory. rss-probe.mjs is preloaded (one small
 * module) for the peak RSS. A failed run (exit code other than 0) throws with its last lines.
 */
export async function spawnAction(options: {
  inputs: Record<string, string>;
  env: Record<string, string>;
  event: { name: string; payload: unknown };
  workspace: string;
  scratchDir: string;
  timeoutMs: number;
  /** Another build of the action to start instead of this checkout's dist/index.js (`--compare-dist`). */
  entry?: string | undefined;
}): Promise<ActionProcess> {
  const runnerDir = await mkdtemp(path.join(options.scratchDir, 'runner-'));
  try {
    const files = ['output', 'summary', 'rss'].map((name) => path.join(runnerDir, name));
    const [output = '', summary = '', rss = ''] = files;
    for (const file of [output, summary]) await writeFile(file, '');
    const eventPath = path.join(runnerDir, 'event.json');
    await writeFile(eventPath, JSON.stringify(options.event.payload));
    const env = runnerEnvironment(options.inputs, {
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_EVENT_NAME: options.event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: runnerDir,
      ...options.env,
      BENCH_RSS_FILE: rss,
    });
    let inPull = false;
    let pulledAt: number | undefined;
    const outcome = await runChild({
      node: actionNode().execPath,
      args: ['--import', RSS_PROBE, options.entry ?? DIST_ENTRY],
      env,
      cwd: options.workspace,
      timeoutMs: options.timeoutMs,
      onLine: (line, at) => {
        if (line === PULL_GROUP) inPull = true;
        else if (inPull && line === GROUP_END && pulledAt === undefined) pulledAt = at;
      },
    });
    const exitMs = Date.now() - outcome.spawnedAt;
    if (outcome.exitCode !== 0) {
      throw new Error(
        `node dist/index.js failed (exit ${outcome.exitCode}): ${outcome.stdout.slice(-2000)}${outcome.stderr.slice(-1000)}`,
      );
    }
    return {
      spawnedAt: outcome.spawnedAt,
      exitMs,
      pulledMs: pulledAt === undefined ? undefined : pulledAt - outcome.spawnedAt,
      maxRssKiB: Number(await readFile(rss, 'utf8')),
      outputs: parseOutputFile(await readFile(output, 'utf8')),
      stdout: outcome.stdout,
    };
  } finally {
    await rm(runnerDir, { recursive: true, force: true });
  }
}

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
  const mark = options.emulator.log.length;
  const action = await spawnAction({
    inputs: {
      'api-url': options.emulator.url,
      'project-token': BENCH_TOKEN,
      command: 'pull',
      'dry-run': 'true',
      'github-token': 'ghs_bench_token_0123456789',
    },
    env: { GITHUB_REPOSITORY: 'acme/web' },
    event: { name: 'workflow_dispatch', payload: {} },
    workspace: options.workspace,
    scratchDir: options.scratchDir,
    timeoutMs: options.timeoutMs,
  });
  const first = options.emulator.log[mark];
  if (first === undefined) throw new Error('node dist/index.js made no request to the emulator.');
  return {
    firstRequestMs: first.startedAt - action.spawnedAt,
    wallMs: action.exitMs,
    maxRssKiB: action.maxRssKiB,
    requests: options.emulator.log.length - mark,
  };
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
      node: actionNode().execPath,
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
