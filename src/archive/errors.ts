import { redact } from '../client/redact.js';

export type ArchiveErrorCode =
  | 'archive-truncated'
  | 'archive-not-zip'
  | 'archive-unsafe-path'
  | 'archive-symlink'
  | 'archive-duplicate'
  | 'archive-too-large'
  | 'archive-bad-name'
  | 'archive-corrupt';

/** What the user should do next, per code; every message ends with it. */
const NEXT_STEP: Record<ArchiveErrorCode, string> = {
  'archive-truncated':
    'The download was cut short. Rerun the workflow; if it keeps failing, the service may be unwell.',
  'archive-not-zip':
    'The service probably answered with an error page: check its status page and the project token, then rerun the workflow.',
  'archive-unsafe-path':
    'The archive is unsafe to extract. Check the file names of the project in the translation service and report the archive to the service if they look right.',
  'archive-symlink': 'Links are never extracted. Report the archive to the translation service.',
  'archive-duplicate':
    'Rename or remove one of the colliding files in the translation service so that every path is unique on every file system.',
  'archive-too-large':
    'The limits protect the runner from zip bombs. Check the project in the translation service for unexpectedly large files.',
  'archive-bad-name':
    'Rename the file in the translation service so that its path holds no control characters or empty parts.',
  'archive-corrupt':
    'Rerun the workflow; if it keeps failing, download the zip from the translation service by hand and check that it opens.',
};

/**
 * The Zip File download could not be turned into files safely. Nothing was written into the
 * repository when this is thrown, and nothing staged survives it.
 */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  readonly code: ArchiveErrorCode;
  /** The entry names at fault, as decoded from the archive (both names of a collision). */
  readonly entries: string[];
  /** For archive-not-zip: the start of the body, printable and redacted, for the download step to show. */
  readonly snippet: string | undefined;

  constructor(
    code: ArchiveErrorCode,
    problem: string,
    options: { entries?: readonly string[]; snippet?: string; cause?: unknown } = {},
  ) {
    const message = redact(`${problem} Nothing was written into the repository. ${NEXT_STEP[code]}`);
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.entries = [...(options.entries ?? [])];
    this.snippet = options.snippet === undefined ? undefined : redact(options.snippet);
  }
}

const LISTED_NAMES = 10;

/**
 * An entry name as a user can read it in a log: quoted with control characters escaped, and
 * marked when it is not in composed (NFC) form, since "é" and "é" otherwise look the same.
 */
export function describeEntryName(name: string): string {
  const quoted = JSON.stringify(name);
  return name === name.normalize('NFC') ? quoted : `${quoted} (decomposed Unicode)`;
}

/** A short list of entry names for a message; long lists end with how many more there are. */
export function listEntryNames(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_NAMES).map(describeEntryName).join(', ');
  return names.length > LISTED_NAMES ? `${shown} and ${names.length - LISTED_NAMES} more` : shown;
}
