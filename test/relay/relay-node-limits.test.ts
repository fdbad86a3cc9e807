import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveRelay } from '../../src/relay/node-server.js';
import { singlePayload } from './webhook-payloads.js';

/**
 * relay-node's limits on slow clients (R65): a client that dribbles its headers or its body is cut
 * once the limit has passed, not when Node next looks (every 30 s unless told otherwise).
 */

const SECRET = 'limits-secret-5d2e8c1a9f7b3046';
const ENV = { RELAY_SECRET: SECRET, GITHUB_TOKEN: 'github_pat_limits', GITHUB_REPOSITORY: 'acme/app' };

let relay: Awaited<ReturnType<typeof serveRelay>> | undefined;
let logs: string[];

beforeEach(() => {
  logs = [];
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
});

afterEach(async () => {
  await relay?.close();
  relay = undefined;
  vi.restoreAllMocks();
});

/**
 * Sends the request head (and then the body, if any) a few bytes at a time, one write every 200 ms,
 * and never finishes: how many milliseconds pass until the relay closes the connection.
 */
async function dribble(root: string, part: 'headers' | 'body'): Promise<number> {
  const { hostname, port } = new URL(root);
  const body = singlePayload('fr').repeat(20);
  const head =
    `POST /hook/${SECRET} HTTP/1.1\r\nHost: relay\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n`;
  const socket = connect(Number(port), hostname);
  const started = Date.now();
  let pending = part === 'headers' ? head : `${head}\r\n`;
  if (part === 'body') {
    socket.write(pending);
    pending = body;
  }
  const timer = setInterval(() => {
    const [piece, rest] = [pending.slice(0, 4), pending.slice(4)];
    pending = rest;
    if (piece !== '' && !socket.destroyed) socket.write(piece);
  }, 200);
  socket.on('error', () => undefined);
  socket.resume();
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  return Date.now() - started;
}

describe('relay-node and slow clients', () => {
  it('cuts headers and a body that dribble in once its (shortened) limits have passed', async () => {
    relay = await serveRelay(ENV, 0, '127.0.0.1', { headersTimeoutMs: 1000, requestTimeoutMs: 1500 });
    const [headers, body] = await Promise.all([dribble(relay.url, 'headers'), dribble(relay.url, 'body')]);
    expect(headers).toBeGreaterThanOrEqual(900);
    expect(headers).toBeLessThan(1000 * 1.2 + 500);
    expect(body).toBeGreaterThanOrEqual(1400);
    expect(body).toBeLessThan(1500 * 1.2 + 500);
    await vi.waitFor(() =>
      expect(logs).toEqual(["translation-sync relay: the webhook's body did not arrive in full"]),
    );
  });

  it('cuts them within 12 s with its real 10 s limits (slow: waits out the real limits)', async () => {
    relay = await serveRelay(ENV, 0, '127.0.0.1');
    const [headers, body] = await Promise.all([dribble(relay.url, 'headers'), dribble(relay.url, 'body')]);
    for (const taken of [headers, body]) {
      expect(taken).toBeGreaterThanOrEqual(9_900);
      expect(taken).toBeLessThan(12_000);
    }
  }, 20_000);
});
