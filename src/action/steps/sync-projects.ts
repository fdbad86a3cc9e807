// src/action/steps/: the commands as steps (sync, check, glossary) and the job summary; main.ts
// calls these. The top room: it may import every other folder of src/action, none imports it.
import type { PublishedPullRequest } from '../publish/publish-part.js';
import pLimit from 'p-limit';
import type { TranslationClient, RequestLimit } from '../../client/index.js';
import type { TranslationCommitResult } from '../../git/translation-branch.js';
import type { GitRepository } from '../../git/git.js';
import type { EngineResult, SyncCommand } from '../../sync/engine.js';
import type { RunContext } from '../runner/event.js';
import { failureMessage } from '../results/failure-message.js';
import { changedInPush } from '../publish/push-range.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import type { ProjectOutcome } from '../results/outputs.js';
import { loadProjects, missingTokenError, type Project } from '../projects/projects.js';
import type * as Preflight from './preflight.js';
import type { PublishResult, PublishStart } from '../publish/publish.js';
import type { PullReview } from '../publish/review-summary.js';
import { createServiceClient, createServiceLimit } from '../projects/service-client.js';
import type { WtiHooks } from '../projects/wti-config-model.js';
import type { ReviewState, RunReviews } from '../publish/review-edits.js';

/**
 * push, pull and sync: each project's engine, then one pull request for every project's pull.
 * The projects run a few at a time, their clients within one request limit (the service counts
 * requests per address); a project that fails leaves the others to finish and publish, and fails
 * the step once they have (issue 38).
 */

/** Projects synced at once: each holds a few requests in flight, and they share the limit anyway. */
const PROJECTS_AT_ONCE = 3;

/** What a sync had done when it failed, for the outputs and the job summary of the failure. */
export interface SyncProgress {
  /** Each project's engine result once it has one, with how its paths become repository paths. */
  readonly projects: ProjectOutcome[];
  branch?: TranslationCommitResult;
  /** The pull requests handled before the failure, for the `pull-requests` output. */
  pullRequests?: PublishedPullRequest[];
}

/** One project's part of the run. */
export interface ProjectRun {
  readonly project: Project;
  readonly engine: EngineResult | undefined;
  /** Why the project failed; the others ran on. Only with several projects: one project throws. */
  readonly error?: unknown;
}

interface SyncOutcome {
  readonly runs: readonly ProjectRun[];
  readonly publish: PublishResult | undefined;
  /** Projects that failed: the step fails naming them, once the others are published. */
  readonly failed: readonly ProjectRun[];
  /** The checks and completion of what the pulls wrote (pull-review.ts); undefined without a pull. */
  readonly readiness?: PullReview | undefined;
}

/** What the projects share: the request limit, and the GitHub side begun once for all of them. */
interface Shared {
  readonly limit: RequestLimit;
  readonly publishing: () => Promise<PublishStart> | undefined;
  readonly baseChecked: (preflight: typeof Preflight) => Promise<void>;
  /** People's reviews of the run's branches, read once (review-edits.ts); what each project sent. */
  readonly reviews: () => Promise<RunReviews> | undefined;
  readonly reviewed: ReviewState;
}

export async function runSyncCommand(
  command: SyncCommand,
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
  progress: SyncProgress,
): Promise<SyncOutcome> {
  const projects = await loadProjects(inputs, context, logger);
  const several = projects.length > 1;
  if (!several && projects[0]?.token === undefined) {
    throw new InputError(
      'project-token',
      'no project token was given: set this input from a secret, or the WTI_PROJECT_API_KEY environment variable, or api_key in .wti.',
    );
  }
  if (command !== 'push' && inputs.githubToken === undefined) {
    throw new InputError(
      'github-token',
      `is empty, and ${command} opens or updates a pull request on GitHub (the dry run checks what the real run needs). Leave it at its default (\${{ github.token }}) or pass a token with contents: write and pull-requests: write.`,
    );
  }
  if (several && inputs.glossaryFile !== undefined) {
    throw new InputError(
      'glossary-file',
      `is one file, and config selects ${projects.length} projects, each with its own glossary. Leave glossary-file empty here, and write each glossary in a step with that project alone.`,
    );
  }
  // What the pull request step needs from GitHub (the base, the look for an open pull request) and
  // the repository's opening need nothing the pull finds: begun once, while the service answers
  // the first project. If the run fails before the step, the look is ended rather than waited
  // for. Awaited after the pulls; a failure meanwhile must not be an unhandled rejection.
  const early = new AbortController();
  let publishing: Promise<PublishStart> | undefined;
  let baseChecked: Promise<void> | undefined;
  let reviews: Promise<RunReviews> | undefined;
  const shared: Shared = {
    limit: createServiceLimit(),
    publishing: () => {
      if (command === 'push' || inputs.dryRun) return undefined;
      publishing ??= import('../publish/publish.js').then(({ beginPublish }) =>
        beginPublish({ inputs, context, logger, signal: early.signal }),
      );
      publishing.catch(() => undefined);
      return publishing;
    },
    baseChecked: (preflight) => {
      // Nothing is downloaded or uploaded before the checks that need an answer have passed.
      baseChecked ??= preflight.assertBaseExists({
        inputs,
        context,
        logger,
        publishing: shared.publishing(),
      });
      baseChecked.catch(() => undefined);
      return baseChecked;
    },
    reviews: () => {
      if (command === 'push') return undefined;
      const started = shared.publishing();
      if (started === undefined) return undefined;
      reviews ??= import('../publish/review-edits.js').then(async ({ reviewsOnce }) =>
        reviewsOnce({
          start: await started,
          inputs,
          scopes: projects.map((project) => project.scope),
          logger,
        })(),
      );
      return reviews;
    },
    reviewed: { sent: [], commits: new Set(), blocked: new Map() },
  };
  const projectSlots = pLimit(PROJECTS_AT_ONCE);
  try {
    const runs = await Promise.all(
      projects.map((project) =>
        projectSlots(async (): Promise<ProjectRun> => {
          const outcome: { engine: EngineResult | undefined; toRepoPath: (file: string) => string } = {
            engine: undefined,
            toRepoPath: (file) => project.scope.toRepoPath(file),
          };
          progress.projects.push(outcome);
          const log = several ? projectLogger(logger, project.name) : logger;
          try {
            if (project.token === undefined) throw missingTokenError(project);
            const engine = await syncProject(command, inputs, context, log, {
              project,
              token: project.token,
              shared,
              onEngine: (engine) => (outcome.engine = engine),
            });
            return { project, engine };
          } catch (error) {
            // One project fails the step at once, as always; one of several when the others are done.
            if (!several) throw error;
            // The step's failure names it again at the end; here the log says when it happened.
            log.info(`Failed; the other projects go on. ${failureMessage(error)}`);
            return { project, engine: outcome.engine, error };
          }
        }),
      ),
    );
    const failed = runs.filter((run) => run.error !== undefined);
    const pullsToReview = runs.flatMap(({ project, engine, error }) =>
      error === undefined && engine?.pull !== undefined ? [{ scope: project.scope, pull: engine.pull }] : [],
    );
    const started = shared.publishing();
    const reviewed =
      pullsToReview.length === 0
        ? undefined
        : await (
            await import('../publish/pull-review.js')
          ).reviewPulls({
            inputs,
            projects: pullsToReview,
            logger,
            // The checkout's commit holds the files the pull changed as they were, past what it held.
            previous:
              started && (async (paths) => (await (await started).repository).readFilesAtRef('HEAD', paths)),
          });
    const readiness = reviewed?.review;
    const pulled = reviewed?.projects ?? pullsToReview;
    if (started === undefined || pulled.length === 0) return { runs, publish: undefined, failed, readiness };
    const { publishTranslations } = await import('../publish/publish.js');
    const publish = await logger.group('Pull request', () =>
      publishTranslations({
        inputs,
        context,
        projects: pulled,
        failed: failed.map((run) => run.project.scope),
        logger,
        started,
        review: shared.reviewed,
        onBranch: (pushed) => (progress.branch = pushed),
        onPullRequest: (published) => (progress.pullRequests ??= []).push(published),
        ...(readiness === undefined ? {} : { readiness }),
      }),
    );
    return { runs, publish, failed, readiness };
  } finally {
    // Whatever was begun early and is still on its way ends with the sync, failed or not.
    early.abort();
  }
}

/**
 * The step's failure line when projects of several failed: each named, with its own failure
 * line; undefined when none did.
 */
export function failedProjectsMessage(outcome: SyncOutcome): string | undefined {
  if (outcome.failed.length === 0) return undefined;
  const each = outcome.failed.map((run) => `${run.project.name}: ${failureMessage(run.error)}`);
  return `${outcome.failed.length} of ${outcome.runs.length} projects failed, after the others were done. ${each.join(' ')}`;
}

/** A project's log lines, prefixed with its name: several projects' lines interleave. */
function projectLogger(logger: Logger, name: string): Logger {
  const prefix = `[${name}] `;
  return {
    debug: (message) => logger.debug(prefix + message),
    info: (message) => logger.info(prefix + message),
    notice: (message, annotation) => logger.notice(prefix + message, annotation),
    warning: (message, annotation) => logger.warning(prefix + message, annotation),
    error: (message, annotation) => logger.error(prefix + message, annotation),
    // The runner's groups cannot interleave: a project's group is a line that names it.
    group: async (groupName, work) => {
      logger.info(`${prefix}${groupName}`);
      return work();
    },
  };
}

/** One project: its client, its engine, its glossary. The engine's result, the pull the one to publish. */
async function syncProject(
  command: SyncCommand,
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
  settings: { project: Project; token: string; shared: Shared; onEngine: (engine: EngineResult) => void },
): Promise<EngineResult> {
  const client = createServiceClient({
    baseUrl: inputs.apiUrl,
    projectToken: settings.token,
    logger,
    limit: settings.shared.limit,
  });
  try {
    return await syncWithClient(command, inputs, context, logger, { ...settings, client });
  } finally {
    await client.close();
  }
}

async function syncWithClient(
  command: SyncCommand,
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
  settings: {
    client: TranslationClient;
    project: Project;
    shared: Shared;
    onEngine: (engine: EngineResult) => void;
  },
): Promise<EngineResult> {
  const { client, project, shared, onEngine } = settings;
  const { scope, wti } = project;
  const hooks: Partial<WtiHooks> = wti?.hooks ?? {};
  // The engine's first request goes out now, and the engine loads once it is written, while the
  // answer is on its way: it is Show Project whatever the command, unless a before hook must run
  // first. Loading sooner would hold the request back: compiling the chunk takes the thread.
  const firstHook =
    command === 'pull' ? (inputs.uploadTranslations ? undefined : hooks.beforePull) : hooks.beforePush;
  const listing = firstHook === undefined ? client.projects.show() : undefined;
  // Awaited by the engine; a failure before it gets there must not be an unhandled rejection.
  listing?.catch(() => undefined);
  await client.sent();
  // Sent beside Show Project, never before it: whether the token may write (preflight.ts).
  const uploads = command !== 'pull' || inputs.uploadTranslations;
  const writeProbe = listing !== undefined && uploads ? client.terms.listPage(1) : undefined;
  writeProbe?.catch(() => undefined);
  const [{ runEngine }, { createIgnoreMatcher }, preflight] = await Promise.all([
    import('../../sync/engine.js'),
    import('../../project/files.js'),
    import('./preflight.js'),
  ]);
  const baseChecked = shared.baseChecked(preflight);
  const checkedListing = listing?.then(async (listed) => {
    preflight.assertLocalesExist(listed, inputs, wti);
    await preflight.assertTokenCanWrite(writeProbe);
    await baseChecked;
    return listed;
  });
  checkedListing?.catch(() => undefined);
  if (checkedListing === undefined) await baseChecked;
  const repository = inputs.pullMasters
    ? await (await import('../../git/git.js')).openRepository({ dir: context.workspace, logger })
    : undefined;
  const lastChange = repository === undefined ? undefined : await import('../../git/last-change.js');
  // Git is asked only about files that hold a CR (line-ends.ts): a Linux checkout has none.
  let opened: Promise<GitRepository> | undefined;
  const blobIds = async (files: readonly string[]) => {
    opened ??=
      repository === undefined
        ? import('../../git/git.js').then((git) => git.openRepository({ dir: context.workspace, logger }))
        : Promise.resolve(repository);
    return (await opened).worktreeBlobIds(files.map((file) => scope.toRepoPath(file)));
  };
  const engineOptions: Parameters<typeof runEngine>[0] = {
    command,
    service: client,
    workspace: scope.dir,
    logger,
    dryRun: inputs.dryRun,
    sourceFiles: inputs.sourceFiles,
    isIgnored: createIgnoreMatcher(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
    // A pull uploads only with upload-translations, and then only with merge=true.
    ...(command === 'pull'
      ? { changedInPush: undefined }
      : await changedInPush(inputs, context, scope, logger)),
    upload: {
      merge: inputs.merge,
      ignoreMissing: inputs.ignoreMissing,
      minorChanges: inputs.minorChanges,
      label: inputs.label,
    },
    uploadTranslations: inputs.uploadTranslations,
    allowRemovals: inputs.allowRemovals,
    holdBack: inputs.onFileProblem === 'hold-back',
    keepFormatting: inputs.keepFormatting,
    pullMasters: inputs.pullMasters,
    lastLocalChange: (file) =>
      repository === undefined || lastChange === undefined
        ? Promise.resolve(undefined)
        : lastChange.lastCommitTime(repository, scope.toRepoPath(file)),
    importTimeoutMs: inputs.importTimeoutSeconds * 1000,
    locales: inputs.locales.length > 0 ? inputs.locales : (wti?.neededLocales ?? []),
    ignoreLocales: [...inputs.ignoreLocales, ...(wti?.ignoreLocales ?? [])],
    tempRoot: context.runnerTemp,
    hooks,
    hookSettings: { run: inputs.runHooks, timeoutMs: inputs.hookTimeoutSeconds * 1000 },
    allowTargetPaths: inputs.allowTargetPaths,
    listing: checkedListing,
    // The pull request step learns from them whether the base already has every file.
    recordGitBlobs: !inputs.dryRun,
    blobIds,
    // `Renamed-key:` lines of the pushed commits state renames (key-renames.ts).
    ...(context.eventName === 'push' ? { commitMessages: context.push.messages } : {}),
  };
  const first = await runEngine(engineOptions);
  // A reviewer's fixes on the run's branches go to the service, and the pull is made again so
  // that its files hold them (review-edits.ts); nothing waits for git before the first pull.
  const reviews = first.pull === undefined || inputs.dryRun ? undefined : await shared.reviews();
  const engine =
    reviews === undefined || (reviews.reviews.length === 0 && reviews.blocked.size === 0)
      ? first
      : await (
          await import('../publish/review-edits.js')
        ).pullAfterReviews(first, reviews, shared, {
          client,
          scope,
          logger,
          listing: checkedListing,
          pullAgain: () =>
            runEngine({
              ...engineOptions,
              command: 'pull',
              listing: undefined,
              hooks: {},
              uploadTranslations: false,
            }),
        });
  onEngine(engine);
  const pulled = engine.pull;
  const glossaryFile = inputs.glossaryFile;
  if (pulled === undefined || inputs.dryRun || glossaryFile === undefined) return engine;
  const { pullGlossary } = await import('./glossary-step.js');
  const pull = await logger.group('Glossary', () =>
    pullGlossary({
      terms: client.terms,
      workspace: scope.dir,
      repoPath: glossaryFile,
      pull: pulled,
      tempRoot: context.runnerTemp,
      logger,
    }),
  );
  const withGlossary = { ...engine, pull };
  onEngine(withGlossary);
  return withGlossary;
}
