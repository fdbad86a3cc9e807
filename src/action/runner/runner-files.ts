import { existsSync, readFileSync } from 'node:fs';

/**
 * What the runner hands every step besides the inputs: the workspace, the files for the step's
 * outputs and its job summary, and the event's payload. Each is checked before anything runs, so
 * that a run started wrongly (by hand, by a tool, on a runner that lacks a file) fails with one
 * line that names the variable, never with a stack trace halfway through, and never on a guess.
 */

type RunnerErrorCode = 'runner-workspace' | 'runner-file' | 'runner-event';

class RunnerError extends Error {
  constructor(
    readonly code: RunnerErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RunnerError';
  }
}

/**
 * The repository the run reads and writes. A run that writes needs GITHUB_WORKSPACE: the working
 * directory of a process started by hand or by a tool is often the action's own checkout, which
 * the run would then commit into and push. A dry run writes nothing, so it may read the working
 * directory, and says so.
 */
export function runnerWorkspace(
  env: NodeJS.ProcessEnv,
  options: { dryRun: boolean; note?: (message: string) => void },
): string {
  const workspace = env['GITHUB_WORKSPACE'] ?? '';
  if (workspace !== '') return workspace;
  if (!options.dryRun)
    throw new RunnerError(
      'runner-workspace',
      'GITHUB_WORKSPACE is not set, so the repository to sync is unknown; nothing was written or pushed. ' +
        'The runner sets it for every step; when you start the action yourself, set it to the folder of the checkout (or set dry-run: true).',
    );
  options.note?.(`GITHUB_WORKSPACE is not set: this dry run reads the working directory, ${process.cwd()}.`);
  return process.cwd();
}

/** The step's output and summary files: each, when the runner names one, must exist. */
export function assertRunnerFiles(env: NodeJS.ProcessEnv): void {
  for (const [variable, what] of [
    ['GITHUB_OUTPUT', 'the step outputs'],
    ['GITHUB_STEP_SUMMARY', 'the job summary'],
  ] as const) {
    const file = env[variable] ?? '';
    if (file !== '' && !existsSync(file))
      throw new RunnerError(
        'runner-file',
        `${variable} names ${file}, which does not exist, so ${what} cannot be written; nothing was run. ` +
          'The runner creates it for every step; when you start the action yourself, create the file first (or leave the variable unset).',
      );
  }
}

/**
 * The event's payload ($GITHUB_EVENT_PATH). Without the variable there is no event to read (a run
 * started by hand) and the payload is empty; a file that is named but missing, or is not a JSON
 * object, fails the run rather than be read as an event that says nothing.
 */
export function readEventFile(eventPath: string | undefined): Record<string, unknown> {
  if (eventPath === undefined || eventPath === '') return {};
  let text: string;
  try {
    text = readFileSync(eventPath, 'utf8');
  } catch (error) {
    throw new RunnerError(
      'runner-event',
      `GITHUB_EVENT_PATH names ${eventPath}, which cannot be read, so the event that started the run is unknown; nothing was run.`,
      { cause: error },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RunnerError(
      'runner-event',
      `The event file ${eventPath} (GITHUB_EVENT_PATH) is not JSON, so the event that started the run is unknown; nothing was run.`,
      { cause: error },
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new RunnerError(
      'runner-event',
      `The event file ${eventPath} (GITHUB_EVENT_PATH) holds no JSON object, so the event that started the run is unknown; nothing was run.`,
    );
  return parsed as Record<string, unknown>;
}
