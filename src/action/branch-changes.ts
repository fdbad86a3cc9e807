import { detectFormat } from '../formats/index.js';
import { diffKeyValues, keyCountOf, keyValuesOf, type KeyValues } from '../formats/key-values.js';
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

/** Files compared at once: their bytes at both refs are held together, so memory stays bounded. */
const FILES_PER_READ = 500;

function keyValuesFrom(bytes: Buffer | undefined, repoPath: string, locale: string): KeyValues {
  const format = detectFormat(repoPath);
  if (format === undefined || bytes === undefined) return new Map();
  try {
    return keyValuesOf(format, bytes, { fileName: repoPath, locale });
  } catch {
    // Written files were read by the guard already; an unreadable base copy has no keys to compare.
    return new Map();
  }
}

/** The key diff of one file from `before` to `after` (undefined: not there). */
function countKeys(
  before: Buffer | undefined,
  after: Buffer | undefined,
  repoPath: string,
  locale: string,
): { added: number; changed: number; removed: number } {
  const format = detectFormat(repoPath);
  if (before === undefined && after !== undefined && format !== undefined) {
    // A new file: every key is added.
    try {
      return { added: keyCountOf(format, after, { fileName: repoPath, locale }), changed: 0, removed: 0 };
    } catch {
      return { added: 0, changed: 0, removed: 0 };
    }
  }
  const diff = diffKeyValues(keyValuesFrom(before, repoPath, locale), keyValuesFrom(after, repoPath, locale));
  return { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length };
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
  const files = branch.files.flatMap((file) => {
    const locale = options.localeOf(file.path);
    return locale === undefined ? [] : [{ path: file.path, locale }];
  });
  for (let start = 0; start < files.length; start += FILES_PER_READ) {
    const chunk = files.slice(start, start + FILES_PER_READ);
    const paths = chunk.map((file) => file.path);
    const [before, after] = await Promise.all([
      repository.readFilesAtRef(`${head}^`, paths),
      repository.readFilesAtRef(head, paths),
    ]);
    chunk.forEach(({ path, locale }, index) => {
      const counts = countKeys(before[index], after[index], path, locale);
      const entry = byLocale.get(locale) ?? { locale, added: 0, changed: 0, removed: 0, files: [] };
      entry.added += counts.added;
      entry.changed += counts.changed;
      entry.removed += counts.removed;
      entry.files.push(path);
      byLocale.set(locale, entry);
    });
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
  for (let start = 0; start < options.written.length; start += FILES_PER_READ) {
    const chunk = options.written.slice(start, start + FILES_PER_READ);
    const [old, current] = await Promise.all([
      repository.readFilesAtRef(before, chunk),
      repository.readFilesAtRef(head, chunk),
    ]);
    chunk.forEach((file, index) => {
      const was = old[index];
      const now = current[index];
      if (was === undefined || now === undefined || !was.equals(now)) fresh.push(file);
    });
  }
  return fresh;
}
