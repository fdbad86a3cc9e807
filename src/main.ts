import * as core from '@actions/core';
import { getInputs } from './action/inputs.js';
import { maskSecret } from './action/secrets.js';
import { redactUnknown } from './client/redact.js';

/** The action's whole run: inputs, then the command; the one place that fails the step. */
export async function run(): Promise<void> {
  try {
    maskSecret(core.getInput('project-token'));
    maskSecret(process.env['WTI_PROJECT_API_KEY']);
    maskSecret(core.getInput('github-token'));
    const inputs = getInputs();
    await Promise.resolve();
    throw new Error(
      `The "${inputs.command}" command is not implemented yet in this version of translation-sync; the inputs are valid.`,
    );
  } catch (error) {
    // Non-Error throws (strings, objects) fail the step too, always redacted.
    const message = error instanceof Error ? error.message : redactUnknown(error);
    core.setFailed(redactUnknown(message));
  }
}
