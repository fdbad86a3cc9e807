import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/development.md maps the source folders, one line each (issue 50): the folders of src, and
 * the rooms of src/action. A folder added, moved or removed without its line fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const foldersIn = (relative: string) =>
  readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}/`);

/** The paths the map's code block starts its lines with. */
function mapped(): string[] {
  const text = readFileSync(path.join(ROOT, 'docs/development.md'), 'utf8');
  const section = /^## The source folders\n([\s\S]*?)^## /m.exec(text)?.[1] ?? '';
  const block = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/\s+/)[0] ?? '');
}

describe('the map of the source folders in docs/development.md', () => {
  it('names every folder of src and every room of src/action, and nothing else', () => {
    const folders = [...foldersIn('src'), ...foldersIn('src/action')];
    const lines = mapped().filter((entry) => entry.endsWith('/'));
    expect(folders.length).toBeGreaterThan(10);
    expect([...lines].sort()).toEqual([...folders].sort());
  });

  it('keeps to one screen, each line naming a path that exists, once', () => {
    const entries = mapped();
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.length).toBeLessThanOrEqual(24);
    expect(entries.filter((entry) => !existsSync(path.join(ROOT, entry)))).toEqual([]);
  });
});
