/**
 * What the action loads before it asks the service anything (docs/decisions.md, Speed): the
 * first request is Show Project, on node:http, and none of what comes after it (hashing, the
 * pull's archive reader, hooks, git) has been loaded by then. A probe preloaded into
 * `node dist/index.js` lists Node's modules loaded up to the first connection.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { addMasterKey, createScenario, type Scenario } from '../helpers/scenario.js';

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

const PROBE = pathToFileURL(path.resolve(import.meta.dirname, '../helpers/first-request-probe.mjs'));

/**
 * Node's modules that the start does without: each belongs to a later step, or to undici. Not
 * node:crypto, which @actions/core loads at its start (for the delimiters of step outputs): its
 * load takes a few hundredths of a millisecond, on Node 20 and 24 alike.
 */
const LATER = [
  'zlib', // gzip answers and the archive
  'http2', // undici's HTTP/2 client, loaded with undici
  'tls', // an https service only
  'https',
  'child_process', // hooks and git
];

async function loadedBeforeFirstRequest(current: Scenario, run: Parameters<Scenario['run']>[0]) {
  const report = path.join(tmpdir(), `first-request-${process.pid}-${Date.now()}`);
  current.emulator.log.length = 0;
  const result = await current.run({
    ...run,
    checkout: true,
    env: { ...run.env, NODE_OPTIONS: `--import ${PROBE.href}`, FIRST_REQUEST_FILE: report },
  });
  expect(result.exitCode).toBe(0);
  expect(current.emulator.log[0]?.endpoint).toBe('showProject');
  const loaded = (await readFile(report, 'utf8')).split('\n');
  await rm(report, { force: true });
  return loaded;
}

describe('the start of node dist/index.js', () => {
  it('pulls: sends Show Project over node:http before loading anything of what follows', async () => {
    scenario = await createScenario();
    const loaded = await loadedBeforeFirstRequest(scenario, { event: 'workflow_dispatch' });
    expect(loaded).toContain('http');
    expect(loaded.filter((name) => LATER.includes(name))).toEqual([]);
  });

  it('pushes: the same, before git reads the push range', async () => {
    scenario = await createScenario();
    const push = await addMasterKey(scenario, 'farewell', 'See you soon, %{name}');
    const loaded = await loadedBeforeFirstRequest(scenario, { event: 'push', payload: push });
    expect(loaded.filter((name) => LATER.includes(name))).toEqual([]);
  });
});
