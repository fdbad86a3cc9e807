import * as runner from './workflow-commands.js';
import { redact } from '../../client/redact.js';

import type { ClientLogger } from '../../client/client-logger.js';
import type { Annotation, Logger } from '../../client/logger.js';

// The port lives with the client (src/client/logger.ts); re-exported for the action's modules.
export type { Logger } from '../../client/logger.js';

function toProperties(annotation: Annotation | undefined): runner.AnnotationProperties {
  if (annotation === undefined) return {};
  const properties: runner.AnnotationProperties = {};
  if (annotation.file !== undefined) properties.file = annotation.file;
  if (annotation.line !== undefined) properties.startLine = annotation.line;
  if (annotation.title !== undefined) properties.title = annotation.title;
  return properties;
}

/** The runner's logger: every line passes through redact() before it is printed. */
export function createCoreLogger(): Logger {
  return {
    debug: (message) => runner.debug(redact(message)),
    info: (message) => runner.info(redact(message)),
    notice: (message, annotation) => runner.notice(redact(message), toProperties(annotation)),
    warning: (message, annotation) => runner.warning(redact(message), toProperties(annotation)),
    error: (message, annotation) => runner.error(redact(message), toProperties(annotation)),
    group: (name, work) => runner.group(redact(name), work),
  };
}

/** The action's logger as the client takes it: console's shape, `warn` for `warning`. */
export function clientLogger(logger: Logger): ClientLogger {
  return {
    debug: (message) => logger.debug(message),
    info: (message) => logger.info(message),
    warn: (message) => logger.warning(message),
    error: (message) => logger.error(message),
  };
}
