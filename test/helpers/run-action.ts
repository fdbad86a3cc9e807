import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerEnvironment } from './action-env.js';

export const DIST_ENTRY = path.resolve(import.meta.dirname, '../../dist/index.js');

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** `$GITHUB_OUTPUT` parsed into name → value. */
  outputs: Record<string, string>;
  summary: string;
}

/** Parses the runner's file-command format: `name<<DELIMITER\nvalue\nDELIMITER`. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[index] ?? '');
    if (match?.[1] === undefined || match[2] === undefined) continue;
    const value: string[] = [];
    for (index++; index < lines.length && lines[index] !== match[2]; index++) value.push(lines[index] ?? '');
    outputs[match[1]] = value.join('\n');
  }
  return outputs;
}

/** Runs `node dist/index.js` exactly as the runner does: `INPUT_*`, GITHUB_* files, a workspace. */
export async function runAction(options: {
  inputs: Record<string, string>;
  env?: Record<string, string>;
  cwd?: string;
  event?: { name: string; payload: unknown };
  node?: string;
  /** Cancels the run as the runner does (SIGINT) once this returns true; polled every 20 ms. */
  cancelWhen?: () => boolean;
  /**
   * Kills the run once this returns true, as a runner that is shut down does: SIGTERM, then
   * SIGKILL 500 ms later if it still runs; polled every 10 ms.
   */
  killWhen?: () => boolean;
}): Promise<ActionRun> {
  const runnerDir = await mkdtemp(path.join(tmpdir(), 'ts-runner-'));
  const outputPath = path.join(runnerDir, 'output');
  const summaryPath = path.join(runnerDir, 'summary');
  const eventPath = path.join(runnerDir, 'event.json');
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  await writeFile(eventPath, JSON.stringify(options.event?.payload ?? {}));
  const env = runnerEnvironment(options.inputs, {
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
    RUNNER_TEMP: runnerDir,
    ...(options.cwd === undefined ? {} : { GITHUB_WORKSPACE: options.cwd }),
    ...options.env,
  });
  // A run to be killed leads a process group of its own, so that the kill reaches its git too.
  const detached = options.killWhen !== undefined;
  const child = spawn(options.node ?? process.execPath, [DIST_ENTRY], {
    cwd: options.cwd ?? runnerDir,
    env,
    detached,
  });
  const signal = (name: NodeJS.Signals): void => {
    try {
      if (detached && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const cancel =
    options.cancelWhen === undefined
      ? undefined
      : setInterval(() => {
          if (options.cancelWhen?.() === true) child.kill('SIGINT');
        }, 20);
  let killing: NodeJS.Timeout | undefined;
  const kill =
    options.killWhen === undefined
      ? undefined
      : setInterval(() => {
          if (killing !== undefined || options.killWhen?.() !== true) return;
          signal('SIGTERM');
          killing = setTimeout(() => signal('SIGKILL'), 500);
        }, 10);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (cancel !== undefined) clearInterval(cancel);
  if (kill !== undefined) clearInterval(kill);
  if (killing !== undefined) clearTimeout(killing);
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
  };
}
