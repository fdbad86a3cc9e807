/**
 * The local emulator of the translation service, for tests, the demo and the benchmarks. It is as
 * strict as the service: where it were lenient, client bugs would hide. Never bundled into dist/.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EndpointId } from '../client/endpoints.js';
import { defaultSeed } from './default-seed.js';
import { Faults, type FaultController } from './faults.js';
import { ImportQueue } from './imports.js';
import { loadState, saveState } from './persistence.js';
import type { EmulatorContext } from './router.js';
import { buildState, keysOf, type EmulatorSeed, type SeedKeys } from './seed.js';
import { RateLimiter, type RateLimitOptions } from './rate-limit.js';
import { createPipeline, type RequestLogEntry } from './server.js';
import type { BlankHashFile } from './views.js';

export type { FaultAction, FaultController, FaultRule } from './faults.js';
export type { ImportOutcome } from './imports.js';
export type { RequestLogEntry } from './server.js';
export type { EmulatorSeed, SeedKeys } from './seed.js';
export type { RateLimitOptions } from './rate-limit.js';
export type { BlankHashFile } from './views.js';
export { DEFAULT_KEYS, defaultSeed } from './default-seed.js';

export interface EmulatorOptions {
  /** 0 (the default) picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: EmulatorSeed;
  /** Persist the state as JSON in this file across restarts; the seed is used only when it is absent. */
  dataFile?: string;
  latencyMs?: number;
  routeLatencyMs?: Partial<Record<EndpointId, number>>;
  /** How long an import waits in the queue, then processes. Default 200 / 300 ms. */
  importDurations?: { queuedMs: number; processingMs: number };
  /** Fills missing target translations with "[fr] Hello" after each import, after `delayMs`. */
  translator?: false | { delayMs: number };
  /**
   * Show Project's `hash_file` for a file whose upload waits for its import: its last checksum
   * (`keep`, the default), or blank as the service's client history records (`null`, `empty`).
   */
  blankHashFile?: BlankHashFile;
  /** Enforce the service's documented limit (25 requests per second per address) with 429s. */
  rateLimit?: RateLimitOptions;
}

export interface RunningEmulator {
  url: string;
  log: RequestLogEntry[];
  faults: FaultController;
  keys: SeedKeys;
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const { dataFile } = options;
  const state =
    (dataFile === undefined ? undefined : loadState(dataFile)) ??
    buildState(options.seed ?? defaultSeed(), Date.now());
  let closed = false;
  const persist = () => {
    if (dataFile !== undefined && !closed) saveState(dataFile, state);
  };
  const imports = new ImportQueue({
    state,
    now: () => Date.now(),
    durations: options.importDurations ?? { queuedMs: 200, processingMs: 300 },
    translator: options.translator ?? false,
    onChange: persist,
  });
  const faults = new Faults(imports);
  const log: RequestLogEntry[] = [];
  const context: EmulatorContext = {
    state,
    baseUrl: '',
    now: () => Date.now(),
    imports,
    blankHashFile: options.blankHashFile ?? 'keep',
  };
  const pipeline = createPipeline({
    context,
    faults,
    log,
    latencyMs: options.latencyMs ?? 0,
    routeLatencyMs: options.routeLatencyMs ?? {},
    afterRequest: persist,
    rateLimiter: options.rateLimit === undefined ? undefined : new RateLimiter(options.rateLimit, Date.now),
    isClosed: () => closed,
  });
  const server = createServer((request, response) => void pipeline(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  context.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  persist();
  // Imports that were pending when a persisted emulator stopped start over.
  imports.resume();
  return {
    url: context.baseUrl,
    log,
    faults,
    keys: keysOf(state),
    close: async () => {
      if (closed) return;
      persist();
      closed = true;
      imports.close();
      // Hanging requests never end by themselves: their sockets are closed with the server.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
