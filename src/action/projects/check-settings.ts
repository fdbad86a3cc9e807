import path from 'node:path';
import type { GitRepository } from '../../git/git.js';
import { assertProjectFolder } from '../../project/folder.js';
import type { RunContext } from '../runner/event.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { isGlob, loadProjectSettings, projectScope, type ProjectScope } from './project-scope.js';
import { maskSecret } from '../runner/secrets.js';
import { WTI_MAX_BYTES } from './wti-config.js';
import { WtiConfigError, type WtiConfig } from './wti-config-model.js';

/**
 * The settings of `check` on a pull request come from the trusted side: the workflow's inputs
 * and the base commit's `.wti`, read from git's object database. The head's files are data only:
 * a pull request, a fork's too, that changes `.wti` would otherwise choose the settings and the
 * token of the run that checks it, and have ERB put the job's environment into the public check
 * comment (issue 52, R62). Where the head's `.wti` differs from the base's, a note says so.
 */

interface CheckSettings {
  readonly scope: ProjectScope;
  readonly wti: WtiConfig | undefined;
  /** The project token from the input, the environment or the base's `.wti`, already masked. */
  readonly token: string | undefined;
  /** What the report says of the settings (the head changes `.wti`). */
  readonly notes: readonly string[];
}

function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b);
}

export async function loadCheckSettings(
  inputs: ActionInputs,
  context: RunContext,
  repository: GitRepository,
  logger: Logger,
): Promise<CheckSettings> {
  const pull = context.pullRequest;
  if (pull === undefined) return { ...(await loadProjectSettings(inputs, context, logger)), notes: [] };
  const [configPath, ...others] = inputs.config;
  if (others.length > 0 || (configPath !== undefined && isGlob(configPath)))
    throw new InputError(
      'config',
      `selects several projects (${inputs.config.join(', ')}), and check runs on one: give config the path of one .wti file, or add a step per project.`,
    );
  const scope = projectScope(context.workspace, inputs.workingDirectory);
  assertProjectFolder(context.workspace, scope.prefix);
  const relative = configPath ?? '.wti';
  const repoPath = path.posix.normalize(scope.toRepoPath(relative.replace(/\\/g, '/')));
  if (repoPath.startsWith('../') || repoPath === '..' || path.posix.isAbsolute(repoPath))
    throw new InputError('config', `"${relative}" is outside the repository; give a path inside it.`);
  const [base, head] = await Promise.all([
    repository.readFileAtRef(pull.baseSha, repoPath),
    repository.readFileAtRef(pull.headSha, repoPath),
  ]);
  const notes: string[] = [];
  if (!sameBytes(base, head)) {
    const change = base === undefined ? 'adds' : head === undefined ? 'deletes' : 'changes';
    const note =
      `This pull request ${change} ${repoPath}: the check uses the settings of the base branch ` +
      `(${pull.baseSha.slice(0, 7)}), not the pull request's; they apply once it is merged.`;
    notes.push(note);
    logger.notice(note);
  }
  let wti: WtiConfig | undefined;
  if (base === undefined) {
    if (configPath !== undefined)
      notes.push(`The base branch has no ${repoPath}: the check runs with the workflow's inputs only.`);
  } else {
    if (base.length > WTI_MAX_BYTES)
      throw new WtiConfigError(
        `The config file "${repoPath}" of the base branch is ${base.length} bytes, more than the ${WTI_MAX_BYTES} (1 MiB) a .wti file may have.`,
        { code: 'wti-too-large' },
      );
    const { parseWtiConfig } = await import('./wti-config-parse.js');
    wti = parseWtiConfig(base.toString('utf8'), relative);
    logger.info(`Using settings of ${repoPath} as the base branch has it (${pull.baseSha.slice(0, 7)}).`);
  }
  const token = inputs.projectToken ?? (process.env['WTI_PROJECT_API_KEY'] || undefined) ?? wti?.apiKey;
  maskSecret(token);
  return { scope, wti, token, notes };
}
