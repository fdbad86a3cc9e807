/** Shared pieces of the emulator tests: a fast emulator, uploads as a client sends them, zip reading. */
import yauzl from 'yauzl';
import { afterEach } from 'vitest';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../src/emulator/index.js';

const running: RunningEmulator[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});

/** An emulator with short import durations, closed after the test. */
export async function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = await startEmulator({ importDurations: { queuedMs: 30, processingMs: 30 }, ...options });
  running.push(emulator);
  return emulator;
}

export function projectToken(emulator: RunningEmulator, kind: 'private' | 'public' = 'private'): string {
  const project = emulator.keys.projects[0];
  if (project === undefined) throw new Error('the seed has no project');
  return kind === 'private' ? project.privateApiToken : project.publicApiToken;
}

export interface ProjectFileRecord {
  id: number;
  name: string;
  updated_at: string;
  hash_file: string;
  master_project_file_id: number | null;
  locale_code: string;
  fresh: boolean;
}

export async function showProject(
  emulator: RunningEmulator,
  token = projectToken(emulator),
): Promise<ProjectFileRecord[]> {
  const response = await fetch(`${emulator.url}/api/projects/${token}.json`);
  if (response.status !== 200) throw new Error(`Show Project answered ${response.status}`);
  const body = (await response.json()) as { project: { project_files: ProjectFileRecord[] } };
  return body.project.project_files;
}

export async function fileRecord(emulator: RunningEmulator, name: string): Promise<ProjectFileRecord> {
  const record = (await showProject(emulator)).find((file) => file.name === name);
  if (record === undefined) throw new Error(`${name} is not in the project`);
  return record;
}

/** An answer as a test reads it: the status, headers that matter, the text, and JSON parsed. */
export interface Answer {
  status: number;
  contentType: string;
  link: string | null;
  text: string;
  /** The parsed body when the answer is JSON, else the text. */
  body: unknown;
}

/** One request as a client sends it: a JSON body when given (a string goes as is), JSON read back. */
export async function sendJson(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(url, init);
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    contentType,
    link: response.headers.get('link'),
    text,
    body: contentType.startsWith('application/json') && text !== '' ? (JSON.parse(text) as unknown) : text,
  };
}

/** A multipart body with the `file` part and text fields, as curl -F sends it. */
export function uploadForm(
  fileName: string,
  content: string | Uint8Array,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export async function updateFile(
  emulator: RunningEmulator,
  path: string,
  form: FormData,
  method = 'PATCH',
  token = projectToken(emulator),
): Promise<Response> {
  return fetch(`${emulator.url}/api/projects/${token}/files/${path}`, { method, body: form });
}

/** Polls until `check` returns a value other than undefined (imports run in the background). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  what: string,
  attempts = 200,
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits until Show Project reports a hash for `name` other than `previousHash`. */
export async function waitForHashChange(
  emulator: RunningEmulator,
  name: string,
  previousHash: string | undefined,
): Promise<ProjectFileRecord> {
  return waitFor(async () => {
    const record = (await showProject(emulator)).find((file) => file.name === name);
    return record !== undefined && record.hash_file !== previousHash ? record : undefined;
  }, `a new hash of ${name}`);
}

/** The entries of a zip archive as name -> text. */
export function readZip(bytes: Uint8Array): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (openError, zip) => {
      if (openError !== null) {
        reject(openError);
        return;
      }
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
