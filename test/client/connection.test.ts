/**
 * The transport's own behaviour on the wire (src/client/http.ts), against a raw TCP server on
 * 127.0.0.1 that answers byte by byte as told: bodies cut short of their Content-Length, answers
 * that stall, connections kept alive, and the exact bytes of an upload.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import { connect as connectSocket, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslationClient, type TranslationClient } from '../../src/client/index.js';
import { rejectionOf } from './fixtures.js';

const PROJECT = JSON.stringify({
  project: {
    id: 1,
    name: 'Raw',
    source_locale: { name: 'English', code: 'en' },
    target_locales: [],
    project_files: [],
  },
});

/** One request as the server read it: head and body bytes. */
interface Received {
  head: string;
  body: Buffer;
}

/** Answers the n-th request (0-based, over all connections) with whatever `answer` writes. */
type Answer = (socket: Socket, index: number, request: Received) => void;

const open: { server: Server; client: TranslationClient; dir?: string }[] = [];

afterEach(async () => {
  for (const { server, client, dir } of open.splice(0)) {
    await client.close();
    server.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }
});

async function rawService(
  answer: Answer,
  options: { attempts?: number; requestTimeoutMs?: number } = {},
): Promise<{ client: TranslationClient; requests: Received[]; connections: () => number }> {
  const requests: Received[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const request = { head, body: buffered.subarray(end + 4, end + 4 + length) };
        buffered = buffered.subarray(end + 4 + length);
        requests.push(request);
        answer(socket, requests.length - 1, request);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createTranslationClient({
    baseUrl: `http://127.0.0.1:${port}`,
    projectToken: 'raw-token',
    retry: { attempts: options.attempts ?? 1, baseDelayMs: 1, maxDelayMs: 5 },
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
  });
  open.push({ server, client });
  return { client, requests, connections: () => connections };
}

function head(length: number, extra = ''): string {
  return `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n${extra}\r\n`;
}

describe('the connection to the service', () => {
  it('takes a body cut short of its Content-Length for a broken transfer, and reads again', async () => {
    const { client, requests } = await rawService(
      (socket, index) => {
        if (index === 0) {
          socket.end(head(PROJECT.length) + PROJECT.slice(0, 20));
        } else {
          socket.write(head(PROJECT.length) + PROJECT);
        }
      },
      { attempts: 2 },
    );
    const project = await client.projects.show();
    expect(project.name).toBe('Raw');
    expect(requests).toHaveLength(2);
  });

  it('fails a body cut short as a network error naming the endpoint when no attempt is left', async () => {
    const { client } = await rawService((socket) => socket.end(head(PROJECT.length) + PROJECT.slice(0, 20)));
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'network', endpoint: 'Show Project' });
    expect(String(error)).toContain('ECONNRESET');
  });

  it('times out an answer whose headers never come', async () => {
    const { client, requests } = await rawService(() => undefined, { attempts: 2, requestTimeoutMs: 200 });
    const started = Date.now();
    const error = await rejectionOf(client.projects.show());
    expect(error).toMatchObject({ code: 'timeout', endpoint: 'Show Project' });
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out a body that stops arriving, and reads again', async () => {
    const { client, requests } = await rawService(
      (socket, index) => {
        if (index === 0) {
          socket.write(head(PROJECT.length) + PROJECT.slice(0, 20));
        } else {
          socket.write(head(PROJECT.length) + PROJECT);
        }
      },
      { attempts: 2, requestTimeoutMs: 200 },
    );
    const project = await client.projects.show();
    expect(project.name).toBe('Raw');
    expect(requests).toHaveLength(2);
  });

  it('keeps one connection alive for requests one after another', async () => {
    const { client, requests, connections } = await rawService((socket) =>
      socket.write(head(PROJECT.length) + PROJECT),
    );
    for (let n = 0; n < 3; n += 1) await client.projects.show();
    expect(requests).toHaveLength(3);
    expect(connections()).toBe(1);
    expect(requests[0]?.head).toMatch(/^GET \/api\/projects\/raw-token\.json HTTP\/1\.1\r\n/);
    expect(requests[0]?.head).toMatch(/\r\nconnection: keep-alive/i);
  });

  it('sends an upload as multipart/form-data with its exact Content-Length', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'connection-'));
    const file = path.join(dir, 'en.json');
    const content = '{"greeting":"Hello, wörld"}\n';
    await writeFile(file, content);
    const reply = '{"id":7}';
    const { client, requests } = await rawService((socket) => socket.write(head(reply.length) + reply));
    const service = open.at(-1);
    if (service !== undefined) service.dir = dir;
    await client.files.create({ file: { path: file }, name: 'config/locales/en.json' });
    const [request] = requests;
    if (request === undefined) throw new Error('the upload never reached the server');
    expect(request.head).toMatch(/^POST \/api\/projects\/raw-token\/files HTTP\/1\.1\r\n/);
    expect(request.head).not.toMatch(/transfer-encoding/i);
    const declared = Number(/\r\ncontent-length: *(\d+)/i.exec(request.head)?.[1]);
    expect(declared).toBe(request.body.length);
    const boundary = /\r\ncontent-type: multipart\/form-data; boundary=(\S+)/i.exec(request.head)?.[1];
    expect(boundary).toBeDefined();
    const body = request.body.toString('utf8');
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(body).toContain('name="name"\r\n\r\nconfig/locales/en.json\r\n');
    expect(body).toContain(
      `filename="en.json"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
    );
  });
});

/**
 * A port whose connections never complete: a listener with a backlog of one, in a process stopped
 * with SIGSTOP, whose queue of unaccepted connections is filled, so the kernel drops every further
 * SYN.
 */
async function unansweredPort(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "require('node:net').createServer().listen({ host: '127.0.0.1', port: 0, backlog: 1 }, function () { console.log(this.address().port); })",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    child.once('error', reject);
  });
  child.kill('SIGSTOP');
  const port = Number(line.trim());
  const fillers: Socket[] = [];
  for (let tries = 0; tries < 8; tries += 1) {
    const filler = connectSocket(port, '127.0.0.1');
    filler.on('error', () => undefined);
    fillers.push(filler);
    const connected = await new Promise<boolean>((resolve) => {
      filler.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 300);
    });
    if (!connected) break;
  }
  return {
    port,
    stop: () => {
      for (const filler of fillers) filler.destroy();
      child.kill('SIGKILL');
    },
  };
}

/**
 * Create File at `baseUrl`, where no connection is ever made, with two attempts of 200 ms: the
 * error it ends with.
 */
async function createNeverConnected(baseUrl: string): Promise<unknown> {
  const dir = await mkdtemp(path.join(tmpdir(), 'connection-'));
  const file = path.join(dir, 'en.json');
  await writeFile(file, '{}\n');
  const client = createTranslationClient({
    baseUrl,
    projectToken: 'raw-token',
    requestTimeoutMs: 200,
    retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
  });
  try {
    return await rejectionOf(client.files.create({ file: { path: file }, name: 'en.json' }));
  } finally {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a connection that is never made', () => {
  it('sends a create again: nothing of it can have reached the service', async () => {
    const { port, stop } = await unansweredPort();
    try {
      const error = await createNeverConnected(`http://127.0.0.1:${port}`);
      expect(error).toMatchObject({ code: 'timeout', endpoint: 'Create File' });
      expect(String(error)).toContain('after 2 attempts');
      expect(String(error)).not.toContain('may have reached the service');
    } finally {
      stop();
    }
  });
});

describe('a TLS handshake that never ends', () => {
  it('sends a create again: over TLS nothing leaves before the handshake', async () => {
    const silent: Socket[] = [];
    const server = createServer((socket) => {
      socket.on('error', () => undefined);
      silent.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await createNeverConnected(`https://127.0.0.1:${port}`);
      expect(error).toMatchObject({ code: 'timeout', endpoint: 'Create File' });
      expect(String(error)).toContain('after 2 attempts');
      expect(silent).toHaveLength(2);
    } finally {
      for (const socket of silent) socket.destroy();
      server.close();
    }
  });
});

describe('sent()', () => {
  it('settles once the request is written, while its answer is still to come', async () => {
    let answer: (() => void) | undefined;
    const { client, requests } = await rawService((socket) => {
      answer = () => socket.write(head(PROJECT.length) + PROJECT);
    });
    let answered = false;
    const show = client.projects.show().then((project) => {
      answered = true;
      return project;
    });
    await client.sent();
    expect(answered).toBe(false);
    // Written to the connection is not yet read by the server: give it the bytes' way there.
    await expect.poll(() => requests.length).toBe(1);
    answer?.();
    expect((await show).name).toBe('Raw');
  });

  it('settles when a call ends without writing anything', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const client = createTranslationClient({
      baseUrl: `http://127.0.0.1:${port}`,
      projectToken: 'raw-token',
      retry: { attempts: 1 },
    });
    try {
      const show = rejectionOf(client.projects.show());
      await client.sent();
      expect(await show).toMatchObject({ code: 'network' });
    } finally {
      await client.close();
    }
  });

  it('settles at once with nothing asked', async () => {
    const client = createTranslationClient({ baseUrl: 'http://127.0.0.1:9', projectToken: 'raw-token' });
    await client.sent();
    await client.close();
  });
});

describe('an https service', () => {
  it('is reached over TLS through node:https, loaded with the first https URL', async (context) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'connection-tls-'));
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      await rm(dir, { recursive: true, force: true });
      context.skip('openssl is not installed: the TLS test needs a certificate');
    }
    const server = createHttpsServer(
      { key: await readFile(path.join(dir, 'key.pem')), cert: await readFile(path.join(dir, 'cert.pem')) },
      (request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(request.url === '/api/projects/tls-token.json' ? PROJECT : '{}');
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = createTranslationClient({
      baseUrl: `https://127.0.0.1:${port}`,
      projectToken: 'tls-token',
    });
    // The certificate is our own: this process alone accepts it, for this test alone.
    const before = process.env['NODE_TLS_REJECT_UNAUTHORIZED'];
    process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';
    try {
      expect((await client.projects.show()).name).toBe('Raw');
    } finally {
      if (before === undefined) delete process.env['NODE_TLS_REJECT_UNAUTHORIZED'];
      else process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = before;
      await client.close();
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
