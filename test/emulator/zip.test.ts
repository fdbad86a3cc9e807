import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import {
  fileRecord,
  projectToken,
  readZip,
  showProject,
  startTestEmulator,
  waitForHashChange,
} from './support.js';

describe('Zip File', () => {
  it('holds every file at its name, masters included, when no locale is given', async () => {
    const emulator = await startTestEmulator();
    const response = await fetch(`${emulator.url}/api/projects/${projectToken(emulator, 'public')}/zip_file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = await readZip(new Uint8Array(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual((await showProject(emulator)).map((file) => file.name).sort());
    expect(entries.get('locales/fr/common.json')).toContain('Tableau de bord Acme');
    expect(entries.get('config/locales/zh-Hant-TW.yml')).toContain('你好');
  });

  it('holds only the files of ?locale=, and answers 404 for a locale the project lacks', async () => {
    const emulator = await startTestEmulator();
    const base = `${emulator.url}/api/projects/${projectToken(emulator)}/zip_file`;
    const entries = await readZip(new Uint8Array(await (await fetch(`${base}?locale=pt-BR`)).arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['config/locales/pt-BR.yml', 'locales/pt-BR/common.json']);
    const unknown = await fetch(`${base}?locale=xx`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Locale not found' });
  });

  it('regenerates stale files, so that Show Project reports them fresh with the hash of the zipped bytes', async () => {
    const emulator = await startTestEmulator();
    const token = projectToken(emulator);
    // A translation changed through the strings API makes the target stale.
    const strings = (await (
      await fetch(`${emulator.url}/api/projects/${token}/strings.json?filters[key]=goodbye`)
    ).json()) as { id: number; key: string }[];
    const goodbye = strings.find((entry) => entry.key === 'goodbye');
    const patched = await fetch(`${emulator.url}/api/projects/${token}/strings/${goodbye?.id ?? 0}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ translations: [{ locale: 'fr', text: 'Au revoir' }] }),
    });
    expect(patched.status).toBe(202);
    const stale = await fileRecord(emulator, 'config/locales/fr.yml');
    expect(stale.fresh).toBe(false);
    const entries = await readZip(
      new Uint8Array(
        await (await fetch(`${emulator.url}/api/projects/${token}/zip_file?locale=fr`)).arrayBuffer(),
      ),
    );
    expect(entries.get('config/locales/fr.yml')).toContain('Au revoir');
    const fresh = await fileRecord(emulator, 'config/locales/fr.yml');
    expect(fresh.fresh).toBe(true);
    expect(fresh.hash_file).not.toBe(stale.hash_file);
  });
});

describe('Refresh Files', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('re-fetches masters added from a URL and imports them', async () => {
    let remote = '{"title": "Remote"}\n';
    const server = createServer((_request, response) => response.end(remote));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const seed = defaultSeed();
    const project = seed.organizations[0]?.projects?.[0];
    project?.files?.push({
      name: 'remote/en.json',
      content: remote,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/en.json`,
    });
    const emulator = await startTestEmulator({ seed });
    const before = await fileRecord(emulator, 'remote/en.json');

    remote = '{"title": "Remote", "subtitle": "Fetched again"}\n';
    const response = await fetch(
      `${emulator.url}/api/projects/${projectToken(emulator, 'public')}/refresh_files`,
      { method: 'POST' },
    );
    expect(response.status).toBe(200);
    await waitForHashChange(emulator, 'remote/en.json', before.hash_file);
    const master = await fetch(
      `${emulator.url}/api/projects/${projectToken(emulator)}/files/${before.id}/locales/en`,
    );
    expect(await master.text()).toBe(remote);
  });
});
