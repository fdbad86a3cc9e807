import { rm } from 'node:fs/promises';
import {
  baseHasBlobs,
  buildTree,
  diffTrees,
  readTreeFiles,
  seedAtHead,
  type SeededIndex,
  type TranslationFileChange,
  type TreeFile,
  type WorktreeBlob,
} from './branch-tree.js';
import { readCommitObject } from './commit-facts.js';
import { GitError } from './errors.js';
import { keptEntries, type KeepRule } from './kept-files.js';
import { runnerFor } from './git.js';
import {
  assertBranchNames,
  baseShaOf,
  fetchRemoteState,
  lsRemote,
  type RemoteAsked,
} from './remote-state.js';
import type { GitIdentity, GitRepository } from './git.js';
import { SHA, type GitRunner } from './runner.js';
import type { MergedElsewhere } from './in-base.js';
import { assertIdentity, checkTranslationPaths } from './names.js';
import { describeCommits, foreignCommits, managedCommitMessage, refusalToDrop } from './ownership.js';
import { reviewedBranch, reviewedMessage, type ReviewedBranch, type ReviewedCommit } from './review-stack.js';

export type { WorktreeBlob } from './branch-tree.js';

interface TranslationCommitRequest {
  repo: GitRepository;
  /** The branch the pull request targets, e.g. `main`. */
  base: string;
  /** The branch this action owns and rebuilds on every run, e.g. `translations/update`. */
  branch: string;
  /** Repository-relative files the pull wrote, already in the worktree. Nothing else is committed. */
  paths: readonly string[];
  message: string;
  author: GitIdentity;
  committer: GitIdentity;
  /** Remote name; `origin` unless given. */
  remote?: string;
  /** Build the commit but do not push it. */
  dryRun?: boolean;
  /**
   * Makes the commit and moves the branch elsewhere instead of pushing (sign-commits: through
   * GitHub's API), with the same lease; the new sha, or undefined when another writer won.
   */
  publish?: (commit: CommitToPublish) => Promise<string | undefined>;
  /**
   * The git blob of each of `paths` as the worktree holds it now, when the caller learned them
   * (the pull hashed every file and wrote none). When the base's tree already has every one of
   * them, the branch would be the base: one `git ls-tree` says so, and no index is built.
   */
  worktreeBlobs?: ReadonlyMap<string, WorktreeBlob>;
  /**
   * The names' checks and ls-remote, asked before the step (askRemote in remote-state.ts), while
   * recent: used when they are for this remote, base and branch, by the first attempt.
   */
  remoteAsked?: RemoteAsked;
  /** Whether GitHub merged a pull request whose head was this sha (in-base.ts); unset: git alone decides. */
  mergedOnGitHub?: MergedElsewhere;
  /**
   * Paths outside `paths` that the rebuilt branch keeps as its tip has them (a project that failed,
   * the locales a limited pull did not bring): see kept-files.ts.
   */
  keep?: KeepRule;
  /** People's commits whose edits this run sent to the service: kept or folded in (R60, review-stack.ts). */
  reviewed?: ReadonlySet<string>;
}

/** What a publisher needs: the files that differ from the base, read from the built tree. */
interface CommitToPublish {
  baseSha: string;
  baseTree: string;
  /** The branch's sha this run saw; undefined: it must not exist yet. */
  expected: string | undefined;
  files: TreeFile[];
  /** The new commit's parent: the base, or the tip of a reviewed branch it goes on top of. */
  parent: string;
  /** The full message, ownership trailer included. */
  message: string;
}

export interface TranslationCommitResult {
  /** `pushed` also with dryRun: then the commit was built and would have been pushed. */
  operation: 'pushed' | 'unchanged' | 'no-diff-from-base';
  /** The branch's commit on the remote after this run (the built one in a dry run). */
  headSha: string | undefined;
  /** The branch's commit on the remote before this run; undefined when it did not exist. */
  previousSha: string | undefined;
  branch: string;
  /** Files in which the branch differs from the base. */
  changedFiles: string[];
  files: TranslationFileChange[];
  dryRun: boolean;
  /**
   * False when the base already has every translation but the branch holds commits the action did
   * not make: the branch must then be kept, even with delete-branch (R43).
   */
  deletable: boolean;
  /** People's reviewed commits the branch holds (stacked) or folded in (rebuilt), oldest first. */
  reviewed?: { kind: ReviewedBranch['kind']; commits: readonly ReviewedCommit[] };
}

/**
 * Rebuilds `branch` as one commit on top of the current remote base that holds only the given
 * files (the create-pull-request algorithm, done with plumbing). The user's worktree, index, HEAD
 * and local branches are never touched: the tree is built in a temporary index file. The push
 * uses a lease on the sha we fetched, so a concurrent writer is never overwritten blindly (R29,
 * R30), and a lease failure rebuilds once on what the other run pushed.
 */
export async function updateTranslationBranch(
  request: TranslationCommitRequest,
): Promise<TranslationCommitResult> {
  const git = runnerFor(request.repo);
  const remote = request.remote ?? 'origin';
  const names = { remote, base: request.base, branch: request.branch };
  const asked = request.remoteAsked;
  const askedBefore =
    asked !== undefined &&
    asked.remote === remote &&
    asked.base === request.base &&
    asked.branch === request.branch
      ? asked
      : undefined;
  await (askedBefore?.checked ?? assertBranchNames(git, names));
  assertIdentity(request.author, 'author');
  assertIdentity(request.committer, 'committer');
  if (request.message.trim().length === 0) {
    throw new GitError('GIT_INVALID_IDENTITY', 'The commit message is empty; set a commit message.');
  }
  const worktree = request.worktreeBlobs;
  const paths = checkTranslationPaths(git.dir, request.paths, worktree);
  const blobs = worktree !== undefined && paths.every((file) => worktree.has(file)) ? worktree : undefined;

  // The throwaway index is seeded at the checkout's HEAD while ls-remote asks for the base, which
  // is usually that commit: git's index write re-hashes every file of a fresh checkout (racy git,
  // 123 ms for 9,000 files), and this way it overlaps the round trip instead of following it.
  // With every blob known it is seeded only if the base turns out not to have them.
  let early: Promise<SeededIndex> | undefined;
  const seed = (): Promise<SeededIndex> => {
    if (early === undefined) {
      early = seedAtHead(git, paths);
      early.catch(() => undefined);
    }
    return early;
  };
  if (blobs === undefined) void seed();
  try {
    return await buildAndPublish(request, git, remote, paths, seed, blobs, askedBefore?.heads);
  } finally {
    const seeded = await early?.catch(() => undefined);
    if (seeded !== undefined) await rm(seeded.folder, { recursive: true, force: true });
  }
}

async function buildAndPublish(
  request: TranslationCommitRequest,
  git: GitRunner,
  remote: string,
  paths: readonly string[],
  seed: () => Promise<SeededIndex>,
  blobs: ReadonlyMap<string, WorktreeBlob> | undefined,
  earlyHeads: Promise<ReadonlyMap<string, string>> | undefined,
): Promise<TranslationCommitResult> {
  for (let attempt = 1; ; attempt++) {
    // The first attempt takes the answer asked before the step when it came; else, and for a
    // rebuild after a lost race, ls-remote is asked now.
    const asked = attempt === 1 ? await earlyHeads?.catch(() => undefined) : undefined;
    const heads = asked ?? (await lsRemote(git, remote, [request.base, request.branch]));
    // The no-op's way: no translation branch, and one `git ls-tree` finds every file in the base
    // as the worktree has it. No commit is read, nothing fetched, no index built. A base commit
    // the checkout lacks fails ls-tree, and the whole way below fetches it first.
    let differsAt: string | undefined;
    if (attempt === 1 && blobs !== undefined && !heads.has(request.branch)) {
      const baseSha = baseShaOf(heads, remote, request.base);
      const has = SHA.test(baseSha)
        ? await baseHasBlobs(request.repo, baseSha, paths, blobs).catch(() => undefined)
        : undefined;
      if (has === true) return baseUpToDate(request, git);
      if (has === false) differsAt = baseSha;
    }
    const state = await fetchRemoteState(git, remote, request.base, request.branch, heads);
    const [{ tree: baseTree }, hasBlobs] = await Promise.all([
      readCommitObject(git, state.baseSha),
      attempt === 1 &&
        blobs !== undefined &&
        state.baseSha !== differsAt &&
        baseHasBlobs(request.repo, state.baseSha, paths, blobs),
    ]);
    // A rebuild after a lost race starts afresh: the first seed's folder is gone by then.
    const kept =
      state.branchSha === undefined || request.keep === undefined
        ? []
        : await keptEntries(git, {
            tipSha: state.branchSha,
            baseSha: state.baseSha,
            remote,
            paths,
            keep: request.keep,
          });
    const tree =
      hasBlobs && kept.length === 0
        ? baseTree
        : await buildTree(git, state.baseSha, paths, attempt === 1 ? seed() : undefined, kept);
    const files = await diffTrees(git, baseTree, tree);
    const result = (
      operation: TranslationCommitResult['operation'],
      headSha: string | undefined,
    ): TranslationCommitResult => ({
      operation,
      headSha,
      previousSha: state.branchSha,
      branch: request.branch,
      changedFiles: files.map((file) => file.path),
      files,
      dryRun: request.dryRun === true,
      deletable: true,
    });
    const ownership = { committer: request.committer, legacyMessage: request.message };
    const inBase = { remote, merged: request.mergedOnGitHub };

    if (tree === baseTree) {
      git.logger.info(`The translations on ${request.base} are already up to date; nothing to push.`);
      const foreign =
        state.branchSha === undefined
          ? []
          : await foreignCommits(git, state.branchSha, state.baseSha, ownership, inBase);
      if (foreign.length > 0) {
        git.logger.warning(
          `Branch "${request.branch}" on ${remote} holds commits this action did not make: ${describeCommits(foreign)}. ` +
            'The base already has every translation, but the branch is kept (even with delete-branch) so that they are not lost.',
        );
      }
      return { ...result('no-diff-from-base', state.branchSha), deletable: foreign.length === 0 };
    }
    const review =
      state.branchSha === undefined
        ? undefined
        : await reviewedBranch(
            git,
            { remote, branch: request.branch },
            state.branchSha,
            state.baseSha,
            ownership,
            request.reviewed ?? new Set(),
          );
    const withReview = (done: TranslationCommitResult): TranslationCommitResult =>
      review === undefined ? done : { ...done, reviewed: { kind: review.kind, commits: review.reviewed } };
    if (review?.kind === 'stack' && state.branchSha !== undefined) {
      // Nothing new over what the people's commits and the action's last one hold: left as it is.
      if ((await readCommitObject(git, state.branchSha)).tree === tree) {
        git.logger.info(`Branch ${request.branch} already holds these translations; nothing to push.`);
        return withReview(result('unchanged', state.branchSha));
      }
    } else if (
      state.branchSha !== undefined &&
      (await isSameChange(git, state.branchSha, tree, state.baseSha))
    ) {
      git.logger.info(
        `Branch ${request.branch} already holds these translations on the current ${request.base}; nothing to push.`,
      );
      return result('unchanged', state.branchSha);
    }

    // The force push below would drop the branch's commits: only the action's own may go (R43).
    // A reviewed branch is stacked on or folded in (review-stack.ts); no other commit is dropped.
    if (state.branchSha !== undefined && review === undefined) {
      const where = { branch: request.branch, remote, branchSha: state.branchSha, baseSha: state.baseSha };
      const refusal = await refusalToDrop(git, where, ownership, inBase);
      if (refusal !== undefined) throw refusal;
    }
    const parent =
      review?.kind === 'stack' && state.branchSha !== undefined ? state.branchSha : state.baseSha;
    const message = managedCommitMessage(
      review === undefined ? request.message : reviewedMessage(request.message, review, state.baseSha),
    );
    const commitSha = await commitTree(git, tree, parent, message, request);
    if (request.dryRun === true) {
      git.logger.info(
        `Dry run: would push ${commitSha} to ${request.branch} (${files.length === 1 ? '1 file' : `${files.length} files`}).`,
      );
      return withReview(result('pushed', commitSha));
    }
    const pushed =
      request.publish === undefined
        ? (await pushWithLease(git, remote, request.branch, commitSha, state.branchSha))
          ? commitSha
          : undefined
        : await request.publish({
            baseSha: state.baseSha,
            baseTree,
            expected: state.branchSha,
            files: await readTreeFiles(git, tree, files),
            parent,
            message,
          });
    if (pushed !== undefined) {
      git.logger.info(
        `Pushed ${pushed} to ${request.branch} (${files.length === 1 ? '1 file' : `${files.length} files`}).`,
      );
      return withReview(result('pushed', pushed));
    }
    if (attempt >= 2) {
      throw new GitError(
        'GIT_BRANCH_RACE',
        `Another run kept updating branch "${request.branch}" while this one pushed, so nothing was overwritten. ` +
          'Give the workflow a `concurrency:` group so that runs do not overlap, then re-run it.',
      );
    }
    git.logger.warning(
      `Branch ${request.branch} changed on the remote while this run was pushing; rebuilding once on what is there now.`,
    );
  }
}

/** The no-op's result: no translation branch, and the base already has every file. */
function baseUpToDate(request: TranslationCommitRequest, git: GitRunner): TranslationCommitResult {
  git.logger.info(`The translations on ${request.base} are already up to date; nothing to push.`);
  return {
    operation: 'no-diff-from-base',
    headSha: undefined,
    previousSha: undefined,
    branch: request.branch,
    changedFiles: [],
    files: [],
    dryRun: request.dryRun === true,
    deletable: true,
  };
}

/**
 * Whether the remote branch already is what we would push: the same tree on the same base. A
 * branch on an older or rewritten base is rebuilt even with the same translations, so its diff
 * stays translations only (R33); see docs/decisions.md.
 */
async function isSameChange(
  git: GitRunner,
  branchSha: string,
  tree: string,
  baseSha: string,
): Promise<boolean> {
  // The raw object keeps its parent lines even where a shallow fetch grafted them away.
  const commit = await readCommitObject(git, branchSha);
  return commit.tree === tree && commit.parents.length === 1 && commit.parents[0] === baseSha;
}

async function commitTree(
  git: GitRunner,
  tree: string,
  parent: string,
  message: string,
  request: TranslationCommitRequest,
): Promise<string> {
  // Identity per command through the environment: nothing is written to the repository's config.
  const env = {
    GIT_AUTHOR_NAME: request.author.name,
    GIT_AUTHOR_EMAIL: request.author.email,
    GIT_COMMITTER_NAME: request.committer.name,
    GIT_COMMITTER_EMAIL: request.committer.email,
  };
  return (await git.run(['commit-tree', '--no-gpg-sign', '-p', parent, '-m', message, tree], { env })).trim();
}

/**
 * Pushes with `--force-with-lease` on the sha we fetched (empty: the branch must not exist). When
 * the push fails and the remote branch is no longer that sha, someone else won the race: false.
 */
async function pushWithLease(
  git: GitRunner,
  remote: string,
  branch: string,
  commitSha: string,
  expected: string | undefined,
): Promise<boolean> {
  const ref = `refs/heads/${branch}`;
  try {
    await git.run(
      [
        'push',
        '--no-verify',
        '--porcelain',
        `--force-with-lease=${ref}:${expected ?? ''}`,
        '--end-of-options',
        remote,
        `${commitSha}:${ref}`,
      ],
      { network: true },
    );
    return true;
  } catch (error) {
    const now = (await lsRemote(git, remote, [branch])).get(branch);
    if (now !== expected) return false;
    throw error;
  }
}
