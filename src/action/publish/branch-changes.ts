import { detectFormat } from '../../formats/detect.js';
import type * as KeyValueReaders from '../../formats/key-values.js';
import type { KeyValue, KeyValues } from '../../formats/key-values.js';
import { PLURAL_FORMS } from '../../formats/types.js';
import type { GitRepository } from '../../git/git.js';
import type { TranslationCommitResult } from '../../git/translation-branch.js';
import type { FileKeys, LocaleChange } from '../../github/pr-body.js';

/** The format readers (yaml, XML, gettext, ...): loaded only when the branch has files to count. */
type Readers = typeof KeyValueReaders;

/**
 * What the translation branch changes, read from git rather than from this run (issue 14):
 * - per locale, the keys added, changed and removed from the base to the branch, so an updated
 *   pull request keeps describing every locale its branch changes, not only the last increment;
 * - the files this run brought that the branch (or, without one, the base) did not have yet, so
 *   the outputs mean the same on a fresh checkout of the base as in a worktree that kept them.
 */

/**
 * Files compared at once: their bytes at both refs are held together, so a group stops at this
 * many files or bytes (whichever comes first; a bigger file goes alone). Each group's output is
 * gathered, joined and parsed at both refs at once, so the group's size is the step's peak memory:
 * by count alone a 200 MB project would be held whole, and groups of 4 MiB keep it small without
 * being slower. A 9,000-file project's groups stop at 500 files, under 4 MiB.
 */
const FILES_PER_READ = 500;
const BYTES_PER_READ = 4 * 1024 * 1024;

/**
 * Reads `paths` at two refs, a group at a time (sizes from git first), and hands each file's two
 * versions to `visit` in order.
 */
async function readPairs(
  repository: GitRepository,
  refs: readonly [string, string],
  paths: readonly string[],
  visit: (index: number, first: Buffer | undefined, second: Buffer | undefined) => void,
): Promise<void> {
  const [firstBlobs, secondBlobs] = await Promise.all([
    repository.blobsAtRef(refs[0], paths),
    repository.blobsAtRef(refs[1], paths),
  ]);
  let start = 0;
  while (start < paths.length) {
    let end = start;
    let bytes = 0;
    while (end < paths.length && end - start < FILES_PER_READ) {
      const size = (firstBlobs[end]?.size ?? 0) + (secondBlobs[end]?.size ?? 0);
      if (end > start && bytes + size > BYTES_PER_READ) break;
      bytes += size;
      end += 1;
    }
    const [first, second] = await Promise.all([
      repository.readBlobs(firstBlobs.slice(start, end)),
      repository.readBlobs(secondBlobs.slice(start, end)),
    ]);
    for (let index = start; index < end; index++) visit(index, first[index - start], second[index - start]);
    start = end;
  }
}

function keyValuesFrom(
  readers: Readers,
  bytes: Buffer | undefined,
  repoPath: string,
  locale: string,
): KeyValues {
  const format = detectFormat(repoPath);
  if (format === undefined || bytes === undefined) return new Map();
  try {
    return readers.keyValuesOf(format, bytes, { fileName: repoPath, locale });
  } catch {
    // Written files were read by the guard already; an unreadable base copy has no keys to compare.
    return new Map();
  }
}

/** Keys of each kind a file's entry names with their text; the pull request body shows as many. */
const KEYS_SHOWN = 20;

/** A value as a reader would write it: the string, a plural's forms, a setting's literal. */
function displayText(value: KeyValue | undefined): string {
  if (value === undefined) return '';
  if (value.text.startsWith('"')) return value.text.slice(1);
  if (value.text.startsWith('#')) return value.text.slice(1);
  try {
    const forms = JSON.parse(value.text) as (string | null)[];
    return PLURAL_FORMS.flatMap((form, index) => {
      const text = forms[index];
      return text === null || text === undefined ? [] : [`${form}: ${text}`];
    }).join(' / ');
  } catch {
    return value.text;
  }
}

/** The key diff of one file from `before` to `after` (undefined: not there), with samples. */
function countKeys(
  readers: Readers,
  before: Buffer | undefined,
  after: Buffer | undefined,
  repoPath: string,
  locale: string,
): FileKeys {
  const format = detectFormat(repoPath);
  const none = { path: repoPath, newFile: false, added: 0, changed: 0, removed: 0, samples: [] };
  if (before === undefined && after !== undefined && format !== undefined) {
    // A new file: every key is added. Counted without reading the values: a first pull brings
    // thousands of files, and naming their keys would tell the reviewer nothing.
    try {
      return {
        ...none,
        newFile: true,
        added: readers.keyCountOf(format, after, { fileName: repoPath, locale }),
      };
    } catch {
      return none;
    }
  }
  const old = keyValuesFrom(readers, before, repoPath, locale);
  const current = keyValuesFrom(readers, after, repoPath, locale);
  const diff = readers.diffKeyValues(old, current);
  return {
    ...none,
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    samples: [
      ...diff.added
        .slice(0, KEYS_SHOWN)
        .map((key) => ({ kind: 'added' as const, key, after: displayText(current.get(key)) })),
      ...diff.changed.slice(0, KEYS_SHOWN).map((key) => ({
        kind: 'changed' as const,
        key,
        before: displayText(old.get(key)),
        after: displayText(current.get(key)),
      })),
      ...diff.removed
        .slice(0, KEYS_SHOWN)
        .map((key) => ({ kind: 'removed' as const, key, before: displayText(old.get(key)) })),
    ],
  };
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
  if (files.length === 0) return [];
  const readers = await import('../../formats/key-values.js');
  await readPairs(
    repository,
    [`${head}^`, head],
    files.map((file) => file.path),
    (index, before, after) => {
      const { path, locale } = files[index] ?? { path: '', locale: '' };
      const counts = countKeys(readers, before, after, path, locale);
      const entry = byLocale.get(locale) ?? { locale, added: 0, changed: 0, removed: 0, files: [], keys: [] };
      entry.added += counts.added;
      entry.changed += counts.changed;
      entry.removed += counts.removed;
      entry.files.push(path);
      entry.keys?.push(counts);
      byLocale.set(locale, entry);
    },
  );
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
  // Blob ids tell equal bytes apart without reading them.
  const [was, now] = await Promise.all([
    repository.blobsAtRef(before, options.written),
    repository.blobsAtRef(head, options.written),
  ]);
  options.written.forEach((file, index) => {
    const old = was[index];
    const current = now[index];
    if (old === undefined || current === undefined || old.sha !== current.sha) fresh.push(file);
  });
  return fresh;
}
