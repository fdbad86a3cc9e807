import type { GitHubClient } from '../../github/client.js';
import { isRequestFailure, toGitHubError } from '../../github/errors.js';
import type { Logger } from '../runner/logger.js';

/**
 * What the action says on the comment that started it: a reaction when it starts (👀) and when it
 * ends (🚀 or 😕), and a reply when there is something to tell. Who wrote the comment is asked of
 * GitHub, never read from the event's `author_association`, which says nothing of permissions
 * (an organization member may only read; a collaborator's role may have been lowered since).
 */

export interface CommentRef {
  readonly owner: string;
  readonly repo: string;
  /** The issue or pull request the comment is on. */
  readonly issueNumber: number;
  readonly commentId: number;
}

type Reaction = 'eyes' | 'rocket' | 'confused';

/** The permissions that may start a command; GitHub reports maintain as write, triage as read. */
const MAY_RUN = new Set(['admin', 'maintain', 'write']);

/**
 * Whether `login` may push to the repository (GET …/collaborators/{username}/permission). A user
 * GitHub does not know as a collaborator (404) may not; any other failure fails the step, which
 * then says so on the comment.
 */
export async function mayRunCommands(
  github: GitHubClient,
  ref: Pick<CommentRef, 'owner' | 'repo'>,
  login: string,
): Promise<boolean> {
  try {
    const { data } = await github.rest.repos.getCollaboratorPermissionLevel({
      owner: ref.owner,
      repo: ref.repo,
      username: login,
    });
    return MAY_RUN.has(data.permission) || MAY_RUN.has(data.role_name);
  } catch (error) {
    if (isRequestFailure(error) && error.status === 404) return false;
    throw toGitHubError(error, `ask for the repository permission of the comment's author`);
  }
}

/**
 * A reaction is a courtesy: a token that may not react (no `issues: write` or
 * `pull-requests: write`) is a warning, never the reason a sync fails.
 */
export async function react(
  github: GitHubClient,
  ref: CommentRef,
  content: Reaction,
  logger: Logger,
): Promise<void> {
  try {
    await github.rest.reactions.createForIssueComment({
      owner: ref.owner,
      repo: ref.repo,
      comment_id: ref.commentId,
      content,
    });
  } catch (error) {
    logger.warning(
      `${toGitHubError(error, `react to the comment with ${content}`).message} Give the workflow \`issues: write\` and \`pull-requests: write\` for the reactions and replies.`,
    );
  }
}

/** A reply on the comment's issue or pull request; like a reaction, a refusal is a warning. */
export async function reply(
  github: GitHubClient,
  ref: CommentRef,
  body: string,
  logger: Logger,
): Promise<void> {
  try {
    await github.rest.issues.createComment({
      owner: ref.owner,
      repo: ref.repo,
      issue_number: ref.issueNumber,
      body,
    });
  } catch (error) {
    logger.warning(
      `${toGitHubError(error, `reply on #${ref.issueNumber}`).message} Give the workflow \`issues: write\` and \`pull-requests: write\` for the reactions and replies.`,
    );
  }
}
