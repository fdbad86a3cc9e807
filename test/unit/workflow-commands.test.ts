import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as runner from '../../src/action/runner/workflow-commands.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

// The action speaks the runner's protocol itself instead of bundling @actions/core (which loads
// all of undici for its OIDC client). Each case runs @actions/core and ours on the same input and
// compares what reaches the runner: the bytes on stdout, in $GITHUB_OUTPUT, in the job summary.

/** Everything written to stdout while `work` runs. */
async function stdoutOf(work: () => unknown): Promise<string> {
  const written: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  const capture = (chunk: string | Uint8Array): boolean => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  process.stdout.write = capture;
  try {
    await work();
  } finally {
    process.stdout.write = original;
  }
  return written.join('');
}

async function sameStdout(ours: () => unknown, reference: () => unknown): Promise<string> {
  const expected = await stdoutOf(reference);
  expect(await stdoutOf(ours)).toBe(expected);
  return expected;
}

const AWKWARD = 'per cent % colon : comma , line\nfeed\r\nand ::double colons:: ghadelimiter';
const ANNOTATIONS: core.AnnotationProperties[] = [
  {},
  { file: 'locales/fr/app,main.yml', startLine: 12, title: 'Key removed: a.b' },
  { title: 'only a title' },
  { startLine: 0 },
  { file: '', title: '' },
  { file: 'a.json', startLine: 3, endLine: 4, startColumn: 1, endColumn: 9, title: 'all: of them' },
];

let folder = '';
const saved = { ...process.env };
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'workflow-commands-'));
});
afterEach(async () => {
  clearInputs();
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = saved[name];
  }
  process.exitCode = undefined;
  await rm(folder, { recursive: true, force: true });
});

describe('the runner protocol, byte for byte as @actions/core writes it', () => {
  it('reads inputs as the runner names them, trimmed, empty when unset', () => {
    setInputs({ 'project-token': '  proj_rw_x \n', 'dry-run': 'true', 'ignore files': ' a ' });
    for (const name of ['project-token', 'dry-run', 'ignore files', 'Dry-Run', 'never-set']) {
      expect(runner.getInput(name)).toBe(core.getInput(name, { trimWhitespace: true }));
    }
    expect(runner.getInput('project-token')).toBe('proj_rw_x');
  });

  it('prints masks, debug and info lines with the same escaping', async () => {
    for (const text of [AWKWARD, '', 'plain']) {
      await sameStdout(
        () => runner.setSecret(text),
        () => core.setSecret(text),
      );
      await sameStdout(
        async () => {
          runner.queueDebug(text);
          await new Promise((resolve) => setImmediate(resolve));
        },
        () => core.debug(text),
      );
      await sameStdout(
        () => runner.info(text),
        () => core.info(text),
      );
    }
    expect(await stdoutOf(() => runner.setSecret('a%b\nc'))).toBe('::add-mask::a%25b%0Ac\n');
  });

  it('writes queued debug lines as debug does, in one write, before the next line or at the end of the turn', async () => {
    const reference = await stdoutOf(() => {
      core.debug(AWKWARD);
      core.debug('second');
      core.info('after');
      core.debug('last');
    });
    const writes: string[] = [];
    const ours = await stdoutOf(async () => {
      const original = process.stdout.write.bind(process.stdout);
      process.stdout.write = (chunk: string | Uint8Array) => {
        writes.push(String(chunk));
        return original(chunk);
      };
      runner.queueDebug(AWKWARD);
      runner.queueDebug('second');
      expect(writes).toEqual([]);
      runner.info('after');
      runner.queueDebug('last');
      expect(writes).toHaveLength(2);
      await new Promise((resolve) => setImmediate(resolve));
      process.stdout.write = original;
    });
    expect(ours).toBe(reference);
    // The two queued lines went out in one write, before the info line; the last at the end of the turn.
    expect(writes).toEqual([
      `::debug::${AWKWARD.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n::debug::second\n`,
      'after\n',
      '::debug::last\n',
    ]);
  });

  it('prints notices, warnings and errors with the same annotation properties', async () => {
    for (const properties of ANNOTATIONS) {
      await sameStdout(
        () => runner.notice(AWKWARD, properties),
        () => core.notice(AWKWARD, properties),
      );
      await sameStdout(
        () => runner.warning(AWKWARD, properties),
        () => core.warning(AWKWARD, properties),
      );
      await sameStdout(
        () => runner.error(AWKWARD, properties),
        () => core.error(AWKWARD, properties),
      );
    }
    expect(await stdoutOf(() => runner.warning('w', { file: 'a,b.yml', startLine: 2 }))).toBe(
      '::warning file=a%2Cb.yml,line=2::w\n',
    );
  });

  it('fails the step the same way: exit code 1 and an error line', async () => {
    const reference = await stdoutOf(() => core.setFailed(AWKWARD));
    expect(process.exitCode).toBe(1);
    process.exitCode = undefined;
    expect(await stdoutOf(() => runner.setFailed(AWKWARD))).toBe(reference);
    expect(process.exitCode).toBe(1);
  });

  it('closes a group after its work, also when the work throws', async () => {
    const work = () => Promise.resolve(7);
    await sameStdout(
      () => runner.group(AWKWARD, work),
      () => core.group(AWKWARD, work),
    );
    expect(await runner.group('g', work)).toBe(7);
    const failing = () => Promise.reject(new Error('boom'));
    const reference = await stdoutOf(() => core.group('g', failing).catch(() => undefined));
    expect(await stdoutOf(() => runner.group('g', failing).catch(() => undefined))).toBe(reference);
    await expect(runner.group('g', failing)).rejects.toThrow('boom');
  });

  it('writes outputs to $GITHUB_OUTPUT in the same fenced form', async () => {
    const oursFile = path.join(folder, 'ours');
    const referenceFile = path.join(folder, 'reference');
    await writeFile(oursFile, '');
    await writeFile(referenceFile, '');
    const values = ['', 'one', 'a\nb\n', AWKWARD, 'locales/fr/a.yml\nlocales/de/a.yml'];
    for (const value of values) {
      process.env['GITHUB_OUTPUT'] = referenceFile;
      core.setOutput('downloaded-files', value);
      process.env['GITHUB_OUTPUT'] = oursFile;
      runner.setOutput('downloaded-files', value);
    }
    const fences = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_UUID');
    const ours = await readFile(oursFile, 'utf8');
    expect(fences(ours)).toBe(fences(await readFile(referenceFile, 'utf8')));
    // Each output has a delimiter of its own.
    expect(new Set(ours.match(/ghadelimiter_[0-9a-f-]{36}/g)).size).toBe(values.length);
  });

  it('falls back to the stdout command without $GITHUB_OUTPUT, and refuses a missing file', async () => {
    Reflect.deleteProperty(process.env, 'GITHUB_OUTPUT');
    await sameStdout(
      () => runner.setOutput('has-changes', AWKWARD),
      () => core.setOutput('has-changes', AWKWARD),
    );
    process.env['GITHUB_OUTPUT'] = path.join(folder, 'absent');
    expect(() => runner.setOutput('x', 'y')).toThrow(`Missing file at path: ${path.join(folder, 'absent')}`);
    expect(() => core.setOutput('x', 'y')).toThrow(`Missing file at path: ${path.join(folder, 'absent')}`);
  });

  it('appends to the job summary as summary.addRaw(text, true).write() does', async () => {
    const oursFile = path.join(folder, 'ours.md');
    const referenceFile = path.join(folder, 'reference.md');
    await writeFile(oursFile, 'before\n');
    await writeFile(referenceFile, 'before\n');
    for (const markdown of ['## Pull\n\n| a | b |', '', AWKWARD]) {
      process.env['GITHUB_STEP_SUMMARY'] = referenceFile;
      await core.summary.addRaw(markdown, true).write();
      process.env['GITHUB_STEP_SUMMARY'] = oursFile;
      await runner.appendSummary(markdown);
    }
    expect(await readFile(oursFile, 'utf8')).toBe(await readFile(referenceFile, 'utf8'));
  });

  it("fails with @actions/core 3.0.1's messages when the job summary cannot be written", async () => {
    // Not run side by side: core.summary keeps the first path it resolved for the whole process.
    const absent = path.join(folder, 'absent.md');
    process.env['GITHUB_STEP_SUMMARY'] = absent;
    await expect(runner.appendSummary('x')).rejects.toThrow(
      `Unable to access summary file: '${absent}'. Check if the file has correct read/write permissions.`,
    );
    process.env['GITHUB_STEP_SUMMARY'] = '';
    await expect(runner.appendSummary('x')).rejects.toThrow(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  });
});
