import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/run-check.js';
import { openRepository } from '../../src/git/git.js';
import { runGit } from '../helpers/git-repo.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';

/**
 * R64: `check` reads a big target in time linear in its size. Every key of the target lacks its
 * placeholder, so every key is placed on its line: finding a line by counting from the file's
 * start for each key, and the YAML library's unique-key check (each key against every earlier one),
 * took minutes on 50,000 keys. The two sizes run in the same test, one after
 * the other, and only their ratio is judged: linear work is ~10 times more, quadratic ~100.
 */

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'check-large-'));
  await runGit(dir, ['init', '--quiet']);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Shape = 'json' | 'properties' | 'yaml';

function files(keys: number, shape: Shape): { master: string; target: string } {
  const indexes = Array.from({ length: keys }, (_, index) => index);
  if (shape === 'json')
    return {
      master: `{\n${indexes.map((index) => `  "key_${index}": "Hello {{name}}, item ${index}"`).join(',\n')}\n}\n`,
      target: `{\n${indexes.map((index) => `  "key_${index}": "Bonjour, article ${index}"`).join(',\n')}\n}\n`,
    };
  if (shape === 'yaml')
    return {
      master: `en:\n${indexes.map((index) => `  key_${index}: "Hello %{name}, item ${index}"`).join('\n')}\n`,
      target: `fr:\n${indexes.map((index) => `  key_${index}: "Bonjour, article ${index}"`).join('\n')}\n`,
    };
  return {
    master: indexes.map((index) => `key_${index} = Hello %s, item ${index}`).join('\n'),
    target: indexes.map((index) => `key_${index} = Bonjour, article ${index}`).join('\n'),
  };
}

async function timeCheck(keys: number, shape: Shape): Promise<number> {
  const folder = path.join(dir, `${shape}-${keys}`);
  await mkdir(folder, { recursive: true });
  const extension = shape === 'json' ? 'json' : shape === 'yaml' ? 'yml' : 'properties';
  const { master, target } = files(keys, shape);
  await writeFile(path.join(folder, `en.${extension}`), master);
  await writeFile(path.join(folder, `fr.${extension}`), target);
  const logger = createRecordingLogger();
  const started = performance.now();
  const result = await runCheck({
    service: undefined,
    repository: await openRepository({ dir, logger }),
    workspace: dir,
    range: undefined,
    sourceFiles: [`${shape}-${keys}/en.${extension}`],
    isIgnored: () => false,
    locales: [],
    ignoreLocales: [],
    gates: { requiredLocales: [], minCompletion: 0, failOnPlaceholderErrors: false },
    logger,
  });
  const elapsed = performance.now() - started;
  expect(result.placeholderIssues).toHaveLength(keys);
  // Each issue is placed on its key's line (the first key is on line 2 of the JSON file).
  expect(result.placeholderIssues[0]?.line).toBe(shape === 'properties' ? 1 : 2);
  expect(result.placeholderIssues.at(-1)?.line).toBe(shape === 'properties' ? keys : keys + 1);
  return elapsed;
}

describe('check on a large target (R64)', () => {
  for (const shape of ['json', 'properties', 'yaml'] as const) {
    it(`a ${shape} target of 50,000 keys costs about ten times one of 5,000 (slow: two checks of 5,000 and 50,000 keys)`, async () => {
      await timeCheck(500, shape); // warms the parsers up
      const small = await timeCheck(5_000, shape);
      const large = await timeCheck(50_000, shape);
      // Linear is ~10; quadratic is ~100. The bound is generous for a shared, busy machine.
      expect(large / small).toBeLessThan(30);
    }, 60_000);
  }
});
