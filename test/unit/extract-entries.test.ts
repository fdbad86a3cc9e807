import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveError, checkArchive, inflateArchive } from '../../src/archive/extract.js';
import { createWorkspace, EXTRACT_LIMITS, removeWorkspace, zipWithYazl } from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

/** The entry-level guarantees of inflateArchive, below the staging and the write. */

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

const FILES = {
  'locales/fr/a.json': '{"a":"A"}\n',
  'locales/fr/b.json': '{"b":"B"}\n',
};

async function checked(archive: Buffer) {
  await writeFile(workspace.archivePath, archive);
  return checkArchive({
    archivePath: workspace.archivePath,
    allowed: new Map(Object.keys(FILES).map((name) => [name, name])),
    limits: EXTRACT_LIMITS,
    logger: workspace.logger,
  });
}

describe('inflateArchive', () => {
  it('refuses a stored entry whose bytes changed: only the CRC-32 can tell', async () => {
    const bytes = await zipWithYazl(
      Object.entries(FILES).map(([name, data]) => ({ name, data, compress: false })),
    );
    // A stored entry's bytes are its data: change the last one's first byte.
    const archive = await checked(bytes);
    const last = archive.plan.targets.at(-1);
    if (last === undefined) throw new Error('no entry');
    const start = archive.dataStarts.get(last) ?? 0;
    archive.zipfile.close();
    bytes[start] = (bytes[start] ?? 0) ^ 0xff;
    const damaged = await checked(bytes);
    const error = await inflateArchive(damaged, {
      budget: { remainingTotalBytes: EXTRACT_LIMITS.maxTotalBytes },
      destination: (_target, index) => Promise.resolve(join(workspace.staging, String(index))),
    }).catch((thrown: unknown) => thrown);
    damaged.zipfile.close();
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).code).toBe('archive-corrupt');
    expect((error as ArchiveError).message).toContain('fails its CRC-32 check');
    expect((error as ArchiveError).entries).toEqual([last.name]);
  });

  it('never overwrites a file that is already where it would write', async () => {
    const archive = await checked(
      await zipWithYazl(Object.entries(FILES).map(([name, data]) => ({ name, data }))),
    );
    const taken = join(workspace.staging, 'taken.tmp');
    await writeFile(taken, 'keep');
    const error = await inflateArchive(archive, {
      budget: { remainingTotalBytes: EXTRACT_LIMITS.maxTotalBytes },
      destination: (_target, index) => Promise.resolve(index === 0 ? taken : join(workspace.staging, 'b')),
    }).catch((thrown: unknown) => thrown);
    archive.zipfile.close();
    expect((error as NodeJS.ErrnoException).code).toBe('EEXIST');
    expect(await readFile(taken, 'utf8')).toBe('keep');
  });
});
