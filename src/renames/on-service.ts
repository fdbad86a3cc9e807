import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import type { StringRecord, TranslationText } from '../client/models.js';
import type { StringsApi } from '../client/strings.js';
import { isTranslationServiceError } from '../client/errors.js';
import { detectFormat, parseLocaleFile, type Segment } from '../formats/index.js';
import {
  fingerprintOf,
  isArrayItem,
  pairRenames,
  type AddedKey,
  type KeyRename,
  type RemovedKey,
  type RenameLeftAlone,
} from './pairing.js';
import { renameTrailers } from './trailers.js';

/**
 * Renames found from what the service holds, and made there before the masters go up (issue 59):
 * each uploaded master's strings (one List Strings of the file, page by page) against the keys
 * being uploaded. A key that leaves and one that arrives with the same text is one string: Update
 * String gives it the new key (and file, for a move), so the upload finds it in place and every
 * translation, proofread state included, stays with it. An upload without such a pair costs only
 * that listing; nothing is sent when no key left.
 */

/** The part of the strings API renames use: list a master's strings, show one, update one. */
export type RenameStrings = Pick<StringsApi, 'list' | 'listPage' | 'show' | 'update'>;

/** A rename the service could not be asked to make: the push stops before any upload. */
class RenameError extends Error {
  readonly code = 'rename-failed';
  constructor(
    message: string,
    readonly files: readonly string[],
    options: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'RenameError';
  }
}

/** A key added under the name of an Obsolete string of another text: it brings that string's translations back. */
interface ReAddedKey {
  readonly file: string;
  readonly key: string;
  /** The Obsolete string's source text, and the locales whose translations come back with it. */
  readonly oldText: string;
  readonly locales: readonly string[];
}

export interface RenameReport {
  /** Made on the service (with dry-run: that would be made). */
  readonly renames: readonly KeyRename[];
  readonly leftAlone: readonly RenameLeftAlone[];
  readonly reAdded: readonly ReAddedKey[];
  /** Keys the service holds that the upload lacks and no rename keeps: their strings become Obsolete. */
  readonly obsoleted: readonly { readonly file: string; readonly key: string }[];
}

/** What the push knows of the masters it sends. */
interface RenameInput {
  readonly strings: RenameStrings;
  readonly workspace: string;
  readonly sourceLocale: string;
  /** The masters being sent: an uploaded one with its id, a created one without. */
  readonly masters: readonly { readonly path: string; readonly fileId: number | undefined }[];
  /** Every master's path, for the files a `Renamed-key:` line names (trailers.ts). */
  readonly masterNames: readonly string[];
  readonly commitMessages: readonly string[];
  readonly dryRun: boolean;
  readonly logger: Logger;
}

/** Re-added keys whose old translations are looked up (Show String each); the rest are named only. */
const RE_ADDED_LOOKED_UP = 10;

function textOf(record: StringRecord, sourceLocale: string): TranslationText | null {
  return record.translations.find((translation) => translation.locale === sourceLocale)?.text ?? null;
}

const typeOfSegment = (segment: Segment) =>
  segment.scalar === 'number' ? 'Integer' : segment.scalar === 'boolean' ? 'Boolean' : 'String';

const segmentFingerprint = (segment: Segment) =>
  fingerprintOf(typeof segment.text !== 'string', typeOfSegment(segment), segment.text);

const shown = (text: TranslationText | null): string =>
  text === null ? '' : typeof text === 'string' ? text : (text.other ?? Object.values(text)[0] ?? '');

/** The keys of a local master, or undefined when its format has no keys (a hash-based file). */
async function localSegments(
  workspace: string,
  file: string,
  locale: string,
): Promise<Segment[] | undefined> {
  const format = detectFormat(file);
  if (format === undefined) return undefined;
  const bytes = await readFile(path.join(workspace, file));
  return parseLocaleFile(format, bytes, { fileName: file, locale, scalars: true });
}

async function listStrings(input: RenameInput, fileId: number): Promise<StringRecord[]> {
  const records: StringRecord[] = [];
  for await (const record of input.strings.list({ locale: input.sourceLocale, filters: { file: fileId } }))
    records.push(record);
  return records;
}

/**
 * Compares each master being uploaded with the service's strings of it and pairs the keys that
 * left with those that arrived, and logs what it found. Reads only: nothing changes on the service.
 */
export async function findRenames(input: RenameInput): Promise<RenameReport> {
  const report = await compareMasters(input);
  const { logger } = input;
  if (input.dryRun) for (const rename of report.renames) logger.info(`Would ${describe(rename, true)}`);
  for (const left of report.leftAlone)
    logger.info(`${left.file}: ${left.from} is not renamed (${left.reason}).`);
  for (const key of report.reAdded)
    logger.warning(
      `${key.file}: ${key.key} is added under the name of an Obsolete string of another text ("${key.oldText}"); ` +
        (key.locales.length === 0
          ? 'check whether translations of that text come back with it.'
          : `its translations of that text come back with it (${key.locales.join(', ')}): have them reviewed.`),
      { file: key.file },
    );
  return report;
}

/** A master's keys as uploaded and its strings on the service; undefined when it has no keys to read. */
async function readMaster(input: RenameInput, master: RenameInput['masters'][number]) {
  const file = master.path;
  let segments: Segment[] | undefined;
  try {
    segments = await localSegments(input.workspace, file, input.sourceLocale);
  } catch (error) {
    // The upload's import will say what is wrong with the file; no rename is guessed from it.
    input.logger.debug(`${file}: not compared for renames (${(error as Error).message}).`);
    return undefined;
  }
  if (segments === undefined) return undefined;
  const records = master.fileId === undefined ? [] : await listStrings(input, master.fileId);
  return { file, fileId: master.fileId, segments, records };
}

async function compareMasters(input: RenameInput): Promise<RenameReport> {
  const removed: RemovedKey[] = [];
  const added: AddedKey[] = [];
  const reAdded: { file: string; key: string; record: StringRecord }[] = [];
  const leftAlone: RenameLeftAlone[] = [];
  // Each master is read and its strings listed at once; the comparison then goes in order.
  const compared = await Promise.all(input.masters.map(async (master) => readMaster(input, master)));
  for (const { file, fileId, segments, records } of compared.filter((entry) => entry !== undefined)) {
    const onService = new Map(records.map((record) => [record.key, record]));
    const local = new Set(segments.map((segment) => segment.key));
    for (const record of records) {
      if (record.status === 'Obsolete' || local.has(record.key)) continue;
      const fingerprint = fingerprintOf(record.plural, record.type, textOf(record, input.sourceLocale));
      removed.push({ file, key: record.key, fingerprint, stringId: record.id });
    }
    for (const segment of segments) {
      const record = onService.get(segment.key);
      if (record === undefined)
        added.push({ file, key: segment.key, fileId, fingerprint: segmentFingerprint(segment) });
      else if (
        record.status === 'Obsolete' &&
        !isArrayItem(segment.key) &&
        fingerprintOf(record.plural, record.type, textOf(record, input.sourceLocale)) !==
          segmentFingerprint(segment)
      )
        reAdded.push({ file, key: segment.key, record });
    }
  }
  const stated = renameTrailers(input.commitMessages, input.masterNames);
  const pairing = pairRenames({ removed, added, stated });
  leftAlone.push(...pairing.leftAlone);
  const kept = new Set(pairing.renames.map((rename) => `${rename.file}\n${rename.from}`));
  return {
    renames: pairing.renames,
    leftAlone,
    reAdded: await withOldTranslations(input, reAdded),
    obsoleted: removed
      .filter((entry) => !kept.has(`${entry.file}\n${entry.key}`))
      .map(({ file, key }) => ({ file, key })),
  };
}

/** Each re-added key with the locales whose translations of the old text come back with it. */
async function withOldTranslations(
  input: RenameInput,
  reAdded: readonly { file: string; key: string; record: StringRecord }[],
): Promise<ReAddedKey[]> {
  const result: ReAddedKey[] = [];
  for (const [index, { file, key, record }] of reAdded.entries()) {
    let locales: string[] = [];
    if (index < RE_ADDED_LOOKED_UP) {
      const full = await input.strings.show(record.id, { locale: '*' });
      locales = full.translations
        .filter((translation) => translation.locale !== input.sourceLocale && shown(translation.text) !== '')
        .map((translation) => translation.locale)
        .sort();
    }
    result.push({ file, key, oldText: shown(textOf(record, input.sourceLocale)), locales });
  }
  return result;
}

/**
 * Makes the renames on the service, one Update String each, before any master goes up. A rename
 * the service refuses (the key was taken meanwhile) is left alone with its answer; any other
 * failure stops the push before an upload could obsolete the string.
 */
export async function applyRenames(
  strings: RenameStrings,
  report: RenameReport,
  logger: Logger,
): Promise<RenameReport> {
  if (report.renames.length === 0) return report;
  const made: KeyRename[] = [];
  const refused: RenameLeftAlone[] = [];
  for (const rename of report.renames) {
    const move = rename.toFile !== rename.file && rename.toFileId !== undefined;
    try {
      await strings.update(rename.stringId, {
        key: rename.to,
        ...(move ? { file: { id: rename.toFileId } } : {}),
      });
      made.push(rename);
      logger.info(`${describe(rename)}: the service keeps its translations.`);
    } catch (error) {
      if (!isTranslationServiceError(error) || !['rejected', 'not-found'].includes(error.code))
        throw new RenameError(
          `${describe(rename)} failed on the service (${error instanceof Error ? error.message : String(error)}); no master was uploaded, so no translation was lost. Rerun the job.`,
          [rename.file],
          { cause: error },
        );
      const answer = error.serviceMessage ?? error.message;
      refused.push({
        file: rename.file,
        from: rename.from,
        candidates: [{ file: rename.toFile, key: rename.to }],
        code: 'refused',
        reason: `the service refused the rename: ${answer}`,
      });
      logger.warning(
        `${describe(rename)} was refused by the service (${answer}); the key is uploaded as new.`,
        {
          file: rename.file,
        },
      );
    }
  }
  return {
    ...report,
    renames: made,
    leftAlone: [...report.leftAlone, ...refused],
    obsoleted: [...report.obsoleted, ...refused.map(({ file, from }) => ({ file, key: from }))],
  };
}

/** `Rename config/locales/en.yml: a -> b`, or `Move en.yml: a -> admin/en.yml: a`. */
function describe(rename: KeyRename, lowerCase = false): string {
  const target = rename.toFile === rename.file ? rename.to : `${rename.toFile}: ${rename.to}`;
  const verb = rename.toFile === rename.file ? 'Rename' : 'Move';
  return `${lowerCase ? verb.toLowerCase() : verb} ${rename.file}: ${rename.from} -> ${target}`;
}
