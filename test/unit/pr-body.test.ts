import { describe, expect, it } from 'vitest';
import { registerSecret } from '../../src/client/redact.js';
import { renderPullRequestBody } from '../../src/github/pr-body.js';
import type { LocaleChange } from '../../src/github/pr-body.js';

function manyLocales(count: number): LocaleChange[] {
  return Array.from({ length: count }, (_, index) => ({
    locale: `xx-${String(index).padStart(4, '0')}`,
    added: index,
    changed: 2,
    removed: 1,
    files: [`locales/xx-${index}/app.json`, `locales/xx-${index}/errors.json`],
  }));
}

function manyFiles(count: number): { path: string; status: 'added' | 'changed' }[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `locales/some/deep/folder/file-${index}.json`,
    status: 'changed' as const,
  }));
}

/** Table lines must be whole rows: start and end with a pipe and have the header's five cells. */
function tableRows(body: string): string[] {
  return body.split('\n').filter((line) => line.startsWith('|'));
}

describe('renderPullRequestBody', () => {
  it('lists per locale the keys added, changed and removed with their files, then every file', () => {
    const body = renderPullRequestBody({
      locales: [{ locale: 'de', added: 3, changed: 1, removed: 0, files: ['locales/de.json'] }],
      files: [
        { path: 'locales/de.json', status: 'changed' },
        { path: 'locales/fr.json', status: 'added' },
      ],
    });

    expect(body).toContain('| de | 3 | 1 | 0 | `locales/de.json` |');
    // A file of a locale is in the table; only the others are listed apart, once.
    expect(body).not.toContain('- `locales/de.json`');
    expect(body).toContain('- `locales/fr.json` (new)');
    expect(body).not.toContain('more');
  });

  it('lists per locale and file the keys added, changed and removed with their text, 20 of each', () => {
    const added = Array.from({ length: 25 }, (_, index) => ({
      kind: 'added' as const,
      key: `k${String(index).padStart(2, '0')}`,
      after: `Text ${index}`,
    }));
    const body = renderPullRequestBody({
      base: 'main',
      branch: 'translation-sync',
      locales: [
        {
          locale: 'fr',
          added: 26,
          changed: 1,
          removed: 1,
          files: ['config/locales/fr.yml', 'locales/fr/common.json'],
          keys: [
            {
              path: 'config/locales/fr.yml',
              newFile: false,
              added: 25,
              changed: 1,
              removed: 1,
              samples: [
                ...added.slice(0, 20),
                { kind: 'changed', key: 'hello', before: 'Bonjour', after: 'Salut `toi` @team' },
                { kind: 'removed', key: 'goodbye', before: 'Au revoir' },
              ],
            },
            { path: 'locales/fr/common.json', newFile: true, added: 1, changed: 0, removed: 0, samples: [] },
          ],
        },
      ],
      files: [],
    });

    expect(body).toContain('### Keys per locale');
    expect(body).toContain('#### fr');
    expect(body).toContain('`config/locales/fr.yml`:\n- added `k00`: `Text 0`');
    expect(body).toContain('- added `k19`: `Text 19`');
    expect(body).not.toContain('`k20`');
    expect(body).toContain('- changed `hello`: `Bonjour` → ``Salut `toi` @team``');
    expect(body).toContain('- removed `goodbye` (was `Au revoir`)');
    expect(body).toContain('`locales/fr/common.json`: new file, 1 key');
    expect(body).toContain('_…and 5 more keys added: the files hold them all._');
    // The note for the reviewer: where to fix a translation, what merging does, whose the branch is.
    expect(body).toContain('change it on the translation service');
    expect(body).toContain(
      'a commit on this branch that changes only translation files is sent to the service by the next run',
    );
    expect(body).toContain('Merging brings these files into `main`.');
    expect(body).toContain('The branch `translation-sync` belongs to translation-sync');
    expect(body).not.toMatch(/\bR\d+\b/);
  });

  it('keeps paths with spaces, Unicode, pipes and backticks readable without breaking the table (R25)', () => {
    const body = renderPullRequestBody({
      locales: [
        {
          locale: 'sr@latin',
          added: 1,
          changed: 0,
          removed: 0,
          files: ['locales/sr Latn/ćao|x.json', 'a`b.json'],
        },
      ],
      files: [{ path: 'locales/sr Latn/ćao|x.json', status: 'added' }],
    });

    expect(body).toContain('| sr@latin | 1 | 0 | 0 | `locales/sr Latn/ćao\\|x.json`<br>``a`b.json`` |');
    expect(body).not.toContain('- `locales/sr Latn/ćao|x.json`');
  });

  it('stays under GitHub’s limit with thousands of locales and files, cutting whole rows and saying how many were left out', () => {
    const locales = manyLocales(3000);
    const files = manyFiles(20_000);

    const body = renderPullRequestBody({ locales, files });

    expect(body.length).toBeLessThanOrEqual(65_536);
    const rows = tableRows(body);
    for (const row of rows) expect(row.split(' | ')).toHaveLength(5);
    const shownLocales = rows.length - 2;
    expect(shownLocales).toBeGreaterThan(100);
    expect(body).toContain(`_…and ${(3000 - shownLocales).toLocaleString('en-US')} more locales not shown`);
    // The table filled the budget, so the file list is only counted, not cut in half.
    expect(body).toContain('_…and 20,000 more files not listed; the commit holds all of them._');
    expect(body.endsWith('_')).toBe(true);
  });

  it('shows all locales and cuts the file list at a line boundary when the locales fit', () => {
    const files = manyFiles(5000);

    const body = renderPullRequestBody({ locales: manyLocales(20), files, limit: 10_000 });

    expect(body.length).toBeLessThanOrEqual(10_000);
    expect(tableRows(body)).toHaveLength(22);
    const listed = body.split('\n').filter((line) => line.startsWith('- '));
    for (const line of listed)
      expect(line).toMatch(/^- `locales\/some\/deep\/folder\/file-\d+\.json` \(changed\)$/);
    expect(body).toContain(`_…and ${(5000 - listed.length).toLocaleString('en-US')} more files not listed`);
    // A blank line separates the note from the list and the table, so Markdown does not absorb it.
    expect(body).toMatch(/\n\n_…and [\d,]+ more files not listed/);
  });

  it('never includes a registered token, even when it shows up in a path or the intro', () => {
    const token = 'tok_prBodyToken_4f0c9a7d2b';
    registerSecret(token);

    const body = renderPullRequestBody({
      intro: `Synced with project ${token}.`,
      locales: [{ locale: 'de', added: 1, changed: 0, removed: 0, files: [`${token}/de.json`] }],
      files: [{ path: `${token}/de.json`, status: 'added' }],
    });

    expect(body).not.toContain(token);
    expect(body).toContain('***/de.json');
  });

  it('lists what was sent to the service from the pull request, and whose commits were folded in (R60)', () => {
    const edit = {
      branch: 'translation-sync',
      path: 'config/locales/fr.yml',
      locale: 'fr',
      key: 'hello',
      text: 'Bonjour tout le monde',
      commit: 'a'.repeat(40),
      author: 'Rita Reviewer',
    };
    const body = renderPullRequestBody({
      locales: [],
      files: [],
      sentFromPullRequest: [edit],
      reviewedCommits: { kind: 'fold', commits: [{ sha: 'a'.repeat(40), author: 'Rita Reviewer' }] },
    });
    expect(body).toContain('### Sent to the service from this pull request');
    expect(body).toContain(
      `| \`hello\` | fr | \`Bonjour tout le monde\` | ${'a'.repeat(12)} by \`Rita Reviewer\` |`,
    );
    expect(body).toContain(
      `these commits were folded in, their edits coming back from the service: ${'a'.repeat(12)} by`,
    );
    expect(renderPullRequestBody({ locales: [], files: [] })).not.toContain('Sent to the service');
  });
});
