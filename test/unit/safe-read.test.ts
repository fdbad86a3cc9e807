import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWtiConfig } from '../../src/action/projects/wti-config.js';
import { readPulledRecord } from '../../src/project/pulled-record.js';
import { readInRepository, readLocaleFile, SafeReadError } from '../../src/project/safe-read.js';

/**
 * R70: the one way the action opens a file of the repository (src/project/safe-read.ts), and the
 * readers of `.wti` and `.wti-pulled.json` through it. Nothing here waits on a pipe or reads a
 * device: a test that hung would time out rather than pass.
 */

let root: string;
let outside: string;

beforeEach(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'safe-read-'));
  root = path.join(base, 'repo');
  outside = path.join(base, 'outside');
  await mkdir(path.join(root, 'config/locales'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(root, 'config/locales/fr.yml'), 'fr:\n  hello: "Bonjour"\n');
  await writeFile(path.join(outside, 'secret.yml'), 'secret: "keep me"\n');
});

afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

const inside = { maxBytes: 1024, links: 'inside', label: 'The file' } as const;
const never = { ...inside, links: 'never' } as const;

function refusal(read: () => unknown): SafeReadError {
  try {
    read();
  } catch (error) {
    if (error instanceof SafeReadError) return error;
    throw error;
  }
  throw new Error('the read was not refused');
}

describe('the safe read of a repository file', () => {
  it('reads a regular file, and gives undefined where nothing is', () => {
    expect(readLocaleFile(root, 'config/locales/fr.yml')?.toString()).toContain('Bonjour');
    expect(readLocaleFile(root, 'config/locales/de.yml')).toBeUndefined();
    expect(readLocaleFile(root, 'config/locales/fr.yml/x')).toBeUndefined();
  });

  it('refuses a link to /dev/zero without reading it', async () => {
    await symlink('/dev/zero', path.join(root, 'zero'));
    const error = refusal(() => readInRepository(root, 'zero', { ...inside, maxBytes: 1024 ** 3 }));
    expect(error.code).toBe('read-link');
    expect(error.message).toBe(
      'The file "zero" is reached through a symbolic link that leads outside the repository, and translation-sync reads nothing outside it. Replace the link with the file itself.',
    );
  });

  it('refuses a link, or a linked folder on the way, that leads out of the repository', async () => {
    await symlink(path.join(outside, 'secret.yml'), path.join(root, 'config/locales/de.yml'));
    await symlink(outside, path.join(root, 'shared'));
    expect(refusal(() => readInRepository(root, 'config/locales/de.yml', inside)).message).toContain(
      'leads outside the repository',
    );
    expect(refusal(() => readInRepository(root, 'shared/secret.yml', inside)).message).toContain(
      'leads outside the repository',
    );
    expect(refusal(() => readInRepository(root, '../outside/secret.yml', inside)).code).toBe('read-outside');
  });

  it('follows a link that stays inside for a file only read, and names it a link for a file also written', async () => {
    await symlink('fr.yml', path.join(root, 'config/locales/de.yml'));
    expect(readInRepository(root, 'config/locales/de.yml', inside)?.toString()).toContain('Bonjour');
    const error = refusal(() => readInRepository(root, 'config/locales/de.yml', never));
    expect(error.message).toBe(
      'The file "config/locales/de.yml" is a symbolic link. translation-sync writes this file, and never reads or writes it through a link: replace the link with the file itself, or remove it.',
    );
    await symlink('nowhere.yml', path.join(root, 'config/locales/pt.yml'));
    expect(refusal(() => readInRepository(root, 'config/locales/pt.yml', inside)).message).toContain(
      'leads to nothing',
    );
  });

  it('refuses a named pipe without waiting for a writer, and a folder', () => {
    execFileSync('mkfifo', [path.join(root, 'pipe')]);
    const error = refusal(() => readInRepository(root, 'pipe', inside));
    expect(error.code).toBe('read-not-a-file');
    expect(error.message).toContain('"pipe" is a named pipe (FIFO), not a regular file, so it was not read.');
    expect(refusal(() => readInRepository(root, 'config', inside)).message).toContain('is a folder');
  });

  it('reads a file of exactly the cap and refuses one byte more', async () => {
    await writeFile(path.join(root, 'big'), 'x'.repeat(1024));
    expect(readInRepository(root, 'big', inside)?.length).toBe(1024);
    await writeFile(path.join(root, 'big'), 'x'.repeat(1025));
    const error = refusal(() => readInRepository(root, 'big', inside));
    expect(error.code).toBe('read-too-large');
    expect(error.message).toContain('"big" is 1025 bytes, more than the 1024 (1024 bytes)');
  });
});

describe('the readers of .wti and .wti-pulled.json', () => {
  it('a refused record counts as none, and says why', async () => {
    await symlink('/dev/zero', path.join(root, '.wti-pulled.json'));
    const pulled = readPulledRecord(root);
    expect(pulled.record.size).toBe(0);
    expect(pulled.text).toBeUndefined();
    expect(pulled.refused?.message).toContain('The pulled record ".wti-pulled.json" is reached through');
  });

  it('.wti: a link out of the repository and a named pipe are refused, each with what was found', async () => {
    await symlink(path.join(outside, 'secret.yml'), path.join(root, '.wti'));
    await expect(loadWtiConfig(root, undefined, {})).rejects.toThrow(
      'The config file ".wti" is reached through a symbolic link that leads outside the repository',
    );
    await rm(path.join(root, '.wti'));
    execFileSync('mkfifo', [path.join(root, '.wti')]);
    await expect(loadWtiConfig(root, undefined, {})).rejects.toThrow(
      'The config file ".wti" is a named pipe (FIFO), not a regular file, so it was not read.',
    );
  });

  it('.wti of a project in a monorepo may be a link to a shared file of the repository', async () => {
    await mkdir(path.join(root, 'apps/web'), { recursive: true });
    await writeFile(path.join(root, 'shared.wti'), 'needed_locales: fr\n');
    await symlink('../../shared.wti', path.join(root, 'apps/web/.wti'));
    const config = await loadWtiConfig(path.join(root, 'apps/web'), undefined, {}, root);
    expect(config?.neededLocales).toEqual(['fr']);
  });
});
