import { fetchIfMissing, readCommitObject } from './commit-facts.js';
import { GitError } from './errors.js';
import type { GitRunner } from './runner.js';

/**
 * Files of the translation branch that a rebuild keeps though this run brings nothing for them:
 * a project of several that failed, or the other locales of a pull limited to some. The branch
 * is rebuilt from the files the run wrote, so without this the pull request would lose them until
 * the next full run, or be closed when they were all it had. A file is kept as the branch's tip
 * has it, as a tree entry (nothing is written into the workspace), when the tip's commit added or
 * changed it and the base has not changed it since that commit was made: a person's edit on the
 * base is never overwritten with older text; the next full run brings the service's.
 */

/** A file of the branch's tip that goes into the rebuilt tree as it is. */
export interface KeptEntry {
  readonly path: string;
  readonly mode: string;
  readonly sha: string;
}

/** Which repository paths the rebuild keeps as the branch has them (the caller's rule). */
export type KeepRule = (repoPath: string) => boolean;

/**
 * The entries to keep from `tipSha`, the branch's commit this run fetched: the files its commit
 * added or changed that `keep` wants and `paths` (what the run brings) does not hold. Throws,
 * before anything is pushed, when the commit the branch was made on cannot be had: without it no
 * file can be told apart from a person's edit on the base, and the pull request is better left
 * as it is than stripped.
 */
export async function keptEntries(
  git: GitRunner,
  options: {
    tipSha: string;
    baseSha: string;
    remote: string;
    paths: readonly string[];
    keep: KeepRule;
  },
): Promise<KeptEntry[]> {
  const { tipSha, baseSha, remote, keep } = options;
  const own = new Set(options.paths);
  // Where the branch differs from the base now: nothing else needs keeping, and most runs stop here.
  const differs = await changedIn(git, baseSha, tipSha, (file) => !own.has(file) && keep(file));
  if (differs.size === 0) return [];
  // The action's commit has one parent, the base of its day; anything else is not its shape,
  // and the ownership check stops the push over it anyway.
  const parents = (await readCommitObject(git, tipSha)).parents;
  const parent = parents[0];
  if (parents.length !== 1 || parent === undefined) return [];
  const present = await fetchIfMissing(git, remote, parent);
  if (!present) {
    throw new GitError(
      'GIT_COMMAND_FAILED',
      `Could not fetch ${parent.slice(0, 12)} from ${remote}, the commit the translation branch (${tipSha.slice(0, 12)}) was made on: without it the ${differs.size} file${differs.size === 1 ? '' : 's'} of the pull request this run does not bring cannot be checked against the base. ` +
        'Nothing was pushed, so the pull request keeps what it has. Re-run the workflow; if this repeats, give actions/checkout `fetch-depth: 0`.',
    );
  }
  const [madeByCommit, changedOnBase] = await Promise.all([
    changedIn(git, parent, tipSha, (file) => differs.has(file)),
    parent === baseSha ? new Set<string>() : pathsChanged(git, parent, baseSha),
  ]);
  const kept: KeptEntry[] = [];
  for (const [file, entry] of madeByCommit) {
    // What the base changed since the branch's commit was made stays as the base has it.
    if (changedOnBase.has(file)) {
      git.logger.info(
        `${file} changed on the base since the translation branch was made; it is left as the base has it.`,
      );
      continue;
    }
    kept.push(entry);
  }
  if (kept.length > 0)
    git.logger.info(
      `Kept ${kept.length} file${kept.length === 1 ? '' : 's'} that the pull request already had and this run did not bring: ${kept.map((entry) => entry.path).join(', ')}.`,
    );
  return kept;
}

/**
 * The regular files `to` added or changed against `from` that `wanted` takes, by path, from one
 * `git diff-tree` (raw, NUL-separated: `:<old mode> <new mode> <old sha> <new sha> <status>`).
 */
async function changedIn(
  git: GitRunner,
  from: string,
  to: string,
  wanted: (file: string) => boolean,
): Promise<Map<string, KeptEntry>> {
  const output = await git.run(['diff-tree', '-r', '--no-renames', '-z', '--diff-filter=AMT', from, to]);
  const fields = output.split('\0');
  const changed = new Map<string, KeptEntry>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [, mode = '', , sha = ''] = (fields[index] ?? '').slice(1).split(' ');
    const file = fields[index + 1] ?? '';
    // Only plain files: a link or a submodule was never the action's to keep.
    if (file !== '' && (mode === '100644' || mode === '100755') && wanted(file))
      changed.set(file, { path: file, mode, sha });
  }
  return changed;
}

/** Every path `to` differs in from `from`: added, changed or removed. */
async function pathsChanged(git: GitRunner, from: string, to: string): Promise<Set<string>> {
  const output = await git.run(['diff-tree', '-r', '--no-renames', '-z', '--name-only', from, to]);
  return new Set(output.split('\0').filter((file) => file !== ''));
}
