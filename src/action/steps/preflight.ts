import type { Project } from '../../client/index.js';
import { sameLocale, targetLocalesOf } from '../../project/locales.js';
import type { RunContext } from '../runner/event.js';
import { InputError, type ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import type { PublishStart } from '../publish/publish.js';
import { WtiConfigError, type WtiConfig } from '../projects/wti-config-model.js';

/**
 * The checks that need an answer (Show Project, or where the base stands on the remote) but must
 * still come before anything is downloaded, uploaded or written: the dry run makes them too, so a
 * green dry run means the real run gets past them (issue 36). Loaded with the engine, once Show
 * Project is on its way.
 */

/** Fails when a wanted locale is not a target locale of the project, listing the ones it has. */
export function assertLocalesExist(project: Project, inputs: ActionInputs, wti: WtiConfig | undefined): void {
  const fromInput = inputs.locales.length > 0;
  const wanted = fromInput ? inputs.locales : (wti?.neededLocales ?? []);
  const targets = targetLocalesOf(project).sort();
  const source = project.sourceLocale.code;
  const unknown = wanted.filter((locale) => !targets.some((target) => sameLocale(target, locale)));
  if (unknown.length === 0) return;
  const listed =
    targets.length === 0
      ? 'The project has no target locale yet'
      : `Its target locales are ${targets.join(', ')}`;
  const sourceNamed = unknown.find((locale) => sameLocale(locale, source));
  const what =
    sourceNamed !== undefined
      ? `"${sourceNamed}" is the project's source locale, whose file is the master, not a translation to download.`
      : `the project has no target locale ${unknown.map((locale) => `"${locale}"`).join(', ')}.`;
  const advice = `${listed}; ${source} is its source locale. Add the locale to the project on the service, or remove it`;
  if (fromInput) throw new InputError('locales', `${what} ${advice} from locales.`);
  throw new WtiConfigError(
    `needed_locales of ${wti?.path ?? '.wti'}: ${what} ${advice} from needed_locales.`,
  );
}

/**
 * The base input names a branch that exists on the remote, asked with the one ls-remote the pull
 * request step makes anyway (begun early in beginPublish); a dry run asks its own.
 */
export async function assertBaseExists(options: {
  inputs: ActionInputs;
  context: RunContext;
  logger: Logger;
  publishing: Promise<PublishStart> | undefined;
}): Promise<void> {
  const { inputs, context, logger, publishing } = options;
  const base = inputs.base;
  if (base === undefined) return;
  const { askRemote } = await import('../../git/remote-state.js');
  const heads = await (publishing === undefined
    ? import('../../git/git.js').then(async ({ openRepository, runnerFor }) => {
        const repository = await openRepository({
          dir: context.workspace,
          logger,
          ...(inputs.githubToken === undefined
            ? {}
            : { auth: { token: inputs.githubToken, serverUrl: context.serverUrl } }),
        });
        return askRemote(runnerFor(repository), { remote: 'origin', base, branch: inputs.branch }).heads;
      })
    : publishing.then(async (started) => (await started.remote).heads));
  if (!heads.has(base)) {
    const repository = context.owner === undefined ? 'origin' : `${context.owner}/${context.repo ?? ''}`;
    throw new InputError(
      'base',
      `the branch "${base}" does not exist on ${repository}. Give the name of an existing branch the pull request should target, or leave base empty for the repository's default branch.`,
    );
  }
}

/**
 * A run that uploads needs the read-write project token. Show Project answers the read-only token
 * too, and a write must not be sent to find out (the dry run makes this check as well), but List
 * Terms needs the read-write ("private") key: once Show Project has accepted the token, List
 * Terms refusing it (401 or 403) means the token is the read-only one (docs/decisions.md).
 */
export async function assertTokenCanWrite(probe: Promise<unknown> | undefined): Promise<void> {
  if (probe === undefined) return;
  try {
    await probe;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Anything else (the network, a 5xx) is for the requests that matter to report.
    if (code !== 'forbidden' && code !== 'auth') return;
    throw new InputError(
      'project-token',
      "is a token the service accepts for reading but not for writing (the project's read-only token, public_api_token), and this run uploads to the service. Use the read-write token (private_api_token) from the project's settings on the service.",
    );
  }
}
