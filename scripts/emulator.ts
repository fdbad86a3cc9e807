/**
 * Runs the emulator until SIGINT/SIGTERM and prints ONE JSON line with its URL and keys, so that
 * a demo or a benchmark can start it and read where to connect:
 *   npm run emulator -- [--port N] [--seed FILE] [--data FILE] [--latency MS] [--translator]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startEmulator, type EmulatorOptions, type EmulatorSeed } from '../src/emulator/index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    seed: { type: 'string' },
    data: { type: 'string' },
    latency: { type: 'string' },
    translator: { type: 'boolean', default: false },
  },
  strict: true,
});

function nonNegativeInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number, got "${text}"`);
  return value;
}

const options: EmulatorOptions = { port: nonNegativeInteger('port', values.port) };
if (values.seed !== undefined) options.seed = JSON.parse(readFileSync(values.seed, 'utf8')) as EmulatorSeed;
if (values.data !== undefined) options.dataFile = values.data;
if (values.latency !== undefined) options.latencyMs = nonNegativeInteger('latency', values.latency);
// A short delay makes the pseudo-translations arrive visibly after the import, as people's would.
if (values.translator) options.translator = { delayMs: 1000 };

const emulator = await startEmulator(options);
process.stdout.write(`${JSON.stringify({ url: emulator.url, ...emulator.keys })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
