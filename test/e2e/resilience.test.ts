import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';
import { snapshotTree } from '../helpers/tree-snapshot.js';

let scenario: Scenario | undefined;
const cleanups: (() => void | Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await scenario?.close();
  scenario = undefined;
});

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('R38: cancelled or out of disk mid-run', () => {
  it('a run cancelled during the download leaves the repository untouched; a rerun is clean', async () => {
    scenario = await createScenario();
    const current = scenario;
    await translateOnService(current.client, 'hello', 'fr', 'Coucou');
    current.emulator.faults.add({ endpoint: 'zipFile', action: { kind: 'delay', ms: 10_000 } });
    const { dir } = await current.checkout();
    const before = await snapshotTree(dir);
    const cancelled = await current.run({
      event: 'schedule',
      workspace: dir,
      cancelWhen: () => current.emulator.log.some((entry) => entry.path.endsWith('/zip_file')),
    });
    expect(cancelled.exitCode).not.toBe(0);
    expect(await snapshotTree(dir)).toEqual(before);
    current.emulator.faults.clear();
    const rerun = await current.run({ event: 'schedule', workspace: dir });
    expect(rerun.exitCode).toBe(0);
    expect(rerun.outputs['downloaded-files']).toBe('config/locales/fr.yml');
    expect(await readFile(path.join(dir, 'config/locales/fr.yml'), 'utf8')).toContain('Coucou');
  });

  it.skipIf(!canMount())(
    'a full disk under RUNNER_TEMP fails clearly with the repository untouched',
    async () => {
      scenario = await createScenario();
      await translateOnService(scenario.client, 'hello', 'fr', 'Coucou');
      const tiny = path.join(scenario.runnerTemp, 'tiny');
      await mkdir(tiny);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', tiny]);
      cleanups.push(() => {
        execFileSync('umount', [tiny]);
      });
      // Leave less room than the archive needs.
      await writeFile(path.join(tiny, 'filler'), Buffer.alloc(63 * 1024));
      const { dir } = await scenario.checkout();
      const before = await snapshotTree(dir);
      const result = await scenario.run({ event: 'schedule', env: { RUNNER_TEMP: tiny }, workspace: dir });
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toMatch(
        /::error::.*could not save the download to .*ENOSPC: no space left on device.*Free disk space there.*RUNNER_TEMP; nothing was written into the repository/,
      );
      expect(result.stdout).not.toMatch(/::error::.*(network|may have reached the service)/);
      expect(await snapshotTree(dir)).toEqual(before);
      await rm(path.join(tiny, 'filler'));
      expect((await readdir(tiny)).filter((name) => name.startsWith('translation-sync-'))).toEqual([]);
      const rerun = await scenario.run({ event: 'schedule', env: { RUNNER_TEMP: tiny }, workspace: dir });
      expect(rerun.exitCode).toBe(0);
      expect(rerun.outputs['downloaded-files']).toBe('config/locales/fr.yml');
    },
  );
});

describe('switching from the established client', () => {
  it('reads .wti with its ERB token, locales and hooks, with no project-token input', async () => {
    scenario = await createScenario();
    const current = scenario;
    await current.pushCommit('Keep the .wti of the command-line client', {
      '.wti': [
        "api_key: <%= ENV['WTI_PROJECT_API_KEY'] %>",
        'needed_locales: [fr, de]',
        'ignore_locales: de',
        'ignore_files:',
        '  - config/locales/*.rb',
        'before_pull: echo before > .wti-before-pull',
        'after_pull: echo after > .wti-after-pull',
        '',
      ].join('\n'),
    });
    await translateOnService(current.client, 'hello', 'fr', 'Coucou');
    await translateOnService(current.client, 'hello', 'de', 'Moin');
    await translateOnService(current.client, 'hello', 'pt-BR', 'Oi');
    const { dir } = await current.checkout();
    const result = await current.run({
      event: 'workflow_dispatch',
      inputs: { 'project-token': '' },
      env: { WTI_PROJECT_API_KEY: current.token },
      workspace: dir,
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Using settings of .wti.');
    // needed_locales [fr, de] minus ignore_locales de: only fr is pulled.
    expect(result.outputs['downloaded-files']).toBe('config/locales/fr.yml');
    expect(await readFile(path.join(dir, '.wti-before-pull'), 'utf8')).toBe('before\n');
    expect(await readFile(path.join(dir, '.wti-after-pull'), 'utf8')).toBe('after\n');
    // The hooks' files are not translation files: they stay out of the commit.
    const files = await current.repo.origin(['diff', '--name-only', 'main', 'translation-sync']);
    expect(files.trim()).toBe('config/locales/fr.yml');
  });
});

describe('the first request', () => {
  it('waits for the before_pull hook: the service hears nothing until it has run', async () => {
    scenario = await createScenario();
    const current = scenario;
    await current.pushCommit('Add a before_pull hook', {
      '.wti': 'before_pull: "sleep 0.3; date +%s%3N > .hook-done"\n',
    });
    await translateOnService(current.client, 'hello', 'fr', 'Coucou');
    current.emulator.log.length = 0;
    const { dir } = await current.checkout();
    const result = await current.run({ event: 'workflow_dispatch', workspace: dir });
    expect(result.exitCode).toBe(0);
    const hookDone = Number(await readFile(path.join(dir, '.hook-done'), 'utf8'));
    const [first] = current.emulator.log;
    expect(first?.endpoint).toBe('showProject');
    expect(first?.startedAt).toBeGreaterThanOrEqual(hookDone);
  });
});

describe('push from a shallow checkout', () => {
  it('fetches the push base and uploads only what the push touched', async () => {
    scenario = await createScenario();
    const master = path.join(scenario.repo.dir, 'config/locales/en.yml');
    const text = await readFile(master, 'utf8');
    const push = await scenario.pushCommit('Add a key', {
      'config/locales/en.yml': `${text}  shallow: "Shallow"\n`,
    });
    // actions/checkout's default: depth 1, so `before` is not in the workspace.
    const { dir } = await scenario.checkout();
    expect(await runGit(dir, ['rev-parse', '--is-shallow-repository'])).toBe('true\n');
    const result = await scenario.run({ event: 'push', payload: push, workspace: dir });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['uploaded-files']).toBe('config/locales/en.yml');
    expect(result.stdout).toContain('Upload config/locales/en.yml (changed in this push)');
  });
});

describe('a monorepo project in working-directory', () => {
  it('maps the service paths under the folder for the push, the pull and the branch', async () => {
    scenario = await createScenario({ prefix: 'apps/web' });
    const master = path.join(scenario.repo.dir, 'apps/web/config/locales/en.yml');
    const text = await readFile(master, 'utf8');
    const push = await scenario.pushCommit('Add a key', {
      'apps/web/config/locales/en.yml': `${text}  mono: "Monorepo"\n`,
      'config/locales/en.yml': 'en:\n  outside: "Not this project"\n',
    });
    const result = await scenario.run({
      event: 'push',
      payload: push,
      inputs: { 'working-directory': 'apps/web', branch: 'translations/web' },
      checkout: true,
    });
    expect(result.exitCode).toBe(0);
    // Repository paths, as git and later steps name the files.
    expect(result.outputs['uploaded-files']).toBe('apps/web/config/locales/en.yml');
    const fr = await scenario.repo.origin(['show', 'translations/web:apps/web/config/locales/fr.yml']);
    expect(fr).toContain('mono: "[fr] Monorepo"');
    const changed = await scenario.repo.origin(['diff', '--name-only', 'main', 'translations/web']);
    expect(
      changed
        .split('\n')
        .filter(Boolean)
        .every((file) => file.startsWith('apps/web/')),
    ).toBe(true);
    expect(scenario.github.pulls[0]?.body).toContain('`apps/web/config/locales/fr.yml`');
    // The summary names files as the repository does, as the body and the outputs do.
    expect(result.summary).toContain('`apps/web/config/locales/en.yml`');
    expect(result.summary).toContain('`apps/web/config/locales/fr.yml`');
  });
});
