import { redactUnknown } from '../../client/redact.js';
import { actionHint } from '../projects/service-client.js';

/**
 * The step's failure line: the error's own message (it says what to do), then its code in
 * parentheses, the key of docs/troubleshooting.md. Non-Error throws fail the step too. Redacted.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return redactUnknown(error);
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code === '') return redactUnknown(error.message);
  // The client's messages speak of tokens and calls; the hint names the input to change.
  const hint = actionHint(error);
  return redactUnknown(`${error.message}${hint === undefined ? '' : ` ${hint}`} (${code})`);
}
