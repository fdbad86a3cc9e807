import { lstatSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { GitError } from './errors.js';
import type { GitIdentity } from './git.js';
import type { GitRunner } from './runner.js';

/**
 * Cheap checks that run before `git check-ref-format --branch`: a leading dash would make git
 * read the name as an option, and control characters never belong in a name we print.
 */
function precheckBranchName(name: string, role: string): void {
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.startsWith('-') || /[\u0000-\u001f\u007f]/.test(name) || name.length > 255) {
    throw new GitError(
      'GIT_INVALID_BRANCH',
      `The ${role} branch name ${JSON.stringify(name)} is not a valid git branch name. ` +
        'Use letters, digits, "/", "-", "_" and "." (it must not start with "-").',
    );
  }
}

/**
 * Git's own rules for a branch name (R37). The name reaches git only as one array element, so
 * shell metacharacters that git allows, such as `;` or `$( )`, are plain characters here.
 */
export async function assertBranchName(git: GitRunner, name: string, role: string): Promise<void> {
  precheckBranchName(name, role);
  const normalized = await git.tryRun(['check-ref-format', '--branch', name]);
  // check-ref-format expands `@{-1}`; anything it rewrote is not the literal name the user wrote.
  if (normalized === undefined || normalized.replace(/\n$/, '') !== name) {
    throw new GitError(
      'GIT_INVALID_BRANCH',
      `The ${role} branch name ${JSON.stringify(name)} is not a valid git branch name (see \`git check-ref-format\`). ` +
        'Use letters, digits, "/", "-", "_" and ".".',
    );
  }
}

/** A remote is a configured name such as `origin`, never a URL or an option. */
export function assertRemoteName(remote: string): void {
  if (!/^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(remote)) {
    throw new GitError(
      'GIT_INVALID_REMOTE',
      `The remote ${JSON.stringify(remote)} is not a remote name; pass the name of a configured remote such as "origin".`,
    );
  }
}

/** Name and e-mail go into a commit header, where newlines and angle brackets would forge fields. */
export function assertIdentity(identity: GitIdentity, role: string): void {
  const bad = (text: string): boolean => text.trim().length === 0 || /[<>\n\r\0]/.test(text);
  if (bad(identity.name) || bad(identity.email)) {
    throw new GitError(
      'GIT_INVALID_IDENTITY',
      `The ${role} identity must look like "Display Name <email@example.com>" (no newlines or extra angle brackets).`,
    );
  }
}

/**
 * The files the pull wrote, as repository-relative paths. Anything that could point outside the
 * worktree, into .git, or through a symlink is refused: only regular files go into the index.
 * `regularFiles` holds paths the caller has just seen as regular files (the pull's hashing, with
 * nothing written since): their names are checked, their kind is not looked up again.
 */
export function checkTranslationPaths(
  worktree: string,
  paths: readonly string[],
  regularFiles?: { has(path: string): boolean },
): string[] {
  const checked = new Set<string>();
  for (const path of paths) {
    const segments = path.split('/');
    const unsafe =
      path.length === 0 ||
      isAbsolute(path) ||
      /^[A-Za-z]:/.test(path) ||
      path.includes('\\') ||
      path.includes('\0') ||
      segments.some(
        (segment) =>
          segment === '' || segment === '.' || segment === '..' || segment.toLowerCase() === '.git',
      );
    if (unsafe) {
      throw new GitError(
        'GIT_INVALID_PATH',
        `Refusing to commit ${JSON.stringify(path)}: translation paths must be relative to the repository root, use "/" and stay outside .git.`,
      );
    }
    const kind = regularFiles?.has(path) === true ? 'file' : kindOf(join(worktree, ...segments));
    if (kind !== 'file') {
      throw new GitError(
        'GIT_INVALID_PATH',
        `Refusing to commit ${JSON.stringify(path)}: it is ${kind === 'missing' ? 'missing from the worktree' : 'not a regular file (a symlink or folder)'}.`,
      );
    }
    checked.add(path);
  }
  return [...checked].sort();
}

/** What stands at a path, without following a link at its end; unreadable counts as missing. */
function kindOf(path: string): 'missing' | 'file' | 'other' {
  try {
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (stats === undefined) return 'missing';
    return stats.isFile() ? 'file' : 'other';
  } catch {
    return 'missing'; // ENOTDIR, EACCES
  }
}
