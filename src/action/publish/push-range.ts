import type { RunContext } from '../runner/event.js';
import { gitAuth } from '../runner/git-auth.js';
import type { ActionInputs } from '../runner/inputs.js';
import type { Logger } from '../runner/logger.js';
import { scopeRepository, type ProjectScope } from '../projects/project-scope.js';

/**
 * Paths the push touched, relative to the project, and a reader of the files at its `before`
 * commit (fetched by changedPaths when the checkout lacks it); both undefined when the range is
 * unknown.
 */
export async function changedInPush(
  inputs: ActionInputs,
  context: RunContext,
  scope: ProjectScope,
  logger: Logger,
): Promise<{
  changedInPush: ReadonlySet<string> | undefined;
  readBeforePush?: (path: string) => Promise<Uint8Array | undefined>;
}> {
  const { before, after } = context.push;
  if (context.eventName !== 'push') return { changedInPush: undefined };
  const unknown = () => {
    logger.info(
      "The push range is unknown (a new branch, or history that cannot be fetched); every master that differs from the service is uploaded, and translation files only fill what the service lacks (no key is sent as the push's edit).",
    );
    return { changedInPush: undefined };
  };
  if (before === undefined || after === undefined) return unknown();
  const { openRepository } = await import('../../git/git.js');
  // The same credentials as the branch push: with `persist-credentials: false` an anonymous
  // fetch of the push's `before` gets 401, and every master would be uploaded.
  const repository = scopeRepository(
    await openRepository({ dir: context.workspace, logger, ...gitAuth(inputs, context) }),
    scope,
  );
  const paths = await repository.changedPaths(before, after);
  if (paths === undefined) return unknown();
  return { changedInPush: new Set(paths), readBeforePush: (file) => repository.readFileAtRef(before, file) };
}
