/**
 * The timed jobs of the whole-process rows (whole-process.ts) that start from a merged pull
 * request, each alternated with the job a team would script with standard tools:
 * - no-op sync: main holds what the service serves; against `sha1sum` of the files, then `curl`
 *   of Show Project;
 * - one text changed on the service: the whole step (pull, commit, push, pull request) in a fresh
 *   clone of main; against curl of the Zip File, unzip, git add, commit, push to origin, and one
 *   POST that opens the pull request.
 * Every run is checked, or the benchmark stops. Also the pieces both files use: timed commands,
 * the page cache written out before a run, and the row of a job's figures.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTranslationClient } from '../../src/client/index.js';
import type { ActionProcess } from './action-process.js';
import { BRANCH, type ActionRepository } from './action-repository.js';
import { REPO_ROOT } from './child.js';
import { BENCH_TOKEN, masterName } from './seeds.js';
import { sample, type ProcessRow, type Sample } from './whole-process-report.js';

/** Runs a command to its end; the wall time from spawn to exit, and its stdout. */
export function timed(
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
export async function settleDisk(timeoutMs: number): Promise<void> {
  await timed('sync', [], { timeoutMs });
}

/** What the jobs after a merge share: the repository, the action, the service and the runs. */
export interface MergedJobs {
  project: string;
  repository: ActionRepository;
  runAction: (command: 'sync', workspace: string, entry?: string) => Promise<ActionProcess>;
  /** The service as the action reaches it (through the latency proxy). */
  serviceUrl: string;
  /** The emulator itself, for the set-up (a translator's edit, priming the archive). */
  emulatorUrl: string;
  runs: number;
  dir: string;
  timeoutMs: number;
  target: number | undefined;
  /** With auto-merge on, each pull request must have it on. */
  autoMerge: boolean;
  compareDist: string | undefined;
}

/**
 * The no-op: the last pull request merged, so main holds exactly what the service serves; one
 * clone, on which every run must change nothing (checked), against sha1sum of its files and one
 * request.
 */
export async function noOpRow(options: MergedJobs): Promise<ProcessRow> {
  const { repository, runs, dir, timeoutMs } = options;
  // The clone stays until the benchmark's end, with the full pulls' clones.
  const checkout = await repository.checkout('no-op');
  const list = path.join(dir, 'files.txt');
  const tracked = await timed('git', ['ls-files', '--full-name'], { cwd: checkout, timeoutMs });
  const files = tracked.stdout.split('\n').filter((name) => name !== '' && name !== 'README.md');
  await writeFile(list, files.map((name) => path.join(checkout, name)).join('\n'));
  const before = await repository.snapshot(checkout);
  const showUrl = `${options.serviceUrl}/api/projects/${BENCH_TOKEN}.json`;
  const ours: ActionProcess[] = [];
  const other: ActionProcess[] = [];
  const reference: number[] = [];
  const noOp = async (entry?: string) => {
    await settleDisk(timeoutMs);
    const action = await options.runAction('sync', checkout, entry);
    if ((await repository.snapshot(checkout)) !== before || action.outputs['has-changes'] !== 'false') {
      throw new Error('The no-op sync changed the repository, the branch or the pull requests.');
    }
    if ((action.outputs['uploaded-files'] ?? '') !== '')
      throw new Error(`The no-op sync uploaded ${action.outputs['uploaded-files']}.`);
    return action;
  };
  for (let run = 0; run < runs; run++) {
    ours.push(await noOp());
    if (options.compareDist !== undefined) other.push(await noOp(options.compareDist));
    const script = 'xargs -d "\\n" sha1sum < "$1" > /dev/null && curl -sS -o /dev/null "$2"';
    await settleDisk(timeoutMs);
    reference.push((await timed('sh', ['-c', script, 'sh', list, showUrl], { timeoutMs })).ms);
  }
  return row(options.project, 'no-op sync', ours, sample(reference), 'sha1sum + one request', {
    target: options.target,
    measure: 'exit',
    other,
  });
}

/** The locale and master whose one text a translator changes before each pair of runs. */
const EDITED = { locale: 'fr', master: 0, key: 'section_000.key_0000' };

/** A translator's edit on the service: one text of one target file, different each time. */
async function editOneText(emulatorUrl: string, text: string): Promise<void> {
  const client = createTranslationClient({ baseUrl: emulatorUrl, projectToken: BENCH_TOKEN });
  try {
    const file = masterName(EDITED.master);
    let edited = 0;
    for await (const entry of client.strings.list({ filters: { key: EDITED.key, file } })) {
      await client.strings.update(entry.id, { translations: [{ locale: EDITED.locale, text }] });
      edited++;
    }
    if (edited !== 1) throw new Error(`${edited} strings "${EDITED.key}" in ${file}, not 1.`);
  } finally {
    await client.close();
  }
}

/**
 * The shell script a team would write ($1 zip, $2 its URL, $3 the clone, $4 token, $5 the API,
 * $6 an empty folder): the archive is unpacked into a folder of its own and staged from there
 * (`--work-tree`), which is the same work as `unzip -o` over the clone (every file written once,
 * hashed once by git add) without removing 9,300 files: `unzip -o` unlinks each file it replaces,
 * and on this machine's ext4, mounted with `discard`, that made the script take 5 to 30 s, and
 * the run after it slow too (whole-process.ts removes nothing before the last run, for the same
 * reason).
 */
const TEAM_SCRIPT = [
  'curl -sS -o "$1" "$2"',
  'unzip -q "$1" -d "$6"',
  'cd "$3"',
  `git checkout -q -b ${BRANCH}`,
  'git --work-tree="$6" add -A locales',
  'git commit -q -m "Update translations"',
  `git push -q --force origin ${BRANCH}`,
  'curl -sS -f -o /dev/null -X POST -H "authorization: Bearer $4" -H "accept: application/vnd.github+json"' +
    ` -H "content-type: application/json" -d '{"title":"Update translations","head":"${BRANCH}","base":"main"}'` +
    ' "$5/repos/acme/web/pulls"',
].join(' && ');

/** A fixed identity for the script's commit, through the environment. */
const SCRIPT_GIT_ENV = {
  GIT_AUTHOR_NAME: 'Translation Script',
  GIT_AUTHOR_EMAIL: 'script@example.com',
  GIT_COMMITTER_NAME: 'Translation Script',
  GIT_COMMITTER_EMAIL: 'script@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

/**
 * One text changed on the service since the merged pull request: each pair of runs starts from a
 * new edit, and each run from a fresh clone of main and an origin without the runs before it.
 * Ours must download that one file and open a pull request (with auto-merge on, when asked) whose
 * branch changes only it; the script's commit must change only it too.
 */
export async function oneChangeRow(options: MergedJobs): Promise<ProcessRow> {
  const { repository, runs, dir, timeoutMs } = options;
  const zipPath = `/api/projects/${BENCH_TOKEN}/zip_file`;
  const apiUrl = repository.env.GITHUB_API_URL ?? '';
  const ours: ActionProcess[] = [];
  const other: ActionProcess[] = [];
  const reference: number[] = [];
  const oneChange = async (entry?: string) => {
    const checkout = await repository.checkout('one-change');
    await settleDisk(timeoutMs);
    const action = await options.runAction('sync', checkout, entry);
    const downloaded = action.outputs['downloaded-files']?.split('\n') ?? [];
    if (downloaded.length !== 1 || action.outputs['pull-request-operation'] !== 'created') {
      throw new Error(
        `One changed text: the sync downloaded ${downloaded.length} files and its pull request was ${action.outputs['pull-request-operation']}.`,
      );
    }
    await repository.verifyPull(1, { autoMerge: options.autoMerge });
    await repository.reset();
    return action;
  };
  for (let run = 0; run < runs; run++) {
    await editOneText(options.emulatorUrl, `Texte modifié ${run}`);
    // Both sides get the archive already built, as the full pulls do.
    await timed('curl', ['-sS', '-o', path.join(dir, 'prime.zip'), `${options.emulatorUrl}${zipPath}`], {
      timeoutMs,
    });
    ours.push(await oneChange());
    if (options.compareDist !== undefined) other.push(await oneChange(options.compareDist));
    const checkout = await repository.checkout('script');
    const unpacked = await mkdtemp(path.join(dir, 'script-'));
    await settleDisk(timeoutMs);
    const zip = path.join(unpacked, 'project.zip');
    const out = path.join(unpacked, 'out');
    const args = [zip, `${options.serviceUrl}${zipPath}`, checkout, repository.githubToken, apiUrl, out];
    const env = { ...process.env, ...SCRIPT_GIT_ENV };
    reference.push((await timed('sh', ['-c', TEAM_SCRIPT, 'sh', ...args], { env, timeoutMs })).ms);
    await repository.verifyPull(1);
    await repository.reset();
  }
  return row(options.project, 'one change', ours, sample(reference), 'curl, unzip, git, one POST', {
    target: options.target,
    measure: 'exit',
    other,
  });
}

export function row(
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
