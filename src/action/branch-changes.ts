import { detectFormat } from '../formats/index.js';
import { diffKeyValues, keyValuesOf, type KeyValues } from '../formats/key-values.js';
import type { GitRepository } from '../git/git.js';
import type { TranslationCommitResult } from '../git/translation-branch.js';
import type { LocaleChange } from '../github/pr-body.js';

/**
 * What the translation branch changes, read from git rather than from this run (issue 14):
 * - per locale, the keys added, changed and removed from the base to the branch, so an updated
 *   pull request keeps describing every locale its branch changes, not only the last increment;
 * - the files this run brought that the branch (or, without one, the base) did not have yet, so
 *   the outputs mean the same on a fresh checkout of the base as in a worktree that kept them.
 */

async function keyValuesAt(
  repository: GitRepository,
  ref: string,
  repoPath: string,
  locale: string,
): Promise<KeyValues> {
  const format = detectFormat(repoPath);
  const bytes = await repository.readFileAtRef(ref, repoPath);
  if (format === undefined || bytes === undefined) return new Map();
  try {
    return keyValuesOf(format, bytes, { fileName: repoPath, locale });
  } catch {
    // Written files were read by the guard already; an unreadable base copy has no keys to compare.
    return new Map();
  }
}

/** Key counts per locale from the base (the branch commit's parent) to the branch. */
export async function localeChangesOnBranch(options: {
  repository: GitRepository;
  branch: TranslationCommitResult;
  /** The locale of a repository path, undefined for a file of no locale (the glossary). */
  localeOf: (repoPath: string) => string | undefined;
}): Promise<LocaleChange[]> {
  const { repository, branch } = options;
  const head = branch.headSha;
  if (head === undefined || branch.operation === 'no-diff-from-base') return [];
  const byLocale = new Map<string, LocaleChange>();
  for (const file of branch.files) {
    const locale = options.localeOf(file.path);
    if (locale === undefined) continue;
    const diff = diffKeyValues(
      await keyValuesAt(repository, `${head}^`, file.path, locale),
      await keyValuesAt(repository, head, file.path, locale),
    );
    const entry = byLocale.get(locale) ?? { locale, added: 0, changed: 0, removed: 0, files: [] };
    entry.added += diff.added.length;
    entry.changed += diff.changed.length;
    entry.removed += diff.removed.length;
    entry.files.push(file.path);
    byLocale.set(locale, entry);
  }
  return [...byLocale.values()].sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0));
}

/**
 * The written files (repository paths) whose content on the branch differs from what the branch
 * held before this run, or from the base when there was no branch. None when the branch was left
 * as it was or the base already has everything.
 */
export async function newOnBranch(options: {
  repository: GitRepository;
  branch: TranslationCommitResult;
  written: readonly string[];
}): Promise<string[]> {
  const { repository, branch } = options;
  const head = branch.headSha;
  if (head === undefined || branch.operation !== 'pushed') return [];
  const before = branch.previousSha ?? `${head}^`;
  const fresh: string[] = [];
  for (const file of options.written) {
    const [old, current] = await Promise.all([
      repository.readFileAtRef(before, file),
      repository.readFileAtRef(head, file),
    ]);
    if (old === undefined || current === undefined || !old.equals(current)) fresh.push(file);
  }
  return fresh;
}
