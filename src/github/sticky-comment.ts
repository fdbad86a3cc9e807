import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { toGitHubError } from './errors.js';

/**
 * One comment per pull request that every run edits: found again by a hidden marker at its start,
 * so reruns and new pushes never stack up comments. A quote of the comment elsewhere does not
 * start with the marker and is never taken for it.
 */

export interface StickyCommentRequest {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  /** A hidden HTML comment such as `<!-- translation-sync:check -->`. */
  readonly marker: string;
  /** The body without the marker; the marker is put in front of it. */
  readonly body: string;
}

export interface StickyCommentResult {
  readonly operation: 'created' | 'updated' | 'unchanged';
  readonly id: number;
  readonly url: string;
}

export async function upsertStickyComment(
  github: GitHubClient,
  request: StickyCommentRequest,
  logger: Logger,
): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber, marker } = request;
  const body = request.body.startsWith(marker) ? request.body : `${marker}\n${request.body}`;
  let comments: { id: number; body?: string | undefined; html_url: string }[];
  try {
    comments = await github.paginate(github.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
  } catch (error) {
    throw toGitHubError(error, `list the comments of pull request #${issueNumber}`);
  }
  const existing = comments.find((comment) => (comment.body ?? '').trimStart().startsWith(marker));
  if (existing !== undefined) {
    if (existing.body === body) {
      logger.info(`The check comment on #${issueNumber} is already up to date.`);
      return { operation: 'unchanged', id: existing.id, url: existing.html_url };
    }
    try {
      const { data } = await github.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      logger.info(`Updated the check comment on #${issueNumber}: ${data.html_url}`);
      return { operation: 'updated', id: data.id, url: data.html_url };
    } catch (error) {
      throw toGitHubError(error, `update the check comment on pull request #${issueNumber}`);
    }
  }
  try {
    // Not repeated: a retry after a lost answer would post a second comment.
    const { data } = await github.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
      request: { retries: 0 },
    });
    logger.info(`Commented on #${issueNumber}: ${data.html_url}`);
    return { operation: 'created', id: data.id, url: data.html_url };
  } catch (error) {
    throw toGitHubError(error, `comment on pull request #${issueNumber}`);
  }
}
