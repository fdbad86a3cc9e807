import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRecordingLogger, type RecordingLogger } from './recording-logger.js';
import { createTranslationClient, type TranslationClient } from '../../src/client/index.js';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/index.js';

export interface ServiceFixture {
  emulator: RunningEmulator;
  client: TranslationClient;
  token: string;
  workspace: string;
  logger: RecordingLogger;
  /** Requests the emulator saw for an endpoint since the last reset. */
  count(endpoint: string): number;
  resetLog(): void;
  close(): Promise<void>;
}

/**
 * The emulator with its default seed, a client for its project, and a workspace holding every
 * file exactly as the service serves it, so hashes match and a sync starts with nothing to do.
 */
export async function startServiceFixture(
  options: EmulatorOptions & { mirror?: 'all' | 'masters' | 'none' } = {},
): Promise<ServiceFixture> {
  const emulator = await startEmulator({ importDurations: { queuedMs: 20, processingMs: 30 }, ...options });
  const token = emulator.keys.projects[0]?.privateApiToken ?? '';
  const logger = createRecordingLogger();
  const client = createTranslationClient({
    baseUrl: emulator.url,
    projectToken: token,
    retry: { baseDelayMs: 5, maxDelayMs: 20, retryAfterCapMs: 2_000 },
    requestTimeoutMs: 5_000,
    deadlineMs: 20_000,
  });
  const workspace = await mkdtemp(path.join(tmpdir(), 'ts-workspace-'));
  const mirror = options.mirror ?? 'all';
  if (mirror !== 'none') {
    const project = await client.projects.show();
    for (const file of project.projectFiles) {
      if (mirror === 'masters' && file.masterProjectFileId !== null) continue;
      const content = await client.files.show({
        masterFileId: file.masterProjectFileId ?? file.id,
        locale: file.localeCode,
      });
      if (content.status !== 'ok') throw new Error(`no content for ${file.name}`);
      await mkdir(path.dirname(path.join(workspace, file.name)), { recursive: true });
      await writeFile(path.join(workspace, file.name), content.body);
    }
  }
  let mark = emulator.log.length;
  return {
    emulator,
    client,
    token,
    workspace,
    logger,
    count: (endpoint) => emulator.log.slice(mark).filter((entry) => entry.endpoint === endpoint).length,
    resetLog: () => {
      mark = emulator.log.length;
    },
    close: async () => {
      await client.close();
      await emulator.close();
      await rm(workspace, { recursive: true, force: true });
    },
  };
}

/** Translates `key` into `locale` on the service, as a translator would in its editor. */
export async function translateOnService(
  client: TranslationClient,
  key: string,
  locale: string,
  text: string,
): Promise<void> {
  let found = false;
  for await (const entry of client.strings.list({ filters: { key } })) {
    await client.strings.update(entry.id, { translations: [{ locale, text }] });
    found = true;
  }
  if (!found) throw new Error(`The service has no string "${key}"`);
}
