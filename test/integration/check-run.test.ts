import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { runCheck } from '../../src/check/run-check.js';
import { openRepository } from '../../src/git/git.js';
import { createRepoWithOrigin, type FileTree, type RepoWithOrigin } from '../helpers/git-repo.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

let service: ServiceFixture;
let repo: RepoWithOrigin;
let baseSha: string;

async function treeOf(dir: string, prefix = ''): Promise<FileTree> {
  const tree: FileTree = {};
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(tree, await treeOf(dir, relative));
    else tree[relative] = await readFile(path.join(dir, relative));
  }
  return tree;
}

beforeEach(async () => {
  service = await startServiceFixture();
  // The repository starts exactly as the service serves every file.
  repo = await createRepoWithOrigin({ files: await treeOf(service.workspace) });
  baseSha = (await repo.git(['rev-parse', 'HEAD'])).trim();
});
afterEach(async () => {
  await repo.cleanup();
  await service.close();
});

const MASTER = `en:
  hello: "Hello there"
  greeting: "Hello, %{name}!"
  nav:
    home: "Home"
    settings: "Settings"
    sign_out: "Sign out"
  inbox:
    messages:
      one: "You have %{count} new message"
      other: "You have %{count} new messages"
  farewell: "See you, %{name}"
`;

/** A pull request commit: the master gains, changes and loses a key; fr breaks a placeholder. */
async function openPullRequest(): Promise<string> {
  const french = (await readFile(path.join(repo.dir, 'config/locales/fr.yml'), 'utf8')).replace(
    'Bonjour, %{name} !',
    'Bonjour, %{nom} !',
  );
  return repo.commitAll('Change copy', { 'config/locales/en.yml': MASTER, 'config/locales/fr.yml': french });
}

async function check(overrides: Partial<Parameters<typeof runCheck>[0]>) {
  const logger = createRecordingLogger();
  const repository = await openRepository({ dir: repo.dir, logger });
  const result = await runCheck({
    service: service.client,
    repository,
    workspace: repo.dir,
    range: { baseSha, headSha: await openPullRequest() },
    sourceFiles: [],
    isIgnored: () => false,
    locales: [],
    ignoreLocales: [],
    gates: { requiredLocales: [], minCompletion: 0, failOnPlaceholderErrors: false },
    logger,
    ...overrides,
  });
  return { result, logger };
}

describe('runCheck against the emulator and a real repository', () => {
  it('lists what the pull request sends for translation, compared with the service', async () => {
    const { result } = await check({});
    expect(result.mode).toBe('service');
    expect(result.masters?.changes).toEqual([
      {
        path: 'config/locales/en.yml',
        comparedWith: 'service',
        deleted: false,
        added: ['farewell'],
        changed: ['hello'],
        removed: ['goodbye'],
      },
    ]);
  });

  it('counts each locale with the progress filters, one listing per locale and filter', async () => {
    service.resetLog();
    const { result } = await check({ locales: ['fr', 'de'] });
    expect(
      result.states?.map((state) => [state.locale, state.total, state.untranslated, state.toProofread]),
    ).toEqual([
      ['fr', 12, 6, 6],
      ['de', 12, 7, 5],
    ]);
    expect(result.missingTranslations).toBe(13);
    expect(service.count('listStrings')).toBe(1 + 2 * 4);
  });

  it('annotates a lost placeholder on the line of its key in the target file', async () => {
    const { result, logger } = await check({});
    expect(result.placeholderIssues).toMatchObject([
      { file: 'config/locales/fr.yml', locale: 'fr', key: 'greeting', line: 3, missing: ['%{name}'] },
    ]);
    expect(logger.lines).toContainEqual({
      level: 'warning',
      message: 'The fr translation of "greeting" lacks %{name} and has %{nom} that the source does not.',
    });
  });

  it("holds translations to the service's approved glossary terms when the checkout has no glossary file", async () => {
    const french = path.join(repo.dir, 'config/locales/fr.yml');
    await writeFile(
      french,
      (await readFile(french, 'utf8')).replace(/^( +)home: .*\n/m, '$&$1sign_out: Déconnexion\n'),
    );
    const { result } = await check({ glossaryFile: 'glossary/terms.tbx' });
    expect(service.count('termsToTbx')).toBe(1);
    expect(result.findings).toEqual([
      {
        kind: 'glossary',
        file: 'config/locales/fr.yml',
        locale: 'fr',
        key: 'nav.sign_out',
        line: 6,
        problem: 'does not use "Se déconnecter", the approved fr translation of the glossary term "Sign out"',
      },
    ]);
  });

  it('fails the gates that the service state and the placeholders do not meet', async () => {
    const { result } = await check({
      gates: { requiredLocales: ['zh-Hant-TW'], minCompletion: 50, failOnPlaceholderErrors: true },
    });
    expect(result.gates.map((gate) => [gate.gate, gate.status])).toEqual([
      ['required-locales', 'failed'],
      ['min-completion', 'failed'],
      ['fail-on-placeholder-errors', 'failed'],
    ]);
  });

  it('compares the checked-out masters with the service when git lacks the base commit', async () => {
    const headSha = await openPullRequest();
    const range = { baseSha: 'f'.repeat(40), headSha };
    const { result } = await check({ range });
    expect(result.masters).toEqual({
      rangeKnown: false,
      changes: [
        expect.objectContaining({ path: 'config/locales/en.yml', deleted: false, added: ['farewell'] }),
      ],
    });
    const alone = await check({ range, service: undefined, sourceFiles: ['config/locales/en.yml'] });
    expect(alone.result.masters).toEqual({ rangeKnown: false, changes: [] });
    expect(alone.result.notes.join(' ')).toContain('master changes are not shown');
  });

  it('without the service, compares masters with the base branch and still checks placeholders', async () => {
    service.resetLog();
    const { result } = await check({ service: undefined, sourceFiles: ['config/locales/en.yml'] });
    expect(service.count('showProject') + service.count('listStrings')).toBe(0);
    expect(result.mode).toBe('repository');
    expect(result.states).toBeUndefined();
    expect(result.missingTranslations).toBeUndefined();
    expect(result.masters?.changes[0]).toMatchObject({ comparedWith: 'base', added: ['farewell'] });
    expect(result.placeholderIssues).toHaveLength(1);
    expect(result.notes.join(' ')).toContain('No project token');
  });
});
