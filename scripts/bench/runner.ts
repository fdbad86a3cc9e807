/**
 * One run of one benchmark job, in a process of its own so that its peak RSS is the job's alone.
 * Started by child.ts as `node --import tsx scripts/bench/runner.ts '<RunnerJob JSON>'`; prints one
 * JSON line (RunnerReport) on stdout. `ours` runs the engine exactly as src/main.ts wires it (the
 * client's default concurrency, no git and no pull request); `baseline` runs baseline.ts.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from '../../src/action/runner/logger.js';
import { createTranslationClient } from '../../src/client/index.js';
import { IMPORT_POLL_SCHEDULE, type PollSchedule } from '../../src/sync/backoff.js';
import { runEngine } from '../../src/sync/engine.js';
import { BASELINE_CONNECTIONS, runBaseline } from './baseline.js';

export interface RunnerJob {
  mode: 'ours' | 'baseline' | 'idle';
  command: 'sync' | 'pull';
  url: string;
  token: string;
  workspace: string;
  tempRoot: string;
  /** Paths the triggering push touched; undefined as on a schedule. */
  changedInPush?: string[];
  schedule?: PollSchedule;
}

export interface RunnerReport {
  wallMs: number;
  importWaitMs: number;
  uploaded: number;
  downloaded: number;
  downloadedBytes: number;
  /** From the start until the last archive was on disk; undefined when none was downloaded. */
  downloadDoneMs?: number;
  /** Peak RSS in KiB: VmHWM, see peakRssKiB(). */
  maxRssKiB: number;
}

/**
 * The peak RSS of this process since it started: VmHWM of /proc/self/status. Not
 * process.resourceUsage().maxRSS: on Linux that survives exec, so a child spawned by a process of
 * 1.4 GB (the benchmark, holding the emulator) reports at least 1.4 GB whatever it does itself.
 * Elsewhere maxRSS is the only figure there is.
 */
export function peakRssKiB(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match?.[1] !== undefined) return Number(match[1]);
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS;
}

/**
 * The engine's log lines are dropped (the action would print them; we time the work), except that
 * the moment the last archive is on disk is noted: what follows is local work (unzip, write).
 */
let downloadedAt: number | undefined;
const quietLogger: Logger = {
  debug: () => undefined,
  info: (message) => {
    if (message.startsWith('Downloaded the ')) downloadedAt = performance.now();
  },
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  group: (_name, work) => work(),
};

async function runOurs(job: RunnerJob): Promise<Omit<RunnerReport, 'wallMs' | 'maxRssKiB'>> {
  const client = createTranslationClient({ baseUrl: job.url, projectToken: job.token });
  try {
    const result = await runEngine({
      command: job.command,
      service: client,
      workspace: job.workspace,
      logger: quietLogger,
      dryRun: false,
      sourceFiles: [],
      isIgnored: () => false,
      changedInPush: job.changedInPush === undefined ? undefined : new Set(job.changedInPush),
      upload: { merge: false, ignoreMissing: false, minorChanges: false, label: undefined },
      importTimeoutMs: 300_000,
      locales: [],
      ignoreLocales: [],
      tempRoot: job.tempRoot,
      hooks: {},
      schedule: job.schedule ?? IMPORT_POLL_SCHEDULE,
    });
    return {
      importWaitMs: result.push?.importWaitMs ?? 0,
      uploaded: (result.push?.uploaded.length ?? 0) + (result.push?.created.length ?? 0),
      downloaded: result.pull?.files.length ?? 0,
      downloadedBytes: result.pull?.downloadedBytes ?? 0,
    };
  } finally {
    await client.close();
  }
}

async function runBaselineJob(job: RunnerJob): Promise<Omit<RunnerReport, 'wallMs' | 'maxRssKiB'>> {
  const client = createTranslationClient({
    baseUrl: job.url,
    projectToken: job.token,
    concurrency: BASELINE_CONNECTIONS,
  });
  try {
    return { importWaitMs: 0, ...(await runBaseline(client, job.command, job.workspace)) };
  } finally {
    await client.close();
  }
}

const job = JSON.parse(process.argv[2] ?? '{}') as RunnerJob;
// The engine loads these when a job needs them (the parsers with the removal guard, the
// translation upload, pull-masters). Under tsx each would be transpiled inside the timed job;
// the action loads them from its prebuilt chunks in a few milliseconds. Loading them first keeps
// module loading out of the job's time, as process start is (the cold start measures that).
await Promise.all([
  import('../../src/sync/removal-guard.js'),
  import('../../src/sync/upload-targets.js'),
  import('../../src/sync/pull-masters.js'),
]);
const started = performance.now();
const outcome =
  job.mode === 'ours'
    ? await runOurs(job)
    : job.mode === 'baseline'
      ? await runBaselineJob(job)
      : { importWaitMs: 0, uploaded: 0, downloaded: 0, downloadedBytes: 0 };
const report: RunnerReport = {
  wallMs: performance.now() - started,
  ...(downloadedAt === undefined ? {} : { downloadDoneMs: downloadedAt - started }),
  maxRssKiB: peakRssKiB(),
  ...outcome,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
