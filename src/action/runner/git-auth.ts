import type { RunContext } from './event.js';
import type { ActionInputs } from './inputs.js';

/**
 * The git credentials of the run: the github-token for the server, as the branch push uses them,
 * so every fetch (a push's range, a pull request's merge base) works where the push works.
 */
export function gitAuth(
  inputs: Pick<ActionInputs, 'githubToken'>,
  context: Pick<RunContext, 'serverUrl'>,
): { auth?: { token: string; serverUrl: string } } {
  return inputs.githubToken === undefined
    ? {}
    : { auth: { token: inputs.githubToken, serverUrl: context.serverUrl } };
}
