import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../../src/action/logger.js';
import { registerSecret } from '../../src/client/redact.js';
import { HookError, runHook } from '../../src/sync/hooks.js';

describe('.wti hooks', () => {
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
    await expect(failure).rejects.toBeInstanceOf(HookError);
    await expect(failure).rejects.toThrow(/before_push hook of the \.wti file failed \(exit code 3\)/);
    await expect(failure).rejects.toThrow('token *** is bad');
  });

  it('does nothing for an absent or blank hook', async () => {
    const logger = createRecordingLogger();
    await runHook({ name: 'before_pull', command: undefined, cwd: tmpdir(), logger });
    await runHook({ name: 'before_pull', command: '  ', cwd: tmpdir(), logger });
    expect(logger.lines).toEqual([]);
  });
});
