import type { PerformanceEntry } from 'node:perf_hooks';

/** How many of these `gc` performance entries are forced full collections. */
export function forcedFullCollections(entries: readonly PerformanceEntry[]): number;
