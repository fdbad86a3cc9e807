import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * Issue 14, "never lose a translation", run as a user would: `node dist/index.js` against the
 * emulator, a repository with a bare origin and the GitHub fake, each run in a fresh checkout as
 * actions/checkout makes it (one commit deep).
 */

const MASTER = `{
  "app": {
    "title": "Acme",
    "save": "Save",
    "cancel": "Cancel",
    "delete": "Delete"
  },
  "welcome": "Welcome, {{name}}"
}
`;

const TARGETS: Record<string, string> = {
  // Keys in another order than the master's: the service's copy comes back reordered.
  'de-DE.json': `{
  "welcome": "Willkommen, {{name}}",
  "app": {
    "title": "Acme",
    "save": "Speichern",
    "cancel": "Abbrechen",
    "delete": "Löschen"
  }
}
`,
  'fr-FR.json': `{
  "app": {
    "title": "Acme",
    "save": "Enregistrer",
    "cancel": "Annuler",
    "delete": "Supprimer"
  },
  "welcome": "Bienvenue, {{name}}"
}
`,
};

/** A project that has the master but none of the repository's translations. */
function adoptionSeed(files: 'master' | 'none'): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Acme',
        readOnlyKey: 'org_ro_adoption',
        readWriteKey: 'org_rw_adoption',
        privateKey: 'org_pk_adoption',
        projects: [
          {
            name: 'Acme Web',
            privateApiToken: 'proj_rw_adoption_0001',
            publicApiToken: 'proj_ro_adoption_0001',
            sourceLocale: 'en',
            targetLocales: ['de-DE', 'fr-FR'],
            files: files === 'master' ? [{ name: 'en.json', content: MASTER }] : [],
          },
        ],
      },
    ],
  };
}

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The scenario of the issue: the repository holds en.json and both translated targets. */
async function adoption(files: 'master' | 'none' = 'master') {
  const current = await createScenario({ seed: adoptionSeed(files), translator: false, files: 'masters' });
  scenario = current;
  const push = await current.pushCommit('Add the app and its translations', {
    'en.json': MASTER,
    ...TARGETS,
  });
  return { current, push };
}

async function serviceText(current: Scenario, locale: string): Promise<string> {
  const project = await current.client.projects.show();
  const master = project.projectFiles.find((file) => file.name === 'en.json');
  const content = await current.client.files.show({ masterFileId: master?.id ?? 0, locale });
  return content.status === 'ok' ? content.body.toString() : '';
}

/** The `held-back-files` output, each file with its code and keys. */
function heldBack(result: {
  outputs: Record<string, string>;
}): { file: string; code: string; keys: string[] }[] {
  const files = JSON.parse(result.outputs['held-back-files'] ?? '[]') as {
    file: string;
    code: string;
    keys: string[];
  }[];
  return files.map(({ file, code, keys }) => ({ file, code, keys }));
}

async function originBranches(current: Scenario): Promise<string> {
  return current.repo.origin(['for-each-ref', '--format=%(refname)', 'refs/heads']);
}

describe('first run on a project without the repository translations', () => {
  it('R41 with on-file-problem: fail: fails before committing anything, naming both files and the ways on', async () => {
    const { current, push } = await adoption();
    const result = await current.run({ event: 'push', payload: push, inputs: { 'on-file-problem': 'fail' } });
    expect(result.exitCode).toBe(1);
    const error = result.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
    expect(error).toContain('de-DE.json (5 translations');
    expect(error).toContain('fr-FR.json (5 translations');
    expect(error).toContain('app.cancel');
    expect(error).toContain('upload-translations: true');
    expect(error).toContain('allow-removals: true');
    expect(error).toContain('(translations-would-be-lost)');
    expect(error).toContain('allow-removals does not help for de-DE.json and fr-FR.json');
    expect(await originBranches(current)).not.toContain('translation-sync');
    expect(current.github.pulls).toHaveLength(0);
    expect(await readFile(path.join(result.workspace, 'de-DE.json'), 'utf8')).toBe(TARGETS['de-DE.json']);
    expect(result.outputs['has-changes']).toBe('false');
    expect(result.outputs['pull-request-operation']).toBe('none');
  });

  it('R41: by default both files are held back, named with their keys, and nothing is committed', async () => {
    const { current } = await adoption();
    const result = await current.run({ event: 'schedule' });
    expect(result.exitCode).toBe(0);
    expect(heldBack(result)).toEqual([
      {
        file: 'de-DE.json',
        code: 'empty-download',
        keys: ['app.cancel', 'app.delete', 'app.save', 'app.title', 'welcome'],
      },
      {
        file: 'fr-FR.json',
        code: 'empty-download',
        keys: ['app.cancel', 'app.delete', 'app.save', 'app.title', 'welcome'],
      },
    ]);
    expect(result.stdout).toMatch(
      /::warning title=Translation file held back,file=de-DE\.json::Held back de-DE\.json/,
    );
    expect(result.stdout).toContain('upload-translations: true');
    expect(result.summary).toContain('Files held back');
    expect(await readFile(path.join(result.workspace, 'fr-FR.json'), 'utf8')).toBe(TARGETS['fr-FR.json']);
    expect(await originBranches(current)).not.toContain('translation-sync');
    expect(result.outputs['has-changes']).toBe('false');
  });

  it('with upload-translations the service gets them and the pull request removes none', async () => {
    const { current, push } = await adoption();
    const result = await current.run({
      event: 'push',
      payload: push,
      // The service's layout, so that the pull request shows what comes back; with keep-formatting
      // the same translations in another key order leave the file alone (keep-formatting.test.ts).
      inputs: { 'upload-translations': 'true', 'keep-formatting': 'false' },
    });
    expect(result.exitCode).toBe(0);
    expect(await serviceText(current, 'fr-FR')).toContain('"Enregistrer"');
    expect(await serviceText(current, 'de-DE')).toContain('"Willkommen, {{name}}"');
    expect((result.outputs['uploaded-files'] ?? '').split('\n').sort()).toEqual(['de-DE.json', 'fr-FR.json']);
    // The service's de-DE.json comes back in the master's key order: a pull request that moves
    // keys and removes none.
    expect(result.outputs['downloaded-files']).toBe('de-DE.json');
    expect(current.github.pulls[0]?.body).toMatch(/\| de-DE \| 0 \| 0 \| 0 \|/);
    const branch = await current.repo.origin(['show', 'translation-sync:de-DE.json']);
    expect(branch).toContain('"Speichern"');
    expect(branch).toContain('"Willkommen, {{name}}"');
  });

  it('with upload-translations works on a first run that creates the master from source-files', async () => {
    const { current, push } = await adoption('none');
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true', 'source-files': 'en.json', 'keep-formatting': 'false' },
    });
    expect(result.exitCode).toBe(0);
    expect((result.outputs['uploaded-files'] ?? '').split('\n').sort()).toEqual([
      'de-DE.json',
      'en.json',
      'fr-FR.json',
    ]);
    expect(await serviceText(current, 'fr-FR')).toContain('"Supprimer"');
    expect(await serviceText(current, 'de-DE')).toContain('"Löschen"');
    expect(current.github.pulls[0]?.body).toMatch(/\| de-DE \| 0 \| 0 \| 0 \|/);
    expect(await current.repo.origin(['show', 'translation-sync:de-DE.json'])).toContain('"Löschen"');
  });

  it('with upload-translations and command upload, the translations are sent and nothing is pulled', async () => {
    const { current, push } = await adoption();
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { command: 'upload', 'upload-translations': 'true' },
    });
    expect(result.exitCode).toBe(0);
    expect((result.outputs['uploaded-files'] ?? '').split('\n').sort()).toEqual(['de-DE.json', 'fr-FR.json']);
    expect(await serviceText(current, 'de-DE')).toContain('"Speichern"');
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(current.github.pulls).toHaveLength(0);
  });

  it('R42: with allow-removals, an empty download is still never written', async () => {
    const { current, push } = await adoption();
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { 'allow-removals': 'true' },
    });
    // Empty downloads are never written, even so: both stay held back, for that reason.
    expect(result.exitCode).toBe(0);
    expect(heldBack(result).map((file) => `${file.file} ${file.code}`)).toEqual([
      'de-DE.json empty-download',
      'fr-FR.json empty-download',
    ]);
    expect(await readFile(path.join(result.workspace, 'de-DE.json'), 'utf8')).toBe(TARGETS['de-DE.json']);
    expect(await originBranches(current)).not.toContain('translation-sync');
  });
});

describe('upload-translations keeps the service newer work', () => {
  it('a stale target in the repository does not overwrite a newer service translation', async () => {
    scenario = await createScenario({ translator: false });
    const fr = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    // main holds an older wording of nav.home and a translation the service does not have yet.
    await scenario.pushCommit('Older French', {
      'config/locales/fr.yml': fr.replace('home: Accueil', 'home: Accueil ancien\n    settings: Paramètres'),
    });
    await translateOnService(scenario.client, 'nav.home', 'fr', 'Maison');
    const result = await scenario.run({ event: 'schedule', inputs: { 'upload-translations': 'true' } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Upload config/locales/fr.yml (differs from the service, merge=true');
    expect(result.outputs['uploaded-files']).toBe('config/locales/fr.yml');
    expect(result.summary).toContain(
      "| `config/locales/fr.yml` | differs from the service | merge: keeps the service's translations |",
    );
    const branch = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(branch).toContain('home: Maison');
    expect(branch).toContain('settings: Paramètres');
  });

  it('a stale target whose every translation the service has is not sent at all', async () => {
    scenario = await createScenario({ translator: false });
    const fr = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    await scenario.pushCommit('Older French', {
      'config/locales/fr.yml': fr.replace('home: Accueil', 'home: Accueil ancien'),
    });
    await translateOnService(scenario.client, 'nav.home', 'fr', 'Maison');
    scenario.emulator.log.length = 0;
    const result = await scenario.run({ event: 'schedule', inputs: { 'upload-translations': 'true' } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      'config/locales/fr.yml differs from the service, which already has each of its translations; not uploaded.',
    );
    expect(result.outputs['uploaded-files']).toBe('');
    expect(scenario.emulator.log.some((entry) => entry.endpoint === 'updateFile')).toBe(false);
    const branch = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(branch).toContain('home: Maison');
  });

  it("a developer's edit to a target reaches the service", async () => {
    scenario = await createScenario({ translator: false });
    const fr = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    const push = await scenario.pushCommit('Fix a French typo', {
      'config/locales/fr.yml': fr.replace('home: Accueil', "home: Page d'accueil"),
    });
    const result = await scenario.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true' },
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['uploaded-files']).toBe('config/locales/fr.yml');
    const project = await scenario.client.projects.show();
    const master = project.projectFiles.find((file) => file.name === 'config/locales/en.yml');
    const served = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
    expect(served.status === 'ok' ? served.body.toString() : '').toContain("Page d'accueil");
  });
});

describe('guarded removals let ordinary changes through', () => {
  it('a key the master no longer has is removed, and counted', async () => {
    scenario = await createScenario({ translator: false });
    const en = await readFile(path.join(scenario.repo.dir, 'config/locales/en.yml'), 'utf8');
    const push = await scenario.pushCommit('Drop goodbye', {
      'config/locales/en.yml': en.replace('  goodbye: "Goodbye"\n', ''),
    });
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode).toBe(0);
    // zh-Hant-TW had "goodbye" translated: one key removed there.
    expect(scenario.github.pulls[0]?.body).toMatch(/\| zh-Hant-TW \| 0 \| 0 \| 1 \|/);
  });

  it('counts a removed number as a removed key in the pull request body', async () => {
    scenario = await createScenario({ translator: false });
    const fr = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    // A setting the service does not keep: the download drops it, and the body must say so.
    await scenario.pushCommit('Add a setting', { 'config/locales/fr.yml': `${fr}  precision: 3\n` });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(0);
    expect(scenario.github.pulls[0]?.body).toMatch(/\| fr \| 1 \| 0 \| 1 \|/);
    expect(result.summary).toMatch(/\| fr \| 1 \| 0 \| 1 \|/);
  });

  it('R41: a translation the service lacks holds the file back; allow-removals accepts the removal', async () => {
    scenario = await createScenario({ translator: false });
    const fr = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    await scenario.pushCommit('Translate settings in the repository only', {
      'config/locales/fr.yml': fr.replace('home: Accueil', 'home: Accueil\n    settings: Paramètres'),
    });
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Se déconnecter');
    const held = await scenario.run({ event: 'schedule' });
    expect(held.exitCode).toBe(0);
    expect(heldBack(held)).toEqual([
      { file: 'config/locales/fr.yml', code: 'translations-would-be-lost', keys: ['nav.settings'] },
    ]);
    expect(held.stdout).toMatch(
      /::warning [^:]*::Held back config\/locales\/fr\.yml: the service's copy would remove 1 translation .*\(nav\.settings\)/,
    );
    expect(await originBranches(scenario)).not.toContain('translation-sync');
    const accepted = await scenario.run({ event: 'schedule', inputs: { 'allow-removals': 'true' } });
    expect(accepted.exitCode).toBe(0);
    expect(accepted.stdout).toMatch(
      /::warning::allow-removals: config\/locales\/fr\.yml loses 1 translation the service/,
    );
    const branch = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    expect(branch).toContain('Se déconnecter');
    expect(branch).not.toContain('Paramètres');
    // From the base: sign_out added, settings removed.
    expect(scenario.github.pulls[0]?.body).toMatch(/\| fr \| 1 \| 0 \| 1 \|/);
  });

  it('R42: an unreadable download is held back and not written', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    scenario.emulator.faults.add({
      endpoint: 'showFile',
      times: Infinity,
      action: { kind: 'status', status: 200, body: '<html><body>Internal error</body></html>' },
    });
    scenario.emulator.faults.add({
      endpoint: 'zipFile',
      times: Infinity,
      action: { kind: 'archive', archive: 'html-entry' },
    });
    const before = await readFile(path.join(scenario.repo.dir, 'config/locales/fr.yml'), 'utf8');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(0);
    expect(heldBack(result)).toEqual([
      { file: 'config/locales/fr.yml', code: 'unreadable-download', keys: [] },
    ]);
    expect(await readFile(path.join(result.workspace, 'config/locales/fr.yml'), 'utf8')).toBe(before);
    expect(await originBranches(scenario)).not.toContain('translation-sync');
  });
});

describe('outputs and the pull request body describe the branch', () => {
  it('a rerun on a fresh checkout with nothing new reports no changes', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    const first = await scenario.run({ event: 'schedule' });
    expect(first.outputs['has-changes']).toBe('true');
    const rerun = await scenario.run({ event: 'schedule' });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['has-changes']).toBe('false');
    expect(rerun.outputs['downloaded-files']).toBe('');
    expect(rerun.outputs['changed-locales']).toBe('');
    expect(rerun.outputs['pull-request-operation']).toBe('none');
  });

  it('an updated pull request still lists the first run locales', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    expect((await scenario.run({ event: 'schedule' })).exitCode).toBe(0);
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const second = await scenario.run({ event: 'schedule' });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['pull-request-operation']).toBe('updated');
    expect(second.outputs['downloaded-files']).toBe('config/locales/de.yml');
    const body = scenario.github.pulls[0]?.body ?? '';
    expect(body).toMatch(/\| de \| 1 \| 0 \| 0 \|/);
    expect(body).toMatch(/\| fr \| 1 \| 0 \| 0 \|/);
    const third = await scenario.run({ event: 'schedule' });
    expect(third.outputs['pull-request-operation']).toBe('none');
    expect(scenario.github.pulls[0]?.body).toBe(body);
  });
});

describe('pull-masters', () => {
  const RAILS = 'config/locales/en.yml';

  it('brings a master changed on the service into the pull request', async () => {
    scenario = await createScenario({ translator: false });
    // The service's change must be later than the repository's last commit (second resolution).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await translateOnService(scenario.client, 'goodbye', 'en', 'Good bye!');
    const result = await scenario.run({ event: 'schedule', inputs: { 'pull-masters': 'true' } });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).toContain(RAILS);
    const master = await scenario.repo.origin(['show', `translation-sync:${RAILS}`]);
    expect(master).toContain('Good bye!');
    expect(scenario.github.pulls[0]?.body).toMatch(/\| en \| 0 \| 1 \| 0 \|/);
  });

  it('keeps a master the repository changed after the service did', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'goodbye', 'en', 'Good bye!');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const en = await readFile(path.join(scenario.repo.dir, RAILS), 'utf8');
    await scenario.pushCommit('Reword hello', { [RAILS]: en.replace('Hello"', 'Hi"') });
    const result = await scenario.run({ event: 'schedule', inputs: { 'pull-masters': 'true' } });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).not.toContain(RAILS);
    expect(result.stdout).toContain(`${RAILS} differs from the service, but the repository changed it last`);
  });

  it('is off by default', async () => {
    scenario = await createScenario({ translator: false });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await translateOnService(scenario.client, 'goodbye', 'en', 'Good bye!');
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['downloaded-files']).not.toContain(RAILS);
  });
});
