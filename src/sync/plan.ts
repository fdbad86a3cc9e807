/**
 * Deciding what to upload and what to download: pure functions over what the service reports
 * (Show Project) and what the repository holds, so every rule here is unit-tested without I/O.
 */
import type { RemoteFile } from '../project/files.js';
import { localeMatcher } from '../project/locales.js';

type UploadReason = 'changed-in-push' | 'differs-from-service';
type CreateReason = 'new-source-file';
type SkipReason =
  'unchanged' | 'not-in-push' | 'ignored' | 'missing-locally' | 'not-a-source-file' | 'changed-on-service';

export interface PlannedUpload {
  readonly path: string;
  readonly file: RemoteFile;
  readonly localSha1: string;
  readonly reason: UploadReason;
}

export interface PlannedCreate {
  readonly path: string;
  readonly localSha1: string;
  readonly reason: CreateReason;
}

export interface SkippedFile {
  readonly path: string;
  readonly reason: SkipReason;
}

interface PushPlan {
  readonly uploads: readonly PlannedUpload[];
  readonly creates: readonly PlannedCreate[];
  readonly skipped: readonly SkippedFile[];
}

interface PushPlanInput {
  readonly remoteFiles: readonly RemoteFile[];
  /** SHA-1 of each local file consulted: every master's path and every source-file candidate. */
  readonly localSha1: ReadonlyMap<string, string | undefined>;
  /**
   * Paths the push itself touched (`before..after`), or undefined when that is unknown (a
   * scheduled run, a first push, or a `before` commit that cannot be fetched).
   */
  readonly changedInPush: ReadonlySet<string> | undefined;
  /** Local paths that match `source-files`: created on the service when it lacks them. */
  readonly sourceFileCandidates: readonly string[];
  readonly isIgnored: (path: string) => boolean;
}

/** Sorts records by path, by code unit, so output does not depend on the runner's locale. */
export const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * Masters the service knows are uploaded when their local bytes differ from `hash_file`. On a
 * push, only those the push touched: a master edited on the service is never overwritten by an
 * older local copy the developer did not change.
 */
export function planPush(input: PushPlanInput): PushPlan {
  const uploads: PlannedUpload[] = [];
  const creates: PlannedCreate[] = [];
  const skipped: SkippedFile[] = [];
  const masters = input.remoteFiles.filter((file) => file.masterId === null);
  const knownNames = new Set(input.remoteFiles.map((file) => file.name));

  for (const file of masters) {
    const path = file.name;
    const localSha1 = input.localSha1.get(path);
    if (input.isIgnored(path)) skipped.push({ path, reason: 'ignored' });
    else if (localSha1 === undefined) skipped.push({ path, reason: 'missing-locally' });
    else if (localSha1 === file.hashFile) skipped.push({ path, reason: 'unchanged' });
    else if (input.changedInPush === undefined) {
      uploads.push({ path, file, localSha1, reason: 'differs-from-service' });
    } else if (input.changedInPush.has(path)) {
      uploads.push({ path, file, localSha1, reason: 'changed-in-push' });
    } else {
      // The bytes differ but this push did not touch the file: the service's copy is newer.
      skipped.push({ path, reason: 'changed-on-service' });
    }
  }

  for (const path of new Set(input.sourceFileCandidates)) {
    if (knownNames.has(path)) continue;
    const localSha1 = input.localSha1.get(path);
    if (input.isIgnored(path)) skipped.push({ path, reason: 'ignored' });
    else if (localSha1 === undefined) skipped.push({ path, reason: 'missing-locally' });
    else creates.push({ path, localSha1, reason: 'new-source-file' });
  }

  return { uploads: uploads.sort(byPath), creates: creates.sort(byPath), skipped: skipped.sort(byPath) };
}

export interface PlannedDownload {
  readonly path: string;
  readonly locale: string;
  readonly file: RemoteFile;
  readonly reason: 'missing-locally' | 'differs-from-service' | 'not-fresh';
}

interface PullPlan {
  readonly downloads: readonly PlannedDownload[];
  readonly upToDate: readonly string[];
  readonly ignored: readonly string[];
}

/**
 * A target file needs the archive when the local copy is missing, differs from `hash_file`, or
 * the service says it is not `fresh` (its hash is of an older generation). A file `isKept` says
 * the repository keeps in its own layout from the current `hash_file` needs none (pulled-record.ts).
 */
export function planPull(input: {
  readonly remoteFiles: readonly RemoteFile[];
  readonly locales: readonly string[];
  readonly localSha1: ReadonlyMap<string, string | undefined>;
  readonly isIgnored: (path: string) => boolean;
  readonly isKept?: (file: RemoteFile, localSha1: string) => boolean;
}): PullPlan {
  const downloads: PlannedDownload[] = [];
  const upToDate: string[] = [];
  const ignored: string[] = [];
  const selected = localeMatcher(input.locales);
  for (const file of input.remoteFiles) {
    if (file.masterId === null || !selected(file.locale)) continue;
    const path = file.name;
    const localSha1 = input.localSha1.get(path);
    if (input.isIgnored(path)) ignored.push(path);
    else if (localSha1 === undefined)
      downloads.push({ path, locale: file.locale, file, reason: 'missing-locally' });
    else if (!file.fresh || file.hashFile === undefined)
      downloads.push({ path, locale: file.locale, file, reason: 'not-fresh' });
    else if (localSha1 !== file.hashFile && input.isKept?.(file, localSha1) !== true) {
      downloads.push({ path, locale: file.locale, file, reason: 'differs-from-service' });
    } else upToDate.push(path);
  }
  return { downloads: downloads.sort(byPath), upToDate: upToDate.sort(), ignored: ignored.sort() };
}
