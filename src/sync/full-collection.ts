import { setFlagsFromString } from 'node:v8';

/**
 * A full garbage collection every so many files a pull has inflated, in each thread that inflates.
 *
 * Each inflated entry leaves its buffer and the objects of its key count behind. With the young
 * generation held small (young-generation.ts), many of them are still referenced at a young
 * collection, move to the old generation, and wait there for a full one, which V8 starts only
 * once the heap has grown by a factor: the 9,000-file pull's peak memory held about 67 MiB of such
 * buffers in its two threads (docs/benchmarks.md, ninth round). A collection every 2,000 files
 * (or 32 MiB then; 8 MiB since the fifteenth round, below) cut its peak by about 50 MiB and did
 * not slow it measurably; V8's own way of collecting sooner (`--heap-growing-percent`) slowed it
 * by 11 to 18 %. A pull of fewer files and fewer bytes never collects (docs/decisions.md, Speed).
 *
 * Only where the action's entry turned it on (index.ts, in the main thread and in the inflate
 * thread): the engine used as a library leaves its host's heap alone.
 */

/** Files inflated between two collections, in one thread. */
const FILES_BETWEEN = 2_000;
/**
 * Or bytes inflated, for archives of bigger files. An entry of 1.2 MB leaves its inflated bytes
 * and its compressed ones in V8's large-object space, collected only by a full collection: at 32
 * MiB the 200 MB pull peaked at 161-162 MiB, at 8 MiB at 133-136, no slower (docs/benchmarks.md,
 * fifteenth round).
 */
const BYTES_BETWEEN = 8 * 1024 * 1024;

let enabled = false;
/** V8's `gc`, once asked for; null where the runtime would not give it. */
let collector: (() => void) | null | undefined;
let files = 0;
let bytes = 0;

export function enableFullCollections(): void {
  enabled = true;
}

/** Counts one inflated file of `size` bytes; collects when enough have gone by since the last time. */
export function countInflatedFile(size: number): void {
  if (!enabled) return;
  files += 1;
  bytes += size;
  if (files < FILES_BETWEEN && bytes < BYTES_BETWEEN) return;
  files = 0;
  bytes = 0;
  fullCollector()?.();
}

/**
 * V8 installs `gc` in the contexts created while `--expose-gc` is set: one context is made for it,
 * then the flag is cleared, so no other context, thread or module of the process sees a `gc`.
 */
function fullCollector(): (() => void) | undefined {
  if (collector === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      // node:vm on first use, not at start (cold start, docs/benchmarks.md).
      const gc: unknown = process.getBuiltinModule('node:vm').runInNewContext('gc');
      collector = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collector = null;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  return collector ?? undefined;
}
