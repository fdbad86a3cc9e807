import { setSecret } from './workflow-commands.js';
import { registerSecret } from '../../client/redact.js';

/**
 * Masks a secret in the runner's log (every form it can take in a URL) and teaches redact() the
 * same forms, so errors built below src/action are clean before they ever reach the log.
 */
export function maskSecret(secret: string | undefined): void {
  for (const form of registerSecret(secret)) setSecret(form);
}
