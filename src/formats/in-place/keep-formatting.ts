import { createHash } from 'node:crypto';
import { detectFormat } from '../detect.js';
import { keyValuesOf, sameTranslations } from '../key-values.js';
import { decodeText, encodeWithLayout } from '../text-codec.js';
import { editInPlace, InPlaceEditError } from './index.js';
import { renameKeysInPlace } from './rename-keys.js';

/**
 * `keep-formatting` (issue 47): a download is applied to the repository's copy of the file, not
 * written over it. The same translations leave the file untouched whatever its layout; other
 * translations are edited into its text in place (src/formats/in-place); a file that cannot be
 * edited safely gets the service's bytes, with a notice that says why.
 */
export type KeptOutcome =
  /** The repository's file holds the service's translations: it stays as it is. */
  | { readonly kind: 'untouched'; readonly sha1: string }
  /** The repository's text with the service's changes: written instead of the download. */
  | { readonly kind: 'edited'; readonly bytes: Uint8Array; readonly sha1: string }
  /** The service's bytes, as without keep-formatting; `notice` says why when it is a fallback. */
  | { readonly kind: 'service'; readonly notice?: string };

export function sha1Of(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/**
 * `renames` (old key to new) are the keys the service renamed since (issue 59): each is renamed
 * on its own line before the edit, where the file and the service's copy agree that it moved.
 */
export function keepFormatting(
  file: { readonly repoPath: string; readonly locale: string },
  remote: Uint8Array,
  local: Uint8Array | undefined,
  renames?: ReadonlyMap<string, string>,
): KeptOutcome {
  const format = detectFormat(file.repoPath);
  if (format === undefined || local === undefined) return { kind: 'service' };
  const parse = { fileName: file.repoPath, locale: file.locale };
  let remoteText: string;
  let remoteValues: ReturnType<typeof keyValuesOf>;
  try {
    remoteText = decodeText(remote, file.repoPath, format).text;
    remoteValues = keyValuesOf(format, remote, parse);
  } catch {
    // The removal guard refuses a download it cannot read, and says so: nothing to add here.
    return { kind: 'service' };
  }
  const fallback = (reason: string): KeptOutcome => ({
    kind: 'service',
    notice: `${file.repoPath}: cannot edit in place (${reason}); the service's file is written as it came.`,
  });
  let decoded: ReturnType<typeof decodeText>;
  let localText: string;
  try {
    decoded = decodeText(local, file.repoPath, format);
    const localValues = keyValuesOf(format, local, parse);
    if (sameTranslations(localValues, remoteValues)) return { kind: 'untouched', sha1: sha1Of(local) };
    localText = renameKeysInPlace(
      format,
      decoded.text,
      renamesBetween(localValues, remoteValues, renames),
      parse,
    );
  } catch {
    return fallback("the repository's copy does not parse");
  }
  let edited: string;
  try {
    edited = editInPlace(format, localText, remoteText, { parse });
  } catch (error) {
    if (error instanceof InPlaceEditError) return { kind: 'service', notice: error.message };
    throw error;
  }
  // An edit that comes out as the service's text is the service's file.
  if (edited === remoteText) return { kind: 'service' };
  // The editor keeps the repository's line ends: only its encoding is put back.
  const bytes = encodeWithLayout(edited, { encoding: decoded.encoding, eol: '\n' });
  return { kind: 'edited', bytes, sha1: sha1Of(bytes) };
}

/** The renames the two copies show: the old key in the repository's only, the new in the service's only. */
function renamesBetween(
  local: ReturnType<typeof keyValuesOf>,
  remote: ReturnType<typeof keyValuesOf>,
  renames: ReadonlyMap<string, string> | undefined,
): Map<string, string> {
  const shown = new Map<string, string>();
  for (const [from, to] of renames ?? [])
    if (local.has(from) && !local.has(to) && remote.has(to) && !remote.has(from)) shown.set(from, to);
  return shown;
}
