import picomatch from 'picomatch';
import type { Project } from '../client/models.js';
import { detectFormat } from '../formats/detect.js';
import { collisionKey, checkEntryName } from '../project/names.js';
import type { PathKind } from '../project/path-kind.js';
import { PathKinds } from './repository-paths.js';
import { isLocaleCode } from '../project/locales.js';
import type { RemoteFile } from '../project/files.js';
import { remoteFilesOf } from '../project/files.js';
import {
  RUNS_OR_INSTALLS_NAMES,
  RUNS_OR_INSTALLS_PREFIXES,
  RUNS_OR_INSTALLS_SUFFIXES,
} from '../project/target-denylist.js';

// The two checks the action's start needs live apart, so that the start loads neither this module
// nor picomatch; they are still part of this policy.

/**
 * Which target files the service may make this action write. The service's listing is untrusted:
 * a target named `package.json`, `.github/workflows/x.yml` or a master's own path would otherwise
 * be downloaded, committed and proposed for merge. The name rules here are pure; the on-disk rule
 * (no symbolic link on the way) is the disk half of `screenTargets`. A refused file is skipped with a warning, and
 * the rest of the pull goes on (docs/decisions.md, "Target path policy").
 */

type RefusalCode = 'target-refused' | 'unsafe-path';

export interface RefusedTarget {
  /** The target's path as the service names it (relative to the project). */
  readonly path: string;
  readonly locale: string;
  readonly code: RefusalCode;
  /** Why, in a few words, e.g. "a file that package managers or build tools run". */
  readonly reason: string;
}

/** A file of the service's listing, as far as the policy needs it. */
interface ListedFile {
  readonly name: string;
  readonly locale: string;
  /** null for a master. */
  readonly masterName: string | null;
}

interface TargetPolicyOptions {
  /**
   * Globs of project paths the user allows although the name rules refuse them (dot folders,
   * files that run or install, another format): the `allow-target-paths` input.
   */
  readonly allow?: readonly string[];
}

const MAX_COMPONENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;
// Names Windows reserves in every folder, with or without an extension (`con.json` too).
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(?:\..*)?$/i;
// Characters no Windows file name may hold; ':' also names an NTFS alternate data stream.
const WINDOWS_INVALID = /[<>:"|?*]/;

/**
 * Why a name cannot be a file path on every runner, or undefined when it can. These names would
 * otherwise fail later with a raw ENAMETOOLONG, or be written on Linux and break a Windows checkout.
 */
function unsafeNameReason(name: string): string | undefined {
  const problem = checkEntryName(name);
  if (problem !== undefined) return problem.reason;
  if (name.endsWith('/')) return 'names a folder';
  if (Buffer.byteLength(name) > MAX_PATH_BYTES) return `is longer than ${MAX_PATH_BYTES} bytes`;
  for (const part of name.split('/')) {
    // The parts of a listing repeat (every locale's folder, every master's name): checked once.
    let reason = partReasons.get(part);
    if (reason === undefined) {
      reason = unsafePartReason(part) ?? null;
      if (partReasons.size >= PART_REASONS_KEPT) partReasons.clear();
      partReasons.set(part, reason);
    }
    if (reason !== null) return reason;
  }
  return undefined;
}

const PART_REASONS_KEPT = 100_000;
const partReasons = new Map<string, string | null>();

function unsafePartReason(part: string): string | undefined {
  if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES)
    return `has a path part longer than ${MAX_COMPONENT_BYTES} bytes`;
  if (WINDOWS_RESERVED.test(part)) return `uses the reserved name "${part}"`;
  if (/[. ]$/.test(part)) return 'has a path part that ends with a dot or a space';
  if (WINDOWS_INVALID.test(part)) return 'holds a character that Windows refuses (< > : " | ? *)';
  return undefined;
}

/** The extension of a path's last part, lower-cased, with its dot; '' when it has none. */
function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/**
 * A target is in its master's format: the same locale format (`.yml` and `.yaml`, a `.pot`
 * template and its `.po` translations), or for other files the same extension.
 */
function sameFormat(target: string, master: string): boolean {
  const targetFormat = detectFormat(target);
  const masterFormat = detectFormat(master);
  if (targetFormat !== undefined || masterFormat !== undefined) return targetFormat === masterFormat;
  return extensionOf(target) === extensionOf(master);
}

/** The denied suffixes that start with a dot, looked up from each dot of a name, and the others. */
const DOTTED_SUFFIXES = new Set(RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => suffix.startsWith('.')));
const OTHER_SUFFIXES = RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => !suffix.startsWith('.'));

/** base.endsWith(any denied suffix), in a few lookups instead of one test per suffix. */
function hasDeniedSuffix(base: string): boolean {
  for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1))
    if (DOTTED_SUFFIXES.has(base.slice(dot))) return true;
  return OTHER_SUFFIXES.some((suffix) => base.endsWith(suffix));
}

/**
 * Why a path is refused by the name rules that `allow-target-paths` may lift, or undefined. A
 * path inside any dot folder (`.github`, `.git`, `.husky`, …) or a file an ecosystem runs or
 * installs from is never a translation a pull request should carry unasked.
 */
function denylistReason(name: string): string | undefined {
  const parts = name.split('/');
  const dotted = parts.find((part) => part.startsWith('.'));
  if (dotted !== undefined) return `is inside or is a dot file or folder ("${dotted}")`;
  const base = (parts[parts.length - 1] ?? '').toLowerCase();
  if (
    RUNS_OR_INSTALLS_NAMES.has(base) ||
    hasDeniedSuffix(base) ||
    RUNS_OR_INSTALLS_PREFIXES.some((prefix) => base.startsWith(prefix))
  )
    return 'is a file that package managers, build tools, CI or a shell run or install from';
  return undefined;
}

/**
 * Screens the target files of a listing by name alone. Returns the refused ones; every other
 * target may be downloaded, subject to the disk check of `screenTargets`. Masters are never refused here: the pull
 * never writes them. Locale codes of another shape never get here: `screenProject` drops them first.
 */
function screenListing(files: readonly ListedFile[], options: TargetPolicyOptions = {}): RefusedTarget[] {
  const allowed = picomatch([...(options.allow ?? [])], { dot: true });
  const masterKeys = new Set(
    files.filter((file) => file.masterName === null).map((file) => collisionKey(file.name)),
  );
  const targetCount = new Map<string, number>();
  const keys = files.map((file) => (file.masterName === null ? '' : collisionKey(file.name)));
  for (const key of keys) if (key !== '') targetCount.set(key, (targetCount.get(key) ?? 0) + 1);
  const refused: RefusedTarget[] = [];
  for (const [index, file] of files.entries()) {
    if (file.masterName === null) continue;
    const refuse = (code: RefusalCode, reason: string) =>
      refused.push({ path: file.name, locale: file.locale, code, reason });
    const unsafe = unsafeNameReason(file.name);
    if (unsafe !== undefined) {
      refuse('unsafe-path', unsafe);
      continue;
    }
    const key = keys[index] ?? '';
    if (masterKeys.has(key)) {
      refuse('target-refused', 'is the path of a master file');
      continue;
    }
    if ((targetCount.get(key) ?? 0) > 1) {
      refuse('target-refused', 'is the path of another target file too');
      continue;
    }
    if (options.allow !== undefined && options.allow.length > 0 && allowed(file.name)) continue;
    const denied = denylistReason(file.name);
    if (denied !== undefined) {
      refuse('target-refused', denied);
      continue;
    }
    if (!sameFormat(file.name, file.masterName)) {
      refuse('target-refused', `is not in the format of its master ${JSON.stringify(file.masterName)}`);
    }
  }
  return refused;
}

/**
 * Refuses the targets whose path, walked from the project's folder, meets a symbolic link or
 * something other than a folder (or, at the end, a regular file): a symlinked locale folder would
 * carry the write outside the repository. Each folder is walked once, however many files it holds.
 */
function screenOnDisk(
  kinds: PathKinds,
  targets: readonly { path: string; locale: string }[],
): RefusedTarget[] {
  const folders = new Map<string, FolderWalk>([['', { kind: 'ok' }]]);
  const walk = (folder: string): FolderWalk => {
    let known = folders.get(folder);
    if (known === undefined) {
      const slash = folder.lastIndexOf('/');
      const above = walk(slash < 0 ? '' : folder.slice(0, slash));
      known = above.kind === 'ok' ? step(kinds.kindOf(folder), folder, false) : above;
      folders.set(folder, known);
    }
    return known;
  };
  const refused: RefusedTarget[] = [];
  for (const target of targets) {
    const slash = target.path.lastIndexOf('/');
    const above = walk(slash < 0 ? '' : target.path.slice(0, slash));
    const result = above.kind === 'ok' ? step(kinds.kindOf(target.path), target.path, true) : above;
    if (result.kind === 'refused') refused.push({ ...target, code: 'unsafe-path', reason: result.reason });
  }
  return refused;
}

/** How a walk from the project's folder ends: where it should (a folder, or the file), at a missing path, or refused. */
type FolderWalk = { kind: 'ok' | 'missing' } | { kind: 'refused'; reason: string };

/** One step of the walk: what stands at `relative`, the last step being the file itself. */
function step(kind: PathKind, relative: string, last: boolean): FolderWalk {
  if (kind === 'missing') return { kind: 'missing' };
  if (kind === 'symlink')
    return { kind: 'refused', reason: `passes through the symbolic link "${relative}"` };
  if (kind === (last ? 'file' : 'folder')) return { kind: 'ok' };
  return {
    kind: 'refused',
    reason: `meets "${relative}", which is not a ${last ? 'regular file' : 'folder'}`,
  };
}

const LISTED = 20;

/** One warning for every refused target, grouped by code, so the log shows them together. */
export function describeRefusals(refused: readonly RefusedTarget[]): string | undefined {
  if (refused.length === 0) return undefined;
  const shown = refused
    .slice(0, LISTED)
    .map(
      (file) => `${JSON.stringify(file.path)} (${JSON.stringify(file.locale)}, ${file.code}) ${file.reason}`,
    );
  if (refused.length > LISTED) shown.push(`and ${refused.length - LISTED} more`);
  return (
    `The service lists ${refused.length} target ${refused.length === 1 ? 'file' : 'files'} that this action does not write; ` +
    `the other translations are pulled as usual: ${shown.join('; ')}. ` +
    'Rename them on the service, or, if one really is a translation file, allow its path with the allow-target-paths input (see docs/troubleshooting.md).'
  );
}

/**
 * The listing of Show Project with the refused targets taken out: locale codes of another shape
 * first (their files are never selected), then the name rules for the targets `selected` keeps.
 */
function screenProject(
  project: Project,
  options: TargetPolicyOptions & { selected: (locale: string) => boolean },
): { project: Project; refusedLocales: string[]; refused: RefusedTarget[] } {
  const refusedLocales = project.targetLocales
    .map((locale) => locale.code)
    .filter((code) => !isLocaleCode(code));
  const masterNames = new Map(
    project.projectFiles
      .filter((file) => file.masterProjectFileId === null)
      .map((file) => [file.id, file.name]),
  );
  const considered = project.projectFiles.filter(
    (file) =>
      file.masterProjectFileId === null ||
      (isLocaleCode(file.localeCode) && options.selected(file.localeCode)),
  );
  const refused = screenListing(
    considered.map((file) => ({
      name: file.name,
      locale: file.localeCode,
      masterName:
        file.masterProjectFileId === null ? null : (masterNames.get(file.masterProjectFileId) ?? file.name),
    })),
    options,
  );
  const refusedNames = new Set(refused.map((file) => file.path));
  return {
    project: {
      ...project,
      targetLocales: project.targetLocales.filter((locale) => isLocaleCode(locale.code)),
      projectFiles: project.projectFiles.filter(
        (file) =>
          file.masterProjectFileId === null ||
          (isLocaleCode(file.localeCode) && !refusedNames.has(file.name)),
      ),
    },
    refusedLocales,
    refused,
  };
}

/**
 * The whole screen of a listing, as the pull and `upload-translations` both apply it: the name
 * rules, then the disk (a symlinked locale folder would carry a write, or a read, outside the
 * repository). `remoteFiles` is what may be planned; `refused` leaves out the files the user
 * ignores anyway, so that no warning names them. `kinds`, when given, keeps the lstat of every
 * path for the caller, whose hashing of the targets then need not ask again.
 */
export function screenTargets(
  projectDir: string,
  project: Project,
  options: TargetPolicyOptions & {
    selected: (locale: string) => boolean;
    isIgnored: (file: string) => boolean;
    kinds?: PathKinds;
  },
): { remoteFiles: RemoteFile[]; refused: RefusedTarget[]; refusedLocales: string[] } {
  const screened = screenProject(project, options);
  const listed = remoteFilesOf(screened.project);
  const onDisk = screenOnDisk(
    options.kinds ?? new PathKinds(projectDir),
    listed
      .filter((file) => file.masterId !== null && options.selected(file.locale))
      .map((file) => ({ path: file.name, locale: file.locale })),
  );
  const refusedOnDisk = new Set(onDisk.map((file) => file.path));
  return {
    remoteFiles: listed.filter((file) => !refusedOnDisk.has(file.name)),
    refused: [...screened.refused, ...onDisk].filter((file) => !options.isIgnored(file.path)),
    refusedLocales: screened.refusedLocales,
  };
}
