import { redact } from '../client/redact.js';
import { inertProse } from '../github/markdown.js';

/**
 * The job summary of a run that failed: the failure line (what happened, what to do, its code), so
 * that a scheduled run that stopped says how to go on where people look first, not only in the
 * log. The message may quote what a person or the service wrote (a commit subject): inert.
 */
export function renderFailureSummary(message: string): string {
  return redact(
    ['## translation-sync failed', '', '> [!CAUTION]', `> ${inertProse(message)}`, ''].join('\n'),
  );
}
