import type { Logger } from '../client/logger.js';
import { detectFormat } from '../formats/detect.js';
import { platformProblems, type PlatformProblem } from '../formats/platform-safety.js';
import { heldBack, type HeldBackFile } from '../project/held-back.js';
import { SyncError } from './errors.js';
import { judgeComparisons, lossesOf, type Comparison, type KeyCounts } from './removal-guard.js';

/**
 * Which compared downloads the pull holds back (src/project/held-back.ts): loaded with the
 * removal guard and the format parsers, once there is something to compare.
 */

/** A download compared with the repository's copy, and what its platform makes of its bytes. */
export interface Judged extends Comparison {
  readonly platform: readonly PlatformProblem[];
}

/** The platform's problems with the bytes a pull is about to write; none for a format it does not know. */
export function platformCheck(
  repoPath: string,
  locale: string,
  bytes: Uint8Array,
  check: typeof platformProblems = platformProblems,
): readonly PlatformProblem[] {
  const format = detectFormat(repoPath);
  return format === undefined ? [] : check(format, bytes, { fileName: repoPath, locale });
}

/**
 * The key counts of every compared download (in order), and the files held back, each for its
 * first problem: unreadable, empty, translations lost, refused by its platform. Without
 * `holdBack` (`on-file-problem: fail`) the removal guard throws as it always did, and so does a
 * platform's refusal: nothing is written.
 */
export async function judgeDownloads(
  judged: readonly Judged[],
  options: {
    readonly allowRemovals: boolean;
    readonly masterKeys: (masterId: number) => Promise<ReadonlySet<string> | undefined>;
    readonly logger: Logger;
    readonly holdBack: boolean;
  },
): Promise<{ counts: (KeyCounts | undefined)[]; heldBack: HeldBackFile[] }> {
  if (!options.holdBack) {
    const counts = await judgeComparisons(judged, options);
    const files = judged.filter((entry) => entry.platform.length > 0).map((entry) => entry.file.repoPath);
    if (files.length > 0)
      throw new SyncError(
        'platform-would-refuse',
        `The platform that loads ${files.join(', ')} would refuse what the service sent, so nothing was written or committed. ` +
          'Fix the translations the log names on the translation service, or set on-file-problem: hold-back to pull the other files meanwhile.',
        { files },
      );
    return { counts, heldBack: [] };
  }
  const losses = new Map((await lossesOf(judged, options.masterKeys)).map((loss) => [loss.path, loss.keys]));
  const files: HeldBackFile[] = [];
  const counts = judged.map((entry) => {
    const { repoPath, locale } = entry.file;
    const keys = losses.get(repoPath);
    if (keys !== undefined && options.allowRemovals)
      options.logger.warning(
        `allow-removals: ${repoPath} loses ${keys.length} ${keys.length === 1 ? 'translation' : 'translations'} the service does not have (${keys.join(', ')}).`,
      );
    const lost = options.allowRemovals ? undefined : keys;
    const held =
      entry.problem === 'unreadable'
        ? heldBack(repoPath, locale, 'unreadable-download')
        : entry.problem === 'empty'
          ? heldBack(repoPath, locale, 'empty-download', lost === undefined ? {} : { keys: lost })
          : lost !== undefined
            ? heldBack(repoPath, locale, 'translations-would-be-lost', { keys: lost })
            : entry.platform.length > 0
              ? heldBack(repoPath, locale, 'platform-would-refuse', { problems: entry.platform })
              : undefined;
    if (held !== undefined) files.push(held);
    return held === undefined ? entry.counts : undefined;
  });
  return { counts, heldBack: files };
}
