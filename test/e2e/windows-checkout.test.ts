import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import { createScenario, DEFAULT_MASTER, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * A Windows runner's checkout, simulated on Linux: Git for Windows has `core.autocrlf=true`, so
 * every text file is on disk with CRLF while git stores it (and the service holds it) with LF.
 */

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

const crlfCheckout = { autocrlf: true } as const;

describe('a core.autocrlf=true checkout (Git for Windows)', () => {
  it('command upload sends nothing when the masters equal the service as git stores them', async () => {
    scenario = await createScenario();
    const { dir } = await scenario.checkout(crlfCheckout);
    // The checkout is what the runner has: CRLF on disk.
    expect(await readFile(path.join(dir, DEFAULT_MASTER), 'utf8')).toContain('\r\n');
    const before = scenario.emulator.log.length;
    const result = await scenario.run({ event: 'schedule', workspace: dir, inputs: { command: 'upload' } });
    expect(result.exitCode, result.stdout).toBe(0);
    const sent = scenario.emulator.log
      .slice(before)
      .filter((entry) => entry.endpoint === 'updateFile' || entry.endpoint === 'createFile');
    expect(sent).toEqual([]);
    expect(result.outputs['uploaded-files'] ?? '').toBe('');
  });

  it('an edited master is uploaded with LF, as git stores it', async () => {
    scenario = await createScenario();
    const { dir } = await scenario.checkout(crlfCheckout);
    const master = path.join(dir, DEFAULT_MASTER);
    const edited = `${await readFile(master, 'utf8')}  farewell: "Goodbye"\r\n`;
    await writeFile(master, edited);
    const result = await scenario.run({ event: 'schedule', workspace: dir, inputs: { command: 'upload' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['uploaded-files']).toBe(DEFAULT_MASTER);
    const project = await scenario.client.projects.show();
    const file = project.projectFiles.find((candidate) => candidate.name === DEFAULT_MASTER);
    const served = await scenario.client.files.show({ masterFileId: file?.id ?? 0, locale: 'en' });
    expect(served.status).toBe('ok');
    const text = served.status === 'ok' ? served.body.toString('utf8') : '';
    expect(text).toContain('farewell: "Goodbye"\n');
    expect(text).not.toContain('\r');
  });

  it('a pull leaves git status clean for line ends and keeps the checkout CRLF', async () => {
    scenario = await createScenario();
    const { dir } = await scenario.checkout(crlfCheckout);
    const result = await scenario.run({ event: 'schedule', workspace: dir, inputs: { command: 'pull' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await runGit(dir, ['status', '--porcelain'])).toBe('');
    expect(result.stdout).toMatch(/nothing to download/);
    expect(await readFile(path.join(dir, 'config/locales/fr.yml'), 'utf8')).toContain('\r\n');
  });

  it('a pull writes a changed translation with CRLF: git sees one line changed, the branch holds LF', async () => {
    scenario = await createScenario();
    await translateOnService(scenario.client, 'nav.home', 'fr', 'Accueil du site');
    const { dir } = await scenario.checkout(crlfCheckout);
    const result = await scenario.run({ event: 'schedule', workspace: dir, inputs: { command: 'pull' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['downloaded-files']?.trim()).toBe('config/locales/fr.yml');
    const written = await readFile(path.join(dir, 'config/locales/fr.yml'), 'utf8');
    expect(written).toContain('Accueil du site');
    // Every line ends as the checkout's others do: no LF without its CR.
    expect(written.replaceAll('\r\n', '')).not.toContain('\n');
    expect(await runGit(dir, ['diff', '--numstat'])).toBe('1\t1\tconfig/locales/fr.yml\n');
    const branch = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(branch).toContain('Accueil du site');
    expect(branch).not.toContain('\r');
  });
});
