import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'worker-job-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A process whose only work is a worker, as the action's is at the end of a failed pull: the
 * worker replies, then spends a while in system calls that its termination cannot interrupt; the
 * main thread, busy meanwhile, stops it while the reply waits, and unrefs the worker when the
 * reply comes, as the file writer does after its last batch. `stop` is how it is stopped.
 */
async function stopDuringReply(stop: 'terminate' | 'stopWorker') {
  // A file with static imports: a dynamic import through tsx's loader keeps the process alive.
  const script = [
    "import { Worker } from 'node:worker_threads';",
    `import { stopWorker } from ${JSON.stringify(path.resolve('src/sync/worker-job.ts'))};`,
    'const worker = new Worker(`',
    "  const { parentPort } = require('node:worker_threads');",
    "  const { writeFileSync } = require('node:fs');",
    "  parentPort.on('message', (file) => {",
    "    parentPort.postMessage('reply');",
    '    const chunk = Buffer.alloc(8 << 20);',
    '    const end = Date.now() + 2000;',
    '    while (Date.now() < end) writeFileSync(file, chunk);',
    '  });`, { eval: true });',
    "await new Promise((resolve) => worker.once('online', resolve));",
    "worker.on('message', () => worker.unref());",
    `worker.postMessage(${JSON.stringify(path.join(dir, 'busy'))});`,
    'const busyUntil = performance.now() + 50;',
    'while (performance.now() < busyUntil);',
    stop === 'terminate' ? 'await worker.terminate();' : 'await stopWorker(worker);',
    "console.log('stopped');",
  ].join('\n');
  const file = path.join(dir, `${stop}.mts`);
  await writeFile(file, script);
  return spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 20_000 });
}

describe('stopWorker', () => {
  it('holds the process until the worker has stopped, even when a reply unrefs it meanwhile', async () => {
    // What the race does without it: the process ends before the worker's exit comes, with the
    // await unsettled (exit code 13). Node's own behaviour; it shows that the setup makes the race.
    const bare = await stopDuringReply('terminate');
    expect(bare.status, bare.stderr).toBe(13);
    expect(bare.stdout).toBe('');
    const held = await stopDuringReply('stopWorker');
    expect(held.status, held.stderr).toBe(0);
    expect(held.stdout).toBe('stopped\n');
  }, 60_000);
});
