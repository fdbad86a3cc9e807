import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { isRequestFailure, toGitHubError } from './errors.js';
import { cutMarkdown, GITHUB_BODY_LIMIT } from './markdown.js';
import { applyLabels, applyPeople, type PullPeople } from './people.js';
import { hasRefusedParagraph } from './refused-branch-section.js';

interface PullRequestRequest {
  owner: string;
  repo: string;
  base: string;
  branch: string;
  title: string;
  body: string;
  labels: string[];
  assignees: string[];
  reviewers: string[];
  teamReviewers: string[];
  draft: boolean;
  /** Close the pull request's branch too once it no longer differs from the base. */
  deleteBranch: boolean;
  /** What updateTranslationBranch() did this run. */
  branchState: 'pushed' | 'unchanged' | 'no-diff-from-base';
  /** The branch's sha from updateTranslationBranch(); GitHub may report the new head a moment late. */
  headSha?: string;
}

export interface PullRequestResult {
  number?: number;
  url?: string;
  operation: 'created' | 'updated' | 'closed' | 'none';
  branch: string;
  headSha?: string;
}

export interface PullSummary extends PullPeople {
  number: number;
  html_url: string;
  node_id: string;
  draft?: boolean;
  body?: string | null;
  head: { sha: string };
}

/**
 * Brings the pull request in line with the branch, the create-pull-request way: a pushed branch
 * creates the pull request or updates the open one (R31); an unchanged branch leaves it untouched
 * (R28); a branch with nothing left over the base closes it and, if asked, deletes the branch.
 */
export async function syncPullRequest(
  source: GitHubClient | (() => Promise<GitHubClient>),
  request: PullRequestRequest,
  logger: Logger,
  /** findOpenPull() for this request, when the caller started it earlier. */
  found?: Promise<PullSummary | undefined>,
): Promise<PullRequestResult> {
  // A client made on first use (publish.ts) is never made when there is nothing to ask GitHub.
  const client = typeof source === 'function' ? source : () => Promise.resolve(source);
  // renderPullRequestBody() keeps within the limit; an intro or a caller of its own may not.
  request = { ...request, body: fitBody(request.body) };
  const existing = await (found ?? client().then((github) => findOpenPull(github, request)));
  const result = (
    operation: PullRequestResult['operation'],
    pull: PullSummary | undefined,
  ): PullRequestResult => {
    const headSha = request.headSha ?? pull?.head.sha;
    return {
      operation,
      branch: request.branch,
      ...(pull ? { number: pull.number, url: pull.html_url } : {}),
      ...(headSha !== undefined && operation !== 'closed' ? { headSha } : {}),
    };
  };

  if (request.branchState === 'no-diff-from-base') {
    if (existing) {
      const github = await client();
      await call(`close pull request #${existing.number}`, () =>
        github.rest.pulls.update({
          owner: request.owner,
          repo: request.repo,
          pull_number: existing.number,
          state: 'closed',
        }),
      );
      logger.info(`Closed pull request #${existing.number}: ${request.base} already has these translations.`);
    }
    if (request.deleteBranch) await deleteBranch(await client(), request, logger);
    return result(existing ? 'closed' : 'none', existing);
  }
  const github = await client();
  if (existing && request.branchState === 'unchanged') {
    if (hasRefusedParagraph(existing.body ?? '')) {
      // An earlier run stopped over a refused commit and said so; the branch is the action's again.
      await call(`update pull request #${existing.number}`, () =>
        github.rest.pulls.update({
          owner: request.owner,
          repo: request.repo,
          pull_number: existing.number,
          body: request.body,
        }),
      );
      logger.info(
        `Pull request #${existing.number}: no refused commit is left on its branch; its body says so.`,
      );
    } else logger.info(`Pull request #${existing.number} is up to date; leaving it as it is.`);
    // A run that could not label it (no `issues: write` then) left labels missing: apply those only.
    await applyLabels(github, request, existing, logger, request.labels);
    return result('none', existing);
  }

  let pull = existing;
  let operation: 'created' | 'updated' = 'updated';
  if (pull === undefined) {
    const created = await createPull(github, request, logger);
    pull = created.pull;
    operation = created.created ? 'created' : 'updated';
  }
  if (operation === 'updated') await updatePull(github, request, pull, logger);
  await applyPeople(github, request, pull, logger);
  logger.info(
    `${operation === 'created' ? 'Created' : 'Updated'} pull request #${pull.number}: ${pull.html_url}`,
  );
  return result(operation, pull);
}

/** The body as GitHub takes it: past 65,536 characters it is cut, with a line that says so. */
function fitBody(body: string): string {
  return cutMarkdown(body, {
    limit: GITHUB_BODY_LIMIT,
    note: `_…cut here: GitHub takes at most ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters in a pull request body. The commit holds every file._`,
  });
}

async function call<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toGitHubError(error, action);
  }
}

/** The open pull request from the branch to the base, if there is one. */
export async function findOpenPull(
  github: GitHubClient,
  request: Pick<PullRequestRequest, 'owner' | 'repo' | 'base' | 'branch'>,
): Promise<PullSummary | undefined> {
  const { data } = await call(`look up the pull request for ${request.branch}`, () =>
    github.rest.pulls.list({
      owner: request.owner,
      repo: request.repo,
      head: `${request.owner}:${request.branch}`,
      base: request.base,
      state: 'open',
      per_page: 10,
    }),
  );
  return data[0];
}

/**
 * Creating is the one call that is not safe to repeat, so the retry plugin is off for it. When it
 * fails because the pull request exists (422: another run won) or with an unknown outcome (5xx),
 * we look it up once and carry on with what is there.
 */
async function createPull(
  github: GitHubClient,
  request: PullRequestRequest,
  logger: Logger,
): Promise<{ pull: PullSummary; created: boolean }> {
  try {
    const { data } = await github.rest.pulls.create({
      owner: request.owner,
      repo: request.repo,
      title: request.title,
      body: request.body,
      head: request.branch,
      base: request.base,
      draft: request.draft,
      request: { retries: 0 },
    });
    return { pull: data, created: true };
  } catch (error) {
    const exists =
      isRequestFailure(error) && error.status === 422 && /pull request already exists/i.test(error.message);
    const unknownOutcome = !isRequestFailure(error) || error.status >= 500;
    if (!exists && !unknownOutcome)
      throw toGitHubError(error, `create a pull request from ${request.branch} into ${request.base}`);
    const found = await findOpenPull(github, request);
    if (found === undefined)
      throw toGitHubError(error, `create a pull request from ${request.branch} into ${request.base}`);
    // After a 5xx the pull request we find is the one our request created; after a 422 it is another run's.
    logger.info(`Pull request #${found.number} already existed for ${request.branch}; carrying on with it.`);
    return { pull: found, created: !exists };
  }
}

async function updatePull(
  github: GitHubClient,
  request: PullRequestRequest,
  pull: PullSummary,
  logger: Logger,
): Promise<void> {
  const { owner, repo } = request;
  await call(`update pull request #${pull.number}`, () =>
    github.rest.pulls.update({
      owner,
      repo,
      pull_number: pull.number,
      title: request.title,
      body: request.body,
    }),
  );
  // REST cannot change draft state. Only draft: true is enforced: a pull request that someone marked
  // ready for review is not turned back (see docs/decisions.md).
  if (request.draft && pull.draft !== true) {
    await call(`convert pull request #${pull.number} to a draft`, () =>
      github.graphql(
        'mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
        {
          id: pull.node_id,
        },
      ),
    );
    logger.info(`Converted pull request #${pull.number} to a draft.`);
  }
}

async function deleteBranch(
  github: GitHubClient,
  request: PullRequestRequest,
  logger: Logger,
): Promise<void> {
  try {
    await github.rest.git.deleteRef({
      owner: request.owner,
      repo: request.repo,
      ref: `heads/${request.branch}`,
    });
    logger.info(`Deleted branch ${request.branch}.`);
  } catch (error) {
    // Already gone (422 "Reference does not exist", or 404) is what we wanted.
    if (!isRequestFailure(error) || (error.status !== 422 && error.status !== 404)) {
      throw toGitHubError(error, `delete branch ${request.branch}`);
    }
  }
}
