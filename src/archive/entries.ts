import { ArchiveError, describeEntryName } from './errors.js';
import type { ArchiveErrorCode } from './errors.js';
import type { Entry } from 'yauzl';
import type { ArchiveEntry } from './open.js';
import { checkEntryName, collisionKey, findCollisions, isDirectoryName } from '../project/names.js';

export interface ExtractLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
}

const MiB = 1024 * 1024;

/** Generous for any translation project, small enough that a bomb cannot fill a runner's disk. */
const DEFAULT_EXTRACT_LIMITS: ExtractLimits = Object.freeze({
  maxEntries: 10_000,
  maxEntryBytes: 50 * MiB,
  maxTotalBytes: 512 * MiB,
  maxRatio: 200,
});

/** Archive entries allowed per file the service lists for the archive, and a floor for the folders an archive may list too. */
const ENTRY_MARGIN = 1.25;
const ENTRY_FLOOR = 100;
/** Bytes an archive may inflate to, per byte downloaded, above the default total. */
const INFLATED_PER_DOWNLOADED_BYTE = 20;

/**
 * The extraction limits for one archive, from what Show Project lists for it: a 30,000-file
 * project's archive holds 30,000 entries, where a fixed limit would refuse it or allow any bomb
 * its size. Entries: the files listed for the archive's locales (and their folders, which an
 * archive may list as entries), with a margin. Total size: the service lists no sizes, so it
 * grows with the download instead (INFLATED_PER_DOWNLOADED_BYTE), never below the default.
 * Per-file size and ratio stay fixed. `overrides` wins (docs/decisions.md, Extraction).
 */
export function extractLimitsFor(
  listed: readonly { readonly name: string }[],
  archiveBytes: number,
  overrides: Partial<ExtractLimits> = {},
): ExtractLimits {
  const folders = new Set(listed.map((file) => file.name.split('/').slice(0, -1).join('/')));
  return {
    ...DEFAULT_EXTRACT_LIMITS,
    maxEntries: Math.ceil((listed.length + folders.size) * ENTRY_MARGIN) + ENTRY_FLOOR,
    maxTotalBytes: Math.max(
      DEFAULT_EXTRACT_LIMITS.maxTotalBytes,
      archiveBytes * INFLATED_PER_DOWNLOADED_BYTE,
    ),
    ...overrides,
  };
}

/**
 * Small files can compress very well without being bombs (a translator's pasted log, a repeated
 * character): the ratio limit applies above this size only. DEFLATE cannot inflate past about
 * 1,032 times, so below it an entry costs at most this much; the caps bound the rest (docs/limits.md).
 */
const RATIO_GRACE_BYTES = 4 * 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const ENCRYPTED_FLAG = 0x1;
const STORED = 0;
const DEFLATED = 8;

export interface PlannedTarget {
  name: string;
  entry: Entry;
  repoPath: string;
}

/** Why a target entry is not inflated: its own size or ratio is over a limit (perTarget). */
interface HeldBackTarget {
  readonly target: PlannedTarget;
  readonly code: 'too-large' | 'compresses-too-well';
  readonly reason: string;
}

export interface EntryPlan {
  targets: PlannedTarget[];
  skipped: { entryName: string; reason: 'not-a-target-file' | 'directory' }[];
  /** Targets over a limit of their own, never inflated; always empty without `perTarget`. */
  heldBack: HeldBackTarget[];
}

interface PlanOptions {
  /**
   * A target over the per-file size or ratio limit is held back (EntryPlan.heldBack) instead of
   * refusing the archive: one translator's text does not stop every locale (issue 57).
   */
  readonly perTarget?: boolean;
  /** The project's other files: skipped, and never inflated, so their sizes are not judged with perTarget. */
  readonly known?: ReadonlySet<string> | undefined;
}

/** Problems in the order they are reported: the most dangerous kind is the one thrown. */
const PRIORITY: readonly ArchiveErrorCode[] = [
  'archive-unsafe-path',
  'archive-bad-name',
  'archive-symlink',
  'archive-duplicate',
  'archive-corrupt',
  'archive-too-large',
];

const HEADLINE: Partial<Record<ArchiveErrorCode, string>> = {
  'archive-unsafe-path': 'The Zip File has entries whose names would be written outside the repository',
  'archive-bad-name': 'The Zip File has entry names that cannot be file paths',
  'archive-symlink': 'The Zip File holds symbolic links',
  'archive-duplicate':
    'The Zip File holds entries whose names collide (identical, or differing only in letter case or Unicode composition)',
  'archive-corrupt': 'The Zip File has entries that cannot be read',
  'archive-too-large': 'The Zip File exceeds the extraction limits',
};

interface Problem {
  /** Every entry name involved: both names of a collision. */
  names: string[];
  text: string;
}

class Problems {
  private readonly byCode = new Map<ArchiveErrorCode, Problem[]>();

  add(code: ArchiveErrorCode, name: string, reason: string): void {
    this.addProblem(code, { names: [name], text: `${describeEntryName(name)} ${reason}` });
  }

  addProblem(code: ArchiveErrorCode, problem: Problem): void {
    this.byCode.set(code, [...(this.byCode.get(code) ?? []), problem]);
  }

  throwFirst(): void {
    for (const code of PRIORITY) {
      const list = this.byCode.get(code);
      if (list === undefined) continue;
      const shown = list.slice(0, 10).map((problem) => problem.text);
      if (list.length > 10) shown.push(`and ${list.length - 10} more`);
      const names = list.flatMap((problem) => problem.names);
      throw new ArchiveError(code, `${HEADLINE[code] ?? code}: ${shown.join('; ')}.`, { entries: names });
    }
  }
}

/** One line for a group of colliding names; exact repeats are counted, not listed twice. */
function collisionProblem(group: readonly string[], what: string): Problem {
  const distinct = [...new Set(group)];
  const text =
    distinct.length === 1
      ? `${describeEntryName(group[0] ?? '')} appears ${group.length} times`
      : `${distinct.map(describeEntryName).join(' and ')} ${what}`;
  return { names: [...group], text };
}

/** The kind of file an entry's Unix mode (high half of the external attributes) says it is. */
function fileType(entry: Entry): number {
  return (entry.externalFileAttributes >>> 16) & S_IFMT;
}

/**
 * Checks every entry of the central directory before a single byte is inflated: names, types,
 * collisions and declared sizes. Throws the most dangerous problem found, listing every entry that
 * has it; otherwise returns which entries to inflate and which to skip.
 */
export function planEntries(
  entries: readonly ArchiveEntry[],
  allowed: ReadonlyMap<string, string>,
  limits: ExtractLimits,
  options: PlanOptions = {},
): EntryPlan {
  const problems = new Problems();
  // Matching is on composed (NFC) names: the listing and the archive may differ in composition only.
  const allowedByName = new Map<string, string>();
  for (const [entryName, repoPath] of allowed) {
    const key = entryName.normalize('NFC');
    if (!allowedByName.has(key)) allowedByName.set(key, repoPath);
  }
  const plan: EntryPlan = { targets: [], skipped: [], heldBack: [] };
  let declaredTotal = 0;

  for (const { name, entry } of entries) {
    const nameProblem = checkEntryName(name);
    if (nameProblem !== undefined) problems.add(nameProblem.code, name, nameProblem.reason);
    const type = fileType(entry);
    if (type === S_IFLNK) problems.add('archive-symlink', name, 'is a symbolic link');
    else if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
      problems.add('archive-corrupt', name, 'is a device, pipe or socket, not a file');
    }
    if (isDirectoryName(name)) {
      plan.skipped.push({ entryName: name, reason: 'directory' });
      continue;
    }
    if ((entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0)
      problems.add('archive-corrupt', name, 'is encrypted');
    else if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
      problems.add(
        'archive-corrupt',
        name,
        `uses compression method ${entry.compressionMethod}, not stored or deflate`,
      );
    }
    const repoPath = allowedByName.get(name.normalize('NFC'));
    const size = sizeProblem(entry, limits);
    if (repoPath === undefined) {
      plan.skipped.push({ entryName: name, reason: 'not-a-target-file' });
      // An entry the service does not list is nobody's file: over a limit, it is a bomb.
      const judged = options.perTarget !== true || options.known?.has(name) !== true;
      if (size !== undefined && judged) problems.add('archive-too-large', name, size.reason);
    } else if (size !== undefined && options.perTarget === true) {
      plan.heldBack.push({ target: { name, entry, repoPath }, ...size });
    } else {
      if (size !== undefined) problems.add('archive-too-large', name, size.reason);
      // Only what is inflated counts: the entries skipped never reach the disk.
      declaredTotal += entry.uncompressedSize;
      plan.targets.push({ name, entry, repoPath });
    }
  }

  for (const group of findCollisions(entries.map(({ name }) => name))) {
    problems.addProblem('archive-duplicate', collisionProblem(group, 'name the same file'));
  }
  // Two entries may also land on one repository path through the mapping itself.
  const byRepoPath = new Map<string, string[]>();
  for (const target of [...plan.targets, ...plan.heldBack.map((held) => held.target)]) {
    const key = collisionKey(target.repoPath);
    byRepoPath.set(key, [...(byRepoPath.get(key) ?? []), target.name]);
  }
  for (const group of byRepoPath.values()) {
    if (group.length < 2 || findCollisions(group).length > 0) continue;
    problems.addProblem(
      'archive-duplicate',
      collisionProblem(group, 'are mapped to the same repository file'),
    );
  }
  problems.throwFirst();
  if (declaredTotal > limits.maxTotalBytes) {
    throw new ArchiveError(
      'archive-too-large',
      `The Zip File's entries declare ${declaredTotal} bytes in all, over the limit of ${limits.maxTotalBytes}.`,
    );
  }
  return plan;
}

/** Why an entry's declared size or ratio is over a per-file limit, if it is. */
function sizeProblem(entry: Entry, limits: ExtractLimits): Omit<HeldBackTarget, 'target'> | undefined {
  const { uncompressedSize, compressedSize } = entry;
  if (uncompressedSize > limits.maxEntryBytes) {
    return {
      code: 'too-large',
      reason: `declares ${uncompressedSize} bytes, over the limit of ${limits.maxEntryBytes} per file`,
    };
  }
  const ratio = uncompressedSize / Math.max(compressedSize, 1);
  if (uncompressedSize > RATIO_GRACE_BYTES && ratio > limits.maxRatio) {
    return {
      code: 'compresses-too-well',
      reason: `inflates ${Math.round(ratio)} times, over the limit of ${limits.maxRatio} for files over ${RATIO_GRACE_BYTES / (1024 * 1024)} MiB`,
    };
  }
  return undefined;
}
