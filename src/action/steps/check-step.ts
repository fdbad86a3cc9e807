import { CHECK_MARKER, renderCheckReport } from '../../check/report.js';
import { runCheck, type CheckResult } from '../../check/run-check.js';
import type { TranslationClient } from '../../client/index.js';
import { mergeBase, openRepository, type GitRepository } from '../../git/git.js';
import { createGitHubClient } from '../../github/client.js';
import { GitHubError } from '../../github/errors.js';
import { GITHUB_BODY_LIMIT } from '../../github/markdown.js';
import { upsertStickyComment, type StickyCommentResult } from '../../github/sticky-comment.js';
import { createIgnoreMatcher } from '../../project/files.js';
import type { RunContext } from '../runner/event.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { createServiceClient } from '../projects/service-client.js';
import { gitAuth } from '../runner/git-auth.js';
import { loadCheckSettings } from '../projects/check-settings.js';
import { scopeLogger, scopeRepository } from '../projects/project-scope.js';
import { writeSummary } from './summary.js';

/**
 * The `check` command as a step: run the check, write the sticky comment, then the job summary.
 * A token that may not comment (a fork's read-only GITHUB_TOKEN) leaves the summary and a warning
 * instead of failing; the gates are judged by the caller once both are written.
 */

type CommentOutcome =
  | { status: 'written'; comment: StickyCommentResult }
  | { status: 'skipped'; reason: string }
  | { status: 'refused'; reason: string }
  | { status: 'dry-run'; issueNumber: number };

/** Statuses that mean "this token may not comment here", not "GitHub failed". */
function isRefusal(error: unknown): error is GitHubError {
  return (
    error instanceof GitHubError &&
    (error.code === 'GITHUB_PERMISSION' ||
      ((error.status === 401 || error.status === 403 || error.status === 404) &&
        error.code !== 'GITHUB_RATE_LIMITED'))
  );
}

async function comment(
  inputs: ActionInputs,
  context: RunContext,
  body: string,
  logger: Logger,
): Promise<CommentOutcome> {
  const { owner, repo, pullRequest } = context;
  if (pullRequest === undefined || owner === undefined || repo === undefined)
    return { status: 'skipped', reason: 'the event is not a pull request' };
  if (inputs.dryRun) {
    // A dry run posts nothing: the log and the summary show the comment it would have posted.
    await logger.group(`Dry run: the comment the check would post on #${pullRequest.number}`, () => {
      logger.info(body);
      return Promise.resolve();
    });
    return { status: 'dry-run', issueNumber: pullRequest.number };
  }
  if (inputs.githubToken === undefined) {
    logger.warning('The github-token input is empty: the check is reported in the job summary only.');
    return { status: 'skipped', reason: 'the github-token input is empty' };
  }
  const github = createGitHubClient({
    token: inputs.githubToken,
    baseUrl: context.apiUrl,
    graphqlUrl: context.graphqlUrl,
    logger,
  });
  try {
    const written = await upsertStickyComment(
      github,
      {
        owner,
        repo,
        issueNumber: pullRequest.number,
        marker: CHECK_MARKER,
        body,
        cutNote: `_…cut here: GitHub takes at most ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters in a comment. The job summary of this run has the whole report._`,
      },
      logger,
    );
    return { status: 'written', comment: written };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    logger.warning(
      `${error.message} The check is reported in the job summary only; give the workflow ` +
        '`pull-requests: write` to get the comment (pull requests from forks never can).',
    );
    return { status: 'refused', reason: `GitHub refused the comment (${error.status ?? 'no status'})` };
  }
}

function footerOf(outcome: CommentOutcome): string {
  if (outcome.status === 'written')
    return `<sub>Pull request comment ${outcome.comment.operation}: ${outcome.comment.url}</sub>`;
  if (outcome.status === 'dry-run')
    return `<sub>Dry run: nothing was posted. This report, up to 50 findings of each kind, would be the comment on #${outcome.issueNumber}.</sub>`;
  return `<sub>No pull request comment: ${outcome.reason}.</sub>`;
}

/** From the merge base to the head, as GitHub's "Files changed" shows a pull request. */
async function checkRange(
  repository: GitRepository,
  context: RunContext,
  logger: Logger,
): Promise<{ baseSha: string; headSha: string } | undefined> {
  const pull = context.pullRequest;
  if (pull === undefined) return undefined;
  const base = await mergeBase(repository, pull.baseSha, pull.headSha);
  if (base === undefined)
    logger.info(
      `No merge base of ${pull.baseSha.slice(0, 7)} and ${pull.headSha.slice(0, 7)} in reach; comparing with the base commit.`,
    );
  return { baseSha: base ?? pull.baseSha, headSha: pull.headSha };
}

export async function runCheckStep(options: {
  inputs: ActionInputs;
  context: RunContext;
  logger: Logger;
}): Promise<CheckResult> {
  const { inputs, context } = options;
  // git runs in the workflow's checkout: for a comment's check the workspace is a copy of the
  // head's files (pull-request-head.ts), which is no repository and whose git files are data.
  const opened = await openRepository({
    dir: context.repositoryDir ?? context.workspace,
    logger: options.logger,
    ...gitAuth(inputs, context),
  });
  const range = await checkRange(opened, context, options.logger);
  const { scope, wti, token, notes } = await loadCheckSettings(inputs, context, opened, options.logger);
  const logger = scopeLogger(options.logger, scope);
  if (token === undefined && context.pullRequest?.fromFork === true)
    logger.info(
      'This pull request comes from a fork, so the run has no secrets: checking the repository only.',
    );
  const client: TranslationClient | undefined =
    token === undefined
      ? undefined
      : createServiceClient({ baseUrl: inputs.apiUrl, projectToken: token, logger });
  let result: CheckResult;
  try {
    result = await runCheck({
      service: client,
      repository: scopeRepository(opened, scope),
      // The files checked are the workspace's: the head's copy, or the workflow's checkout.
      workspace: scope.dir,
      range,
      sourceFiles: inputs.sourceFiles,
      isIgnored: createIgnoreMatcher(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
      locales: inputs.locales.length > 0 ? inputs.locales : (wti?.neededLocales ?? []),
      ignoreLocales: [...inputs.ignoreLocales, ...(wti?.ignoreLocales ?? [])],
      gates: {
        requiredLocales: inputs.requiredLocales,
        minCompletion: inputs.minCompletion,
        failOnPlaceholderErrors: inputs.failOnPlaceholderErrors,
        failOnFindings: inputs.failOnFindings,
      },
      glossaryFile: inputs.glossaryFile,
      logger,
    });
  } finally {
    await client?.close();
  }
  if (notes.length > 0) result = { ...result, notes: [...notes, ...result.notes] };
  let outcome: CommentOutcome;
  try {
    outcome = await comment(inputs, context, renderCheckReport(result, { marker: CHECK_MARKER }), logger);
  } catch (error) {
    // GitHub failed for another reason: the summary still tells the result before the step fails.
    await writeSummary(
      renderCheckReport(result, {
        footer: '<sub>The pull request comment could not be written.</sub>',
        complete: true,
      }),
    );
    throw error;
  }
  // The summary lists every finding; the comment stops at 50 of each kind.
  await writeSummary(renderCheckReport(result, { footer: footerOf(outcome), complete: true }));
  return result;
}
