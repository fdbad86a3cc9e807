import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { GitRepository } from '../../git/git.js';
import type { RunContext } from '../runner/event.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { assertProjectFolder } from '../../project/folder.js';
import { maskSecret } from '../runner/secrets.js';
import { loadWtiConfig } from './wti-config.js';
import type { WtiConfig } from './wti-config-model.js';

/**
 * Where the project lives in the repository. The service names files relative to the project (as
 * the `.wti` client does, run from the project's folder); git and GitHub name them relative to the
 * repository. In a monorepo the two differ by `working-directory`, and this is the one place that
 * converts between them.
 */
export interface ProjectScope {
  /** The project's folder, absolute. */
  readonly dir: string;
  /** The project's folder relative to the repository, posix, `''` for the root. */
  readonly prefix: string;
  toRepoPath(projectPath: string): string;
  /** The repository paths inside the project, made relative to it; the others are dropped. */
  fromRepoPaths(repoPaths: readonly string[]): string[];
}

export function projectScope(workspace: string, workingDirectory: string): ProjectScope {
  const prefix = workingDirectory;
  return {
    dir: prefix === '' ? workspace : path.join(workspace, ...prefix.split('/')),
    prefix,
    toRepoPath: (projectPath) => (prefix === '' ? projectPath : `${prefix}/${projectPath}`),
    fromRepoPaths: (repoPaths) =>
      prefix === ''
        ? [...repoPaths]
        : repoPaths
            .filter((file) => file.startsWith(`${prefix}/`))
            .map((file) => file.slice(prefix.length + 1)),
  };
}

/** A view of the repository in project paths, for code that names files as the service does. */
export function scopeRepository(repository: GitRepository, scope: ProjectScope): GitRepository {
  if (scope.prefix === '') return repository;
  return {
    dir: scope.dir,
    headSha: () => repository.headSha(),
    isShallow: () => repository.isShallow(),
    changedPaths: async (fromSha, toSha) => {
      const paths = await repository.changedPaths(fromSha, toSha);
      return paths === undefined ? undefined : scope.fromRepoPaths(paths);
    },
    readFileAtRef: (ref, file) => repository.readFileAtRef(ref, scope.toRepoPath(file)),
    blobsAtRef: (ref, files) =>
      repository.blobsAtRef(
        ref,
        files.map((file) => scope.toRepoPath(file)),
      ),
    readFilesAtRef: (ref, files) =>
      repository.readFilesAtRef(
        ref,
        files.map((file) => scope.toRepoPath(file)),
      ),
    readBlobs: (blobs) => repository.readBlobs(blobs),
    worktreeBlobIds: (files) => repository.worktreeBlobIds(files.map((file) => scope.toRepoPath(file))),
  };
}

/** Annotations point at repository paths, so GitHub shows them on the right file. */
export function scopeLogger(logger: Logger, scope: ProjectScope): Logger {
  if (scope.prefix === '') return logger;
  const annotate =
    (write: Logger['warning']): Logger['warning'] =>
    (message, annotation) =>
      write(
        message,
        annotation?.file === undefined
          ? annotation
          : { ...annotation, file: scope.toRepoPath(annotation.file) },
      );
  return {
    ...logger,
    notice: annotate(logger.notice.bind(logger)),
    warning: annotate(logger.warning.bind(logger)),
    error: annotate(logger.error.bind(logger)),
  };
}

/** tinyglobby's test, without loading it: the characters that make a `config` line a pattern. */
export function isGlob(line: string): boolean {
  return /[*?[\]{}()!]/.test(line);
}

interface ProjectSettings {
  readonly scope: ProjectScope;
  readonly wti: WtiConfig | undefined;
  /** The project token from the input, the environment or `.wti`, already masked. */
  readonly token: string | undefined;
}

/**
 * The `.wti` file (relative to the project) and the project token, in the documented order: the
 * one project of `working-directory`. Several projects are projects.ts's; `check` takes one.
 */
export async function loadProjectSettings(
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
): Promise<ProjectSettings> {
  const [configPath, ...others] = inputs.config;
  if (others.length > 0 || (configPath !== undefined && isGlob(configPath))) {
    throw new InputError(
      'config',
      `selects several projects (${inputs.config.join(', ')}), and this command runs on one: give config the path of one .wti file, or add a step per project.`,
    );
  }
  const scope = projectScope(context.workspace, inputs.workingDirectory);
  // Before .wti is read: a symlinked working-directory would make everything below it outside (R40).
  assertProjectFolder(context.workspace, scope.prefix);
  await assertFoldersExist(context.workspace, scope, configPath);
  const wti = await loadWtiConfig(scope.dir, configPath, process.env, context.workspace);
  if (wti !== undefined) logger.info(`Using settings of ${scope.toRepoPath(wti.path)}.`);
  const token = inputs.projectToken ?? (process.env['WTI_PROJECT_API_KEY'] || undefined) ?? wti?.apiKey;
  maskSecret(token);
  return { scope, wti, token };
}

async function statOrUndefined(file: string) {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

/** Up to ten folder names of `dir`, dot folders left out: what a mistyped name is usually one of. */
async function foldersIn(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  if (names.length === 0) return 'it has no folders';
  return `its folders are ${names.slice(0, 10).join(', ')}${names.length > 10 ? ', …' : ''}`;
}

/**
 * A missing working-directory or config fails before the first request: otherwise a dry run
 * plans every file as new, and a real run downloads, then fails on a raw ENOENT (issue 36).
 */
async function assertFoldersExist(
  workspace: string,
  scope: ProjectScope,
  configPath: string | undefined,
): Promise<void> {
  if (scope.prefix !== '' && (await statOrUndefined(scope.dir))?.isDirectory() !== true) {
    const parts = scope.prefix.split('/');
    let found = '';
    for (const part of parts) {
      const next = found === '' ? part : `${found}/${part}`;
      if ((await statOrUndefined(path.join(workspace, ...next.split('/'))))?.isDirectory() !== true) break;
      found = next;
    }
    const where = found === '' ? 'the repository root' : found;
    throw new InputError(
      'working-directory',
      `"${scope.prefix}" is not a folder of the checked-out repository (${where}: ${await foldersIn(
        path.join(workspace, ...(found === '' ? [] : found.split('/'))),
      )}). Give the project's folder relative to the repository root, and check out the repository (actions/checkout) before this step.`,
    );
  }
  if (
    configPath !== undefined &&
    (await statOrUndefined(path.resolve(scope.dir, configPath)))?.isFile() !== true
  ) {
    const relativeTo = scope.prefix === '' ? 'the repository root' : `working-directory (${scope.prefix})`;
    throw new InputError(
      'config',
      `"${configPath}" is not a file (the path is relative to ${relativeTo}). Correct the path, or leave config empty to read .wti when it exists.`,
    );
  }
}
