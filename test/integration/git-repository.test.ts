import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { GitError } from '../../src/git/errors.js';
import { openRepository, runnerFor } from '../../src/git/git.js';
import { createRepoWithOrigin, runGit } from '../helpers/git-repo.js';
import type { RepoWithOrigin } from '../helpers/git-repo.js';

let repo: RepoWithOrigin;
afterEach(async () => repo.cleanup());

describe('openRepository', () => {
  it('lists the files a push changed, and reads files at a commit byte for byte', async () => {
    repo = await createRepoWithOrigin({
      files: { 'locales/en.json': '{"a":"A"}\r\n', 'README.md': '# x\n' },
    });
    const before = (await repo.git(['rev-parse', 'HEAD'])).trim();
    const after = await repo.commitAll('Change strings', {
      'locales/en.json': '{"a":"B"}\r\n',
      'locales/new file.json': '{}\n',
    });
    const repository = await openRepository({
      dir: join(repo.dir, 'locales'),
      logger: createRecordingLogger(),
    });

    expect(repository.dir).toBe(repo.dir);
    expect(await repository.headSha()).toBe(after);
    expect(await repository.isShallow()).toBe(false);
    expect(await repository.changedPaths(before, after)).toEqual([
      'locales/en.json',
      'locales/new file.json',
    ]);
    expect(await repository.readFileAtRef(before, 'locales/en.json')).toEqual(Buffer.from('{"a":"A"}\r\n'));
    expect(await repository.readFileAtRef(before, 'locales/new file.json')).toBeUndefined();
  });

  it('reads many files at a ref in one batch, as readFileAtRef reads each', async () => {
    const files: Record<string, string> = {
      'locales/en.json': '{"a":"A"}\r\n',
      'locales/with space.json': '{"b":"B"}\n',
      'locales/line\nbreak.json': '{"c":"C"}\n',
      'locales/binary.bin': '\u0000\u0001\u00ff',
      'locales/empty.json': '',
    };
    for (let index = 0; index < 600; index++) files[`locales/many/${index}.json`] = `{"n":${index}}\n`;
    repo = await createRepoWithOrigin({ files });
    const repository = await openRepository({ dir: repo.dir, logger: createRecordingLogger() });
    const head = await repository.headSha();
    const paths = [...Object.keys(files), 'locales/missing.json', 'locales', 'locales/many', '-x'];

    const batch = await repository.readFilesAtRef(head, paths);

    // readFileAtRef throws for a folder; the batch says there is no file there.
    const special = paths.filter((file) => !file.startsWith('locales/many') && file !== 'locales');
    const oneByOne = await Promise.all(special.map((file) => repository.readFileAtRef(head, file)));
    expect(special.map((file) => batch[paths.indexOf(file)])).toEqual(oneByOne);
    // Past the first batch of 500 the order still holds.
    expect(
      batch.map((bytes, index) => (paths[index]?.startsWith('locales/many/') ? bytes?.toString() : '-')),
    ).toEqual(paths.map((file) => (file.startsWith('locales/many/') ? files[file] : '-')));
    expect(batch[0]).toEqual(Buffer.from('{"a":"A"}\r\n'));
    expect(batch.slice(-4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(batch.filter((bytes) => bytes !== undefined)).toHaveLength(Object.keys(files).length);

    // Ids and sizes of the same files, without their bytes: equal ids, equal bytes.
    const blobs = await repository.blobsAtRef(head, paths);
    expect(blobs.map((blob) => blob?.size)).toEqual(batch.map((bytes) => bytes?.length));
    const ids = (
      await repo.git(['ls-tree', '-r', '--format=%(objectname)', head, '--', 'locales/en.json'])
    ).trim();
    expect(blobs[0]?.sha).toBe(ids);
  });

  it('finds files by listing their folders: literal names, the top folder, many folders, a ref with no commit', async () => {
    const files: Record<string, string> = {
      'README.md': '# x\n',
      'locales/*/star.json': '{"s":"S"}\n',
      'locales/[ab]/glob.json': '{"g":"G"}\n',
      'locales/a/glob.json': '{"not":"this one"}\n',
      'locales/:(glob)x/magic.json': '{"m":"M"}\n',
    };
    for (let index = 0; index < 300; index++) files[`locales/f${index}/x.json`] = `{"n":${index}}\n`;
    repo = await createRepoWithOrigin({ files });
    const repository = await openRepository({ dir: repo.dir, logger: createRecordingLogger() });
    const head = await repository.headSha();
    const read = async (paths: string[]) =>
      (await repository.readFilesAtRef(head, paths)).map((bytes) => bytes?.toString());

    // Pathspec magic is not applied: "*", "[ab]" and ":(glob)" are folder names like any other.
    expect(
      await read(['locales/*/star.json', 'locales/[ab]/glob.json', 'locales/:(glob)x/magic.json']),
    ).toEqual(['{"s":"S"}\n', '{"g":"G"}\n', '{"m":"M"}\n']);
    // A file at the top, and more folders than go on one command line: the whole tree is listed.
    expect(await read(['README.md', 'locales/a/glob.json'])).toEqual(['# x\n', '{"not":"this one"}\n']);
    const many = Object.keys(files).filter((file) => file.startsWith('locales/f'));
    expect(await read(many)).toEqual(many.map((file) => files[file]));
    // The first commit has no parent: no file there, not an error.
    expect(await repository.blobsAtRef(`${head}^`, ['README.md'])).toEqual([undefined]);
    expect(await repository.readFilesAtRef('no-such-branch', ['README.md'])).toEqual([undefined]);
  });

  it('lists a full commit id in one git process, and finds no file at an id the checkout lacks', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/de.json': '{"a":"A"}\n' } });
    const repository = await openRepository({ dir: repo.dir, logger: createRecordingLogger() });
    const head = await repository.headSha();
    const trace = join(repo.dir, '..', 'git-trace');
    vi.stubEnv('GIT_TRACE', trace);

    const [blob] = await repository.blobsAtRef(head, ['locales/de.json']);
    const missing = await repository.blobsAtRef('1'.repeat(40), ['locales/de.json']);

    vi.unstubAllEnvs();
    expect(blob?.size).toBe(10);
    expect(missing).toEqual([undefined]);
    const ran = [...(await readFile(trace, 'utf8')).matchAll(/trace: built-in: git ([a-z-]+)/g)].map(
      (match) => match[1],
    );
    // The known id: ls-tree alone. The unknown one: ls-tree fails, rev-parse says there is no commit.
    expect(ran).toEqual(['ls-tree', 'ls-tree', 'rev-parse']);
  });

  it('fetches the push’s `before` into a shallow checkout to compare, and gives up on a sha that is gone', async () => {
    repo = await createRepoWithOrigin({ files: { 'locales/en.json': '{"a":"A"}\n' } });
    const before = (await repo.git(['rev-parse', 'HEAD'])).trim();
    const after = await repo.commitAll('Change strings', { 'locales/en.json': '{"a":"B"}\n' });
    await repo.git(['push', '--quiet', 'origin', 'main']);
    const shallowDir = join(repo.originDir, '..', 'shallow');
    await runGit(join(repo.originDir, '..'), [
      'clone',
      '--quiet',
      '--depth=1',
      `file://${repo.originDir}`,
      shallowDir,
    ]);
    const repository = await openRepository({ dir: shallowDir, logger: createRecordingLogger() });

    expect(await repository.isShallow()).toBe(true);
    expect(await repository.changedPaths(before, after)).toEqual(['locales/en.json']);
    expect(await repository.changedPaths('0'.repeat(40), after)).toBeUndefined();
    expect(await repository.changedPaths('1'.repeat(40), after)).toBeUndefined();
    expect(await repository.changedPaths('--upload-pack=touch', after)).toBeUndefined();
  });
});

describe('the runner of plumbing commands', () => {
  it('reports a git that stops before reading its input as a failed command, not a broken pipe', async () => {
    repo = await createRepoWithOrigin();
    const git = runnerFor(await openRepository({ dir: repo.dir, logger: createRecordingLogger() }));
    // Far more than a pipe holds: the write is still going on when git exits without reading.
    const paths = 'locales/x.json\0'.repeat(200_000);

    const failed = git.runWithInput(['update-index', '--no-such-option', '-z', '--stdin'], paths);

    await expect(failed).rejects.toThrow(GitError);
    await expect(failed).rejects.toThrow(/update-index failed \(exit 129\)/);
  });

  it('runs local commands that print nothing, and fails on any non-zero exit', async () => {
    repo = await createRepoWithOrigin();
    const git = runnerFor(await openRepository({ dir: repo.dir, logger: createRecordingLogger() }));
    const head = (await repo.git(['rev-parse', 'HEAD'])).trim();

    expect(await git.run(['diff-tree', '-r', '-z', head, head])).toBe('');
    // `cat-file -e` of a missing object exits 1 without a word.
    await expect(git.run(['cat-file', '-e', '1'.repeat(40)])).rejects.toThrow(/cat-file failed \(exit 1\)/);
    expect(await git.tryRun(['cat-file', '-e', '1'.repeat(40)])).toBeUndefined();
  });

  it('leaves no timer behind a local command: a finished run exits at once', async () => {
    repo = await createRepoWithOrigin();
    const git = runnerFor(await openRepository({ dir: repo.dir, logger: createRecordingLogger() }));
    // simple-git set a 50 ms timer after every command, which kept the process alive that long.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await git.run(['rev-parse', '--is-shallow-repository']);
      await git.readBlob('HEAD:README.md');
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
  });
});
