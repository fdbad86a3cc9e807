// Preloaded into `node dist/index.js` (`--import`): counts the main thread's forced full garbage
// collections, the ones a program asks for (V8 never forces its own in a run like this), and at
// exit writes the count to $FULL_COLLECTIONS_FILE. test/unit/full-collection.test.ts counts with
// the same function in its own process.
import { writeFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** How many of these `gc` performance entries are forced full collections. */
export function forcedFullCollections(entries) {
  let forced = 0;
  for (const entry of entries) {
    const { kind, flags } = entry.detail;
    if (
      kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
      (flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) !== 0
    )
      forced += 1;
  }
  return forced;
}

const target = process.env['FULL_COLLECTIONS_FILE'];
if (isMainThread && target !== undefined && target !== '') {
  let forced = 0;
  const observer = new PerformanceObserver((list) => (forced += forcedFullCollections(list.getEntries())));
  observer.observe({ entryTypes: ['gc'] });
  process.on('exit', () => {
    forced += forcedFullCollections(observer.takeRecords());
    writeFileSync(target, String(forced));
  });
}
