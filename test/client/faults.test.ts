/**
 * The checklist rows the client owns (R1-R5, R11-R14), each forced through the emulator's fault
 * injection over real HTTP. The emulator's request log shows what was sent, and how often.
 */
import { describe, expect, it } from 'vitest';
import { isBusyError, type TranslationClient } from '../../src/client/index.js';
import type { RunningEmulator } from '../../src/emulator/index.js';
import { rejectionOf, startHarness } from './fixtures.js';

const requestsTo = (emulator: RunningEmulator, endpoint: string) =>
  emulator.log.filter((entry) => entry.endpoint === endpoint);

async function masterId(client: TranslationClient): Promise<number> {
  const project = await client.projects.show();
  return project.projectFiles.find((file) => file.masterProjectFileId === null)?.id ?? 0;
}

describe('R1, R5: uploads are retried with a rebuilt body; creates are not', () => {
  it('retries the 3rd of 5 uploads after a 500, sending the whole file again (R1)', async () => {
    const { client, emulator, writeTemp } = await startHarness();
    const id = await masterId(client);
    emulator.faults.add({
      endpoint: 'updateFile',
      after: 2,
      times: 1,
      action: { kind: 'status', status: 500, body: { error: 'boom' } },
    });
    const locales = ['fr', 'de', 'pt-BR', 'zh-Hant-TW', 'en'];
    for (const locale of locales) {
      const path = await writeTemp(`${locale}.yml`, `${locale}:\n  hello: "Hello ${locale}"\n`);
      await client.files.update({ masterFileId: id, locale, file: { path } });
    }
    const uploads = requestsTo(emulator, 'updateFile');
    expect(uploads.map((entry) => entry.status)).toEqual([202, 202, 500, 202, 202, 202]);
    // The retry carried the same complete multipart body as the failed attempt.
    expect(uploads[3]?.requestBytes).toBe(uploads[2]?.requestBytes);
    expect(uploads[3]?.fileNames).toEqual(['pt-BR.yml']);
  });

  it('gives up after the bounded attempts with an error naming the endpoint and file', async () => {
    const { client, emulator, writeTemp } = await startHarness();
    const id = await masterId(client);
    emulator.faults.add({ endpoint: 'updateFile', times: 100, action: { kind: 'status', status: 502 } });
    const path = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    const error = await rejectionOf(client.files.update({ masterFileId: id, locale: 'fr', file: { path } }));
    expect(error).toMatchObject({ code: 'server', status: 502, endpoint: 'Update File' });
    expect(String(error)).toContain(`/files/${id}/locales/fr`);
    expect(String(error)).toContain('after 4 attempts');
    expect(requestsTo(emulator, 'updateFile')).toHaveLength(4);
  });

  it('retries an upload whose answer was lost to a reset; the service ends with one file (R5)', async () => {
    const { makeClient, emulator, writeTemp } = await startHarness();
    const client = makeClient({ retry: { attempts: 8, baseDelayMs: 40, maxDelayMs: 80 } });
    const id = await masterId(client);
    const before = (await client.projects.show()).projectFiles.length;
    emulator.faults.add({
      endpoint: 'updateFile',
      times: 1,
      action: { kind: 'reset', when: 'before-response' },
    });
    const path = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    // The first attempt was handled: its import is queued, so the retry may meet a busy answer first.
    await client.files.update({ masterFileId: id, locale: 'fr', file: { path } });
    expect(requestsTo(emulator, 'updateFile').length).toBeGreaterThanOrEqual(2);
    expect((await client.projects.show()).projectFiles).toHaveLength(before);
  });

  it('does not repeat Create File after a reset, and says to check (R5)', async () => {
    const { client, emulator, writeTemp } = await startHarness();
    emulator.faults.add({
      endpoint: 'createFile',
      times: 1,
      action: { kind: 'reset', when: 'before-response' },
    });
    const path = await writeTemp('new.yml', 'en:\n  x: "X"\n');
    const error = await rejectionOf(client.files.create({ file: { path }, name: 'config/new.en.yml' }));
    expect(error).toMatchObject({ code: 'network', endpoint: 'Create File' });
    expect(String(error)).toContain('may have reached the service');
    expect(requestsTo(emulator, 'createFile')).toHaveLength(1);
  });

  it('repeats a delete whose answer was lost, and takes the 404 that follows as done', async () => {
    const { client, emulator } = await startHarness();
    const id = await masterId(client);
    emulator.faults.add({
      endpoint: 'deleteFile',
      times: 1,
      action: { kind: 'reset', when: 'before-response' },
    });
    await client.files.delete(id);
    expect(requestsTo(emulator, 'deleteFile').map((entry) => entry.status)).toEqual([0, 404]);
  });
});

describe('R2, R3: rate limits', () => {
  it('waits the Retry-After seconds, then succeeds (R2)', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({
      endpoint: 'showProject',
      action: { kind: 'status', status: 429, headers: { 'Retry-After': '1' } },
    });
    await client.projects.show();
    const [limited, retried] = requestsTo(emulator, 'showProject');
    expect((retried?.startedAt ?? 0) - (limited?.startedAt ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('waits until a Retry-After HTTP-date on a 503, then succeeds (R2)', async () => {
    const { client, emulator } = await startHarness();
    const until = new Date(Date.now() + 1500).toUTCString();
    emulator.faults.add({
      endpoint: 'showProject',
      action: { kind: 'status', status: 503, headers: { 'Retry-After': until } },
    });
    await client.projects.show();
    const retried = requestsTo(emulator, 'showProject')[1];
    expect(retried?.startedAt ?? 0).toBeGreaterThanOrEqual(Date.parse(until));
  });

  it('fails at once with a clear error when the wait would pass the deadline (R2)', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ deadlineMs: 2_000 });
    emulator.faults.add({
      endpoint: 'showProject',
      action: { kind: 'status', status: 429, headers: { 'Retry-After': '3' } },
    });
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'rate-limited', retryAfterMs: 3_000 });
    expect(String(error)).toContain('would pass the overall deadline of 2 s');
    expect(requestsTo(emulator, 'showProject')).toHaveLength(1);
  });

  it('fails at once when Retry-After is longer than the cap (R2)', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({
      endpoint: 'showProject',
      action: { kind: 'status', status: 429, headers: { 'Retry-After': '3600' } },
    });
    const error = await rejectionOf(client.projects.show());
    expect(String(error)).toMatch(/asked us to wait 3600 s, more than the 5 s we wait at most/);
  });

  it('backs off without Retry-After, even for a create, within bounded attempts (R3)', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({ endpoint: 'createString', times: 2, action: { kind: 'status', status: 429 } });
    const created = await client.strings.create({ key: 'after.throttle' });
    expect(created.key).toBe('after.throttle');
    expect(requestsTo(emulator, 'createString').map((entry) => entry.status)).toEqual([429, 429, 201]);

    emulator.faults.add({ endpoint: 'showProject', times: 100, action: { kind: 'status', status: 429 } });
    await expect(client.projects.show()).rejects.toMatchObject({ code: 'rate-limited' });
    expect(requestsTo(emulator, 'showProject')).toHaveLength(4);
  });
});

describe('R4: busy imports', () => {
  it('turns "File is already queued for import" into a busy error the engine can wait on', async () => {
    const { makeClient, emulator, writeTemp } = await startHarness({
      importDurations: { queuedMs: 5_000, processingMs: 5_000 },
    });
    const client = makeClient({ retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 } });
    const id = await masterId(client);
    const path = await writeTemp('en.yml', 'en:\n  hello: "Hi"\n');
    await client.files.update({ masterFileId: id, locale: 'en', file: { path } });
    const error = await rejectionOf(client.files.update({ masterFileId: id, locale: 'en', file: { path } }));
    expect(isBusyError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'busy', serviceMessage: 'File is already queued for import' });
    expect(String(error)).toContain('busy importing');
    // The normal retry budget only: two attempts, then the engine decides.
    expect(requestsTo(emulator, 'updateFile')).toHaveLength(3);
  });

  it('retries a busy upload within the budget and succeeds once the import is done', async () => {
    const { makeClient, emulator, writeTemp } = await startHarness({
      importDurations: { queuedMs: 30, processingMs: 30 },
    });
    const client = makeClient({ retry: { attempts: 8, baseDelayMs: 40, maxDelayMs: 80 } });
    const id = await masterId(client);
    const path = await writeTemp('en.yml', 'en:\n  hello: "Hi"\n');
    await client.files.update({ masterFileId: id, locale: 'en', file: { path } });
    await client.files.update({ masterFileId: id, locale: 'en', file: { path } });
    expect(requestsTo(emulator, 'updateFile').at(-1)?.status).toBe(202);
  });

  it('knows every busy message, whatever the status code', async () => {
    const { client, emulator, writeTemp } = await startHarness();
    const id = await masterId(client);
    const path = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    for (const message of [
      'File is being processed at the moment',
      'Master File is being processed at the moment',
      'Master File is queued for import',
    ]) {
      emulator.faults.clear();
      emulator.faults.add({
        endpoint: 'updateFile',
        times: 100,
        action: { kind: 'status', status: 409, body: { error: message } },
      });
      const error = await rejectionOf(
        client.files.update({ masterFileId: id, locale: 'fr', file: { path } }),
      );
      expect(error).toMatchObject({ code: 'busy', status: 409, serviceMessage: message });
    }
  });
});

describe('R11, R12: refused tokens', () => {
  it('does not retry a 401 and says the project token was rejected, naming no action input (R11)', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ projectToken: 'not-a-real-token' });
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'auth', status: 401, endpoint: 'Show Project' });
    expect(String(error)).toContain(
      "the project token was rejected: check that it is the project's API token (private_api_token",
    );
    // A library's caller has no inputs: the action adds its own hint (src/action/projects/service-client.ts).
    expect(String(error)).not.toMatch(/input|WTI_PROJECT_API_KEY/);
    expect(emulator.log).toHaveLength(1);
  });

  it('says which key a write needs when the read-only token is refused (R12)', async () => {
    const { makeClient, emulator, writeTemp } = await startHarness();
    const client = makeClient({ projectToken: emulator.keys.projects[0]?.publicApiToken ?? '' });
    const path = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    const error = await rejectionOf(
      client.files.updateByPath({ filePath: 'config/locales/fr.yml', file: { path } }),
    );
    expect(error).toMatchObject({ code: 'forbidden', status: 403 });
    expect(String(error)).toContain('Update File needs the read-write project token (private_api_token)');
    expect(emulator.log).toHaveLength(1);
  });

  it('names the key kind on a 404 of a write, without retrying (R12)', async () => {
    const { client, emulator } = await startHarness();
    const error = await rejectionOf(client.strings.update(999_999, { labels: 'x' }));
    expect(error).toMatchObject({ code: 'not-found', status: 404 });
    expect(String(error)).toContain('the read-write project token (private_api_token)');
    expect(emulator.log).toHaveLength(1);
  });

  it('names the organization key for organization calls', async () => {
    const { makeClient } = await startHarness();
    const client = makeClient({ organizationToken: 'wrong' });
    await expect(client.organizations.show()).rejects.toThrow(/organization token was rejected/);
  });
});

describe('R13: malformed answers', () => {
  it('reports malformed JSON as a protocol error naming the endpoint, not retried', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({ endpoint: 'showProject', action: { kind: 'malformed-json' } });
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'protocol', endpoint: 'Show Project', status: 200 });
    expect(String(error)).toMatch(
      /Show Project answered HTTP 200 with malformed JSON \(content type application\/json/,
    );
    expect(String(error)).toContain('/api/projects/***.json');
    expect(requestsTo(emulator, 'showProject')).toHaveLength(1);
  });

  it('reports an HTML page where JSON was expected with status, content type and snippet', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({
      endpoint: 'listStrings',
      action: { kind: 'status', status: 200, body: '<html><body>Please sign in</body></html>' },
    });
    const error = await rejectionOf(client.strings.listPage({}, 1));
    expect(error).toMatchObject({ code: 'protocol', endpoint: 'List Strings' });
    expect(String(error)).toContain(
      'HTTP 200 with an HTML page where JSON was expected (content type text/plain',
    );
    expect(String(error)).toContain('Please sign in');
  });
});

describe('R14: a server that never answers', () => {
  it('times out each attempt, retries a safe request, then fails', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({
      requestTimeoutMs: 150,
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 },
    });
    emulator.faults.add({ endpoint: 'showProject', times: 2, action: { kind: 'hang' } });
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'timeout', endpoint: 'Show Project' });
    expect(String(error)).toContain('got no answer within 150 ms (after 2 attempts)');
    expect(requestsTo(emulator, 'showProject')).toHaveLength(2);
  });

  it('succeeds when a retry gets an answer', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ requestTimeoutMs: 150 });
    emulator.faults.add({ endpoint: 'showProject', times: 1, action: { kind: 'hang' } });
    expect((await client.projects.show()).name).toBe('Acme Web');
  });

  it('does not repeat a create that timed out', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ requestTimeoutMs: 150 });
    emulator.faults.add({ endpoint: 'createTerm', times: 1, action: { kind: 'hang' } });
    const error = await rejectionOf(client.terms.create({ text: 'once' }));
    expect(error).toMatchObject({ code: 'timeout' });
    expect(String(error)).toContain('may have reached the service');
    expect(requestsTo(emulator, 'createTerm')).toHaveLength(1);
  });

  it('stops at the overall deadline', async () => {
    const { makeClient, emulator } = await startHarness();
    const client = makeClient({ requestTimeoutMs: 10_000, deadlineMs: 300 });
    emulator.faults.add({ endpoint: 'showProject', times: 5, action: { kind: 'hang' } });
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'timeout' });
    expect(String(error)).toContain('did not finish within the overall deadline of 300 ms');
  });
});
