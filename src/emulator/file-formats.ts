/**
 * The emulator's view of file formats: the locale formats of src/formats, plus the hash-based
 * formats (.txt, .html, .textile, .md) that the service keeps whole, as one segment per file.
 */
import { detectFormat, parseLocaleFile, writeLocaleFile } from '../formats/index.js';
import type { Segment } from '../formats/types.js';
import type { FileFormat } from './state.js';

const HASH_BASED = /\.(txt|html?|textile|md|markdown)$/i;

export function isHashBased(fileName: string): boolean {
  return HASH_BASED.test(fileName);
}

export function fileFormatOf(fileName: string): FileFormat | undefined {
  if (isHashBased(fileName)) return 'text';
  return detectFormat(fileName);
}

/** Splits a file into segments; throws FormatError (from src/formats) when it cannot be read. */
export function parseFile(
  format: FileFormat,
  bytes: Uint8Array,
  fileName: string,
  locale: string,
): Segment[] {
  if (format === 'text') return [{ key: fileName, text: new TextDecoder().decode(bytes) }];
  // Numbers and booleans are strings of their own type, one value per locale (issue 35).
  return parseLocaleFile(format, bytes, { fileName, locale, scalars: true });
}

/** Writes a file from segments, keeping the layout of `template` (the master's bytes). */
export function writeFile(
  format: FileFormat,
  segments: readonly Segment[],
  locale: string,
  template: Uint8Array,
  pluralForms?: string,
): Uint8Array {
  if (format === 'text') {
    const text = segments[0]?.text;
    return typeof text === 'string' ? new TextEncoder().encode(text) : new Uint8Array();
  }
  // A target keeps every plural category it was uploaded with (issue 35).
  return writeLocaleFile(format, segments, {
    locale,
    template,
    everyForm: true,
    ...(pluralForms === undefined ? {} : { pluralForms }),
  });
}
