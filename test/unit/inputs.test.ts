import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertOwnBranch, getInputs, InputError } from '../../src/action/runner/inputs.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };

function parse(inputs: Record<string, string>) {
  setInputs({ 'api-url': 'https://translate.example.com', ...inputs });
  return getInputs();
}

function failure(inputs: Record<string, string>): InputError {
  try {
    parse(inputs);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected the inputs to be rejected');
}

describe('getInputs', () => {
  beforeEach(clearInputs);
  afterEach(clearInputs);

  it('gives every documented default when only api-url is set', () => {
    const inputs = parse({});
    expect(inputs).toEqual({
      apiUrl: 'https://translate.example.com',
      projectToken: undefined,
      config: [],
      command: 'auto',
      sourceFiles: [],
      ignoreFiles: [],
      locales: [],
      ignoreLocales: [],
      merge: false,
      ignoreMissing: false,
      minorChanges: false,
      label: undefined,
      uploadTranslations: false,
      allowRemovals: false,
      keepFormatting: true,
      pullMasters: false,
      importTimeoutSeconds: 600,
      dryRun: false,
      githubToken: undefined,
      branch: 'translation-sync',
      base: undefined,
      title: 'Update translations',
      body: '',
      commitMessage: 'Update translations',
      labels: [],
      assignees: [],
      reviewers: [],
      teamReviewers: [],
      pullRequestPer: 'run',
      localeReviewers: new Map(),
      draft: false,
      author: BOT,
      committer: BOT,
      deleteBranch: false,
      signCommits: false,
      requiredLocales: [],
      minCompletion: 0,
      failOnPlaceholderErrors: false,
      failOnFindings: new Set(),
      glossaryFile: undefined,
      workingDirectory: '',
      allowTargetPaths: [],
      runHooks: true,
      hookTimeoutSeconds: 600,
      autoMerge: 'off',
      autoMergeIgnore: new Set(),
      localeMinCompletion: { locales: new Map(), fallback: 0 },
    });
    expect(Object.isFrozen(inputs)).toBe(true);
  });

  it('reads every input as the runner passes it', () => {
    const inputs = parse({
      'api-url': 'http://127.0.0.1:4567/',
      'project-token': 'secret-token',
      config: 'config/.wti',
      command: 'sync',
      'source-files': 'config/locales/en.yml\nlocales/en/*.json',
      'ignore-files': 'vendor/**, tmp/*.yml',
      locales: 'fr, pt-BR\nzh-Hant-TW',
      'ignore-locales': 'sr@latin,pt_BR,es-419',
      merge: 'true',
      'ignore-missing': 'True',
      'minor-changes': 'TRUE',
      label: 'from-ci',
      'import-timeout': '90',
      'dry-run': 'true',
      'github-token': 'ghs_abc',
      branch: 'l10n/update',
      base: 'develop',
      title: 'Translations',
      body: 'Hello reviewers',
      'commit-message': 'chore(l10n): update',
      labels: 'l10n, automated',
      assignees: 'octocat',
      reviewers: 'alice\nbob',
      'team-reviewers': 'translators',
      draft: 'true',
      author: 'Lingo Bot <lingo@example.com>',
      committer: 'CI <ci@example.com>',
      'delete-branch': 'true',
      'required-locales': 'fr\npt_BR',
      'min-completion': '92.5',
      'fail-on-placeholder-errors': 'true',
      'fail-on-icu-errors': 'true',
      'fail-on-glossary-warnings': 'true',
      'glossary-file': 'glossary/terms.tbx',
      'working-directory': 'apps/web/',
    });
    expect(inputs).toMatchObject({
      apiUrl: 'http://127.0.0.1:4567',
      projectToken: 'secret-token',
      config: ['config/.wti'],
      command: 'sync',
      sourceFiles: ['config/locales/en.yml', 'locales/en/*.json'],
      ignoreFiles: ['vendor/**', 'tmp/*.yml'],
      locales: ['fr', 'pt-BR', 'zh-Hant-TW'],
      ignoreLocales: ['sr@latin', 'pt_BR', 'es-419'],
      merge: true,
      ignoreMissing: true,
      minorChanges: true,
      label: 'from-ci',
      importTimeoutSeconds: 90,
      dryRun: true,
      githubToken: 'ghs_abc',
      branch: 'l10n/update',
      base: 'develop',
      title: 'Translations',
      body: 'Hello reviewers',
      commitMessage: 'chore(l10n): update',
      labels: ['l10n', 'automated'],
      assignees: ['octocat'],
      reviewers: ['alice', 'bob'],
      teamReviewers: ['translators'],
      draft: true,
      author: { name: 'Lingo Bot', email: 'lingo@example.com' },
      committer: { name: 'CI', email: 'ci@example.com' },
      deleteBranch: true,
      signCommits: false,
      requiredLocales: ['fr', 'pt_BR'],
      minCompletion: 92.5,
      failOnPlaceholderErrors: true,
      failOnFindings: new Set(['icu', 'glossary']),
      glossaryFile: 'glossary/terms.tbx',
      workingDirectory: 'apps/web',
    });
  });

  it('reads auto-merge, auto-merge-ignore and locale-min-completion (issues 49, 56)', () => {
    const inputs = parse({
      'auto-merge': 'squash',
      'auto-merge-ignore': 'bidi, Glossary\ninvisible',
      'locale-min-completion': '# shipped locales\nar: 95\npt_BR: 80%\n\ndefault: 60.5',
    });
    expect(inputs.autoMerge).toBe('squash');
    expect(inputs.autoMergeIgnore).toEqual(new Set(['bidi', 'glossary', 'invisible']));
    expect(inputs.localeMinCompletion).toEqual({
      locales: new Map([
        ['ar', 95],
        ['pt_BR', 80],
      ]),
      fallback: 60.5,
    });
  });

  it('reads min-completion with or without a percent sign', () => {
    expect(parse({ 'min-completion': '80%' }).minCompletion).toBe(80);
    expect(parse({ 'min-completion': '100' }).minCompletion).toBe(100);
  });

  it('accepts each command', () => {
    for (const command of ['auto', 'sync', 'upload', 'pull', 'check']) {
      expect(parse({ command }).command).toBe(command);
    }
  });

  it('reads the old command name push as upload, with a warning', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(parse({ command: 'push' }).command).toBe('upload');
      const printed = write.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(printed).toContain('::warning::Command "push" is now called "upload"');
    } finally {
      write.mockRestore();
    }
  });

  it.each([
    [{ 'api-url': '' }, 'api-url', 'is required'],
    [{ 'api-url': 'not a url' }, 'api-url', 'is not a URL'],
    [{ 'api-url': 'http://translate.example.com' }, 'api-url', 'must use https'],
    [{ 'api-url': 'ftp://127.0.0.1' }, 'api-url', 'must use https'],
    [{ 'api-url': 'https://user:pw@translate.example.com' }, 'api-url', 'must not carry credentials'],
    [{ command: 'deploy' }, 'command', 'use one of auto, sync, upload, pull, check'],
    [{ merge: 'yes' }, 'merge', 'use true or false'],
    [{ 'ignore-missing': '1' }, 'ignore-missing', 'use true or false'],
    [{ 'minor-changes': 'on' }, 'minor-changes', 'use true or false'],
    [{ 'dry-run': 'maybe' }, 'dry-run', 'use true or false'],
    [{ draft: 'y' }, 'draft', 'use true or false'],
    [{ 'delete-branch': 'no' }, 'delete-branch', 'use true or false'],
    [{ 'import-timeout': '0' }, 'import-timeout', 'from 1 to 21600'],
    [{ 'import-timeout': '1.5' }, 'import-timeout', 'whole number'],
    [{ 'import-timeout': '99999' }, 'import-timeout', 'from 1 to 21600'],
    [{ locales: 'fr, not a locale' }, 'locales', '"not a locale" is not a locale code'],
    [{ 'ignore-locales': '../etc' }, 'ignore-locales', 'is not a locale code'],
    [{ branch: '--upload-pack=touch /tmp/pwned' }, 'branch', 'is not a valid branch name'],
    [{ branch: 'a b' }, 'branch', 'is not a valid branch name'],
    [{ base: 'main;rm -rf' }, 'base', 'is not a valid branch name'],
    // R37: a full ref would be pushed to refs/heads/refs/heads/x.
    [{ branch: 'refs/heads/x' }, 'branch', 'is a ref, not a branch name'],
    [{ base: 'refs/heads/main' }, 'base', 'is a ref, not a branch name'],
    [{ 'hook-timeout': '0' }, 'hook-timeout', 'from 1 to 21600'],
    [{ 'hook-timeout': 'soon' }, 'hook-timeout', 'whole number'],
    [{ 'run-hooks': 'nope' }, 'run-hooks', 'use true or false'],
    [{ author: 'no email here' }, 'author', 'Name <email@example.com>'],
    [{ committer: '<only@example.com>' }, 'committer', 'Name <email@example.com>'],
    [{ 'required-locales': 'fr, french!' }, 'required-locales', 'is not a locale code'],
    [{ 'min-completion': '101' }, 'min-completion', 'from 0 to 100'],
    [{ 'auto-merge': 'yes' }, 'auto-merge', 'off, merge, squash, rebase'],
    [
      { 'auto-merge-ignore': 'markup, everything' },
      'auto-merge-ignore',
      '"everything" is not a kind of finding; use any of placeholder, icu, plural, markup, bidi, invisible, glossary',
    ],
    [{ 'locale-min-completion': 'fr 80' }, 'locale-min-completion', '"fr: 80" or "default: 80"'],
    [{ 'locale-min-completion': 'fr: 120' }, 'locale-min-completion', 'from 0 to 100'],
    [{ 'locale-min-completion': '../x: 20' }, 'locale-min-completion', 'not a locale code'],
    [{ 'min-completion': '-5' }, 'min-completion', 'from 0 to 100'],
    [{ 'min-completion': 'most' }, 'min-completion', 'from 0 to 100'],
    [{ 'fail-on-placeholder-errors': 'yes' }, 'fail-on-placeholder-errors', 'use true or false'],
    [{ 'glossary-file': '../terms.tbx' }, 'glossary-file', 'is not a path inside the repository'],
    [{ 'working-directory': '../other-repo' }, 'working-directory', 'such as apps/web'],
    [{ 'working-directory': '/abs/path' }, 'working-directory', 'is not a path inside the repository'],
    [{ 'glossary-file': '/etc/terms.tbx' }, 'glossary-file', 'is not a path inside the repository'],
    [{ 'glossary-file': '.git/hooks/post-checkout' }, 'glossary-file', 'is not a path inside the repository'],
    [{ 'glossary-file': 'a\\b.tbx' }, 'glossary-file', 'is not a path inside the repository'],
  ])('rejects %o naming the input', (inputs, input, text) => {
    const error = failure(inputs);
    expect(error.input).toBe(input);
    expect(error.message).toContain(`Input "${input}"`);
    expect(error.message).toContain(text);
  });

  it('reads the hook and target path settings', () => {
    const inputs = parse({
      'hook-timeout': '30',
      'run-hooks': 'false',
      'allow-target-paths': 'docs/**/*.md\n.well-known/fr.json',
    });
    expect(inputs.hookTimeoutSeconds).toBe(30);
    expect(inputs.runHooks).toBe(false);
    expect(inputs.allowTargetPaths).toEqual(['docs/**/*.md', '.well-known/fr.json']);
  });

  it('refuses a translation branch that is the base or the default branch (R43)', () => {
    const refusal = (inputs: Record<string, string>, defaultBranch: string | undefined) => {
      try {
        assertOwnBranch(parse(inputs), defaultBranch);
      } catch (error) {
        return error as InputError;
      }
      return undefined;
    };
    expect(refusal({ branch: 'develop', base: 'develop' }, 'main')?.message).toMatch(
      /Input "branch": "develop" is the base input/,
    );
    expect(refusal({ branch: 'main' }, 'main')?.message).toMatch(/"main" is the repository's default branch/);
    expect(refusal({ branch: 'main' }, 'main')?.code).toBe('input');
    expect(refusal({ branch: 'translation-sync', base: 'develop' }, 'main')).toBeUndefined();
    expect(refusal({}, undefined)).toBeUndefined();
  });

  it('accepts http only for loopback hosts', () => {
    expect(parse({ 'api-url': 'http://localhost:3000' }).apiUrl).toBe('http://localhost:3000');
    expect(parse({ 'api-url': 'http://127.0.0.5:3000/base/' }).apiUrl).toBe('http://127.0.0.5:3000/base');
    expect(parse({ 'api-url': 'http://[::1]:3000' }).apiUrl).toBe('http://[::1]:3000');
  });
});

describe('working-directory', () => {
  beforeEach(clearInputs);
  afterEach(clearInputs);

  it('treats "." and empty as the repository root', () => {
    setInputs({ 'api-url': 'https://translate.example.com', 'working-directory': '.' });
    expect(getInputs().workingDirectory).toBe('');
  });
});
