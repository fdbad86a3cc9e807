import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimEntry, claimSlots, MAIN_THREAD, SECOND_THREAD } from '../../src/sync/claims.js';
import { HashThread, type HashResult } from '../../src/sync/hash-thread.js';
import { localSha1Map, type GitBlob } from '../../src/sync/local-files.js';
import { hashThreadFor } from '../../src/sync/pull.js';
import type { Project } from '../../src/client/models.js';

// The second thread of the hashing: it must give what the main thread gives for the same files,
// take only the files it claimed, and fail as the main thread would.

let root: string;
let thread: HashThread | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ts-hash-thread-'));
});
afterEach(async () => {
  await thread?.close();
  thread = undefined;
  await rm(root, { recursive: true, force: true });
});

/** `count` files under locales/<locale>/, of varied sizes; one bigger than a read, one executable. */
async function writeProject(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const file = `locales/l${index % 7}/file-${index}.json`;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    const body = index === 3 ? randomBytes(600 * 1024 + 11) : `{"key${index}":"${'x'.repeat(index % 50)}"}\n`;
    await writeFile(path.join(root, file), body);
    paths.push(file);
  }
  await chmod(path.join(root, paths[5] ?? ''), 0o755);
  return paths;
}

function started(): HashThread {
  const started = HashThread.tryStart();
  if (started === undefined) throw new Error('No worker thread could be started here.');
  thread = started;
  return started;
}

describe('the hash thread', () => {
  it('hashes from the back every file it claims, as sha1sum and git would, and stops at the main thread’s', async () => {
    const paths = await writeProject(40);
    const claims = claimSlots(paths.length);
    for (let slot = 0; slot < 15; slot++) claimEntry(claims, slot, MAIN_THREAD);
    const results: HashResult[] = [];

    await started().hash({ root, paths, claims, blobs: true }, (batch) => results.push(...batch));

    expect(results.map((result) => result.index).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 15),
    );
    expect([...claims].slice(15).every((mark) => mark === SECOND_THREAD)).toBe(true);
    const { readFile } = await import('node:fs/promises');
    for (const result of results) {
      const bytes = await readFile(path.join(root, paths[result.index] ?? ''));
      expect(result.sha1).toBe(createHash('sha1').update(bytes).digest('hex'));
      const blob = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
      expect(result.blob).toEqual({ id: blob, executable: result.index === 5 });
    }
  });

  it('shares localSha1Map with the main thread: the same hashes and blobs as the main thread alone', async () => {
    const paths = await writeProject(600);
    const missing = ['locales/l1/absent.json', 'nowhere/else.json'];
    await mkdir(path.join(root, 'locales/folder.json'));
    const alone = new Map<string, GitBlob>();
    const expected = await localSha1Map(root, [...paths, ...missing, 'locales/folder.json'], {
      blobs: alone,
    });
    const shared = new Map<string, GitBlob>();

    const hashes = await localSha1Map(root, [...paths, ...missing, 'locales/folder.json'], {
      blobs: shared,
      thread: started(),
    });

    expect([...hashes]).toEqual([...expected]);
    expect(new Map([...shared].sort())).toEqual(new Map([...alone].sort()));
    expect(hashes.get('locales/l1/absent.json')).toBeUndefined();
  });

  it('fails as the main thread would when a file it claimed is gone', async () => {
    const paths = await writeProject(4);
    // A link to nothing: listed as a path, it cannot be opened.
    await symlink(path.join(root, 'gone.json'), path.join(root, 'dangling.json'));
    const claims = claimSlots(paths.length + 1);

    const hashing = started().hash(
      { root, paths: [...paths, 'dangling.json'], claims, blobs: false },
      () => undefined,
    );

    await expect(hashing).rejects.toMatchObject({ code: 'ENOENT', syscall: 'open' });
  });

  it('is started for a large listing only when the checkout holds its files', async () => {
    const file = (id: number, name: string, master: number | null) => ({
      id,
      name,
      updatedAt: '2026-01-01T00:00:00Z',
      hashFile: null,
      masterProjectFileId: master,
      localeCode: master === null ? 'en' : 'fr',
      fresh: true,
    });
    const project = (targets: number): Project => ({
      id: 1,
      name: 'Web',
      sourceLocale: { code: 'en', name: 'English' },
      targetLocales: [{ code: 'fr', name: 'French' }],
      projectFiles: [
        file(1, 'locales/en.json', null),
        ...Array.from({ length: targets }, (_, index) => file(index + 2, `locales/fr/f${index}.json`, 1)),
      ],
    });

    // A first pull into a checkout without translations: nothing to hash.
    expect(hashThreadFor(root, project(2_500))).toBeUndefined();
    await mkdir(path.join(root, 'locales/fr'), { recursive: true });
    await writeFile(path.join(root, 'locales/fr/f0.json'), '{}\n');
    // Too few files to pay for a thread.
    expect(hashThreadFor(root, project(500))).toBeUndefined();
    thread = hashThreadFor(root, project(2_500));
    expect(thread).toBeInstanceOf(HashThread);
  });
});
