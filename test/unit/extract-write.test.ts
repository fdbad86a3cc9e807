import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { undoForCancel } from '../../src/sync/cancellation.js';
import { WriteError } from '../../src/sync/repository-paths.js';
import { RepositoryWrite, writeStagedFiles } from '../../src/sync/write-safely.js';
import type { StagedFile } from '../../src/archive/extract.js';
import { createWorkspace, removeWorkspace, snapshotTree, stageArchive, zipWithYazl } from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

/** Stages files through a real archive, as the pull step would, keyed by repository path. */
async function stage(files: Record<string, string>): Promise<StagedFile[]> {
  const archive = await zipWithYazl(Object.entries(files).map(([name, data]) => ({ name, data })));
  await writeFile(workspace.archivePath, archive);
  const allowed = new Map(Object.keys(files).map((name) => [name, name]));
  const result = await stageArchive({
    archivePath: workspace.archivePath,
    stagingDir: workspace.staging,
    allowed,
    logger: workspace.logger,
  });
  return result.files;
}

async function expectWriteRefused(files: StagedFile[]): Promise<WriteError> {
  const before = await snapshotTree(workspace.root);
  const error = await writeStagedFiles({ repoRoot: workspace.repo, files }).catch(
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WriteError);
  expect(await snapshotTree(workspace.root)).toEqual(before);
  return error as WriteError;
}

describe('writeStagedFiles (R20: never writes through a symlink)', () => {
  it('refuses a symlink on the target file and leaves the file it points to alone', async () => {
    const link = join(workspace.repo, 'config', 'locales', 'de.yml');
    await symlink(join('..', '..', '..', 'outside', 'secret.yml'), link);
    const files = await stage({ 'config/locales/de.yml': 'de: {}\n', 'config/locales/it.yml': 'it: {}\n' });
    const error = await expectWriteRefused(files);
    expect(error).toMatchObject({ code: 'write-symlink', paths: ['config/locales/de.yml'] });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(join(workspace.outside, 'secret.yml'), 'utf8')).toBe('secret: keep me\n');
  });

  it('refuses a symlinked parent folder, so nothing lands in the folder it points to', async () => {
    await symlink(workspace.outside, join(workspace.repo, 'locales'));
    const files = await stage({ 'locales/fr.yml': 'fr: {}\n' });
    const error = await expectWriteRefused(files);
    expect(error.code).toBe('write-symlink');
    expect(await readdir(workspace.outside)).toEqual(['secret.yml']);
  });

  it('refuses a dangling symlink on the target path', async () => {
    await symlink(
      join(workspace.outside, 'not-yet.yml'),
      join(workspace.repo, 'config', 'locales', 'nl.yml'),
    );
    const error = await expectWriteRefused(await stage({ 'config/locales/nl.yml': 'nl: {}\n' }));
    expect(error.code).toBe('write-symlink');
    expect(await readdir(workspace.outside)).toEqual(['secret.yml']);
  });

  it('accepts a repository root that is itself reached through a symlink', async () => {
    const alias = join(workspace.root, 'repo-alias');
    await symlink(workspace.repo, alias);
    const files = await stage({ 'config/locales/de.yml': 'de: {}\n' });
    const result = await writeStagedFiles({ repoRoot: alias, files });
    expect(result.written).toEqual([{ repoPath: 'config/locales/de.yml', status: 'added' }]);
  });
});

describe('writeStagedFiles', () => {
  it('adds, changes and leaves identical files alone, keeping the mode of a changed file', async () => {
    const frPath = join(workspace.repo, 'config', 'locales', 'fr.yml');
    await chmod(frPath, 0o600);
    const files = await stage({
      'config/locales/en.yml': 'en:\n  greeting: "Hello"\n',
      'config/locales/fr.yml': 'fr:\n  greeting: "Bonjour"\n',
      'config/locales/es-419.yml': 'es-419: {}\n',
    });
    const enBefore = await stat(join(workspace.repo, 'config', 'locales', 'en.yml'));
    const result = await writeStagedFiles({ repoRoot: workspace.repo, files });
    expect(result).toEqual({
      written: [
        { repoPath: 'config/locales/es-419.yml', status: 'added' },
        { repoPath: 'config/locales/fr.yml', status: 'changed' },
      ],
      unchanged: ['config/locales/en.yml'],
    });
    expect(await readFile(frPath, 'utf8')).toBe('fr:\n  greeting: "Bonjour"\n');
    expect((await stat(frPath)).mode & 0o777).toBe(0o600);
    // Not rewritten: same inode.
    expect((await stat(join(workspace.repo, 'config', 'locales', 'en.yml'))).ino).toBe(enBefore.ino);
  });

  it('creates missing parent folders as real folders and leaves no temporary file behind', async () => {
    const files = await stage({ 'apps/web/locales/pt_BR/messages.json': '{}\n' });
    await writeStagedFiles({ repoRoot: workspace.repo, files });
    for (const folder of ['apps', 'apps/web', 'apps/web/locales', 'apps/web/locales/pt_BR']) {
      const stats = await lstat(join(workspace.repo, folder));
      expect(stats.isDirectory() && !stats.isSymbolicLink()).toBe(true);
    }
    expect(await readdir(join(workspace.repo, 'apps/web/locales/pt_BR'))).toEqual(['messages.json']);
    expect(await readdir(join(workspace.repo, 'config', 'locales'))).toEqual(['en.yml', 'fr.yml']);
  });

  it('refuses when a file stands where a folder is needed, before writing any other file', async () => {
    await writeFile(join(workspace.repo, 'web'), 'a file, not a folder\n');
    const files = await stage({ 'config/locales/de.yml': 'de: {}\n', 'web/de.json': '{}\n' });
    const error = await expectWriteRefused(files);
    expect(error).toMatchObject({ code: 'write-not-a-file', paths: ['web/de.json'] });
  });

  it('refuses a folder standing where the target file should be', async () => {
    await mkdir(join(workspace.repo, 'config', 'locales', 'de.yml'));
    const error = await expectWriteRefused(await stage({ 'config/locales/de.yml': 'de: {}\n' }));
    expect(error.code).toBe('write-not-a-file');
  });

  it.each(['.git/hooks/pre-commit', '.GIT/config', '../outside/secret.yml', '/etc/passwd', 'a//b.yml'])(
    'refuses the unsafe repository path %j',
    async (repoPath) => {
      const [file] = await stage({ 'x.yml': 'x: 1\n' });
      if (file === undefined) throw new Error('nothing staged');
      const error = await expectWriteRefused([{ ...file, repoPath }]);
      expect(error).toMatchObject({ code: 'write-unsafe-path', paths: [repoPath] });
    },
  );

  it('refuses repository paths that collide by case or where one file would be the folder of another', async () => {
    const [file] = await stage({ 'x.yml': 'x: 1\n' });
    if (file === undefined) throw new Error('nothing staged');
    const caseError = await expectWriteRefused([
      { ...file, repoPath: 'locales/fr.yml' },
      { ...file, repoPath: 'locales/FR.yml' },
    ]);
    expect(caseError.code).toBe('write-path-conflict');
    expect(caseError.paths.sort()).toEqual(['locales/FR.yml', 'locales/fr.yml']);
    const folderError = await expectWriteRefused([
      { ...file, repoPath: 'locales' },
      { ...file, repoPath: 'locales/fr.yml' },
    ]);
    expect(folderError.code).toBe('write-path-conflict');
  });

  it('cleans up its temporary files and new folders when a copy fails', async () => {
    const files = await stage({ 'new/a.yml': 'a: 1\n', 'new/b.yml': 'b: 1\n' });
    const second = files[1];
    if (second === undefined) throw new Error('nothing staged');
    // A staged file that vanished, like a RUNNER_TEMP cleaned mid-run: the second copy fails.
    await rm(second.stagedPath);
    const error = await expectWriteRefused(files);
    expect(error.code).toBe('write-failed');
    expect(await readdir(workspace.repo)).not.toContain('new');
  });
});

describe('RepositoryWrite into folders that do not exist yet', () => {
  async function prepared(repoPaths: string[]): Promise<{ write: RepositoryWrite; temporaries: string[] }> {
    const write = await RepositoryWrite.prepare(workspace.repo, repoPaths);
    const temporaries: string[] = [];
    for (const repoPath of repoPaths) {
      const temporary = await write.temporaryFor(repoPath);
      await writeFile(temporary, `${repoPath}\n`, { flag: 'wx' });
      temporaries.push(temporary);
    }
    return { write, temporaries };
  }

  it('writes a new folder whole in a staging folder beside it and renames that folder into place once', async () => {
    const repoPaths = [
      'apps/web/locales/fr/a.json',
      'apps/web/locales/fr/sub/b.json',
      'config/locales/de.yml',
    ];
    const existing = await readdir(workspace.repo);
    const { write, temporaries } = await prepared(repoPaths);
    // The first missing folder, apps, is staged as a whole under a dot name beside it; the file in
    // the existing config/locales gets a temporary of its own beside its target.
    const staging = relative(workspace.repo, temporaries[0] ?? '').split(sep)[0] ?? '';
    expect(staging).toMatch(/^\.apps\.[0-9a-f]+\.tmp$/);
    expect(temporaries[1]).toBe(join(workspace.repo, staging, 'web', 'locales', 'fr', 'sub', 'b.json'));
    expect(temporaries[2]?.startsWith(join(workspace.repo, 'config', 'locales', '.de.yml.'))).toBe(true);
    await expect(lstat(join(workspace.repo, 'apps'))).rejects.toThrow(/ENOENT/);
    const stagedInode = (await stat(join(workspace.repo, staging))).ino;

    const written = await write.commit();
    expect(written).toEqual(repoPaths.map((repoPath) => ({ repoPath, status: 'added' })));
    // One rename: the folder in place is the staging folder itself.
    expect((await stat(join(workspace.repo, 'apps'))).ino).toBe(stagedInode);
    for (const repoPath of repoPaths)
      expect(await readFile(join(workspace.repo, repoPath), 'utf8')).toBe(`${repoPath}\n`);
    expect((await readdir(workspace.repo)).sort()).toEqual([...existing, 'apps'].sort());
    expect((await readdir(join(workspace.repo, 'config', 'locales'))).sort()).toEqual([
      'de.yml',
      'en.yml',
      'fr.yml',
    ]);
    await write.discard();
    expect(await readFile(join(workspace.repo, 'apps/web/locales/fr/a.json'), 'utf8')).toBe(
      'apps/web/locales/fr/a.json\n',
    );
  });

  it('moves the files one by one into a folder that appeared since prepare, and keeps what is in it', async () => {
    const existing = await readdir(workspace.repo);
    const { write } = await prepared(['locales/fr/a.json', 'locales/fr/b.json']);
    await mkdir(join(workspace.repo, 'locales', 'fr'), { recursive: true });
    await writeFile(join(workspace.repo, 'locales', 'fr', 'theirs.json'), '{}\n');
    await write.commit();
    await write.discard();
    expect((await readdir(join(workspace.repo, 'locales', 'fr'))).sort()).toEqual([
      'a.json',
      'b.json',
      'theirs.json',
    ]);
    expect((await readdir(workspace.repo)).sort()).toEqual([...existing, 'locales'].sort());
  });

  it('refuses a symlink that took the new folder’s place since prepare, and writes nothing through it', async () => {
    const existing = await readdir(workspace.repo);
    const { write } = await prepared(['locales/fr/a.json']);
    await symlink(workspace.outside, join(workspace.repo, 'locales'));
    const error = await write.commit().catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'write-symlink', paths: ['locales/fr/a.json'] });
    await write.discard();
    expect(await readdir(workspace.outside)).toEqual(['secret.yml']);
    expect((await readdir(workspace.repo)).sort()).toEqual([...existing, 'locales'].sort());
  });

  it('removes what it had begun, staging folders included, when the run is cancelled, and then writes nothing', async () => {
    const before = await snapshotTree(workspace.root);
    const { write } = await prepared(['locales/fr/a.json', 'config/locales/de.yml']);
    expect(await snapshotTree(workspace.root)).not.toEqual(before);
    // What a cancelled run does before it ends (main.ts handleCancellation).
    await undoForCancel();
    expect(await snapshotTree(workspace.root)).toEqual(before);
    await expect(write.temporaryFor('locales/fr/a.json')).rejects.toMatchObject({ code: 'write-failed' });
    await expect(write.commit()).rejects.toMatchObject({ code: 'write-failed' });
    expect(await snapshotTree(workspace.root)).toEqual(before);
    await write.discard();
  });

  it('takes back the new folders already renamed when the run is cancelled between two renames', async () => {
    const before = await snapshotTree(workspace.root);
    const folders = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
    const { write } = await prepared(folders.map((folder) => `${folder}/a.json`));
    const committing = write.commit().then(
      () => 'committed',
      (error: unknown) => error,
    );
    // The signal is read between two turns of the event loop: cancel as soon as the first
    // folder is in place, while the others are still to be renamed.
    while (!existsSync(join(workspace.repo, 'n1'))) await new Promise((resolve) => setImmediate(resolve));
    await undoForCancel();
    expect(await committing).toMatchObject({ code: 'write-failed' });
    expect(await snapshotTree(workspace.root)).toEqual(before);
    await write.discard();
    expect(await snapshotTree(workspace.root)).toEqual(before);
  });

  it('leaves nothing behind when discarded before the commit', async () => {
    const before = await snapshotTree(workspace.root);
    const existing = await readdir(workspace.repo);
    const { write } = await prepared(['locales/fr/a.json', 'locales/de/b.json']);
    expect((await readdir(workspace.repo)).length).toBe(existing.length + 1);
    await write.discard();
    expect(await snapshotTree(workspace.root)).toEqual(before);
  });
});
