/**
 * Starting a child process and reading what it reports: the runner (runner.ts, under tsx) for the
 * jobs, and `node dist/index.js` (with rss-probe.mjs preloaded) for the cold start and the check of
 * the bundled action. Every child has a time limit, after which it is killed and the run fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RequestLogEntry } from '../../src/emulator/index.js';
import type { RunnerJob, RunnerReport } from './runner.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const RUNNER = path.join(REPO_ROOT, 'scripts/bench/runner.ts');
export const RSS_PROBE = path.join(REPO_ROOT, 'scripts/bench/rss-probe.mjs');

export interface ChildOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Date.now() just before spawn. */
  spawnedAt: number;
}

export function runChild(options: {
  /** The Node executable; the benchmark's own by default. */
  node?: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  timeoutMs: number;
  /** Called with each whole line of stdout and Date.now() when its last chunk arrived. */
  onLine?: (line: string, at: number) => void;
}): Promise<ChildOutcome> {
  const spawnedAt = Date.now();
  const child = spawn(options.node ?? process.execPath, [...options.args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let lineStart = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    const at = Date.now();
    stdout += chunk.toString();
    if (options.onLine === undefined) return;
    for (let end = stdout.indexOf('\n', lineStart); end !== -1; end = stdout.indexOf('\n', lineStart)) {
      options.onLine(stdout.slice(lineStart, end), at);
      lineStart = end + 1;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr, spawnedAt });
    });
  });
}

/** Requests of one run as the emulator logged them. */
export interface RequestCount {
  total: number;
  byEndpoint: Record<string, number>;
  responseBytes: number;
}

export function countRequests(entries: readonly RequestLogEntry[]): RequestCount {
  const byEndpoint: Record<string, number> = {};
  let responseBytes = 0;
  for (const entry of entries) {
    byEndpoint[entry.endpoint] = (byEndpoint[entry.endpoint] ?? 0) + 1;
    responseBytes += entry.responseBytes;
  }
  return { total: entries.length, byEndpoint, responseBytes };
}

export interface JobRun extends RunnerReport {
  requests: RequestCount;
}

/** One run of the runner; the emulator's log since the spawn holds exactly its requests. */
export async function runJob(log: RequestLogEntry[], job: RunnerJob, timeoutMs: number): Promise<JobRun> {
  const mark = log.length;
  const outcome = await runChild({ args: ['--import', 'tsx', RUNNER, JSON.stringify(job)], timeoutMs });
  const line = outcome.stdout.trim().split('\n').pop() ?? '';
  if (outcome.exitCode !== 0 || !line.startsWith('{')) {
    throw new Error(
      `The ${job.mode} ${job.command} run failed (exit ${outcome.exitCode}): ${outcome.stderr.slice(-2000)}`,
    );
  }
  return { ...(JSON.parse(line) as RunnerReport), requests: countRequests(log.slice(mark)) };
}
