import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { redact } from '../client/redact.js';
import { isRequestFailure, toGitHubError } from './errors.js';
import { cutMarkdown, GITHUB_BODY_LIMIT } from './markdown.js';

/**
 * One comment per pull request that every run edits: found again by a hidden marker at its start,
 * so reruns and new pushes never stack up comments. A quote of the comment elsewhere does not
 * start with the marker and is never taken for it.
 */

interface StickyCommentRequest {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  /** A hidden HTML comment such as `<!-- translation-sync:check -->`. */
  readonly marker: string;
  /** The body without the marker; the marker is put in front of it. */
  readonly body: string;
  /**
   * The last line of a body GitHub would refuse as too long (over 65,536 characters), cut at
   * whole lines: where the whole text can be read instead.
   */
  readonly cutNote?: string;
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
  const body = cutMarkdown(request.body.startsWith(marker) ? request.body : `${marker}\n${request.body}`, {
    limit: GITHUB_BODY_LIMIT,
    note:
      request.cutNote ??
      `_…cut here: GitHub takes at most ${GITHUB_BODY_LIMIT.toLocaleString('en-US')} characters in a comment._`,
  });
  const mine = await ownAuthorship(github, logger);
  let comments: CommentSummary[];
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
  const existing = comments.find(
    (comment) => (comment.body ?? '').trimStart().startsWith(marker) && mine(comment.user),
  );
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
      // Not ours after all (another installation's bot): leave it and post our own.
      if (!isRequestFailure(error) || (error.status !== 403 && error.status !== 404))
        throw toGitHubError(error, `update the check comment on pull request #${issueNumber}`);
      logger.info(`GitHub refused to edit comment ${existing.id} (${error.status}); posting a new one.`);
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

interface CommentSummary {
  id: number;
  body?: string | undefined;
  html_url: string;
  user?: { login: string; type?: string } | null;
}

/**
 * Which comments are the action's own: only those may be adopted and edited, never another
 * person's comment that happens to start with the marker. A user's token (a PAT) is that user
 * (GET /user). An installation token, GITHUB_TOKEN (`github-actions[bot]`) or a GitHub App's
 * (`APP[bot]`), is refused GET /user, so there the author must be a bot account: people cannot
 * post as one. Any other answer (a proxy's or GitHub Enterprise's 404, a 5xx, no answer at all)
 * leads to the same rule, with a warning that says what GitHub answered: the comment is still
 * posted or edited, and no permission would change that answer. See docs/decisions.md.
 */
async function ownAuthorship(
  github: GitHubClient,
  logger: Logger,
): Promise<(user: CommentSummary['user']) => boolean> {
  try {
    const { data } = await github.rest.users.getAuthenticated();
    const login = data.login.toLowerCase();
    return (user) => user?.login.toLowerCase() === login;
  } catch (error) {
    const answer = isRequestFailure(error)
      ? `${error.status}: ${error.message}`
      : `no answer: ${error instanceof Error ? error.message : String(error)}`;
    // GitHub's own answer for an installation token: expected, nothing to warn about.
    if (
      isRequestFailure(error) &&
      error.status === 403 &&
      /not accessible by integration/i.test(error.message)
    )
      logger.info(
        'The github-token is an installation token (GET /user: 403): the check edits its own comment, one by a bot account.',
      );
    else
      logger.warning(
        redact(
          `GitHub did not say whom the github-token belongs to (GET /user, ${answer}). The check comment is still written: ` +
            'it edits the comment that starts with its marker and was posted by a bot account, and posts a new one if there is none. ' +
            "With a personal token, whose comments are a person's, a new comment is posted each run until GET /user answers.",
        ),
      );
    return (user) => user?.type === 'Bot' && user.login.endsWith('[bot]');
  }
}
