/**
 * The calls of the service's own client that the spec does not list (docs/decisions.md):
 * Project Statistics, Add and Remove Locale, Show and Save String Translation, and nulls in
 * Create and Update String taken as "not given".
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, type RunningEmulator } from '../../src/emulator/index.js';
import { fileRecord, sendJson, showProject, startTestEmulator, type Answer } from './support.js';

const TOKEN = DEFAULT_KEYS.projectPrivateApiToken;
const READ_ONLY = DEFAULT_KEYS.projectPublicApiToken;

function send(
  emulator: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  token: string = TOKEN,
) {
  return sendJson(`${emulator.url}/api/projects/${token}${path}`, method, body);
}

type Stats = Record<string, Record<string, number>>;

describe('Project Statistics (wti status)', () => {
  it('counts current strings per locale, for the project or one file (a target standing for its master)', async () => {
    const emulator = await startTestEmulator();
    const project = (await send(emulator, 'GET', '/stats', undefined, READ_ONLY)).body as Stats;
    expect(Object.keys(project)).toEqual(['en', 'fr', 'de', 'pt-BR', 'zh-Hant-TW']);
    expect(project['en']).toEqual({
      count_strings: 12,
      count_strings_to_translate: 0,
      count_strings_to_verify: 0,
      count_strings_to_proofread: 0,
      count_strings_done: 12,
    });
    const french = project['fr'];
    expect(french?.['count_strings']).toBe(12);
    // Every string is in exactly one state.
    for (const counts of Object.values(project)) {
      const states =
        (counts['count_strings_to_translate'] ?? 0) +
        (counts['count_strings_to_verify'] ?? 0) +
        (counts['count_strings_to_proofread'] ?? 0) +
        (counts['count_strings_done'] ?? 0);
      expect(states).toBe(counts['count_strings']);
    }
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    const target = await fileRecord(emulator, 'config/locales/fr.yml');
    const byMaster = (await send(emulator, 'GET', `/stats?file=${master.id}`)).body as Stats;
    expect(byMaster['en']?.['count_strings']).toBeLessThan(12);
    expect((await send(emulator, 'GET', `/stats.json?file=${target.id}`)).body).toEqual(byMaster);
    const missing = await send(emulator, 'GET', '/stats?file=999999');
    expect(missing.status).toBe(404);
  });
});

describe('Add and Remove Locale (wti addlocale / rmlocale)', () => {
  it('adds a target locale with a file per master, from a form as wti sends it', async () => {
    const emulator = await startTestEmulator();
    const url = `${emulator.url}/api/projects/${TOKEN}/locales`;
    const added = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=es',
    });
    expect(added.status).toBe(201);
    const spanish = (await showProject(emulator)).filter((file) => file.locale_code === 'es');
    expect(spanish.map((file) => file.name).sort()).toEqual([
      'config/locales/es.yml',
      'locales/es/common.json',
    ]);

    const again = await send(emulator, 'POST', '/locales', { id: 'es' });
    expect(again.status).toBe(422);
    for (const id of ['en', 'fr'])
      expect((await send(emulator, 'POST', '/locales', { id })).status).toBe(422);
    expect((await send(emulator, 'POST', '/locales', { id: '../x' })).status).toBe(422);
    expect((await send(emulator, 'POST', '/locales', { id: 'it' }, READ_ONLY)).status).toBe(403);
  });

  it('removes a target locale with its files and translations, never the source', async () => {
    const emulator = await startTestEmulator();
    const removed = await send(emulator, 'DELETE', '/locales/fr');
    expect(removed.status).toBe(202);
    expect((await showProject(emulator)).some((file) => file.locale_code === 'fr')).toBe(false);
    const strings = (await send(emulator, 'GET', '/strings.json?locale=*')).body as {
      translations: { locale: string }[];
    }[];
    expect(strings.flatMap((entry) => entry.translations).some((t) => t.locale === 'fr')).toBe(false);
    expect((await send(emulator, 'DELETE', '/locales/fr')).status).toBe(404);
    expect((await send(emulator, 'DELETE', '/locales/en')).status).toBe(422);
  });
});

describe('String translations (the gem library)', () => {
  async function hello(emulator: RunningEmulator): Promise<number> {
    const [found] = (await send(emulator, 'GET', '/strings.json?filters[key]=greeting')).body as {
      id: number;
    }[];
    if (found === undefined) throw new Error('no string greeting');
    return found.id;
  }

  it('shows one translation with its string id, {} when the locale has none', async () => {
    const emulator = await startTestEmulator();
    const id = await hello(emulator);
    const french = await send(
      emulator,
      'GET',
      `/strings/${id}/locales/fr/translations`,
      undefined,
      READ_ONLY,
    );
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({
      locale: 'fr',
      text: expect.stringContaining('%{name}') as string,
      string: { id },
    });
    const none = await send(emulator, 'GET', `/strings/${id}/locales/zh-Hant-TW/translations.json`);
    expect(none.body).toEqual({});
    expect((await send(emulator, 'GET', `/strings/${id}/locales/xx/translations`)).status).toBe(404);
    expect((await send(emulator, 'GET', `/strings/999999/locales/fr/translations`)).status).toBe(404);
  });

  it('saves a translation (201 new, 202 replaced), checking its text and locale', async () => {
    const emulator = await startTestEmulator();
    const id = await hello(emulator);
    const path = `/strings/${id}/locales/zh-Hant-TW/translations`;
    const created = await send(emulator, 'POST', path, { locale: 'zh-Hant-TW', text: '你好', status: null });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ text: '你好', status: 'status_unproofread' });
    const replaced = await send(emulator, 'POST', path, { text: '您好', status: 'status_proofread' });
    expect(replaced.status).toBe(202);
    expect((await send(emulator, 'GET', path)).body).toMatchObject({
      text: '您好',
      status: 'status_proofread',
    });
    expect((await send(emulator, 'POST', path, { locale: 'fr', text: 'x' })).status).toBe(422);
    expect((await send(emulator, 'POST', path, { text: { other: 'x' } })).status).toBe(422);
    expect((await send(emulator, 'POST', path, { text: 'x' }, READ_ONLY)).status).toBe(403);
  });
});

describe('nulls in Create and Update String', () => {
  it('take a null field as not given, as the gem library sends them', async () => {
    const emulator = await startTestEmulator();
    const created: Answer = await send(emulator, 'POST', '/strings', {
      id: null,
      key: 'from.library',
      plural: null,
      type: null,
      dev_comment: null,
      status: null,
      labels: null,
      category: null,
      file: null,
      translations: [{ locale: 'fr', text: 'Salut', status: null }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: 'from.library',
      plural: false,
      type: 'String',
      status: 'Current',
      labels: '',
      file: null,
    });
    const { id } = created.body as { id: number };
    const updated = await send(emulator, 'PUT', `/strings/${id}?locale=fr`, {
      id,
      key: null,
      plural: null,
      type: null,
      dev_comment: 'Now with a comment',
      status: null,
      labels: null,
    });
    expect(updated.status).toBe(202);
    expect(updated.body).toMatchObject({
      key: 'from.library',
      dev_comment: 'Now with a comment',
      translations: { text: 'Salut' },
    });
  });
});
