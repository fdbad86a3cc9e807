import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRepository } from '../../src/git/git.js';
import { storedSha1Map } from '../../src/sync/local-files.js';
import { runGit } from '../helpers/git-repo.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';

/** Files as git stores them (line-ends.ts), with real git and the checkout's own settings. */

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

async function checkout(config: Record<string, string>, files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'line-ends-'));
  roots.push(root);
  await runGit(root, ['init', '--quiet', root]);
  for (const [key, value] of Object.entries(config)) await runGit(root, ['config', key, value]);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, name), text);
  const repo = await openRepository({ dir: root, logger: createRecordingLogger() });
  const asked: string[][] = [];
  const blobIds = (paths: readonly string[]) => {
    asked.push([...paths]);
    return repo.worktreeBlobIds(paths);
  };
  const hashes = await storedSha1Map(root, Object.keys(files), { blobIds });
  return { ...hashes, asked };
}

describe('storedSha1Map', () => {
  it('hashes a CRLF file of an autocrlf checkout as its LF blob, and asks git only about files with a CR', async () => {
    const {
      sha1: hashes,
      converted,
      asked,
    } = await checkout(
      { 'core.autocrlf': 'true' },
      { 'fr.yml': 'fr:\r\n  hello: "Bonjour"\r\n', 'de.yml': 'de:\n  hello: "Hallo"\n' },
    );
    expect(hashes.get('fr.yml')).toBe(sha1('fr:\n  hello: "Bonjour"\n'));
    expect(hashes.get('de.yml')).toBe(sha1('de:\n  hello: "Hallo"\n'));
    expect([...converted]).toEqual(['fr.yml']);
    expect(asked).toEqual([['fr.yml']]);
  });

  it('keeps the bytes of a file git stores with CRLF (-text, or no autocrlf)', async () => {
    const crlf = 'a=1\r\nb=2\r\n';
    const { sha1: hashes, converted } = await checkout(
      { 'core.autocrlf': 'true' },
      { '.gitattributes': 'raw.properties -text\n', 'raw.properties': crlf },
    );
    expect(hashes.get('raw.properties')).toBe(sha1(crlf));
    expect(converted.size).toBe(0);
    const plain = await checkout({ 'core.autocrlf': 'false' }, { 'app.properties': crlf });
    expect(plain.sha1.get('app.properties')).toBe(sha1(crlf));
  });

  it('follows eol=crlf in .gitattributes without core.autocrlf', async () => {
    const { sha1: hashes, converted } = await checkout(
      { 'core.autocrlf': 'false' },
      { '.gitattributes': '*.json text eol=crlf\n', 'fr.json': '{\r\n  "a": "b"\r\n}\r\n' },
    );
    expect(hashes.get('fr.json')).toBe(sha1('{\n  "a": "b"\n}\n'));
    expect([...converted]).toEqual(['fr.json']);
  });
});
