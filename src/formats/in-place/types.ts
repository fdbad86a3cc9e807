import type { ParseOptions } from '../types.js';

/** What an in-place editor needs besides the two texts. */
export interface InPlaceOptions {
  /** Passed to the format's reader for both texts (file name for messages, locale for plurals). */
  parse: ParseOptions;
}

/**
 * Applies to the repository's text (`local`) only what differs in the service's text (`remote`),
 * in the local file's own style, and returns the edited text. The contract every format keeps:
 * - keyValuesOf(result) equals keyValuesOf(remote) (keys, values, plural forms), save the empty
 *   keys below;
 * - every line of `local` that holds no changed, added or removed key stays byte for byte;
 * - a new key goes after the nearest key that precedes it in the remote's order and that the
 *   local text has, written as its neighbours are (indentation, quoting, escaping);
 * - a local key left empty (keyValuesOf's `empty`: "", null, a plural of empty forms) that the
 *   remote lacks counts as equal: it stays byte for byte, and the result reads as the remote plus
 *   such keys. The service's writers leave untranslated keys out, and a team's file keeps its empty
 *   placeholders (sameTranslations in same-translations.ts says when two files differ);
 * - when nothing differs, the result is `local` itself (===).
 * Throws InPlaceEditError when the local text cannot be edited safely; the caller then writes
 * the service's bytes as before and says so.
 */
export type InPlaceEditor = (local: string, remote: string, options: InPlaceOptions) => string;

export class InPlaceEditError extends Error {
  readonly code = 'IN_PLACE_EDIT';
  constructor(
    readonly fileName: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(
      `${fileName}: cannot edit in place (${reason}); the service's file is written as it came.`,
      options,
    );
    this.name = 'InPlaceEditError';
  }
}
