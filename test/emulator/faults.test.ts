import { describe, expect, it } from 'vitest';
import { buildHostileArchive } from '../../src/emulator/hostile-archives.js';
import {
  fileRecord,
  projectToken,
  startTestEmulator,
  updateFile,
  uploadForm,
  waitFor,
  waitForHashChange,
} from './support.js';

describe('fault rules', () => {
  it('answers a status with headers and body, after letting `after` requests through, `times` times', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({
      endpoint: 'showProject',
      after: 1,
      times: 2,
      action: { kind: 'status', status: 429, headers: { 'Retry-After': '2' }, body: { error: 'Slow down' } },
    });
    const url = `${emulator.url}/api/projects/${projectToken(emulator)}.json`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(url);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await response.json()).toEqual({ error: 'Slow down' });
      }
    }
    expect(statuses).toEqual([200, 429, 429, 200]);
  });

  it('matches every endpoint with `*` until cleared', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({
      endpoint: '*',
      times: Infinity,
      action: { kind: 'status', status: 503, body: { error: 'File is being processed at the moment' } },
    });
    expect((await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/zip_file`)).status).toBe(503);
    expect((await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}`)).status).toBe(503);
    emulator.faults.clear();
    expect((await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}`)).status).toBe(200);
  });

  it('resets before the response after handling the request, so a retried upload finds the file busy', async () => {
    const emulator = await startTestEmulator({ importDurations: { queuedMs: 300, processingMs: 30 } });
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    emulator.faults.add({ endpoint: 'updateFile', action: { kind: 'reset', when: 'before-response' } });
    const form = () => uploadForm('en.yml', 'en:\n  hello: "Reset"\n');
    await expect(updateFile(emulator, `${master.id}/locales/en`, form())).rejects.toThrow();
    const retry = await updateFile(emulator, `${master.id}/locales/en`, form());
    expect(retry.status).toBe(503);
    await waitForHashChange(emulator, master.name, master.hash_file);
    expect(
      emulator.log.filter((entry) => entry.endpoint === 'updateFile').map((entry) => entry.status),
    ).toEqual([0, 503]);
  });

  it('drops the connection in the middle of a zip download', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'reset', when: 'mid-body' } });
    const response = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/zip_file`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    const entry = emulator.log.find((logged) => logged.endpoint === 'zipFile');
    expect(entry?.responseBytes).toBeGreaterThan(0);
    const whole = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/zip_file`);
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(entry?.responseBytes ?? 0);
  });

  it('hangs without answering, and delays an answer past a client timeout', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({ endpoint: 'showProject', action: { kind: 'hang' } });
    emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'delay', ms: 5_000 } });
    const url = `${emulator.url}/api/projects/${projectToken(emulator)}`;
    await expect(fetch(url, { signal: AbortSignal.timeout(150) })).rejects.toThrow(/abort|timeout/i);
    await expect(fetch(`${url}/zip_file`, { signal: AbortSignal.timeout(150) })).rejects.toThrow(
      /abort|timeout/i,
    );
    // Each rule fired once: the next requests are answered.
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers malformed JSON with 200', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({ endpoint: 'showProject', action: { kind: 'malformed-json' } });
    const response = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('answers Zip File with a hostile archive aimed at a target file of the project', async () => {
    const emulator = await startTestEmulator();
    emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'archive', archive: 'traversal-dotdot' } });
    const response = await fetch(`${emulator.url}/api/projects/${projectToken(emulator)}/zip_file`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(
      bytes.equals(buildHostileArchive('traversal-dotdot', { targetName: 'config/locales/fr.yml' })),
    ).toBe(true);
  });

  it('applies per-route latency and records every request in the log', async () => {
    const emulator = await startTestEmulator({ routeLatencyMs: { showProject: 5 } });
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    await updateFile(
      emulator,
      `${master.id}/locales/en`,
      uploadForm('en.yml', 'en:\n  hello: "Logged"\n', { merge: 'true' }),
    );
    expect(emulator.log.map((entry) => [entry.endpoint, entry.method, entry.status])).toEqual([
      ['showProject', 'GET', 200],
      ['updateFile', 'PATCH', 202],
    ]);
    const upload = emulator.log[1];
    expect(upload).toMatchObject({
      multipartFields: { merge: 'true' },
      fileNames: ['en.yml'],
      path: `/api/projects/${projectToken(emulator)}/files/${master.id}/locales/en`,
    });
    expect(upload?.contentType).toMatch(/^multipart\/form-data/);
    expect(upload?.requestBytes).toBeGreaterThan(0);
  });
});

describe('import outcomes', () => {
  it('a failed import keeps the old hash and reports its message once, to the next Update File', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, 'config/locales/en.yml');
    emulator.faults.importOutcome({ fail: 'Syntax error on line 3' }, master.name);
    expect(
      (await updateFile(emulator, `${master.id}/locales/en`, uploadForm('en.yml', 'en:\n  a: "b"\n'))).status,
    ).toBe(202);
    const failure = await waitFor(async () => {
      const response = await updateFile(
        emulator,
        `${master.id}/locales/en`,
        uploadForm('en.yml', 'en:\n  a: "b"\n'),
      );
      return response.status === 503 ? undefined : response;
    }, 'the failed import');
    expect(failure.status).toBe(422);
    expect(await failure.json()).toMatchObject({ error: 'Syntax error on line 3' });
    expect((await fileRecord(emulator, master.name)).hash_file).toBe(master.hash_file);
    emulator.faults.importOutcome('complete');
    expect(
      (await updateFile(emulator, `${master.id}/locales/en`, uploadForm('en.yml', 'en:\n  a: "b"\n'))).status,
    ).toBe(202);
    await waitForHashChange(emulator, master.name, master.hash_file);
  });

  it('an unreadable upload fails its import with the parser message', async () => {
    const emulator = await startTestEmulator();
    const master = await fileRecord(emulator, 'locales/en/common.json');
    await updateFile(emulator, `${master.id}/locales/en`, uploadForm('common.json', '{"broken": '));
    const failure = await waitFor(async () => {
      const response = await updateFile(emulator, `${master.id}/locales/en`, uploadForm('common.json', '{}'));
      return response.status === 503 ? undefined : response;
    }, 'the failed import');
    expect(failure.status).toBe(422);
    expect(((await failure.json()) as { error: string }).error).toContain('common.json');
  });
});
