/**
 * The service's official command-line client (wti, gem 3.2.3, vendored in ../shared/tools/wti)
 * against the emulator, command by command, as docs/wti-against-the-emulator.md records it:
 * every command exits as wti does against the service, with no error line. Skipped, with a note,
 * where Ruby or the vendored client is missing.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeed, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { hasTool } from '../helpers/real-tools.js';

const root = path.resolve(import.meta.dirname, '../..');
const WTI = path.resolve(root, '../shared/tools/wti/wti');
const WTI_LIB = path.resolve(root, '../shared/tools/wti/src/lib');
const SHIM = path.resolve(root, '../shared/tools/wti/shims/wti_local.rb');
const FIXTURES = path.join(root, 'test/fixtures/real-projects');

function unavailable(): string | undefined {
  if (!existsSync(WTI)) return `the vendored client ${WTI} is not beside this clone`;
  if (!hasTool('ruby')) return 'ruby is not installed (Debian: ruby ruby-multi-json ruby-optimist)';
  return undefined;
}
const skipReason = unavailable();
if (skipReason !== undefined) console.warn(`SKIPPED: wti against the emulator: ${skipReason}.`);

let emulator: RunningEmulator;
let dir: string;
let token: string;

beforeAll(async () => {
  if (skipReason !== undefined) return;
  emulator = await startEmulator({ importDurations: { queuedMs: 20, processingMs: 30 } });
  token = emulator.keys.projects[0]?.privateApiToken ?? '';
  dir = await mkdtemp(path.join(tmpdir(), 'wti-'));
});
afterAll(async () => {
  if (skipReason !== undefined) return;
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

/** wti's spinner writes ANSI cursor codes (ESC [ ... letter) even without colours. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

interface Run {
  code: number | null;
  lines: string[];
}

/** Runs a process without blocking this one (the emulator answers from the same event loop). */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv, input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env, WTI_NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        lines: output
          .replace(ANSI, '')
          .split(/\r?\n/)
          .filter((line) => line.trim() !== ''),
      }),
    );
    child.stdin.end(input);
  });
}

const wti = (args: readonly string[], input = '') =>
  run(WTI, ['-u', emulator.url, '-t', token, '-C', dir, ...args], {}, input);

/** wti's failures: its "Error:" labels, "An error occured", a Ruby backtrace. */
const errorLines = (result: Run) =>
  result.lines.filter((line) => /Error|error occured|\.rb:\d+:in /.test(line));

/** Waits until Show Project lists `name` with the SHA-1 of the local file (its import ran). */
async function imported(name: string): Promise<void> {
  const local = createHash('sha1')
    .update(await readFile(path.join(dir, name)))
    .digest('hex');
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(`${emulator.url}/api/projects/${token}`);
    const { project } = (await response.json()) as {
      project: { project_files: { name: string; hash_file: string }[] };
    };
    if (project.project_files.some((file) => file.name === name && file.hash_file === local)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${name} was not imported`);
}

describe.skipIf(skipReason !== undefined)('wti 3.2.3 against the emulator', () => {
  it('pulls every file, then skips every file', async () => {
    const first = await wti(['pull', '--all']);
    expect(errorLines(first)).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.lines.filter((line) => line.endsWith(' OK'))).toHaveLength(10);
    await expect(readFile(path.join(dir, 'config/locales/fr.yml'), 'utf8')).resolves.toContain('Bonjour');
    const second = await wti(['pull', '--all']);
    const fileLines = second.lines.filter((line) => line.includes(' | '));
    expect(fileLines).toHaveLength(10);
    for (const line of fileLines) expect(line).toMatch(/Skipped$/);
  });

  it('pushes a changed master, then a changed target with --locale fr', async () => {
    await appendFile(path.join(dir, 'config/locales/en.yml'), '  farewell: "See you"\n');
    const master = await wti(['push']);
    expect(errorLines(master)).toEqual([]);
    expect(master.code).toBe(0);
    expect(master.lines.find((line) => line.includes('config/locales/en.yml'))).toMatch(/Accepted$/);
    await imported('config/locales/en.yml');

    const french = path.join(dir, 'config/locales/fr.yml');
    await writeFile(french, (await readFile(french, 'utf8')).replace('Bonjour', 'Salut'));
    const target = await wti(['push', '--locale', 'fr']);
    expect(errorLines(target)).toEqual([]);
    expect(target.code).toBe(0);
    expect(target.lines.find((line) => line.includes('config/locales/fr.yml'))).toMatch(/Accepted$/);
  });

  it('adds a master in each format, and pulls their targets under the platform names', async () => {
    const added = {
      'app/src/main/res/values/strings.xml': 'android/res/values/strings.xml',
      'ios/en.lproj/Localizable.strings': 'ios/en.lproj/Localizable.strings',
      'po/messages.pot': 'gettext/messages.pot',
      'config/locales/settings.en.yml': 'rails/en.yml',
    };
    for (const [name, source] of Object.entries(added)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), await readFile(path.join(FIXTURES, source)));
    }
    await mkdir(path.join(dir, 'src/main/resources'), { recursive: true });
    await writeFile(path.join(dir, 'src/main/resources/messages.properties'), 'greeting = Hello\n');
    await writeFile(path.join(dir, 'locales/en/extra.json'), '{"extra": {"title": "Extra"}}\n');
    const names = [...Object.keys(added), 'src/main/resources/messages.properties', 'locales/en/extra.json'];
    const result = await wti(['add', ...names]);
    expect(errorLines(result)).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.lines.filter((line) => line.endsWith('Created'))).toHaveLength(names.length);
    for (const name of names) await imported(name);

    const pulled = await wti(['pull']);
    expect(errorLines(pulled)).toEqual([]);
    for (const name of [
      'app/src/main/res/values-pt-rBR/strings.xml',
      'ios/fr.lproj/Localizable.strings',
      'po/fr.po',
      'src/main/resources/messages_zh_Hant_TW.properties',
      'config/locales/settings.de.yml',
      'locales/fr/extra.json',
    ]) {
      expect(existsSync(path.join(dir, name)), name).toBe(true);
    }
  });

  it('moves a master with its targets, and removes one', async () => {
    const moved = await wti(['mv', 'locales/en/extra.json', 'locales/en/more.json'], '\n');
    expect(errorLines(moved)).toEqual([]);
    expect(moved.code).toBe(0);
    expect(moved.lines.join('\n')).toContain('All done.');
    const removed = await wti(['rm', 'config/locales/settings.en.yml'], 'y\n');
    expect(errorLines(removed)).toEqual([]);
    expect(removed.code).toBe(0);
    expect(removed.lines.join('\n')).toContain('All done.');
    expect(existsSync(path.join(dir, 'config/locales/settings.fr.yml'))).toBe(false);
  });

  it('shows statistics, adds and removes a locale, and diffs', async () => {
    const status = await wti(['status']);
    expect(errorLines(status)).toEqual([]);
    // 100 is wti's "not completely translated": the seed's translations are partial.
    expect(status.code).toBe(100);
    expect(status.lines).toContainEqual(expect.stringMatching(/^fr: \d+% translated, \d+% completed\.$/));
    const file = await wti(['status', 'config/locales/en.yml']);
    expect(errorLines(file)).toEqual([]);
    expect(file.lines).toContain("Statistics for 'config/locales/en.yml':");

    const added = await wti(['addlocale', 'es']);
    expect(errorLines(added)).toEqual([]);
    expect(added.code).toBe(0);
    const removed = await wti(['rmlocale', 'es'], 'y\n');
    expect(errorLines(removed)).toEqual([]);
    expect(removed.code).toBe(0);
    expect(removed.lines.join('\n')).toContain('Done.');

    const diff = await wti(['diff']);
    expect(errorLines(diff)).toEqual([]);
    expect(diff.code).toBe(0);
    expect(diff.lines).toContain('Diff for config/locales/en.yml:');
  });

  it('drives the gem library: pages past 250, nulls, translations, terms', async () => {
    const result = await run(
      'ruby',
      ['-I', WTI_LIB, '-r', SHIM, path.join(root, 'scripts/wti-library-check.rb')],
      { WTI_BASE_URL: emulator.url, WTI_PROJECT_API_KEY: token },
    );
    expect(result.lines.filter((line) => !line.startsWith('ok '))).toEqual(['library check passed']);
    expect(result.code).toBe(0);
  });
});

describe.skipIf(skipReason !== undefined)('wti 3.2.3 against the emulator with its realism options', () => {
  // The service's documented 25 requests per second. A tighter limit only tests wti itself: it
  // tries a rate-limited request three times, so its threads can starve under a busy machine.
  it('pulls and pushes under the documented rate limit, blank checksums and the source among targets', async () => {
    const seed = defaultSeed();
    for (const project of seed.organizations[0]?.projects ?? []) project.sourceInTargetLocales = true;
    const strict = await startEmulator({
      seed,
      rateLimit: { perSecond: 25 },
      blankHashFile: 'null',
      importDurations: { queuedMs: 20, processingMs: 30 },
    });
    const folder = await mkdtemp(path.join(tmpdir(), 'wti-strict-'));
    try {
      const strictWti = (args: readonly string[]) =>
        run(WTI, ['-u', strict.url, '-t', token, '-C', folder, ...args], {});
      const pulled = await strictWti(['pull', '--all']);
      expect(errorLines(pulled)).toEqual([]);
      expect(pulled.code).toBe(0);
      expect(pulled.lines.filter((line) => line.endsWith(' OK'))).toHaveLength(10);
      await appendFile(path.join(folder, 'config/locales/en.yml'), '  farewell: "See you"\n');
      const pushed = await strictWti(['push']);
      expect(errorLines(pushed)).toEqual([]);
      expect(pushed.code).toBe(0);
    } finally {
      await strict.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
