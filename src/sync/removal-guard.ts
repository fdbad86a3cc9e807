import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readLocaleFile } from '../project/safe-read.js';
import type { Logger } from '../client/logger.js';
import { detectFormat } from '../formats/detect.js';
import {
  diffKeyValues,
  keyCountOf,
  keyValuesOf,
  missingTranslations,
  nameOf,
  type KeyValues,
  type TranslationRef,
} from '../formats/key-values.js';
import { SyncError } from './errors.js';
import { sha1OfFile } from './local-files.js';
import type { RemoteFile } from '../project/files.js';
import type { ProjectService } from './service.js';

/**
 * The gate between a download and the repository (issue 14). Every downloaded target that differs
 * from the repository's copy is compared key by key before anything is written, and that file is
 * held back (held-back-judge.ts; with `on-file-problem: fail`, the pull fails) when writing it
 * would lose work:
 * - a download its format cannot read (an HTML error page inside the archive) is never written;
 * - a download without any translation, where the repository's copy has some, is never written;
 * - a translation the repository has for a key its master still has is not removed, unless the
 *   user said `allow-removals: true`. A translation is a string, a number or a boolean (a locale's
 *   own `precision: 1`), or one form of a plural string (`msgstr[2]`, `many:`), each on its own
 *   (issue 35). Keys the master no longer has, and empty values (nulls, empty strings: no
 *   translation), are ordinary changes.
 * The same comparison gives the exact counts of the report, plural forms one by one.
 */

export interface DownloadToCheck {
  readonly repoPath: string;
  readonly stagedPath: string;
  readonly locale: string;
  /** The id of the target's master on the service. */
  readonly masterId: number;
}

export interface KeyCounts {
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
}

interface GuardOptions {
  readonly workspace: string;
  readonly files: readonly DownloadToCheck[];
  readonly allowRemovals: boolean;
  /**
   * The keys of a master as the service has it now; undefined when they cannot be read, and then
   * every removed translation counts as a loss.
   */
  readonly masterKeys: (masterId: number) => Promise<ReadonlySet<string> | undefined>;
  readonly logger: Logger;
}

/** Keys named per file in the error; the count says how many there are. */
const KEYS_SHOWN = 3;

/** One download compared with the repository's copy: what guardDownloads judges. */
export interface Comparison {
  readonly file: DownloadToCheck;
  /** Undefined when the format is unknown (no keys to count). */
  readonly counts: KeyCounts | undefined;
  readonly problem: 'unreadable' | 'empty' | undefined;
  /** Translations (a key, and the form of a plural) the download drops or empties, before the master is asked. */
  readonly dropped: readonly TranslationRef[];
}

const hasTranslation = (values: KeyValues): boolean => [...values.values()].some((value) => !value.empty);

/** The repository's copy of a file, or undefined when there is none; read safely (safe-read.ts). */
export function readRepositoryCopy(workspace: string, repoPath: string): Buffer | undefined {
  return readLocaleFile(workspace, repoPath);
}

/**
 * Compares a download's bytes with the repository's copy (undefined when there is none). The pull
 * calls it as each file is inflated, while its bytes are still in memory, so that no download is
 * read twice.
 */
export function compareDownload(
  file: DownloadToCheck,
  next: Uint8Array,
  previous: Uint8Array | undefined,
  logger: Pick<Logger, 'debug'>,
): Comparison {
  const format = detectFormat(file.repoPath);
  if (format === undefined) {
    // A format without a reader: only an empty download where the repository has content is refused.
    const text = (bytes: Uint8Array | undefined) =>
      Buffer.from(bytes ?? [])
        .toString('utf8')
        .trim();
    const empty = text(next) === '' && text(previous) !== '';
    return { file, counts: undefined, problem: empty ? 'empty' : undefined, dropped: [] };
  }
  const parseOptions = { fileName: file.repoPath, locale: file.locale };
  const unreadable = (error: unknown): Comparison => {
    // The service's bytes are untrusted: the reason goes to the debug log, never into the error.
    logger.debug(`The downloaded ${file.repoPath} cannot be read: ${(error as Error).message}`);
    return { file, counts: undefined, problem: 'unreadable', dropped: [] };
  };
  if (previous === undefined) {
    // A new file: every key is added, nothing can be lost, so its keys are counted, not compared.
    try {
      const added = keyCountOf(format, next, parseOptions);
      return { file, counts: { added, changed: 0, removed: 0 }, problem: undefined, dropped: [] };
    } catch (error) {
      return unreadable(error);
    }
  }
  let after: KeyValues;
  try {
    after = keyValuesOf(format, next, parseOptions);
  } catch (error) {
    return unreadable(error);
  }
  let before: KeyValues = new Map();
  try {
    before = keyValuesOf(format, previous, parseOptions);
  } catch (error) {
    // An unreadable old copy counts as having no keys: every key of the download is added.
    logger.debug(`Cannot read the old ${file.repoPath} to compare keys: ${(error as Error).message}`);
  }
  const diff = diffKeyValues(before, after);
  const dropped = missingTranslations(before, after);
  return {
    file,
    counts: { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length },
    problem: !hasTranslation(after) && hasTranslation(before) ? 'empty' : undefined,
    dropped,
  };
}

function listKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, KEYS_SHOWN).join(', ');
  return keys.length > KEYS_SHOWN ? `${shown}, …` : shown;
}

function listFiles(files: readonly string[]): string {
  return files.length === 1 ? (files[0] ?? '') : `${files.slice(0, -1).join(', ')} and ${files.at(-1) ?? ''}`;
}

/**
 * Compares every download with the repository's copy and returns the key counts, in the order of
 * `files`; throws a SyncError, before anything is written, when a download would lose work. Both
 * copies are read with synchronous calls, one file at a time: a translation file is a few KiB,
 * and a trip through libuv's thread pool for each of thousands would cost more than the read.
 */
export async function guardDownloads(options: GuardOptions): Promise<(KeyCounts | undefined)[]> {
  const comparisons = options.files.map((file) => compareStaged(options.workspace, file, options.logger));
  return judgeComparisons(comparisons, options);
}

/** compareDownload of a staged file, both copies read from disk. */
function compareStaged(workspace: string, file: DownloadToCheck, logger: Pick<Logger, 'debug'>): Comparison {
  return compareDownload(
    file,
    readFileSync(file.stagedPath),
    readRepositoryCopy(workspace, file.repoPath),
    logger,
  );
}

/**
 * Judges the comparisons of every download (compareDownload) and returns their key counts, in
 * order; throws a SyncError, before anything is written, when a download would lose work.
 */
export async function judgeComparisons(
  comparisons: readonly Comparison[],
  options: Pick<GuardOptions, 'allowRemovals' | 'masterKeys' | 'logger'>,
): Promise<(KeyCounts | undefined)[]> {
  const unreadable = comparisons
    .filter((entry) => entry.problem === 'unreadable')
    .map((entry) => entry.file.repoPath);
  if (unreadable.length > 0) {
    throw new SyncError(
      'unreadable-download',
      `The service sent ${listFiles(unreadable)} in a form ${unreadable.length === 1 ? 'its format' : 'their formats'} cannot read ` +
        '(an error page instead of the file, or a damaged file), so nothing was written or committed. ' +
        'Rerun later; if it persists, open the file on the service and check that it can be exported.',
      { files: unreadable },
    );
  }

  const losses = await lossesOf(comparisons, options.masterKeys);
  const lost = losses.reduce((sum, loss) => sum + loss.keys.length, 0);
  const empty = comparisons.filter((entry) => entry.problem === 'empty').map((entry) => entry.file.repoPath);
  if (losses.length > 0 && !options.allowRemovals) {
    const emptyLosses = losses.map((loss) => loss.path).filter((file) => empty.includes(file));
    const described = losses.map(
      (loss) =>
        `${loss.path} (${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'}: ${listKeys(loss.keys)})`,
    );
    throw new SyncError(
      'translations-would-be-lost',
      `The service's version would remove ${lost} ${lost === 1 ? 'translation' : 'translations'} that the repository has ` +
        `for keys the master still has: ${described.join('; ')}. Nothing was written or committed. ` +
        "The service does not have these translations: set upload-translations: true to send the repository's " +
        'translations to the service first (they never overwrite a translation the service has), or set ' +
        "allow-removals: true to accept the service's version and remove them." +
        (emptyLosses.length === 0
          ? ''
          : ` allow-removals does not help for ${listFiles(emptyLosses)}: the service's copy holds no translation at all, and such a file is never written.`),
      { files: losses.map((loss) => loss.path) },
    );
  }
  for (const loss of losses)
    options.logger.warning(
      `allow-removals: ${loss.path} loses ${loss.keys.length} ${loss.keys.length === 1 ? 'translation' : 'translations'} the service does not have (${listKeys(loss.keys)}).`,
    );

  if (empty.length > 0) {
    throw new SyncError(
      'empty-download',
      `The service sent ${listFiles(empty)} without any translation while the repository's ${empty.length === 1 ? 'copy has' : 'copies have'} some, ` +
        "so nothing was written or committed. Set upload-translations: true to send the repository's translations to " +
        'the service; if the file should really be empty, delete it from the repository.',
      { files: empty },
    );
  }
  return comparisons.map((entry) => entry.counts);
}

/**
 * The downloads that would remove translations the repository has for keys their master still
 * has (each master asked once; every dropped translation counts when it cannot be read), with the
 * translations lost (a key, and the form of a plural), sorted.
 */
export async function lossesOf(
  comparisons: readonly Comparison[],
  masterKeys: GuardOptions['masterKeys'],
): Promise<{ path: string; keys: string[] }[]> {
  const asked = new Map<number, Promise<ReadonlySet<string> | undefined>>();
  const keysOf = (masterId: number) => {
    let keys = asked.get(masterId);
    if (keys === undefined) {
      keys = masterKeys(masterId);
      asked.set(masterId, keys);
    }
    return keys;
  };
  const losses: { path: string; keys: string[] }[] = [];
  for (const entry of comparisons) {
    if (entry.dropped.length === 0) continue;
    const master = await keysOf(entry.file.masterId);
    const refs =
      master === undefined ? [...entry.dropped] : entry.dropped.filter((ref) => master.has(ref.key));
    const keys = refs.map(nameOf).sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
    if (keys.length > 0) losses.push({ path: entry.file.repoPath, keys });
  }
  return losses;
}

/**
 * Reads the keys of a master as the service has it: the repository's copy when its bytes are the
 * service's (`hash_file` of a `fresh` master), else the service's own (Show File), so a key removed on the service but
 * not yet in the repository counts as gone.
 */
export function masterKeysFrom(options: {
  readonly service: ProjectService;
  readonly workspace: string;
  readonly remoteFiles: readonly RemoteFile[];
  readonly sourceLocale: string;
  readonly logger: Logger;
}): (masterId: number) => Promise<ReadonlySet<string> | undefined> {
  return async (masterId) => {
    const master = options.remoteFiles.find((file) => file.id === masterId && file.masterId === null);
    const format = master === undefined ? undefined : detectFormat(master.name);
    if (master === undefined || format === undefined) return undefined;
    try {
      const local = path.join(options.workspace, master.name);
      let bytes: Uint8Array | undefined;
      if (master.fresh && sha1OfFile(local) === master.hashFile)
        bytes = readLocaleFile(options.workspace, master.name);
      else {
        const content = await options.service.files.show({
          masterFileId: master.id,
          locale: options.sourceLocale,
        });
        if (content.status === 'ok') bytes = content.body;
      }
      if (bytes === undefined) return undefined;
      return new Set(
        keyValuesOf(format, bytes, { fileName: master.name, locale: options.sourceLocale }).keys(),
      );
    } catch (error) {
      options.logger.debug(`Cannot read the keys of ${master.name}: ${(error as Error).message}`);
      return undefined;
    }
  };
}
