import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { connect as netConnect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer } from 'node:tls';

/**
 * A corporate network in a few lines: a private certificate authority made with openssl, TLS
 * fronts that serve a plain local server under a host name of their own with a certificate of
 * that authority, and an HTTP CONNECT proxy that alone knows where those host names are. Host
 * names end in `.invalid`, which never resolves: only the proxy can reach them.
 */

export interface PrivateCa {
  /** The authority's certificate, for NODE_EXTRA_CA_CERTS (or GIT_SSL_CAINFO). */
  caPath: string;
  /** A server certificate for every host name asked for, and its key. */
  key: Buffer;
  cert: Buffer;
  cleanup(): Promise<void>;
}

function openssl(args: string[], cwd: string): boolean {
  return spawnSync('openssl', args, { cwd, encoding: 'utf8' }).status === 0;
}

/** A new authority and one certificate for `hostNames`; undefined without openssl. */
export async function makePrivateCa(hostNames: readonly string[]): Promise<PrivateCa | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ts-private-ca-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await writeFile(
    path.join(dir, 'server.cnf'),
    `subjectAltName=${hostNames.map((name) => `DNS:${name}`).join(',')}\n` +
      'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  const made =
    openssl(
      ['req', '-x509', ...ec, '-days', '2', '-subj', '/CN=Translation Sync Test CA']
        .concat(['-addext', 'basicConstraints=critical,CA:TRUE'])
        .concat(['-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-keyout', 'ca.key', '-out', 'ca.pem']),
      dir,
    ) &&
    openssl(
      [
        'req',
        ...ec,
        '-subj',
        `/CN=${hostNames[0] ?? 'localhost'}`,
        '-keyout',
        'server.key',
        '-out',
        'server.csr',
      ],
      dir,
    ) &&
    openssl(
      ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
        '-days',
        '2',
        '-extfile',
        'server.cnf',
        '-out',
        'server.pem',
      ]),
      dir,
    );
  if (!made) {
    await cleanup();
    return undefined;
  }
  return {
    caPath: path.join(dir, 'ca.pem'),
    key: await readFile(path.join(dir, 'server.key')),
    cert: await readFile(path.join(dir, 'server.pem')),
    cleanup,
  };
}

/**
 * Serves the port `target()` gives (asked at each connection: the front may be started before
 * the server it fronts, whose links name the front) on 127.0.0.1 over TLS with `cert`.
 */
export async function startTlsFront(
  target: () => number,
  ca: Pick<PrivateCa, 'key' | 'cert'>,
): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTlsServer({ key: ca.key, cert: ca.cert }, (secure) => {
    const upstream = netConnect(target(), '127.0.0.1');
    for (const socket of [secure, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    secure.pipe(upstream).pipe(secure);
  });
  return listen(server, sockets);
}

export interface ConnectProxy {
  /** http://127.0.0.1:PORT, for HTTPS_PROXY. */
  url: string;
  /** Every CONNECT target asked for, in order (`host:port`). */
  targets: string[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy that tunnels CONNECT to the ports `routes` names for each `host:port`, and
 * refuses anything else with 403, as a proxy with an allow list does.
 */
export async function startConnectProxy(routes: Record<string, number>): Promise<ConnectProxy> {
  const targets: string[] = [];
  const sockets = new Set<Socket>();
  const server = createHttpServer((_request, response) => {
    response.writeHead(405).end();
  });
  server.on('connect', (request, client: Socket, head: Buffer) => {
    const target = request.url ?? '';
    targets.push(target);
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    const port = routes[target];
    if (port === undefined) {
      client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const upstream = netConnect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => sockets.delete(upstream));
  });
  const { port, close } = await listen(server, sockets);
  return { url: `http://127.0.0.1:${port}`, targets, close };
}

async function listen(
  server: Server,
  sockets: Set<Socket>,
): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on: a proxy that is down. */
export async function deadPort(): Promise<number> {
  const server = createHttpServer();
  const { port, close } = await listen(server, new Set());
  await close();
  return port;
}
