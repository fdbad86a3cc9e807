import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

/**
 * A pull of hundreds or thousands of new files, as the runner starts the action (`node
 * dist/index.js`): every file written whole and counted, a damaged archive refused whole, and a
 * cancelled run that leaves nothing behind.
 */

// Codes of a locale's shape (aa, ab, ... bd): the target path policy skips any other shape.
const LOCALES = Array.from(
  { length: 30 },
  (_, index) => String.fromCharCode(97 + Math.floor(index / 26)) + String.fromCharCode(97 + (index % 26)),
);
const MASTERS = 20;

function keysOf(locale: string, master: number): Record<string, unknown> {
  return {
    title: `${locale} title ${master}`,
    nested: { a: `${locale} a ${master}`, b: `${locale} b ${master}` },
    items: { one: `${locale} one`, other: `${locale} other ${master}` },
  };
}

/** 20 JSON masters × 30 locales: 600 new files. */
function manyFilesSeed(masters = MASTERS): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Many files',
        readOnlyKey: 'org_ro_threads_0001',
        readWriteKey: 'org_rw_threads_0001',
        privateKey: 'org_pk_threads_0001',
        projects: [
          {
            name: 'Threads',
            privateApiToken: 'proj_rw_threads_0001',
            publicApiToken: 'proj_ro_threads_0001',
            sourceLocale: 'en',
            targetLocales: LOCALES,
            files: Array.from({ length: masters }, (_, master) => ({
              name: `locales/en/f${master}.json`,
              content: `${JSON.stringify(keysOf('en', master), null, 2)}\n`,
              targets: Object.fromEntries(
                LOCALES.map((locale) => [locale, `${JSON.stringify(keysOf(locale, master), null, 2)}\n`]),
              ),
            })),
          },
        ],
      },
    ],
  };
}

let current: Scenario | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** A pull of the scenario's project with the debug log; it succeeds. */
async function pullWithDebugLog(scenario: Scenario, workspace: string): Promise<ActionRun> {
  const result = await scenario.run({ event: 'workflow_dispatch', env: { RUNNER_DEBUG: '1' }, workspace });
  expect(result.exitCode).toBe(0);
  return result;
}

/**
 * Every one of the 600 target files was downloaded and written as the service serves it, and the
 * pull request counts five keys in each of 20 files per locale.
 */
async function expectEveryFileAsServed(
  scenario: Scenario,
  result: ActionRun,
  workspace: string,
): Promise<void> {
  expect(result.outputs['downloaded-files']?.split('\n')).toHaveLength(600);
  const listed = (await scenario.client.projects.show()).projectFiles;
  // All at once: 600 requests one after another were most of this test's time.
  const targets = listed.filter((listedFile) => listedFile.masterProjectFileId !== null);
  const compared = await Promise.all(
    targets.map(async (file) => {
      const served = await scenario.client.files.show({
        masterFileId: file.masterProjectFileId ?? file.id,
        locale: file.localeCode,
      });
      const written = await readFile(path.join(workspace, file.name), 'utf8');
      return [served.status === 'ok' ? Buffer.from(served.body).toString('utf8') : undefined, written];
    }),
  );
  expect(compared).toHaveLength(600);
  for (const [served, written] of compared) expect(served).toBe(written);
  const body = scenario.github.pulls[0]?.body ?? '';
  for (const locale of LOCALES) expect(body).toMatch(new RegExp(`\\| ${locale} \\| 100 \\| 0 \\| 0 \\|`));
}

describe('a pull of many new files (node dist/index.js)', () => {
  it('writes every file as the service serves it, and counts every key (slow: 600 files to seed, pull and commit)', async () => {
    current = await createScenario({ seed: manyFilesSeed(), files: 'masters' });
    const { dir } = await current.checkout();
    const result = await pullWithDebugLog(current, dir);
    await expectEveryFileAsServed(current, result, dir);
    for (const locale of LOCALES)
      for (let master = 0; master < MASTERS; master++)
        expect(
          JSON.parse(await readFile(path.join(dir, 'locales', locale, `f${master}.json`), 'utf8')),
        ).toEqual(keysOf(locale, master));
  });

  it('fails whole when the archive’s last entry is damaged: nothing written, nothing left behind', async () => {
    current = await createScenario({ seed: manyFilesSeed(), files: 'masters' });
    current.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'damaged-last-entry' } });
    const { dir } = await current.checkout();
    const before = await snapshotTree(dir);
    const result = await current.run({
      event: 'workflow_dispatch',
      env: { RUNNER_DEBUG: '1' },
      workspace: dir,
    });
    // A wrong exit code shows what the action printed.
    expect(result.exitCode, result.stderr + result.stdout.slice(-4000)).toBe(1);
    expect(result.stdout).toMatch(/::error::The Zip File entry .* \(archive-corrupt\)/);
    // Give a late write every chance to show up before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await snapshotTree(dir)).toEqual(before);
    expect(await readdir(current.runnerTemp)).toEqual([]);
    expect(current.github.pulls).toHaveLength(0);
  });

  it('R38 (slow: 3,000 files, so the cancellation lands mid-write): a run cancelled while it writes removes what it had begun, and a rerun writes it all', async () => {
    // 3,000 new files: long enough a write for the cancellation to land in it.
    current = await createScenario({ seed: manyFilesSeed(100), files: 'masters' });
    const scenario = current;
    const { dir } = await scenario.checkout();
    const before = await snapshotTree(dir);
    const locales = path.join(dir, 'locales');
    // Each new locale folder is written whole in a temporary folder beside it (locales/.aa.<token>.tmp):
    // once one is there, the write has begun. The runner sends its SIGINT once.
    let sent = false;
    const cancelled = await scenario.run({
      event: 'workflow_dispatch',
      workspace: dir,
      cancelWhen: () => {
        if (sent || !readdirSync(locales).some((name) => name.endsWith('.tmp'))) return false;
        sent = true;
        return true;
      },
    });
    expect(sent).toBe(true);
    expect(cancelled.exitCode).toBe(130);
    expect(cancelled.stdout).toMatch(
      /Cancelled \(SIGINT\): removing the files this run had begun to write\./,
    );
    // Give a late write every chance to show up before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await snapshotTree(dir)).toEqual(before);
    expect(scenario.github.pulls).toHaveLength(0);

    // The rerun on the same workspace, as on a self-hosted runner that keeps it.
    const rerun = await scenario.run({ event: 'workflow_dispatch', workspace: dir });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['downloaded-files']?.split('\n')).toHaveLength(3000);
    expect(Object.keys(await snapshotTree(dir)).filter((name) => name.includes('.tmp'))).toEqual([]);
  }, 60_000);
});
