import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For loops of synchronous file calls (docs/decisions.md, Speed): the returned function, awaited
 * before each step, gives the event loop a turn once `ms` have passed since the last one, so
 * timers and signals are not held up for long.
 */
export function timeSlices(ms: number): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started <= ms) return;
    await nextTurn();
    started = performance.now();
  };
}
