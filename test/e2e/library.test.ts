import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ClientLibrary from '../../src/client/index.js';
import { startEmulator, type RunningEmulator } from '../../src/emulator/index.js';

const root = path.resolve(import.meta.dirname, '../..');
let outDir: string;
let emulator: RunningEmulator;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'ts-lib-'));
  // The same compilation `npm run build:lib` (and `prepare`) runs, into a temporary folder.
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json', '--outDir', outDir],
    {
      cwd: root,
    },
  );
  emulator = await startEmulator();
}, 60_000);

afterAll(async () => {
  await emulator.close();
  await rm(outDir, { recursive: true, force: true });
});

describe('the client as a library', () => {
  it('compiles to plain JavaScript that Node imports and uses against the service', async () => {
    const library = (await import(
      pathToFileURL(path.join(outDir, 'src/client/index.js')).href
    )) as typeof ClientLibrary;
    const client = library.createTranslationClient({
      baseUrl: emulator.url,
      projectToken: emulator.keys.projects[0]?.privateApiToken ?? '',
    });
    try {
      const project = await client.projects.show();
      expect(project.sourceLocale.code).toBe('en');
      expect(project.projectFiles.length).toBeGreaterThan(0);
      expect(library.USER_AGENT).toMatch(/^translation-sync\/\d+\.\d+\.\d+/);
    } finally {
      await client.close();
    }
  });
});
