/**
 * The action's engine against the emulator's realism options: blank checksums right after an
 * upload, the source locale listed among target_locales, and the service's rate limit (429).
 */
import { createHash } from 'node:crypto';
import { appendFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed, type EmulatorOptions } from '../../src/emulator/index.js';
import { runPull } from '../../src/sync/pull.js';
import { runPush } from '../../src/sync/push.js';
import { checkWorkspace, pullOptionsFor, pushOptionsFor } from '../helpers/engine-options.js';
import { startServiceFixture, type ServiceFixture } from '../helpers/service-workspace.js';

const MASTER = 'config/locales/en.yml';
let fixture: ServiceFixture | undefined;

afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

describe('blank hash_file while an import waits', () => {
  for (const blank of ['null', 'empty'] as const) {
    it(`push waits for the real import when hash_file is ${blank}, and pull never skips the file`, async () => {
      fixture = await startServiceFixture({
        blankHashFile: blank,
        importDurations: { queuedMs: 150, processingMs: 150 },
      });
      await appendFile(path.join(fixture.workspace, MASTER), '  farewell: "See you"\n');
      const local = await readFile(path.join(fixture.workspace, MASTER));
      const result = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) }));
      expect(result.uploaded.map((upload) => upload.path)).toEqual([MASTER]);
      // The blank checksum seen while the import ran was not taken for "imported".
      const shown = (await fixture.client.projects.show()).projectFiles.find((file) => file.name === MASTER);
      expect(shown?.hashFile).toBe(sha1(local));
      const blanks = fixture.emulator.log.filter((entry) => entry.endpoint === 'showProject');
      expect(blanks.length).toBeGreaterThan(1);

      // A target whose checksum is blank is downloaded, never taken as "same as local".
      const french = 'config/locales/fr.yml';
      const record = (await fixture.client.projects.show()).projectFiles.find((file) => file.name === french);
      const form = new FormData();
      form.append('file', new Blob([await readFile(path.join(fixture.workspace, french))]), 'fr.yml');
      const upload = await fetch(
        `${fixture.emulator.url}/api/projects/${fixture.token}/files/${record?.id}/locales/fr`,
        { method: 'PUT', body: form },
      );
      expect(upload.status).toBe(202);
      const pending = (await fixture.client.projects.show()).projectFiles.find(
        (file) => file.name === french,
      );
      expect(pending?.hashFile).toBe(blank === 'null' ? null : '');
      const pulled = await runPull(pullOptionsFor(fixture));
      expect(pulled.planned.map((download) => download.path)).toContain(french);
      // Nothing listed was taken for deleted: every target is still in the workspace.
      await expect(readFile(path.join(fixture.workspace, french))).resolves.toBeInstanceOf(Buffer);
    });
  }
});

describe('the source locale listed among target_locales', () => {
  it('is never pulled or checked as a target', async () => {
    const seed = defaultSeed();
    for (const project of seed.organizations[0]?.projects ?? []) project.sourceInTargetLocales = true;
    fixture = await startServiceFixture({ seed });
    const project = await fixture.client.projects.show();
    expect(project.targetLocales.map((locale) => [locale.code, locale.type])).toEqual([
      ['en', 'Locale'],
      ['fr', 'Locale'],
      ['de', 'Locale'],
      ['pt-BR', 'Locale'],
      ['zh-Hant-TW', 'Locale'],
    ]);
    const master = path.join(fixture.workspace, MASTER);
    const before = await readFile(master);
    const pulled = await runPull(pullOptionsFor(fixture));
    expect(pulled.locales.map((locale) => locale.locale)).not.toContain('en');
    expect(await readFile(master)).toEqual(before);

    const result = await checkWorkspace(fixture, {
      gates: { requiredLocales: ['en'], minCompletion: 0, failOnPlaceholderErrors: false },
    });
    expect(result.states?.map((state) => state.locale)).toEqual(['fr', 'de', 'pt-BR', 'zh-Hant-TW']);
    // `required-locales: en` names no target locale: the gate says so instead of counting it.
    expect(result.gates.find((gate) => gate.gate === 'required-locales')?.status).toBe('failed');
  });
});

describe('the rate limit (429 past the limit per address)', () => {
  // A low limit makes the 429s certain; the service's own is 25 per second.
  const limited: EmulatorOptions = { rateLimit: { perSecond: 4 } };
  const throttled = (current: ServiceFixture) =>
    current.emulator.log.filter((entry) => entry.status === 429).length;

  it('push and pull complete, retried after Retry-After (slow: 4 requests a second, each 429 waited out)', async () => {
    fixture = await startServiceFixture(limited);
    await appendFile(path.join(fixture.workspace, MASTER), '  farewell: "See you"\n');
    const pushed = await runPush(pushOptionsFor(fixture, { changedInPush: new Set([MASTER]) }));
    expect(pushed.uploaded.map((upload) => upload.path)).toEqual([MASTER]);
    await rm(path.join(fixture.workspace, 'config/locales/fr.yml'));
    const pulled = await runPull(pullOptionsFor(fixture));
    expect(pulled.files.length).toBeGreaterThan(0);
    expect(throttled(fixture)).toBeGreaterThan(0);
    const answer = fixture.emulator.log.find((entry) => entry.status === 429);
    expect(answer?.endpoint).not.toBe(undefined);
  });

  it('check completes with every locale counted (slow: 4 requests a second, each 429 waited out)', async () => {
    fixture = await startServiceFixture(limited);
    const result = await checkWorkspace(fixture);
    expect(result.states?.map((state) => state.locale)).toEqual(['fr', 'de', 'pt-BR', 'zh-Hant-TW']);
    expect(throttled(fixture)).toBeGreaterThan(0);
  });
});
