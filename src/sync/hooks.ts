import { spawn } from 'node:child_process';
import type { Logger } from '../action/logger.js';
import { redact } from '../client/redact.js';

/**
 * The `.wti` hooks (`before_pull`, `after_pull`, `before_push`, `after_push`): shell commands the
 * user wrote, run in the workspace exactly as the established client runs them. A failing hook
 * fails the step with its output, because a hook usually guards what follows it.
 */

export type HookName = 'before_pull' | 'after_pull' | 'before_push' | 'after_push';

export class HookError extends Error {
  readonly code = 'hook';
  constructor(
    readonly hook: HookName,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(
      `The ${hook} hook of the .wti file failed (${exitCode === null ? 'killed' : `exit code ${exitCode}`}). ` +
        `Fix the command or remove it from .wti. Its output:\n${output || '(none)'}`,
    );
    this.name = 'HookError';
  }
}

const OUTPUT_LIMIT = 8_000;

export async function runHook(options: {
  name: HookName;
  command: string | undefined;
  cwd: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}): Promise<void> {
  const { name, command, logger } = options;
  if (command === undefined || command.trim() === '') return;
  logger.info(`Running the ${name} hook: ${command}`);
  const child = spawn('/bin/sh', ['-c', command], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    // Keep the tail: the end of a failing command's output says why it failed.
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const shown = redact(output.trimEnd());
  if (exitCode !== 0) throw new HookError(name, exitCode, shown);
  if (shown !== '') logger.info(shown);
}
