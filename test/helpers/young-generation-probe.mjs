// Preloaded into `node dist/index.js` (`--import`): samples the main thread's young generation
// (V8's new space) every 2 ms and at exit writes the largest size seen, in bytes, to
// $YOUNG_GENERATION_FILE.
import { writeFileSync } from 'node:fs';
import { setInterval } from 'node:timers';
import { getHeapSpaceStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const target = process.env['YOUNG_GENERATION_FILE'];
if (isMainThread && target !== undefined && target !== '') {
  let largest = 0;
  const sample = () => {
    const space = getHeapSpaceStatistics().find((entry) => entry.space_name === 'new_space');
    largest = Math.max(largest, space?.space_size ?? 0);
  };
  setInterval(sample, 2).unref();
  process.on('exit', () => {
    sample();
    writeFileSync(target, String(largest));
  });
}
