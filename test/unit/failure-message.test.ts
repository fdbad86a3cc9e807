import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/action/runner/inputs.js';
import { registerSecret } from '../../src/client/redact.js';
import { failureMessage } from '../../src/action/results/failure-message.js';
import { SyncError } from '../../src/sync/errors.js';

describe('the failure line of the step', () => {
  it('ends with the error code, the key of docs/troubleshooting.md', () => {
    expect(
      failureMessage(new SyncError('import-timeout', 'The service did not finish importing a.yml.')),
    ).toBe('The service did not finish importing a.yml. (import-timeout)');
    expect(failureMessage(new InputError('branch', 'is bad.'))).toBe('Input "branch": is bad. (input)');
  });

  it('keeps plain errors and non-Error throws, always redacted', () => {
    registerSecret('failure-secret-42');
    expect(failureMessage(new Error('plain failure-secret-42'))).toBe('plain ***');
    expect(failureMessage('a string with failure-secret-42')).toBe('a string with ***');
    expect(failureMessage({ reason: 'failure-secret-42' })).toBe('{"reason":"***"}');
  });
});
