import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../client/logger.js';
import { readPresentLocaleFile } from './safe-read.js';

/**
 * Line ends as git stores them. Git for Windows checks text files out with CRLF
 * (`core.autocrlf=true`, or `eol=crlf` in .gitattributes) and stores them with LF; the service
 * holds what git stores. So the action compares, uploads and writes the bytes git would store:
 * a CRLF checkout whose masters equal the service's sends nothing, and a pull writes CRLF where
 * the checkout has it, which `git status` does not show as a change.
 */

/**
 * The blob id `git hash-object` gives each working-tree file (the checkout's core.autocrlf and
 * .gitattributes applied), in order; paths relative to the workspace. The caller's git adapter.
 */
export type WorktreeBlobIds = (paths: readonly string[]) => Promise<readonly (string | undefined)[]>;

/**
 * Of the files with a carriage return (none in a Linux checkout, so git is not asked there), those
 * whose git blob id is the blob of their bytes with CRLF made LF: git stores that, and its SHA-1
 * replaces the file's in `sha1` (its blob id too, in `blobs`). A file some other filter changes
 * (Git LFS, ident) keeps its own bytes: the action cannot make them. Returns the converted paths.
 */
export async function asGitStores(
  workspace: string,
  carriageReturns: readonly string[],
  found: {
    readonly sha1: Map<string, string | undefined>;
    readonly blobs?: Map<string, { readonly id: string; readonly executable: boolean }> | undefined;
  },
  options: { readonly blobIds?: WorktreeBlobIds | undefined; readonly logger?: Logger | undefined },
): Promise<Set<string>> {
  const converted = new Set<string>();
  if (carriageReturns.length === 0 || options.blobIds === undefined) return converted;
  let ids: readonly (string | undefined)[];
  try {
    ids = await options.blobIds(carriageReturns);
  } catch (error) {
    // Without git's answer the bytes on disk are compared, as before line ends were looked at.
    options.logger?.debug(`git hash-object failed; line ends are compared as they are: ${String(error)}`);
    return converted;
  }
  for (const [index, file] of carriageReturns.entries()) {
    const id = ids[index];
    if (id === undefined) continue;
    const stored = crlfToLf(readPresentLocaleFile(workspace, file));
    if (stored === undefined || blobIdOf(stored, id.length) !== id) continue;
    converted.add(file);
    found.sha1.set(file, createHash('sha1').update(stored).digest('hex'));
    const blob = found.blobs?.get(file);
    if (blob !== undefined) found.blobs?.set(file, { ...blob, id });
  }
  if (converted.size > 0)
    options.logger?.debug(
      `${converted.size} files are checked out with CRLF; compared as git stores them (LF).`,
    );
  return converted;
}

/** The bytes without the CR of each CRLF, as git's clean conversion makes them; undefined when there is none. */
function crlfToLf(bytes: Buffer): Buffer | undefined {
  let at = bytes.indexOf('\r\n');
  if (at < 0) return undefined;
  const parts: Buffer[] = [];
  let from = 0;
  for (; at >= 0; at = bytes.indexOf('\r\n', at + 2)) {
    parts.push(bytes.subarray(from, at));
    from = at + 1;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** Git's object id of a blob: SHA-1, or SHA-256 in a repository that uses it (64 hex digits). */
function blobIdOf(bytes: Buffer, idLength: number): string {
  const hash = createHash(idLength === 64 ? 'sha256' : 'sha1');
  return hash.update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * Runs `send` with copies of `files` as git stores them, by path, for the upload: the service
 * gets LF as git stores it, never the checkout's CRLF. The copies are removed after.
 */
export async function withStoredCopies<T>(
  workspace: string,
  files: { readonly files: readonly string[]; readonly converted: ReadonlySet<string> },
  send: (copies: ReadonlyMap<string, string>) => Promise<T>,
): Promise<T> {
  const wanted = files.files.filter((file) => files.converted.has(file));
  if (wanted.length === 0) return send(new Map());
  const folder = await mkdtemp(path.join(tmpdir(), 'translation-sync-stored-'));
  try {
    const copies = new Map<string, string>();
    for (const [index, file] of wanted.entries()) {
      const bytes = readPresentLocaleFile(workspace, file);
      const copy = path.join(folder, `${index}${path.extname(file)}`);
      await writeFile(copy, crlfToLf(bytes) ?? bytes);
      copies.set(file, copy);
    }
    return await send(copies);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Rewrites staged downloads of the converted paths with CRLF, as git's checkout would write them,
 * before they are renamed into place. A download that already has a CR is left as it is: git's
 * conversion leaves such a file alone too.
 */
export async function withCheckoutLineEnds(
  staged: readonly { readonly repoPath: string; readonly stagedPath: string }[],
  converted: ReadonlySet<string> | undefined,
): Promise<void> {
  if (converted === undefined || converted.size === 0) return;
  for (const file of staged) {
    if (!converted.has(file.repoPath)) continue;
    const bytes = await readFile(file.stagedPath);
    if (bytes.includes(0x0d)) continue;
    await writeFile(file.stagedPath, bytes.toString('latin1').replaceAll('\n', '\r\n'), 'latin1');
  }
}
