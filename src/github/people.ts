import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { isRequestFailure, toGitHubError } from './errors.js';

/** What applyPeople() needs to know of the pull request as GitHub reports it. */
export interface PullPeople {
  number: number;
  /** The pull request's author: GitHub refuses to request a review from them. */
  user?: { login: string } | null;
  labels?: ({ name?: string } | string)[];
}

interface PeopleRequest {
  owner: string;
  repo: string;
  labels: readonly string[];
  assignees: readonly string[];
  reviewers: readonly string[];
  teamReviewers: readonly string[];
}

const LABEL_HINT =
  'GitHub creates a missing label only for a token with `issues: write`: create the label in the repository, or ' +
  'add `issues: write` to the workflow permissions. The next run applies the labels that are missing.';

/**
 * Labels, assignees and reviewers are added, never removed: people may add their own. None of them
 * fails the step once the pull request exists: a refused label or reviewer is a warning that says
 * why, and the others are still applied.
 */
export async function applyPeople(
  github: GitHubClient,
  request: PeopleRequest,
  pull: PullPeople,
  logger: Logger,
): Promise<void> {
  await applyLabels(github, request, pull, logger, request.labels);
  const { owner, repo } = request;
  const number = pull.number;
  if (request.assignees.length > 0) {
    try {
      await github.rest.issues.addAssignees({
        owner,
        repo,
        issue_number: number,
        assignees: [...request.assignees],
      });
    } catch (error) {
      throw toGitHubError(error, `assign pull request #${number}`);
    }
  }
  await requestReviewers(github, request, pull, logger);
}

/** Adds `labels` that the pull request does not carry yet; a refusal is a warning naming `issues: write`. */
export async function applyLabels(
  github: GitHubClient,
  request: PeopleRequest,
  pull: PullPeople,
  logger: Logger,
  labels: readonly string[],
): Promise<void> {
  const present = new Set(
    (pull.labels ?? []).map((label) => (typeof label === 'string' ? label : (label.name ?? ''))),
  );
  const missing = labels.filter((label) => !present.has(label));
  if (missing.length === 0) return;
  try {
    await github.rest.issues.addLabels({
      owner: request.owner,
      repo: request.repo,
      issue_number: pull.number,
      labels: missing,
    });
  } catch (error) {
    if (!isRequestFailure(error) || ![403, 404, 422].includes(error.status))
      throw toGitHubError(error, `label pull request #${pull.number}`);
    logger.warning(
      `Could not label pull request #${pull.number} with ${missing.join(', ')} (${error.status}: ${error.message}). ${LABEL_HINT}`,
    );
  }
}

/**
 * GitHub takes reviewers all or nothing: one login it refuses (the pull request's author, someone
 * without access, or any team for GITHUB_TOKEN) fails the whole call. So the author is left out,
 * users and teams go in separate calls, and a refused call is split to one call each, so that
 * every reviewer GitHub accepts is requested and each refused one is named in a warning.
 */
async function requestReviewers(
  github: GitHubClient,
  request: PeopleRequest,
  pull: PullPeople,
  logger: Logger,
): Promise<void> {
  const author = pull.user?.login.toLowerCase();
  const users = request.reviewers.filter((login) => login.toLowerCase() !== author);
  if (users.length < request.reviewers.length)
    logger.info(
      `Not requesting a review from ${pull.user?.login ?? ''}: GitHub does not let the author of pull request #${pull.number} review it.`,
    );
  const ask = (kind: 'reviewers' | 'team_reviewers', names: readonly string[]): Promise<unknown> =>
    github.rest.pulls.requestReviewers({
      owner: request.owner,
      repo: request.repo,
      pull_number: pull.number,
      ...(kind === 'reviewers' ? { reviewers: [...names] } : { team_reviewers: [...names] }),
    });
  for (const [kind, names, what] of [
    ['reviewers', users, 'reviewer'],
    ['team_reviewers', request.teamReviewers, 'team reviewer'],
  ] as const) {
    if (names.length === 0) continue;
    const refused = await tryRequest(() => ask(kind, names), pull.number);
    if (refused === undefined) continue;
    const one = names.length === 1 ? [{ name: names[0] ?? '', reason: refused }] : [];
    for (const name of names.length === 1 ? [] : names) {
      const reason = await tryRequest(() => ask(kind, [name]), pull.number);
      if (reason !== undefined) one.push({ name, reason });
    }
    for (const { name, reason } of one) {
      const hint =
        kind === 'team_reviewers'
          ? ' GITHUB_TOKEN cannot request team reviews: pass a github-token of a GitHub App or a user that can read the team.'
          : '';
      logger.warning(`GitHub refused ${what} ${name} on pull request #${pull.number}: ${reason}.${hint}`);
    }
  }
}

/** undefined when GitHub took the request; GitHub's reason when it refused it with 422. */
async function tryRequest(work: () => Promise<unknown>, number: number): Promise<string | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    if (!isRequestFailure(error) || error.status !== 422)
      throw toGitHubError(error, `request reviewers on pull request #${number}`);
    const details = (error.response?.data as { errors?: unknown[] } | undefined)?.errors ?? [];
    const texts = details.map((detail) => {
      const message = typeof detail === 'string' ? detail : (detail as { message?: unknown }).message;
      return typeof message === 'string' ? message : '';
    });
    return [error.message, ...texts.filter((text) => text !== '' && !error.message.includes(text))].join(' ');
  }
}
