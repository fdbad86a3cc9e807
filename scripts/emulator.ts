/**
 * Runs the emulator until SIGINT/SIGTERM and prints ONE JSON line with its URL, its keys and each
 * project's locales and files, so that a demo, a benchmark or a person trying the action can
 * start it and read where to connect and what to expect:
 *   npm run emulator -- [--port N] [--seed FILE] [--data FILE] [--latency MS] [--translator]
 *                       [--rate-limit N] [--blank-hash-file null|empty] [--source-in-targets]
 * --rate-limit answers 429 past N requests per second per address (the service documents 25);
 * --blank-hash-file blanks hash_file while a file's import waits; --source-in-targets lists the
 * source locale among target_locales, as real projects do (docs/decisions.md).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createTranslationClient } from '../src/client/index.js';
import {
  defaultSeed,
  startEmulator,
  type EmulatorOptions,
  type EmulatorSeed,
} from '../src/emulator/index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    seed: { type: 'string' },
    data: { type: 'string' },
    latency: { type: 'string' },
    translator: { type: 'boolean', default: false },
    'rate-limit': { type: 'string' },
    'blank-hash-file': { type: 'string' },
    'source-in-targets': { type: 'boolean', default: false },
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
const seed =
  values.seed === undefined ? defaultSeed() : (JSON.parse(readFileSync(values.seed, 'utf8')) as EmulatorSeed);
if (values['source-in-targets']) {
  for (const organization of seed.organizations)
    for (const project of organization.projects ?? []) project.sourceInTargetLocales = true;
}
options.seed = seed;
const rateLimit = values['rate-limit'];
if (rateLimit !== undefined) options.rateLimit = { perSecond: nonNegativeInteger('rate-limit', rateLimit) };
const blank = values['blank-hash-file'];
if (blank !== undefined) {
  if (blank !== 'null' && blank !== 'empty')
    throw new Error(`--blank-hash-file must be null or empty, got "${blank}"`);
  options.blankHashFile = blank;
}
if (values.data !== undefined) options.dataFile = values.data;
if (values.latency !== undefined) options.latencyMs = nonNegativeInteger('latency', values.latency);
// A short delay makes the pseudo-translations arrive visibly after the import, as people's would.
if (values.translator) options.translator = { delayMs: 1000 };

const emulator = await startEmulator(options);
// Each project's files as the service lists them (Show Project), asked with its own token.
const projects = await Promise.all(
  emulator.keys.projects.map(async (keys) => {
    const client = createTranslationClient({ baseUrl: emulator.url, projectToken: keys.privateApiToken });
    try {
      const project = await client.projects.show();
      return {
        ...keys,
        sourceLocale: project.sourceLocale.code,
        targetLocales: project.targetLocales.map((locale) => locale.code),
        files: project.projectFiles.map((file) => file.name).sort(),
      };
    } finally {
      await client.close();
    }
  }),
);
process.stdout.write(`${JSON.stringify({ url: emulator.url, ...emulator.keys, projects })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
