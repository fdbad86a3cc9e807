/**
 * The action's logging port, shared by the engine and the git and GitHub adapters, so that none
 * of them imports src/action; the action's own logger (src/action/runner/logger.ts) implements it for the
 * runner. The client does not use it: it logs through the console-shaped ClientLogger
 * (client-logger.ts), and the published client package does not ship this file.
 */

/** Where a warning points in the repository, shown by GitHub as an annotation. */
export interface Annotation {
  file?: string;
  line?: number;
  title?: string;
}

/**
 * Everything below src/action logs through it, so the engine and the git and GitHub adapters
 * never print workflow commands themselves, and tests pass a recording logger.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  notice(message: string, annotation?: Annotation): void;
  warning(message: string, annotation?: Annotation): void;
  error(message: string, annotation?: Annotation): void;
  /** Runs `work` inside a collapsible log group named `name`. */
  group<T>(name: string, work: () => Promise<T>): Promise<T>;
}
