import { describe, expect, it } from 'vitest';
import { renderPullRequestBody } from '../../src/github/pr-body.js';
import { revertedEditsSection, type RevertedEdit } from '../../src/github/reverted-edits-section.js';

const commit = { sha: 'a'.repeat(40), author: 'Ada', subject: 'Fix', date: '2026-01-01T00:00:00.000Z' };
const edit = (keys: number, text = 'Salut'): RevertedEdit => ({
  path: 'config/locales/fr.yml',
  commit,
  keys: Array.from({ length: keys }, (_, index) => ({
    key: `k${index}`,
    repository: text,
    service: 'Bonjour',
  })),
});

describe('the reverted edits section of the pull request body', () => {
  it('is absent without edits', () => {
    expect(revertedEditsSection([], 10_000)).toEqual([]);
    expect(renderPullRequestBody({ locales: [], files: [], revertedEdits: [] })).not.toContain(
      'changes back',
    );
  });

  it('renders texts from the service and the repository inert, one table row per key', () => {
    const lines = revertedEditsSection(
      [edit(1, '@acme/team `x` | ![i](https://e.example/i.png)\nnext')],
      10_000,
    );
    const row = lines.find((line) => line.startsWith('| `config'));
    expect(row).toBe(
      '| `config/locales/fr.yml` | `k0` | ``@acme/team `x` \\| ![i](https://e.example/i.png) next`` | `Bonjour` | aaaaaaaaaaaa |',
    );
  });

  it('cuts long texts and keeps to its budget, counting the rows left out', () => {
    const lines = revertedEditsSection([edit(500, 'é'.repeat(400))], 4_000);
    expect(lines.join('\n').length).toBeLessThanOrEqual(4_000);
    expect(lines.some((line) => line.includes(`${'é'.repeat(160)}…`))).toBe(true);
    const shown = lines.filter((line) => line.startsWith('| `config')).length;
    expect(shown).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`_…and ${500 - shown} more keys: the run's log names every file._`);
  });

  it('stands after the intro and before the changes per locale, within the body limit', () => {
    const body = renderPullRequestBody({
      locales: [{ locale: 'fr', added: 0, changed: 1, removed: 0, files: ['config/locales/fr.yml'] }],
      files: [{ path: 'config/locales/fr.yml', status: 'changed' }],
      revertedEdits: [edit(2000)],
      limit: 20_000,
    });
    expect(body.length).toBeLessThanOrEqual(20_000);
    const section = body.indexOf('### Repository edits this pull request changes back');
    expect(section).toBeGreaterThan(0);
    expect(section).toBeLessThan(body.indexOf('### Changes per locale'));
    // The section leaves room for the table of changes, which still names the file.
    expect(body.slice(body.indexOf('### Changes per locale'))).toContain('`config/locales/fr.yml`');
  });
});
