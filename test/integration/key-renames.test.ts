import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../../src/sync/pull.js';
import { runPush } from '../../src/sync/push.js';
import { pullOptionsFor, pushOptionsFor } from '../helpers/engine-options.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

const MASTER = 'config/locales/en.yml';
const ZH = 'config/locales/zh-Hant-TW.yml';
let fixture: ServiceFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function edit(current: ServiceFixture, file: string, change: (text: string) => string) {
  const at = path.join(current.workspace, file);
  await writeFile(at, change(await readFile(at, 'utf8')));
}

async function stringsNamed(current: ServiceFixture, key: string) {
  const found = [];
  for await (const entry of current.client.strings.list({ locale: '*', filters: { key } })) found.push(entry);
  return found;
}

describe('renamed keys on push (issue 59)', () => {
  it('renames the string on the service before the upload, and the pull renames the line in place', async () => {
    fixture = await startServiceFixture();
    const [before] = await stringsNamed(fixture, 'goodbye');
    await edit(fixture, MASTER, (text) => text.replace('goodbye:', 'farewell:'));
    fixture.resetLog();
    const push = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) }));
    expect(push.renames?.renames.map((rename) => [rename.from, rename.to])).toEqual([
      ['goodbye', 'farewell'],
    ]);
    expect(fixture.count('updateString')).toBe(1);
    const [after] = await stringsNamed(fixture, 'farewell');
    expect(after?.id).toBe(before?.id);
    expect(after?.status).toBe('Current');
    expect(after?.translations.find((translation) => translation.locale === 'zh-Hant-TW')?.text).toBe('再見');
    expect(await stringsNamed(fixture, 'goodbye')).toEqual([]);
    const localBefore = await readFile(path.join(fixture.workspace, ZH), 'utf8');
    await runPull(
      pullOptionsFor(fixture, { project: push.project, keepFormatting: true, renamed: push.renames }),
    );
    expect(await readFile(path.join(fixture.workspace, ZH), 'utf8')).toBe(
      localBefore.replace('goodbye:', 'farewell:'),
    );
  });

  it('a push that only adds a key lists its master once and sends no Update String nor any other listing', async () => {
    fixture = await startServiceFixture();
    await edit(fixture, MASTER, (text) => `${text}  farewell: "See you"\n`);
    fixture.resetLog();
    const push = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) }));
    expect(push.renames?.renames).toEqual([]);
    expect(push.obsolete).toBeUndefined();
    const listings = fixture.emulator.log.filter((entry) => entry.endpoint === 'listStrings');
    expect(listings.map((entry) => new URLSearchParams(entry.query).get('filters[file]'))).toEqual([
      String(push.uploaded[0]?.file.id),
    ]);
    expect(fixture.count('updateString')).toBe(0);
  });

  it('a rename the service refuses is left alone with its answer, and the upload goes on', async () => {
    fixture = await startServiceFixture();
    await edit(fixture, MASTER, (text) => text.replace('goodbye:', 'farewell:'));
    fixture.emulator.faults.add({
      endpoint: 'updateString',
      action: {
        kind: 'status',
        status: 422,
        body: {
          error: 'Validation failed: key has already been taken',
          errors: { key: ['has already been taken'] },
        },
      },
    });
    const push = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) }));
    expect(push.renames?.renames).toEqual([]);
    expect(push.renames?.leftAlone).toEqual([
      expect.objectContaining({
        from: 'goodbye',
        code: 'refused',
        reason: expect.stringContaining('already been taken') as unknown,
      }),
    ]);
    expect(push.uploaded.map((upload) => upload.path)).toEqual([MASTER]);
    expect((await stringsNamed(fixture, 'goodbye'))[0]?.status).toBe('Obsolete');
  });

  it('a rename that fails on its way stops the push before any upload could obsolete the string', async () => {
    fixture = await startServiceFixture();
    await edit(fixture, MASTER, (text) => text.replace('goodbye:', 'farewell:'));
    fixture.emulator.faults.add({
      endpoint: 'updateString',
      times: Infinity,
      action: { kind: 'status', status: 503 },
    });
    fixture.resetLog();
    const failure = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) })).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      name: 'RenameError',
      code: 'rename-failed',
      files: [MASTER],
      message: expect.stringContaining('no master was uploaded') as unknown,
    });
    expect(fixture.count('updateFile')).toBe(0);
    expect((await stringsNamed(fixture, 'goodbye'))[0]?.status).toBe('Current');
  });
});
