import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/index.js';
import {
  fileRecord,
  projectToken,
  showProject,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitForHashChange,
} from './support.js';

const RAILS = 'config/locales/en.yml';

async function showFile(
  emulator: RunningEmulator,
  masterId: number,
  locale: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/files/${masterId}/locales/${locale}`, {
    headers,
  });
}

async function textOf(emulator: RunningEmulator, name: string): Promise<string> {
  const response = await fetch(
    `${emulator.url}/api/projects/${projectToken(emulator)}/files/...?file_path=${encodeURIComponent(name)}`,
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** Uploads a new master text and waits until its import completed. */
async function pushMaster(emulator: RunningEmulator, content: string, fields: Record<string, string> = {}) {
  const master = await fileRecord(emulator, RAILS);
  const response = await updateFile(
    emulator,
    `${master.id}/locales/en`,
    uploadForm('en.yml', content, fields),
  );
  expect(response.status).toBe(202);
  return waitForHashChange(emulator, fields['name'] ?? RAILS, master.hash_file);
}

describe('Show File', () => {
  it('serves every file with the SHA-1 that Show Project reports for it', async () => {
    const emulator = await startTestEmulator();
    for (const file of await showProject(emulator)) {
      const response = await showFile(emulator, file.master_project_file_id ?? file.id, file.locale_code);
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(file.hash_file);
    }
    const french = await textOf(emulator, 'config/locales/fr.yml');
    expect(french).toContain('Bonjour');
    // Untranslated strings are left out of target files.
    expect(french).not.toContain('Goodbye');
  });

  it('answers 304 with no body when If-Modified-Since is not older than the file', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, RAILS);
    const first = await showFile(emulator, master.id, 'fr');
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).not.toBeNull();
    const again = await showFile(emulator, master.id, 'fr', { 'If-Modified-Since': lastModified ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const old = await showFile(emulator, master.id, 'fr', {
      'If-Modified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT',
    });
    expect(old.status).toBe(200);
  });

  it('answers Locale not found and File not found with 404', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, RAILS);
    const locale = await showFile(emulator, master.id, 'xx');
    expect(locale.status).toBe(404);
    expect(await locale.json()).toMatchObject({ error: 'Locale not found' });
    for (const id of [999999, 'abc']) {
      const response = await fetch(
        `${emulator.url}/api/projects/${projectToken(emulator)}/files/${id}/locales/fr`,
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'File not found' });
    }
    const byPath = await fetch(
      `${emulator.url}/api/projects/${projectToken(emulator)}/files/...?file_path=nope.yml`,
    );
    expect(byPath.status).toBe(404);
  });
});

describe('Update File', () => {
  it('refuses a request without a file part, a read-only token, and unknown locales or files', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, RAILS);
    const noFile = new FormData();
    noFile.append('file', 'just text, no file name');
    const missing = await updateFile(emulator, `${master.id}/locales/en`, noFile);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'File attachment not found' });

    const readOnly = await updateFile(
      emulator,
      `${master.id}/locales/en`,
      uploadForm('en.yml', 'en: {}'),
      'PATCH',
      projectToken(emulator, 'public'),
    );
    expect(readOnly.status).toBe(403);
    expect(await readOnly.json()).toMatchObject({
      error: expect.stringContaining('project-read-write') as string,
    });

    const locale = await updateFile(emulator, `${master.id}/locales/xx`, uploadForm('en.yml', 'en: {}'));
    expect(await locale.json()).toMatchObject({ error: 'Locale not found' });
    const file = await updateFile(emulator, '424242/locales/en', uploadForm('en.yml', 'en: {}'));
    expect(file.status).toBe(404);
    expect(await file.json()).toMatchObject({ error: 'File not found' });
  });

  it('answers the busy messages while an import is queued or processing, and changes the hash only after', async () => {
    const emulator = await startTestEmulator({ importDurations: { queuedMs: 400, processingMs: 50 } });
    const before = await fileRecord(emulator, RAILS);
    const content = 'en:\n  hello: "Hello there"\n';
    expect(
      (await updateFile(emulator, `${before.id}/locales/en`, uploadForm('en.yml', content))).status,
    ).toBe(202);
    const again = await updateFile(emulator, `${before.id}/locales/en`, uploadForm('en.yml', content));
    expect(again.status).toBe(503);
    expect(await again.json()).toMatchObject({ error: 'File is already queued for import' });
    const target = await updateFile(
      emulator,
      `${before.id}/locales/fr`,
      uploadForm('fr.yml', 'fr:\n  hello: "Salut"\n'),
    );
    expect(target.status).toBe(503);
    expect(await target.json()).toMatchObject({ error: 'Master File is queued for import' });
    expect((await fileRecord(emulator, RAILS)).hash_file).toBe(before.hash_file);

    // Hold the import in `processing` to see those messages too.
    emulator.faults.importOutcome('never');
    const processing = async () => {
      for (;;) {
        const response = await updateFile(emulator, `${before.id}/locales/en`, uploadForm('en.yml', content));
        const { error } = (await response.json()) as { error: string };
        if (error !== 'File is already queued for import') return error;
      }
    };
    expect(await processing()).toBe('File is being processed at the moment');
    const targetBusy = await updateFile(emulator, `${before.id}/locales/de`, uploadForm('de.yml', 'de: {}'));
    expect(await targetBusy.json()).toMatchObject({ error: 'Master File is being processed at the moment' });
    expect((await fileRecord(emulator, RAILS)).hash_file).toBe(before.hash_file);

    emulator.faults.importOutcome('complete');
    const after = await waitForHashChange(emulator, RAILS, before.hash_file);
    expect(after.hash_file).toBe(createHash('sha1').update(content).digest('hex'));
    expect(await textOf(emulator, RAILS)).toBe(content);
  });

  it('adds new keys, obsoletes missing ones unless ignore_missing, and keeps source texts under merge', async () => {
    const emulator = await startTestEmulator({ translator: { delayMs: 0 } });
    await pushMaster(emulator, 'en:\n  hello: "Hi"\n  fresh_key: "Brand new"\n');
    const french = await textOf(emulator, 'config/locales/fr.yml');
    // `greeting` and `nav.home` were translated but are now obsolete: gone from the target.
    expect(french).toContain('Bonjour');
    expect(french).not.toContain('Accueil');

    await pushMaster(emulator, 'en:\n  other_key: "Other"\n', { ignore_missing: 'true' });
    const strings = async () => {
      const response = await fetch(
        `${emulator.url}/api/projects/${projectToken(emulator)}/strings.json?locale=en`,
      );
      return (await response.json()) as {
        key: string;
        status: string;
        labels: string;
        translations: { text: string };
      }[];
    };
    const byKey = new Map((await strings()).map((entry) => [entry.key, entry]));
    expect(byKey.get('fresh_key')?.status).toBe('Current');
    expect(byKey.get('greeting')?.status).toBe('Obsolete');

    await pushMaster(
      emulator,
      'en:\n  hello: "Changed"\n  fresh_key: "Brand new"\n  other_key: "Other"\n  labelled: "L"\n',
      { merge: 'true', label: 'sprint-7' },
    );
    const merged = new Map((await strings()).map((entry) => [entry.key, entry]));
    expect(merged.get('hello')?.translations.text).toBe('Hi');
    expect(merged.get('labelled')?.labels).toBe('sprint-7');
    expect(merged.get('hello')?.labels).toBe('');
  });

  it('flags translations to verify when a source text changes, unless minor_changes', async () => {
    const emulator = await startTestEmulator();
    const frenchStatus = async (key: string) => {
      const response = await fetch(
        `${emulator.url}/api/projects/${projectToken(emulator)}/strings.json?locale=fr`,
      );
      const entries = (await response.json()) as { key: string; translations: { status: string } | null }[];
      return entries.find((entry) => entry.key === key)?.translations?.status;
    };
    const master = await fetch(
      `${emulator.url}/api/projects/${projectToken(emulator)}/files/...?file_path=${RAILS}`,
    ).then((response) => response.text());
    await pushMaster(emulator, master.replace('"Hello"', '"Hello!"'), { minor_changes: 'true' });
    expect(await frenchStatus('hello')).not.toBe('status_unverified');
    await pushMaster(emulator, master.replace('"Hello"', '"Hello?"'));
    expect(await frenchStatus('hello')).toBe('status_unverified');
  });

  it('sets translations from a target upload, accepts PUT and the file_path alternate', async () => {
    const emulator = await startTestEmulator();
    const german = await fileRecord(emulator, 'config/locales/de.yml');
    const response = await updateFile(
      emulator,
      `...?file_path=${encodeURIComponent(german.name)}`,
      uploadForm('de.yml', 'de:\n  goodbye: "Tschüss"\n  unknown_key: "x"\n'),
      'PUT',
    );
    expect(response.status).toBe(202);
    const changed = await waitForHashChange(emulator, german.name, german.hash_file);
    expect(changed.fresh).toBe(true);
    const text = await textOf(emulator, german.name);
    expect(text).toContain('Tschüss');
    expect(text).toContain('Hallo');
    expect(text).not.toContain('unknown_key');
  });

  it('renames the master, and its targets with rename_others', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, RAILS);
    const content = await textOf(emulator, RAILS);
    await updateFile(
      emulator,
      `${master.id}/locales/en`,
      uploadForm('en.yml', `${content}  extra: "x"\n`, {
        name: 'config/locales/app.en.yml',
        rename_others: 'true',
      }),
    );
    await waitForHashChange(emulator, 'config/locales/app.en.yml', undefined);
    const names = (await showProject(emulator))
      .filter((file) => file.master_project_file_id === master.id || file.id === master.id)
      .map((file) => file.name);
    expect(names.sort()).toEqual([
      'config/locales/app.de.yml',
      'config/locales/app.en.yml',
      'config/locales/app.fr.yml',
      'config/locales/app.pt-BR.yml',
      'config/locales/app.zh-Hant-TW.yml',
    ]);
  });
});

describe('Create File and Delete File', () => {
  it('answers 201 with the id as text, shows the file once imported, and refuses a second one of that name', async () => {
    const emulator = await startTestEmulator();
    const url = `${emulator.url}/api/projects/${projectToken(emulator)}/files`;
    const created = await fetch(url, {
      method: 'POST',
      body: uploadForm('messages.po', 'msgid "Hi"\nmsgstr ""\n', { name: 'po/en/messages.po' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^text\/plain/);
    const id = Number(await created.text());
    expect(Number.isInteger(id)).toBe(true);
    const record = await waitForHashChange(emulator, 'po/en/messages.po', undefined);
    expect(record).toMatchObject({ id, master_project_file_id: null, locale_code: 'en' });
    expect(
      (await showProject(emulator)).find((file) => file.name === 'po/fr/messages.po')?.master_project_file_id,
    ).toBe(id);
    const twice = await fetch(url, {
      method: 'POST',
      body: uploadForm('messages.po', 'msgid "Hi"\nmsgstr ""\n', { name: 'po/en/messages.po' }),
    });
    expect(twice.status).toBe(422);
  });

  it('refuses pushes to targets of hash-based files', async () => {
    const emulator = await startTestEmulator();
    const created = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/files`, {
      method: 'POST',
      body: uploadForm('README.en.md', '# Hello\n'),
    });
    const id = await created.text();
    await waitForHashChange(emulator, 'README.en.md', undefined);
    const push = await updateFile(emulator, `${id}/locales/fr`, uploadForm('README.fr.md', '# Bonjour\n'));
    expect(push.status).toBe(422);
    expect(await push.json()).toMatchObject({
      error: 'Pushing a target hash-based file (.txt, .html, .textile or Markdown) is not allowed.',
    });
  });

  it('deletes a master with its targets, by id and by file_path', async () => {
    const emulator = await startTestEmulator();
    const base = `${emulator.url}/api/projects/${projectToken(emulator)}/files`;
    const rails = await fileRecord(emulator, RAILS);
    expect((await fetch(`${base}/${rails.id}`, { method: 'DELETE' })).status).toBe(202);
    expect((await fetch(`${base}/...?file_path=locales/en/common.json`, { method: 'DELETE' })).status).toBe(
      202,
    );
    expect(await showProject(emulator)).toEqual([]);
    expect((await fetch(`${base}/${rails.id}`, { method: 'DELETE' })).status).toBe(404);
    const strings = (await (
      await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/strings.json`)
    ).json()) as unknown[];
    expect(strings).toEqual([]);
  });
});
