import type { ClientLogger } from '../../src/client/index.js';
import type { Logger } from '../../src/action/runner/logger.js';

/**
 * A logger that keeps what it is told. It takes the client's `warn` too, so a test hands the same
 * one to the client.
 */
export interface RecordingLogger extends Logger {
  warn: ClientLogger['warn'];
  readonly lines: { level: 'debug' | 'info' | 'notice' | 'warning' | 'error'; message: string }[];
}

export function createRecordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    debug: (message) => lines.push({ level: 'debug', message }),
    info: (message) => lines.push({ level: 'info', message }),
    notice: (message) => lines.push({ level: 'notice', message }),
    warning: (message) => lines.push({ level: 'warning', message }),
    warn: (message) => lines.push({ level: 'warning', message }),
    error: (message) => lines.push({ level: 'error', message }),
    group: async (name, work) => {
      lines.push({ level: 'info', message: `[group] ${name}` });
      return work();
    },
  };
}
