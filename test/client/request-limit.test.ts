/**
 * A limit shared by several clients (the action's projects): their requests together stay within
 * its concurrency and its rate, as the service counts requests per address, not per token.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRequestLimit,
  createTranslationClient,
  type TranslationClient,
} from '../../src/client/index.js';

const open: { server: Server; clients: TranslationClient[] }[] = [];

afterEach(async () => {
  for (const { server, clients } of open.splice(0)) {
    await Promise.all(clients.map((client) => client.close()));
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A service that answers Show Project after a short hold, and counts the requests it holds at once. */
async function countingService(): Promise<{ url: string; server: Server; most: () => number }> {
  let inFlight = 0;
  let most = 0;
  const server = createServer((_request, response) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          project: { id: 1, name: 'p', source_locale: { code: 'en' }, target_locales: [], project_files: [] },
        }),
      );
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, most: () => most };
}

async function mostInFlight(shared: boolean): Promise<number> {
  const service = await countingService();
  const limit = createRequestLimit({ concurrency: 1 });
  const clients = ['token-a', 'token-b'].map((projectToken) =>
    createTranslationClient({
      baseUrl: service.url,
      projectToken,
      ...(shared ? { limit } : { concurrency: 1 }),
    }),
  );
  open.push({ server: service.server, clients });
  await Promise.all(clients.flatMap((client) => [1, 2, 3].map(() => client.projects.show())));
  return service.most();
}

describe('a request limit shared between clients', () => {
  it('holds two clients to its concurrency together (each its own would allow one each)', async () => {
    expect(await mostInFlight(false)).toBe(2);
    expect(await mostInFlight(true)).toBe(1);
  });

  it('begins no more than perSecond requests in any second', async () => {
    const limit = createRequestLimit({ perSecond: 4 });
    const begun = await Promise.all(Array.from({ length: 10 }, () => limit.begin()));
    begun.sort((a, b) => a - b);
    // Any five consecutive beginnings span at least a second: no window holds five.
    for (let index = 0; index + 4 < begun.length; index += 1)
      expect((begun[index + 4] ?? 0) - (begun[index] ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a limit of less than one', () => {
    expect(() => createRequestLimit({ perSecond: 0 })).toThrow(/perSecond must be a number of at least 1/);
    expect(() => createRequestLimit({ concurrency: 0.5 })).toThrow(/concurrency/);
  });
});
