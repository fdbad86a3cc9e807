import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHostileArchive } from '../../src/emulator/hostile-archives.js';
import { extractLimitsFor } from '../../src/archive/entries.js';
import type { RemoteFile } from '../../src/project/files.js';
import {
  createWorkspace,
  EXTRACT_LIMITS,
  pullArchive,
  removeWorkspace,
  snapshotTree,
} from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

function listed(count: number, folders: number): RemoteFile[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `locales/l${index % folders}/f${index}.json`,
    locale: `l${index % folders}`,
    masterId: 0,
    hashFile: undefined,
    fresh: true,
    updatedAt: undefined,
  }));
}

const MiB = 1024 * 1024;

describe('extraction limits derived from the listing', () => {
  it('allows every listed file and its folder, with a margin, whatever the count', () => {
    const limits = extractLimitsFor(listed(30_000, 30), 14 * MiB);
    expect(limits.maxEntries).toBeGreaterThanOrEqual(30_030);
    expect(limits.maxEntries).toBeLessThan(40_000);
    expect(extractLimitsFor(listed(3, 1), 1_000).maxEntries).toBeLessThan(200);
  });

  it('grows the total size with the download, never below the default', () => {
    expect(extractLimitsFor(listed(3, 1), 1_000).maxTotalBytes).toBe(EXTRACT_LIMITS.maxTotalBytes);
    expect(extractLimitsFor(listed(3, 1), 200 * MiB).maxTotalBytes).toBeGreaterThan(200 * MiB);
    expect(extractLimitsFor(listed(3, 1), 200 * MiB).maxEntryBytes).toBe(EXTRACT_LIMITS.maxEntryBytes);
  });

  it('lets explicit limits win', () => {
    expect(extractLimitsFor(listed(30_000, 30), 0, { maxEntries: 5 }).maxEntries).toBe(5);
  });

  it('R17 refuses, before writing anything, an archive of far more entries than the project lists', async () => {
    const before = await snapshotTree(workspace.repo);
    const limits = extractLimitsFor(listed(20, 2), 100_000);
    const error = await pullArchive(workspace, buildHostileArchive('too-many-entries'), [], limits).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ code: 'archive-too-large' });
    expect((error as Error).message).toContain(`more than the limit of ${limits.maxEntries}`);
    expect(await snapshotTree(workspace.repo)).toEqual(before);
  });
});
