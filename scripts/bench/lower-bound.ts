/**
 * The lower bound of each job: the requests that must follow one another (the critical path)
 * times the latency, plus the time the emulator needs to produce and send what must come down,
 * at its measured throughput (service-profile.ts), plus for a push the emulator's import time.
 */
import type { ServiceProfile } from './service-profile.js';

export type JobKind = 'no-op sync' | 'one master changed' | 'full pull' | 'archive pull';

export interface LowerBound {
  totalMs: number;
  /** Requests that cannot overlap: each waits for the answer of the one before. */
  criticalRequests: number;
  latencyMs: number;
  transferMs: number;
  /** The part spent waiting for the import: the import itself and the poll that sees it. */
  importMs: number;
  /** What the lower bound charges for: one line. */
  path: string;
}

export function lowerBoundOf(options: {
  job: JobKind;
  latencyMs: number;
  profile: ServiceProfile;
  /** Compressed bytes of the files that must be downloaded. */
  neededBytes: number;
  /** The emulator's queued + processing time of an import. */
  importDurationMs: number;
}): LowerBound {
  const { latencyMs: latency, profile } = options;
  const download = options.neededBytes / profile.throughput;
  const show = profile.showProjectMs;
  switch (options.job) {
    case 'no-op sync':
      return bound(1, latency, show, 0, 'Show Project');
    case 'one master changed': {
      // Show Project, Update File, the import, one Show Project that sees it, one download.
      const importMs = options.importDurationMs + latency + show;
      return bound(
        3,
        latency,
        show + download,
        importMs,
        'Show Project, Update File, import + 1 poll, download',
      );
    }
    case 'full pull':
    case 'archive pull':
      return bound(2, latency, show + download, 0, 'Show Project, download of every target file');
  }
}

function bound(
  requests: number,
  latency: number,
  transferMs: number,
  importMs: number,
  path: string,
): LowerBound {
  return {
    totalMs: requests * latency + transferMs + importMs,
    criticalRequests: requests + (importMs > 0 ? 1 : 0),
    latencyMs: latency,
    transferMs,
    importMs,
    path,
  };
}
