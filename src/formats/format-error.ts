import type { LocaleFormat } from './types.js';

interface FormatErrorDetails {
  fileName: string;
  format: LocaleFormat;
  /** What is wrong, in one line, without the library's stack. */
  problem: string;
  line?: number;
  cause?: unknown;
}

/**
 * A locale file that cannot be read or written. The message names the file, the format and the
 * problem; the library's own error (with its stack) stays in `cause`.
 */
export class FormatError extends Error {
  readonly code = 'format' as const;
  readonly fileName: string;
  readonly format: LocaleFormat;
  readonly line: number | undefined;

  constructor(details: FormatErrorDetails) {
    const where = details.line === undefined ? '' : ` at line ${details.line}`;
    super(
      `${details.fileName}: not a valid ${details.format} locale file${where}: ${details.problem}`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'FormatError';
    this.fileName = details.fileName;
    this.format = details.format;
    this.line = details.line;
  }
}

/** The first line of a library's error message: enough to say what is wrong, never a stack. */
export function firstLineOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n', 1)[0] ?? '';
  return line.trim() === '' ? 'unreadable content' : line.trim();
}
