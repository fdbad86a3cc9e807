import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getInputs, InputError } from '../../src/action/runner/inputs.js';
import {
  parseLocaleReviewers,
  reviewersFor,
  splitPullRequests,
} from '../../src/action/runner/pull-request-split.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

function parse(inputs: Record<string, string>) {
  setInputs({ 'api-url': 'https://translate.example.com', ...inputs });
  return getInputs();
}

function inputError(inputs: Record<string, string>): string {
  try {
    parse(inputs);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('expected the inputs to be rejected');
}

describe('pull-request-per and locale-reviewers as inputs', () => {
  beforeEach(clearInputs);
  afterEach(clearInputs);

  it('reads the split and the reviewers per locale', () => {
    const inputs = parse({
      'pull-request-per': 'locale',
      'locale-reviewers': '# who reads what\nfr: alice, @bob, acme/french-team\n\npt_BR: carla\n',
    });
    expect(inputs.pullRequestPer).toBe('locale');
    expect(inputs.localeReviewers).toEqual(
      new Map([
        ['fr', { users: ['alice', 'bob'], teams: ['french-team'] }],
        ['pt-br', { users: ['carla'], teams: [] }],
      ]),
    );
  });

  it.each([
    [
      { 'pull-request-per': 'language' },
      'Input "pull-request-per": "language" is not one of run, project, locale.',
    ],
    [{ 'locale-reviewers': 'fr alice' }, 'Input "locale-reviewers": line 1 ("fr alice") has no colon'],
    [{ 'locale-reviewers': 'fr: alice\nfrench: bob' }, '"french" is not a locale code'],
    [{ 'locale-reviewers': 'fr: alice\nFR: bob' }, 'line 2 ("FR: bob"): FR is given twice'],
    [{ 'locale-reviewers': 'de:' }, 'line 1 ("de:") names no reviewer'],
    [{ 'locale-reviewers': 'de: hans wurst' }, '"hans wurst" is neither a GitHub login nor a team'],
    [{ 'locale-reviewers': 'de: -hans' }, '"-hans" is neither a GitHub login nor a team'],
    [{ 'locale-reviewers': 'de: acme/' }, '"acme/" is neither a GitHub login nor a team'],
  ])('refuses %o with a message that says what to write', (inputs, message) => {
    expect(inputError(inputs)).toContain(message);
  });
});

describe('reviewersFor', () => {
  const byLocale = parseLocaleReviewers('fr: alice, acme/fr\nde: bob\npt-BR: alice');
  it('adds the reviewers of each locale to the common ones, once each', () => {
    expect(reviewersFor(['fr', 'pt_BR'], { users: ['lead'], teams: ['l10n'] }, byLocale)).toEqual({
      users: ['lead', 'alice'],
      teams: ['l10n', 'fr'],
    });
    expect(reviewersFor(['it'], { users: [], teams: [] }, byLocale)).toEqual({ users: [], teams: [] });
  });
});

describe('splitPullRequests', () => {
  const targets: Parameters<typeof splitPullRequests>[2] = [
    { path: 'apps/web/locales/fr.json', locale: 'fr', project: 'apps/web' },
    { path: 'apps/web/locales/de.json', locale: 'de', project: 'apps/web' },
    { path: 'locales/fr.yml', locale: 'fr', project: '' },
    { path: 'glossary/terms.tbx', locale: '', project: '' },
  ];
  const base = { branch: 'translation-sync', title: 'Update translations' };

  it('makes one pull request of the run', () => {
    expect(splitPullRequests('run', base, targets)).toEqual([
      {
        branch: 'translation-sync',
        title: 'Update translations',
        paths: targets.map((target) => target.path),
        locales: ['de', 'fr'],
        projects: ['', 'apps/web'],
      },
    ]);
  });

  it('makes one per locale, files of no locale apart, in the order of their branches', () => {
    expect(splitPullRequests('locale', base, targets)).toEqual([
      {
        branch: 'translation-sync/de',
        title: 'Update translations (de)',
        paths: ['apps/web/locales/de.json'],
        locales: ['de'],
        projects: ['apps/web'],
      },
      {
        branch: 'translation-sync/fr',
        title: 'Update translations (fr)',
        paths: ['apps/web/locales/fr.json', 'locales/fr.yml'],
        locales: ['fr'],
        projects: ['', 'apps/web'],
      },
      {
        branch: 'translation-sync/other',
        title: 'Update translations (other files)',
        paths: ['glossary/terms.tbx'],
        locales: [],
        projects: [''],
      },
    ]);
  });

  it('makes one per project folder, slashes as dashes and root for the repository root', () => {
    const parts = splitPullRequests('project', base, targets);
    expect(parts.map((part) => [part.branch, part.title, part.paths.length])).toEqual([
      ['translation-sync/apps-web', 'Update translations (apps/web)', 2],
      ['translation-sync/root', 'Update translations (repository root)', 2],
    ]);
  });
});
