import type { GitIdentity } from './git.js';

/**
 * Every commit the action writes on the translation branch ends with the trailer below (shared
 * with issue-15's ownership check, which counts a commit as the action's own when it has the
 * trailer AND its committer is the configured committer, or GitHub's own for API commits).
 */

export const MANAGED_TRAILER = 'Translation-Sync: managed';

/** GitHub commits what the API creates (sign-commits) as this identity. */
export const GITHUB_COMMITTER: GitIdentity = Object.freeze({ name: 'GitHub', email: 'noreply@github.com' });

/** The message of every commit the action writes on the translation branch: the trailer is its last paragraph. */
export function managedCommitMessage(message: string): string {
  const trimmed = message.trimEnd();
  if (lastParagraph(trimmed).split('\n').includes(MANAGED_TRAILER)) return `${trimmed}\n`;
  return `${trimmed}\n\n${MANAGED_TRAILER}\n`;
}

function lastParagraph(message: string): string {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  return paragraphs[paragraphs.length - 1] ?? '';
}
