/**
 * Whole processes: `node dist/index.js` started as the runner starts it (spawnAction in
 * action-process.ts) in a real git checkout with a bare origin and the local GitHub fake
 * (action-repository.ts), the service behind a latency proxy (latency-proxy.ts), each job against a
 * reference done with standard tools in the same run, runs alternated:
 * - full pull into a checkout without translations (the action writes, commits, pushes and opens
 *   the pull request), against `curl -o` of the Zip File then `unzip -o -q` into an empty folder;
 * - after the pull request of a pull is merged, the no-op sync and the one changed text
 *   (process-jobs.ts), against what a team would script;
 * - the service's own command-line client, `wti pull`, as the peer of the full pull (when Ruby and
 *   ../shared/tools/wti are present; otherwise a note says it was skipped).
 * With `compareDist`, another build of the action (an older commit's dist/index.js) runs each job
 * too, alternated with ours and checked the same way, so that two engines compare in one run.
 * The repository holds the project's masters from the start, as a real one does. The large project
 * runs with the everyday features on (auto-merge, the completion thresholds). Each run is checked:
 * exit 0, then the branch, its files and the pull request, or for a no-op nothing changed at all. Two times per run: spawn to exit, and spawn to the line the action prints
 * when the pull group ends (the pull is written, git has not started). Peak RSS (VmHWM) of the
 * whole action, compared across sizes: 200 MB against 20 MB of archive.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmulator } from '../../src/emulator/index.js';
import { actionNode, spawnAction, type ActionProcess } from './action-process.js';
import { startActionRepository } from './action-repository.js';
import { REPO_ROOT } from './child.js';
import { startLatencyProxy } from './latency-proxy.js';
import { noOpRow, oneChangeRow, row, settleDisk, timed, type MergedJobs } from './process-jobs.js';
import { benchSeed, BENCH_TOKEN, type ProjectShape } from './seeds.js';
import {
  FULL_PULL_TARGET,
  NO_OP_TARGET,
  ONE_CHANGE_TARGET,
  sample,
  type ProcessRow,
  type Sample,
  type WholeProcessResults,
} from './whole-process-report.js';

export { renderWholeProcess } from './whole-process-report.js';

export const WTI = path.resolve(REPO_ROOT, '../shared/tools/wti/wti');

type Job = ProcessRow['job'];

interface Project {
  name: string;
  shape: ProjectShape;
  jobs: readonly Job[];
  wti: boolean;
  /** Inputs on top of the four every run has: the everyday features, for the large project. */
  inputs: Record<string, string>;
  /** The targets of the table at the report's end, by job: the large project's only. */
  targets: Partial<Record<Job, number>>;
  inQuick: boolean;
}

/** The everyday run's features: auto-merge, and a completion threshold for every locale. */
const EVERYDAY_INPUTS = { 'auto-merge': 'squash', 'locale-min-completion': 'default: 50' };

/** How `--only` names one job of a project: `large-no-op`, `large-one-change`, `large-full-pull`. */
const JOB_NAMES: Record<Job, string> = {
  'full pull': 'full-pull',
  'no-op sync': 'no-op',
  'one change': 'one-change',
};

function projectsOf(quick: boolean, only: readonly string[] | undefined): Project[] {
  const words = { keysPerMaster: 67, text: 'words' } as const;
  const random = { masters: 20, targets: 10, text: 'random', valueChars: 1000 } as const;
  const plain = { wti: false, inputs: {}, targets: {} };
  const projects: Project[] = [
    {
      name: 'small',
      shape: { masters: 5, targets: 3, ...words },
      jobs: ['full pull', 'no-op sync'],
      ...plain,
      inQuick: true,
    },
    {
      name: '900 files',
      shape: { masters: 30, targets: 30, ...words },
      jobs: ['full pull'],
      ...plain,
      inQuick: true,
    },
    {
      name: 'large',
      shape: { masters: 300, targets: 30, ...words },
      jobs: ['full pull', 'no-op sync', 'one change'],
      wti: true,
      inputs: EVERYDAY_INPUTS,
      targets: { 'full pull': FULL_PULL_TARGET, 'no-op sync': NO_OP_TARGET, 'one change': ONE_CHANGE_TARGET },
      inQuick: false,
    },
    {
      name: 'archive-20MB',
      shape: { ...random, keysPerMaster: 115 },
      jobs: ['full pull'],
      ...plain,
      inQuick: true,
    },
    {
      name: 'archive-200MB',
      shape: { ...random, keysPerMaster: 1150 },
      jobs: ['full pull'],
      ...plain,
      inQuick: false,
    },
  ];
  return projects.flatMap((project) => {
    const jobs =
      only === undefined
        ? quick && !project.inQuick
          ? []
          : project.jobs
        : project.jobs.filter(
            (job) => only.includes(project.name) || only.includes(`${project.name}-${JOB_NAMES[job]}`),
          );
    return jobs.length === 0 ? [] : [{ ...project, jobs }];
  });
}

/** Every name `--only` takes here: a project (all its jobs), or one job of it (`large-no-op`). */
export const WHOLE_PROCESS_NAMES = projectsOf(false, undefined).flatMap((project) => [
  project.name,
  ...project.jobs.map((job) => `${project.name}-${JOB_NAMES[job]}`),
]);

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
  const projects = projectsOf(quick, options.only);
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
      log(`whole process: ${project.name} (${project.jobs.join(', ')})`);
      const seed = benchSeed(project.name, project.shape);
      const masters = Object.fromEntries(
        (seed.organizations[0]?.projects?.[0]?.files ?? []).map((file) => [file.name, file.content]),
      );
      const emulator = await startEmulator({ seed, importDurations: { queuedMs: 200, processingMs: 300 } });
      const proxy = await startLatencyProxy(emulator.url, roundTripMs);
      const repository = await startActionRepository(roundTripMs, {
        files: masters,
        allowAutoMerge: project.inputs['auto-merge'] !== undefined,
      }).catch(async (error: unknown) => {
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
            ...project.inputs,
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
          await repository.verifyPull(targetFiles, { autoMerge: project.inputs['auto-merge'] !== undefined });
          return action;
        };
        if (project.jobs.includes('full pull')) {
          const ours: ActionProcess[] = [];
          const other: ActionProcess[] = [];
          const reference: number[] = [];
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
              target: project.targets['full pull'],
              measure: 'pulled',
              wti,
              other,
            }),
          );
        } else {
          log(`whole process: ${project.name}, the first pull`);
          await fullPull();
        }
        if (project.jobs.includes('no-op sync') || project.jobs.includes('one change')) {
          // As users live: the first pull's pull request merged, then run after run on main.
          await repository.merge();
          const merged = (job: Job): MergedJobs => ({
            project: project.name,
            repository,
            runAction,
            serviceUrl: proxy.url,
            emulatorUrl: emulator.url,
            runs,
            dir,
            timeoutMs,
            target: project.targets[job],
            autoMerge: project.inputs['auto-merge'] !== undefined,
            compareDist: options.compareDist,
          });
          if (project.jobs.includes('no-op sync')) {
            log(`whole process: ${project.name}, no-op sync`);
            rows.push(await noOpRow(merged('no-op sync')));
          }
          if (project.jobs.includes('one change')) {
            log(`whole process: ${project.name}, one changed text`);
            rows.push(await oneChangeRow(merged('one change')));
          }
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
