import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackgroundWriter } from '../../src/sync/background-writer.js';

let dir: string;
let writer: BackgroundWriter | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'background-writer-'));
});
afterEach(async () => {
  await writer?.close();
  writer = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Bytes that differ per file and per position, so a mix-up of two files or offsets shows. */
function bytesFor(index: number, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at++) bytes[at] = (index * 31 + at * 7) & 0xff;
  return bytes;
}

describe('BackgroundWriter', () => {
  it('writes every file whole, in batches of any mix of sizes (empty, small, over a batch)', async () => {
    writer = BackgroundWriter.start();
    const sizes = Array.from({ length: 300 }, (_, index) =>
      index === 5 ? 0 : index === 100 ? 3 * 1024 * 1024 : 1 + ((index * 997) % 9000),
    );
    for (const [index, size] of sizes.entries())
      await writer.write(path.join(dir, `f${index}`), bytesFor(index, size));
    await writer.flush();
    expect((await readdir(dir)).length).toBe(300);
    for (const [index, size] of sizes.entries())
      expect((await readFile(path.join(dir, `f${index}`))).equals(bytesFor(index, size))).toBe(true);
  });

  it('keeps memory bounded: 48 MiB through it, each write waiting while 4 MiB are on their way', async () => {
    writer = BackgroundWriter.start();
    const mib = 1024 * 1024;
    for (let index = 0; index < 48; index++)
      await writer.write(path.join(dir, `big${index}`), bytesFor(index, mib));
    await writer.flush();
    for (let index = 0; index < 48; index++)
      expect((await readFile(path.join(dir, `big${index}`))).equals(bytesFor(index, mib))).toBe(true);
  });

  it('reports the first failed write as writeFileSync would, and refuses more after it', async () => {
    writer = BackgroundWriter.start();
    await writer.write(path.join(dir, 'ok'), Buffer.from('ok'));
    const missing = path.join(dir, 'no-such-folder', 'file');
    await writer.write(missing, Buffer.from('lost'));
    const error = await writer.flush().then(
      () => undefined,
      (failure: unknown) => failure as NodeJS.ErrnoException,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.code).toBe('ENOENT');
    expect(error?.syscall).toBe('open');
    expect(error?.path).toBe(missing);
    expect(error?.message).toContain('ENOENT');
    await expect(writer.write(path.join(dir, 'later'), Buffer.from('x'))).rejects.toBe(error);
    expect(await readFile(path.join(dir, 'ok'), 'utf8')).toBe('ok');
    expect((await readdir(dir)).sort()).toEqual(['ok']);
  });

  it("never replaces a file: flag 'wx' as on the main thread", async () => {
    writer = BackgroundWriter.start();
    const existing = path.join(dir, 'existing');
    await writeFile(existing, 'keep me');
    await writer.write(existing, Buffer.from('overwritten'));
    await expect(writer.flush()).rejects.toMatchObject({ code: 'EEXIST', path: existing });
    expect(await readFile(existing, 'utf8')).toBe('keep me');
  });

  it('does not keep the process alive once its writes are done, even if never closed', async () => {
    const script = [
      `const { BackgroundWriter } = await import(${JSON.stringify(path.resolve('src/sync/background-writer.ts'))});`,
      'const writer = BackgroundWriter.start();',
      `await writer.write(${JSON.stringify(path.join(dir, 'from-child'))}, Buffer.from('done'));`,
      'await writer.flush();',
    ].join('\n');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 20_000,
    });
    expect(await readFile(path.join(dir, 'from-child'), 'utf8')).toBe('done');
  });
});
