import type { GitHubClient } from './client.js';
import { toGitHubError } from './errors.js';

/**
 * Whether GitHub merged a pull request from the translation branch into the base whose head was
 * `sha`: then every commit up to `sha` is in the base, whichever way it was merged. A squash or a
 * rebase merge makes new commits, so git's ancestry cannot tell; GitHub keeps the merged pull
 * request's head sha and its merged_at, which can (git/in-base.ts). Only the most recently updated
 * closed pull requests of the branch are looked at: the one that matters was merged since the
 * branch last moved, and the action rebuilds the branch on every run.
 */

const LOOKED_AT = 30;

export async function mergedThroughPull(
  github: GitHubClient,
  request: { owner: string; repo: string; base: string; branch: string },
  sha: string,
): Promise<boolean> {
  try {
    const { data } = await github.rest.pulls.list({
      owner: request.owner,
      repo: request.repo,
      head: `${request.owner}:${request.branch}`,
      base: request.base,
      state: 'closed',
      sort: 'updated',
      direction: 'desc',
      per_page: LOOKED_AT,
    });
    return data.some((pull) => pull.merged_at !== null && pull.head.sha === sha);
  } catch (error) {
    throw toGitHubError(error, `look up the merged pull requests of ${request.branch}`);
  }
}
