import {
  pushSkipReason,
  readRunContext,
  TRIGGER_EVENTS,
  resolveCommand,
  type ResolvedCommand,
  type RunContext,
} from './action/event.js';
import { gitAuth } from './action/git-auth.js';
import type { TriggeredRun } from './action/triggers.js';
import { assertOwnBranch, getInputs, InputError, type ActionInputs } from './action/inputs.js';
import { createCoreLogger, type Logger } from './action/logger.js';
import { computeOutputs, setOutputs } from './action/outputs.js';
import type { PublishResult } from './action/publish.js';
import { loadProjectSettings, scopeRepository, type ProjectScope } from './action/project-scope.js';
import { maskSecret } from './action/secrets.js';
import type { WtiConfig, WtiHooks } from './action/wti-config.js';
import { renderSummary, writeSummary } from './action/summary.js';
import * as core from './action/workflow-commands.js';
import type { CheckResult } from './check/run-check.js';
import { actionHint, createServiceClient } from './action/service-client.js';
import type { TranslationClient } from './client/index.js';
import { redactUnknown } from './client/redact.js';
import { undoForCancel } from './sync/cancellation.js';
import type { EngineResult, SyncCommand } from './sync/engine.js';
import type { TranslationCommitResult } from './git/translation-branch.js';

/** What a sync had done when it failed, for the outputs and the job summary of the failure. */
interface SyncProgress {
  /** The project's paths as repository paths (working-directory). */
  toRepoPath?: (projectPath: string) => string;
  engine?: EngineResult;
  branch?: TranslationCommitResult;
}

/**
 * The action's whole run, as src/index.ts starts it. When it is over and its outputs are written,
 * whatever is still open ends with it: an ls-remote begun early for a step that never came (its
 * remote helper cannot be ended early), an idle keep-alive connection. The log goes out first:
 * a pipe on Windows is not synchronous, and an exit would drop what it still holds.
 */
export async function run(): Promise<void> {
  handleCancellation();
  await runCommand();
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  // A cancelled run is ended by its signal handler, once the files it wrote are removed.
  if (!cancelling) process.exit();
}

/** Resolves once everything written to `stream` before it has been handed to the system. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

/**
 * Inputs, then the command, then outputs and the job summary. This is the one place that fails
 * the step; every output is set on every path, failure included.
 */
async function runCommand(): Promise<void> {
  const logger = createCoreLogger();
  let branch = 'translation-sync';
  let engine: EngineResult | undefined;
  let publish: PublishResult | undefined;
  let check: CheckResult | undefined;
  let command: ResolvedCommand | undefined;
  const progress: SyncProgress = {};
  let trigger: TriggeredRun | undefined;
  try {
    // Masked before anything can print them: the project token is a path segment of every URL.
    maskSecret(core.getInput('project-token'));
    maskSecret(process.env['WTI_PROJECT_API_KEY']);
    maskSecret(core.getInput('github-token'));
    let inputs = getInputs();
    branch = inputs.branch;
    let context = readRunContext();
    assertOwnBranch(inputs, context.defaultBranch);
    command = resolveCommand(inputs.command, context.eventName);
    // A comment command or a dispatch: what it asks for, then the same run as any other.
    if (inputs.command === 'auto' && TRIGGER_EVENTS.has(context.eventName)) {
      const { startTrigger } = await import('./action/triggers.js');
      trigger = await startTrigger({ inputs, context, logger, failureMessage });
      ({ inputs, context, command } = trigger);
    }
    const skipped = inputs.command === 'auto' ? pushSkipReason(context) : undefined;
    if (skipped !== undefined) {
      core.notice(`${skipped} Set the command input to run translation-sync on such pushes anyway.`);
    } else if (command === undefined) {
      if (trigger === undefined)
        core.notice(
          `translation-sync has nothing to do on "${context.eventName}" events with command "auto": it syncs on push, ` +
            'pulls on schedule and workflow_dispatch, and checks pull requests. Set the command input to run it here.',
        );
    } else if (command === 'check') {
      // Loaded when needed (here and below): the check, git, Octokit and the format parsers are
      // most of the bundle, and a command that does not use them should not pay for loading them.
      const { runCheckStep } = await import('./action/check-step.js');
      const { throwIfGatesFailed } = await import('./check/gates.js');
      check = await logger.group('Check the pull request', () => runCheckStep({ inputs, context, logger }));
      // The comment and the summary are written by now, so a failed gate still explains itself.
      throwIfGatesFailed(check.gates);
    } else {
      // The engine's word for an upload of the masters is still push.
      const sync: SyncCommand = command === 'upload' ? 'push' : command;
      ({ engine, publish } = await runSyncCommand(sync, inputs, context, logger, progress));
      await writeSummary(
        renderSummary({ command, dryRun: inputs.dryRun, engine, publish, toRepoPath: progress.toRepoPath }),
      );
    }
    setOutputs(
      computeOutputs(
        [{ engine, toRepoPath: progress.toRepoPath ?? ((file) => file) }],
        publish?.pullRequest,
        branch,
        check,
        publish?.newFiles,
        publish?.pullRequests,
      ),
    );
    await trigger?.finish();
  } catch (error) {
    // A branch pushed before the failure is in the outputs: its files and its head commit.
    const pushed = progress.branch?.operation === 'pushed' ? progress.branch : undefined;
    const outputs = computeOutputs(
      [{ engine: progress.engine, toRepoPath: progress.toRepoPath ?? ((file) => file) }],
      undefined,
      branch,
      check,
      pushed === undefined ? [] : undefined,
    );
    if (pushed?.headSha !== undefined) outputs['pull-request-head-sha'] = pushed.headSha;
    setOutputs(outputs);
    const message = failureMessage(error);
    // A check whose gates failed wrote its own summary; any other failure says here what it had
    // done and how to go on. A failure to write it must not hide the first one.
    if (check === undefined) {
      const { renderFailureSummary } = await import('./action/failure-summary.js');
      await writeSummary(
        renderFailureSummary({
          command,
          message,
          engine: progress.engine,
          branch: progress.branch,
          error,
          toRepoPath: progress.toRepoPath,
        }),
      ).catch(() => undefined);
    }
    await trigger?.finish(message).catch(() => undefined);
    core.setFailed(message);
  }
}

/** Whether a cancellation began: its handler then ends the process, once it has undone the writes. */
let cancelling = false;

/**
 * The runner cancels a step with SIGINT, then SIGTERM. Node would end at once; here the files the
 * pull had begun to write are removed first (sync/cancellation.ts), then the step ends as a
 * process killed by that signal would (exit 130 or 143). A second SIGINT ends it at once.
 */
function handleCancellation(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      cancelling = true;
      core.info(`Cancelled (${signal}): removing the files this run had begun to write.`);
      void undoForCancel().finally(() => process.exit(code));
    });
  }
}

/**
 * The step's failure line: the error's own message (it says what to do), then its code in
 * parentheses, the key of docs/troubleshooting.md. Non-Error throws fail the step too. Redacted.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return redactUnknown(error);
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code === '') return redactUnknown(error.message);
  // The client's messages speak of tokens and calls; the hint names the input to change.
  const hint = actionHint(error);
  return redactUnknown(`${error.message}${hint === undefined ? '' : ` ${hint}`} (${code})`);
}

/** Paths the push touched, relative to the project; undefined when the range is unknown. */
async function changedInPush(
  inputs: ActionInputs,
  context: RunContext,
  scope: ProjectScope,
  logger: Logger,
): Promise<ReadonlySet<string> | undefined> {
  const { before, after } = context.push;
  if (context.eventName !== 'push' || before === undefined || after === undefined) return undefined;
  const { openRepository } = await import('./git/git.js');
  // The same credentials as the branch push: with `persist-credentials: false` an anonymous
  // fetch of the push's `before` gets 401, and every master would be uploaded.
  const repository = scopeRepository(
    await openRepository({ dir: context.workspace, logger, ...gitAuth(inputs, context) }),
    scope,
  );
  const paths = await repository.changedPaths(before, after);
  if (paths === undefined)
    logger.info('The push range is unknown; every master that differs from the service is uploaded.');
  return paths === undefined ? undefined : new Set(paths);
}

async function runSyncCommand(
  command: SyncCommand,
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
  progress: SyncProgress,
): Promise<{ engine: EngineResult; publish: PublishResult | undefined }> {
  const { scope, wti, token } = await loadProjectSettings(inputs, context, logger);
  progress.toRepoPath = (file) => scope.toRepoPath(file);
  if (token === undefined) {
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
  const client = createServiceClient({ baseUrl: inputs.apiUrl, projectToken: token, logger });
  try {
    return await syncWithClient(command, inputs, context, logger, { client, scope, wti, progress });
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
    scope: ProjectScope;
    wti: WtiConfig | undefined;
    progress: SyncProgress;
  },
): Promise<{ engine: EngineResult; publish: PublishResult | undefined }> {
  const { client, scope, wti, progress } = settings;
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
    import('./sync/engine.js'),
    import('./project/files.js'),
    import('./action/preflight.js'),
  ]);
  // What the pull request step needs from GitHub (the base, the look for an open pull request) and
  // the repository's opening need nothing the pull finds: they begin now, while the service
  // answers, once the engine has loaded. If the run fails before the step, the look is ended rather
  // than waited for. Awaited after the pull; a failure meanwhile must not be an unhandled rejection.
  const early = new AbortController();
  const publishing =
    command === 'push' || inputs.dryRun
      ? undefined
      : import('./action/publish.js').then(({ beginPublish }) =>
          beginPublish({ inputs, context, logger, signal: early.signal }),
        );
  publishing?.catch(() => undefined);
  // Nothing is downloaded or uploaded before the checks that need an answer have passed.
  const baseChecked = preflight.assertBaseExists({ inputs, context, logger, publishing });
  baseChecked.catch(() => undefined);
  const checkedListing = listing?.then(async (project) => {
    preflight.assertLocalesExist(project, inputs, wti);
    await preflight.assertTokenCanWrite(writeProbe);
    await baseChecked;
    return project;
  });
  checkedListing?.catch(() => undefined);
  try {
    if (checkedListing === undefined) await baseChecked;
    const repository = inputs.pullMasters
      ? await (await import('./git/git.js')).openRepository({ dir: context.workspace, logger })
      : undefined;
    const lastChange = repository === undefined ? undefined : await import('./git/last-change.js');
    let engine = await runEngine({
      command,
      service: client,
      workspace: scope.dir,
      logger,
      dryRun: inputs.dryRun,
      sourceFiles: inputs.sourceFiles,
      isIgnored: createIgnoreMatcher(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
      // A pull uploads only with upload-translations, and then only with merge=true.
      changedInPush: command === 'pull' ? undefined : await changedInPush(inputs, context, scope, logger),
      upload: {
        merge: inputs.merge,
        ignoreMissing: inputs.ignoreMissing,
        minorChanges: inputs.minorChanges,
        label: inputs.label,
      },
      uploadTranslations: inputs.uploadTranslations,
      allowRemovals: inputs.allowRemovals,
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
    });
    progress.engine = engine;
    const pulled = engine.pull;
    if (pulled === undefined || inputs.dryRun) return { engine, publish: undefined };
    const glossaryFile = inputs.glossaryFile;
    const { pullGlossary } = await import('./action/glossary-step.js');
    const { publishTranslations } = await import('./action/publish.js');
    const pull =
      glossaryFile === undefined
        ? pulled
        : await logger.group('Glossary', () =>
            pullGlossary({
              terms: client.terms,
              workspace: scope.dir,
              repoPath: glossaryFile,
              pull: pulled,
              tempRoot: context.runnerTemp,
              logger,
            }),
          );
    engine = { ...engine, pull };
    progress.engine = engine;
    const publish = await logger.group('Pull request', () =>
      publishTranslations({
        inputs,
        context,
        projects: [{ scope, pull }],
        logger,
        started: publishing,
        onBranch: (pushed) => (progress.branch = pushed),
      }),
    );
    return { engine, publish };
  } finally {
    // Whatever was begun early and is still on its way ends with the sync, failed or not.
    early.abort();
  }
}
