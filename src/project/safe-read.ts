import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { workCount } from './work-count.js';

/**
 * The one way the action opens a file of the repository (issue 57): `.wti`, `.wti-pulled.json`,
 * the glossary, master and target files. What is committed is untrusted: a file may be a link to
 * `/dev/zero` or out of the repository, a named pipe that blocks whoever opens it, or huge.
 *
 * - Nothing outside the repository is read: a link on the way or at the end that leads out is
 *   refused; links that stay inside are followed.
 * - A file the action also writes (`links: 'never'`: locale files, the glossary, the pulled
 *   record) is refused when its own name is a link, as its write would be (R20): reading one file
 *   and writing another would compare the wrong bytes (docs/safety.md, Reading the repository).
 * - Only regular files: opened without blocking (O_NONBLOCK: a FIFO's open does not wait for a
 *   writer) and without following a last link (O_NOFOLLOW), then judged by fstat before a byte
 *   is read, so a device or a pipe is refused unread.
 * - At most `maxBytes`, judged by fstat before reading and again while reading.
 */

type SafeReadCode = 'read-outside' | 'read-link' | 'read-not-a-file' | 'read-too-large';

export class SafeReadError extends Error {
  override readonly name = 'SafeReadError';
  readonly code: SafeReadCode;
  /** The path as the caller named it, relative to the repository. */
  readonly file: string;

  constructor(code: SafeReadCode, file: string, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.file = file;
  }
}

interface ReadRules {
  /** Bytes the file may have. */
  readonly maxBytes: number;
  /** `inside`: a link that stays inside the repository is followed; `never`: a link at its name is refused. */
  readonly links: 'inside' | 'never';
  /** What the file is, to start the messages: "The config file", "The translation file". */
  readonly label: string;
}

const MiB = 1024 * 1024;

/**
 * Locale files: the extraction's cap per file (50 MiB, docs/limits.md) with room, so that any file
 * a pull may write can be read back.
 */
export const LOCALE_FILE_MAX_BYTES = 64 * MiB;

// Windows has neither flag; it has no FIFOs to open either, and its links are lstat'd first.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

const realRoots = new Map<string, string>();

/** The root's real path (macOS's /tmp is itself a link), asked once per root. */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = realpathSync.native(root);
    realRoots.set(root, real);
  }
  return real;
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** What a path that is not a regular file is, in a few words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

function lstatIfPresent(absolute: string): Stats | undefined {
  try {
    return lstatSync(absolute, { throwIfNoEntry: false });
  } catch (error) {
    // A file where a folder of the path should be: nothing is at the path.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * Opens a regular file of the repository for reading, by the rules above; undefined when nothing
 * is there. The caller reads from `fd` and closes it.
 */
function openInRepository(
  root: string,
  relative: string,
  rules: ReadRules,
): { fd: number; size: number } | undefined {
  const named = `${rules.label} "${relative}"`;
  const absolute = path.resolve(root, relative);
  if (!isInside(absolute, path.resolve(root)))
    throw new SafeReadError(
      'read-outside',
      relative,
      `${named} is outside the repository, and translation-sync reads only files inside it. Give a path inside the repository.`,
    );
  const stats = lstatIfPresent(absolute);
  if (stats === undefined) return undefined;
  let real: string;
  try {
    real = realpathSync.native(absolute);
  } catch (error) {
    throw new SafeReadError(
      'read-link',
      relative,
      `${named} is a symbolic link that leads to nothing. Replace it with the file itself, or remove it.`,
      { cause: error },
    );
  }
  if (!isInside(real, realRoot(root)))
    throw new SafeReadError(
      'read-link',
      relative,
      `${named} is reached through a symbolic link that leads outside the repository, and translation-sync reads nothing outside it. Replace the link with the file itself.`,
    );
  if (stats.isSymbolicLink() && rules.links === 'never')
    throw new SafeReadError(
      'read-link',
      relative,
      `${named} is a symbolic link. translation-sync writes this file, and never reads or writes it through a link: replace the link with the file itself, or remove it.`,
    );
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch (error) {
    // ELOOP: the name became a link between the look and the open.
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
    throw new SafeReadError('read-link', relative, `${named} became a symbolic link while it was read.`, {
      cause: error,
    });
  }
  const opened = fstatSync(fd);
  let refusal: SafeReadError | undefined;
  if (!opened.isFile())
    refusal = new SafeReadError(
      'read-not-a-file',
      relative,
      `${named} is ${kindOf(opened)}, not a regular file, so it was not read. Replace it with the file itself, or remove it.`,
    );
  else if (opened.size > rules.maxBytes) refusal = tooLarge(named, relative, opened.size, rules.maxBytes);
  if (refusal !== undefined) {
    closeSync(fd);
    throw refusal;
  }
  return { fd, size: opened.size };
}

function tooLarge(
  named: string,
  relative: string,
  size: number | undefined,
  maxBytes: number,
): SafeReadError {
  const limit = `${maxBytes} (${maxBytes >= MiB ? `${maxBytes / MiB} MiB` : `${maxBytes} bytes`})`;
  const measured = size === undefined ? `more than ${maxBytes} bytes` : `${size} bytes`;
  return new SafeReadError(
    'read-too-large',
    relative,
    `${named} is ${measured}, more than the ${limit} translation-sync reads of such a file, so it was not read. Check that it is the right file, and shorten it.`,
  );
}

/**
 * A regular file of the repository, whole, by the rules above; undefined when nothing is there.
 * Throws SafeReadError when the file is refused.
 */
export function readInRepository(root: string, relative: string, rules: ReadRules): Buffer | undefined {
  const opened = openInRepository(root, relative, rules);
  if (opened === undefined) return undefined;
  const { fd } = opened;
  const named = `${rules.label} "${relative}"`;
  try {
    // One byte more than fstat said tells a file that grew since from one that did not.
    let buffer = Buffer.allocUnsafe(Math.min(opened.size, rules.maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > rules.maxBytes) throw tooLarge(named, relative, undefined, rules.maxBytes);
        const bigger = Buffer.allocUnsafe(Math.min(length * 2, rules.maxBytes + 1));
        buffer.copy(bigger);
        buffer = bigger;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > rules.maxBytes) throw tooLarge(named, relative, undefined, rules.maxBytes);
    workCount.countRead(length);
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** readInRepository for callers that await: the read itself is synchronous (a few KiB, usually). */
export function readInRepositoryLater(
  root: string,
  relative: string,
  rules: ReadRules,
): Promise<Buffer | undefined> {
  return new Promise((resolve) => resolve(readInRepository(root, relative, rules)));
}

/**
 * Opens a file its caller has just lstat'd as a regular file (the hashing of every target: one
 * lstat per file, shared with the pull's screen, and no realpath): without following a link or
 * blocking, and refused unless fstat says it still is a regular file.
 */
export function openRegularFile(absolute: string, relative: string): number {
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
    throw new SafeReadError(
      'read-link',
      relative,
      `"${relative}" became a symbolic link while it was read.`,
      {
        cause: error,
      },
    );
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return fd;
  closeSync(fd);
  throw new SafeReadError(
    'read-not-a-file',
    relative,
    `"${relative}" became ${kindOf(stats)} while it was read. Replace it with the file itself, or remove it.`,
  );
}

/** A master or target file of the project: by the rules for files the action writes. */
const LOCALE_FILE: ReadRules = { maxBytes: LOCALE_FILE_MAX_BYTES, links: 'never', label: 'The locale file' };

export function readLocaleFile(root: string, relative: string): Buffer | undefined {
  return readInRepository(root, relative, LOCALE_FILE);
}

/** Throws unless the locale file (when there is one) may be read: for a reader that streams it itself. */
export function assertLocaleFile(root: string, relative: string): void {
  const opened = openInRepository(root, relative, LOCALE_FILE);
  if (opened !== undefined) closeSync(opened.fd);
}

/** readLocaleFile, and a missing file is an error too (the caller hashed it a moment ago). */
export function readPresentLocaleFile(root: string, relative: string): Buffer {
  const bytes = readLocaleFile(root, relative);
  if (bytes === undefined)
    throw new SafeReadError(
      'read-not-a-file',
      relative,
      `The locale file "${relative}" is gone: it was removed while the run read it.`,
    );
  return bytes;
}
