/**
 * Update String with a new `key` or `file` (issue 59): a renamed or moved string keeps its id,
 * its translations and their proofread state, and the files of both masters follow it at once;
 * the service is held as strict as it is for a new string: a name taken in the file (an Obsolete
 * string's too), a file it does not have, and a target file are refused, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, type RunningEmulator } from '../../src/emulator/index.js';
import { fileRecord, sendJson, startTestEmulator, type Answer } from './support.js';

const TOKEN = DEFAULT_KEYS.projectPrivateApiToken;
const RAILS = 'config/locales/en.yml';
const JSON_MASTER = 'locales/en/common.json';

type Translation = { locale: string; text: unknown; status: string; version: number };
type StringRecord = {
  id: number;
  key: string;
  status: string;
  file: { id: number } | null;
  translations: Translation[];
};

function send(emulator: RunningEmulator, method: string, path: string, body?: unknown): Promise<Answer> {
  return sendJson(`${emulator.url}/api/projects/${TOKEN}${path}`, method, body);
}

async function named(emulator: RunningEmulator, key: string): Promise<StringRecord[]> {
  const answer = await send(
    emulator,
    'GET',
    `/strings.json?locale=*&filters[key]=${encodeURIComponent(key)}`,
  );
  return answer.body as StringRecord[];
}

async function fileText(emulator: RunningEmulator, master: string, locale: string): Promise<string> {
  const { id } = await fileRecord(emulator, master);
  return (await fetch(`${emulator.url}/api/projects/${TOKEN}/files/${id}/locales/${locale}`)).text();
}

async function proofreadGoodbye(emulator: RunningEmulator): Promise<StringRecord> {
  const [goodbye] = await named(emulator, 'goodbye');
  if (goodbye === undefined) throw new Error('no goodbye');
  await send(emulator, 'PATCH', `/strings/${goodbye.id}`, {
    translations: [{ locale: 'fr', text: 'Au revoir', status: 'status_proofread' }],
  });
  return goodbye;
}

describe('Update String: key and file', () => {
  it('refuses a key an Obsolete string of the file holds, a file the project lacks and a target file, changing nothing; then renames and moves the string with its translations', async () => {
    const emulator = await startTestEmulator();
    const goodbye = await proofreadGoodbye(emulator);
    const [hello] = await named(emulator, 'hello');
    await send(emulator, 'PATCH', `/strings/${hello?.id ?? 0}`, { status: 'obsolete' });
    const taken = await send(emulator, 'PATCH', `/strings/${goodbye.id}`, { key: 'hello' });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { key: ['has already been taken'] } });
    for (const file of [
      { id: 999_999 },
      { file_name: 'config/locales/missing.yml' },
      { file_name: 'config/locales/fr.yml' },
    ]) {
      const refused = await send(emulator, 'PATCH', `/strings/${goodbye.id}`, { key: 'farewell', file });
      expect(refused.status, JSON.stringify(file)).toBe(422);
      expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['file']);
    }
    const [unchanged] = await named(emulator, 'goodbye');
    expect(unchanged).toMatchObject({ id: goodbye.id, status: 'Current', file: goodbye.file });
    expect(await named(emulator, 'farewell')).toEqual([]);

    // Renamed: the same string, every translation and its state, and its files show the new key.
    expect((await send(emulator, 'PATCH', `/strings/${goodbye.id}`, { key: 'farewell' })).status).toBe(202);
    const [farewell] = await named(emulator, 'farewell');
    expect(farewell?.id).toBe(goodbye.id);
    expect(farewell?.translations.find((entry) => entry.locale === 'fr')).toMatchObject({
      text: 'Au revoir',
      status: 'status_proofread',
    });
    expect((await fileRecord(emulator, 'config/locales/fr.yml')).fresh).toBe(false);
    expect(await fileText(emulator, RAILS, 'fr')).toContain('farewell: Au revoir');
    // Moved: its translations leave the one master's targets for the other's.
    const target = await fileRecord(emulator, JSON_MASTER);
    const moved = await send(emulator, 'PATCH', `/strings/${goodbye.id}`, {
      file: { file_name: JSON_MASTER },
    });
    expect(moved.body).toMatchObject({ id: goodbye.id, key: 'farewell', file: { id: target.id } });
    expect(await fileText(emulator, RAILS, 'fr')).not.toContain('farewell');
    expect(JSON.parse(await fileText(emulator, JSON_MASTER, 'fr'))).toMatchObject({ farewell: 'Au revoir' });
  });
});
