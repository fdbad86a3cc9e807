/**
 * Contract tests of the organization, project and file methods against the emulator over HTTP:
 * every call is a real round trip, and each assertion is something a user of the client sees.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TranslationClient } from '../../src/client/index.js';
import { defaultSeed } from '../../src/emulator/index.js';
import { startHarness } from './fixtures.js';

const MASTER_PATH = 'config/locales/en.yml';

async function masterFile(client: TranslationClient, name = MASTER_PATH) {
  const project = await client.projects.show();
  const file = project.projectFiles.find((candidate) => candidate.name === name);
  if (file === undefined) throw new Error(`${name} is not in the project`);
  return file;
}

/** Polls Show Project until `done` holds, as the engine does while an import runs. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let round = 0; round < 200; round += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

describe('organizations and projects', () => {
  it('shows the organization with its projects, their tokens, collaborators and teams', async () => {
    const { client, emulator } = await startHarness();
    const organization = await client.organizations.show();
    expect(organization.name).toBe('Acme Corp');
    expect(organization.projects.map((project) => project.privateApiToken)).toContain(
      emulator.keys.projects[0]?.privateApiToken,
    );
    expect(organization.collaborators.map((person) => person.email)).toContain('ada@acme.test');
    expect(organization.teams[0]?.projectIds).toEqual([organization.projects[0]?.id]);
  });

  it('shows the project with its locales and every file with hash and freshness', async () => {
    const { client } = await startHarness();
    const project = await client.projects.show();
    expect(project.sourceLocale.code).toBe('en');
    expect(project.targetLocales.map((locale) => locale.code)).toEqual(
      expect.arrayContaining(['pt-BR', 'zh-Hant-TW']),
    );
    const master = project.projectFiles.find((file) => file.name === MASTER_PATH);
    expect(master).toMatchObject({ masterProjectFileId: null, localeCode: 'en', fresh: true });
    expect(master?.hashFile).toMatch(/^[0-9a-f]{40}$/);
    const targets = project.projectFiles.filter((file) => file.masterProjectFileId === master?.id);
    expect(targets.map((file) => file.localeCode)).toEqual(expect.arrayContaining(['fr', 'pt-BR']));
  });

  it('creates a project with the organization key and returns its tokens', async () => {
    const { client, makeClient } = await startHarness();
    const created = await client.projects.create({ name: 'Docs site', description: '*Docs*', public: true });
    expect(created).toMatchObject({ name: 'Docs site', description: '*Docs*', public: true });
    expect(created.privateApiToken).toBeTruthy();
    // The new token works: a client built with it sees the new, empty project.
    const projectClient = makeClient({ projectToken: created.privateApiToken ?? '' });
    const shown = await projectClient.projects.show();
    expect(shown).toMatchObject({ id: created.id, name: 'Docs site', projectFiles: [] });
  });

  it('creates a project with an icon sent as multipart', async () => {
    const { client, writeTemp, emulator } = await startHarness();
    const icon = await writeTemp('icon.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const created = await client.projects.create({ name: 'With icon', icon: { path: icon } });
    expect(created.icon).toContain('icon.png');
    expect(emulator.log.at(-1)?.fileNames).toEqual(['icon.png']);
  });

  it('fails before any request when a method needs a token the client lacks', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ organizationToken: '' });
    await expect(client.organizations.show()).rejects.toThrow(/needs an organization token/);
    expect(emulator.log).toHaveLength(0);
  });
});

describe('files', () => {
  it('shows a file, then answers "not modified" for If-Modified-Since', async () => {
    const { client } = await startHarness();
    const master = await masterFile(client);
    const first = await client.files.show({ masterFileId: master.id, locale: 'fr' });
    if (first.status !== 'ok') throw new Error('expected the file');
    expect(first.body.toString('utf8')).toContain('Bonjour');
    expect(first.lastModified).toBeTruthy();
    const again = await client.files.show({
      masterFileId: master.id,
      locale: 'fr',
      ifModifiedSince: first.lastModified ?? '',
    });
    expect(again).toEqual({ status: 'not-modified' });
    const old = await client.files.show({
      masterFileId: master.id,
      locale: 'fr',
      ifModifiedSince: new Date(0),
    });
    expect(old.status).toBe('ok');
  });

  it('shows a file by path', async () => {
    const { client } = await startHarness();
    const result = await client.files.showByPath({ filePath: 'config/locales/fr.yml' });
    expect(result.status === 'ok' && result.body.toString('utf8')).toContain('fr:');
  });

  it('uploads a master, then the import changes its hash in Show Project', async () => {
    const { client, writeTemp, emulator } = await startHarness();
    const before = await masterFile(client);
    const upload = await writeTemp('en.yml', 'en:\n  hello: "Hello"\n  farewell: "Farewell"\n');
    await client.files.update({
      masterFileId: before.id,
      locale: 'en',
      file: { path: upload, name: 'en.yml' },
      minorChanges: true,
      label: 'ci',
    });
    expect(emulator.log.at(-1)?.multipartFields).toMatchObject({ minor_changes: 'true', label: 'ci' });
    const after = await waitFor(
      () => masterFile(client),
      (file) => file.hashFile !== before.hashFile,
    );
    const shown = await client.files.show({ masterFileId: after.id, locale: 'en' });
    expect(shown.status === 'ok' && shown.body.toString('utf8')).toContain('Farewell');
  });

  it('uploads a target file by path', async () => {
    const { client, writeTemp } = await startHarness();
    const before = await masterFile(client, 'config/locales/de.yml');
    const upload = await writeTemp('de.yml', 'de:\n  hello: "Servus"\n');
    await client.files.updateByPath({
      filePath: 'config/locales/de.yml',
      file: { path: upload },
      ignoreMissing: true,
    });
    await waitFor(
      () => masterFile(client, 'config/locales/de.yml'),
      (file) => file.hashFile !== before.hashFile,
    );
    const shown = await client.files.showByPath({ filePath: 'config/locales/de.yml' });
    expect(shown.status === 'ok' && shown.body.toString('utf8')).toContain('Servus');
  });

  it('creates a master file and deletes it by id and by path', async () => {
    const { client, writeTemp } = await startHarness();
    const source = await writeTemp('extra.yml', 'en:\n  extra: "Extra"\n');
    const { id } = await client.files.create({ file: { path: source }, name: 'config/locales/extra.en.yml' });
    const created = await waitFor(
      () => client.projects.show(),
      (project) => project.projectFiles.some((file) => file.id === id),
    );
    expect(created.projectFiles.find((file) => file.id === id)?.name).toBe('config/locales/extra.en.yml');
    await client.files.delete(id);
    const afterDelete = await client.projects.show();
    expect(afterDelete.projectFiles.some((file) => file.id === id)).toBe(false);

    await client.files.deleteByPath('locales/en/common.json');
    const project = await client.projects.show();
    expect(project.projectFiles.some((file) => file.name.startsWith('locales/'))).toBe(false);
  });

  it('streams the zip of one locale to a file and reports its size and progress', async () => {
    const { client, tempDir } = await startHarness();
    const destination = join(tempDir, 'fr.zip');
    const progress: number[] = [];
    const result = await client.files.downloadZip({
      locale: 'fr',
      destination,
      maxBytes: 10_000_000,
      onProgress: (bytes) => progress.push(bytes),
    });
    const archive = await readFile(destination);
    expect(result).toEqual({ bytes: archive.length, contentType: 'application/zip' });
    // A zip's local file header signature.
    expect(archive.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(archive.toString('latin1')).toContain('config/locales/fr.yml');
    expect(progress.at(-1)).toBe(archive.length);
  });

  it('stops a download at the byte cap and leaves no file behind (R16)', async () => {
    const { client, tempDir } = await startHarness();
    const destination = join(tempDir, 'all.zip');
    const error = await client.files
      .downloadZip({ destination, maxBytes: 100 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'too-large', endpoint: 'Zip File' });
    expect(String(error)).toContain('more than 100 bytes');
    expect(existsSync(destination)).toBe(false);
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('stops a download when the caller aborts it: rejects with the reason, not sent again, no file', async () => {
    const { client, emulator, tempDir } = await startHarness();
    emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'hang' } });
    const stop = new AbortController();
    const destination = join(tempDir, 'all.zip');
    const download = client.files.downloadZip({ destination, maxBytes: 10_000_000, signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reason = new Error('not needed');
    stop.abort(reason);
    const started = Date.now();
    await expect(download).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(emulator.log.filter((entry) => entry.endpoint === 'zipFile').length).toBeLessThanOrEqual(1);
    expect(await readdir(tempDir)).toEqual([]);
    // Aborted before it began, it is never sent.
    await expect(
      client.files.downloadZip({ destination, maxBytes: 10_000_000, signal: stop.signal }),
    ).rejects.toBe(reason);
  });

  it('restarts a zip download cut off mid-body, and writes only the complete archive (R6)', async () => {
    const { client, emulator, tempDir } = await startHarness();
    emulator.faults.add({ endpoint: 'zipFile', times: 1, action: { kind: 'reset', when: 'mid-body' } });
    const destination = join(tempDir, 'all.zip');
    const result = await client.files.downloadZip({ destination, maxBytes: 10_000_000 });
    const requests = emulator.log.filter((entry) => entry.endpoint === 'zipFile');
    expect(requests).toHaveLength(2);
    expect(result.bytes).toBe(requests[1]?.responseBytes);
    expect((await readFile(destination)).length).toBe(result.bytes);
    expect(await readdir(tempDir)).toEqual(['all.zip']);
  });

  it('keeps at most `concurrency` requests in flight across all callers', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ concurrency: 2 });
    emulator.faults.add({ endpoint: 'showProject', times: 6, action: { kind: 'delay', ms: 60 } });
    await Promise.all(Array.from({ length: 6 }, () => client.projects.show()));
    const spans = emulator.log.map((entry) => [entry.startedAt, entry.startedAt + entry.durationMs] as const);
    const overlap = Math.max(
      ...spans.map(([start]) => spans.filter(([from, to]) => from <= start && start < to).length),
    );
    expect(overlap).toBeLessThanOrEqual(2);
    expect(emulator.log).toHaveLength(6);
  });

  it('refreshes a file added from a URL, whose import then changes its hash', async () => {
    // The remote file lives on a small local server; Refresh Files makes the emulator fetch it.
    let remote = 'en:\n  remote: "Remote"\n';
    const server = createServer((_request, response) => response.end(remote));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const seed = defaultSeed();
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remote.yml`;
      seed.organizations[0]?.projects?.[0]?.files?.push({
        name: 'config/remote.en.yml',
        content: remote,
        url,
      });
      const { client } = await startHarness({ seed });
      const before = await masterFile(client, 'config/remote.en.yml');
      remote = 'en:\n  remote: "Changed remotely"\n';
      await client.files.refresh();
      await waitFor(
        () => masterFile(client, 'config/remote.en.yml'),
        (file) => file.hashFile !== before.hashFile,
      );
      const shown = await client.files.showByPath({ filePath: 'config/remote.en.yml' });
      expect(shown.status === 'ok' && shown.body.toString('utf8')).toContain('Changed remotely');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('re-reads the upload from disk for each call', async () => {
    const { client, writeTemp, emulator } = await startHarness();
    const master = await masterFile(client);
    const upload = await writeTemp('en.yml', 'en:\n  a: "A"\n');
    await client.files.update({ masterFileId: master.id, locale: 'en', file: { path: upload } });
    const firstBytes = emulator.log.at(-1)?.requestBytes ?? 0;
    await waitFor(
      () => masterFile(client),
      (file) => file.hashFile !== master.hashFile,
    );
    await writeFile(upload, 'en:\n  a: "A much longer text than before"\n');
    await client.files.update({ masterFileId: master.id, locale: 'en', file: { path: upload } });
    expect(emulator.log.at(-1)?.requestBytes).toBeGreaterThan(firstBytes);
  });
});
