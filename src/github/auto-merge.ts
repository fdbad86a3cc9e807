import type { Logger } from '../client/logger.js';
import type { GitHubClient } from './client.js';
import { isRequestFailure, toGitHubError } from './errors.js';

/**
 * GitHub's auto-merge for the translation pull request (issues 49, 56), through GraphQL: the REST
 * API has no call for it. It is turned on only when the pull's checks found nothing that holds it
 * back, and off again when a later run finds something, or refuses a person's commit on its branch. What the repository or the token does not allow is a warning that
 * names the setting: the pull request is there either way, and can be merged by hand.
 */

type AutoMergeMethod = 'merge' | 'squash' | 'rebase';

interface AutoMergeTarget {
  readonly owner: string;
  readonly repo: string;
  readonly base: string;
  readonly number: number;
}

/** What the run did: the body and the summary say it. */
export type AutoMergeOutcome =
  | { readonly state: 'enabled' | 'kept'; readonly method?: AutoMergeMethod }
  /** `because`: what keeps it off, as the log says it. */
  | { readonly state: 'disabled' | 'off'; readonly because: string }
  | { readonly state: 'refused'; readonly warning: string };

const READ = `query($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) { id isDraft autoMergeRequest { mergeMethod } }
  }
}`;
const ENABLE = `mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!) {
  enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: $mergeMethod }) {
    pullRequest { autoMergeRequest { mergeMethod } }
  }
}`;
const DISABLE = `mutation($id: ID!) {
  disablePullRequestAutoMerge(input: { pullRequestId: $id }) {
    pullRequest { autoMergeRequest { mergeMethod } }
  }
}`;

interface ReadAnswer {
  repository: {
    pullRequest: { id: string; isDraft: boolean; autoMergeRequest: { mergeMethod: string } | null } | null;
  } | null;
}

/** GraphQL's own errors (200 with `errors`), as @octokit/graphql throws them. */
function graphqlErrors(error: unknown): { type?: string; message: string }[] | undefined {
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as { type?: string; message: string }[]) : undefined;
}

/**
 * The warning for a refusal GitHub gives in its own words, naming what to change; undefined for a
 * failure that is not a refusal (no answer, a 5xx), which fails the step as other calls do.
 */
function refusal(error: unknown, target: AutoMergeTarget, method: AutoMergeMethod): string | undefined {
  const errors = graphqlErrors(error);
  const forbidden = isRequestFailure(error) && (error.status === 401 || error.status === 403);
  if (errors === undefined && !forbidden) return undefined;
  const said = errors?.map((entry) => entry.message).join('; ') ?? (error as Error).message;
  const pull = `pull request #${target.number}`;
  if (/auto.?merge is not allowed/i.test(said))
    return `Auto-merge is not allowed in ${target.owner}/${target.repo}, so ${pull} is left to be merged by hand. An admin can turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests; or set auto-merge: off.`;
  if (
    forbidden ||
    errors?.some((entry) => entry.type === 'FORBIDDEN') === true ||
    /not accessible/i.test(said)
  )
    return `The github-token may not turn on auto-merge for ${pull} (GitHub: ${said}). Give the job \`permissions: contents: write\` and \`pull-requests: write\`, or pass a GitHub App token that has them; the pull request is left to be merged by hand.`;
  if (/clean status/i.test(said))
    return `GitHub turns on auto-merge only while something is left to wait for, and ${pull} could be merged now: ${target.base} has no required status check or review. Add a branch protection rule or ruleset that requires the checks, or merge it by hand.`;
  if (/merge method|merging is not allowed/i.test(said))
    return `GitHub refused the merge method ${method} for ${pull} (${said}). Allow it in the repository's Settings > General > Pull Requests, or choose another auto-merge method.`;
  return `GitHub refused to change auto-merge for ${pull}: ${said}. The pull request is left to be merged by hand.`;
}

/**
 * Brings the pull request's auto-merge in line: on with `method` when `clean`, off when not.
 * Reads first, so that a clean run with auto-merge already on asks nothing more, and a run that
 * found errors on a pull request without auto-merge changes nothing.
 */
export async function applyAutoMerge(
  github: GitHubClient,
  target: AutoMergeTarget,
  wanted: {
    method: AutoMergeMethod;
    clean: boolean;
    /** Why it is turned off, for the log: by default, what the checks found. */
    because?: string;
  },
  logger: Logger,
): Promise<AutoMergeOutcome> {
  const { method, clean } = wanted;
  let answer: ReadAnswer;
  try {
    answer = await github.graphql<ReadAnswer>(READ, {
      owner: target.owner,
      repo: target.repo,
      number: target.number,
    });
  } catch (error) {
    const warning = refusal(error, target, method);
    if (warning === undefined)
      throw toGitHubError(error, `read the auto-merge of pull request #${target.number}`);
    logger.warning(warning);
    return { state: 'refused', warning };
  }
  const pull = answer.repository?.pullRequest;
  if (pull === null || pull === undefined) {
    const warning = `GitHub did not find pull request #${target.number}, so its auto-merge was not changed.`;
    logger.warning(warning);
    return { state: 'refused', warning };
  }
  const current = pull.autoMergeRequest?.mergeMethod.toLowerCase();
  const because = wanted.because ?? 'the checks found what holds it back in its translations';
  if (!clean) {
    if (current === undefined) return { state: 'off', because };
    try {
      await github.graphql(DISABLE, { id: pull.id });
    } catch (error) {
      const warning = refusal(error, target, method);
      if (warning === undefined)
        throw toGitHubError(error, `turn off auto-merge for pull request #${target.number}`);
      logger.warning(warning);
      return { state: 'refused', warning };
    }
    logger.info(`Turned off auto-merge for pull request #${target.number}: ${because}.`);
    return { state: 'disabled', because };
  }
  if (current === method) return { state: 'kept', method };
  if (pull.isDraft) {
    const warning = `Pull request #${target.number} is a draft, and GitHub does not merge drafts: auto-merge was not turned on. Set draft: false to use auto-merge.`;
    logger.warning(warning);
    return { state: 'refused', warning };
  }
  try {
    await github.graphql(ENABLE, { id: pull.id, mergeMethod: method.toUpperCase() });
  } catch (error) {
    const warning = refusal(error, target, method);
    if (warning === undefined)
      throw toGitHubError(error, `turn on auto-merge for pull request #${target.number}`);
    logger.warning(warning);
    return { state: 'refused', warning };
  }
  logger.info(`Turned on auto-merge (${method}) for pull request #${target.number}.`);
  return { state: 'enabled', method };
}
