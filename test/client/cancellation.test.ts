/**
 * Every method of the client takes an AbortSignal, and a cancelled call rejects with the signal's
 * reason: before it is sent, while it waits for a slot of the concurrency limit, and in flight.
 */
import { describe, expect, it } from 'vitest';
import type { CallOptions, TranslationClient } from '../../src/client/index.js';
import { rejectionOf, startHarness } from './fixtures.js';

type Call = (client: TranslationClient, options: Required<CallOptions>, file: string) => Promise<unknown>;

/** One call of every public method, with the signal where that method takes it. */
const EVERY_METHOD: Record<string, Call> = {
  'organizations.show': (c, o) => c.organizations.show(o),
  'projects.show': (c, o) => c.projects.show(o),
  'projects.showRaw': (c, o) => c.projects.showRaw('yaml', o),
  'projects.create': (c, o) => c.projects.create({ name: 'New' }, o),
  'files.show': (c, o) => c.files.show({ masterFileId: 1, locale: 'fr', ...o }),
  'files.showByPath': (c, o) => c.files.showByPath({ filePath: 'a.yml', ...o }),
  'files.update': (c, o, file) =>
    c.files.update({ masterFileId: 1, locale: 'fr', file: { path: file }, ...o }),
  'files.updateByPath': (c, o, file) =>
    c.files.updateByPath({ filePath: 'a.yml', file: { path: file }, ...o }),
  'files.create': (c, o, file) => c.files.create({ file: { path: file }, ...o }),
  'files.delete': (c, o) => c.files.delete(1, o),
  'files.deleteByPath': (c, o) => c.files.deleteByPath('a.yml', o),
  'files.downloadZip': (c, o, file) =>
    c.files.downloadZip({ destination: `${file}.zip`, maxBytes: 1e6, ...o }),
  'files.refresh': (c, o) => c.files.refresh(o),
  'strings.list': (c, o) => c.strings.list({}, o)[Symbol.asyncIterator]().next(),
  'strings.listPage': (c, o) => c.strings.listPage({}, 1, o),
  'strings.listPageRaw': (c, o) => c.strings.listPageRaw({}, 1, 'xml', o),
  'strings.show': (c, o) => c.strings.show(1, { locale: 'fr', ...o }),
  'strings.showRaw': (c, o) => c.strings.showRaw(1, 'yaml', o),
  'strings.create': (c, o) => c.strings.create({ key: 'k' }, o),
  'strings.update': (c, o) => c.strings.update(1, { labels: 'x' }, o),
  'strings.delete': (c, o) => c.strings.delete(1, o),
  'terms.list': (c, o) => c.terms.list(o)[Symbol.asyncIterator]().next(),
  'terms.listPage': (c, o) => c.terms.listPage(1, o),
  'terms.show': (c, o) => c.terms.show(1, o),
  'terms.create': (c, o) => c.terms.create({ text: 't' }, o),
  'terms.update': (c, o) => c.terms.update(1, { text: 't' }, o),
  'terms.delete': (c, o) => c.terms.delete(1, o),
  'terms.toTbx': (c, o) => c.terms.toTbx(o),
  'termTranslations.list': (c, o) => c.termTranslations.list(1, 'fr', o),
  'termTranslations.create': (c, o) => c.termTranslations.create(1, 'fr', { text: 't' }, o),
  'termTranslations.update': (c, o) => c.termTranslations.update(1, 'fr', 1, { status: 'proposed' }, o),
  'teamMembers.list': (c, o) => c.teamMembers.list({ teamId: 1, ...o }),
  'teamMembers.listCsv': (c, o) => c.teamMembers.listCsv({ teamId: 1, ...o }),
  'teamMembers.listRaw': (c, o) => c.teamMembers.listRaw({ teamId: 1, ...o }, 'csv'),
  'teamMembers.create': (c, o) => c.teamMembers.create({ teamId: 1, email: 'a@example.com' }, o),
  'teamMembers.update': (c, o) => c.teamMembers.update({ teamId: 1, memberId: 1 }, o),
  'teamMembers.remove': (c, o) => c.teamMembers.remove({ teamId: 1, memberId: 1, ...o }),
};

describe('cancellation', () => {
  it('every method takes a signal: aborted before the call, nothing is sent', async () => {
    const { client, emulator, writeTemp } = await startHarness();
    const file = await writeTemp('fr.yml', 'fr:\n  hello: "Salut"\n');
    const reason = new Error('not needed any more');
    const signal = AbortSignal.abort(reason);
    const outcomes: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(EVERY_METHOD)) {
      outcomes[name] = await rejectionOf(call(client, { signal }, file));
    }
    for (const [name, outcome] of Object.entries(outcomes))
      expect({ name, outcome }).toEqual({ name, outcome: reason });
    expect(emulator.log).toEqual([]);
  });

  it('ends a create in flight with the reason, and does not send it again', async () => {
    const { client, emulator } = await startHarness();
    emulator.faults.add({ endpoint: 'createString', action: { kind: 'hang' } });
    const stop = new AbortController();
    const created = client.strings.create({ key: 'never' }, { signal: stop.signal });
    // Logged on arrival: the request is at the service, hanging.
    while (emulator.log.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stop.abort();
    const error = await rejectionOf(created);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(emulator.log.filter((entry) => entry.endpoint === 'createString')).toHaveLength(1);
  });

  it('lets a call waiting for a slot of the concurrency limit leave the queue', async () => {
    const { makeClient, emulator } = await startHarness();
    // The slot stays taken until the holder is aborted: no timeout or deadline frees it first.
    const client = makeClient({ concurrency: 1, requestTimeoutMs: 60_000, deadlineMs: 60_000 });
    emulator.faults.add({ endpoint: 'showProject', action: { kind: 'hang' } });
    const holder = new AbortController();
    let holderSettled = false;
    const holding = client.projects
      .show({ signal: holder.signal })
      .catch((error: unknown) => error)
      .finally(() => (holderSettled = true));
    const stop = new AbortController();
    const queued = client.strings.listPage({}, 1, { signal: stop.signal });
    stop.abort(new Error('gave up waiting'));
    await expect(queued).rejects.toThrow('gave up waiting');
    // It left while the slot was still taken, and was never sent.
    expect(holderSettled).toBe(false);
    expect(emulator.log.some((entry) => entry.endpoint === 'listStrings')).toBe(false);
    holder.abort();
    await holding;
  });
});
