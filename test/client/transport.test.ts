/**
 * What the emulator does not do on its own: gzip answers, a Link header that leaves the service,
 * and base URL rules. A small real HTTP server on 127.0.0.1 plays the service where needed.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslationClient, USER_AGENT, type TranslationClient } from '../../src/client/index.js';
import type { CallContext } from '../../src/client/call.js';
import { readPageLinks } from '../../src/client/pagination.js';
import { parseRetryAfter } from '../../src/client/retry.js';
import packageJson from '../../packages/client/package.json' with { type: 'json' };
import { rejectionOf } from './fixtures.js';

type Handler = (
  url: URL,
  headers: IncomingHttpHeaders,
) => { status: number; headers?: Record<string, string>; body: Buffer | string };

const open: { server: Server; client: TranslationClient }[] = [];

afterEach(async () => {
  for (const { server, client } of open.splice(0)) {
    await client.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A one-route stand-in for the service, and a client pointed at it. */
async function serve(handler: Handler): Promise<{ client: TranslationClient; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    const answer = handler(new URL(request.url ?? '/', 'http://local'), request.headers);
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createTranslationClient({
    baseUrl: `http://127.0.0.1:${port}`,
    projectToken: 'transport-token',
    retry: { attempts: 1 },
  });
  open.push({ server, client });
  return { client, seen };
}

const PROJECT = {
  project: {
    id: 1,
    name: 'Zipped',
    source_locale: { name: 'English', code: 'en' },
    target_locales: [],
    project_files: [],
  },
};

describe('HTTP details', () => {
  it('asks for gzip, decompresses it, and names itself translation-sync-client/<version>', async () => {
    const { client, seen } = await serve((_url, headers) =>
      headers['accept-encoding']?.includes('gzip') === true
        ? {
            status: 200,
            headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
            body: gzipSync(JSON.stringify(PROJECT)),
          }
        : { status: 406, body: 'gzip expected' },
    );
    const project = await client.projects.show();
    expect(project.name).toBe('Zipped');
    // The version of the package as published, not a copy that could drift (src/client/version.ts).
    expect(seen[0]?.['user-agent']).toBe(`translation-sync-client/${packageJson.version}`);
    expect(USER_AGENT).toBe(`translation-sync-client/${packageJson.version}`);
  });

  it('refuses to follow a next page link to another host, which would send it the token', async () => {
    const { client } = await serve(() => ({
      status: 200,
      headers: {
        'content-type': 'application/json',
        link: '<https://evil.example/api/projects/transport-token/strings.json?page=2>; rel="next"',
      },
      body: '[]',
    }));
    const error = await rejectionOf(client.strings.listPage({}, 1));
    expect(error).toMatchObject({ code: 'protocol', endpoint: 'List Strings' });
    expect(String(error)).toContain('outside the service base URL');
  });

  it('stops a list whose next link points back to a page already read', async () => {
    const { client } = await serve((url) => ({
      status: 200,
      headers: { 'content-type': 'application/json', link: `<${url.pathname}?page=1>; rel="next"` },
      body: '[]',
    }));
    const pages: unknown[] = [];
    const error = await rejectionOf(
      (async () => {
        for await (const term of client.terms.list()) pages.push(term);
      })(),
    );
    expect(String(error)).toContain('linked back to a page already read');
  });
});

describe('base URL', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://127.8.9.10',
    'http://localhost:3000/prefix',
    'http://[::1]:9000',
    'https://translate.example.com',
  ])('accepts %s', async (baseUrl) => {
    const client = createTranslationClient({ baseUrl, projectToken: 'x' });
    await client.close();
  });

  it.each([
    'http://translate.example.com',
    'http://128.0.0.1',
    'ftp://localhost',
    'not a url',
    'https://user:pw@host.example',
  ])('refuses %s with a clear error', (baseUrl) => {
    expect(() => createTranslationClient({ baseUrl, projectToken: 'x' })).toThrow(/base URL/);
  });
});

describe('header parsing', () => {
  it('reads both forms of Retry-After', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });

  it('reads every relation of a Link header', () => {
    const link = '<https://h/x?page=2>; rel="next", <https://h/x?page=9>; rel="last"';
    const response = { status: 200, headers: { link }, body: Readable.from([]) };
    // The context names the call in an error; a header that reads well raises none.
    const links = readPageLinks(response, {} as CallContext, new URL('https://h/x'), new URL('https://h/'));
    expect(links).toEqual({ page: 1, hasNext: true, nextUrl: new URL('https://h/x?page=2'), lastPage: 9 });
  });
});
