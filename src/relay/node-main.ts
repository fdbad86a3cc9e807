/**
 * `node dist/relay-node.js`: the relay on node:http, configured from the environment (RELAY_SECRET,
 * GITHUB_TOKEN, GITHUB_REPOSITORY, optional GITHUB_API_URL; PORT, default 8787; HOST, default
 * 127.0.0.1, behind a reverse proxy that terminates TLS). See docs/relay.md.
 */
import { serveRelay } from './node-server.js';

const server = await serveRelay(
  process.env,
  Number(process.env.PORT ?? 8787),
  process.env.HOST ?? '127.0.0.1',
);
// The URL without its secret: the log must never hold it.
console.log(`translation-sync relay: listening on ${server.url}/<path>/<RELAY_SECRET>`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close());
