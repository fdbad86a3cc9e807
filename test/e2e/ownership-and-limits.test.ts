import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createScenario, DEFAULT_MASTER, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';
import { isRunning } from '../helpers/process.js';

/** The translation branch is the action's own (R43); hooks (R45) and .wti have limits. */

/** Every output action.yml declares: each is set on every path, failures included. */
const OUTPUT_NAMES = Object.keys(
  (parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as { outputs: object }).outputs,
);

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The service's French file of the default master, as translators see it. */
async function serviceFrench(): Promise<string> {
  const project = await scenario?.client.projects.show();
  const master = project?.projectFiles.find((file) => file.name === DEFAULT_MASTER);
  const served = await scenario?.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
  return served?.status === 'ok' ? served.body.toString('utf8') : '';
}

describe('the translation branch belongs to the action (node dist/index.js)', () => {
  it('stops, sending and pushing nothing, when a reviewer’s commit on the translation branch also changes a master', async () => {
    scenario = await createScenario();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    expect((await scenario.run({ event: 'schedule' })).exitCode).toBe(0);
    const own = (await scenario.repo.origin(['log', '-1', '--format=%B', 'translation-sync'])).trim();
    expect(own).toBe('Update translations\n\nTranslation-Sync: managed');

    const reviewer = await scenario.repo.clone('reviewer');
    await reviewer.git(['checkout', '--quiet', 'translation-sync']);
    await writeFile(path.join(reviewer.dir, 'config/locales/fr.yml'), 'fr:\n  hello: "Salut"\n');
    const masterText = await readFile(path.join(reviewer.dir, 'config/locales/en.yml'), 'utf8');
    await writeFile(path.join(reviewer.dir, 'config/locales/en.yml'), masterText.replace('Hello', 'Hi'));
    await reviewer.git(['commit', '--quiet', '--all', '-m', 'Reviewer: friendlier greeting'], {
      GIT_AUTHOR_NAME: 'Rita Reviewer',
      GIT_AUTHOR_EMAIL: 'rita@acme.test',
      GIT_COMMITTER_NAME: 'Rita Reviewer',
      GIT_COMMITTER_EMAIL: 'rita@acme.test',
    });
    await reviewer.git(['push', '--quiet', 'origin', 'translation-sync']);
    const reviewed = (await reviewer.git(['rev-parse', 'HEAD'])).trim();

    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Se déconnecter');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      `${reviewed.slice(0, 12)} by Rita Reviewer <rita@acme.test>: "Reviewer: friendlier greeting"`,
    );
    expect(result.stdout).toMatch(
      /Nothing was pushed\..*changes config\/locales\/en\.yml, which is not a translation file of the service, so nothing of the pull request's commits was sent.*\(GIT_BRANCH_NOT_OWNED\)/,
    );
    expect((await scenario.repo.origin(['rev-parse', 'translation-sync'])).trim()).toBe(reviewed);
    expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(result.outputs['sent-from-pull-request']).toBe('[]');
    // Nothing of the commit reached the service: not its translation, not its master.
    const project = await scenario.client.projects.show();
    const master = project.projectFiles.find((file) => file.name === DEFAULT_MASTER);
    const served = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
    expect(served.status === 'ok' ? served.body.toString('utf8') : '').not.toContain('Salut');
  });

  it('sends a reviewer’s fix over a translator’s newer text with a warning naming both, and stops, sending nothing, on a key the service lacks (R60)', async () => {
    scenario = await createScenario();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    expect((await scenario.run({ event: 'schedule' })).exitCode).toBe(0);
    const rita = {
      GIT_AUTHOR_NAME: 'Rita Reviewer',
      GIT_AUTHOR_EMAIL: 'rita@acme.test',
      GIT_COMMITTER_NAME: 'Rita Reviewer',
      GIT_COMMITTER_EMAIL: 'rita@acme.test',
    };
    const fr = 'config/locales/fr.yml';
    const reviewer = await scenario.repo.clone('reviewer');
    await reviewer.git(['checkout', '--quiet', 'translation-sync']);
    const text = await readFile(path.join(reviewer.dir, fr), 'utf8');
    const reviewed = await reviewer.commitAll(
      'Reviewer: friendlier greeting',
      { [fr]: text.replace(/hello: "?Bonjour"?/, 'hello: "Salut"') },
      rita,
    );
    await reviewer.git(['push', '--quiet', 'origin', 'translation-sync']);
    // A translator changed the same key meanwhile: the reviewer's later, deliberate edit wins.
    await translateOnService(scenario.client, 'hello', 'fr', 'Bonjour à tous');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `::warning title=Translation edited on both sides,file=config/locales/fr\\.yml::.*hello was changed on the service .* by ${reviewed.slice(0, 12)} by Rita Reviewer.*the reviewer's "Salut" replaces the service's "Bonjour à tous"`,
      ),
    );
    expect(await serviceFrench()).toContain('Salut');

    // A key no string of the master has: nothing of the commit is sent, and the run says what to do.
    await reviewer.commitAll(
      'Reviewer: a new key',
      { [fr]: `${await readFile(path.join(reviewer.dir, fr), 'utf8')}  farewell: "Adieu"\n` },
      rita,
    );
    await reviewer.git(['pull', '--quiet', '--rebase', 'origin', 'translation-sync'], rita);
    await reviewer.git(['push', '--quiet', 'origin', 'HEAD:translation-sync']);
    const stopped = await scenario.run({ event: 'schedule' });
    expect(stopped.exitCode).toBe(1);
    expect(stopped.stdout).toMatch(
      /changes farewell in config\/locales\/fr\.yml, and the service has no such string.*Nothing was sent to the service and nothing was pushed.*\(GIT_BRANCH_NOT_OWNED\)/,
    );
    expect(stopped.stdout).toContain('by Rita Reviewer');
    expect(await serviceFrench()).not.toContain('Adieu');
  });

  it('keeps a branch with a reviewer’s commit when the base already has the translations, even with delete-branch', async () => {
    scenario = await createScenario();
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    const inputs = { 'delete-branch': 'true' };
    expect((await scenario.run({ event: 'schedule', inputs })).exitCode).toBe(0);
    const proposed = (await scenario.repo.origin(['diff', '--name-only', 'main', 'translation-sync']))
      .trim()
      .split('\n');
    const reviewer = await scenario.repo.clone('reviewer');
    await reviewer.git(['checkout', '--quiet', 'translation-sync']);
    await reviewer.commitAll('Reviewer: a note for translators', { 'NOTES.md': 'Check the tone.\n' });
    await reviewer.git(['push', '--quiet', 'origin', 'translation-sync']);
    const reviewed = (await reviewer.git(['rev-parse', 'HEAD'])).trim();
    // The translations reach main another way, so the branch has nothing left to propose.
    const byHand: Record<string, string> = {};
    for (const file of proposed) byHand[file] = await scenario.repo.origin(['show', `${reviewed}:${file}`]);
    await scenario.pushCommit('Merge translations by hand', byHand);

    const result = await scenario.run({ event: 'schedule', inputs });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('closed');
    expect(result.stdout).toContain(`${reviewed.slice(0, 12)} by Test Author <author@example.com>`);
    expect(result.stdout).toContain('the branch is kept (even with delete-branch)');
    expect(scenario.github.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect((await scenario.repo.origin(['rev-parse', 'translation-sync'])).trim()).toBe(reviewed);
  });

  it('rebuilds a branch whose commit an earlier version made, without the trailer', async () => {
    scenario = await createScenario();
    // What the version before the trailer pushed: the bot's commit with the configured message.
    const bot = {
      GIT_AUTHOR_NAME: 'github-actions[bot]',
      GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
      GIT_COMMITTER_NAME: 'github-actions[bot]',
      GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
    };
    await scenario.repo.git(['checkout', '--quiet', '-b', 'translation-sync']);
    await writeFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'fr:\n  hello: "Bonjour"\n');
    await scenario.repo.git(['commit', '--quiet', '--all', '-m', 'Update translations'], bot);
    await scenario.repo.git(['push', '--quiet', 'origin', 'translation-sync']);
    await scenario.repo.git(['checkout', '--quiet', 'main']);

    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await scenario.repo.origin(['log', '-1', '--format=%B', 'translation-sync'])).toContain(
      'Translation-Sync: managed',
    );
  });

  it.each([
    [{ branch: 'main' }, /"main" is the repository's default branch/],
    [{ branch: 'refs/heads/x' }, /"refs\/heads\/x" is a ref, not a branch name/],
  ])('refuses %o at input validation, with every output set', async (inputs, message) => {
    scenario = await createScenario();
    scenario.emulator.log.length = 0;
    const result = await scenario.run({ event: 'schedule', inputs });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(message);
    expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(scenario.emulator.log).toHaveLength(0);
  });
});

describe('hooks and .wti limits (node dist/index.js)', () => {
  it('kills a hook that outlives hook-timeout with every process it started, naming the hook (R45)', async () => {
    scenario = await createScenario();
    const pidFile = path.join(scenario.runnerTemp, 'background.pid');
    const { dir: workspace } = await scenario.checkout();
    await writeFile(
      path.join(workspace, '.wti'),
      `before_pull: "sleep 97 & echo $! > ${pidFile}; sleep 98"\n`,
    );
    const result = await scenario.run({ event: 'schedule', inputs: { 'hook-timeout': '1' }, workspace });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /The before_pull hook of the \.wti file was still running after 1 s.*\(hook-timeout\)/s,
    );
    const background = Number((await readFile(pidFile, 'utf8')).trim());
    expect(await isRunning(background)).toBe(false);
    expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('skips the hooks with a notice when run-hooks is false', async () => {
    scenario = await createScenario();
    const { dir: workspace } = await scenario.checkout();
    await writeFile(path.join(workspace, '.wti'), 'before_pull: "touch hook-ran"\n');
    const result = await scenario.run({ event: 'schedule', inputs: { 'run-hooks': 'false' }, workspace });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      '::notice::run-hooks is false: the before_pull hook of the .wti file was not run.',
    );
    await expect(readFile(path.join(workspace, 'hook-ran'))).rejects.toThrow(/ENOENT/);
  });

  it('fails cleanly on a 20 MB .wti, with every output set', async () => {
    scenario = await createScenario();
    const { dir: workspace } = await scenario.checkout();
    await writeFile(path.join(workspace, '.wti'), `ignore_files:\n${'  - "a/*"\n'.repeat(2_000_000)}`);
    const result = await scenario.run({ event: 'schedule', workspace });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /The config file "\.wti" is \d+ bytes, more than the 1048576 \(1 MiB\).*\(wti-too-large\)/,
    );
    expect(result.stderr).not.toMatch(/heap out of memory/);
    expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });
});

describe('translation files too big to inflate in memory (node dist/index.js)', () => {
  it('pulls a 6 MB translation file whole, streamed from the archive (slow: two 6 MB files to seed, commit and pull)', async () => {
    // Random text deflates little, so the entry is over the in-memory limit both ways (4 MiB).
    const text = (seed: string) =>
      `{\n  "book": "${Array.from({ length: 140_000 }, (_, index) => createHash('sha256').update(`${seed}${index}`).digest('base64')).join('')}"\n}\n`;
    scenario = await createScenario({
      files: 'masters',
      seed: {
        organizations: [
          {
            name: 'Big',
            readOnlyKey: 'org_ro_big_0001',
            readWriteKey: 'org_rw_big_0001',
            privateKey: 'org_pk_big_0001',
            projects: [
              {
                name: 'Big',
                privateApiToken: 'proj_rw_big_0001',
                publicApiToken: 'proj_ro_big_0001',
                sourceLocale: 'en',
                targetLocales: ['fr'],
                files: [{ name: 'locales/en/book.json', content: text('en'), targets: { fr: text('fr') } }],
              },
            ],
          },
        ],
      },
    });
    const result = await scenario.run({ event: 'workflow_dispatch' });
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).toBe('locales/fr/book.json');
    const written = await readFile(path.join(result.workspace, 'locales/fr/book.json'), 'utf8');
    expect(written.length).toBe(text('fr').length);
    expect(written === text('fr')).toBe(true);
  });
});
