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

const EMOJI: Record<Reaction, string> = { eyes: '👀', rocket: '🚀', confused: '😕' };

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
async function react(
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
async function reply(github: GitHubClient, ref: CommentRef, body: string, logger: Logger): Promise<void> {
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

/**
 * How the run answers the comment: on GitHub, or, in a dry run, in the log and the job summary
 * only, saying what it would have posted. A dry run changes nothing anywhere, GitHub included.
 */
interface Responder {
  react(content: Reaction): Promise<void>;
  reply(body: string): Promise<void>;
  /** The job summary's section on what a dry run would have posted; empty otherwise. */
  summary(): string;
}

export function githubResponder(github: GitHubClient, ref: CommentRef, logger: Logger): Responder {
  return {
    react: (content) => react(github, ref, content, logger),
    reply: (body) => reply(github, ref, body, logger),
    summary: () => '',
  };
}

export function dryRunResponder(ref: CommentRef, logger: Logger): Responder {
  const intended: string[] = [];
  const note = (line: string): Promise<void> => {
    logger.info(`Dry run: ${line.replace(/\n/g, '\n  ')}`);
    intended.push(line);
    return Promise.resolve();
  };
  return {
    react: (content) => note(`would react ${EMOJI[content]} (${content}) to comment ${ref.commentId}.`),
    // The reply is the action's own Markdown (the comment's words in it are inert already).
    reply: (body) => note(`would reply on #${ref.issueNumber}:\n\n${body.replace(/^/gm, '> ')}`),
    summary: () =>
      intended.length === 0
        ? ''
        : [
            '## translation-sync: the comment command (dry-run: nothing was posted)',
            '',
            ...intended.map((line) => `- ${line.replace(/\n/g, '\n  ')}`),
          ].join('\n'),
  };
}
