import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import {
  fileRecord,
  projectToken,
  showProject,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitFor,
  waitForHashChange,
} from './support.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'emulator-'));
  folders.push(folder);
  return folder;
}

describe('translator', () => {
  it('fills missing target translations after an import, keeping placeholders and existing translations', async () => {
    const emulator = await startTestEmulator({ translator: { delayMs: 0 } });
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    const french = await fileRecord(emulator, 'config/locales/fr.yml');
    await updateFile(
      emulator,
      `${master.id}/locales/en`,
      uploadForm('en.yml', 'en:\n  hello: "Hello"\n  farewell: "See you, %{name} and {{friend}}"\n'),
    );
    await waitForHashChange(emulator, master.name, master.hash_file);
    const showFrench = () =>
      fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/files/${master.id}/locales/fr`);
    const text = await waitFor(async () => {
      const body = await (await showFrench()).text();
      return body.includes('[fr] See you') ? body : undefined;
    }, 'the pseudo-translations');
    expect(text).toContain('[fr] See you, %{name} and {{friend}}');
    // Existing translations are kept, not pseudo-translated.
    expect(text).toContain('Bonjour');
    expect((await fileRecord(emulator, french.name)).fresh).toBe(true);
  });
});

describe('persistence', () => {
  it('keeps files, strings and created projects across a restart with the same data file', async () => {
    const dataFile = join(temporaryFolder(), 'state.json');
    const first = await startEmulator({ dataFile, importDurations: { queuedMs: 10, processingMs: 10 } });
    const created = await fetch(`${first.url}/api/projects/${projectToken(first)}/files`, {
      method: 'POST',
      body: uploadForm('app.properties', 'greeting=Hi\n'),
    });
    const id = Number(await created.text());
    await waitForHashChange(first, 'app.properties', undefined);
    await fetch(
      `${first.url}/api/projects?organization_api_key=${first.keys.organizations[0]?.readWriteKey ?? ''}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Second' }),
      },
    );
    const before = await showProject(first);
    await first.close();

    const second = await startEmulator({ dataFile, seed: { organizations: [] } });
    try {
      expect(await showProject(second)).toEqual(before);
      expect((await fileRecord(second, 'app.properties')).id).toBe(id);
      expect(second.keys.projects.map((project) => project.name)).toEqual(['Acme Web', 'Second']);
    } finally {
      await second.close();
    }
  });

  it('restarts an import that was pending when the emulator stopped', async () => {
    const dataFile = join(temporaryFolder(), 'state.json');
    const first = await startEmulator({ dataFile, importDurations: { queuedMs: 60_000, processingMs: 10 } });
    const master = await fileRecord(first, 'config/locales/en.yml');
    expect(
      (await updateFile(first, `${master.id}/locales/en`, uploadForm('en.yml', 'en:\n  hello: "Again"\n')))
        .status,
    ).toBe(202);
    await first.close();
    const second = await startEmulator({ dataFile, importDurations: { queuedMs: 10, processingMs: 10 } });
    try {
      await waitForHashChange(second, master.name, master.hash_file);
    } finally {
      await second.close();
    }
  });
});

describe('command line', () => {
  it('prints one JSON line with the URL and keys, serves, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/emulator.ts', '--port', '0', '--latency', '1'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', () => reject(new Error('the emulator exited before printing its line')));
      });
      const printed = JSON.parse(line) as {
        url: string;
        organizations: { readWriteKey: string }[];
        projects: { name: string; privateApiToken: string; publicApiToken: string }[];
      };
      expect(printed.projects).toMatchObject([
        {
          name: 'Acme Web',
          privateApiToken: expect.any(String) as string,
          publicApiToken: expect.any(String) as string,
        },
      ]);
      expect(Object.keys(printed.organizations[0] ?? {})).toEqual([
        'name',
        'readOnlyKey',
        'readWriteKey',
        'privateKey',
      ]);
      const response = await fetch(
        `${printed.url}/api/projects/${printed.projects[0]?.publicApiToken ?? ''}.json`,
      );
      expect(response.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
