// A run, in order: runner/ reads the inputs and the event; commands/ turns a comment or a dispatch
// into a command; steps/ runs it (sync through projects/ and publish/, or the check); results/
// and the job summary report it; one place fails the step.
import { registerSecret } from './client/redact.js';
import type { CheckResult } from './check/run-check.js';
import type { SyncCommand } from './sync/engine.js';
import {
  pushSkipReason,
  readRunContext,
  TRIGGER_EVENTS,
  resolveCommand,
  type ResolvedCommand,
} from './action/runner/event.js';
import { assertOwnBranch, getInputs } from './action/runner/inputs.js';
import { createCoreLogger } from './action/runner/logger.js';
import { assertRunnerFiles } from './action/runner/runner-files.js';
import { maskSecret } from './action/runner/secrets.js';
import * as core from './action/runner/workflow-commands.js';
import type { TriggeredRun } from './action/commands/triggers.js';
import type { PublishResult } from './action/publish/publish.js';
import { completionOutput, reviewSummary, type PullReview } from './action/publish/review-summary.js';
import {
  failedProjectsMessage,
  runSyncCommand,
  type ProjectRun,
  type SyncProgress,
} from './action/steps/sync-projects.js';
import { renderSummary, writeSummary } from './action/steps/summary.js';
import { failureMessage } from './action/results/failure-message.js';
import { computeOutputs, setOutputs } from './action/results/outputs.js';
import { serviceRequests } from './action/projects/service-client.js';
import { workCount } from './project/work-count.js';

/**
 * The action's whole step, as src/index.ts starts it on a runner and as tools that drive an action
 * themselves call it (GitHub's local-action). It returns once the outputs and the summary are
 * written and everything it opened is closed; ending the process is src/index.ts's.
 */
export async function run(): Promise<void> {
  try {
    // Before anything else: without these files no output, summary or failure of the run could be
    // written, and the failure would end in a stack trace instead of one error line.
    assertRunnerFiles(process.env);
  } catch (error) {
    core.setFailed(failureMessage(error));
    return;
  }
  await runCommand();
}

/**
 * Inputs, then the command, then outputs and the job summary. This is the one place that fails
 * the step; every output is set on every path, failure included.
 */
async function runCommand(): Promise<void> {
  const logger = createCoreLogger();
  let branch = 'translation-sync';
  let runs: readonly ProjectRun[] = [];
  let publish: PublishResult | undefined;
  let check: CheckResult | undefined;
  let readiness: PullReview | undefined;
  let command: ResolvedCommand | undefined;
  let trigger: TriggeredRun | undefined;
  /** A project of several that failed: the step fails once the others' outputs and summary are out. */
  let failed: string | undefined;
  const progress: SyncProgress = { projects: [] };
  try {
    // Masked before anything can print them: the project token is a path segment of every URL.
    maskSecret(core.getInput('project-token'));
    maskSecret(process.env['WTI_PROJECT_API_KEY']);
    maskSecret(core.getInput('github-token'));
    // Every JavaScript action's job holds these (the runner masks them in the log only): no
    // comment, reply, summary or output of ours has a reason to show them (R63).
    registerSecret(process.env['ACTIONS_RUNTIME_TOKEN']);
    registerSecret(process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']);
    let inputs = getInputs();
    branch = inputs.branch;
    let context = readRunContext(process.env, { dryRun: inputs.dryRun, note: (line) => logger.notice(line) });
    assertOwnBranch(inputs, context.defaultBranch);
    command = resolveCommand(inputs.command, context.eventName);
    // A comment command or a dispatch: what it asks for, then the same run as any other.
    if (inputs.command === 'auto' && TRIGGER_EVENTS.has(context.eventName)) {
      const { startTrigger } = await import('./action/commands/triggers.js');
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
      const { runCheckStep } = await import('./action/steps/check-step.js');
      const { throwIfGatesFailed } = await import('./check/gates.js');
      check = await logger.group('Check the pull request', () => runCheckStep({ inputs, context, logger }));
      // The comment and the summary are written by now, so a failed gate still explains itself.
      throwIfGatesFailed(check.gates);
    } else {
      // The engine's word for an upload of the masters is still push.
      const sync: SyncCommand = command === 'upload' ? 'push' : command;
      const outcome = await runSyncCommand(sync, inputs, context, logger, progress);
      ({ runs, publish, readiness } = outcome);
      failed = failedProjectsMessage(outcome);
      const pulls = (publish?.pullRequests ?? []).map((published) => ({
        number: published.pullRequest.number,
        autoMerge: published.autoMerge,
      }));
      await writeSummary(
        renderSummary({ command, dryRun: inputs.dryRun, runs, publish }) + reviewSummary(readiness, pulls),
      );
    }
    setOutputs({
      ...computeOutputs(
        runs.map(({ project, engine }) => ({ engine, toRepoPath: (file) => project.scope.toRepoPath(file) })),
        publish?.pullRequest,
        branch,
        check,
        publish?.newFiles,
        publish?.pullRequests,
        publish?.sentFromPullRequest,
      ),
      completion: completionOutput(readiness),
    });
    await trigger?.finish(failed);
    await writeDryRunAnswers(trigger);
    if (failed !== undefined) core.setFailed(failed);
  } catch (error) {
    // A branch pushed before the failure is in the outputs: its files and its head commit.
    const pushed = progress.branch?.operation === 'pushed' ? progress.branch : undefined;
    const outputs = computeOutputs(
      progress.projects,
      undefined,
      branch,
      check,
      pushed === undefined ? [] : undefined,
      progress.pullRequests,
    );
    if (pushed?.headSha !== undefined) outputs['pull-request-head-sha'] = pushed.headSha;
    setOutputs(outputs);
    const message = failureMessage(error);
    // A check whose gates failed wrote its own summary; any other failure says here what it had
    // done and how to go on. A failure to write it must not hide the first one.
    if (check === undefined) {
      const { renderFailureSummary } = await import('./action/results/failure-summary.js');
      await writeSummary(
        renderFailureSummary({
          command,
          message,
          projects: progress.projects,
          branch: progress.branch,
          error,
        }),
      ).catch(() => undefined);
    }
    await trigger?.finish(message).catch(() => undefined);
    await writeDryRunAnswers(trigger).catch(() => undefined);
    core.setFailed(message);
  } finally {
    // What the run read, parsed and asked: the tests that count work read this line.
    logger.debug(workCount.line(serviceRequests()));
  }
}

/** A dry run's answers to the comment that started it, which it did not post: in the summary. */
async function writeDryRunAnswers(trigger: TriggeredRun | undefined): Promise<void> {
  const answers = trigger?.dryRunSummary() ?? '';
  if (answers !== '') await writeSummary(answers);
}
