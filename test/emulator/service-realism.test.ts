/**
 * Where the emulator answers as the real service does for its own client (wti 3.2.3), beyond the
 * spec's wording: a target file addressed by its own id, Show Project's locale types, blank
 * checksums, and the rate limit. docs/decisions.md ("Emulator: as the official client sees it").
 */
import { describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import {
  fileRecord,
  projectToken,
  showProject,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitForHashChange,
} from './support.js';

describe('a target file addressed by its own id', () => {
  it('serves and updates the target, only in its own locale, and never deletes it', async () => {
    const emulator = await startTestEmulator();
    const base = `${emulator.url}/api/projects/${projectToken(emulator)}/files`;
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    const french = await fileRecord(emulator, 'config/locales/fr.yml');
    expect(french.master_project_file_id).toBe(master.id);
    expect(french.id).not.toBe(master.id);

    const byOwnId = await fetch(`${base}/${french.id}/locales/fr`);
    expect(byOwnId.status).toBe(200);
    const byMasterId = await fetch(`${base}/${master.id}/locales/fr`);
    expect(await byOwnId.text()).toBe(await byMasterId.text());

    // A target's id names that one file: another locale with it is not a file.
    for (const locale of ['de', 'en']) {
      const other = await fetch(`${base}/${french.id}/locales/${locale}`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: 'File not found' });
    }
    const unknownLocale = await fetch(`${base}/${french.id}/locales/xx`);
    expect(await unknownLocale.json()).toMatchObject({ error: 'Locale not found' });

    const pushed = await updateFile(
      emulator,
      `${french.id}/locales/fr`,
      uploadForm('fr.yml', 'fr:\n  goodbye: "Au revoir"\n'),
      'PUT',
    );
    expect(pushed.status).toBe(202);
    await waitForHashChange(emulator, french.name, french.hash_file);
    expect(await (await fetch(`${base}/${french.id}/locales/fr`)).text()).toContain('Au revoir');

    // Delete File keeps to masters.
    const deleted = await fetch(`${base}/${french.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(404);
    expect((await fetch(`${base}/${french.id}/locales/fr`)).status).toBe(200);
  });
});

describe('Show Project locales and checksums as the service shows them', () => {
  it('types every locale "Locale", and lists the source among targets when the seed says so', async () => {
    const plain = await startTestEmulator();
    const project = async (emulator: Awaited<ReturnType<typeof startTestEmulator>>) =>
      (
        (await (await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}`)).json()) as {
          project: { target_locales: { code: string; type: string }[] };
        }
      ).project;
    expect((await project(plain)).target_locales.map((locale) => [locale.code, locale.type])).toEqual([
      ['fr', 'Locale'],
      ['de', 'Locale'],
      ['pt-BR', 'Locale'],
      ['zh-Hant-TW', 'Locale'],
    ]);
    const seed = defaultSeed();
    for (const seeded of seed.organizations[0]?.projects ?? []) seeded.sourceInTargetLocales = true;
    const listed = await startTestEmulator({ seed });
    expect((await project(listed)).target_locales.map((locale) => locale.code)).toEqual([
      'en',
      'fr',
      'de',
      'pt-BR',
      'zh-Hant-TW',
    ]);
    // Listing it changes nothing else: the source locale gets no target file.
    const names = (await showProject(listed)).map((file) => file.name);
    expect(names.filter((name) => name === 'config/locales/en.yml')).toHaveLength(1);
    expect(names).toEqual((await showProject(plain)).map((file) => file.name));
  });

  it('blanks hash_file of a file whose upload waits for its import, when asked', async () => {
    for (const blank of ['null', 'empty'] as const) {
      const emulator = await startTestEmulator({
        blankHashFile: blank,
        importDurations: { queuedMs: 100, processingMs: 100 },
      });
      const master = await fileRecord(emulator, 'config/locales/en.yml');
      const french = await fileRecord(emulator, 'config/locales/fr.yml');
      const pushed = await updateFile(
        emulator,
        `${master.id}/locales/en`,
        uploadForm('en.yml', 'en:\n  hello: "Hi"\n'),
      );
      expect(pushed.status).toBe(202);
      const waiting = await fileRecord(emulator, master.name);
      expect(waiting.hash_file).toBe(blank === 'null' ? null : '');
      // Only the file being imported: its targets keep their checksum meanwhile.
      expect((await fileRecord(emulator, french.name)).hash_file).toBe(french.hash_file);
      const done = await waitForHashChange(emulator, master.name, waiting.hash_file);
      expect(done.hash_file).toMatch(/^[0-9a-f]{40}$/);
    }
    const keep = await startTestEmulator({ importDurations: { queuedMs: 100, processingMs: 100 } });
    const master = await fileRecord(keep, 'config/locales/en.yml');
    await updateFile(keep, `${master.id}/locales/en`, uploadForm('en.yml', 'en:\n  hello: "Hi"\n'));
    expect((await fileRecord(keep, master.name)).hash_file).toBe(master.hash_file);
  });
});

describe('the rate limit option', () => {
  it('answers 429 with Retry-After past the limit in one second, before doing anything', async () => {
    const emulator = await startTestEmulator({ rateLimit: { perSecond: 25 } });
    const url = `${emulator.url}/api/projects/${projectToken(emulator)}`;
    // From the start of a second, 60 quick requests span at most two windows of 25.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(url)));
    const statuses = answers.map((answer) => answer.status);
    const passed = statuses.filter((status) => status === 200).length;
    expect(passed).toBeGreaterThanOrEqual(25);
    expect(passed).toBeLessThanOrEqual(50);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(await refused?.text()).toBe('Retry later\n');
    // A refused Delete File deletes nothing.
    const master = await waitForWindow(() => fileRecord(emulator, 'config/locales/en.yml'));
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    await Promise.all(Array.from({ length: 30 }, () => fetch(url)));
    const deleted = await fetch(`${url}/files/${master.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await fileRecord(emulator, master.name)).id).toBe(master.id);
  });
});

/** Runs `read` in a fresh one-second window of the rate limit. */
async function waitForWindow<T>(read: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
  return read();
}
