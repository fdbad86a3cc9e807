import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { registerSecret } from '../../src/client/redact.js';
import { runHook } from '../../src/sync/hooks.js';
import { isRunning } from '../helpers/process.js';

describe('.wti hooks', () => {
  it('runs through cmd.exe (ComSpec) on a Windows runner, the command quoted whole, not /bin/sh', async () => {
    // A stand-in for cmd.exe that prints the arguments it was given: the command line Windows gets.
    const dir = await mkdtemp(path.join(tmpdir(), 'hook-windows-'));
    const comSpec = path.join(dir, 'cmd.exe');
    await writeFile(comSpec, '#!/bin/sh\nprintf "%s|" "$@"\n', { mode: 0o755 });
    const logger = createRecordingLogger();
    await runHook({
      name: 'before_pull',
      command: 'wti pull && echo "done"',
      cwd: dir,
      logger,
      env: { ...process.env, ComSpec: comSpec },
      platform: 'win32',
    });
    expect(logger.lines.map((line) => line.message)).toContain('/d|/s|/c|"wti pull && echo "done""|');
  });

  it('runs the command in the workspace and logs its output', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'hook-'));
    const logger = createRecordingLogger();
    await runHook({
      name: 'after_pull',
      command: 'echo ran > marker.txt && echo done',
      cwd: workspace,
      logger,
    });
    expect(await readFile(path.join(workspace, 'marker.txt'), 'utf8')).toBe('ran\n');
    expect(logger.lines.map((line) => line.message)).toContain('done');
  });

  it('fails with the hook name, exit code and redacted output', async () => {
    registerSecret('hook-secret-123');
    const logger = createRecordingLogger();
    const failure = runHook({
      name: 'before_push',
      command: 'echo "token hook-secret-123 is bad" >&2; exit 3',
      cwd: tmpdir(),
      logger,
    });
    await expect(failure).rejects.toMatchObject({
      name: 'HookError',
      code: 'hook',
      hook: 'before_push',
      exitCode: 3,
    });
    await expect(failure).rejects.toThrow(/before_push hook of the \.wti file failed \(exit code 3\)/);
    await expect(failure).rejects.toThrow('token *** is bad');
  });

  it('fails a hook past its time limit naming it, and kills every process it started (R45)', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'hook-'));
    const logger = createRecordingLogger();
    const failure = runHook({
      name: 'before_pull',
      command: 'sleep 95 & echo $! > background.pid; echo started; sleep 96',
      cwd: workspace,
      logger,
      settings: { run: true, timeoutMs: 300 },
    });
    await expect(failure).rejects.toMatchObject({ code: 'hook-timeout', hook: 'before_pull' });
    await expect(failure).rejects.toThrow(/before_pull hook .* still running after 0.3 s .*\n.*started/s);
    const background = Number(await readFile(path.join(workspace, 'background.pid'), 'utf8'));
    expect(await isRunning(background)).toBe(false);
  });

  it('ends when the hook exits, even when a background child keeps its output open; the child ends at the time limit (R45)', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'hook-'));
    const logger = createRecordingLogger();
    await runHook({
      name: 'after_pull',
      command: 'sleep 30 & echo $! > background.pid; echo done',
      cwd: workspace,
      logger,
      settings: { run: true, timeoutMs: 1_000 },
    });
    // Returned while the child still runs: the wait was for the hook, not for its pipes.
    const background = Number(await readFile(path.join(workspace, 'background.pid'), 'utf8'));
    expect(await isRunning(background)).toBe(true);
    expect(logger.lines.map((line) => line.message)).toContain('done');
    // Then the hook's time limit ends the child with its process group.
    await expect.poll(() => isRunning(background), { timeout: 10_000, interval: 100 }).toBe(false);
  });

  it('skips a hook with a notice when run-hooks is false', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'hook-'));
    const logger = createRecordingLogger();
    await runHook({
      name: 'before_push',
      command: 'touch ran',
      cwd: workspace,
      logger,
      settings: { run: false, timeoutMs: 1000 },
    });
    await expect(readFile(path.join(workspace, 'ran'))).rejects.toThrow(/ENOENT/);
    expect(logger.lines).toEqual([
      { level: 'notice', message: 'run-hooks is false: the before_push hook of the .wti file was not run.' },
    ]);
  });

  it('does nothing for an absent or blank hook', async () => {
    const logger = createRecordingLogger();
    await runHook({ name: 'before_pull', command: undefined, cwd: tmpdir(), logger });
    await runHook({ name: 'before_pull', command: '  ', cwd: tmpdir(), logger });
    expect(logger.lines).toEqual([]);
  });
});
