/**
 * Shared set-up of the client's contract tests: a real emulator on 127.0.0.1 port 0 and clients
 * with tiny backoff delays, closed after each test.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createRecordingLogger, type RecordingLogger } from '../helpers/recording-logger.js';
import {
  createTranslationClient,
  type TranslationClient,
  type TranslationClientOptions,
} from '../../src/client/index.js';
import {
  defaultSeed,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../../src/emulator/index.js';

export interface Harness {
  emulator: RunningEmulator;
  /** A client with the read-write project token and the read-write organization key. */
  client: TranslationClient;
  logger: RecordingLogger;
  /** Another client on the same emulator; closed with the harness. */
  makeClient: (options?: Partial<TranslationClientOptions>) => TranslationClient;
  /** A temporary folder, removed after the test. */
  tempDir: string;
  /** Writes `content` to a file in the temporary folder and returns its path. */
  writeTemp: (name: string, content: string | Buffer) => Promise<string>;
}

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Retries fast so that a test of five attempts takes milliseconds. */
export const FAST_RETRY = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20, retryAfterCapMs: 5_000 };

export async function startHarness(
  emulatorOptions: EmulatorOptions = {},
  clientOptions: Partial<TranslationClientOptions> = {},
): Promise<Harness> {
  const emulator = await startEmulator({
    importDurations: { queuedMs: 20, processingMs: 20 },
    ...emulatorOptions,
  });
  cleanups.push(() => emulator.close());
  const tempDir = await mkdtemp(join(tmpdir(), 'client-test-'));
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));
  const logger = createRecordingLogger();
  const project = emulator.keys.projects[0];
  const organization = emulator.keys.organizations[0];
  const makeClient = (options: Partial<TranslationClientOptions> = {}): TranslationClient => {
    const client = createTranslationClient({
      baseUrl: emulator.url,
      ...(project === undefined ? {} : { projectToken: project.privateApiToken }),
      ...(organization === undefined ? {} : { organizationToken: organization.readWriteKey }),
      logger,
      retry: FAST_RETRY,
      requestTimeoutMs: 5_000,
      deadlineMs: 20_000,
      ...clientOptions,
      ...options,
    });
    cleanups.push(() => client.close());
    return client;
  };
  return {
    emulator,
    client: makeClient(),
    logger,
    makeClient,
    tempDir,
    writeTemp: async (name, content) => {
      const path = join(tempDir, name);
      await writeFile(path, content);
      return path;
    },
  };
}

/** The default seed with the first project's tokens and organization keys replaced (redaction tests). */
export function seedWithTokens(tokens: {
  privateApiToken: string;
  publicApiToken: string;
  organizationReadWriteKey: string;
}): ReturnType<typeof defaultSeed> {
  const seed = defaultSeed();
  const organization = seed.organizations[0];
  const project = organization?.projects?.[0];
  if (organization === undefined || project === undefined) throw new Error('the default seed has no project');
  project.privateApiToken = tokens.privateApiToken;
  project.publicApiToken = tokens.publicApiToken;
  organization.readWriteKey = tokens.organizationReadWriteKey;
  return seed;
}

/** Awaits `promise` and returns what it rejected with; fails the test if it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Every item of an async iterable, in order. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
