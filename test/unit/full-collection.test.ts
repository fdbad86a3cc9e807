import { PerformanceObserver } from 'node:perf_hooks';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { countInflatedFile, enableFullCollections } from '../../src/sync/full-collection.js';
import { forcedFullCollections } from '../helpers/full-collection-probe.mjs';

/** Full collections a program forced (V8 forces none of its own) while `work` ran. */
async function forcedCollectionsDuring(work: () => void): Promise<number> {
  let forced = 0;
  const observer = new PerformanceObserver((list) => (forced += forcedFullCollections(list.getEntries())));
  observer.observe({ entryTypes: ['gc'] });
  work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  forced += forcedFullCollections(observer.takeRecords());
  observer.disconnect();
  return forced;
}

const files = (count: number, size: number) => () => {
  for (let file = 0; file < count; file++) countInflatedFile(size);
};

// The tests run in order: the first one before the action's switch is turned on in this process.
describe('full collections during a pull (src/sync/full-collection.ts)', () => {
  it('never collects where the action did not turn them on: the engine used as a library', async () => {
    expect(await forcedCollectionsDuring(files(5_000, 5_000))).toBe(0);
  });

  it('collects once every 2,000 files, or every 8 MiB of bigger ones', async () => {
    enableFullCollections();
    expect(await forcedCollectionsDuring(files(1_999, 4_000))).toBe(0);
    expect(await forcedCollectionsDuring(files(1, 4_000))).toBe(1);
    expect(await forcedCollectionsDuring(files(4_000, 4_000))).toBe(2);
    expect(await forcedCollectionsDuring(files(1, 4 * 1024 * 1024))).toBe(0);
    expect(await forcedCollectionsDuring(files(1, 4 * 1024 * 1024))).toBe(1);
    expect(await forcedCollectionsDuring(files(3, 1_200_000))).toBe(0);
    expect(await forcedCollectionsDuring(files(4, 1_200_000))).toBe(1);
  });

  it('leaves no `gc` to the process: not on its global, not in a context made afterwards', () => {
    expect('gc' in globalThis).toBe(false);
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
