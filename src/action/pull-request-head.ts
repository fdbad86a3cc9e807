import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasCommit } from '../git/commit-facts.js';
import { openRepository, runnerFor, SHA } from '../git/git.js';
import type { GitHubClient } from '../github/client.js';
import { toGitHubError } from '../github/errors.js';
import type { PullRequestEvent, RunContext } from './event.js';
import { gitAuth } from './git-auth.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './logger.js';

/**
 * The files of a pull request's current head, for a check asked for in a comment. An
 * `issue_comment` run has the default branch checked out and its event carries no head sha, so
 * the head is asked of GitHub and its commit fetched from `refs/pull/N/head`, which GitHub keeps
 * in the repository for pull requests from forks too. Its tree is written into a worktree of its
 * own as data: git's hooks are off for every command the action runs, no filter or script of the
 * head is run, symbolic links become plain files, and the check itself only reads files. The
 * checkout the workflow made is left as it was.
 */

class PullRequestHeadError extends Error {
  readonly code = 'comment-command';
  constructor(message: string) {
    super(message);
    this.name = 'PullRequestHeadError';
  }
}

interface PullRequestHead {
  /** The run's context with the worktree as its workspace and the pull request as its event. */
  readonly context: RunContext;
  /** Removes the worktree. */
  readonly dispose: () => Promise<void>;
}

async function currentPullRequest(
  github: GitHubClient,
  owner: string,
  repo: string,
  number: number,
): Promise<PullRequestEvent> {
  let data;
  try {
    ({ data } = await github.rest.pulls.get({ owner, repo, pull_number: number }));
  } catch (error) {
    throw toGitHubError(error, `read pull request #${number}`);
  }
  if (!SHA.test(data.head.sha) || !SHA.test(data.base.sha))
    throw new PullRequestHeadError(
      `GitHub gave pull request #${number} no head or base commit; comment again later.`,
    );
  return {
    number,
    headSha: data.head.sha,
    baseSha: data.base.sha,
    baseRef: data.base.ref,
    // A fork that was deleted leaves no head repository: it came from elsewhere all the same.
    fromFork: data.head.repo?.full_name !== `${owner}/${repo}`,
  };
}

export async function checkoutPullRequestHead(options: {
  github: GitHubClient;
  inputs: ActionInputs;
  context: RunContext;
  number: number;
  logger: Logger;
}): Promise<PullRequestHead> {
  const { github, inputs, context, number, logger } = options;
  const { owner, repo } = context;
  if (owner === undefined || repo === undefined)
    throw new PullRequestHeadError('GITHUB_REPOSITORY is not set; run the action in a GitHub workflow.');
  const pull = await currentPullRequest(github, owner, repo, number);
  const repository = await openRepository({ dir: context.workspace, logger, ...gitAuth(inputs, context) });
  const git = runnerFor(repository);
  const shallow = await repository.isShallow();
  await git.run(
    [
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      ...(shallow ? ['--depth=1'] : []),
      '--end-of-options',
      'origin',
      `+refs/pull/${number}/head:refs/remotes/pull/${number}/head`,
    ],
    { network: true },
  );
  // The head may have moved between GitHub's answer and the fetch: the check is of the commit GitHub named.
  if (!(await hasCommit(git, pull.headSha)))
    throw new PullRequestHeadError(
      `Pull request #${number} moved on while its head was fetched (${pull.headSha.slice(0, 7)} is gone); comment again.`,
    );
  const dir = await mkdtemp(path.join(context.runnerTemp ?? tmpdir(), `translation-sync-pr-${number}-`));
  await git.run(['worktree', 'add', '--detach', '--no-checkout', '--end-of-options', dir, pull.headSha]);
  const dispose = async (): Promise<void> => {
    await git.tryRun(['worktree', 'remove', '--force', dir]);
    await rm(dir, { recursive: true, force: true });
    await git.tryRun(['worktree', 'prune']);
  };
  try {
    const worktree = await openRepository({ dir, logger });
    // Written by read-tree, which runs no hook; a link in the head is written as a file holding its target.
    await runnerFor(worktree).run(['-c', 'core.symlinks=false', 'read-tree', '--reset', '-u', 'HEAD']);
  } catch (error) {
    await dispose();
    throw error;
  }
  logger.info(
    `Checking pull request #${number} at its head ${pull.headSha.slice(0, 7)}${pull.fromFork ? ' (from a fork: its files are read, nothing of it is run)' : ''}.`,
  );
  return { context: { ...context, workspace: dir, pullRequest: pull }, dispose };
}
