/**
 * The client as a user gets it: `npm pack` of packages/client, installed from the tarball into an
 * empty project, a script typechecked under strict settings with NodeNext resolution, then run
 * against the emulator. The README's examples typecheck with it.
 *
 * Offline by design: the client's dependencies are packed from the repository's node_modules and
 * installed beside the tarball with `--offline` and an empty cache, so the test needs no registry
 * (npm resolves a range such as ^7.30.2 from the registry's package list otherwise).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const clientFolder = path.join(root, 'packages/client');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

let work: string;
let project: string;
let packed: { filename: string; version: string; files: { path: string }[] };
let emulator: RunningEmulator;
let dependencies: string[];

async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  try {
    return await exec(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
      shell: process.platform === 'win32',
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
}

/** Packs an installed dependency, and the ones it depends on, as the registry would serve them. */
async function packDependencies(names: string[], into: string, done = new Set<string>()): Promise<string[]> {
  const tarballs: string[] = [];
  for (const name of names) {
    if (done.has(name)) continue;
    done.add(name);
    const folder = path.join(root, 'node_modules', name);
    const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const { stdout } = await run(
      npm,
      ['pack', '--json', '--ignore-scripts', '--pack-destination', into, folder],
      root,
    );
    const [result] = JSON.parse(stdout) as { filename: string }[];
    if (result === undefined) throw new Error(`npm pack ${name} printed nothing`);
    tarballs.push(path.join(into, result.filename));
    tarballs.push(...(await packDependencies(Object.keys(manifest.dependencies ?? {}), into, done)));
  }
  return tarballs;
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The README's TypeScript examples, one module (their imports do not collide). */
async function readmeExamples(): Promise<string> {
  const readme = await readFile(path.join(clientFolder, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  // Later examples use the first one's `client`: the module declares it once.
  return blocks.join('\n');
}

const USER_SCRIPT = `
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AuthError,
  createTranslationClient,
  TranslationClientError,
  type ClientLogger,
  type StringRecord,
} from '@translation-sync/client';

const baseUrl = process.env['SERVICE_URL'] ?? '';
const projectToken = process.env['PROJECT_TOKEN'];
const logger: ClientLogger = console;
const report: Record<string, unknown> = {};

const client = createTranslationClient({
  baseUrl,
  ...(projectToken === undefined ? {} : { projectToken }),
  logger,
  concurrency: 2,
  retry: { attempts: 2 },
});
try {
  const project = await client.projects.show({ signal: AbortSignal.timeout(20_000) });
  report['sourceLocale'] = project.sourceLocale.code;
  const strings: StringRecord[] = [];
  for await (const string of client.strings.list({ locale: 'fr' })) strings.push(string);
  report['strings'] = strings.length;
  const folder = await mkdtemp(join(tmpdir(), 'client-zip-'));
  const zip = await client.files.downloadZip({ destination: join(folder, 'all.zip'), maxBytes: 50_000_000 });
  report['zipBytes'] = zip.bytes;
  report['zipFolder'] = await readdir(folder);
  // An upload: undici encodes its multipart body, loaded from the installed undici.
  const upload = join(folder, 'extra.yml');
  await writeFile(upload, 'en:\\n  extra: "Extra"\\n');
  const created = await client.files.create({ file: { path: upload }, name: 'config/locales/extra.yml' });
  report['createdId'] = typeof created.id;
  try {
    await client.strings.listPage({}, 1, { signal: AbortSignal.abort() });
  } catch (error) {
    report['aborted'] = error instanceof Error ? error.name : String(error);
  }
} finally {
  await client.close();
}

const wrong = createTranslationClient({ baseUrl, projectToken: 'not-a-real-token' });
try {
  await wrong.projects.show();
} catch (error) {
  report['authError'] = error instanceof AuthError && error instanceof TranslationClientError;
  report['authJson'] = JSON.parse(JSON.stringify(error)) as unknown;
} finally {
  await wrong.close();
}
console.log('REPORT ' + JSON.stringify(report));
`;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'client-package-'));
  project = path.join(work, 'project');
  await mkdir(project);
  // prepack builds dist/ from src/client, as a release would.
  const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', work], clientFolder);
  const [result] = JSON.parse(stdout) as (typeof packed)[];
  if (result === undefined) throw new Error('npm pack printed nothing');
  packed = result;
  const manifest = JSON.parse(await readFile(path.join(clientFolder, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  dependencies = await packDependencies(Object.keys(manifest.dependencies), work);
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'user-project', private: true, type: 'module' }),
  );
  await run(
    npm,
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--cache',
      path.join(work, 'npm-cache'),
      path.join(work, packed.filename),
      ...dependencies,
    ],
    project,
  );
  emulator = await startEmulator();
}, 180_000);

afterAll(async () => {
  await emulator?.close();
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

describe('the client package, installed from its tarball', () => {
  it('holds only the built code, its types, README, CHANGELOG and licence', () => {
    const files = packed.files.map((file) => file.path).sort();
    const others = files.filter(
      (file) =>
        !/^dist\/[\w-]+\.(js|d\.ts)$/.test(file) &&
        !['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE'].includes(file),
    );
    expect(others).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'README.md', 'CHANGELOG.md', 'LICENSE']),
    );
  });

  it('installs into an empty project in under 5 MB', async () => {
    const bytes = await folderBytes(path.join(project, 'node_modules'));
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
    const installed = (await readdir(path.join(project, 'node_modules'))).filter(
      (name) => !name.startsWith('.'),
    );
    expect(installed.sort()).toEqual(['@translation-sync', 'p-limit', 'undici', 'yocto-queue']);
  });

  it('typechecks a script and the README examples under strict and exactOptionalPropertyTypes, then runs against the emulator (slow: tsc over the package’s types)', async () => {
    await writeFile(path.join(project, 'user.ts'), USER_SCRIPT);
    await writeFile(path.join(project, 'readme.ts'), await readmeExamples());
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          // The package's own declarations are checked too.
          skipLibCheck: false,
          types: ['node'],
          typeRoots: [path.join(root, 'node_modules/@types')],
          outDir: 'out',
        },
        files: ['user.ts', 'readme.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);

    const token = emulator.keys.projects[0]?.privateApiToken ?? '';
    const { stdout } = await run(process.execPath, ['out/user.js'], project, {
      SERVICE_URL: emulator.url,
      PROJECT_TOKEN: token,
    });
    const line = stdout.split('\n').find((text) => text.startsWith('REPORT '));
    const report = JSON.parse(line?.slice('REPORT '.length) ?? '{}') as Record<string, unknown>;
    expect(report).toMatchObject({
      sourceLocale: 'en',
      zipFolder: ['all.zip'],
      createdId: 'number',
      aborted: 'AbortError',
      authError: true,
      authJson: { name: 'AuthError', code: 'auth', status: 401, endpoint: 'Show Project' },
    });
    expect(report['strings']).toBeGreaterThan(0);
    expect(report['zipBytes']).toBeGreaterThan(0);
    expect(String((report['authJson'] as { message?: unknown }).message)).toContain(
      'project token was rejected',
    );
    // console as the logger got the requests, with the token cut out.
    expect(stdout).toContain('Show Project: GET');
    expect(stdout).not.toContain(token);
  });

  it('installs from git: the tag scripts/client-git-release.mjs makes holds the package at its root', async () => {
    // A repository as the service hosts it: a default branch, and the release tag beside it.
    const origin = path.join(work, 'origin.git');
    const identity = {
      GIT_AUTHOR_NAME: 'Release',
      GIT_AUTHOR_EMAIL: 'release@example.com',
      GIT_COMMITTER_NAME: 'Release',
      GIT_COMMITTER_EMAIL: 'release@example.com',
    };
    await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin], work);
    const git = async (args: string[]) => (await run('git', args, origin, identity)).stdout.trim();
    const empty = await git(['hash-object', '-t', 'tree', '-w', '/dev/null']);
    await git(['update-ref', 'refs/heads/main', await git(['commit-tree', empty, '-m', 'Start'])]);
    await run(
      process.execPath,
      ['scripts/client-git-release.mjs', '--repo', origin, '--tarball', path.join(work, packed.filename)],
      root,
      identity,
    );
    const fromGit = path.join(work, 'from-git');
    await mkdir(fromGit);
    await writeFile(path.join(fromGit, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    const spec = `git+${pathToFileURL(origin).href}#client-v${packed.version}`;
    await run(
      npm,
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--cache',
        path.join(work, 'npm-cache'),
        spec,
        ...dependencies,
      ],
      fromGit,
    );
    const installed = (await readdir(path.join(fromGit, 'node_modules/@translation-sync/client'))).sort();
    expect(installed).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'package.json']);
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log((await import('@translation-sync/client')).USER_AGENT)"],
      fromGit,
    );
    expect(stdout.trim()).toBe(`translation-sync-client/${packed.version}`);
  });

  it('leaves the repository root without an entry point: importing it runs no action', async () => {
    await symlink(root, path.join(project, 'node_modules/translation-sync'), 'junction');
    const outcome = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await import('translation-sync').catch((error) => console.log(error.code))",
      ],
      project,
    );
    expect(outcome.stdout.trim()).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(outcome.stdout + outcome.stderr).not.toContain('::error::');
  });
});
