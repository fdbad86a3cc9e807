/**
 * Create, Update and Delete String over HTTP: status codes and bodies, validation (422), the
 * Content-Type rule of Update, key uniqueness per file, and the effect on Show Project's `fresh`.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, type RunningEmulator } from '../../src/emulator/index.js';
import { fileRecord, sendJson, startTestEmulator, type Answer } from './support.js';

const TOKEN = DEFAULT_KEYS.projectPrivateApiToken;
const RAILS_MASTER = 'config/locales/en.yml';

type StringRecord = Record<string, unknown> & { id: number; key: string };

function send(
  emulator: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  token: string = TOKEN,
): Promise<Answer> {
  return sendJson(`${emulator.url}/api/projects/${token}${path}`, method, body, headers);
}

async function findByKey(emulator: RunningEmulator, key: string, locale = 'fr'): Promise<StringRecord> {
  const answer = await send(
    emulator,
    'GET',
    `/strings.json?locale=${locale}&filters[key]=${encodeURIComponent(key)}`,
  );
  const [found] = answer.body as StringRecord[];
  if (found === undefined) throw new Error(`no string ${key}`);
  return found;
}

async function masterId(emulator: RunningEmulator): Promise<number> {
  return (await fileRecord(emulator, RAILS_MASTER)).id;
}

describe('Create String', () => {
  it('answers 201 with the created string, in a file given by id or by file_name', async () => {
    const emulator = await startTestEmulator();
    const fileId = await masterId(emulator);
    const created = await send(emulator, 'POST', '/strings?locale=fr', {
      key: 'welcome',
      dev_comment: 'Shown once',
      labels: 'onboarding',
      file: { id: fileId },
      translations: [
        { locale: 'en', text: 'Welcome' },
        { locale: 'fr', text: 'Bienvenue', status: 'status_proofread', validation: 'true' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: 'welcome',
      dev_comment: 'Shown once',
      labels: 'onboarding',
      status: 'Current',
      file: { id: fileId },
      word_count: 1,
    });
    expect((created.body as StringRecord)['translations']).toMatchObject({
      locale: 'fr',
      text: 'Bienvenue',
      status: 'status_proofread',
      validation: 'true',
      version: 1,
    });

    const byName = await send(emulator, 'POST', '/strings', {
      key: 'farewell',
      file: { file_name: RAILS_MASTER },
    });
    expect(byName.body).toMatchObject({ file: { id: fileId } });
    expect((await findByKey(emulator, 'welcome'))['translations']).toMatchObject({ text: 'Bienvenue' });
  });

  it('names a string without key after the current time, and keeps it in the database without file', async () => {
    const emulator = await startTestEmulator();
    const first = await send(emulator, 'POST', '/strings', {});
    const second = await send(emulator, 'POST', '/strings', {});
    expect(first.status).toBe(201);
    const firstKey = (first.body as StringRecord).key;
    expect(firstKey).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect(Math.abs(Date.parse(firstKey) - Date.now())).toBeLessThan(60_000);
    expect((second.body as StringRecord).key).not.toBe(firstKey);
    expect(first.body).toMatchObject({ file: null, plural: false, type: 'String' });
  });

  it('creates a plural string whose text is an object keyed by plural form', async () => {
    const emulator = await startTestEmulator();
    const created = await send(emulator, 'POST', '/strings?locale=en', {
      key: 'apples',
      plural: true,
      translations: [{ locale: 'en', text: { one: '%{count} apple', other: '%{count} apples' } }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      plural: true,
      translations: { text: { one: '%{count} apple', other: '%{count} apples' } },
    });

    const flat = await send(emulator, 'POST', '/strings', {
      key: 'pears',
      plural: true,
      translations: [{ locale: 'en', text: 'pears' }],
    });
    expect(flat.status).toBe(422);
    expect(flat.body).toMatchObject({
      errors: { 'translations[0].text': [expect.stringContaining('plural form') as unknown] },
    });
  });

  it('refuses translations without locale or text, unknown locales and statuses with 422', async () => {
    const emulator = await startTestEmulator();
    const answer = await send(emulator, 'POST', '/strings', {
      key: 'broken',
      translations: [
        { text: 'no locale' },
        { locale: 'fr' },
        { locale: 'it', text: 'Ciao' },
        { locale: 'de', text: 'Hallo', status: 'done' },
      ],
    });
    expect(answer.status).toBe(422);
    const { errors } = answer.body as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([
      'translations[0].locale',
      'translations[1].text',
      'translations[2].locale',
      'translations[3].status',
    ]);
    expect((await send(emulator, 'GET', '/strings.json?filters[key]=broken')).body).toEqual([]);
    // A locale the project lacks in the query is refused before anything is created.
    expect((await send(emulator, 'POST', '/strings?locale=it', { key: 'broken' })).status).toBe(404);
    expect((await send(emulator, 'GET', '/strings.json?filters[key]=broken')).body).toEqual([]);
  });

  it('keeps a key unique within one file but allows it in another', async () => {
    const emulator = await startTestEmulator();
    const duplicate = await send(emulator, 'POST', '/strings', {
      key: 'hello',
      file: { file_name: RAILS_MASTER },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({ errors: { key: ['has already been taken'] } });
    expect(
      (
        await send(emulator, 'POST', '/strings', {
          key: 'hello',
          file: { file_name: 'locales/en/common.json' },
        })
      ).status,
    ).toBe(201);
    expect((await send(emulator, 'POST', '/strings', { key: 'x', file: { id: 999999 } })).status).toBe(422);
  });

  it('refuses the read-only project token with 403', async () => {
    const emulator = await startTestEmulator();
    const answer = await send(
      emulator,
      'POST',
      '/strings',
      { key: 'x' },
      {},
      DEFAULT_KEYS.projectPublicApiToken,
    );
    expect(answer.status).toBe(403);
  });
});

describe('Update String', () => {
  it('answers 202 and changes only the fields given', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    const answer = await send(emulator, 'PATCH', `/strings/${hello.id}?locale=fr`, {
      labels: 'home',
      status: 'hidden',
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      id: hello.id,
      key: 'hello',
      labels: 'home',
      status: 'Hidden',
      dev_comment: null,
      translations: { text: 'Bonjour' },
    });
    expect(await findByKey(emulator, 'hello')).toMatchObject({ labels: 'home', status: 'Hidden' });
  });

  it('requires Content-Type: application/json, answering 415 without it', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    const form = await send(emulator, 'PATCH', `/strings/${hello.id}`, '{"labels":"x"}', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({
      error: expect.stringContaining('Content-Type: application/json') as unknown,
    });
    const bare = await fetch(`${emulator.url}/api/projects/${TOKEN}/strings/${hello.id}`, {
      method: 'PATCH',
      body: new Uint8Array(Buffer.from('{"labels":"x"}')),
    });
    expect(bare.status).toBe(415);
    expect((await findByKey(emulator, 'hello')).labels).toBe('');
    const charset = await send(emulator, 'PATCH', `/strings/${hello.id}`, '{"labels":"x"}', {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(charset.status).toBe(202);
  });

  it('updates a translation, bumps its version and makes the target file not fresh', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    const before = (hello['translations'] as { version: number }).version;
    const frenchFile = 'config/locales/fr.yml';
    // Reading the file generates it, so it starts fresh.
    await fetch(`${emulator.url}/api/projects/${TOKEN}/files/${await masterId(emulator)}/locales/fr`);
    expect((await fileRecord(emulator, frenchFile)).fresh).toBe(true);

    const answer = await send(emulator, 'PATCH', `/strings/${hello.id}?locale=fr`, {
      translations: [{ locale: 'fr', text: 'Salut' }],
    });
    expect(answer.status).toBe(202);
    expect((answer.body as StringRecord)['translations']).toMatchObject({
      text: 'Salut',
      version: before + 1,
      status: 'status_unproofread',
    });
    expect((await fileRecord(emulator, frenchFile)).fresh).toBe(false);
    const file = await fetch(
      `${emulator.url}/api/projects/${TOKEN}/files/${await masterId(emulator)}/locales/fr`,
    );
    expect(await file.text()).toContain('Salut');
  });

  it('flags other translations to verify when the source text changes', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    await send(emulator, 'PATCH', `/strings/${hello.id}`, {
      translations: [{ locale: 'en', text: 'Hello there' }],
    });
    expect(((await findByKey(emulator, 'hello'))['translations'] as { status: string }).status).toBe(
      'status_unverified',
    );
  });

  it('refuses a key already taken in the same file, and answers 404 for an unknown string', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    const taken = await send(emulator, 'PATCH', `/strings/${hello.id}`, { key: 'goodbye' });
    expect(taken.status).toBe(422);
    expect((await send(emulator, 'PUT', `/strings/${hello.id}`, { key: 'hi' })).status).toBe(202);
    expect((await send(emulator, 'PATCH', '/strings/999999', { key: 'x' })).status).toBe(404);
  });
});

describe('Delete String', () => {
  it('answers 202 with an empty body and the string is gone from lists and its file', async () => {
    const emulator = await startTestEmulator();
    const goodbye = await findByKey(emulator, 'goodbye');
    const answer = await send(emulator, 'DELETE', `/strings/${goodbye.id}`);
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
    expect((await send(emulator, 'GET', `/strings/${goodbye.id}.json`)).status).toBe(404);
    expect((await fileRecord(emulator, RAILS_MASTER)).fresh).toBe(false);
    const master = await fetch(
      `${emulator.url}/api/projects/${TOKEN}/files/${await masterId(emulator)}/locales/en`,
    );
    expect(await master.text()).not.toContain('Goodbye');
    expect((await send(emulator, 'DELETE', `/strings/${goodbye.id}`)).status).toBe(404);
  });

  it('refuses the read-only project token with 403 and keeps the string', async () => {
    const emulator = await startTestEmulator();
    const hello = await findByKey(emulator, 'hello');
    expect(
      (
        await send(
          emulator,
          'DELETE',
          `/strings/${hello.id}`,
          undefined,
          {},
          DEFAULT_KEYS.projectPublicApiToken,
        )
      ).status,
    ).toBe(403);
    expect((await findByKey(emulator, 'hello')).id).toBe(hello.id);
  });
});
