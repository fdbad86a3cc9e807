import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeed, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { runnerEnvironment } from '../helpers/action-env.js';
import { createRepoWithOrigin, type RepoWithOrigin } from '../helpers/git-repo.js';

/**
 * GitHub's own tool for running an action locally, @github/local-action, as docs/development.md
 * shows it: it stubs @actions/core, imports src/main.ts, awaits its run() and prints the outputs
 * it was given. A dry run against the emulator, with the `.env` of the docs.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCAL_ACTION = path.join(ROOT, 'node_modules/@github/local-action/bin/local-action.js');
let emulator: RunningEmulator;
let repo: RepoWithOrigin;
let scratch: string;

beforeAll(async () => {
  emulator = await startEmulator({ seed: defaultSeed() });
  // A checkout of the repository with the service's masters only: the pull would add every target.
  repo = await createRepoWithOrigin({ files: { 'README.md': '# Acme Web\n' } });
  scratch = await mkdtemp(path.join(tmpdir(), 'ts-local-action-'));
});

afterAll(async () => {
  await emulator.close();
  await repo.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [LOCAL_ACTION, ...args], { cwd: ROOT, env });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ exitCode: number | null; stdout: string }>((resolve) =>
    child.on('close', (exitCode) => resolve({ exitCode, stdout })),
  );
}

describe('npx @github/local-action', () => {
  it('runs a dry run of the action and prints its outputs (slow: tsx transpiles the whole source first)', async () => {
    const summary = path.join(scratch, 'summary.md');
    const event = path.join(scratch, 'event.json');
    await writeFile(summary, '');
    await writeFile(event, JSON.stringify({ repository: { default_branch: 'main' } }));
    const token = emulator.keys.projects[0]?.privateApiToken ?? '';
    const dotenv = path.join(scratch, '.env');
    await writeFile(
      dotenv,
      [
        `INPUT_API-URL=${emulator.url}`,
        `INPUT_PROJECT-TOKEN=${token}`,
        'INPUT_COMMAND=pull',
        'INPUT_DRY-RUN=true',
        `GITHUB_WORKSPACE=${repo.dir}`,
        'GITHUB_EVENT_NAME=workflow_dispatch',
        `GITHUB_EVENT_PATH=${event}`,
        `GITHUB_STEP_SUMMARY=${summary}`,
        `RUNNER_TEMP=${scratch}`,
      ].join('\n'),
    );
    const files = await repo.git(['status', '--porcelain', '--untracked-files=all']);

    const result = await run(['.', 'src/main.ts', dotenv], runnerEnvironment({}));

    expect(result.exitCode, result.stdout.slice(-3000)).toBe(0);
    const outputs = result.stdout.slice(result.stdout.indexOf('Action Outputs'));
    expect(outputs).toMatch(/│ 'changed-locales'\s+│ 'de,fr,pt-BR,zh-Hant-TW'/);
    expect(outputs).toMatch(/│ 'has-changes'\s+│ 'true'/);
    expect(outputs).toMatch(/│ 'pull-request-operation'\s+│ 'none'/);
    expect(await readFile(summary, 'utf8')).toContain(
      '## translation-sync: pull (dry-run: nothing was changed)',
    );
    // A dry run: the service was only read, and the checkout is as it was.
    expect(emulator.log.length).toBeGreaterThan(0);
    expect(emulator.log.filter((entry) => entry.method !== 'GET')).toEqual([]);
    expect(await repo.git(['status', '--porcelain', '--untracked-files=all'])).toBe(files);
  });
});
