import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-action.js';

describe('node dist/index.js validates its inputs', () => {
  it('fails the step when api-url is missing, naming the input', async () => {
    const result = await runAction({ inputs: { command: 'pull' } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('::error::Input "api-url": is required');
  });

  it('fails on a bad value with the allowed values, and never prints the token', async () => {
    const token = 'tok/en+with space%&?';
    const result = await runAction({
      inputs: { 'api-url': 'https://translate.example.com', 'project-token': token, command: 'deploy' },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('use one of auto, sync, upload, pull, check');
    // `::add-mask::` lines are the runner's masking protocol itself and never reach the log.
    const masks = result.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toContain(`::add-mask::${token.replace(/%/g, '%25')}`);
    const shown = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const form of [token, encodeURIComponent(token)]) {
      expect(shown).not.toContain(form);
      expect(result.stderr).not.toContain(form);
    }
  });
});
