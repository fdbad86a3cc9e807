// src/action/publish/: the translation pull requests: parts, branches, the push's range, what the
// branch changed, reverted and reviewed edits, readiness. Imports runner/ and projects/.
import { openRepository, runnerFor, type GitRepository } from '../../git/git.js';
import type { KeepRule } from '../../git/kept-files.js';
import { askRemote, lsRemote, type RemoteAsked } from '../../git/remote-state.js';
import type { TranslationCommitResult, WorktreeBlob } from '../../git/translation-branch.js';
import type { GitHubClient } from '../../github/client.js';
import { findOpenPull, type PullRequestResult, type PullSummary } from '../../github/pull-request.js';
import { registerSecret } from '../../client/redact.js';
import type { SentReviewEdit } from '../../github/review-section.js';
import { findOpenPullEarly } from '../../github/early-lookup.js';
import type { PullResult } from '../../sync/pull.js';
import { findRevertedEdits, type RevertedEdit } from './reverted-edits.js';
import type { RunContext } from '../runner/event.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import type { ProjectScope } from '../projects/project-scope.js';
import { renamedKeyItems } from '../../github/renamed-keys-section.js';
import { publishPart, type PublishedPullRequest, type PublishShared } from './publish-part.js';
import { splitPullRequests, touched } from '../runner/pull-request-split.js';
import type { PullReview } from './review-summary.js';
import type { HeldBackRow } from '../../github/held-back-section.js';

/**
 * The pull request step: the files the pulls wrote (one pull per project) are split into the
 * run's pull requests (`pull-request-per`: one, or one per project or locale); each becomes one
 * commit on its branch, rebuilt on the current base, and its pull request is created, updated or
 * closed to match (publish-part.ts).
 */

/**
 * One project's share of the pull request: where it lives and what its pull wrote. A run with one
 * project (the default, or `working-directory`) publishes a list of one.
 */
interface PublishedProject {
  /** The project's folder: `scope.prefix` is its repository path (`''` for the root). */
  readonly scope: ProjectScope;
  /** What the project's pull wrote, in project paths (`scope.toRepoPath` makes them repository paths). */
  readonly pull: PullResult;
}

class PublishError extends Error {
  readonly code = 'publish';
  constructor(message: string) {
    super(message);
    this.name = 'PublishError';
  }
}

export interface PublishResult {
  /** Every pull request of the run, by branch name (pull-request-split.ts); one without a split. */
  readonly pullRequests: readonly PublishedPullRequest[];
  /** The first of them that touched(), which the single-value outputs describe. */
  readonly pullRequest: PullRequestResult;
  /**
   * Files (repository paths, every project's) this run brought that the branch, or without one
   * the base, did not have: what the outputs report, the same on a fresh checkout as in a worktree
   * that kept the files.
   */
  readonly newFiles: readonly string[];
  /** Keys people changed in the pull request that the run set on the service (review-edits.ts). */
  readonly sentFromPullRequest: readonly SentReviewEdit[];
}

/**
 * The pulls' git blobs by repository path, while they still describe the worktree: nothing
 * written. Given only when every project has them, as the branch uses them only for every path.
 */
function worktreeBlobsOf(projects: readonly PublishedProject[]): {
  worktreeBlobs?: ReadonlyMap<string, WorktreeBlob>;
} {
  const merged = new Map<string, WorktreeBlob>();
  for (const { pull, scope } of projects) {
    const blobs = pull.worktreeBlobs;
    if (blobs === undefined || pull.files.length > 0) return {};
    for (const [file, blob] of blobs) merged.set(scope.toRepoPath(file), blob);
  }
  return { worktreeBlobs: merged };
}

/**
 * Which files of the branch its rebuild keeps as they are though no pull brought them
 * (kept-files.ts): a failed project's, and with a pull limited to some locales, every project's
 * other locales, on the run's one branch or on each project's. With one pull request per locale
 * the others' pull requests are not this run's: their branches are not rebuilt at all. A file is
 * the project's whose folder is the deepest that holds it.
 */
function keepRule(
  inputs: ActionInputs,
  published: readonly ProjectScope[],
  failed: readonly ProjectScope[],
  /** Repository paths the pulls held back (held-back.ts): the branch keeps its copy of each. */
  heldBack: ReadonlySet<string> = new Set(),
): KeepRule | undefined {
  const limited = inputs.locales.length > 0 && inputs.pullRequestPer !== 'locale';
  const keeping = new Set([...failed, ...(limited ? published : [])].map((scope) => scope.prefix));
  if (keeping.size === 0 && heldBack.size === 0) return undefined;
  const prefixes = [...published, ...failed].map((scope) => scope.prefix).sort((a, b) => b.length - a.length);
  return (file) => {
    if (heldBack.has(file)) return true;
    const owner = prefixes.find((prefix) => prefix === '' || file.startsWith(`${prefix}/`));
    return owner !== undefined && keeping.has(owner);
  };
}

/**
 * What the step needs that the pull does not change: the GitHub client, the base, the look for an
 * open pull request, the repository, and where the base and the branch stand on the remote (the
 * names' checks and one ls-remote). It is begun while the service is asked (main.ts), so that the
 * round trips to GitHub are not paid after the pull. A run that fails before the step ends both
 * (`signal`) rather than wait for them.
 */
export interface PublishStart {
  /**
   * The GitHub client, made on first use: Octokit and its plugins are the biggest chunk of the
   * bundle, and a step with nothing to ask GitHub (the no-op) never loads them.
   */
  readonly github: () => Promise<GitHubClient>;
  readonly owner: string;
  readonly repo: string;
  readonly base: string;
  readonly openPull: Promise<PullSummary | undefined>;
  readonly repository: Promise<GitRepository>;
  readonly remote: Promise<RemoteAsked>;
  /** When openPull was asked for (performance.now()). */
  readonly askedAt: number;
}

/**
 * An open pull request looked up longer ago than this is looked up again, beside git's work as
 * before: a sync that waited for an import could otherwise update a pull request someone closed
 * meanwhile (docs/decisions.md).
 */
const OPEN_PULL_FRESH_MS = 5_000;

export async function beginPublish(options: {
  inputs: ActionInputs;
  context: RunContext;
  logger: Logger;
  /** Ends the early look for the open pull request and the ls-remote, so that a run that failed does not wait for them. */
  signal?: AbortSignal;
}): Promise<PublishStart> {
  const { inputs, context, logger, signal } = options;
  const { owner, repo } = context;
  if (owner === undefined || repo === undefined) {
    throw new PublishError(
      'GITHUB_REPOSITORY is not set: run translation-sync as a step of a GitHub workflow.',
    );
  }
  if (inputs.githubToken === undefined) {
    throw new PublishError(
      'The github-token input is empty, so no pull request can be opened. Leave it at its default (${{ github.token }}) or pass a token with contents: write and pull-requests: write.',
    );
  }
  const { githubToken } = inputs;
  registerSecret(githubToken);
  let client: Promise<GitHubClient> | undefined;
  const github = () =>
    (client ??= import('../../github/client.js').then(({ createGitHubClient }) =>
      createGitHubClient({
        token: githubToken,
        baseUrl: context.apiUrl,
        graphqlUrl: context.graphqlUrl,
        logger,
      }),
    ));
  const base =
    inputs.base ??
    context.defaultBranch ??
    (await (await github()).rest.repos.get({ owner, repo })).data.default_branch;
  const repository = openRepository({
    dir: context.workspace,
    logger,
    auth: { token: inputs.githubToken, serverUrl: context.serverUrl },
  });
  // Awaited by the step; a failure meanwhile must not be an unhandled rejection.
  repository.catch(() => undefined);
  const names = { remote: 'origin', base, branch: inputs.branch };
  return {
    github,
    owner,
    repo,
    base,
    repository,
    // The same ls-remote lists the split's branches (`<branch>/…`): a run of one pull request
    // checks none is left, and a split run reads their reviews (review-edits.ts).
    remote: catchLater(
      repository.then((opened) => askRemote(runnerFor(opened), names, [`${inputs.branch}/*`], signal)),
    ),
    // Through the action's own HTTP transport, tried once: the step looks again through Octokit
    // if it failed. Ended when the run fails before the step. A split run's branches are known
    // only after the pull: each is looked up in the step.
    openPull: catchLater(
      inputs.pullRequestPer !== 'run'
        ? Promise.resolve(undefined)
        : findOpenPullEarly({
            apiUrl: context.apiUrl,
            token: inputs.githubToken,
            owner,
            repo,
            base,
            branch: inputs.branch,
            signal,
          }),
    ),
    askedAt: performance.now(),
  };
}

/**
 * Git keeps no branch `translation-sync/fr` beside a branch `translation-sync`: a run switched
 * from `pull-request-per: run` to a split would fail at the push with git's words. The ls-remote
 * begun early says whether the run's branch is there.
 */
async function assertNoRunBranch(branch: string, remoteAsked: RemoteAsked | undefined): Promise<void> {
  const heads = await remoteAsked?.heads.catch(() => undefined);
  if (heads?.has(branch) !== true) return;
  throw new PublishError(
    `The branch ${branch} exists, and git cannot keep the split pull requests' branches (${branch}/…) beside it. ` +
      `Merge or close its pull request and delete the branch ${branch}, or set the branch input to another name.`,
  );
}

/**
 * The other way round: a run switched from a split back to `pull-request-per: run` would fail at
 * the push with git's words while a branch `translation-sync/fr` is there. Listed by the same
 * ls-remote (beginPublish), or asked now when that failed.
 */
async function assertNoSplitBranches(
  branch: string,
  remoteAsked: RemoteAsked | undefined,
  repository: GitRepository,
): Promise<void> {
  const heads =
    (await remoteAsked?.heads.catch(() => undefined)) ??
    (await lsRemote(runnerFor(repository), 'origin', [`${branch}/*`]));
  const split = [...heads.keys()].filter((name) => name.startsWith(`${branch}/`)).sort();
  if (split.length === 0) return;
  const listed =
    split.length > 5 ? `${split.slice(0, 5).join(', ')} and ${split.length - 5} more` : split.join(', ');
  throw new PublishError(
    `The branch${split.length === 1 ? '' : 'es'} ${listed} exist${split.length === 1 ? 's' : ''} (from pull-request-per: locale or project), and git cannot keep the branch ${branch} of one pull request per run beside ${split.length === 1 ? 'it' : 'them'}. ` +
      `Merge or close ${split.length === 1 ? 'its pull request' : 'their pull requests'} and delete ${split.length === 1 ? 'that branch' : 'those branches'}, or set the branch input to another name, or set pull-request-per back.`,
  );
}

/** The promise, its rejection handled: it is awaited later, and may fail before that. */
function catchLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export async function publishTranslations(options: {
  inputs: ActionInputs;
  context: RunContext;
  /** Every project whose pull is published, in the order the summary lists them. */
  projects: readonly PublishedProject[];
  /** The folders of the projects that failed: the branch keeps their files as it has them. */
  failed?: readonly ProjectScope[];
  logger: Logger;
  /** beginPublish(), when the caller began it earlier. */
  started?: Promise<PublishStart> | undefined;
  /** Told where each branch stands once it is pushed, so that a failure after it can say so. */
  onBranch?: (branch: TranslationCommitResult) => void;
  /** What the run sent to the service from people's commits on its branches (review-edits.ts). */
  review?: PublishShared['review'];
  /** Told of each pull request once it is handled, so that a failure after it can list it. */
  onPullRequest?: (published: PublishedPullRequest) => void;
  /** The checks of the pulled files (pull-review.ts): held-back locales' files stay out. */
  readiness?: PullReview;
}): Promise<PublishResult> {
  const { inputs, projects, logger } = options;
  const started = await (options.started ?? beginPublish(options));
  const { github, owner, repo, base } = started;
  const parts = splitPullRequests(
    inputs.pullRequestPer,
    { branch: inputs.branch, title: inputs.title },
    projects.flatMap(({ scope, pull }) =>
      pull.targetPaths
        .map((file) => ({
          path: scope.toRepoPath(file),
          locale: pull.targetLocales.get(file) ?? '',
          project: scope.prefix,
        }))
        .filter((file) => options.readiness?.heldBack.has(file.path) !== true),
    ),
  );
  // The run's one branch was looked up early: its answer is used while it is recent (and if it
  // came: it had no retries). Else each pull request is looked up beside git's work.
  const single = parts.length === 1 && parts[0]?.branch === inputs.branch;
  const recent = performance.now() - started.askedAt <= OPEN_PULL_FRESH_MS;
  const lookup = { owner, repo, base, branch: inputs.branch };
  const openPull =
    single && recent
      ? catchLater(started.openPull.catch(async () => findOpenPull(await github(), lookup)))
      : undefined;
  const repository = await started.repository;
  // Asked with the open pull request, and as old: a stale answer is asked again in the step.
  const remoteAsked = await started.remote.catch(() => undefined);
  if (inputs.pullRequestPer === 'run') await assertNoSplitBranches(inputs.branch, remoteAsked, repository);
  else await assertNoRunBranch(inputs.branch, remoteAsked);
  // Read before the branch is built: it compares the checkout's commit with what the pulls wrote.
  // One project after the other: each may deepen the same shallow checkout.
  const revertedEdits: RevertedEdit[] = [];
  for (const { scope, pull } of projects) {
    revertedEdits.push(
      ...(await findRevertedEdits({
        repository,
        pull,
        workspace: scope.dir,
        toRepoPath: (file) => scope.toRepoPath(file),
        rules: { committer: inputs.committer, legacyMessage: inputs.commitMessage },
        logger,
      })),
    );
  }
  const heldBack: HeldBackRow[] = projects.flatMap(({ scope, pull }) =>
    (pull.heldBack ?? []).map((held) => ({ ...held, file: scope.toRepoPath(held.path) })),
  );
  const localeOfRepoPath = new Map(
    projects.flatMap(({ scope, pull }) =>
      [...pull.targetLocales].map(([file, locale]) => [scope.toRepoPath(file), locale] as const),
    ),
  );
  const shared: PublishShared = {
    inputs,
    logger,
    github,
    owner,
    repo,
    base,
    repository,
    revertedEdits,
    localeOf: (file) => localeOfRepoPath.get(file),
    worktreeBlobs: worktreeBlobsOf(projects).worktreeBlobs,
    written: projects
      .flatMap(({ scope, pull }) => pull.files.map((file) => scope.toRepoPath(file.path)))
      .filter((file) => options.readiness?.heldBack.has(file) !== true),
    review: options.review,
    readiness: options.readiness,
    renamedKeys: new Map(
      projects.map(({ scope, pull }) => [
        scope.prefix,
        renamedKeyItems(pull.renamed, (file) => scope.toRepoPath(file)),
      ]),
    ),
    keep: keepRule(
      inputs,
      projects.map(({ scope }) => scope),
      options.failed ?? [],
      new Set(heldBack.map((row) => row.file)),
    ),
    heldBack,
  };
  // One part after the other: they share the repository's git, and GitHub wants writes in series.
  const pullRequests: PublishedPullRequest[] = [];
  for (const part of parts) {
    const published = await publishPart(shared, part, {
      ...(single && openPull !== undefined ? { openPull } : {}),
      ...(single && remoteAsked !== undefined && performance.now() - remoteAsked.askedAt <= OPEN_PULL_FRESH_MS
        ? { remoteAsked }
        : {}),
      ...(options.onBranch === undefined ? {} : { onBranch: options.onBranch }),
    });
    pullRequests.push(published);
    options.onPullRequest?.(published);
  }
  const first = pullRequests.find(touched) ?? pullRequests[0];
  return {
    pullRequests,
    pullRequest: first?.pullRequest ?? { operation: 'none', branch: inputs.branch },
    newFiles: pullRequests.flatMap((published) => published.newFiles),
    sentFromPullRequest: options.review?.sent ?? [],
  };
}
