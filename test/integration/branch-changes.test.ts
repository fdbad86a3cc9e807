import { afterEach, describe, expect, it } from 'vitest';
import { localeChangesOnBranch, newOnBranch } from '../../src/action/publish/branch-changes.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { openRepository } from '../../src/git/git.js';
import type { TranslationCommitResult } from '../../src/git/translation-branch.js';
import { createRepoWithOrigin, type RepoWithOrigin } from '../helpers/git-repo.js';

let repo: RepoWithOrigin;
afterEach(async () => repo.cleanup());

/** A branch commit on top of the base, as translation-branch.ts reports it. */
function pushed(headSha: string, previousSha: string | undefined, files: string[]): TranslationCommitResult {
  return {
    operation: 'pushed',
    headSha,
    previousSha,
    branch: 'translation-sync',
    changedFiles: files,
    files: files.map((path) => ({ path, status: 'changed' })),
    dryRun: false,
    deletable: true,
  };
}

describe('what the translation branch changes, read from git', () => {
  it('counts keys per locale from the base to the branch, and names the files this run made new', async () => {
    repo = await createRepoWithOrigin({
      files: { 'locales/de.json': '{"a":"A","gone":"G"}\n', 'locales/fr.json': '{"a":"A"}\n' },
    });
    const previous = await repo.commitAll('Previous run', { 'locales/fr.json': '{"a":"Â"}\n' });
    const head = await repo.commitAll('This run', {
      'locales/de.json': '{"a":"Ä","b":"B"}\n',
      'locales/ja.json': '{"a":"あ"}\n',
    });
    const repository = await openRepository({ dir: repo.dir, logger: createRecordingLogger() });
    const branch = pushed(head, previous, ['locales/de.json', 'locales/ja.json', 'notes.txt']);
    const localeOf = (file: string) => /locales\/(\w+)\.json$/.exec(file)?.[1];

    const changes = await localeChangesOnBranch({ repository, branch, localeOf });
    expect(changes).toMatchObject([
      { locale: 'de', added: 1, changed: 1, removed: 1, files: ['locales/de.json'] },
      { locale: 'ja', added: 1, changed: 0, removed: 0, files: ['locales/ja.json'] },
    ]);
    // The keys themselves, with their text, for the pull request body; a new file is only counted.
    expect(changes[0]?.keys).toEqual([
      {
        path: 'locales/de.json',
        newFile: false,
        added: 1,
        changed: 1,
        removed: 1,
        samples: [
          { kind: 'added', key: 'b', after: 'B' },
          { kind: 'changed', key: 'a', before: 'A', after: 'Ä' },
          { kind: 'removed', key: 'gone', before: 'G' },
        ],
      },
    ]);
    expect(changes[1]?.keys).toEqual([
      { path: 'locales/ja.json', newFile: true, added: 1, changed: 0, removed: 0, samples: [] },
    ]);
    const written = ['locales/de.json', 'locales/fr.json', 'locales/ja.json'];
    // fr.json was written again with the bytes the branch already had: not new.
    expect(await newOnBranch({ repository, branch, written })).toEqual([
      'locales/de.json',
      'locales/ja.json',
    ]);
    // Without a previous branch, everything differs from the base (the branch commit's parent).
    expect(await newOnBranch({ repository, branch: pushed(head, undefined, []), written })).toEqual([
      'locales/de.json',
      'locales/ja.json',
    ]);
    expect(
      await newOnBranch({
        repository,
        branch: { ...pushed(head, previous, []), operation: 'unchanged' },
        written,
      }),
    ).toEqual([]);
  });

  it('reads files larger than one read group, each with its own keys', async () => {
    // Three files of about 5 MB, each more than the 4 MiB read together: each is read alone.
    const big = (keys: number, tag: string) =>
      JSON.stringify(
        Object.fromEntries(Array.from({ length: keys }, (_, k) => [`k${k}`, `${tag}${'x'.repeat(5000)}`])),
      );
    repo = await createRepoWithOrigin({ files: { 'README.md': '# x\n' } });
    const head = await repo.commitAll('Big files', {
      'locales/de.json': big(1000, 'd'),
      'locales/fr.json': big(1001, 'f'),
      'locales/ja.json': big(1002, 'j'),
    });
    const repository = await openRepository({ dir: repo.dir, logger: createRecordingLogger() });
    const files = ['locales/de.json', 'locales/fr.json', 'locales/ja.json'];
    const localeOf = (file: string) => /locales\/(\w+)\.json$/.exec(file)?.[1];

    const changes = await localeChangesOnBranch({
      repository,
      branch: pushed(head, undefined, files),
      localeOf,
    });
    expect(changes.map((change) => [change.locale, change.added])).toEqual([
      ['de', 1000],
      ['fr', 1001],
      ['ja', 1002],
    ]);
  });
});
