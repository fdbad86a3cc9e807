import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in (vitest.config.ts). vitest starts the files that took longest
 * last time first, from its cache under node_modules/.vite; a fresh clone, as CI's first run, has
 * no cache, and a long file found late would run alone at the end while the other workers idle.
 * Without a cache, the files with a test named slow ("(slow: why)", test/helpers/slow-tests.ts)
 * start first, in vitest's order otherwise.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const cached = sorted.some(
      (spec) =>
        this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`) !==
        undefined,
    );
    if (cached) return sorted;
    const slow = new Set(sorted.filter((spec) => readFileSync(spec.moduleId, 'utf8').includes('(slow: ')));
    return [...slow, ...sorted.filter((spec) => !slow.has(spec))];
  }
}
