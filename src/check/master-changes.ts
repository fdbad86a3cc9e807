import type { FilesApi } from '../client/files.js';
import { detectFormat, diffSegments, parseLocaleFile, type Segment } from '../formats/index.js';
import type { GitRepository } from '../git/git.js';
import type { MasterFile } from './locale-files.js';

/**
 * What the pull request will send for translation: for each master it changes, the keys its head
 * adds, changes and removes compared with the master the service holds now (Show File). Without
 * the service, the base commit's copy stands in for it.
 */

export interface MasterChange {
  readonly path: string;
  /** What the head was compared with. */
  readonly comparedWith: 'service' | 'base' | 'nothing';
  /** The head no longer has the file. */
  readonly deleted: boolean;
  readonly added: readonly string[];
  readonly changed: readonly string[];
  readonly removed: readonly string[];
  /** Why the keys could not be compared (an unreadable file); the lists are then empty. */
  readonly problem?: string;
}

interface MasterChangeOptions {
  readonly repository: GitRepository;
  readonly baseSha: string;
  readonly headSha: string;
  readonly masters: readonly MasterFile[];
  /** Show File; undefined compares with the base commit instead. */
  readonly files: Pick<FilesApi, 'show'> | undefined;
  /** The checked-out copy, read when git lacks the pull request's commits. */
  readonly readWorkspaceFile: (file: string) => Promise<Uint8Array | undefined>;
}

export interface MasterChanges {
  readonly changes: readonly MasterChange[];
  /** False when git could not tell which files the pull request changes: every master was compared. */
  readonly rangeKnown: boolean;
}

function parse(file: string, bytes: Uint8Array | undefined, locale: string): Segment[] {
  const format = detectFormat(file);
  if (bytes === undefined) return [];
  if (format === undefined) throw new Error(`${file} is not in a format translation-sync reads`);
  return parseLocaleFile(format, bytes, { fileName: file, ...(locale === '' ? {} : { locale }) });
}

async function referenceOf(options: MasterChangeOptions, master: MasterFile) {
  if (options.files === undefined) {
    return {
      comparedWith: 'base' as const,
      bytes: await options.repository.readFileAtRef(options.baseSha, master.path),
    };
  }
  if (master.id === undefined) return { comparedWith: 'nothing' as const, bytes: undefined };
  const content = await options.files.show({ masterFileId: master.id, locale: master.sourceLocale });
  // No If-Modified-Since is sent, so a 304 cannot come; treat one as "nothing to compare with".
  return { comparedWith: 'service' as const, bytes: content.status === 'ok' ? content.body : undefined };
}

export async function masterChangesOf(options: MasterChangeOptions): Promise<MasterChanges> {
  const changed = await options.repository.changedPaths(options.baseSha, options.headSha);
  // Without the commits (history that could not be fetched) and without the service, there is
  // nothing to compare with.
  if (changed === undefined && options.files === undefined) return { changes: [], rangeKnown: false };
  const touched = options.masters.filter((master) => changed === undefined || changed.includes(master.path));
  const changes: MasterChange[] = [];
  for (const master of touched) {
    const head =
      changed === undefined
        ? await options.readWorkspaceFile(master.path)
        : await options.repository.readFileAtRef(options.headSha, master.path);
    const reference = await referenceOf(options, master);
    const base = { path: master.path, comparedWith: reference.comparedWith, deleted: head === undefined };
    try {
      const diff = diffSegments(
        parse(master.path, reference.bytes, master.sourceLocale),
        parse(master.path, head, master.sourceLocale),
      );
      // A master untouched in substance (a comment, a reorder) is not worth a row.
      if (changed === undefined && diff.added.length + diff.changed.length + diff.removed.length === 0)
        continue;
      changes.push({ ...base, ...diff });
    } catch (error) {
      changes.push({ ...base, added: [], changed: [], removed: [], problem: (error as Error).message });
    }
  }
  return { changes, rangeKnown: changed !== undefined };
}
