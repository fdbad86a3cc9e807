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

/** `await import('./x.js')`: a module loaded on first use, its specifier captured. */
const LAZY_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/** The source file a relative specifier of `file` names (`./x.js` is `x.ts`). */
const resolveSpecifier = (file: string, specifier: string) =>
  path.normalize(path.join(path.dirname(file), specifier.replace(/\.js$/, '.ts')));

/** The modules a file imports or re-exports from, type-only ones included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // A module loaded on first use closes a cycle as much as a static import.
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm),
    ...text.matchAll(LAZY_IMPORT),
  ];
  return found.map((match) => resolveSpecifier(file, match[1] ?? ''));
}

const ROOT = path.resolve(SRC, '..');

/**
 * What src may export without a user in src or scripts, with the reason: a whole file (its exports
 * are an entry point's), or one `file name`.
 */
const ALLOWED_EXPORTS = new Map([
  ['client/index.ts', 'the client package (packages/client compiles it): its exports are the public API'],
  [
    'emulator/index.ts',
    'the emulator, started by scripts/ (emulator, bench) and by the demo through test/helpers',
  ],
  ['relay/handler.ts', 'the relay, bundled by build:relay: its default export is the Workers module'],
  [
    'formats/platform-safety.ts platformProblems',
    "the contract the pull's hold-back (issue 57) calls; remove this line once it does",
  ],
  ['formats/platform-safety.ts PlatformProblem', "the contract's type, for the pull's hold-back (issue 57)"],
]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /(?<!\.d)\.ts$|\.mjs$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file exports, by declaration (`export const x`) or by list (`export { x, y as z }`). */
function exportsOf(text: string): string[] {
  const declared = text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([\w$]+)/gm,
  );
  const listed = text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm);
  return [
    ...[...declared].map((match) => match[1] ?? ''),
    ...[...listed].flatMap((match) => namesIn(match[1] ?? '').map(({ as }) => as)),
    ...(/^export\s+default\b/m.test(text) ? ['default'] : []),
  ];
}

/** `a, type b as c` -> [{ name: 'a', as: 'a' }, { name: 'b', as: 'c' }]. */
function namesIn(list: string): { name: string; as: string }[] {
  return list
    .split(',')
    .map((part) => part.replace(/^\s*type\s+/, '').trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', as = name] = part.split(/\s+as\s+/);
      return { name, as };
    });
}

/** Every `module#name` that files of src and scripts import or re-export from a module of src. */
function usedExports(exported: Map<string, string[]>): Set<string> {
  const used = new Set<string>();
  const files = [...codeFiles(SRC), ...codeFiles(path.join(ROOT, 'scripts'))];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const target = (specifier: string) => resolveSpecifier(file, specifier);
    const statics = text.matchAll(
      /^\s*(?:import|export)\s+(?:type\s+)?([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gm,
    );
    for (const [, clause = '', specifier = ''] of statics) {
      const module = target(specifier);
      const braces = /\{([^}]*)\}/.exec(clause);
      for (const { name } of namesIn(braces?.[1] ?? '')) used.add(`${module}#${name}`);
      if (/^[\w$]+\s*(?:,|$)/.test(clause)) used.add(`${module}#default`);
      const namespace = /\*\s+as\s+([\w$]+)/.exec(clause)?.[1];
      if (namespace !== undefined)
        for (const [, name] of text.matchAll(new RegExp(`\\b${namespace}\\.([\\w$]+)`, 'g')))
          used.add(`${module}#${name}`);
      if (clause === '*') for (const name of exported.get(module) ?? []) used.add(`${module}#${name}`);
    }
    // `await import('./x.js')`, destructured or not: a name of the module that the file mentions is used.
    for (const [, specifier = ''] of text.matchAll(LAZY_IMPORT)) {
      const module = target(specifier);
      for (const name of exported.get(module) ?? [])
        if (new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(text)) used.add(`${module}#${name}`);
    }
  }
  return used;
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

  it('lets data flow one way: nothing below the action imports from it', () => {
    // src/action is the step the runner starts; the engine, git, GitHub, the check, the client
    // and the formats below it take what they need (a Logger) from their own level or lower.
    const action = path.join(SRC, 'action');
    const upward = sourceFiles()
      .filter(
        (file) => !file.startsWith(`${action}${path.sep}`) && !/^(?:main|index)\.ts$/.test(relative(file)),
      )
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith(`${action}${path.sep}`))
          .map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps src/action in its rooms, imports flowing one way between them', () => {
    // runner/ is the bottom: it imports no other room of src/action. commands/ and projects/ stand
    // on runner/ only (and not on each other); publish/ on those two; results/ on publish/ and
    // below; steps/ on every room, and no room imports steps/. main.ts sits above them all.
    const RANK = new Map([
      ['runner', 0],
      ['commands', 1],
      ['projects', 1],
      ['publish', 2],
      ['results', 3],
      ['steps', 4],
    ]);
    const action = path.join(SRC, 'action');
    const roomOf = (file: string) => path.relative(action, file).split(path.sep)[0] ?? '';
    const files = sourceFiles(action);
    // Every file lives in a room, and every room is one the rule knows.
    expect(files.map(relative).filter((file) => !RANK.has(roomOf(path.join(SRC, file))))).toEqual([]);
    expect(readdirSync(action).sort()).toEqual([...RANK.keys()].sort());
    const against = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${action}${path.sep}`))
        .filter((target) => {
          const from = roomOf(file);
          const to = roomOf(target);
          return from !== to && (RANK.get(to) ?? 99) >= (RANK.get(from) ?? 0);
        })
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(against).toEqual([]);
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

  it('exports nothing that only tests use', () => {
    const exported = new Map(codeFiles(SRC).map((file) => [file, exportsOf(readFileSync(file, 'utf8'))]));
    const used = usedExports(exported);
    const unused = [...exported].flatMap(([file, names]) =>
      ALLOWED_EXPORTS.has(relative(file))
        ? []
        : names
            .filter((name) => !used.has(`${file}#${name}`))
            .map((name) => `${relative(file)} ${name}`)
            .filter((entry) => !ALLOWED_EXPORTS.has(entry)),
    );
    // The scan must see what it checks: a pattern that stopped matching would pass.
    expect([...exported.values()].flat().length).toBeGreaterThan(500);
    expect(unused).toEqual([]);
  });
});
