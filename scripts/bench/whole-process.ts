/**
 * Whole processes: `node dist/index.js` started as the runner starts it (spawnAction in
 * action-process.ts) in a real git checkout with a bare origin and the local GitHub fake
 * (action-repository.ts), the service behind a latency proxy (latency-proxy.ts), each job against a
 * reference done with standard tools in the same run, runs alternated:
 * - full pull into a checkout without translations (the action writes, commits, pushes and opens
 *   the pull request), against `curl -o` of the Zip File then `unzip -o -q` into an empty folder;
 * - no-op sync on a checkout identical to the service (the pull request merged), against `sha1sum`
 *   of the same target files then `curl` of Show Project;
 * - the service's own command-line client, `wti pull`, as the peer of the full pull (when Ruby and
 *   ../shared/tools/wti are present; otherwise a note says it was skipped).
 * With `compareDist`, another build of the action (an older commit's dist/index.js) runs each job
 * too, alternated with ours and checked the same way, so that two engines compare in one run.
 * Each run is checked: exit 0, then the branch, its files and the pull request, or for a no-op
 * nothing changed at all. Two times per run: spawn to exit, and spawn to the line the action prints
 * when the pull group ends (the pull is written, git has not started). Peak RSS (VmHWM) of the
 * whole action, compared across sizes: 200 MB against 20 MB of archive.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmulator } from '../../src/emulator/index.js';
import { actionNode, spawnAction, type ActionProcess } from './action-process.js';
import { startActionRepository, type ActionRepository } from './action-repository.js';
import { REPO_ROOT } from './child.js';
import { startLatencyProxy } from './latency-proxy.js';
import { benchSeed, BENCH_TOKEN, type ProjectShape } from './seeds.js';
import {
  FULL_PULL_TARGET,
  NO_OP_TARGET,
  sample,
  type ProcessRow,
  type Sample,
  type WholeProcessResults,
} from './whole-process-report.js';

export { renderWholeProcess } from './whole-process-report.js';

export const WTI = path.resolve(REPO_ROOT, '../shared/tools/wti/wti');

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

/**
 * Writes the page cache's dirty pages out before a timed run: a full pull leaves 9,000 new files
 * and a git commit of them behind, whose writeback would otherwise land in the next run (ours or
 * the reference), whichever it is.
 */
async function settleDisk(timeoutMs: number): Promise<void> {
  await timed('sync', [], { timeoutMs });
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
  compareDist?: string | undefined;
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
  const node = actionNode();
  notes.push(
    node.note ??
      `node dist/index.js ran on Node ${node.version}, the node${node.declaredMajor ?? ''} that action.yml declares.`,
  );
  const rows: ProcessRow[] = [];
  // Nothing is removed before the last run: on this machine's ext4, mounted with `discard`,
  // creating files is slow for 30-50 s after tens of thousands were removed, so a removal
  // between runs charged the benchmark's own cleanup to whichever run, ours or the reference,
  // came next.
  const removals: (() => Promise<void>)[] = [];
  try {
    for (const project of projects) {
      log(`whole process: ${project.name}`);
      const emulator = await startEmulator({
        seed: benchSeed(project.name, project.shape),
        importDurations: { queuedMs: 200, processingMs: 300 },
      });
      const proxy = await startLatencyProxy(emulator.url, roundTripMs);
      const repository = await startActionRepository(roundTripMs).catch(async (error: unknown) => {
        await proxy.close();
        await emulator.close();
        throw error;
      });
      const dir = await mkdtemp(path.join(scratchRoot, 'process-'));
      const runAction = (command: 'pull' | 'sync', workspace: string, entry?: string) =>
        spawnAction({
          entry,
          inputs: {
            'api-url': proxy.url,
            'project-token': BENCH_TOKEN,
            'github-token': repository.githubToken,
            command,
          },
          env: repository.env,
          event: repository.event,
          workspace,
          scratchDir: dir,
          // The whole action commits and pushes every file: 200 MB takes git over a minute.
          timeoutMs: Math.max(timeoutMs, 600_000),
        });
      try {
        const zipUrl = `${proxy.url}/api/projects/${BENCH_TOKEN}/zip_file`;
        // Prime the emulator's cache: every run then gets the same, already built archive.
        await timed('curl', ['-sS', '-o', path.join(dir, 'prime.zip'), zipUrl], { timeoutMs });
        const runs = quick ? 1 : project.shape.keysPerMaster > 1000 ? 2 : 5;
        const targetFiles = project.shape.masters * project.shape.targets;
        const ours: ActionProcess[] = [];
        const other: ActionProcess[] = [];
        const reference: number[] = [];
        const fullPull = async (entry?: string) => {
          await repository.reset();
          const checkout = await repository.checkout('pull');
          await settleDisk(timeoutMs);
          const action = await runAction('pull', checkout, entry);
          const downloaded = action.outputs['downloaded-files']?.split('\n').length;
          if (action.outputs['pull-request-operation'] !== 'created' || downloaded !== targetFiles) {
            throw new Error(
              `${project.name}: the pull did not report ${targetFiles} files and a new pull request.`,
            );
          }
          await repository.verifyPull(targetFiles);
          return action;
        };
        for (let run = 0; run < runs; run++) {
          ours.push(await fullPull());
          if (options.compareDist !== undefined) other.push(await fullPull(options.compareDist));
          const refDir = await mkdtemp(path.join(dir, 'reference-'));
          const zip = path.join(refDir, 'project.zip');
          const out = path.join(refDir, 'out');
          const script = 'curl -sS -o "$1" "$2" && unzip -o -q "$1" -d "$3"';
          await settleDisk(timeoutMs);
          reference.push((await timed('sh', ['-c', script, 'sh', zip, zipUrl, out], { timeoutMs })).ms);
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
        rows.push(
          row(project.name, 'full pull', ours, sample(reference), 'curl + unzip', {
            target: project.name === 'large' ? FULL_PULL_TARGET : undefined,
            measure: 'pulled',
            wti,
            other,
          }),
        );
        if (project.noOp) {
          const showUrl = `${proxy.url}/api/projects/${BENCH_TOKEN}.json`;
          const noOp = {
            project: project.name,
            repository,
            runAction,
            showUrl,
            runs,
            dir,
            timeoutMs,
            compareDist: options.compareDist,
          };
          rows.push(await noOpRow(noOp));
        }
      } finally {
        await repository.close();
        await proxy.close();
        await emulator.close();
        removals.push(
          () => rm(dir, { recursive: true, force: true }),
          () => repository.removeFiles(),
        );
      }
    }
  } finally {
    for (const remove of removals) await remove();
  }
  return { roundTripMs, rows, notes };
}

/**
 * The no-op: the last pull request merged, so main holds exactly what the service serves; one
 * clone, on which every run must change nothing (checked), against sha1sum of its files and one
 * request.
 */
async function noOpRow(options: {
  project: string;
  repository: ActionRepository;
  runAction: (command: 'sync', workspace: string, entry?: string) => Promise<ActionProcess>;
  showUrl: string;
  runs: number;
  dir: string;
  timeoutMs: number;
  compareDist: string | undefined;
}): Promise<ProcessRow> {
  const { repository, runs, dir, timeoutMs } = options;
  repository.merge();
  // The clone stays until the benchmark's end, with the full pulls' clones.
  const checkout = await repository.checkout('no-op');
  const list = path.join(dir, 'files.txt');
  const tracked = await timed('git', ['ls-files', '--full-name'], { cwd: checkout, timeoutMs });
  const files = tracked.stdout.split('\n').filter((name) => name !== '' && name !== 'README.md');
  await writeFile(list, files.map((name) => path.join(checkout, name)).join('\n'));
  const before = await repository.snapshot(checkout);
  const ours: ActionProcess[] = [];
  const other: ActionProcess[] = [];
  const reference: number[] = [];
  const noOp = async (entry?: string) => {
    await settleDisk(timeoutMs);
    const action = await options.runAction('sync', checkout, entry);
    if ((await repository.snapshot(checkout)) !== before || action.outputs['has-changes'] !== 'false') {
      throw new Error('The no-op sync changed the repository, the branch or the pull requests.');
    }
    return action;
  };
  for (let run = 0; run < runs; run++) {
    ours.push(await noOp());
    if (options.compareDist !== undefined) other.push(await noOp(options.compareDist));
    const script = 'xargs -d "\\n" sha1sum < "$1" > /dev/null && curl -sS -o /dev/null "$2"';
    await settleDisk(timeoutMs);
    reference.push((await timed('sh', ['-c', script, 'sh', list, options.showUrl], { timeoutMs })).ms);
  }
  return row(options.project, 'no-op sync', ours, sample(reference), 'sha1sum + one request', {
    target: options.project === 'large' ? NO_OP_TARGET : undefined,
    measure: 'exit',
    other,
  });
}

function row(
  project: string,
  job: ProcessRow['job'],
  ours: readonly ActionProcess[],
  reference: Sample,
  referenceName: string,
  extra: {
    target: number | undefined;
    measure: ProcessRow['measure'];
    wti?: Sample | undefined;
    /** The runs of the other build (`compareDist`), if any. */
    other: readonly ActionProcess[];
  },
): ProcessRow {
  const exit = sample(ours.map((run) => run.exitMs));
  const marks = ours.map((run) => run.pulledMs);
  const pulledAt = marks.every((ms) => ms !== undefined) ? sample(marks) : undefined;
  const compared = extra.measure === 'pulled' ? pulledAt : exit;
  if (compared === undefined) throw new Error(`${project}, ${job}: a run never printed the end of its pull.`);
  return {
    project,
    job,
    exit,
    pulled: pulledAt,
    measure: extra.measure,
    reference,
    referenceName,
    ratio: compared.median / reference.median,
    target: extra.target,
    oursPeakRssMiB: sample(ours.map((run) => run.maxRssKiB / 1024)).median,
    wti: extra.wti,
    other:
      extra.other.length === 0
        ? undefined
        : sample(extra.other.map((run) => (extra.measure === 'pulled' ? run.pulledMs : run.exitMs) ?? NaN)),
  };
}
