import type { RemoteFile } from './files.js';
import { readInRepository, SafeReadError } from './safe-read.js';

/**
 * `.wti-pulled.json` (issue 47): for each target that keep-formatting keeps in the repository's
 * own layout, the service's `hash_file` it reflects and the SHA-1 of the file as the pull left
 * it. The plan skips a target whose file and service hash are both as recorded, so a kept file
 * costs no download while nothing changes (docs/decisions.md, "the pulled record").
 */
export const PULLED_RECORD = '.wti-pulled.json';

export interface PulledEntry {
  /** The service's `hash_file` of the target when it was last pulled. */
  readonly service: string;
  /** The SHA-1 of the repository's file as that pull left it. */
  readonly file: string;
}

type PulledRecord = ReadonlyMap<string, PulledEntry>;

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
  try {
    const parsed: unknown = JSON.parse(text);
    const files = (parsed as { files?: unknown } | null)?.files;
    if (files !== null && typeof files === 'object')
      for (const [name, entry] of Object.entries(files as Record<string, unknown>)) {
        const { service, file } = (entry ?? {}) as Partial<Record<string, unknown>>;
        if (typeof service === 'string' && typeof file === 'string') record.set(name, { service, file });
      }
  } catch {
    // A record a person broke is as no record: the targets are downloaded and compared again.
  }
  return { record, text };
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
 * The record after a pull: `kept` gives, for each compared download, the service version and the
 * file as kept, or undefined when the file now holds the service's bytes (which the plan
 * recognises alone). Entries of files the service no longer lists go.
 */
export function nextPulledRecord(
  previous: PulledRecord,
  remoteFiles: readonly RemoteFile[],
  kept: ReadonlyMap<string, PulledEntry | undefined>,
): string | undefined {
  const listed = new Set(remoteFiles.map((file) => file.name));
  const next = new Map([...previous].filter(([name]) => listed.has(name)));
  for (const [name, entry] of kept) {
    if (entry === undefined || entry.file === entry.service) next.delete(name);
    else next.set(name, entry);
  }
  // No kept file and no record yet: a repository that holds the service's bytes gets no record.
  if (next.size === 0 && previous.size === 0) return undefined;
  const files = Object.fromEntries([...next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ files }, null, 2)}\n`;
}
