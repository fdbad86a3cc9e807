import { readLocaleFile } from '../../project/safe-read.js';
import { detectFormat } from '../../formats/detect.js';
import type { KeyValue, KeyValues } from '../../formats/key-values.js';
import { isShallow, logCommits, type LoggedCommit } from '../../git/commit-facts.js';
import { runnerFor, type GitRepository } from '../../git/git.js';
import type { GitRunner } from '../../git/runner.js';
import { isOwnCommit, type OwnershipRules } from '../../git/ownership.js';
import type { RevertedEdit, RevertedKey } from '../../github/reverted-edits-section.js';
import type { PullResult } from '../../sync/pull.js';
import type { Logger } from '../runner/logger.js';

/**
 * A pull puts the service's text over the repository's. When a person changed a translation on
 * the base after the service last changed that file (Show Project's `updated_at`, against the
 * committer date, as pull-masters reasons for masters), that text is older than the person's
 * edit, and the pull request would quietly revert it. This finds such keys, so that the run warns
 * and the pull request lists them with both texts; it changes nothing the pull wrote.
 *
 * A key is reported when the newest commit of the base that changed it (a) came after the
 * service's last change of the file and (b) is not the action's own commit (ownership.ts): the
 * action's commits carry the service's text of their day. The checkout is often one commit deep:
 * its history is deepened (50 commits at a time, at most MAX_COMMITS back) only when its oldest
 * commit is newer than the service's change, and a key whose last change lies beyond what could be
 * fetched is not reported, with a log line (docs/decisions.md).
 */

export type { RevertedEdit } from '../../github/reverted-edits-section.js';

/** How far back the base's history is read (and fetched into a shallow checkout). */
const MAX_COMMITS = 200;
const DEEPEN_STEP = 50;

interface RevertedEditsOptions {
  readonly repository: GitRepository;
  readonly pull: PullResult;
  /** The project's folder, absolute: where the pull wrote its files. */
  readonly workspace: string;
  readonly toRepoPath: (projectPath: string) => string;
  readonly rules: OwnershipRules;
  readonly logger: Logger;
}

interface Candidate {
  readonly projectPath: string;
  readonly repoPath: string;
  readonly locale: string;
  /** The service's last change of the file, in seconds (commit dates have no finer grain). */
  readonly serviceSeconds: number;
}

export async function findRevertedEdits(options: RevertedEditsOptions): Promise<RevertedEdit[]> {
  try {
    return await find(options);
  } catch (error) {
    // The pull request is still worth opening; the warning keeps the doubt from being silent.
    options.logger.warning(
      `Could not tell whether this pull changes back translations edited on the base: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

async function find(options: RevertedEditsOptions): Promise<RevertedEdit[]> {
  const candidates = candidatesOf(options);
  if (candidates.length === 0) return [];
  const git = runnerFor(options.repository);
  const headSeconds = Number((await git.run(['log', '-1', '--format=%ct', 'HEAD'])).trim());
  // The checkout's own commit bounds every date below it: nothing came after a newer service change.
  const open = candidates.filter((candidate) => headSeconds > candidate.serviceSeconds);
  if (open.length === 0) return [];
  const since = Math.min(...open.map((candidate) => candidate.serviceSeconds));
  await deepenSince(git, since, options.logger);
  const commits = await commitsSince(git, since);
  const capped = commits.length >= MAX_COMMITS;
  const edits: RevertedEdit[] = [];
  for (const candidate of open) {
    const touching = commits.filter(
      (commit) => commit.seconds > candidate.serviceSeconds && commit.files.includes(candidate.repoPath),
    );
    if (!touching.some((commit) => !isOwnCommit(commit, options.rules))) continue;
    const found = await revertedIn(options, git, candidate, touching);
    if (found === undefined) continue;
    edits.push(...found.edits);
    if (found.unknown.length > 0 || (capped && found.open > 0))
      options.logger.info(
        `${candidate.repoPath}: the base's history since the service last changed the file could not be read in full (a shallow checkout that could not be deepened, or more than ${MAX_COMMITS} commits); who last changed ${found.unknown.length > 0 ? found.unknown.length : found.open} of its keys is not known, so they are not reported.`,
      );
  }
  for (const edit of edits) options.logger.warning(describeEdit(edit));
  return edits;
}

/** Changed target files whose keys changed, with the service's last change known. */
function candidatesOf(options: RevertedEditsOptions): Candidate[] {
  const planned = new Map(options.pull.planned.map((download) => [download.path, download]));
  return options.pull.files.flatMap((file) => {
    const download = planned.get(file.path);
    const time = Date.parse(download?.file.updatedAt ?? '');
    if (file.status !== 'changed' || download?.file.masterId === null || Number.isNaN(time)) return [];
    if (file.keys !== undefined && file.keys.changed === 0) return [];
    return [
      {
        projectPath: file.path,
        repoPath: options.toRepoPath(file.path),
        locale: file.locale,
        serviceSeconds: Math.floor(time / 1000),
      },
    ];
  });
}

/** Commit dates of the shallow boundary reachable from HEAD (they look like root commits). */
async function boundaryAfter(git: GitRunner, since: number): Promise<boolean> {
  if (!(await isShallow(git))) return false;
  const dates = await git.run(['log', '--max-parents=0', '--format=%ct', 'HEAD']);
  return dates
    .split('\n')
    .filter((line) => line !== '')
    .some((line) => Number(line) > since);
}

/**
 * Deepens a shallow checkout until its oldest commits are older than `since`, within MAX_COMMITS:
 * the commits after the service's change, and the parent of each, are what the keys are read from.
 */
async function deepenSince(git: GitRunner, since: number, logger: Logger): Promise<void> {
  const head = (await git.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
  for (let fetched = 0; fetched < MAX_COMMITS; fetched += DEEPEN_STEP) {
    if (!(await boundaryAfter(git, since))) return;
    const deepened = await git.tryRun(
      [
        'fetch',
        '--no-tags',
        '--no-recurse-submodules',
        `--deepen=${DEEPEN_STEP}`,
        '--end-of-options',
        'origin',
        head,
      ],
      { network: true },
    );
    if (deepened === undefined) {
      logger.info('Could not fetch more of the base history to tell who changed the translations last.');
      return;
    }
  }
}

/** The base's commits after `since`, newest first, with the files each touched. */
function commitsSince(git: GitRunner, since: number): Promise<LoggedCommit[]> {
  return logCommits(git, [
    '--name-only',
    '--no-renames',
    `--max-count=${MAX_COMMITS}`,
    `--since=@${since}`,
    'HEAD',
    '--',
  ]);
}

/**
 * The keys whose repository text the pull replaced, and the newest commit that changed each: the
 * ones whose commit is not the action's are reported. Keys of a commit whose parent the checkout
 * lacks are `unknown`. undefined when a copy cannot be read.
 */
async function revertedIn(
  options: RevertedEditsOptions,
  git: GitRunner,
  candidate: Candidate,
  touching: readonly LoggedCommit[],
): Promise<{ edits: RevertedEdit[]; unknown: string[]; open: number } | undefined> {
  const format = detectFormat(candidate.repoPath);
  if (format === undefined) return undefined;
  // The format readers load here, when a person's commit touched the file: a pull request step
  // that has none (most runs) never compiles them (docs/decisions.md, speed).
  const { keyValuesOf } = await import('../../formats/key-values.js');
  const parse = (bytes: Uint8Array | undefined): KeyValues | undefined => {
    if (bytes === undefined) return new Map();
    try {
      return keyValuesOf(format, bytes, { fileName: candidate.repoPath, locale: candidate.locale });
    } catch {
      return undefined; // An unreadable copy: the removal guard has already said so.
    }
  };
  const before = parse(await readAt(git, 'HEAD', candidate.repoPath));
  const after = parse(
    await Promise.resolve()
      .then(() => readLocaleFile(options.workspace, candidate.projectPath))
      .catch(() => undefined),
  );
  if (before === undefined || after === undefined) return undefined;
  const open = new Map<string, { repository: KeyValue; service: KeyValue }>();
  for (const [key, value] of before) {
    const service = after.get(key);
    if (service !== undefined && value.translatable && !value.empty && service.text !== value.text)
      open.set(key, { repository: value, service });
  }
  const byCommit = new Map<LoggedCommit, RevertedKey[]>();
  let cutShort = false;
  for (const commit of touching) {
    if (open.size === 0) break;
    const parent = commit.parents[0];
    // A shallow boundary: what it changed cannot be told, nor what came before it.
    cutShort = parent === undefined;
    if (parent === undefined) break;
    const [mine, theirs] = [
      parse(await readAt(git, commit.sha, candidate.repoPath)),
      parse(await readAt(git, parent, candidate.repoPath)),
    ];
    if (mine === undefined || theirs === undefined) break;
    for (const [key, texts] of [...open]) {
      if (mine.get(key)?.text === theirs.get(key)?.text) continue;
      open.delete(key);
      if (isOwnCommit(commit, options.rules)) continue;
      const keys = byCommit.get(commit) ?? [];
      keys.push({ key, repository: displayText(texts.repository), service: displayText(texts.service) });
      byCommit.set(commit, keys);
    }
  }
  const edits = [...byCommit].map(([commit, keys]) => ({
    path: candidate.repoPath,
    keys: keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    commit: {
      sha: commit.sha,
      author: commit.authorName,
      subject: commit.message.split('\n')[0] ?? '',
      date: new Date(commit.seconds * 1000).toISOString(),
    },
  }));
  // Keys still open were last changed before the service's change (the service is newer), unless
  // the history ran out first.
  return { edits, unknown: cutShort ? [...open.keys()] : [], open: open.size };
}

async function readAt(git: GitRunner, ref: string, repoPath: string): Promise<Buffer | undefined> {
  const spec = `${ref}:${repoPath}`;
  if ((await git.tryRun(['cat-file', '-e', spec])) === undefined) return undefined;
  return git.readBlob(spec);
}

/** A value as a reader knows it: the string itself, or a plural's forms. */
function displayText(value: KeyValue): string {
  return value.text.startsWith('"') ? value.text.slice(1) : value.text;
}

const KEYS_IN_WARNING = 10;

function describeEdit(edit: RevertedEdit): string {
  const keys = edit.keys.slice(0, KEYS_IN_WARNING).map((key) => key.key);
  if (edit.keys.length > KEYS_IN_WARNING) keys.push(`and ${edit.keys.length - KEYS_IN_WARNING} more`);
  return (
    `${edit.path}: this pull puts the service's older text back over a change made on the base after the service last changed the file ` +
    `(${edit.commit.sha.slice(0, 12)} by ${edit.commit.author}, ${edit.commit.date}: ${JSON.stringify(edit.commit.subject)}), ` +
    `for ${keys.join(', ')}. To keep the repository's text, make the same change on the service ` +
    '(or run the push of such commits with upload-translations: true) before merging the pull request; it lists both texts.'
  );
}
