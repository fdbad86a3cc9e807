/**
 * A TCP proxy in front of the emulator that charges what a distant service costs: every byte
 * arrives half a round trip after it was sent, in each direction, so each request and its answer
 * cost one round trip; and a new connection costs one more round trip before its first byte
 * (the TCP handshake; TLS would cost more, which this does not charge). Bandwidth is not limited.
 */
import net from 'node:net';

export interface LatencyProxy {
  readonly url: string;
  /** Connections opened through the proxy so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Forwards `from` to `to`, each chunk and the end `delayMs` later, in order. */
function delayedPipe(from: net.Socket, to: net.Socket, delayMs: number): void {
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && (queue[0]?.at ?? Infinity) <= now) {
      const item = queue.shift();
      if (item === undefined) break;
      if (item.chunk === null) to.end();
      else if (!to.destroyed) to.write(item.chunk);
    }
    const next = queue[0];
    if (next !== undefined) timer = setTimeout(flush, Math.max(0, next.at - performance.now()));
  };
  const push = (chunk: Buffer | null) => {
    queue.push({ at: performance.now() + delayMs, chunk });
    timer ??= setTimeout(flush, delayMs);
  };
  from.on('data', (chunk: Buffer) => push(chunk));
  from.on('end', () => push(null));
  from.on('error', () => to.destroy());
  from.on('close', () => {
    if (queue.length === 0 && !from.readableEnded) to.destroy();
  });
}

export async function startLatencyProxy(target: string, roundTripMs: number): Promise<LatencyProxy> {
  const upstream = new URL(target);
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    connections++;
    sockets.add(client);
    client.pause();
    // The handshake: one round trip before anything can flow.
    setTimeout(() => {
      const service = net.connect(Number(upstream.port), upstream.hostname, () => {
        delayedPipe(client, service, roundTripMs / 2);
        delayedPipe(service, client, roundTripMs / 2);
        client.resume();
      });
      sockets.add(service);
      service.on('close', () => sockets.delete(service));
      service.on('error', () => client.destroy());
    }, roundTripMs);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
