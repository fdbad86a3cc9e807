import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../../src/sync/errors.js';
import { runPush } from '../../src/sync/push.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

const MASTER = 'config/locales/en.yml';
const JSON_MASTER = 'locales/en/common.json';
let fixture: ServiceFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

type PushOptions = Parameters<typeof runPush>[0];

function pushOptions(current: ServiceFixture, overrides: Partial<PushOptions> = {}): PushOptions {
  return {
    service: current.client,
    workspace: current.workspace,
    logger: current.logger,
    sourceFiles: [],
    isIgnored: () => false,
    changedInPush: undefined,
    settings: { merge: false, ignoreMissing: false, minorChanges: false, label: undefined },
    importTimeoutMs: 10_000,
    dryRun: false,
    schedule: { initialMs: 20, maxMs: 60, factor: 1.5 },
    probeAfterMs: 400,
    ...overrides,
  };
}

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 2 s');
}

async function addKey(workspace: string, key: string, text: string) {
  await appendFile(path.join(workspace, MASTER), `  ${key}: "${text}"\n`);
}

describe('push: upload the masters that changed and wait for the import', () => {
  it('uploads nothing and asks once when every master matches the service', async () => {
    fixture = await startServiceFixture();
    fixture.resetLog();
    const result = await runPush(pushOptions(fixture));
    expect(result.uploaded).toEqual([]);
    expect(result.skipped.map((skip) => skip.reason)).toEqual(['unchanged', 'unchanged']);
    expect(fixture.count('showProject')).toBe(1);
    expect(fixture.count('updateFile')).toBe(0);
  });

  it('uploads exactly the master the push changed, waits, and the new string is listed', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'farewell', 'See you soon');
    fixture.resetLog();
    const result = await runPush(pushOptions(fixture, { changedInPush: new Set([MASTER]) }));
    expect(result.uploaded.map((upload) => [upload.path, upload.reason])).toEqual([
      [MASTER, 'changed-in-push'],
    ]);
    expect(fixture.count('updateFile')).toBe(1);
    const masterId = (await fixture.client.projects.show()).projectFiles.find(
      (file) => file.name === MASTER,
    )?.id;
    const upload = fixture.emulator.log.find((entry) => entry.endpoint === 'updateFile');
    expect(upload?.path).toMatch(new RegExp(`/files/${masterId}/locales/en$`));
    const keys: string[] = [];
    for await (const entry of fixture.client.strings.list({ filters: { key: 'farewell' } }))
      keys.push(entry.key);
    expect(keys).toEqual(['farewell']);
    expect(result.project.projectFiles.find((file) => file.name === MASTER)?.hashFile).not.toBe(
      (await fixture.client.projects.show()).projectFiles.find((file) => file.name === JSON_MASTER)?.hashFile,
    );
  });

  it('leaves alone a master changed only on the service', async () => {
    fixture = await startServiceFixture();
    // The service's copy moves on; the local copy is older and this push did not touch it.
    const local = path.join(fixture.workspace, MASTER);
    const original = await readFile(local, 'utf8');
    const hashBefore = (await fixture.client.projects.show()).projectFiles.find(
      (file) => file.name === MASTER,
    )?.hashFile;
    await addKey(fixture.workspace, 'from_service', 'Edited on the service');
    const masterId =
      (await fixture.client.projects.show()).projectFiles.find((file) => file.name === MASTER)?.id ?? 0;
    await fixture.client.files.update({
      masterFileId: masterId,
      locale: 'en',
      file: { path: local, name: MASTER },
    });
    await writeFile(local, original);
    const changedOnService = async () =>
      (await fixture?.client.projects.show())?.projectFiles.find((file) => file.id === masterId)?.hashFile !==
      hashBefore;
    await waitUntil(changedOnService);
    fixture.resetLog();
    const result = await runPush(pushOptions(fixture, { changedInPush: new Set(['README.md']) }));
    expect(result.uploaded).toEqual([]);
    expect(result.skipped).toContainEqual({ path: MASTER, reason: 'changed-on-service' });
    expect(fixture.count('updateFile')).toBe(0);
  });

  it('creates a new file that matches source-files and waits for its import', async () => {
    fixture = await startServiceFixture();
    await mkdir(path.join(fixture.workspace, 'locales/en'), { recursive: true });
    await writeFile(path.join(fixture.workspace, 'locales/en/admin.json'), '{"title": "Admin"}\n');
    const result = await runPush(pushOptions(fixture, { sourceFiles: ['locales/en/*.json'] }));
    expect(result.created.map((create) => create.path)).toEqual(['locales/en/admin.json']);
    expect(result.created[0]?.fileId).toBeTypeOf('number');
    const project = await fixture.client.projects.show();
    const created = project.projectFiles.find((file) => file.name === 'locales/en/admin.json');
    expect(created?.masterProjectFileId).toBeNull();
    expect(created?.hashFile).not.toBe('');
  });

  it('dry-run lists what it would upload and sends no write request', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'dry', 'Dry');
    fixture.resetLog();
    const result = await runPush(pushOptions(fixture, { dryRun: true }));
    expect(result.uploaded.map((upload) => upload.path)).toEqual([MASTER]);
    // Reads only: the project, and the master's strings to find its renames (issue 59).
    const log = fixture.emulator.log.slice(-2);
    expect(log.map((entry) => [entry.endpoint, entry.method])).toEqual([
      ['showProject', 'GET'],
      ['listStrings', 'GET'],
    ]);
    expect(fixture.count('updateFile') + fixture.count('createFile') + fixture.count('updateString')).toBe(0);
    expect(fixture.logger.lines.map((line) => line.message)).toContain(
      `Would upload ${MASTER} (differs from the service)`,
    );
  });
});

describe('push: faults of the checklist', () => {
  it('R4: waits while Update File answers busy, then succeeds', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'busy', 'Busy');
    fixture.emulator.faults.add({
      endpoint: 'updateFile',
      times: 2,
      action: { kind: 'status', status: 503, body: { error: 'File is already queued for import' } },
    });
    const result = await runPush(pushOptions(fixture));
    expect(result.uploaded).toHaveLength(1);
    expect(fixture.count('updateFile')).toBe(3);
  });

  it('R4: a project busy past the import deadline fails with "busy" naming the file', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'busy', 'Busy');
    fixture.emulator.faults.add({
      endpoint: 'updateFile',
      times: Infinity,
      action: {
        kind: 'status',
        status: 503,
        body: { error: 'Master File is being processed at the moment' },
      },
    });
    const failure = runPush(pushOptions(fixture, { importTimeoutMs: 300 }));
    await expect(failure).rejects.toMatchObject({ code: 'project-busy', files: [MASTER] });
    await expect(failure).rejects.toThrow(
      /still busy with config\/locales\/en\.yml .*Master File is being processed/,
    );
  });

  it('R1: a 500 on one of several uploads is retried with the file read again', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'retry', 'Retry');
    const json = path.join(fixture.workspace, JSON_MASTER);
    await writeFile(json, (await readFile(json, 'utf8')).replace('{', '{\n  "extra": "Extra",'));
    fixture.emulator.faults.add({
      endpoint: 'updateFile',
      after: 1,
      times: 1,
      action: { kind: 'status', status: 500 },
    });
    const result = await runPush(pushOptions(fixture));
    expect(result.uploaded).toHaveLength(2);
    expect(fixture.count('updateFile')).toBe(3);
  });

  it('R1: persistent 500s fail naming the file; a rerun then completes', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'retry', 'Retry');
    fixture.emulator.faults.add({
      endpoint: 'updateFile',
      times: Infinity,
      action: { kind: 'status', status: 500 },
    });
    await expect(runPush(pushOptions(fixture))).rejects.toThrow(/Uploading config\/locales\/en\.yml failed/);
    fixture.emulator.faults.clear();
    const rerun = await runPush(pushOptions(fixture));
    expect(rerun.uploaded.map((upload) => upload.path)).toEqual([MASTER]);
  });

  it('R5: a connection reset during an upload is retried and the service ends with one file', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'reset', 'Reset');
    fixture.emulator.faults.add({
      endpoint: 'updateFile',
      times: 1,
      action: { kind: 'reset', when: 'before-response' },
    });
    await runPush(pushOptions(fixture));
    const project = await fixture.client.projects.show();
    expect(project.projectFiles.filter((file) => file.name === MASTER)).toHaveLength(1);
    const keys: string[] = [];
    for await (const entry of fixture.client.strings.list({ filters: { key: 'reset' } }))
      keys.push(entry.key);
    expect(keys).toEqual(['reset']);
  });

  it('R9: an import that never finishes fails at the deadline naming the file', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'stuck', 'Stuck');
    fixture.emulator.faults.importOutcome('never');
    const failure = runPush(pushOptions(fixture, { importTimeoutMs: 400 }));
    await expect(failure).rejects.toBeInstanceOf(SyncError);
    await expect(failure).rejects.toMatchObject({ code: 'import-timeout', files: [MASTER] });
    await expect(failure).rejects.toThrow(/did not finish importing config\/locales\/en\.yml within 0 s/);
  });

  it('R10: an import that fails is reported with the file and the service message', async () => {
    fixture = await startServiceFixture();
    await addKey(fixture.workspace, 'broken', 'Broken');
    fixture.emulator.faults.importOutcome({ fail: 'Syntax error on line 12' });
    const failure = runPush(pushOptions(fixture));
    await expect(failure).rejects.toMatchObject({ code: 'import-failed', files: [MASTER] });
    await expect(failure).rejects.toThrow(
      /could not import config\/locales\/en\.yml: Syntax error on line 12/,
    );
  });
});
