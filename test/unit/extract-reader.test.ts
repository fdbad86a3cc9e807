import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlockReader } from '../../src/sync/extract-reader.js';

const KiB = 1024;
// Twelve blocks of 512 KiB and a short last one: more than the eight the reader keeps, so blocks
// are let go and their buffers read into again.
const FILE_BYTES = 12 * 512 * KiB + 1234;

let dir: string;
let source: Buffer;
let reader: BlockReader;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'extract-reader-'));
  source = randomBytes(FILE_BYTES);
  const file = path.join(dir, 'archive.zip');
  await writeFile(file, source);
  reader = new BlockReader(openSync(file, 'r'), FILE_BYTES);
});
afterEach(async () => {
  await new Promise<void>((resolve) => {
    reader.close(() => resolve());
  });
  await rm(dir, { recursive: true, force: true });
});

/** yauzl's way in: read() into a buffer of the caller's. */
function readThroughYauzl(position: number, length: number): Promise<Buffer> {
  const into = Buffer.alloc(length);
  return new Promise((resolve, reject) => {
    reader.read(into, 0, length, position, (error, bytesRead) => {
      if (error === null) resolve(into.subarray(0, bytesRead));
      else reject(error);
    });
  });
}

describe('BlockReader', () => {
  it('reads every range as the file holds it, in order, across blocks and at the end', async () => {
    for (let position = 0; position < FILE_BYTES; position += 5000) {
      const length = Math.min(7000, FILE_BYTES - position);
      expect(
        (await reader.readAt(position, length)).equals(source.subarray(position, position + length)),
      ).toBe(true);
    }
    // Past the end: only what is there.
    expect((await reader.readAt(FILE_BYTES - 10, 100)).equals(source.subarray(FILE_BYTES - 10))).toBe(true);
  });

  it('keeps every buffer it returned intact while later blocks are read into reused memory', async () => {
    const kept: { position: number; bytes: Buffer }[] = [];
    // One range from each block, in order: by the last, the first blocks were let go and their
    // memory holds later blocks.
    for (let position = 100; position < FILE_BYTES; position += 512 * KiB)
      kept.push({ position, bytes: await reader.readAt(position, 2048) });
    // And again, so that the blocks read the first time are read once more into reused memory.
    for (let position = 300; position < FILE_BYTES; position += 512 * KiB) await reader.readAt(position, 10);
    for (const { position, bytes } of kept)
      expect(bytes.equals(source.subarray(position, position + 2048))).toBe(true);
  });

  it('answers many reads at once, scattered over every block, each with its own bytes', async () => {
    const ranges = Array.from({ length: 400 }, (_, index) => {
      const position = (index * 7919 * 131) % (FILE_BYTES - 4096);
      return { position, length: 1 + ((index * 613) % 4096) };
    });
    const read = await Promise.all(
      ranges.map(({ position, length }, index) =>
        index % 2 === 0 ? reader.readAt(position, length) : readThroughYauzl(position, length),
      ),
    );
    ranges.forEach(({ position, length }, index) => {
      expect(read[index]?.equals(source.subarray(position, position + length))).toBe(true);
    });
  });

  it('gives a buffer of its own: changing it changes no later read', async () => {
    const first = await reader.readAt(1000, 64);
    first.fill(0);
    expect((await reader.readAt(1000, 64)).equals(source.subarray(1000, 1064))).toBe(true);
  });
});
