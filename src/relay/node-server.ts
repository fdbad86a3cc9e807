/**
 * The relay under node:http, for a host that runs Node rather than Workers or Deno: each request
 * becomes a web-standard Request for the same handler, and its Response is written back.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import relay, { type RelayEnv } from './handler.js';

function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  const bodyless = incoming.method === 'GET' || incoming.method === 'HEAD';
  // Only the path matters to the relay; the Host header is the caller's to choose, so it is not used.
  return new Request(new URL(incoming.url ?? '/', 'http://relay.invalid'), {
    method: incoming.method ?? 'GET',
    headers,
    body: bodyless ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>),
    duplex: 'half',
  });
}

interface RelayServer {
  /** The server's root, e.g. http://127.0.0.1:8787; the webhook URL is `${url}/hook/<secret>`. */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveRelay(env: RelayEnv, port: number, host: string): Promise<RelayServer> {
  // The service gives up after 10 s, so a body that dribbles in longer than that is not waited for.
  const server = createServer({ requestTimeout: 10_000, headersTimeout: 10_000 }, (incoming, outgoing) => {
    relay
      .fetch(toRequest(incoming), env)
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
