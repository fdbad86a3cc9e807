import type { FakePull, FakeResponse } from './github-fake.js';

/**
 * Auto-merge as GitHub's GraphQL API carries it out (issue 49), for the GitHub fake: the read of
 * a pull request's `autoMergeRequest`, and the two mutations, refused as GitHub refuses them,
 * with `errors` beside a null field and HTTP 200: a repository that does not allow auto-merge
 * (GitHub's default), a token without `pull-requests: write`, a draft.
 */

export type FakeMergeMethod = 'MERGE' | 'SQUASH' | 'REBASE';

export interface AutoMergeSettings {
  /** The repository's "Allow auto-merge" (`allow_auto_merge`); off by default, as on GitHub. */
  readonly allowAutoMerge: boolean;
  /** Whether the token may write pull requests (`pull-requests: write`). */
  readonly canWritePulls: boolean;
  /**
   * Whether an open pull request could be merged now: no required check or review on its base.
   * GitHub then refuses auto-merge, which has nothing to wait for. Default false: required checks.
   */
  readonly clean: boolean;
}

const METHODS: readonly string[] = ['MERGE', 'SQUASH', 'REBASE'];

/** GitHub's answer to a mutation it refuses: 200, the field null, the error with its type and path. */
function refused(field: string, type: string, message: string): FakeResponse {
  return {
    status: 200,
    body: {
      data: { [field]: null },
      errors: [{ type, path: [field], locations: [{ line: 2, column: 3 }], message }],
    },
  };
}

function renderAutoMerge(pull: FakePull): Record<string, unknown> | null {
  return pull.autoMerge === undefined ? null : { mergeMethod: pull.autoMerge.mergeMethod };
}

/**
 * Answers the auto-merge operations; undefined for any other query, which the fake handles (or
 * records as not modelled) itself.
 */
export function answerAutoMerge(options: {
  query: string;
  variables: Record<string, unknown>;
  pulls: readonly FakePull[];
  settings: AutoMergeSettings;
  violations: string[];
}): FakeResponse | undefined {
  const { query, variables, pulls, settings, violations } = options;
  const enable = query.includes('enablePullRequestAutoMerge');
  const disable = query.includes('disablePullRequestAutoMerge');
  if (!enable && !disable) {
    if (!/repository\s*\(/.test(query) || !/pullRequest\s*\(\s*number/.test(query)) return undefined;
    const pull = pulls.find(
      (candidate) =>
        candidate.owner === variables.owner &&
        candidate.repo === variables.repo &&
        candidate.number === variables.number,
    );
    return {
      status: 200,
      body: {
        data: {
          repository: {
            pullRequest:
              pull === undefined
                ? null
                : {
                    id: `PR_${pull.number}`,
                    isDraft: pull.draft,
                    autoMergeRequest: renderAutoMerge(pull),
                  },
          },
        },
      },
    };
  }
  const field = enable ? 'enablePullRequestAutoMerge' : 'disablePullRequestAutoMerge';
  const pull = pulls.find((candidate) => `PR_${candidate.number}` === variables.id);
  if (pull === undefined)
    return refused(
      field,
      'NOT_FOUND',
      `Could not resolve to a node with the global id of '${String(variables.id)}'`,
    );
  if (!settings.canWritePulls) return refused(field, 'FORBIDDEN', 'Resource not accessible by integration');
  if (enable) {
    const method = variables.mergeMethod ?? 'MERGE';
    if (typeof method !== 'string' || !METHODS.includes(method)) {
      violations.push(
        `graphql: ${field} with mergeMethod ${JSON.stringify(method)}, not a PullRequestMergeMethod`,
      );
      return refused(
        field,
        'INVALID',
        `Variable $mergeMethod of type PullRequestMergeMethod! was provided invalid value`,
      );
    }
    if (!settings.allowAutoMerge)
      return refused(field, 'UNPROCESSABLE', 'Auto merge is not allowed for this repository');
    if (pull.state !== 'open') return refused(field, 'UNPROCESSABLE', 'Pull request is closed');
    if (pull.draft) return refused(field, 'UNPROCESSABLE', 'Pull request is in draft state');
    if (settings.clean)
      return refused(field, 'UNPROCESSABLE', 'Pull request Pull request is in clean status');
    pull.autoMerge = { mergeMethod: method as FakeMergeMethod };
  } else {
    // The action reads first and never turns off what is not on: asking is a mistake worth seeing.
    if (pull.autoMerge === undefined)
      violations.push(`graphql: ${field} on pull request #${pull.number}, whose auto-merge is not on`);
    delete pull.autoMerge;
  }
  return {
    status: 200,
    body: { data: { [field]: { pullRequest: { autoMergeRequest: renderAutoMerge(pull) } } } },
  };
}
