import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at its starting size for the whole run, in every thread (V8's flags
 * are the process's).
 *
 * On Node 24 the young generation doubles whenever many objects outlive a collection, as the
 * records of a 9,000-file pull do, up to 128 MiB: that, not what the run holds (the heap in use
 * stays under 65 MiB), made the peak memory of a 200 MB pull 1.5 times that of a 20 MB one. Its
 * size limits are read once, when V8 starts, and action.yml cannot pass flags to node; the growth
 * factor is read at each growth, so setting it to 1 holds the size where it is (docs/decisions.md,
 * Speed; measured in docs/benchmarks.md). Only the action's entry holds it: the engine and the
 * client, used as a library, leave their host's heap alone.
 */

const HOLD = '--semi-space-growth-factor=1';
let held = false;

export function holdYoungGeneration(): void {
  held = true;
  setFlagsFromString(HOLD);
}

/**
 * Node 20 sets V8's flags back to their defaults while a worker thread starts (Node 24 does not),
 * so whoever starts one calls this once it is online.
 */
export function reassertYoungGeneration(): void {
  if (held) setFlagsFromString(HOLD);
}
