/**
 * What a person does with curl against the emulator, with nothing but fetch: read the project,
 * push a master with a new key, wait for the import, download the zip, find the new string.
 */
import { expect, it } from 'vitest';
import { readZip, startTestEmulator } from './support.js';

interface FileRecord {
  id: number;
  name: string;
  hash_file: string;
  master_project_file_id: number | null;
}

it('pushes a new key and finds its translation in the downloaded zip', async () => {
  const emulator = await startTestEmulator({ translator: { delayMs: 0 } });
  const token = emulator.keys.projects[0]?.privateApiToken ?? '';
  const projectUrl = `${emulator.url}/api/projects/${token}`;
  const filesOf = async () =>
    ((await (await fetch(`${projectUrl}.json`)).json()) as { project: { project_files: FileRecord[] } })
      .project.project_files;

  // curl $URL/api/projects/$TOKEN.json
  const master = (await filesOf()).find((file) => file.name === 'config/locales/en.yml');
  if (master === undefined) throw new Error('the seed lacks config/locales/en.yml');

  // curl $URL/api/projects/$TOKEN/files/$ID/locales/en
  const current = await (await fetch(`${projectUrl}/files/${master.id}/locales/en`)).text();

  // curl -X PATCH -F file=@config/locales/en.yml -F name=config/locales/en.yml $URL/api/projects/$TOKEN/files/$ID/locales/en
  const form = new FormData();
  form.append('file', new Blob([`${current}  checkout: "Proceed to checkout"\n`]), 'en.yml');
  form.append('name', 'config/locales/en.yml');
  const pushed = await fetch(`${projectUrl}/files/${master.id}/locales/en`, { method: 'PATCH', body: form });
  expect(pushed.status).toBe(202);

  // Poll Show Project until the master's hash changes: the import has completed.
  for (
    let attempt = 0;
    (await filesOf()).find((file) => file.id === master.id)?.hash_file === master.hash_file;
    attempt += 1
  ) {
    if (attempt > 200) throw new Error('the import did not complete');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  // curl -o fr.zip "$URL/api/projects/$TOKEN/zip_file?locale=fr", until the translator has been.
  let french: string | undefined;
  for (let attempt = 0; french?.includes('checkout') !== true; attempt += 1) {
    if (attempt > 200) throw new Error('the new string never reached the French file');
    const zip = await fetch(`${projectUrl}/zip_file?locale=fr`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    french = (await readZip(new Uint8Array(await zip.arrayBuffer()))).get('config/locales/fr.yml');
  }
  expect(french).toContain('[fr] Proceed to checkout');
  expect(french).toContain('Bonjour');
});
