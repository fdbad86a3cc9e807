import type { Logger } from '../client/logger.js';
import { redact } from '../client/redact.js';

/**
 * The `.wti` hooks (`before_pull`, `after_pull`, `before_push`, `after_push`): shell commands the
 * user wrote, run in the workspace exactly as the established client runs them. They are trusted
 * code of the repository and run with the job's environment. A failing hook fails the step with
 * its output, because a hook usually guards what follows it.
 */

type HookName = 'before_pull' | 'after_pull' | 'before_push' | 'after_push';

export interface HookSettings {
  /** `run-hooks`: false skips every hook with a notice. */
  readonly run: boolean;
  /** `hook-timeout`, in milliseconds: past it the hook's whole process group is killed. */
  readonly timeoutMs: number;
}

const DEFAULT_HOOK_SETTINGS: HookSettings = Object.freeze({ run: true, timeoutMs: 600_000 });

class HookError extends Error {
  readonly code: 'hook' | 'hook-timeout';
  constructor(
    readonly hook: HookName,
    readonly exitCode: number | null,
    readonly output: string,
    timeoutMs?: number,
  ) {
    super(
      timeoutMs === undefined
        ? `The ${hook} hook of the .wti file failed (${exitCode === null ? 'killed' : `exit code ${exitCode}`}). ` +
            `Fix the command or remove it from .wti. Its output:\n${output || '(none)'}`
        : `The ${hook} hook of the .wti file was still running after ${timeoutMs / 1000} s (hook-timeout), so it was ` +
            `killed with every process it started. Make the command finish sooner, or raise hook-timeout. Its output:\n${output || '(none)'}`,
    );
    this.name = 'HookError';
    this.code = timeoutMs === undefined ? 'hook' : 'hook-timeout';
  }
}

/** The `settings` argument of runHook from an optional option, spread-ready under exactOptionalPropertyTypes. */
export function hookSettingsOf(options: { readonly hookSettings?: HookSettings }): {
  settings?: HookSettings;
} {
  return options.hookSettings === undefined ? {} : { settings: options.hookSettings };
}

const OUTPUT_LIMIT = 8_000;
/** node:child_process on first use: most projects have no hooks, and it is not loaded at start. */
const childProcess = () => process.getBuiltinModule('node:child_process');
/** After SIGTERM, the hook's processes get this long to exit before SIGKILL. */
const KILL_GRACE_MS = 2_000;
/** How long output may still arrive once the hook's process has exited. */
const OUTPUT_DRAIN_MS = 250;

/** The shell as Ruby's `system` and Node's `shell: true` choose it: /bin/sh, or cmd.exe on Windows. */
function hookShell(command: string, platform: NodeJS.Platform, env: NodeJS.ProcessEnv) {
  if (platform !== 'win32') return { file: '/bin/sh', args: ['-c', command], verbatim: false };
  return { file: env.ComSpec ?? 'cmd.exe', args: ['/d', '/s', '/c', `"${command}"`], verbatim: true };
}

/** Signals the hook's whole process group (on Windows, which has none, taskkill ends its tree). */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  const args = ['/pid', String(pid), '/T', '/F'];
  if (process.platform === 'win32') return void childProcess().execFile('taskkill', args, () => undefined);
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: every process of the group has exited.
  }
}

export async function runHook(options: {
  name: HookName;
  command: string | undefined;
  cwd: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  settings?: HookSettings;
  /** The runner's platform; process.platform unless a test shows another's shell. */
  platform?: NodeJS.Platform;
}): Promise<void> {
  const { name, command, logger } = options;
  const settings = options.settings ?? DEFAULT_HOOK_SETTINGS;
  if (command === undefined || command.trim() === '') return;
  if (!settings.run) {
    logger.notice(`run-hooks is false: the ${name} hook of the .wti file was not run.`);
    return;
  }
  logger.info(`Running the ${name} hook: ${command}`);
  // A process group of its own, so a timeout kills every process the hook started (R45).
  const env = options.env ?? process.env;
  const shell = hookShell(command, options.platform ?? process.platform, env);
  const child = childProcess().spawn(shell.file, shell.args, {
    cwd: options.cwd,
    env,
    windowsVerbatimArguments: shell.verbatim,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    // Keep the tail: the end of a failing command's output says why it failed.
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let closed = false;
  child.once('close', () => (closed = true));
  let timedOut = false;
  let grace: NodeJS.Timeout | undefined;
  const deadline = Date.now() + settings.timeoutMs;
  const timer = setTimeout(() => {
    timedOut = true;
    signalGroup(child.pid, 'SIGTERM');
    grace = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
  }, settings.timeoutMs);
  let exitCode: number | null;
  try {
    // 'exit', not 'close': a background child that keeps the pipes open must not hold the step.
    exitCode = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => resolve(code));
    });
  } finally {
    clearTimeout(timer);
    if (grace !== undefined) clearTimeout(grace);
  }
  if (timedOut) signalGroup(child.pid, 'SIGKILL');
  else {
    // A background process the hook left behind does not hold the step, but it does not outlive
    // the hook's time limit either; unref'd, so it never keeps the action itself running.
    setTimeout(() => signalGroup(child.pid, 'SIGKILL'), Math.max(0, deadline - Date.now())).unref();
  }
  // The rest of the output arrives with 'close', unless a background child holds the pipes open.
  await new Promise<void>((resolve) => {
    if (closed) return resolve();
    const wait = setTimeout(resolve, OUTPUT_DRAIN_MS);
    child.once('close', () => {
      clearTimeout(wait);
      resolve();
    });
  });
  child.stdout.destroy();
  child.stderr.destroy();
  child.unref();
  const shown = redact(output.trimEnd());
  if (timedOut) throw new HookError(name, exitCode, shown, settings.timeoutMs);
  if (exitCode !== 0) throw new HookError(name, exitCode, shown);
  if (shown !== '') logger.info(shown);
}
