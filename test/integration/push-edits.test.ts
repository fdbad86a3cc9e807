import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PluralText } from '../../src/client/models.js';
import { sendPushEdits } from '../../src/sync/push-edits.js';
import { createScenario, DEFAULT_MASTER, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * upload-translations sends, of a target the push changed, only the keys the push itself changed
 * (push-edits.ts): against the emulator, with real git, `node dist/index.js` in a checkout made
 * as actions/checkout makes it (one commit deep, so the push's `before` must be fetched).
 */

const FR = 'config/locales/fr.yml';
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

async function frTexts(current: Scenario): Promise<Map<string, unknown>> {
  const texts = new Map<string, unknown>();
  for await (const entry of current.client.strings.list({
    locale: 'fr',
    filters: { noFollowRedirects: true },
  }))
    texts.set(entry.key, entry.translations[0]?.text ?? null);
  return texts;
}

async function setPluralOnService(current: Scenario, key: string, text: PluralText): Promise<void> {
  for await (const entry of current.client.strings.list({ filters: { key } }))
    await current.client.strings.update(entry.id, { plural: true, translations: [{ locale: 'fr', text }] });
}

describe("upload-translations: only the push's own edits overwrite the service", () => {
  it('sets nested keys, one plural form and a number the push changed, and keeps what translators changed since (one commit deep)', async () => {
    const current = await createScenario({ translator: false });
    scenario = current;
    const master = await readFile(path.join(current.repo.dir, DEFAULT_MASTER), 'utf8');
    const fr = await readFile(path.join(current.repo.dir, FR), 'utf8');
    // A number the master and fr both have, sent to the service by a first push.
    const first = await current.pushCommit('Limits', {
      [DEFAULT_MASTER]: `${master}  limits:\n    max: 5\n`,
      [FR]: `${fr}  limits:\n    max: 5\n`,
    });
    const setup = await current.run({
      event: 'push',
      payload: first,
      inputs: { 'upload-translations': 'true' },
      checkout: true,
    });
    expect(setup.exitCode, setup.stdout).toBe(0);
    expect((await frTexts(current)).get('limits.max')).toBe('5');

    // Translators change a nested key and the other plural form on the service.
    await translateOnService(current.client, 'nav.home', 'fr', 'Maison');
    await setPluralOnService(current, 'inbox.messages', {
      one: 'Vous avez %{count} nouveau message',
      other: 'Vous avez %{count} messages non lus',
    });
    const base = await readFile(path.join(current.repo.dir, FR), 'utf8');
    const push = await current.pushCommit('French fixes', {
      [FR]: base
        .replace(/hello: .*/, 'hello: "Salut"')
        .replace(/ one: .*/, ' one: "Un nouveau message"')
        .replace('max: 5', 'max: 7')
        .replace(/home: .*/, 'home: "Accueil"\n    settings: "Réglages"'),
    });
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true' },
      checkout: true,
    });
    expect(result.exitCode, result.stdout).toBe(0);
    const texts = await frTexts(current);
    expect(texts.get('hello')).toBe('Salut');
    expect(texts.get('limits.max')).toBe('7');
    expect(texts.get('inbox.messages')).toEqual({
      one: 'Un nouveau message',
      other: 'Vous avez %{count} messages non lus',
    });
    // Not changed by the push: the translator's text stays; a key the service lacked is filled.
    expect(texts.get('nav.home')).toBe('Maison');
    expect(texts.get('nav.settings')).toBe('Réglages');
    expect(result.stdout).toContain(
      `Set on the service as this push's edits of ${FR}: hello, inbox.messages, limits.max`,
    );
    expect(result.stdout).not.toMatch(/edited on both sides/);
    expect(result.summary).toContain("the push's edits set: `hello`, `inbox.messages`, `limits.max`");
  });

  it('a push whose before is unknown (a new branch) sends no key as an edit: the file only fills', async () => {
    const current = await createScenario({ translator: false });
    scenario = current;
    const fr = await readFile(path.join(current.repo.dir, FR), 'utf8');
    const push = await current.pushCommit('French', {
      [FR]: fr
        .replace(/hello: .*/, 'hello: "Salut"')
        .replace(/home: .*/, 'home: "Accueil"\n    settings: "Réglages"'),
    });
    const result = await current.run({
      event: 'push',
      payload: { ...push, before: '0'.repeat(40) },
      inputs: { 'upload-translations': 'true' },
      checkout: true,
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/The push range is unknown.*no key is sent as the push's edit/);
    const texts = await frTexts(current);
    expect(texts.get('hello')).toBe('Bonjour');
    expect(texts.get('nav.settings')).toBe('Réglages');
  });

  it('a target the push added: every key is the person’s, and a key also changed on the service warns', async () => {
    const current = await createScenario({ translator: false, files: 'masters' });
    scenario = current;
    await translateOnService(current.client, 'hello', 'fr', 'Coucou');
    const push = await current.pushCommit('Add French', {
      [FR]: 'fr:\n  hello: "Salut"\n  nav:\n    home: "Accueil"\n',
    });
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true' },
      checkout: true,
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain(`Set on the service as this push's edits of ${FR}: hello`);
    expect(result.stdout).toMatch(
      /::warning title=Translation edited on both sides,file=config\/locales\/fr\.yml::.*hello.*replaces the service's "Coucou"/,
    );
    const texts = await frTexts(current);
    expect(texts.get('hello')).toBe('Salut');
    expect(texts.get('nav.home')).toBe('Accueil');
  });

  it('a dry run reads what it would set and changes nothing; a key the master lacks is not sent', async () => {
    const current = await createScenario({ translator: false });
    scenario = current;
    const project = await current.client.projects.show();
    const masterId = project.projectFiles.find((file) => file.name === DEFAULT_MASTER)?.id ?? 0;
    const lines: string[] = [];
    const logger = {
      debug: () => undefined,
      info: (line: string) => lines.push(line),
      notice: (line: string) => lines.push(line),
      warning: (line: string) => lines.push(`warning: ${line}`),
      error: (line: string) => lines.push(line),
      group: <T>(_: string, work: () => Promise<T>) => work(),
    };
    current.emulator.log.length = 0;
    const sent = await sendPushEdits({
      strings: current.client.strings,
      masterId,
      locale: 'fr',
      path: FR,
      edits: [
        { key: 'hello', before: 'Bonjour', after: 'Salut' },
        { key: 'nav.settings', before: undefined, after: 'Réglages' },
        { key: 'nowhere', before: undefined, after: 'Nulle part' },
      ],
      dryRun: true,
      logger,
    });
    expect(sent).toEqual({
      sent: ['hello'],
      filled: ['nav.settings'],
      same: [],
      skipped: ['nowhere'],
      conflicts: [],
    });
    expect(current.emulator.log.some((entry) => entry.endpoint === 'updateString')).toBe(false);
    expect(lines.join('\n')).toContain('nowhere');
    expect((await frTexts(current)).get('hello')).toBe('Bonjour');
  });
});
