import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localSha1Map } from '../../src/sync/local-files.js';

let root: string | undefined;
afterEach(async () => {
  if (root !== undefined) await rm(root, { recursive: true, force: true });
  root = undefined;
});

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

describe('localSha1Map', () => {
  it('hashes regular files of any size and nothing else', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'local-files-'));
    const small = Buffer.from('{"a":"A"}\n');
    // Over several read chunks, and not a multiple of one.
    const big = randomBytes(1024 * 1024 + 3);
    // Exact multiples of any power-of-two read chunk up to 1 MiB: the last read fills the buffer,
    // and only the next one, empty, says the file has ended.
    const exact = [64, 256, 512, 1024].map((kib) => randomBytes(kib * 1024));
    await mkdir(path.join(root, 'locales/fr'), { recursive: true });
    await writeFile(path.join(root, 'locales/fr/a.json'), small);
    await writeFile(path.join(root, 'locales/fr/big.json'), big);
    await writeFile(path.join(root, 'locales/fr/empty.json'), '');
    for (const [index, bytes] of exact.entries())
      await writeFile(path.join(root, `locales/fr/exact-${index}.json`), bytes);
    await mkdir(path.join(root, 'locales/fr/folder.json'));
    await symlink('a.json', path.join(root, 'locales/fr/link.json'));

    const hashes = localSha1Map(root, [
      'locales/fr/a.json',
      'locales/fr/big.json',
      'locales/fr/empty.json',
      'locales/fr/folder.json',
      'locales/fr/link.json',
      'locales/fr/missing.json',
      'locales/de/missing.json',
      'locales/fr/a.json',
      ...exact.map((_, index) => `locales/fr/exact-${index}.json`),
    ]);

    expect(Object.fromEntries(hashes)).toEqual({
      'locales/fr/a.json': sha1(small),
      'locales/fr/big.json': sha1(big),
      'locales/fr/empty.json': sha1(Buffer.alloc(0)),
      'locales/fr/folder.json': undefined,
      'locales/fr/link.json': undefined,
      'locales/fr/missing.json': undefined,
      'locales/de/missing.json': undefined,
      ...Object.fromEntries(exact.map((bytes, index) => [`locales/fr/exact-${index}.json`, sha1(bytes)])),
    });
  });
});
