import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkArchive, DEFAULT_EXTRACT_LIMITS, type CheckedArchive } from '../../src/sync/extract.js';
import { ArchiveError } from '../../src/sync/extract-errors.js';
import { claimEntry, claimSlots, MAIN_THREAD, SECOND_THREAD } from '../../src/sync/claims.js';
import { inflateJob, type ThreadJob, type ThreadResult } from '../../src/sync/inflate-thread.js';
import { compareDownload } from '../../src/sync/removal-guard.js';
import { createWorkspace, removeWorkspace, zipWithYazl, type Workspace } from '../helpers/zip.js';

/**
 * The inflate thread's work, run on the test's own thread: the thread itself only exists in the
 * bundle (test/e2e/pull-threads.test.ts runs it there).
 */

let workspace: Workspace;
let archive: CheckedArchive | undefined;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await archive?.close();
  archive = undefined;
  await removeWorkspace(workspace);
});

const FILES: Record<string, string> = {
  'locales/fr/a.json': '{"a": "A", "b": {"c": "C"}}\n',
  'locales/fr/b.json': '{"one": "1"}\n',
  'locales/fr/stored.json': '{"x": "X", "y": "Y", "z": "Z"}\n',
};

async function jobFor(bytes: Buffer): Promise<ThreadJob> {
  await writeFile(workspace.archivePath, bytes);
  archive = await checkArchive({
    archivePath: workspace.archivePath,
    allowed: new Map(Object.keys(FILES).map((name) => [name, name])),
    limits: DEFAULT_EXTRACT_LIMITS,
    logger: workspace.logger,
  });
  const checked = archive;
  return {
    archivePath: workspace.archivePath,
    entries: checked.plan.targets.map((target, index) => ({
      index,
      name: target.name,
      header: target.entry,
      dataStart: checked.dataStarts.get(target) ?? 0,
      path: path.join(workspace.repo, `${index}.tmp`),
      file: { repoPath: target.repoPath, stagedPath: '', locale: 'fr', masterId: 1 },
    })),
    claims: claimSlots(checked.plan.targets.length),
  };
}

const countKeys = (file: Parameters<typeof compareDownload>[0], bytes: Buffer) =>
  compareDownload(file, bytes, undefined, { debug: () => undefined });

describe('inflateJob', () => {
  it('inflates (deflated and stored), counts the keys and writes each entry to its temporary', async () => {
    const job = await jobFor(
      await zipWithYazl(
        Object.entries(FILES).map(([name, data]) => ({ name, data, compress: !name.includes('stored') })),
      ),
    );
    const results: ThreadResult[] = [];
    inflateJob(job, countKeys, (batch) => results.push(...batch));
    // Last entry first: the main thread claims from the front.
    expect(results.map((result) => result.index)).toEqual(job.entries.map((entry) => entry.index).reverse());
    results.sort((a, b) => a.index - b.index);
    expect(results.map((result) => [result.index, result.size, result.comparison.counts?.added])).toEqual(
      job.entries.map((entry) => [
        entry.index,
        Buffer.byteLength(FILES[entry.name] ?? ''),
        { 'locales/fr/a.json': 2, 'locales/fr/b.json': 1, 'locales/fr/stored.json': 3 }[entry.name],
      ]),
    );
    for (const entry of job.entries) expect(await readFile(entry.path, 'utf8')).toBe(FILES[entry.name]);
  });

  it('claims entries from the last back and stops at the first one the main thread has claimed', async () => {
    const job = await jobFor(
      await zipWithYazl(Object.entries(FILES).map(([name, data]) => ({ name, data, compress: true }))),
    );
    // The main thread, claiming from the front, has the first entry.
    expect(claimEntry(job.claims, 0, MAIN_THREAD)).toBe(true);
    const results: ThreadResult[] = [];
    inflateJob(job, countKeys, (batch) => results.push(...batch));
    expect(results.map((result) => result.index)).toEqual([2, 1]);
    expect([...job.claims]).toEqual([MAIN_THREAD, SECOND_THREAD, SECOND_THREAD]);
    // The main thread's entry is its own to write: the thread left no file for it.
    await expect(readFile(job.entries[0]?.path ?? '', 'utf8')).rejects.toThrow(/ENOENT/);
    for (const entry of job.entries.slice(1))
      expect(await readFile(entry.path, 'utf8')).toBe(FILES[entry.name]);
    // Nor can the main thread take back what the thread claimed.
    expect(claimEntry(job.claims, 1, MAIN_THREAD)).toBe(false);
  });

  it('throws the same ArchiveError as the main thread for a damaged entry, and never overwrites a file', async () => {
    const bytes = await zipWithYazl(
      Object.entries(FILES).map(([name, data]) => ({ name, data, compress: false })),
    );
    const job = await jobFor(bytes);
    const last = job.entries[job.entries.length - 1];
    if (last === undefined) throw new Error('no entry');
    // A stored entry's bytes are its data: change one, and only the CRC-32 can tell.
    bytes[last.dataStart] = (bytes[last.dataStart] ?? 0) ^ 0xff;
    await writeFile(job.archivePath, bytes);
    const error = (() => {
      try {
        inflateJob(job, countKeys, () => undefined);
        return undefined;
      } catch (failure) {
        return failure;
      }
    })();
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).code).toBe('archive-corrupt');
    expect((error as ArchiveError).message).toContain('fails its CRC-32 check');
    expect((error as ArchiveError).entries).toEqual([last.name]);

    await writeFile(path.join(workspace.repo, 'taken.tmp'), 'keep');
    const first = job.entries[0];
    if (first === undefined) throw new Error('no entry');
    expect(() =>
      inflateJob(
        { ...job, entries: [{ ...first, path: path.join(workspace.repo, 'taken.tmp') }] },
        countKeys,
        () => undefined,
      ),
    ).toThrow(/EEXIST/);
    expect(await readFile(path.join(workspace.repo, 'taken.tmp'), 'utf8')).toBe('keep');
  });
});
