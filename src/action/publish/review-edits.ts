import type { Project as ServiceProject } from '../../client/models.js';
import type { StringsApi } from '../../client/strings.js';
import type { TranslationClient } from '../../client/index.js';
import type { EngineResult } from '../../sync/engine.js';
import { detectFormat } from '../../formats/detect.js';
import { BranchNotOwnedError } from '../../git/errors.js';
import { runnerFor, type GitRepository } from '../../git/git.js';
import { isInBase, type MergedElsewhere } from '../../git/in-base.js';
import type { OwnershipRules } from '../../git/ownership.js';
import { readBranchReview, type BranchReview, type ReviewCommit } from '../../git/review-commits.js';
import type { GitRunner } from '../../git/runner.js';
import { pushEditsOf, sendPushEdits, type PushEdit } from '../../sync/push-edits.js';
import type { SegmentText } from '../../formats/types.js';
import { mergedThroughPull } from '../../github/merged-pull.js';
import type { SentReviewEdit } from '../../github/review-section.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import type { PublishStart } from './publish.js';
import { holdRefusedBranch } from './refused-branch.js';
import type { ProjectScope } from '../projects/project-scope.js';

/**
 * A reviewer's fix in the translation pull request goes to the service (issue 48, R60). After the
 * pull, each translation branch's people's commits above the action's last own commit are read
 * (git/review-commits.ts); when they change target files only, the keys they changed (the files
 * at that own commit against the branch's tip, per key and plural form, as push-edits.ts reads a
 * push) are set on the service with Update String, the pull is made again so that its files hold
 * them, and the branch's next commit goes on top of them. A commit that changes anything else
 * blocks its branch, and an edit the service refuses stops the run, before anything is sent.
 */

/** What the run's projects sent from the reviews, and the branches blocked: the pull request step reads it. */
export interface ReviewState {
  readonly sent: SentReviewEdit[];
  readonly commits: Set<string>;
  readonly blocked: Map<string, string>;
}

interface ReviewOutcome {
  readonly sent: readonly SentReviewEdit[];
  /** The people's commits this run sent, by sha: the branch keeps them (translation-branch.ts). */
  readonly commits: ReadonlySet<string>;
}

const describe = (commit: ReviewCommit): string =>
  `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}> (${JSON.stringify(commit.message.split('\n')[0] ?? '')})`;

/** The reviews of the run's branches, and why a branch's people's commits are no review. */
export interface RunReviews {
  readonly reviews: readonly BranchReview[];
  /** By branch: the commit and the file that is not a translation; nothing of it is sent. */
  readonly blocked: Map<string, string>;
}

/**
 * Every translation branch of the run (`branch`, and `branch/…` of a split) that people reviewed:
 * read once for all projects. A branch already in the base (its pull request merged) is no
 * review any more. A commit that changes a file outside every project blocks its branch: nothing
 * of it is sent, and the ownership check stops the run as before (R43), naming the file.
 */
async function readReviews(options: {
  readonly repository: GitRepository;
  readonly heads: ReadonlyMap<string, string>;
  readonly base: string;
  readonly branch: string;
  readonly rules: OwnershipRules;
  readonly scopes: readonly ProjectScope[];
  readonly merged: (branch: string) => MergedElsewhere;
  readonly logger: Logger;
}): Promise<RunReviews> {
  const git = runnerFor(options.repository);
  const baseSha = options.heads.get(options.base);
  const reviews: BranchReview[] = [];
  const blocked = new Map<string, string>();
  for (const [branch, tip] of [...options.heads].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (baseSha === undefined || (branch !== options.branch && !branch.startsWith(`${options.branch}/`)))
      continue;
    const review = await readBranchReview(git, 'origin', branch, tip, options.rules);
    // Unreadable (a merge commit, no own commit in reach): the ownership check stops as before.
    if (review === undefined || !('anchor' in review)) continue;
    if (await isInBase(git, tip, baseSha, { remote: 'origin', merged: options.merged(branch) })) continue;
    const outside = firstFile(review, (file) => !options.scopes.some((scope) => inScope(scope, file)));
    if (outside === undefined) reviews.push(review);
    else block(blocked, branch, outside, options.logger);
  }
  return { reviews, blocked };
}

const inScope = (scope: ProjectScope, file: string): boolean =>
  scope.prefix === '' || file.startsWith(`${scope.prefix}/`);

function firstFile(
  review: BranchReview,
  matches: (file: string) => boolean,
): { commit: ReviewCommit; file: string } | undefined {
  for (const commit of review.commits) {
    const file = commit.files.find(matches);
    if (file !== undefined) return { commit, file };
  }
  return undefined;
}

function block(
  blocked: Map<string, string>,
  branch: string,
  found: { commit: ReviewCommit; file: string },
  logger: Logger,
): void {
  const note =
    `${describe(found.commit)} changes ${found.file}, which is not a translation file of the service, so nothing of the pull request's commits was sent to the service. ` +
    'A fix of a translation in the pull request goes to the service on the next run; any other change belongs on a branch of its own: revert or move that commit.';
  blocked.set(branch, note);
  logger.warning(`Branch "${branch}": ${note}`);
}

interface TargetFile {
  readonly masterId: number;
  readonly locale: string;
}

interface FileEdits {
  readonly review: BranchReview;
  readonly path: string;
  readonly target: TargetFile;
  readonly edits: readonly PushEdit[];
  /** The person's commit that last changed each key. */
  readonly lastCommit: ReadonlyMap<string, ReviewCommit>;
}

/**
 * This project's share of the reviews: its target files' edits, checked against the service for
 * every file before any is sent, then sent. A review that changes another file of the project
 * (a master, a README) is blocked: nothing of it is sent.
 */
async function sendReviewEdits(options: {
  readonly repository: GitRepository;
  readonly reviews: readonly BranchReview[];
  readonly scope: ProjectScope;
  readonly listing: ServiceProject;
  readonly strings: Pick<StringsApi, 'list' | 'update'>;
  readonly dryRun: boolean;
  readonly logger: Logger;
  readonly blocked: Map<string, string>;
}): Promise<ReviewOutcome> {
  const { scope, logger } = options;
  const git = runnerFor(options.repository);
  const targets = new Map<string, TargetFile>();
  for (const file of options.listing.projectFiles)
    if (file.masterProjectFileId !== null)
      targets.set(scope.toRepoPath(file.name), {
        masterId: file.masterProjectFileId,
        locale: file.localeCode,
      });
  const files: FileEdits[] = [];
  const commits = new Set<string>();
  for (const review of options.reviews) {
    const other = firstFile(
      review,
      (file) => inScope(scope, file) && (!targets.has(file) || detectFormat(file) === undefined),
    );
    if (other !== undefined) {
      block(options.blocked, review.branch, other, logger);
      continue;
    }
    const touched = new Set<string>();
    for (const commit of review.commits)
      for (const file of commit.files) {
        if (!inScope(scope, file)) continue;
        touched.add(file);
        commits.add(commit.sha);
      }
    for (const file of [...touched].sort()) files.push(await editsOf(git, review, file, targets.get(file)));
  }
  const refused = await Promise.all(files.map((file) => send(options, file, true)));
  const first = refused.findIndex((result) => result.skipped.length > 0);
  const stopped = files[first];
  if (stopped !== undefined) {
    const key = refused[first]?.skipped[0] ?? '';
    const commit = stopped.lastCommit.get(key);
    const why = `${commit === undefined ? 'A commit' : describe(commit)} changes ${key} in ${stopped.path}, and the service has no such string of that file's master, so it cannot take the edit.`;
    // The review has an own commit under it (its anchor): the branch and its pull request are the action's.
    throw new BranchNotOwnedError(
      stopped.review.branch,
      { actionsBranch: true, refused: why },
      `Branch "${stopped.review.branch}": ${why} ` +
        'Nothing was sent to the service and nothing was pushed. Add the key to the master file (on the base branch) first, or revert that change on the branch.',
    );
  }
  const sent: SentReviewEdit[] = [];
  for (const file of files) {
    const result = await send(options, file, options.dryRun);
    const keys = new Set(result.sent);
    for (const edit of file.edits) {
      const commit = file.lastCommit.get(edit.key);
      if (!keys.has(edit.key) || commit === undefined) continue;
      sent.push({
        branch: file.review.branch,
        path: file.path,
        locale: file.target.locale,
        key: edit.key,
        text: textOf(edit.after),
        commit: commit.sha,
        author: commit.authorName,
      });
    }
    if (result.sent.length > 0)
      logger.info(
        `${options.dryRun ? 'Would set' : 'Set'} on the service from the pull request on ${file.review.branch}, ${file.path}: ${result.sent.join(', ')}`,
      );
  }
  return { sent, commits };
}

/** The edits of one file from the anchor to the tip, and which person's commit made each. */
async function editsOf(
  git: GitRunner,
  review: BranchReview,
  path: string,
  target: TargetFile | undefined,
): Promise<FileEdits> {
  const format = detectFormat(path);
  if (target === undefined || format === undefined) throw new Error(`not a target: ${path}`);
  const file = { fileName: path, locale: target.locale };
  const now = await readAt(git, review.tip, path);
  const edits =
    now === undefined ? [] : pushEditsOf(format, await readAt(git, review.anchor.sha, path), now, file);
  const lastCommit = new Map<string, ReviewCommit>();
  for (const commit of review.commits) {
    if (!commit.files.includes(path)) continue;
    const mine = await readAt(git, commit.sha, path);
    if (mine === undefined) continue;
    for (const edit of pushEditsOf(format, await readAt(git, commit.parents[0] ?? '', path), mine, file))
      lastCommit.set(edit.key, commit);
  }
  return { review, path, target, edits, lastCommit };
}

function send(
  options: { readonly strings: Pick<StringsApi, 'list' | 'update'>; readonly logger: Logger },
  file: FileEdits,
  dryRun: boolean,
) {
  // The check before sending runs quietly: the warnings belong to the sending.
  const quiet: Logger = { ...options.logger, warning: () => undefined, info: () => undefined };
  return sendPushEdits({
    strings: options.strings,
    masterId: file.target.masterId,
    locale: file.target.locale,
    path: file.path,
    edits: file.edits,
    dryRun,
    logger: dryRun ? quiet : options.logger,
    review: {
      conflictWarning: (key, service, text) => {
        const commit = file.lastCommit.get(key);
        return `${file.path}: ${key} was changed on the service since the pull request's last run and in the pull request by ${commit === undefined ? 'a commit' : describe(commit)}; the reviewer's ${text} replaces the service's ${service}.`;
      },
    },
  });
}

async function readAt(git: GitRunner, ref: string, path: string): Promise<Buffer | undefined> {
  if (ref === '' || (await git.tryRun(['cat-file', '-e', `${ref}:${path}`])) === undefined) return undefined;
  return git.readBlob(`${ref}:${path}`);
}

function textOf(text: SegmentText): string {
  if (typeof text === 'string') return text;
  return Object.entries(text)
    .map(([form, formText]) => `${form}: ${formText ?? ''}`)
    .join('; ');
}

/**
 * The reviews of the run's branches, read once when a project first asks (sync-projects.ts), from
 * the ls-remote and the repository the pull request step began with.
 */
export function reviewsOnce(options: {
  readonly start: PublishStart;
  readonly inputs: ActionInputs;
  readonly scopes: readonly ProjectScope[];
  readonly logger: Logger;
}): () => Promise<RunReviews> {
  let read: Promise<RunReviews> | undefined;
  return () => {
    const { start, inputs } = options;
    read ??= (async () => {
      const [repository, remote] = await Promise.all([start.repository, start.remote]);
      return readReviews({
        repository,
        heads: await remote.heads,
        base: start.base,
        branch: inputs.branch,
        rules: { committer: inputs.committer, legacyMessage: inputs.commitMessage },
        scopes: options.scopes,
        logger: options.logger,
        merged: (branch) => async (sha) =>
          mergedThroughPull(
            await start.github(),
            { owner: start.owner, repo: start.repo, base: start.base, branch },
            sha,
          ),
      });
    })();
    return read;
  };
}

/**
 * One project's share of the reviews, after its pull (sync-projects.ts): the edits go to the
 * service, then the pull is made again, so that its files hold the reviewer's text with the
 * translators' (the second pull runs no hooks and uploads nothing; docs/decisions.md). What was
 * sent is added to the run's `reviewed` for the pull request step.
 */
export async function pullAfterReviews(
  first: EngineResult,
  reviews: RunReviews,
  shared: {
    readonly publishing: () => Promise<PublishStart> | undefined;
    readonly reviewed: ReviewState;
  },
  options: {
    readonly client: Pick<TranslationClient, 'projects' | 'strings'>;
    readonly scope: ProjectScope;
    readonly logger: Logger;
    readonly listing: Promise<ServiceProject> | undefined;
    readonly pullAgain: () => Promise<EngineResult>;
  },
): Promise<EngineResult> {
  for (const [branch, note] of reviews.blocked) shared.reviewed.blocked.set(branch, note);
  const publishing = await shared.publishing();
  if (publishing === undefined || reviews.reviews.length === 0) return first;
  const outcome = await sendReviewEdits({
    repository: await publishing.repository,
    reviews: reviews.reviews,
    blocked: shared.reviewed.blocked,
    scope: options.scope,
    listing: await (options.listing ?? options.client.projects.show()),
    strings: options.client.strings,
    dryRun: false,
    logger: options.logger,
  }).catch(async (error: unknown) => {
    // An edit the service cannot take stops the run: the pull request's auto-merge goes off first.
    await holdRefusedBranch(error, publishing, options.logger);
    throw error;
  });
  shared.reviewed.sent.push(...outcome.sent);
  for (const sha of outcome.commits) shared.reviewed.commits.add(sha);
  if (outcome.sent.length === 0 || first.pull === undefined) return first;
  options.logger.info('Pulling again, so that the files hold the edits sent from the pull request.');
  const again = (await options.pullAgain()).pull;
  if (again === undefined) return first;
  // Every file either pull wrote is new to the worktree; the second's entry is the last word.
  const written = new Map(first.pull.files.map((file) => [file.path, file]));
  for (const file of again.files) written.set(file.path, file);
  // The first pull's renames are in the files either way: the pull request still names them.
  const renamed = first.pull.renamed === undefined ? {} : { renamed: first.pull.renamed };
  return { ...first, pull: { ...again, files: [...written.values()], ...renamed } };
}
