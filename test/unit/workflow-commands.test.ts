import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerSecret } from '../../src/client/redact.js';
import * as runner from '../../src/action/runner/workflow-commands.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

// The action speaks to the runner through @actions/core (so that local-action and other tools can
// stand in for it); what this module adds is the last redaction of everything that leaves.

/** Everything written to stdout while `work` runs. */
async function stdoutOf(work: () => unknown): Promise<string> {
  const written: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array): boolean => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  try {
    await work();
  } finally {
    process.stdout.write = original;
  }
  return written.join('');
}

const SECRET = 'proj_rw_workflow_commands_secret';
let folder = '';
const saved = { ...process.env };
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'workflow-commands-'));
  registerSecret(SECRET);
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

describe('the runner protocol through @actions/core', () => {
  it('reads inputs as the runner names them, trimmed, empty when unset', () => {
    setInputs({ 'project-token': '  proj_rw_x \n', 'ignore files': ' a ' });
    expect(runner.getInput('project-token')).toBe('proj_rw_x');
    expect(runner.getInput('ignore files')).toBe('a');
    expect(runner.getInput('never-set')).toBe('');
  });

  it('takes the secrets out of every line and annotation, but not out of a mask', async () => {
    const printed = await stdoutOf(async () => {
      runner.setSecret(SECRET);
      runner.debug(`debug ${SECRET}`);
      runner.info(`info ${SECRET}`);
      runner.notice(`notice ${SECRET}`, { title: `t ${SECRET}`, file: 'a,b.yml', startLine: 2 });
      runner.warning(`warning ${SECRET}`);
      runner.error(`error ${SECRET}`);
      await runner.group(`group ${SECRET}`, () => Promise.resolve());
      runner.setFailed(`failed ${SECRET}`);
    });
    expect(printed.split('\n').filter((line) => line.includes(SECRET))).toEqual([`::add-mask::${SECRET}`]);
    expect(printed).toContain('::notice title=t ***,file=a%2Cb.yml,line=2::notice ***\n');
    expect(printed).toContain('::error::failed ***\n');
    expect(process.exitCode).toBe(1);
  });

  it('writes outputs and the summary without the secrets', async () => {
    const output = path.join(folder, 'output');
    const summary = path.join(folder, 'summary.md');
    await writeFile(output, '');
    await writeFile(summary, 'before\n');
    process.env['GITHUB_OUTPUT'] = output;
    process.env['GITHUB_STEP_SUMMARY'] = summary;
    runner.setOutput('downloaded-files', `a.yml\n${SECRET}.yml`);
    await runner.appendSummary(`## Pull ${SECRET}`);
    expect(await readFile(output, 'utf8')).toMatch(
      /^downloaded-files<<(ghadelimiter_[0-9a-f-]{36})\na\.yml\n\*\*\*\.yml\n\1\n$/,
    );
    expect(await readFile(summary, 'utf8')).toBe('before\n## Pull ***\n');
  });

  it('falls back to the stdout command without $GITHUB_OUTPUT', async () => {
    Reflect.deleteProperty(process.env, 'GITHUB_OUTPUT');
    expect(await stdoutOf(() => runner.setOutput('has-changes', 'true'))).toBe(
      '\n::set-output name=has-changes::true\n',
    );
  });
});
