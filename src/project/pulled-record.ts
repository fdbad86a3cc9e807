import type { RemoteFile } from './files.js';
import { readInRepository, SafeReadError } from './safe-read.js';

/**
 * `.wti-pulled.json` (issue 47): for each target that keep-formatting keeps in the repository's
 * own layout, the service's `hash_file` it reflects and the SHA-1 of the file as the pull left
 * it. The plan skips a target whose file and service hash are both as recorded, so a kept file
 * costs no download while nothing changes (docs/decisions.md, "the pulled record"). Since version
 * 2 it also keeps `checked`, what the checks of the pull found in each target, by the content
 * hashes of the target and its master (src/check/checked-targets.ts): this file carries it
 * without reading it.
 */
export const PULLED_RECORD = '.wti-pulled.json';

/** The record's layout: 2 adds `checked`; a record without `version` is read as 1. */
const RECORD_VERSION = 2;

export interface PulledEntry {
  /** The service's `hash_file` of the target when it was last pulled. */
  readonly service: string;
  /** The SHA-1 of the repository's file as that pull left it. */
  readonly file: string;
}

type PulledRecord = ReadonlyMap<string, PulledEntry>;

/** The record as a pull leaves it: its kept entries, its `checked` as parsed, and its text on disk. */
export interface PulledRecordState {
  readonly files: PulledRecord;
  readonly checked: unknown;
  readonly text: string | undefined;
}

/** An entry per kept target, 150 bytes or so: room for a few hundred thousand targets. */
const PULLED_RECORD_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The record in the project's folder; empty when there is none or it cannot be read. A record
 * the safe read refuses (a link, a device or pipe, too big) is as none, and `refused` says why:
 * the pull then compares every target as without a record, and writes none over a link.
 */
export function readPulledRecord(workspace: string): {
  record: PulledRecord;
  text: string | undefined;
  /** The record's `checked`, as parsed JSON: checked-targets.ts reads it. */
  checked?: unknown;
  refused?: SafeReadError;
} {
  let text: string;
  try {
    const bytes = readInRepository(workspace, PULLED_RECORD, {
      maxBytes: PULLED_RECORD_MAX_BYTES,
      links: 'never',
      label: 'The pulled record',
    });
    if (bytes === undefined) return { record: new Map(), text: undefined };
    text = bytes.toString('utf8');
  } catch (error) {
    if (error instanceof SafeReadError) return { record: new Map(), text: undefined, refused: error };
    return { record: new Map(), text: undefined };
  }
  const record = new Map<string, PulledEntry>();
  let checked: unknown;
  try {
    const parsed: unknown = JSON.parse(text);
    const files = (parsed as { files?: unknown } | null)?.files;
    checked = (parsed as { checked?: unknown } | null)?.checked;
    if (files !== null && typeof files === 'object')
      for (const [name, entry] of Object.entries(files as Record<string, unknown>)) {
        const { service, file } = (entry ?? {}) as Partial<Record<string, unknown>>;
        if (typeof service === 'string' && typeof file === 'string') record.set(name, { service, file });
      }
  } catch {
    // A record a person broke is as no record: the targets are downloaded and compared again.
  }
  return { record, text, ...(checked === undefined ? {} : { checked }) };
}

/** True when the record says the repository's file is a kept copy of the service's current one. */
export function isKeptCopy(record: PulledRecord, file: RemoteFile, localSha1: string): boolean {
  const entry = record.get(file.name);
  return (
    entry !== undefined &&
    file.hashFile !== undefined &&
    entry.service === file.hashFile &&
    entry.file === localSha1
  );
}

/**
 * The kept entries after a pull: `kept` gives, for each compared download, the service version
 * and the file as kept, or undefined when the file now holds the service's bytes (which the plan
 * recognises alone). Entries of files the service no longer lists go.
 */
export function nextKeptEntries(
  previous: PulledRecord,
  remoteFiles: readonly RemoteFile[],
  kept: ReadonlyMap<string, PulledEntry | undefined>,
): PulledRecord {
  const listed = new Set(remoteFiles.map((file) => file.name));
  const next = new Map([...previous].filter(([name]) => listed.has(name)));
  for (const [name, entry] of kept) {
    if (entry === undefined || entry.file === entry.service) next.delete(name);
    else next.set(name, entry);
  }
  return next;
}

const byName = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `checked` as the record holds it: each of its parts that is an object (the masters, the targets)
 * with one line per entry, in name order, so that a changed file is a changed line in the pull
 * request and the same entries always give the same bytes.
 */
function checkedLines(checked: unknown): string {
  if (checked === null || typeof checked !== 'object' || Array.isArray(checked))
    return JSON.stringify(checked);
  const part = (value: unknown) =>
    value === null || typeof value !== 'object' || Array.isArray(value)
      ? JSON.stringify(value)
      : `{\n${Object.entries(value)
          .sort(byName)
          .map(([name, entry]) => `      ${JSON.stringify(name)}: ${JSON.stringify(entry)}`)
          .join(',\n')}\n    }`;
  const parts = Object.entries(checked).sort(byName);
  return `{\n${parts.map(([name, value]) => `    ${JSON.stringify(name)}: ${part(value)}`).join(',\n')}\n  }`;
}

/**
 * The record's text: the same entries always give the same bytes, so that a rerun changes
 * nothing. Undefined when there is nothing to keep and no record yet: a repository that holds the
 * service's bytes, and no checks to keep, gets no record.
 */
export function pulledRecordText(
  files: PulledRecord,
  checked: unknown,
  hadRecord: boolean,
): string | undefined {
  if (files.size === 0 && checked === undefined && !hadRecord) return undefined;
  const head = JSON.stringify(
    { version: RECORD_VERSION, files: Object.fromEntries([...files].sort(byName)) },
    null,
    2,
  );
  return checked === undefined
    ? `${head}\n`
    : `${head.slice(0, -2)},\n  "checked": ${checkedLines(checked)}\n}\n`;
}
