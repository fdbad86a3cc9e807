import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The static limits of the layout (issue 37): what a newcomer reads, and how it hangs together. */

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The modules a file imports or re-exports from, type-only ones included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)];
  return found.map((match) =>
    path.normalize(path.join(path.dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts'))),
  );
}

describe('the layout of src', () => {
  it('has no import cycle', () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, stack: string[]): void => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open')
          cycles.push([...stack.slice(stack.indexOf(next)), next].map(relative).join(' -> '));
        else if (!state.has(next) && graph.has(next)) visit(next, [...stack, next]);
      }
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it('keeps every file of src at most 400 lines', () => {
    expect(
      sourceFiles()
        .filter((file) => lines(file) > 400)
        .map(relative),
    ).toEqual([]);
  });

  it('keeps src/sync at most 4,000 lines', () => {
    const sync = sourceFiles(path.join(SRC, 'sync'));
    expect(sync.reduce((sum, file) => sum + lines(file), 0)).toBeLessThanOrEqual(4_000);
  });

  it('runs on one thread, with V8 as Node configures it', () => {
    const found = sourceFiles().filter((file) =>
      /worker_threads|SharedArrayBuffer|setFlagsFromString|expose-gc/.test(readFileSync(file, 'utf8')),
    );
    expect(found.map(relative)).toEqual([]);
  });

  it('has comments that say why, not which benchmark round measured what', () => {
    const labNote =
      /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth) round\b|docs\/benchmarks\.md/i;
    const found = sourceFiles().filter((file) => labNote.test(readFileSync(file, 'utf8')));
    expect(found.map(relative)).toEqual([]);
  });
});
