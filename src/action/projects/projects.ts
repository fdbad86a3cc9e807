// src/action/projects/: the run's projects and their settings: `.wti` files, each project's
// scope in the repository, the service client's setup, the check's settings. Imports runner/ only.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { assertProjectFolder } from '../../project/folder.js';
import type { RunContext } from '../runner/event.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { isGlob, loadProjectSettings, projectScope, type ProjectScope } from './project-scope.js';
import { maskSecret } from '../runner/secrets.js';
import { loadWtiConfig } from './wti-config.js';
import type { WtiConfig } from './wti-config-model.js';

/**
 * The projects of a run. One by default: the repository root or `working-directory`, as before.
 * Several when `config` has several lines or a glob (`apps/*\/.wti`): each `.wti` file it selects
 * is one project, in the file's folder, with the token of its own `api_key`, so a monorepo syncs
 * every project in one run and one pull request (issue 38).
 */

export interface Project {
  /** The project's folder as the logs and the summary name it: a repository path, `.` for the root. */
  readonly name: string;
  readonly scope: ProjectScope;
  readonly wti: WtiConfig | undefined;
  /** Its token, already masked; undefined when nothing gives one (ProjectTokenError says what to set). */
  readonly token: string | undefined;
}

/** A project of several whose `.wti` gives no token: it fails, the others still run. */
class ProjectTokenError extends Error {
  readonly code = 'project-token';
  constructor(message: string) {
    super(message);
    this.name = 'ProjectTokenError';
  }
}

/** Whether `config` selects one project per file (several lines, or a glob) rather than one `.wti`. */
function selectsSeveral(config: readonly string[]): boolean {
  return config.length > 1 || config.some(isGlob);
}

/** The folder of a path or glob line, posix; refuses what would leave the base folder. */
function checkedLine(line: string): string {
  const parts = line.split('/');
  if (
    line.startsWith('/') ||
    /^[A-Za-z]:/.test(line) ||
    line.includes('\\') ||
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f]/.test(line) ||
    parts.some((part) => part === '..')
  ) {
    throw new InputError(
      'config',
      `"${line}" is not a path or glob inside the repository; give one relative to working-directory, such as apps/*/.wti.`,
    );
  }
  return line.replace(/^(\.\/)+/, '');
}

/** Project names: the folder, `.` for the repository root. */
function projectName(prefix: string): string {
  return prefix === '' ? '.' : prefix;
}

/**
 * Every project `config` selects, in the order of its lines (each glob's files sorted). A line
 * that matches no file fails, as two `.wti` files in one folder do: both would be one project.
 */
export async function loadProjects(
  inputs: ActionInputs,
  context: RunContext,
  logger: Logger,
): Promise<Project[]> {
  if (!selectsSeveral(inputs.config)) {
    const { scope, wti, token } = await loadProjectSettings(inputs, context, logger);
    return [{ name: projectName(scope.prefix), scope, wti, token }];
  }
  const base = projectScope(context.workspace, inputs.workingDirectory);
  assertProjectFolder(context.workspace, base.prefix);
  const files: string[] = [];
  for (const line of inputs.config.map(checkedLine)) {
    const matched = isGlob(line) ? await globFiles(base.dir, line) : await plainFile(base.dir, line);
    if (matched.length === 0) {
      const relativeTo = base.prefix === '' ? 'the repository root' : `working-directory (${base.prefix})`;
      throw new InputError(
        'config',
        `"${line}" matches no file (relative to ${relativeTo}). Correct the line, or check out the repository (actions/checkout) before this step.`,
      );
    }
    for (const file of matched) {
      const repoPath = base.toRepoPath(file);
      if (!files.includes(repoPath)) files.push(repoPath);
    }
  }
  const folders = new Map<string, string>();
  for (const file of files) {
    const folder = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    const other = folders.get(folder);
    if (other !== undefined) {
      throw new InputError(
        'config',
        `selects both ${other} and ${file}, two projects in one folder (${projectName(folder)}). A project is a .wti file and the folder it is in: keep one .wti per folder.`,
      );
    }
    folders.set(folder, file);
  }
  if (files.length > 1 && inputs.projectToken !== undefined) {
    throw new InputError(
      'project-token',
      `is set, but config selects ${files.length} projects (${files.join(', ')}), and one token cannot be every project's. Leave project-token empty and give each .wti its own: api_key: <%= ENV['WEB_WTI_TOKEN'] %>, with that variable set from a secret in the step's env.`,
    );
  }
  const projects: Project[] = [];
  for (const [prefix, file] of folders) {
    const scope = projectScope(context.workspace, prefix);
    // Before .wti is read: a symlinked folder would make everything below it outside (R40).
    assertProjectFolder(context.workspace, prefix);
    const wti = await loadWtiConfig(scope.dir, path.posix.basename(file), process.env, context.workspace);
    // One project selected by a glob takes its token as a single project does.
    const token =
      files.length === 1
        ? (inputs.projectToken ?? (process.env['WTI_PROJECT_API_KEY'] || undefined) ?? wti?.apiKey)
        : wti?.apiKey;
    maskSecret(token);
    projects.push({ name: projectName(prefix), scope, wti, token });
  }
  logger.info(
    `${projects.length === 1 ? 'One project' : `${projects.length} projects`}: ${files.join(', ')}.`,
  );
  return projects;
}

async function globFiles(dir: string, pattern: string): Promise<string[]> {
  // Loaded here: most runs have one project and no glob.
  const { glob } = await import('tinyglobby');
  const found = await glob([pattern], {
    cwd: dir,
    onlyFiles: true,
    dot: true,
    followSymbolicLinks: false,
    expandDirectories: false,
    ignore: ['**/.git/**', '**/node_modules/**'],
  });
  return found.sort();
}

async function plainFile(dir: string, file: string): Promise<string[]> {
  const stats = await stat(path.join(dir, ...file.split('/'))).catch(() => undefined);
  return stats?.isFile() === true ? [file] : [];
}

/**
 * What a project without a token must set, naming the `.wti` file and, when its `api_key` reads
 * the environment, the variable the step left empty.
 */
export function missingTokenError(project: Project): ProjectTokenError {
  const file = project.wti === undefined ? undefined : project.scope.toRepoPath(project.wti.path);
  const unset = project.wti?.unsetVariables ?? [];
  const why =
    file === undefined
      ? 'the project has no .wti file to take it from'
      : unset.length > 0
        ? `api_key in ${file} reads ${unset.join(', ')} from the environment, which this step does not set (or sets empty)`
        : `${file} has no api_key`;
  return new ProjectTokenError(
    `No project token: ${why}. Give each project's api_key as <%= ENV['NAME'] %> in its .wti file, and set NAME in the step's env from the project's secret.`,
  );
}
